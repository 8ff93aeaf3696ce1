package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoCgo keeps carokit a static, cgo-free binary. carokit re-executes
// itself as the judge's launcher and as every built-in solution, under the
// solution's memory and process limits; a binary that links runtime/cgo
// starts its threads with pthread_create, which fails there ("pthread_create
// failed: Resource temporarily unavailable", exit 2, every run RE). Merely
// importing net (github.com/google/uuid does, for its node IDs) links cgo
// on Linux, so a new dependency that does is caught here, not in the judge.
func TestNoCgo(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "carokit/cmd/carokit").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		switch pkg {
		case "runtime/cgo", "net", "os/user":
			t.Errorf("carokit depends on %s, which links cgo into the binary", pkg)
		}
	}
}
