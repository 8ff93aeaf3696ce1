package runner

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"carokit/runner/internal/sandbox"
)

// runPrepared is Run on Linux, once the program is found and its input
// open.
func runPrepared(ctx context.Context, pr *prepared) (res Result, err error) {
	name, target, stdin := pr.name, pr.target, pr.stdin
	if err := ctx.Err(); err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	p, lim := pr.p, pr.lim
	self, err := os.Executable()
	if err != nil {
		return Result{}, fmt.Errorf("run %s: find launcher: %w", name, err)
	}
	if err := ensureSubreaper(); err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	plan, err := planSandbox(lim.Sandbox)
	if err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	dir, remove, err := runDir(p.Dir, lim, plan)
	if err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	defer remove()

	if plan == nil && lim.Files.Files() {
		if stdin, err = hostFileRun(dir, lim, stdin); err != nil {
			return Result{}, fmt.Errorf("run %s: %w", name, err)
		}
		defer stdin.Close()
	}
	warm := plan != nil && !coldOnly && p.box == nil && len(p.Writable) == 0 && isDir(sandboxMountPoint) && (plan.cgroups == nil || !plan.cgroups.v2)
	if !warm {
		done, xerr := hostExtrasFor(&p)
		if xerr != nil {
			return Result{}, fmt.Errorf("run %s: %w", name, xerr)
		}
		defer func() { done(&res, &err) }()
	}
	if plan != nil {
		if err := giveWritable(p.Writable); err != nil {
			return Result{}, fmt.Errorf("run %s: %w", name, err)
		}
	}
	r := &run{lim: lim, passStdin: pr.private, env: p.box.hostEnv(), image: imageBytes(target), forward: pr.forward, pair: pr.pair, pairIn: pr.stdin}
	switch {
	case warm:
		r.sandboxed = true
		err = r.startWarmRun(ctx, self, target, p, stdin, plan)
	case plan != nil:
		r.sandboxed = true
		err = r.startSandbox(ctx, self, target, p, dir, stdin, plan)
	default:
		err = r.start(ctx, self, target, p.Args, dir, stdin)
	}
	if err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	res, err = r.finish(ctx)
	if err != nil {
		return res, fmt.Errorf("run %s: %w", name, err)
	}
	switch {
	case !lim.Files.Files():
	case plan == nil:
		err = hostFileResult(dir, lim, &res)
	default:
		takeFileOutput(&res, lim.Files, lim)
	}
	if err != nil {
		return res, fmt.Errorf("run %s: %w", name, err)
	}
	return res, nil
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

	// In the sandbox, pgid and pid are the init's.
	sandboxed  bool
	cg         *runCgroup    // the run's cgroups, nil without
	status     *bufio.Reader // the init's status pipe
	statusFile *os.File
	feedDone   chan struct{}  // closed when the input is fed
	progPID    int            // the program's pid, for the CPU clock without a cgroup
	spawned    bool           // the init was started by a spawner, r.pid
	warm       *warmSandbox   // the warm sandbox serving this run, if any
	passStdin  bool           // stdin goes to the sandboxed program as is (prepared.private)
	lastCPU    time.Duration  // the CPU time the watcher saw last
	env        []string       // the launcher's environment, when not sandbox.Environ() (a compiler's)
	image      int64          // the executable's static size (imageBytes)
	feedback   bool           // a warm run asked for a feedback folder (Program.Feedback)
	forward    io.WriteCloser // where stdout goes as it arrives (RunPiped), nil for none
	pair       *Pair          // the Pair it talks in (RunPiped), nil for none
	pairIn     *os.File       // its stdin, whose pipe the Pair looks into

	mu     sync.Mutex
	reason killReason
}

func (r *run) start(ctx context.Context, self, target string, args []string, dir string, stdin *os.File) error {
	p, err := newRunPipes()
	if err != nil {
		return err
	}
	if r.lim.Direct {
		return r.startDirect(ctx, target, args, dir, stdin, p.outR, p.outW, p.errR, p.errW, p.stR, p.stW)
	}
	raw, err := json.Marshal(sandbox.Spec{Mode: "plain", Limits: encodeLimits(r.lim), Path: target, Args: args})
	if err != nil {
		p.closeAll()
		return err
	}
	env := r.env
	if env == nil {
		env = sandbox.Environ()
	}
	attr := &os.ProcAttr{
		Dir:   dir,
		Env:   append(env, sandbox.LaunchEnv+"="+string(raw)),
		Files: []*os.File{stdin, p.outW, p.errW, p.stW},
		Sys:   &syscall.SysProcAttr{Setpgid: true},
	}
	var launcher *os.Process
	r.pgid, err = startTracked(func() (int, error) {
		l, err := os.StartProcess(self, []string{self}, attr)
		if err != nil {
			return 0, err
		}
		launcher = l
		return l.Pid, nil
	})
	p.outW.Close()
	p.errW.Close()
	p.stW.Close()
	if err != nil {
		p.outR.Close()
		p.errR.Close()
		p.stR.Close()
		return fmt.Errorf("start launcher: %w", err)
	}
	r.stdout = newCapture(p.outR, r.lim.OutputBytes, true)
	r.stdout.fwd = r.forward
	r.stderr = newCapture(p.errR, r.lim.StderrBytes, false)
	r.readers.Add(2)
	go r.stdout.run(&r.readers)
	go r.stderr.run(&r.readers)
	return r.awaitLaunch(ctx, launcher, p.stR)
}

