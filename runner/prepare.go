package runner

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// compiler turns one source file into an executable. To support a language,
// add an entry.
type compiler struct {
	exts []string // lower-case file extensions
	argv []string // command; "{bin}" and "{src}" are replaced
	env  []string // added to the environment
}

var compilers = []compiler{
	{exts: []string{".cpp", ".cc", ".cxx"}, argv: []string{"g++", "-O2", "-std=c++17", "-o", "{bin}", "{src}"}},
	{exts: []string{".c"}, argv: []string{"gcc", "-O2", "-o", "{bin}", "{src}", "-lm"}},
	// A single file outside any module: no toolchain download, no go.work
	// or user GOFLAGS leaking in, no cgo (a static binary, no C compiler).
	{exts: []string{".go"}, argv: []string{"go", "build", "-o", "{bin}", "{src}"},
		env: []string{"GOFLAGS=", "GOTOOLCHAIN=local", "GOWORK=off", "GO111MODULE=", "CGO_ENABLED=0"}},
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

// Prepare makes source ready to run:
//   - .cpp, .cc, .cxx: g++ -O2 -std=c++17; .c: gcc -O2 ... -lm; .go: go
//     build. Binaries are cached in cacheDir ("": the user cache directory's
//     carokit/bin) under the SHA-256 of the compiler command and the source,
//     so a second Prepare of the same source is instant. Concurrent calls
//     are safe: each compiles into its own temporary folder and renames the
//     result into place.
//   - .py: python3 with the source as argument, after a syntax check (a
//     syntax error is a CompileError). The interpreter is resolved to the
//     real binary (sys.executable), past wrappers such as pyenv shims whose
//     start-up time would otherwise count as the program's CPU time.
//   - any other executable file: run as is.
//
// A compilation failure is a *CompileError; other errors are judge failures.
func Prepare(ctx context.Context, source string, cacheDir string) (Program, error) {
	src, err := filepath.Abs(source)
	if err != nil {
		return Program{}, fmt.Errorf("prepare %s: %w", source, err)
	}
	st, err := os.Stat(src)
	if err != nil {
		return Program{}, fmt.Errorf("prepare %s: %w", source, err)
	}
	if !st.Mode().IsRegular() {
		return Program{}, fmt.Errorf("prepare %s: not a regular file", source)
	}
	name := filepath.Base(src)
	ext := strings.ToLower(filepath.Ext(src))
	for _, c := range compilers {
		for _, e := range c.exts {
			if e == ext {
				return c.build(ctx, src, name, cacheDir)
			}
		}
	}
	if ext == ".py" {
		return preparePython(ctx, src, name)
	}
	if st.Mode().Perm()&0o111 != 0 {
		return Program{Name: name, Path: src}, nil
	}
	return Program{}, fmt.Errorf("prepare %s: cannot run %q files (want .c, .cc, .cpp, .cxx, .go, .py or an executable file)", source, ext)
}

// DefaultCacheDir is where Prepare caches binaries when given no folder.
func DefaultCacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache folder for compiled programs: %w", err)
	}
	return filepath.Join(dir, "carokit", "bin"), nil
}

func (c compiler) build(ctx context.Context, src, name, cacheDir string) (Program, error) {
	tool, err := exec.LookPath(c.argv[0])
	if err != nil {
		return Program{}, fmt.Errorf("prepare %s: compiler: %w", name, err)
	}
	content, err := os.ReadFile(src)
	if err != nil {
		return Program{}, fmt.Errorf("prepare %s: %w", name, err)
	}
	if cacheDir == "" {
		if cacheDir, err = DefaultCacheDir(); err != nil {
			return Program{}, fmt.Errorf("prepare %s: %w", name, err)
		}
	}
	env := c.env
	if c.argv[0] == "go" && os.Getenv("GOCACHE") == "" {
		if _, err := os.UserCacheDir(); err != nil {
			env = append(env[:len(env):len(env)], "GOCACHE="+filepath.Join(cacheDir, "go-build"))
		}
	}

	h := sha256.New()
	for _, part := range append(append([]string{tool}, c.argv...), env...) {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	h.Write(content)
	bin := filepath.Join(cacheDir, hex.EncodeToString(h.Sum(nil)))
	if st, err := os.Stat(bin); err == nil && st.Mode().IsRegular() {
		return Program{Name: name, Path: bin}, nil
	}

	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return Program{}, fmt.Errorf("prepare %s: %w", name, err)
	}
	// The temporary folder sits in cacheDir so the rename stays on one file
	// system; it is also the compiler's TMPDIR, so nothing is left elsewhere.
	tmp, err := os.MkdirTemp(cacheDir, ".build-")
	if err != nil {
		return Program{}, fmt.Errorf("prepare %s: %w", name, err)
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "bin")
	args := make([]string, 0, len(c.argv)-1)
	for _, a := range c.argv[1:] {
		args = append(args, strings.NewReplacer("{bin}", out, "{src}", src).Replace(a))
	}

	cctx, cancel := context.WithTimeout(ctx, compileTimeout)
	defer cancel()
	cmd := exec.CommandContext(cctx, tool, args...)
	cmd.Dir = tmp
	cmd.Env = append(append(os.Environ(), "TMPDIR="+tmp), env...)
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
		return Program{}, fmt.Errorf("prepare %s: start %s: %w", name, c.argv[0], err)
	}
	err = cmd.Wait()
	untrack(pid, 0)
	if ctxErr := cctx.Err(); ctxErr != nil {
		return Program{}, fmt.Errorf("prepare %s: %s: %w", name, c.argv[0], ctxErr)
	}
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		return Program{}, &CompileError{Source: src, Output: firstLines(output.Bytes(), compileErrorLines)}
	}
	if err != nil {
		return Program{}, fmt.Errorf("prepare %s: %s: %w", name, c.argv[0], err)
	}
	if err := os.Rename(out, bin); err != nil {
		return Program{}, fmt.Errorf("prepare %s: %w", name, err)
	}
	return Program{Name: name, Path: bin}, nil
}

// pythonCheck compiles the source without running it (no .pyc is written)
// and prints the real interpreter.
const pythonCheck = `import sys
with open(sys.argv[1], "rb") as f:
    compile(f.read(), sys.argv[1], "exec")
print(sys.executable)
print(sys.prefix)
print(sys.base_prefix)`

func preparePython(ctx context.Context, src, name string) (Program, error) {
	py, err := exec.LookPath("python3")
	if err != nil {
		return Program{}, fmt.Errorf("prepare %s: %w", name, err)
	}
	cctx, cancel := context.WithTimeout(ctx, compileTimeout)
	defer cancel()
	cmd := exec.CommandContext(cctx, py, "-c", pythonCheck, src)
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
		return Program{}, &CompileError{Source: src, Output: firstLines(stderr.Bytes(), compileErrorLines)}
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
	// The sandbox shows the source and the interpreter's installation
	// (a pyenv one lives under the home folder, which is not shown).
	expose := []string{src}
	for _, prefix := range lines[1:] {
		if filepath.IsAbs(prefix) && prefix != "/usr" && !slices.Contains(expose, prefix) {
			expose = append(expose, prefix)
		}
	}
	return Program{Name: name, Path: py, Args: []string{src}, Expose: expose}, nil
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
