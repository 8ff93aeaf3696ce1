package runner

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"carokit/problem"
)

// TestLimitReason pins the reason a compile over a limit gives, from the
// run's verdict or, for a limit one of the driver's children hit (cc1,
// as, ld), from what the driver says.
func TestLimitReason(t *testing.T) {
	const mem = 512 << 20
	cases := []struct {
		name string
		res  Result
		text string
		want string // in the reason; "" for none
		why  string
	}{
		{"accepted", Result{Verdict: problem.OK}, "", "", "a good compile has no reason"},
		{"syntax error", Result{Verdict: problem.RE, ExitCode: 1}, "a.c:1: error: expected ';'", "", "the source's fault: the compiler's lines alone"},
		{"CPU", Result{Verdict: problem.TLE, Detail: "CPU 121 s > 120 s"}, "", "compile time over the limit", "the run's TLE"},
		{"memory", Result{Verdict: problem.MLE}, "", "compiler used more than 512.0 MiB of memory", "the run's MLE, with the limit"},
		{"file size", Result{Verdict: problem.OLE, Signal: "SIGXFSZ"}, "", "compiler output file over 256.0 MiB", "the compiler itself past RLIMIT_FSIZE"},
		{"printing", Result{Verdict: problem.OLE}, "", "compiler printed more than", "stdout over its cap"},
		{"assembler's file", Result{Verdict: problem.RE, ExitCode: 4}, "gcc: internal compiler error: File size limit exceeded signal terminated program as",
			"compiler output file over", "gcc reports its child's SIGXFSZ"},
		{"cc1 out of memory", Result{Verdict: problem.RE, ExitCode: 1}, "cc1: out of memory allocating 2147487744 bytes",
			"compiler used more than", "RLIMIT_DATA without a cgroup: malloc fails"},
		{"rustc out of memory", Result{Verdict: problem.RE, Signal: "SIGABRT"}, "memory allocation of 1073741824 bytes failed",
			"compiler used more than", "Rust's allocation failure"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := limitReason(c.res, c.text, mem)
			if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
				t.Errorf("reason %q, want %q (%s)", got, c.want, c.why)
			}
		})
	}
}

// TestCompileLimits compiles hostile C sources for real: each is a
// CompileError with its reason, and shows nothing of the host.
func TestCompileLimits(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skipf("gcc is not installed: %v", err)
	}
	dir := t.TempDir()
	secret := filepath.Join(dir, "secret.h")
	makeTree(t, dir, map[string]string{
		"zero/zero.c":  "#include \"/dev/zero\"\nint main(void){return 0;}\n",
		"big/big.c":    "char big[1L<<34] = {1};\nint main(void){return big[5];}\n",
		"peek/peek.c":  "#include \"" + secret + "\"\nint main(void){return 0;}\n",
		"secret.h":     "#error the compiler read a file outside the submission\n",
		"fine/fine.c":  "#include \"fine.h\"\nint main(void){return F;}\n",
		"fine/fine.h":  "#define F 0\n",
		"fine/other.c": "int other(void){return 1;}\n",
	})
	cases := []struct {
		name, src, reason, mention string
		why                        string
	}{
		{"include /dev/zero", "zero/zero.c", "compiler used more than 128.0 MiB of memory", "", "cc1 reads without end"},
		{"huge static", "big/big.c", "compiler output file over", "", "the assembler's 16 GiB object stops at RLIMIT_FSIZE"},
		{"a file outside", "peek/peek.c", "", "No such file", "only the copy of the submission is shown"},
	}
	sandboxed, _ := compileSandboxed(SandboxAuto)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.reason == "" && !sandboxed {
				t.Skip("no sandbox here: the compiler sees the host's files")
			}
			_, err := PrepareWith(context.Background(), mustInspect(t, filepath.Join(dir, c.src)), Compile{CacheDir: t.TempDir(), MemoryBytes: 128 << 20})
			var ce *CompileError
			if !errors.As(err, &ce) {
				t.Fatalf("Prepare: %v; want a compile error (%s)", err, c.why)
			}
			if !strings.Contains(ce.Reason, c.reason) || (c.reason == "") != (ce.Reason == "") || !strings.Contains(ce.Output, c.mention) {
				t.Errorf("reason %q, output %q; want reason %q and %q (%s)", ce.Reason, ce.Output, c.reason, c.mention, c.why)
			}
			if strings.Contains(ce.Output, "outside the submission") {
				t.Errorf("the compiler read %s: %q", secret, ce.Output)
			}
		})
	}
	// A folder's own files are all there; the cache holds the output alone.
	cache := t.TempDir()
	p, err := PrepareWith(context.Background(), mustInspect(t, filepath.Join(dir, "fine")), Compile{CacheDir: cache})
	if err != nil {
		t.Fatalf("a folder with a header: %v", err)
	}
	entries, _ := os.ReadDir(cache)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if !slices.Equal(names, []string{filepath.Base(p.Path)}) {
		t.Errorf("cache holds %q, want the binary alone", names)
	}
}

