package runner

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"carokit/problem"
)

// Compile says how Prepare runs compilers: like the programs they build,
// in the sandbox (see buildDir for what they see) and under limits of
// their own. The zero value is the defaults.
type Compile struct {
	CacheDir    string      // where outputs are cached ("": DefaultCacheDir)
	MemoryBytes int64       // the compiler's memory, all its processes together (0: DefaultCompileMemory)
	Sandbox     SandboxMode // as Limits.Sandbox ("": auto)
}

// DefaultCompileMemory is the compiler's default memory limit: far more
// than g++ needs for any contest program, and what `#include "/dev/zero"`
// reaches in a second.
const DefaultCompileMemory int64 = 2 << 30

// The compiler's other limits.
const (
	// compileCPU bounds one compilation's CPU time, every process of it
	// together: a cold Go build of the standard library takes 25 s, heavy
	// C++ templates a few. The wall clock stops it at twice as much.
	compileCPU = 2 * time.Minute
	// CompileFileBytes caps every file a compiler writes (RLIMIT_FSIZE),
	// its temporary files included, and the output it leaves, all its
	// files together (a Java class folder).
	CompileFileBytes = 256 << 20
	// compileTextBytes is how much of the compiler's stdout and of its
	// stderr is kept; past it on stdout the compiler is stopped.
	compileTextBytes = 1 << 20
	// compileMaxProcesses caps the processes and threads of a compile: a
	// go build runs a compiler per package, each with its threads.
	compileMaxProcesses = 256
)

func (o Compile) withDefaults() Compile {
	if o.MemoryBytes <= 0 {
		o.MemoryBytes = DefaultCompileMemory
	}
	if o.Sandbox == "" {
		o.Sandbox = SandboxAuto
	}
	return o
}

// compileBox is what a compiler's run needs besides a program's: folders
// it may write, and its environment.
type compileBox struct {
	writable []string // host folders shown writable at their place
	env      []string // added to the environment, replacing the same names
}

// buildDir is a compile's private folder, under the cache folder (so the
// output is renamed into the cache on one file system), mode 0700:
//   - src/ holds copies of the submission's files: the compiler reads
//     those, shown read-only, and nothing else of the user's;
//   - out/ is the only folder it writes: the output (out/bin) and, as
//     TMPDIR, its temporary files (out/tmp).
//
// Running as root, the sandboxed compiler is nobody, who owns out/.
type buildDir struct {
	root, src, out string
	orig           string // the submission's folder, which src/ stands for in messages
	sandboxed      bool
}

// newBuildDir makes the folder and copies s into it; it returns s with
// its paths in the copy.
func newBuildDir(cacheDir string, s Source, sandboxed bool) (*buildDir, Source, error) {
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return nil, s, err
	}
	root, err := os.MkdirTemp(cacheDir, ".build-")
	if err != nil {
		return nil, s, err
	}
	b := &buildDir{root: root, src: filepath.Join(root, "src"), out: filepath.Join(root, "out"), sandboxed: sandboxed}
	if s, err = b.fill(s); err != nil {
		b.remove()
		return nil, s, err
	}
	return b, s, nil
}

func (b *buildDir) fill(s Source) (Source, error) {
	for _, d := range []string{b.src, b.out, filepath.Join(b.out, "tmp")} {
		if err := os.Mkdir(d, 0o755); err != nil {
			return s, err
		}
	}
	if err := b.give(b.out, filepath.Join(b.out, "tmp")); err != nil {
		return s, err
	}
	b.orig = s.Dir
	if b.orig == "" && len(s.Files) > 0 {
		b.orig = filepath.Dir(s.Files[0])
	}
	moved := map[string]string{}
	for _, f := range s.All {
		to := filepath.Join(b.src, filepath.Base(f))
		if err := copySource(f, to); err != nil {
			return s, err
		}
		moved[f] = to
	}
	at := func(f string) string {
		if to, ok := moved[f]; ok {
			return to
		}
		return f
	}
	c := s
	c.Files, c.All = make([]string, len(s.Files)), make([]string, len(s.All))
	for i, f := range s.Files {
		c.Files[i] = at(f)
	}
	for i, f := range s.All {
		c.All[i] = at(f)
	}
	c.Main, c.Dir = at(s.Main), ""
	if s.Dir != "" {
		c.Dir = b.src
	}
	return c, nil
}

