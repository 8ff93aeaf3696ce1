// Package runner runs an untrusted contestant program on one input the way
// a judge does: stdin from the test file, stdout and stderr captured up to
// caps, CPU time, wall time and memory limited, and every process the
// program started killed afterwards. It also prepares programs from source
// (compiling and caching them). It knows nothing of any particular problem.
//
// Limits are applied before the contestant's code runs: Run starts the
// current executable as a launcher, which forks a child that sets the
// rlimits and execs the program (see launch.go for why a fork). Every binary
// that uses Run must therefore call MaybeLaunch first thing in main (and in
// TestMain for tests).
//
// Run makes the judge process a child subreaper (prctl
// PR_SET_CHILD_SUBREAPER), so that processes a program leaves behind come
// back to the judge, which kills them (see reap.go).
package runner

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

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

	noDataLimit bool // the program holds the memory limit itself (Program.MemoryArgs)
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
	return l, nil
}

// Program is a ready-to-run command.
type Program struct {
	Name string   // for messages, e.g. "sol.cpp"
	Path string   // executable; a bare name is looked up in PATH
	Args []string // arguments after the program name
	Dir  string   // working directory ("": a fresh empty one, removed after the run)
	// Expose lists what the program reads besides its executable.
	Expose []string // host paths (files or folders) the program needs besides Path, made visible read-only inside the sandbox at the same path
	// MemoryArgs, when set, make the program's runtime hold the memory
	// limit itself (java -Xmx): each, with "{MiB}" replaced by the limit
	// in MiB, goes before Args, and no RLIMIT_DATA is set. The peak
	// resident set is still checked.
	MemoryArgs []string
}

// Result is what one run did. The verdict follows the first rule that
// matches:
//
//  1. OLE: more than OutputBytes on stdout (the program is killed at once).
//  2. TLE: CPU time over the limit, even if the program then finished; or
//     stopped by the wall-clock guard; or killed by SIGXCPU (RLIMIT_CPU).
//  3. MLE, when a memory limit is set: peak RSS above the limit; or the
//     program died (signal or non-zero exit) with its peak at 90% of the
//     limit or more; or it died after printing an allocation failure on
//     stderr (std::bad_alloc, MemoryError, "out of memory", "cannot
//     allocate memory"), since RLIMIT_DATA refuses allocations that may be
//     far above the resident peak.
//  4. OLE: killed by SIGXFSZ (a file over OutputBytes).
//  5. RE: killed by any other signal, or a non-zero exit code.
//  6. OK.
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
}

// killReason says why the judge killed a run; the first reason sticks.
type killReason int

const (
	notKilled killReason = iota
	killedCPU
	killedWall
	killedOutput
	killedCancel
)

// Run runs p with stdin read from stdinPath ("" for /dev/null) under lim.
// A non-nil error means the judge failed (the program could not be started,
// a bad path, the context was cancelled), never that the program misbehaved:
// that is in Result.Verdict. All processes the program started are dead when
// Run returns, including those that left its process group.
func Run(ctx context.Context, p Program, stdinPath string, lim Limits) (Result, error) {
	name := p.Name
	if name == "" {
		name = filepath.Base(p.Path)
	}
	lim, err := lim.withDefaults()
	if err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	p, lim = p.forLimits(lim)
	if err := ctx.Err(); err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	target, err := lookTarget(p.Path)
	if err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	self, err := os.Executable()
	if err != nil {
		return Result{}, fmt.Errorf("run %s: find launcher: %w", name, err)
	}
	if err := ensureSubreaper(); err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	if stdinPath == "" {
		stdinPath = os.DevNull
	}
	stdin, err := os.Open(stdinPath)
	if err != nil {
		return Result{}, fmt.Errorf("run %s: open input: %w", name, err)
	}
	defer stdin.Close()
	dir := p.Dir
	if dir == "" {
		// A fresh directory keeps files the program writes out of the
		// judge's working directory, and lets us delete them.
		dir, err = os.MkdirTemp("", "carokit-run-")
		if err != nil {
			return Result{}, fmt.Errorf("run %s: %w", name, err)
		}
		defer os.RemoveAll(dir)
	}

	r := &run{lim: lim}
	if err := r.start(ctx, self, target, p.Args, dir, stdin); err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	res, err := r.finish(ctx)
	if err != nil {
		return res, fmt.Errorf("run %s: %w", name, err)
	}
	return res, nil
}

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