func mustInspect(t *testing.T, path string) Source {
	t.Helper()
	s, err := Inspect(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestWithEnv: a compiler's variables replace carokit's of the same name
// (the first of two would win in a C program's getenv).
func TestWithEnv(t *testing.T) {
	got := withEnv([]string{"PATH=/bin", "GOFLAGS=-mod=vendor", "HOME=/root"}, []string{"GOFLAGS=", "TMPDIR=/t"})
	want := []string{"PATH=/bin", "HOME=/root", "GOFLAGS=", "TMPDIR=/t"}
	if !slices.Equal(got, want) {
		t.Errorf("withEnv: %q, want %q", got, want)
	}
}

// TestCheckOutput: the cache takes only what a compiler may leave: a
// regular file (or a folder of them) within the size cap, without
// set-user-ID or world-writable bits.
func TestCheckOutput(t *testing.T) {
	cases := []struct {
		name string
		make func(t *testing.T, out string)
		dir  bool
		want string // in the CompileError; "" for none
		why  string
	}{
		{"a binary", func(t *testing.T, out string) {
			must(t, os.WriteFile(out, []byte("\x7fELF"), 0o755))
			must(t, os.Chmod(out, 0o777|os.ModeSetuid))
		}, false, "",
			"kept, its mode cleaned"},
		{"no output", func(t *testing.T, out string) {}, false, "wrote no output", "a compiler that exits 0 and writes nothing"},
		{"a link", func(t *testing.T, out string) { must(t, os.Symlink("/etc/passwd", out)) }, false, "not a regular file",
			"a link would make the cache serve the host's file"},
		{"too large", func(t *testing.T, out string) {
			f, err := os.Create(out)
			must(t, err)
			must(t, f.Truncate(CompileFileBytes+1))
			must(t, f.Close())
		}, false, "compiler output over", "a sparse file past the cap"},
		{"class folder", func(t *testing.T, out string) {
			must(t, os.MkdirAll(filepath.Join(out, "pkg"), 0o755))
			must(t, os.WriteFile(filepath.Join(out, "pkg", "A.class"), nil, 0o644))
		}, true, "", "Java's folder of class files"},
		{"link in a folder", func(t *testing.T, out string) {
			must(t, os.MkdirAll(out, 0o755))
			must(t, os.Symlink("/etc/passwd", filepath.Join(out, "A.class")))
		}, true, "not a regular file", "no link inside either"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := &buildDir{out: t.TempDir()}
			out := filepath.Join(b.out, "bin")
			c.make(t, out)
			err := b.checkOutput(compileJob{source: "sol.c"}, out, c.dir)
			var ce *CompileError
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("checkOutput: %v (%s)", err, c.why)
			case c.want != "" && (!errors.As(err, &ce) || !strings.Contains(ce.Reason, c.want)):
				t.Fatalf("checkOutput: %v; want a compile error with %q (%s)", err, c.want, c.why)
			case c.want == "" && !c.dir:
				st, err := os.Stat(out)
				must(t, err)
				if st.Mode() != 0o755 {
					t.Errorf("mode %v, want -rwxr-xr-x (%s)", st.Mode(), c.why)
				}
			}
		})
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
