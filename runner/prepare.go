package runner

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// compiler turns the source files of one language into a program. To
// support a language, add an entry (and, for a folder submission, its
// entry-point rule in entryPoint).
type compiler struct {
	lang string   // the language's name, as users see it
	exts []string // lower-case file extensions (see languageOf for ".C")
	// argv is the command; "{bin}" is the output, "{src}" every source
	// file (one word each), "{main}" the entry file. Empty for Python,
	// which is only syntax-checked (see preparePython).
	argv   []string
	env    []string // added to the environment
	outDir bool     // the output is a folder of class files (Java), not an executable
}

var compilers = []compiler{
	// Statically linked, as Kattis links C and C++: a program then starts
	// without the dynamic loader, which is most of a small test's run (a
	// stress case runs 1.7× faster), and the sandbox needs less of /usr.
	// Where no static libc is installed (macOS, a minimal image), the
	// build falls back to dynamic linking (see build).
	{lang: "C++", exts: []string{".cpp", ".cc", ".cxx", ".c++"}, argv: []string{"g++", "-O2", "-std=c++17", "-static", "-o", "{bin}", "{src}"}},
	{lang: "C", exts: []string{".c"}, argv: []string{"gcc", "-O2", "-static", "-o", "{bin}", "{src}", "-lm"}},
	// Source files outside any module: no toolchain download, no go.work
	// or user GOFLAGS leaking in, no cgo (a static binary, no C compiler).
	{lang: "Go", exts: []string{".go"}, argv: []string{"go", "build", "-o", "{bin}", "{src}"},
		env: []string{"GOFLAGS=", "GOTOOLCHAIN=local", "GOWORK=off", "GO111MODULE=", "CGO_ENABLED=0"}},
	// rustc compiles a crate from its root; other files are its modules.
	{lang: "Rust", exts: []string{".rs"}, argv: []string{"rustc", "-O", "--edition", "2021", "--crate-name", "main", "-o", "{bin}", "{main}"}},
	{lang: "Java", exts: []string{".java"}, argv: []string{"javac", "-encoding", "UTF-8", "-d", "{bin}", "{src}"}, outDir: true},
	{lang: "Python", exts: []string{".py"}},
}

// compileTimeout bounds one compilation; a Go build takes a few seconds,
// heavy C++ templates somewhat more.
const compileTimeout = 2 * time.Minute

// compileErrorLines is how much compiler output a CompileError keeps.
const compileErrorLines = 20

// CompileError is a program that does not compile (verdict CE). It is
// returned by Prepare, never a judge failure.
type CompileError struct {
	Source string // the source file
	Output string // the first lines of the compiler's output
}

func (e *CompileError) Error() string {
	first, _, _ := strings.Cut(strings.TrimSpace(e.Output), "\n")
	return fmt.Sprintf("compile %s: %s", e.Source, first)
}

// Prepare makes source, a file or a folder (see Inspect for what makes a
// submission), ready to run:
//   - C++ (.cpp .cc .cxx .c++ .C): g++ -O2 -std=c++17 -static; C (.c): gcc -O2 -static
//     ... -lm; Go: go build; Rust: rustc -O --edition 2021 on the entry
//     file; Java: javac -d into a class folder, run with java (see
//     javaProgram). A folder's source files are compiled together.
//     Outputs are cached in cacheDir ("": the user cache directory's
//     carokit/bin) under the SHA-256 of the compiler's identity, its
//     command and the names and contents of all the submission's files,
//     so a second Prepare of the same source is instant. Concurrent calls
//     are safe: each compiles into its own temporary folder and renames
//     the result into place.
//   - Python: python3 with the entry file as argument, after a syntax
//     check of every .py file (a syntax error is a CompileError). The
//     interpreter is resolved to the real binary (sys.executable), past
//     wrappers such as pyenv shims whose start-up time would otherwise
//     count as the program's CPU time.
//   - any other executable file: run as is.
//
// A compilation failure is a *CompileError; a source carokit cannot run
// (unknown extension, no entry point, a compiler missing on this machine)
// is a *NotRunnableError; other errors are judge failures.
func Prepare(ctx context.Context, source string, cacheDir string) (Program, error) {
	s, err := Inspect(source)
	if err != nil {
		return Program{}, err
	}
	return PrepareSource(ctx, s, cacheDir)
}