// run is one started program and the goroutines around it.
type run struct {
	lim   Limits
	pgid  int // the launcher's pid: the program's process group
	pid   int // the program, a child of ours once the launcher has exited
	began time.Time
	// ownPeakKiB is the judge's peak memory when a direct start began.
	ownPeakKiB int64

	stdout, stderr capture
	readers        sync.WaitGroup

	mu     sync.Mutex
	reason killReason
}

func (r *run) start(ctx context.Context, self, target string, args []string, dir string, stdin *os.File) error {
	outR, outW, err := os.Pipe()
	if err != nil {
		return err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return err
	}
	stR, stW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		errR.Close()
		errW.Close()
		return err
	}
	if r.lim.Direct {
		return r.startDirect(ctx, target, args, dir, stdin, outR, outW, errR, errW, stR, stW)
	}
	env := append(launcherEnv(), launchEnv+"="+encodeLimits(r.lim))
	argv := append([]string{self, target}, args...)
	attr := &os.ProcAttr{
		Dir:   dir,
		Env:   env,
		Files: []*os.File{stdin, outW, errW, stW},
		Sys:   &syscall.SysProcAttr{Setpgid: true},
	}
	var launcher *os.Process
	r.pgid, err = startTracked(func() (int, error) {
		p, err := os.StartProcess(self, argv, attr)
		if err != nil {
			return 0, err
		}
		launcher = p
		return p.Pid, nil
	})
	outW.Close()
	errW.Close()
	stW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		stR.Close()
		return fmt.Errorf("start launcher: %w", err)
	}
	r.stdout = newCapture(outR, r.lim.OutputBytes, true)
	r.stderr = newCapture(errR, r.lim.StderrBytes, false)
	r.readers.Add(2)
	go r.stdout.run(&r.readers)
	go r.stderr.run(&r.readers)

	// Cancelling during the launch kills the launcher and what it started.
	cancelled := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		_ = unix.Kill(-r.pgid, unix.SIGKILL)
		close(cancelled)
	})
	pid, err := readLaunchStatus(stR)
	r.began = time.Now()
	r.pid = pid
	stR.Close()
	if !stop() {
		<-cancelled
		err = context.Cause(ctx)
	}
	if err == nil {
		trackPID(pid)
	} else {
		r.killAll()
	}
	// The launcher exits right after reporting; once it is reaped, the
	// program has been re-parented to us.
	state, werr := launcher.Wait()
	if err == nil && werr != nil {
		err = fmt.Errorf("wait for launcher: %w", werr)
	}
	if err != nil {
		r.abort()
		if errors.Is(err, errNoStatus) {
			// The launcher's own complaints went to the program's stderr.
			first, _, _ := strings.Cut(string(r.stderr.buf), "\n")
			err = fmt.Errorf("%w: launcher %v: %q", err, state, first)
		}
		return err
	}
	return nil
}