// awaitLaunch reads the launcher's report of the program's pid and reaps
// the launcher; cancelling meanwhile kills the launcher and what it
// started.
func (r *run) awaitLaunch(ctx context.Context, launcher *os.Process, stR *os.File) error {
	cancelled := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		_ = unix.Kill(-r.pgid, unix.SIGKILL)
		close(cancelled)
	})
	pid, err := sandbox.ReadStatus(stR)
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
		if errors.Is(err, sandbox.ErrNoStatus) {
			// The launcher's own complaints went to the program's stderr.
			first, _, _ := strings.Cut(string(r.stderr.buf), "\n")
			err = fmt.Errorf("%w: launcher %v: %q", err, state, first)
		}
		return err
	}
	return nil
}

// runPipes are a run's stdout, stderr and launcher-status pipes.
type runPipes struct {
	outR, outW, errR, errW, stR, stW *os.File
}

func newRunPipes() (*runPipes, error) {
	var p runPipes
	ends := []*[2]**os.File{{&p.outR, &p.outW}, {&p.errR, &p.errW}, {&p.stR, &p.stW}}
	for i, e := range ends {
		r, w, err := os.Pipe()
		if err != nil {
			for _, made := range ends[:i] {
				(*made[0]).Close()
				(*made[1]).Close()
			}
			return nil, err
		}
		*e[0], *e[1] = r, w
	}
	return &p, nil
}

func (p *runPipes) closeAll() {
	for _, f := range []*os.File{p.outR, p.outW, p.errR, p.errW, p.stR, p.stW} {
		f.Close()
	}
}

// abort kills and reaps what a failed start left.
func (r *run) abort() {
	r.killAll()
	if r.sandboxed && r.pid > 0 {
		var ws unix.WaitStatus
		_, _ = wait4(r.pid, &ws, nil)
	}
	untrack(r.pgid, r.pid)
	cleanupGroup(r.pgid)
	r.closeReaders()
	r.closeSandbox()
}

// closeSandbox releases what a sandboxed run holds once its init is dead.
func (r *run) closeSandbox() {
	if !r.sandboxed {
		return
	}
	if r.statusFile != nil {
		r.statusFile.Close()
	}
	if r.feedDone != nil {
		<-r.feedDone
	}
	r.removeCgroup()
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
	if r.warm != nil {
		return r.finishWarm(ctx, done, watched)
	}
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
		Sandboxed:  r.sandboxed,
	}
	if r.lim.Direct && !r.sandboxed && res.PeakRSSKiB <= r.ownPeakKiB {
		// It may be the judge's own peak, not the program's (Limits.Direct).
		res.PeakRSSKiB = 0
	}
	var oom, capped bool
	if r.sandboxed {
		ws, oom, capped = r.sandboxOutcome(&res)
	}
	return r.conclude(ctx, res, ws, oom, capped)
}

// conclude fills in the exit and the verdict of a finished run.
func (r *run) conclude(ctx context.Context, res Result, ws unix.WaitStatus, oom, capped bool) (Result, error) {
	res.ExitCode = ws.ExitStatus()
	if ws.Signaled() {
		sig := ws.Signal()
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
	res.WallCut = reason == killedWall && res.CPU <= r.lim.CPU
	res.Verdict, res.Detail = classify(outcome{
		oomKilled:  oom,
		pidsCapped: capped,
		lim:        r.lim,
		reason:     reason,
		cpu:        res.CPU,
		wall:       res.Wall,
		peakKiB:    res.PeakRSSKiB,
		exitCode:   res.ExitCode,
		signalName: res.Signal,
		outputOver: r.stdout.exceeded(),
		imageBytes: r.image,
	})
	return res, nil
}

// sandboxOutcome fills in res from what the init reported and from the
// run's cgroups, and returns the program's wait status, whether the kernel
// killed a process of the run for want of memory, and whether the process
// cap refused a fork. An init killed before reporting (a limit, the wall
// guard) means a program killed by SIGKILL.
func (r *run) sandboxOutcome(res *Result) (ws unix.WaitStatus, oom, capped bool) {
	e := r.readSandboxExit()
	ws = unix.WaitStatus(unix.SIGKILL)
	if e.ok {
		ws, res.CPU, res.PeakRSSKiB = e.status, e.cpu, e.maxKiB
	} else {
		res.CPU = max(res.CPU, r.lastCPU) // killed before it could report
	}
	if r.cg != nil {
		if cpu, ok := r.cg.cpuTime(); ok {
			res.CPU = cpu
		}
		res.PeakRSSKiB = r.cg.peakBytes() / 1024
		oom, capped = r.cg.oomKilled(), r.cg.pidsCapped()
	}
	r.closeSandbox()
	return ws, oom, capped
}