// PrepareSource is Prepare for a submission Inspect has already read.
func PrepareSource(ctx context.Context, s Source, cacheDir string) (Program, error) {
	name := filepath.Base(s.Path)
	if s.Lang == "" {
		return Program{Name: name, Path: s.Main}, nil
	}
	c, ok := compilerFor(s.Lang)
	if !ok {
		return Program{}, fmt.Errorf("prepare %s: no compiler for %s", s.Path, s.Lang)
	}
	if c.argv == nil {
		return preparePython(ctx, s, name)
	}
	out, err := c.build(ctx, s, name, cacheDir)
	if err != nil {
		return Program{}, err
	}
	if c.outDir {
		return javaProgram(s, name, out)
	}
	return Program{Name: name, Path: out}, nil
}

func compilerFor(lang string) (compiler, bool) {
	for _, c := range compilers {
		if c.lang == lang {
			return c, true
		}
	}
	return compiler{}, false
}

// DefaultCacheDir is where Prepare caches binaries when given no folder.
func DefaultCacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache folder for compiled programs: %w", err)
	}
	return filepath.Join(dir, "carokit", "bin"), nil
}

// build compiles s and returns the cached output: an executable, or for
// Java a folder of class files.
func (c compiler) build(ctx context.Context, s Source, name, cacheDir string) (string, error) {
	tool, err := lookTool(s, c.argv[0])
	if err != nil {
		return "", err
	}
	if cacheDir == "" {
		if cacheDir, err = DefaultCacheDir(); err != nil {
			return "", fmt.Errorf("prepare %s: %w", name, err)
		}
	}
	env := c.env
	if c.argv[0] == "go" && os.Getenv("GOCACHE") == "" {
		if _, err := os.UserCacheDir(); err != nil {
			env = append(env[:len(env):len(env)], "GOCACHE="+filepath.Join(cacheDir, "go-build"))
		}
	}
	key, err := cacheKey(tool, c.argv, env, s.All)
	if err != nil {
		return "", fmt.Errorf("prepare %s: %w", name, err)
	}
	bin := filepath.Join(cacheDir, key)
	if st, err := os.Stat(bin); err == nil && st.IsDir() == c.outDir {
		return bin, nil
	}

	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return "", fmt.Errorf("prepare %s: %w", name, err)
	}
	// The temporary folder sits in cacheDir so the rename stays on one file
	// system; it is also the compiler's TMPDIR, so nothing is left elsewhere.
	tmp, err := os.MkdirTemp(cacheDir, ".build-")
	if err != nil {
		return "", fmt.Errorf("prepare %s: %w", name, err)
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "bin")
	if c.outDir {
		if err := os.Mkdir(out, 0o755); err != nil {
			return "", fmt.Errorf("prepare %s: %w", name, err)
		}
	}
	if err := c.compile(ctx, tool, c.expand(out, s), env, tmp, s.Path); err != nil {
		dynamic, ok := c.withoutStatic()
		if !ok || ctx.Err() != nil {
			return "", err
		}
		// A static libc may be missing: try once dynamically; a real
		// compile error fails again and is reported as such.
		if err := dynamic.compile(ctx, tool, dynamic.expand(out, s), env, tmp, s.Path); err != nil {
			return "", err
		}
	}
	if err := os.Rename(out, bin); err != nil {
		// A folder cannot replace another: a concurrent build of the same
		// key got there first, and its output is as good as ours.
		if st, serr := os.Stat(bin); serr == nil && st.IsDir() == c.outDir {
			return bin, nil
		}
		return "", fmt.Errorf("prepare %s: %w", name, err)
	}
	return bin, nil
}

// withoutStatic is c linking dynamically, when it links statically.
func (c compiler) withoutStatic() (compiler, bool) {
	i := slices.Index(c.argv, "-static")
	if i < 0 {
		return c, false
	}
	c.argv = slices.Delete(slices.Clone(c.argv), i, i+1)
	return c, true
}