// startDirect starts target as the leader of its own process group and
// then applies the limits to it with prlimit (see Limits.Direct).
func (r *run) startDirect(ctx context.Context, target string, args []string, dir string, stdin, outR, outW, errR, errW, stR, stW *os.File) error {
	stR.Close()
	stW.Close()
	attr := &os.ProcAttr{
		Dir:   dir,
		Env:   launcherEnv(),
		Files: []*os.File{stdin, outW, errW},
		Sys:   &syscall.SysProcAttr{Setpgid: true},
	}
	var proc *os.Process
	pid, err := startTracked(func() (int, error) {
		p, err := os.StartProcess(target, append([]string{target}, args...), attr)
		if err != nil {
			return 0, err
		}
		proc = p
		return p.Pid, nil
	})
	outW.Close()
	errW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		return fmt.Errorf("start: %w", err)
	}
	// finish waits for the pid itself; the handle is not needed.
	proc.Release()
	r.pgid, r.pid, r.began = pid, pid, time.Now()
	r.ownPeakKiB = ownPeakKiB()
	trackPID(pid)
	r.stdout = newCapture(outR, r.lim.OutputBytes, true)
	r.stderr = newCapture(errR, r.lim.StderrBytes, false)
	r.readers.Add(2)
	go r.stdout.run(&r.readers)
	go r.stderr.run(&r.readers)
	for _, l := range directLimits(r.lim) {
		if err := unix.Prlimit(pid, l.resource, &unix.Rlimit{Cur: l.cur, Max: l.max}, nil); err != nil && err != unix.ESRCH {
			r.abort()
			return fmt.Errorf("set limits: %w", err)
		}
	}
	if err := ctx.Err(); err != nil {
		// Cancelled while starting: the program runs, and Run will not
		// wait for it, so kill and reap it here.
		r.abort()
		return err
	}
	return nil
}

// ownPeakKiB is the peak resident set of the judge's own address space
// (VmHWM): what exec folds into the peak of a child started with vfork.
// getrusage's ru_maxrss would not do: it also holds what exec folded into
// the judge itself, the peak of whatever process started carokit (a test
// harness holding 300 MiB made every program's peak read as the judge's,
// and an MLE read as RE).
func ownPeakKiB() int64 {
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				if kib, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64); err == nil {
					return kib
				}
			}
		}
	}
	var self unix.Rusage
	if unix.Getrusage(unix.RUSAGE_SELF, &self) == nil {
		return self.Maxrss
	}
	return 0
}

// directLimits are the rlimits encodeLimits gives the launcher.
func directLimits(lim Limits) []struct {
	resource int
	cur, max uint64
} {
	cpu := uint64(math.Ceil(lim.CPU.Seconds())) + 1
	out := []struct {
		resource int
		cur, max uint64
	}{
		{unix.RLIMIT_CPU, cpu, cpu + 1},
		{unix.RLIMIT_FSIZE, uint64(lim.OutputBytes), uint64(lim.OutputBytes)},
		{unix.RLIMIT_CORE, 0, 0},
	}
	if lim.MemoryBytes > 0 && !lim.noDataLimit {
		m := uint64(lim.MemoryBytes)
		out = append(out, struct {
			resource int
			cur, max uint64
		}{unix.RLIMIT_DATA, m, m})
	}
	return out
}

// abort kills and reaps what a failed start left.
func (r *run) abort() {
	r.killAll()
	untrack(r.pgid, r.pid)
	cleanupGroup(r.pgid)
	r.closeReaders()
}

// kill records why the judge stops the program and kills it with its
// group. It is only called while the program is unreaped, so neither its
// pid nor its group id can have been reused.
func (r *run) kill(why killReason) {
	r.mu.Lock()
	if r.reason == notKilled {
		r.reason = why
	}
	r.mu.Unlock()
	r.killAll()
}

// killAll kills the group and, should it have left the group, the program.
// (A zero pid or group would mean our own group: never signal those.)
func (r *run) killAll() {
	if r.pgid > 1 {
		_ = unix.Kill(-r.pgid, unix.SIGKILL)
	}
	if r.pid > 1 {
		_ = unix.Kill(r.pid, unix.SIGKILL)
	}
}

// watch enforces the CPU limit, the wall guard, the output cap and ctx until
// done is closed.
func (r *run) watch(ctx context.Context, done <-chan struct{}) {
	interval := min(max(r.lim.CPU/20, 5*time.Millisecond), 50*time.Millisecond)
	tick := time.NewTicker(interval)
	defer tick.Stop()
	wall := time.NewTimer(max(r.lim.Wall-time.Since(r.began), 0))
	defer wall.Stop()
	clock := processCPUClock(r.pid)
	for {
		select {
		case <-done:
			return
		case <-ctx.Done():
			r.kill(killedCancel)
			return
		case <-wall.C:
			r.kill(killedWall)
			return
		case <-r.stdout.over:
			r.kill(killedOutput)
			return
		case <-tick.C:
			var ts unix.Timespec
			if unix.ClockGettime(clock, &ts) == nil && time.Duration(ts.Nano()) > r.lim.CPU {
				r.kill(killedCPU)
				return
			}
		}
	}
}

