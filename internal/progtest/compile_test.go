package progtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompileCPPReuses: the same source with the same files beside it is
// compiled once and linked after; a changed header beside it, or the
// first program's folder gone with its test, compiles again; each
// program runs and prints what its own header says.
func TestCompileCPPReuses(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not installed")
	}
	write := func(dir, header string) string {
		t.Helper()
		src := filepath.Join(dir, "p.cpp")
		if err := os.WriteFile(src, []byte("#include <cstdio>\n#include \"h.h\"\nint main() { std::puts(WORD); }\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "h.h"), []byte("#define WORD \""+header+"\"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return src
	}
	prints := func(bin, want string) {
		t.Helper()
		out, err := exec.Command(bin).Output()
		if err != nil || strings.TrimSpace(string(out)) != want {
			t.Errorf("%s printed %q (%v), want %q", bin, out, err, want)
		}
	}
	var first string
	t.Run("first", func(t *testing.T) {
		first = CompileCPP(t, write(t.TempDir(), "one"))
		prints(first, "one")
		again := CompileCPP(t, write(t.TempDir(), "one"))
		prints(again, "one")
		if !sameFile(t, first, again) {
			t.Error("the same source and header were compiled twice, want a link to the first program")
		}
		other := CompileCPP(t, write(t.TempDir(), "two"))
		prints(other, "two")
		if sameFile(t, first, other) {
			t.Error("a changed header beside the source got the old program")
		}
	})
	// first's folder went with its test: the program is built again.
	if _, err := os.Stat(first); err == nil {
		t.Fatalf("%s outlived its test", first)
	}
	prints(CompileCPP(t, write(t.TempDir(), "one")), "one")
}

func sameFile(t *testing.T, a, b string) bool {
	t.Helper()
	ia, err := os.Stat(a)
	if err != nil {
		t.Fatal(err)
	}
	ib, err := os.Stat(b)
	if err != nil {
		t.Fatal(err)
	}
	return os.SameFile(ia, ib)
}