// expand fills in c.argv's placeholders.
func (c compiler) expand(out string, s Source) []string {
	args := make([]string, 0, len(c.argv)+len(s.Files))
	for _, a := range c.argv[1:] {
		switch a {
		case "{src}":
			args = append(args, s.Files...)
		case "{main}":
			args = append(args, s.Main)
		case "{bin}":
			args = append(args, out)
		default:
			args = append(args, a)
		}
	}
	return args
}

// compile runs the compiler in dir, its own process group, so that
// cancelling kills cc1plus, as and ld too.
func (c compiler) compile(ctx context.Context, tool string, args, env []string, dir, source string) error {
	name := filepath.Base(source)
	cctx, cancel := context.WithTimeout(ctx, compileTimeout)
	defer cancel()
	cmd := exec.CommandContext(cctx, tool, args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "TMPDIR="+dir), env...)
	var output limitedBuffer
	output.limit = 1 << 20
	cmd.Stdout = &output
	cmd.Stderr = &output
	// Its own process group, so cancelling kills cc1plus, as and ld too.
	ownProcessGroup(cmd)
	cmd.WaitDelay = time.Second
	pid, err := startTracked(func() (int, error) {
		if err := cmd.Start(); err != nil {
			return 0, err
		}
		return cmd.Process.Pid, nil
	})
	if err != nil {
		return fmt.Errorf("prepare %s: start %s: %w", name, c.argv[0], err)
	}
	err = cmd.Wait()
	untrack(pid, 0)
	if ctxErr := cctx.Err(); ctxErr != nil {
		return fmt.Errorf("prepare %s: %s: %w", name, c.argv[0], ctxErr)
	}
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		return &CompileError{Source: source, Output: firstLines(output.Bytes(), compileErrorLines)}
	}
	if err != nil {
		return fmt.Errorf("prepare %s: %s: %w", name, c.argv[0], err)
	}
	return nil
}

// pythonCheck compiles every source file without running it (no .pyc is
// written) and prints the real interpreter.
const pythonCheck = `import sys
for src in sys.argv[1:]:
    with open(src, "rb") as f:
        compile(f.read(), src, "exec")
print(sys.executable)
print(sys.prefix)
print(sys.base_prefix)`

func preparePython(ctx context.Context, s Source, name string) (Program, error) {
	py, err := lookTool(s, "python3")
	if err != nil {
		return Program{}, err
	}
	cctx, cancel := context.WithTimeout(ctx, compileTimeout)
	defer cancel()
	cmd := exec.CommandContext(cctx, py, append([]string{"-c", pythonCheck}, s.Files...)...)
	var stdout bytes.Buffer
	var stderr limitedBuffer
	stderr.limit = 1 << 20
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	err = cmd.Run()
	if ctxErr := cctx.Err(); ctxErr != nil {
		return Program{}, fmt.Errorf("prepare %s: python3: %w", name, ctxErr)
	}
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		return Program{}, &CompileError{Source: s.Path, Output: firstLines(stderr.Bytes(), compileErrorLines)}
	}
	if err != nil {
		return Program{}, fmt.Errorf("prepare %s: python3: %w", name, err)
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if real := lines[0]; filepath.IsAbs(real) {
		if st, err := os.Stat(real); err == nil && st.Mode().IsRegular() {
			py = real
		}
	}
	// The sandbox shows the source (or the submission's folder: Python
	// imports its neighbours) and the interpreter's installation (a pyenv
	// one lives under the home folder, which is not shown).
	expose := []string{s.Main}
	if s.Dir != "" {
		expose = []string{s.Dir}
	}
	for _, prefix := range lines[1:] {
		if filepath.IsAbs(prefix) && prefix != "/usr" && !slices.Contains(expose, prefix) {
			expose = append(expose, prefix)
		}
	}
	return Program{Name: name, Path: py, Args: []string{s.Main}, Expose: expose}, nil
}

// firstLines returns at most n lines of b.
func firstLines(b []byte, n int) string {
	lines := strings.SplitAfter(string(b), "\n")
	if len(lines) > n {
		lines = append(lines[:n], "...\n")
	}
	return strings.TrimRight(strings.Join(lines, ""), "\n")
}

// limitedBuffer keeps the first limit bytes written to it and drops the
// rest, so a compiler drowning in template errors cannot exhaust memory.
type limitedBuffer struct {
	bytes.Buffer
	limit int
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if room := b.limit - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}