func (r *run) finish(ctx context.Context) (Result, error) {
	done := make(chan struct{})
	watched := make(chan struct{})
	go func() {
		r.watch(ctx, done)
		close(watched)
	}()

	// Wait for the exit without reaping: while the zombie exists, its pid
	// and its group id (which the group keeps) cannot be reused, so the kills
	// cannot hit a stranger.
	werr := waitExited(r.pid)
	wall := time.Since(r.began)
	close(done)
	<-watched
	r.killAll()
	var ws unix.WaitStatus
	var ru unix.Rusage
	_, err := wait4(r.pid, &ws, &ru)
	untrack(r.pgid, r.pid)
	cleanupGroup(r.pgid)
	r.closeReaders()
	if werr != nil {
		return Result{}, fmt.Errorf("wait: %w", werr)
	}
	if err != nil {
		return Result{}, fmt.Errorf("wait: %w", err)
	}

	res := Result{
		Stdout:     r.stdout.buf,
		Stderr:     r.stderr.buf,
		CPU:        time.Duration(ru.Utime.Nano() + ru.Stime.Nano()),
		Wall:       wall,
		PeakRSSKiB: ru.Maxrss,
		ExitCode:   ws.ExitStatus(),
	}
	if r.lim.Direct && res.PeakRSSKiB <= r.ownPeakKiB {
		// It may be the judge's own peak, not the program's (Limits.Direct).
		res.PeakRSSKiB = 0
	}
	var sig syscall.Signal
	if ws.Signaled() {
		sig = ws.Signal()
		res.ExitCode = -1
		res.Signal = unix.SignalName(sig)
		if res.Signal == "" {
			res.Signal = "signal " + strconv.Itoa(int(sig))
		}
	}
	r.mu.Lock()
	reason := r.reason
	r.mu.Unlock()
	if reason == killedCancel {
		res.Detail = "cancelled"
		return res, context.Cause(ctx)
	}
	res.Verdict, res.Detail = classify(outcome{
		lim:        r.lim,
		reason:     reason,
		cpu:        res.CPU,
		wall:       res.Wall,
		peakKiB:    res.PeakRSSKiB,
		exitCode:   res.ExitCode,
		signal:     sig,
		signalName: res.Signal,
		outputOver: r.stdout.exceeded(),
		stderr:     res.Stderr,
	})
	return res, nil
}

// closeReaders waits for stdout and stderr to reach end of file. Every
// writer is dead by now; the timeout only guards against a process we could
// not kill holding a pipe open.
func (r *run) closeReaders() {
	ch := make(chan struct{})
	go func() {
		r.readers.Wait()
		close(ch)
	}()
	select {
	case <-ch:
	case <-time.After(2 * time.Second):
		r.stdout.f.Close()
		r.stderr.f.Close()
		<-ch
	}
	r.stdout.f.Close()
	r.stderr.f.Close()
}

// wait4 reaps pid.
func wait4(pid int, ws *unix.WaitStatus, ru *unix.Rusage) (int, error) {
	for {
		got, err := unix.Wait4(pid, ws, 0, ru)
		if err != unix.EINTR {
			return got, err
		}
	}
}

// waitExited blocks until pid has exited, leaving it waitable.
func waitExited(pid int) error {
	for {
		var info unix.Siginfo
		err := unix.Waitid(unix.P_PID, pid, &info, unix.WEXITED|unix.WNOWAIT, nil)
		if err != unix.EINTR {
			return err
		}
	}
}

// processCPUClock is the clock id of pid's process-wide CPU clock
// (MAKE_PROCESS_CPUCLOCK(pid, CPUCLOCK_SCHED) in the kernel): one syscall
// per poll, nanosecond resolution, all threads included.
func processCPUClock(pid int) int32 {
	return int32(^uint32(pid)<<3 | 2)
}
