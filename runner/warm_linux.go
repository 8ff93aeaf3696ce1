package runner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/unix"

	"carokit/runner/internal/sandbox"
)

// warmSandbox is a warm init (see sandbox/warminit_linux.go) as the judge holds it.
type warmSandbox struct {
	key   string
	pid   int      // the init, leader of its own process group
	ctl   *os.File // the control socket
	cg    *runCgroup
	dead  bool // killed or broken: never reused
	ended bool
	dirty bool       // a run ended: the init's "ready" (its clean-up done) is still to read
	rbuf  [4096]byte // for read: one run at a time uses the sandbox
}

// warmPool keeps idle warm sandboxes by program and limits, at most
// warmIdleMax per key (a judge uses one per job).
var warmPool = struct {
	sync.Mutex
	idle map[string][]*warmSandbox
}{idle: map[string][]*warmSandbox{}}

const warmIdleMax = 8

// warmKey is what a warm sandbox is built for: the program's files and
// the limits its cgroup holds.
func warmKey(target string, p Program, lim Limits) string {
	return strings.Join(append([]string{target, strconv.FormatInt(lim.MemoryBytes, 10), strconv.Itoa(lim.MaxProcesses)}, p.Expose...), "\x00")
}

// takeWarm returns an idle warm sandbox for key, or starts one.
func takeWarm(ctx context.Context, self, target string, p Program, lim Limits, plan *sandboxPlan) (*warmSandbox, error) {
	key := warmKey(target, p, lim)
	warmPool.Lock()
	if list := warmPool.idle[key]; len(list) > 0 {
		w := list[len(list)-1]
		warmPool.idle[key] = list[:len(list)-1]
		warmPool.Unlock()
		return w, nil
	}
	warmPool.Unlock()
	return startWarm(ctx, self, target, p, lim, plan, key)
}

// putWarm returns w to the pool, or ends it.
func putWarm(w *warmSandbox) {
	if !w.dead {
		warmPool.Lock()
		if len(warmPool.idle[w.key]) < warmIdleMax {
			warmPool.idle[w.key] = append(warmPool.idle[w.key], w)
			warmPool.Unlock()
			return
		}
		warmPool.Unlock()
	}
	w.end()
}

// end kills the init (and so its namespace) and releases the rest.
func (w *warmSandbox) end() {
	if w.ended {
		return
	}
	w.dead, w.ended = true, true
	if w.pid <= 1 {
		return
	}
	_ = unix.Kill(-w.pid, unix.SIGKILL)
	var ws unix.WaitStatus
	_, _ = wait4(w.pid, &ws, nil)
	untrack(w.pid, w.pid)
	w.ctl.Close()
	if w.cg != nil {
		_ = w.cg.remove()
	}
}

// startWarm starts a warm init for the program and waits until it is ready.
func startWarm(ctx context.Context, self, target string, p Program, lim Limits, plan *sandboxPlan, key string) (*warmSandbox, error) {
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_SEQPACKET|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("control socket: %w", err)
	}
	_ = unix.SetNonblock(fds[0], true)
	w := &warmSandbox{key: key, ctl: os.NewFile(uintptr(fds[0]), "sandbox control")}
	child := os.NewFile(uintptr(fds[1]), "sandbox control")
	defer child.Close() // also closed once the init has it, so its death is our end of file
	null, err := os.Open(os.DevNull)
	if err != nil {
		w.ctl.Close()
		return nil, err
	}
	defer null.Close()
	spec := sandboxSpec(target, p, lim, plan)
	spec.Mode = "warm"
	files := []*os.File{null, null, null, child}
	if plan.cgroups != nil {
		if w.cg, err = plan.cgroups.create(lim); err != nil {
			w.ctl.Close()
			return nil, err
		}
		spec.Cgroups = len(w.cg.runProcs)
		files = append(append(files, w.cg.runProcs...), w.cg.homeFDs...)
	}
	w.pid, err = startTracked(func() (int, error) {
		pr, err := sandbox.Start(self, spec, files, false)
		if err != nil {
			return 0, err
		}
		pid := pr.Pid
		pr.Release()
		return pid, nil
	})
	child.Close()
	if w.cg != nil {
		w.cg.close()
	}
	if err != nil {
		w.ctl.Close()
		if w.cg != nil {
			_ = w.cg.remove()
		}
		return nil, fmt.Errorf("start sandbox: %w", err)
	}
	trackPID(w.pid)
	// Cancelling while the sandbox is built kills its init.
	stop := context.AfterFunc(ctx, func() { _ = unix.Kill(-w.pid, unix.SIGKILL) })
	line, err := w.read(30 * time.Second)
	stop()
	if err != nil || line != "ready" || ctx.Err() != nil {
		w.end()
		switch {
		case ctx.Err() != nil:
			return nil, context.Cause(ctx)
		case err == nil:
			err = errors.New(strings.TrimPrefix(line, "err "))
		}
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	return w, nil
}

