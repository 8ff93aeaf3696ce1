package runner

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// compiler turns the source files of one language into a program. To
// support a language, add an entry (and, for a folder submission, its
// entry-point rule in entryPoint).
type compiler struct {
	lang string   // the language's name, as users see it
	exts []string // lower-case file extensions (see languageOf for ".C")
	// argv is the command; "{bin}" is the output, "{src}" every source
	// file (one word each), "{main}" the entry file. Empty for an
	// interpreted language (interp).
	argv []string
	// interp is an interpreted language's interpreter, which runs the
	// entry file after a syntax check (see preparePython, prepareShell).
	interp string
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
	{lang: "Python", exts: []string{".py"}, interp: "python3"},
	// Python 2 (problemtools' and BAPCtools' python2): a .py2 file, or a
	// .py file with a python2 shebang or Python 2's print statement (see
	// pythonTwo). Run with python2 where installed, else not runnable.
	{lang: "Python 2", exts: []string{".py2"}, interp: "python2"},
	// Shell scripts as BAPCtools runs them, shebang or not: sh file.sh,
	// bash file.bash.
	{lang: "Shell", exts: []string{".sh"}, interp: "sh"},
	{lang: "Bash", exts: []string{".bash"}, interp: "bash"},
}

// compileErrorLines is how much compiler output a CompileError keeps.
const compileErrorLines = 20

// CompileError is a program that does not compile (verdict CE). It is
// returned by Prepare, never a judge failure.
type CompileError struct {
	Source string // the source file
	Output string // the first lines of the compiler's output (a limit's reason first)
	// Reason is the compile limit the compiler ran into ("compiler used
	// more than 2.0 GiB of memory"), "" for an error in the source.
	Reason string
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
//   - Compilers run in the sandbox, under limits (see Compile and
//     buildDir): a compile over a limit is a CompileError with the
//     Reason.
//   - Python: python3 with the entry file as argument, after a syntax
//     check of every .py file (a syntax error is a CompileError). The
//     interpreter is resolved to the real binary (sys.executable), past
//     wrappers such as pyenv shims whose start-up time would otherwise
//     count as the program's CPU time.
//   - any other executable file: run as is.
//
// Prepare compiles with the default Compile settings; PrepareWith takes
// others. A compilation failure is a *CompileError; a source carokit cannot run
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
	return PrepareWith(ctx, s, Compile{CacheDir: cacheDir})
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
