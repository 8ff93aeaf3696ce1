// Package runner runs an untrusted contestant program on one input the way
// a judge does: stdin from the test file, stdout and stderr captured up to
// caps, CPU time, wall time and memory limited, and every process the
// program started killed afterwards. It also prepares programs from source
// (compiling and caching them). It knows nothing of any particular problem.
//
// Limits are applied before the contestant's code runs: Run starts the
// current executable as a launcher or as the sandbox's init (package
// runner/internal/sandbox, launch_linux.go there for why), which sets the
// rlimits and execs the program. Every binary that uses Run must
// therefore call MaybeLaunch first thing in main (and in TestMain for
// tests).
//
// Run makes the judge process a child subreaper (prctl
// PR_SET_CHILD_SUBREAPER), so that processes a program leaves behind come
// back to the judge, which kills them (see reap_linux.go).
package runner

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"carokit/problem"
)

// Defaults for the zero values of Limits.
const (
	DefaultOutputBytes = 64 << 20
	DefaultStderrBytes = 64 << 10
)

// Limits bound one run. The CPU limit is enforced by polling the program's
// CPU clock, with RLIMIT_CPU as a backstop; the memory limit by RLIMIT_DATA
// (and RLIMIT_STACK) and by the peak resident set measured at the end.
type Limits struct {
	CPU         time.Duration // CPU-time limit (user+sys); TLE past it
	Wall        time.Duration // wall-clock guard (0: 2×CPU + 1 s) so a sleeping program is stopped too
	MemoryBytes int64         // memory limit; MLE past it (0: none)
	OutputBytes int64         // stdout cap; OLE past it (0: DefaultOutputBytes)
	StderrBytes int64         // stderr kept, the rest dropped (0: DefaultStderrBytes)
	// Direct starts the program itself rather than through the launcher,
	// and sets its limits right after it starts: a few milliseconds less
	// per run, for stress testing, where a run is one of thousands. The
	// price: the program's first microseconds run unlimited, and its peak
	// memory is known only when it exceeds the judge's own (Go starts
	// children with vfork, so the kernel reports the larger of the two),
	// which is enough to tell MLE while the judge stays small.
	Direct bool
	// Sandbox says whether the program runs in a sandbox (see sandbox.go):
	// "" and SandboxAuto where the kernel allows it, SandboxRequire or
	// fail, SandboxOff never.
	Sandbox SandboxMode
	// MaxProcesses caps the processes and threads of a sandboxed run
	// together (0: DefaultMaxProcesses).
	MaxProcesses int
	// Files, when it names files, is file I/O: the test goes into the
	// program's working folder under Files.Input, standard input and
	// output are the null device (outside the sandbox, standard output
	// is read and dropped), and Result.Stdout is the file Files.Output
	// (see fileio.go).
	Files problem.IO

	noDataLimit bool // the program holds the memory limit itself (Program.MemoryArgs)

	fileBytes int64 // RLIMIT_FSIZE, when not OutputBytes (a compiler's; see Compile)

	// treeMemory: with a cgroup, the memory limit is the tree's only, no
	// RLIMIT_DATA per process (a compiler's: rustc's linker maps far more
	// than it touches, and a compile's limit is about the machine).
	treeMemory bool
}

func (l Limits) withDefaults() (Limits, error) {
	if l.CPU <= 0 {
		return l, fmt.Errorf("CPU limit must be positive, got %v", l.CPU)
	}
	if l.Wall <= 0 {
		l.Wall = 2*l.CPU + time.Second
	}
	if l.MemoryBytes < 0 || l.OutputBytes < 0 || l.StderrBytes < 0 {
		return l, fmt.Errorf("negative limit in %+v", l)
	}
	if l.OutputBytes == 0 {
		l.OutputBytes = DefaultOutputBytes
	}
	if l.StderrBytes == 0 {
		l.StderrBytes = DefaultStderrBytes
	}
	if l.MaxProcesses < 0 {
		return l, fmt.Errorf("negative process cap %d", l.MaxProcesses)
	}
	if l.MaxProcesses == 0 {
		l.MaxProcesses = DefaultMaxProcesses
	}
	if err := l.Files.Validate(); err != nil {
		return l, err
	}
	if l.Sandbox == "" {
		l.Sandbox = SandboxAuto
	}
	if _, err := ParseSandbox(string(l.Sandbox)); err != nil {
		return l, err
	}
	return l, nil
}

