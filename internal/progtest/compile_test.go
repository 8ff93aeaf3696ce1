package progtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
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
	// first's folder went with its test: the program comes from the
	// store (a link to what was compiled then), or is built again.
	if _, err := os.Stat(first); err == nil {
		t.Fatalf("%s outlived its test", first)
	}
	prints(CompileCPP(t, write(t.TempDir(), "one")), "one")
}

// TestCompileCPPStore: a program compiled in one process is in the store
// for the next: a fresh process (this test binary again) links it
// instead of compiling, and a source changed since compiles anew.
func TestCompileCPPStore(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not installed")
	}
	dir := storeDir()
	if dir == "" {
		t.Skip("no private store folder here")
	}
	src := filepath.Join(t.TempDir(), "s.cpp")
	word := fmt.Sprintf("store %d", time.Now().UnixNano()) // a source no run compiled before
	if err := os.WriteFile(src, []byte("#include <cstdio>\nint main() { std::puts(\""+word+"\"); }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gxx, _ := exec.LookPath("g++")
	key, err := compileKey(gxx, src)
	if err != nil {
		t.Fatal(err)
	}
	stored := filepath.Join(dir, key)
	t.Cleanup(func() { os.Remove(stored) })
	bin := CompileCPP(t, src)
	if !sameFile(t, bin, stored) {
		t.Fatalf("%s is not kept in the store as %s", bin, stored)
	}
	// Forget this process's entry, as a new process would have none.
	compiled.Lock()
	delete(compiled.entries, key)
	compiled.Unlock()
	again := CompileCPP(t, src)
	if !sameFile(t, again, stored) {
		t.Error("a stored program was compiled again")
	}
	if out, err := exec.Command(again).Output(); err != nil || strings.TrimSpace(string(out)) != word {
		t.Errorf("the stored program printed %q (%v), want %q", out, err, word)
	}
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
