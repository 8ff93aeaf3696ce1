package runner

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestPythonInterpAskedOnce: the interpreter's query runs once per tool
// in a process (a pyenv shim costs hundreds of processes a query); a
// failed query is asked again.
func TestPythonInterpAskedOnce(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("a shell script stands for the interpreter")
	}
	dir := t.TempDir()
	count := filepath.Join(dir, "count")
	real, err := os.Executable() // any regular file: the query's "executable"
	if err != nil {
		t.Fatal(err)
	}
	tool := filepath.Join(dir, "fakepython")
	script := "#!/bin/sh\necho x >> " + count + "\n[ -e " + filepath.Join(dir, "broken") + " ] && exit 1\nprintf '3\\n%s\\n/opt/py\\n/opt/py\\n' " + real + "\n"
	if err := os.WriteFile(tool, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	asked := func() int {
		b, _ := os.ReadFile(count)
		return strings.Count(string(b), "x")
	}
	if err := os.WriteFile(filepath.Join(dir, "broken"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := pythonInterp(context.Background(), tool, 3); err == nil {
		t.Fatal("a failing query gave an interpreter")
	}
	os.Remove(filepath.Join(dir, "broken"))
	for i := 0; i < 3; i++ {
		py, prefixes, err := pythonInterp(context.Background(), tool, 3)
		if err != nil || py != real || len(prefixes) == 0 {
			t.Fatalf("call %d: %q %v %v, want %q", i, py, prefixes, err, real)
		}
	}
	if n := asked(); n != 2 {
		t.Errorf("the tool was asked %d times, want 2 (the failure, then once)", n)
	}
	if _, _, err := pythonInterp(context.Background(), tool, 2); err == nil {
		t.Error("a Python 3 answered as Python 2")
	}
}

// TestSyntaxCheckKept: a Python program whose check passed leaves a mark
// in the cache folder, so that preparing it again runs no interpreter; a
// program that fails its check leaves none (it is checked again, and
// fails again), and an edited source is a new mark.
func TestSyntaxCheckKept(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3 here")
	}
	dir, cache := t.TempDir(), t.TempDir()
	good := filepath.Join(dir, "good.py")
	bad := filepath.Join(dir, "bad.py")
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(good, "print(1)\n")
	write(bad, "print(1\n")
	marks := func() int {
		m, _ := filepath.Glob(filepath.Join(cache, "*.checked"))
		return len(m)
	}
	ctx := context.Background()
	if _, err := Prepare(ctx, good, cache); err != nil {
		t.Fatal(err)
	}
	if marks() != 1 {
		t.Fatalf("%d marks after a passing check, want 1", marks())
	}
	var ce *CompileError
	if _, err := Prepare(ctx, bad, cache); !errors.As(err, &ce) {
		t.Fatalf("bad.py: %v, want a compile error", err)
	}
	if _, err := Prepare(ctx, bad, cache); !errors.As(err, &ce) {
		t.Fatalf("bad.py again: %v, want a compile error", err)
	}
	write(good, "print(2)\n")
	if _, err := Prepare(ctx, good, cache); err != nil {
		t.Fatal(err)
	}
	if marks() != 2 {
		t.Errorf("%d marks, want 2 (the first source's and the edited one's)", marks())
	}
}