// Program is a ready-to-run command.
type Program struct {
	Name   string   // for messages, e.g. "sol.cpp"
	Path   string   // executable; a bare name is looked up in PATH
	Args   []string // arguments after the program name
	Dir    string   // working directory ("": a fresh empty one, removed after the run); ignored in a sandbox, which has its own
	Expose []string // host paths (files or folders) the program needs besides Path, made visible read-only inside the sandbox at the same path
	// MemoryArgs, when set, make the program's runtime hold the memory
	// limit itself (java -Xmx): each, with "{MiB}" replaced by the limit
	// in MiB, goes before Args, and no RLIMIT_DATA is set (a cgroup limit,
	// where there is one, still holds). The peak is still checked.
	MemoryArgs []string
	// Writable are host folders the program may write, absolute or
	// relative to the working directory: inside the sandbox each is
	// shown writable at its place (a Kattis output validator's feedback
	// folder), and when carokit runs as root, the sandboxed program being
	// nobody, Run gives each to nobody first. Such a run is cold (a
	// sandbox of its own). Outside the sandbox the program writes them as
	// carokit's user.
	Writable []string
	// Given are files this run reads besides its input (a Kattis output
	// validator's input and answer files), at most 4: each GivenArg(i)
	// in Args is replaced by a path that opens the i-th, read-only (see
	// extras.go). Unlike Expose, they keep the sandbox warm.
	Given [][]byte
	// Feedback gives the run a fresh empty folder it may write (a Kattis
	// output validator's feedback_dir): FeedbackArg in Args is replaced
	// by its path, and Result.Feedback holds what the program left in it.
	// Unlike Writable, it keeps the sandbox warm.
	Feedback bool

	box *compileBox // a compiler's writable folders and environment (see compilebox.go)
}

// Result is what one run did. The verdict follows the first rule that
// matches:
//
//  1. OLE: more than OutputBytes on stdout (the program is killed at once).
//  2. TLE: CPU time over the limit, even if the program then finished; or
//     stopped by the wall-clock guard; or killed by SIGXCPU (RLIMIT_CPU).
//  3. MLE, when a memory limit is set, on the kernel's evidence only: the
//     cgroup's OOM killer took a process of the run; or the peak (the
//     cgroup's, else ru_maxrss) is above the limit; or the program died
//     (signal or non-zero exit) with its peak at 90% of the limit or
//     more. What it printed never counts: where only RLIMIT_DATA holds
//     the limit (no cgroup), an allocation refused far above the resident
//     peak (std::bad_alloc, MemoryError) is RE.
//  4. OLE: killed by SIGXFSZ (a file over OutputBytes).
//  5. RE: killed by any other signal, or a non-zero exit code.
//  6. WA, in file I/O (Limits.Files): no output file, or not a regular
//     file (a symlink, a FIFO): Detail says which.
//  7. OK.
type Result struct {
	Verdict    problem.Verdict // OK, TLE, MLE, OLE or RE
	Detail     string          // why, e.g. "killed by SIGSEGV", "exit code 3", "CPU 1.23 s > 1 s"
	Stdout     []byte          // at most Limits.OutputBytes
	Stderr     []byte          // at most Limits.StderrBytes
	CPU        time.Duration   // user+sys of the program and the children it waited for
	Wall       time.Duration   // from exec to exit
	PeakRSSKiB int64           // peak resident set size (at least the ~1 MiB the launcher's fork shares)
	ExitCode   int             // -1 when killed by a signal
	Signal     string          // "SIGSEGV" etc., "" if none
	// WallCut says the wall-clock guard stopped the run while its CPU time
	// was under the limit: a sleeper, or a program starved of CPU by a
	// loaded machine, which the judge runs again alone before calling it
	// TLE.
	WallCut bool
	// Sandboxed says the run was in the sandbox.
	Sandboxed bool
	// Feedback are the regular files the program left in its feedback
	// folder (Program.Feedback), by name, each at most FeedbackFileBytes;
	// FeedbackOther names what else it left there (links, folders,
	// FIFOs: never opened).
	Feedback      map[string][]byte
	FeedbackOther []string
}