// copySource copies one source file, at most CompileFileBytes of it.
func copySource(from, to string) error {
	b, err := readSourceFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}

// readSourceFile reads a regular file of at most CompileFileBytes.
func readSourceFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	if st.Size() > CompileFileBytes {
		return nil, fmt.Errorf("%s is over %s", path, bytesString(CompileFileBytes))
	}
	b := make([]byte, st.Size())
	if _, err := f.ReadAt(b, 0); err != nil && st.Size() > 0 {
		return nil, err
	}
	return b, nil
}

func (b *buildDir) remove() { _ = os.RemoveAll(b.root) }

// unmap writes the compiler's text with the copies' folder named as the
// submission's own, so messages name the user's files.
// Its own temporary files are named under "[build]", the same from one
// compile to the next.
func (b *buildDir) unmap(text string) string {
	if b.orig != "" {
		text = strings.ReplaceAll(text, b.src+string(filepath.Separator), b.orig+string(filepath.Separator))
	}
	return strings.ReplaceAll(text, b.out, "[build]")
}

// compileJob is one compiler command.
type compileJob struct {
	opt     Compile
	tool    string   // the executable to run
	args    []string // its arguments
	env     []string // added to its environment
	memArgs []string // as Program.MemoryArgs
	expose  []string // the toolchain's folders outside the system ones
	source  string   // the submission, for CompileError
}

// run runs the compiler in b: in the sandbox unless b is not sandboxed,
// and under the compile limits either way.
func (b *buildDir) run(ctx context.Context, j compileJob, writable ...string) (Result, error) {
	env := append([]string{"TMPDIR=" + filepath.Join(b.out, "tmp")}, j.env...)
	p := Program{Name: filepath.Base(j.source), Path: j.tool, Args: j.args, Dir: b.out,
		Expose: append([]string{b.src}, j.expose...), MemoryArgs: j.memArgs,
		box: &compileBox{writable: append([]string{b.out}, writable...), env: env}}
	lim := Limits{CPU: compileCPU, Wall: 2 * compileCPU, MemoryBytes: j.opt.MemoryBytes,
		OutputBytes: compileTextBytes, StderrBytes: compileTextBytes, MaxProcesses: compileMaxProcesses,
		Sandbox: j.opt.Sandbox, fileBytes: CompileFileBytes, treeMemory: true}
	res, err := Run(ctx, p, "", lim)
	if err != nil {
		if ctx.Err() != nil {
			return res, fmt.Errorf("prepare %s: %s: %w", p.Name, filepath.Base(j.tool), context.Cause(ctx))
		}
		return res, fmt.Errorf("prepare %s: %w", p.Name, err)
	}
	return res, nil
}

// failure is the CompileError of a compile that did not end well, nil for
// one that did: a limit's reason first, then the compiler's first lines.
func (b *buildDir) failure(j compileJob, res Result) error {
	text := b.unmap(strings.TrimSpace(string(res.Stderr) + "\n" + string(res.Stdout)))
	reason := limitReason(res, text, j.opt.MemoryBytes)
	if res.Verdict == problem.OK && reason == "" {
		return nil
	}
	out := firstLines([]byte(text), compileErrorLines)
	if reason != "" {
		out = strings.TrimSpace(reason + "\n" + firstLines([]byte(text), compileErrorLines-1))
	}
	return &CompileError{Source: j.source, Output: out, Reason: reason}
}