// read reads one status line (a packet), waiting at most timeout (0: no
// limit).
func (w *warmSandbox) read(timeout time.Duration) (string, error) {
	if timeout > 0 {
		_ = w.ctl.SetReadDeadline(time.Now().Add(timeout))
		defer w.ctl.SetReadDeadline(time.Time{})
	}
	n, err := w.ctl.Read(w.rbuf[:])
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(string(w.rbuf[:n])), nil
}

// send asks for a run on files (stdin, stdout, stderr).
func (w *warmSandbox) send(req sandbox.WarmRequest, files []*os.File) error {
	raw, err := json.Marshal(req)
	if err != nil {
		return err
	}
	fds := make([]int, len(files))
	for i, f := range files {
		fds[i] = int(f.Fd())
	}
	rc, err := w.ctl.SyscallConn()
	if err != nil {
		return err
	}
	var serr error
	err = rc.Write(func(fd uintptr) bool {
		serr = unix.Sendmsg(int(fd), raw, unix.UnixRights(fds...), nil, 0)
		return serr != unix.EAGAIN
	})
	if err == nil {
		err = serr
	}
	return err
}

// startWarmRun starts the program in a warm sandbox (see startSandbox for
// the pipes).
func (r *run) startWarmRun(ctx context.Context, self, target string, p Program, stdin *os.File, plan *sandboxPlan) error {
	w, err := takeReadyWarm(ctx, self, target, p, r.lim, plan)
	if err != nil {
		return err
	}
	pipes := make([]*os.File, 6) // inR, inW, outR, outW, errR, errW
	first := 0
	if r.passStdin {
		first = 2 // the program reads stdin itself: no input pipe to fill
	}
	for i := first; i < 6; i += 2 {
		if pipes[i], pipes[i+1], err = os.Pipe(); err != nil {
			for _, f := range pipes[first:i] {
				f.Close()
			}
			putWarm(w)
			return err
		}
	}
	in := pipes[0]
	if r.passStdin {
		in = stdin
	}
	req := sandbox.WarmRequest{Args: p.Args, Limits: sandboxLimits(r.lim, w.cg != nil), Files: newBoxFiles(r.lim)}
	given, release, err := warmExtras(p, &req)
	if err == nil {
		err = w.send(req, append([]*os.File{in, pipes[3], pipes[5]}, given...))
	}
	release()
	r.feedback = p.Feedback
	pipes[3].Close()
	pipes[5].Close()
	r.warm, r.cg, r.pid, r.pgid = w, w.cg, w.pid, w.pid
	r.feedDone = make(chan struct{})
	if r.passStdin {
		close(r.feedDone)
	} else {
		pipes[0].Close()
		inW := pipes[1]
		go func() {
			_, _ = inW.ReadFrom(stdin)
			inW.Close()
			close(r.feedDone)
		}()
	}
	r.stdout = newCapture(pipes[2], outputCap(r.lim), true)
	r.stdout.fwd = r.forward
	r.stderr = newCapture(pipes[4], r.lim.StderrBytes, false)
	r.readers.Add(2)
	go r.stdout.run(&r.readers)
	go r.stderr.run(&r.readers)
	line := ""
	if err == nil {
		stop := context.AfterFunc(ctx, r.killAll)
		line, err = w.read(30 * time.Second)
		stop()
	}
	r.began = time.Now()
	if err == nil && line == "started" && ctx.Err() == nil {
		if r.cg == nil {
			r.progPID = firstChild(r.pid)
		}
		return nil
	}
	switch {
	case ctx.Err() != nil:
		err = context.Cause(ctx)
	case err == nil:
		err = fmt.Errorf("sandbox: %s", strings.TrimPrefix(line, "err "))
	}
	w.dead = true
	r.abortWarm()
	return err
}

