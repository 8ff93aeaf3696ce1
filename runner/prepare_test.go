package runner

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"carokit/problem"
)

func TestPrepareErrors(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(text, []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	badPy := filepath.Join(dir, "bad.py")
	if err := os.WriteFile(badPy, []byte("def f(:\n    pass\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, source string
		compileErr   bool   // want a *CompileError
		mention      string // in the error text, or in CompileError.Output
		why          string
	}{
		{"C syntax error", filepath.Join("testdata", "bad.c"), true, "undeclared_variable",
			"the contestant's fault: verdict CE with the compiler's first lines"},
		{"Python syntax error", badPy, true, "SyntaxError",
			"checked at prepare time, as a compile error"},
		{"unknown kind", text, false, `".txt"`,
			"neither a known source nor an executable: a clear judge-side error"},
		{"missing file", filepath.Join(dir, "nope.cpp"), false, "no such file",
			"a bad path is the judge's problem"},
		{"folder without sources", empty, false, "no source file",
			"a folder is a program only when it holds source files"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Prepare(context.Background(), c.source, t.TempDir())
			var ce *CompileError
			switch {
			case err == nil:
				t.Fatalf("no error: %s", c.why)
			case errors.As(err, &ce) != c.compileErr:
				t.Fatalf("error %T %v; want a compile error: %v (%s)", err, err, c.compileErr, c.why)
			case ce != nil:
				if !strings.Contains(ce.Output, c.mention) {
					t.Errorf("compiler output %q does not mention %q", ce.Output, c.mention)
				}
				if n := strings.Count(ce.Output, "\n") + 1; n > compileErrorLines+1 {
					t.Errorf("compiler output has %d lines, want at most %d", n, compileErrorLines+1)
				}
			case !strings.Contains(err.Error(), c.mention):
				t.Errorf("error %q does not mention %q: %s", err, c.mention, c.why)
			}
		})
	}
}

func TestPrepareExecutableAsIs(t *testing.T) {
	script := filepath.Join(t.TempDir(), "answer")
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho 42\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	p, err := Prepare(context.Background(), script, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if p.Path != script || len(p.Args) != 0 {
		t.Errorf("prepared %+v, want the file itself", p)
	}
	r, err := Run(context.Background(), p, "", Limits{CPU: time.Second, Wall: 10 * time.Second})
	if err != nil || r.Verdict != problem.OK || string(r.Stdout) != "42\n" {
		t.Errorf("run: %v, %s %s, stdout %q; want OK and 42", err, r.Verdict, r.Detail, r.Stdout)
	}
}

// TestPrepareCache checks that concurrent Prepares of one source agree on
// one binary, leave no temporary files, and that a later Prepare does not
// compile again.
func TestPrepareCache(t *testing.T) {
	cache := t.TempDir()
	src := filepath.Join("testdata", "noread.c")
	const n = 4
	paths := make([]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p, err := Prepare(context.Background(), src, cache)
			paths[i], errs[i] = p.Path, err
		}()
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("Prepare %d: %v", i, errs[i])
		}
		if paths[i] != paths[0] {
			t.Fatalf("Prepare %d gave %s, Prepare 0 gave %s", i, paths[i], paths[0])
		}
	}
	entries, err := os.ReadDir(cache)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || filepath.Join(cache, entries[0].Name()) != paths[0] {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("cache holds %q, want only the binary %s", names, filepath.Base(paths[0]))
	}

	before, err := os.Stat(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	p, err := Prepare(context.Background(), src, cache)
	if err != nil {
		t.Fatal(err)
	}
	after, err := os.Stat(p.Path)
	if err != nil {
		t.Fatal(err)
	}
	if p.Path != paths[0] || !after.ModTime().Equal(before.ModTime()) || !os.SameFile(before, after) {
		t.Errorf("second Prepare rebuilt the binary (took %v)", time.Since(start))
	}
	r, err := Run(context.Background(), p, "", Limits{CPU: time.Second, Wall: 10 * time.Second})
	if err != nil || string(r.Stdout) != "42\n" {
		t.Errorf("cached binary: %v, stdout %q", err, r.Stdout)
	}
}

func TestPrepareCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Prepare(ctx, filepath.Join("testdata", "echo.c"), t.TempDir())
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled: a cancelled compile is not a compile error", err)
	}
}