// limitReason says which compile limit res ran into, "" for none.
func limitReason(res Result, text string, memory int64) string {
	lower := strings.ToLower(text)
	mentions := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(lower, w) {
				return true
			}
		}
		return false
	}
	fileCap := fmt.Sprintf("compiler output file over %s", bytesString(CompileFileBytes))
	switch {
	case res.Verdict == problem.TLE:
		return fmt.Sprintf("compile time over the limit (%s CPU, %s wall): %s", seconds(compileCPU), seconds(2*compileCPU), res.Detail)
	case res.Verdict == problem.MLE:
		return fmt.Sprintf("compiler used more than %s of memory", bytesString(memory))
	case res.Signal == "SIGXFSZ":
		return fileCap
	case res.Verdict == problem.OLE:
		return fmt.Sprintf("compiler printed more than %s", bytesString(compileTextBytes))
	case res.Verdict == problem.OK:
		return ""
	// A limit hit by one of the compiler's own children (cc1, as, ld) is
	// known only from what the driver says of it.
	case mentions("file size limit exceeded", "file too large", "no space left on device"):
		return fileCap
	case mentions("out of memory", "memory allocation of", "cannot allocate memory", "memory exhausted", "outofmemoryerror"):
		return fmt.Sprintf("compiler used more than %s of memory", bytesString(memory))
	}
	return ""
}

// checkOutput checks what the compiler left at out: a regular file (or,
// for dir, a folder of folders and regular files) of at most
// CompileFileBytes in all, and gives it back to carokit's user.
func (b *buildDir) checkOutput(j compileJob, out string, dir bool) error {
	var total int64
	bad := ""
	err := filepath.Walk(out, func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		switch {
		case info.IsDir() && dir:
		case info.Mode().IsRegular() && (dir || path == out):
			total += info.Size()
		default:
			bad = fmt.Sprintf("compiler output %s is not a regular file", strings.TrimPrefix(path, b.out+"/"))
			return filepath.SkipAll
		}
		return b.takeBack(path, info)
	})
	switch {
	case errors.Is(err, os.ErrNotExist):
		bad = "the compiler wrote no output"
	case err != nil:
		return fmt.Errorf("prepare %s: %w", filepath.Base(j.source), err)
	}
	if bad == "" && total > CompileFileBytes {
		bad = fmt.Sprintf("compiler output over %s", bytesString(CompileFileBytes))
	}
	if bad != "" {
		return &CompileError{Source: j.source, Output: bad, Reason: bad}
	}
	return nil
}

// give makes paths the sandboxed compiler's: when carokit runs as root,
// the compiler runs as nobody.
func (b *buildDir) give(paths ...string) error {
	if !b.sandboxed || os.Geteuid() != 0 {
		return nil
	}
	for _, p := range paths {
		if err := os.Lchown(p, nobody, nobody); err != nil {
			return err
		}
	}
	return nil
}

// takeBack gives an output file back to carokit's user (when root, from
// nobody) and clears the mode bits no compiler output needs: set-user-ID,
// set-group-ID, sticky, and writable by others.
func (b *buildDir) takeBack(path string, info os.FileInfo) error {
	if b.sandboxed && os.Geteuid() == 0 {
		if err := os.Lchown(path, 0, 0); err != nil {
			return err
		}
	}
	mode := info.Mode()
	if keep := mode.Perm() &^ 0o022; keep != mode.Perm() || mode&(os.ModeSetuid|os.ModeSetgid|os.ModeSticky) != 0 {
		return os.Chmod(path, keep)
	}
	return nil
}

// withEnv is env with add's variables, replacing those of the same name.
func withEnv(env, add []string) []string {
	out := make([]string, 0, len(env)+len(add))
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if !slices.ContainsFunc(add, func(a string) bool { return strings.HasPrefix(a, name+"=") }) {
			out = append(out, kv)
		}
	}
	return append(out, add...)
}