// abortWarm ends a warm run that failed to start.
func (r *run) abortWarm() {
	r.warm.end()
	r.closeReaders()
	<-r.feedDone
}

// finishWarm waits for the warm init's report on the run, or for its
// death when the watcher killed it.
func (r *run) finishWarm(ctx context.Context, done chan struct{}, watched chan struct{}) (Result, error) {
	line, feedback, rerr := r.warm.readReport(r.feedback)
	wall := time.Since(r.began)
	close(done)
	<-watched
	r.mu.Lock()
	killed := r.reason != notKilled
	r.mu.Unlock()
	e := parseExit(line)
	if rerr != nil || killed || !e.ok {
		r.warm.dead = true
		r.killAll()
	}
	res := Result{Wall: wall, Sandboxed: true}
	if err := takeFeedback(feedback, &res); err != nil && rerr == nil {
		rerr = err
	}
	ws := unix.WaitStatus(unix.SIGKILL)
	if e.ok {
		ws, res.CPU, res.PeakRSSKiB = e.status, e.cpu, e.maxKiB
	} else {
		res.CPU = r.lastCPU // killed before it could report
	}
	var oom, capped bool
	if r.cg != nil {
		if cpu, ok := r.cg.cpuTime(); ok {
			res.CPU = cpu
		}
		res.PeakRSSKiB = r.cg.peakBytes() / 1024
		oom, capped = r.cg.oomKilled(), r.cg.pidsCapped()
	}
	if r.warm.dead {
		r.warm.end() // the namespace dies with its init, and the pipes' writers with it
	}
	r.warm.dirty = true
	r.closeReaders()
	<-r.feedDone
	putWarm(r.warm)
	res.Stdout, res.Stderr = r.stdout.buf, r.stderr.buf
	// An init the OOM killer took (only in the moment its score is
	// raised to start the program, see oomFirst) ends a run that reached
	// its memory limit: MLE, not an error.
	if rerr != nil && !killed && !oom {
		return res, fmt.Errorf("sandbox: %w", rerr)
	}
	return r.conclude(ctx, res, ws, oom, capped)
}

// parseExit reads an init's "exit <status> <CPU ns> <peak KiB>" line.
func parseExit(line string) sandboxExit {
	f := strings.Fields(line)
	if len(f) != 4 || f[0] != "exit" {
		return sandboxExit{}
	}
	ws, err1 := strconv.ParseUint(f[1], 10, 32)
	cpu, err2 := strconv.ParseInt(f[2], 10, 64)
	kib, err3 := strconv.ParseInt(f[3], 10, 64)
	if err1 != nil || err2 != nil || err3 != nil {
		return sandboxExit{}
	}
	return sandboxExit{ok: true, status: unix.WaitStatus(ws), cpu: time.Duration(cpu), maxKiB: kib}
}

// idleWarmPIDs are the inits of the idle warm sandboxes.
func idleWarmPIDs() map[int]bool {
	warmPool.Lock()
	defer warmPool.Unlock()
	pids := map[int]bool{}
	for _, list := range warmPool.idle {
		for _, w := range list {
			pids[w.pid] = true
		}
	}
	return pids
}

// Shutdown ends the idle warm sandboxes and removes their cgroups. Call
// it before exiting; the inits would die with carokit anyway (their parent
// death signal), but their empty cgroups would stay until the next
// carokit sweeps them (sweepStaleCgroups).
func Shutdown() {
	warmPool.Lock()
	idle := warmPool.idle
	warmPool.idle = map[string][]*warmSandbox{}
	warmPool.Unlock()
	for _, list := range idle {
		for _, w := range list {
			w.end()
		}
	}
}