// TestPrepareLanguages compiles and runs a program in every language, as
// a file and as a folder, under a 256 MiB memory limit: the JVM must run
// under it (-Xmx, not RLIMIT_DATA), and what the program reads besides
// its executable must be in Expose.
func TestPrepareLanguages(t *testing.T) {
	dir := t.TempDir()
	makeTree(t, dir, map[string]string{
		"c/a.c":               "#include <stdio.h>\nint f(void);\nint main(void){printf(\"%d\\n\", f());}\n",
		"c/b.c":               "int f(void){return 42;}\n",
		"Answer.java":         "public class Answer { public static void main(String[] a) { int[] big = new int[20_000_000]; big[7] = 42; System.out.println(big[7]); } }\n",
		"javadir/Main.java":   "public class Main { public static void main(String[] a) { System.out.println(Helper.v()); } }\n",
		"javadir/Helper.java": "class Helper { static int v() { return 42; } }\n",
		"answer.rs":           "fn main() { println!(\"42\"); }\n",
		"rustdir/main.rs":     "mod util;\nfn main() { println!(\"{}\", util::v()); }\n",
		"rustdir/util.rs":     "pub fn v() -> i32 { 42 }\n",
		"pydir/main.py":       "import helper\nprint(helper.V)\n",
		"pydir/helper.py":     "V = 42\n",
		"upper.CPP":           "#include <cstdio>\nint main(){std::puts(\"42\");}\n",
	})
	cases := []struct {
		name, path, tool string
		expose           bool // Expose must be set
		why              string
	}{
		{"C folder", "c", "gcc", false, "both .c files compiled together"},
		{"Java file", "Answer.java", "javac", true, "80 MB of heap under a 256 MiB limit: the JVM cannot run under RLIMIT_DATA"},
		{"Java folder", "javadir", "javac", true, "two classes, one with main"},
		{"Rust file", "answer.rs", "rustc", false, "rustc -O"},
		{"Rust folder", "rustdir", "rustc", false, "a module beside main.rs"},
		{"Python folder", "pydir", "python3", true, "main.py imports its neighbour"},
		{"upper-case extension", "upper.CPP", "g++", false, "compiled as C++"},
	}
	cache := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := exec.LookPath(c.tool); err != nil {
				t.Skipf("%s is not installed: %v", c.tool, err)
			}
			p, err := Prepare(context.Background(), filepath.Join(dir, c.path), cache)
			if err != nil {
				t.Fatalf("Prepare: %v (%s)", err, c.why)
			}
			if c.expose != (len(p.Expose) > 0) {
				t.Errorf("Expose %q (%s)", p.Expose, c.why)
			}
			// Generous limits: a JVM start costs a fraction of a second of
			// CPU, more on a loaded machine.
			r, err := Run(context.Background(), p, "", Limits{CPU: 10 * time.Second, Wall: 60 * time.Second, MemoryBytes: 256 << 20})
			if err != nil || r.Verdict != problem.OK || strings.TrimSpace(string(r.Stdout)) != "42" {
				t.Errorf("run: %v, %s %s, stdout %q, stderr %q; want OK and 42 (%s)", err, r.Verdict, r.Detail, r.Stdout, firstLines(r.Stderr, 5), c.why)
			}
		})
	}
}

// TestWithoutStatic: C and C++ link statically, as Kattis does, and have
// a dynamic fallback for machines without a static libc; other languages
// have nothing to fall back to.
func TestWithoutStatic(t *testing.T) {
	for _, c := range compilers {
		dyn, ok := c.withoutStatic()
		wantStatic := c.lang == "C" || c.lang == "C++"
		if ok != wantStatic {
			t.Errorf("%s: fallback %v, want %v", c.lang, ok, wantStatic)
		}
		if ok && (slices.Contains(dyn.argv, "-static") || !slices.Contains(c.argv, "-static") || len(dyn.argv) != len(c.argv)-1) {
			t.Errorf("%s: %v → %v, want the same without -static (and the table untouched)", c.lang, c.argv, dyn.argv)
		}
	}
}