// killReason says why the judge killed a run; the first reason sticks.
type killReason int

const (
	notKilled killReason = iota
	killedCPU
	killedWall
	killedOutput
	killedCancel
	killedIdle // both programs of a Pair waited for each other's input
)

// lookTarget resolves path to an absolute executable file.
func lookTarget(path string) (string, error) {
	if path == "" {
		return "", errors.New("empty program path")
	}
	if !strings.Contains(path, "/") {
		return exec.LookPath(path)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	st, err := os.Stat(abs)
	if err != nil {
		return "", err
	}
	if !st.Mode().IsRegular() || st.Mode().Perm()&0o111 == 0 {
		return "", fmt.Errorf("%s is not an executable file", abs)
	}
	return abs, nil
}

// prepared is what every Run starts from, on every OS.
type prepared struct {
	name   string // for messages
	target string // the executable found
	p      Program
	lim    Limits
	stdin  *os.File // the caller closes it
	// private says stdin is the judge's own copy of the input (RunInput),
	// not a file of the package: a sandboxed program may be handed it as
	// is instead of through a pipe.
	private bool
	// forward gets the program's stdout as it arrives (RunPiped).
	forward io.WriteCloser
	// pair is the Pair of RunPiped's context, nil for none.
	pair *Pair
}

// prepareRun fills in lim's defaults (and the memory arguments of a
// program that holds its limit itself) and finds the executable. Errors
// name the program.
func prepareRun(p Program, lim Limits) (*prepared, error) {
	r := &prepared{name: p.Name}
	if r.name == "" {
		r.name = filepath.Base(p.Path)
	}
	lim, err := lim.withDefaults()
	if err != nil {
		return nil, fmt.Errorf("run %s: %w", r.name, err)
	}
	r.p, r.lim = p.forLimits(lim)
	if r.p.Writable, err = absPaths(p.Writable); err != nil {
		return nil, fmt.Errorf("run %s: writable folder: %w", r.name, err)
	}
	if r.target, err = lookTarget(r.p.Path); err != nil {
		return nil, fmt.Errorf("run %s: %w", r.name, err)
	}
	return r, nil
}

// absPaths is paths made absolute, each an existing folder.
func absPaths(paths []string) ([]string, error) {
	if len(paths) == 0 {
		return nil, nil
	}
	out := make([]string, len(paths))
	for i, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, err
		}
		st, err := os.Stat(abs)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			return nil, fmt.Errorf("%s is not a folder", abs)
		}
		out[i] = abs
	}
	return out, nil
}

// Run runs p with stdin read from stdinPath ("" for the null device) under
// lim. A non-nil error means the judge failed (the program could not be
// started, a bad path, the context was cancelled), never that the program
// misbehaved: that is in Result.Verdict. All processes the program started
// are dead when Run returns, including those that left its process group.
func Run(ctx context.Context, p Program, stdinPath string, lim Limits) (Result, error) {
	pr, err := prepareRun(p, lim)
	if err != nil {
		return Result{}, err
	}
	if stdinPath == "" {
		stdinPath = os.DevNull
	}
	if pr.stdin, err = os.Open(stdinPath); err != nil {
		return Result{}, fmt.Errorf("run %s: open input: %w", pr.name, err)
	}
	defer pr.stdin.Close()
	return runPrepared(ctx, pr)
}

// RunInput is Run with the input given as bytes: no file is written. The
// program still reads a regular, seekable, read-only file of exactly
// those bytes on stdin (on Linux a sealed memfd, elsewhere a temporary
// file removed afterwards), so a program that mmaps, fstats or seeks its
// input behaves as on a judge.
func RunInput(ctx context.Context, p Program, input []byte, lim Limits) (Result, error) {
	pr, err := prepareRun(p, lim)
	if err != nil {
		return Result{}, err
	}
	f, release, err := inputFile(input)
	if err != nil {
		return Result{}, fmt.Errorf("run %s: input: %w", pr.name, err)
	}
	defer release()
	pr.stdin, pr.private = f, true
	return runPrepared(ctx, pr)
}
