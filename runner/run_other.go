//go:build !linux

package runner

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"sync"
	"time"

	"carokit/internal/scratch"
)

// Off Linux, Run starts the program directly with os/exec: no sandbox, no
// launcher, no memory limit; the CPU limit is checked when the program
// ends and the wall-clock guard stops it. Enough to try solutions on a
// laptop; judge on Linux.

// MaybeLaunch does nothing off Linux, where Run uses no launcher.
func MaybeLaunch() {}

// Shutdown does nothing off Linux, where no sandbox is kept between runs.
func Shutdown() {}

// CheckSandbox says that this system has no sandbox.
func CheckSandbox(mode SandboxMode) (string, error) {
	switch mode {
	case SandboxOff:
		return "", nil
	case SandboxRequire:
		return "", fmt.Errorf("--sandbox require: carokit sandboxes programs on Linux only, not on %s", runtime.GOOS)
	}
	return "no sandbox on " + runtime.GOOS + ": programs run unsandboxed, without a memory limit, with CPU time checked at their exit", nil
}

var killAll struct {
	sync.Mutex
	closed bool
	procs  map[*os.Process]bool
}

// startTracked calls start; KillAll cannot reach process groups here.
func startTracked(start func() (int, error)) (int, error) {
	killAll.Lock()
	defer killAll.Unlock()
	if killAll.closed {
		return 0, errors.New("carokit is exiting: no new program is started")
	}
	return start()
}

func untrack(pgid, pid int) {}

// KillAll kills the programs being run and refuses to start more.
func KillAll() {
	killAll.Lock()
	defer killAll.Unlock()
	killAll.closed = true
	for p := range killAll.procs {
		_ = p.Kill()
	}
}

// runPrepared is Run here, as far as this system allows (see above), once
// the program is found and its input open.
func runPrepared(ctx context.Context, pr *prepared) (res Result, err error) {
	name, target, stdin := pr.name, pr.target, pr.stdin
	p, lim := pr.p, pr.lim
	if lim.Sandbox == SandboxRequire {
		_, err := CheckSandbox(lim.Sandbox)
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	done, err := hostExtrasFor(&p)
	if err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	defer func() { done(&res, &err) }()
	dir := p.Dir
	if dir == "" || lim.Files.Files() {
		var remove func()
		if dir, remove, err = scratch.MkdirTemp("carokit-run-"); err != nil {
			return Result{}, fmt.Errorf("run %s: %w", name, err)
		}
		defer remove()
	}
	if lim.Files.Files() {
		if stdin, err = hostFileRun(dir, lim, stdin); err != nil {
			return Result{}, fmt.Errorf("run %s: %w", name, err)
		}
		defer stdin.Close()
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return Result{}, fmt.Errorf("run %s: %w", name, err)
	}
	cmd := exec.Command(target, p.Args...)
	cmd.Env = p.box.hostEnv() // nil, carokit's, but for a compiler
	cmd.Dir, cmd.Stdin, cmd.Stdout, cmd.Stderr = dir, stdin, outW, errW
	ownProcessGroup(cmd)
	_, err = startTracked(func() (int, error) {
		if err := cmd.Start(); err != nil {
			return 0, err
		}
		killAll.procs[cmd.Process] = true
		return cmd.Process.Pid, nil
	})
	outW.Close()
	errW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		return Result{}, fmt.Errorf("run %s: start: %w", name, err)
	}
	res, err = finishOther(ctx, cmd, lim, outR, errR, pr.forward)
	if err == nil && lim.Files.Files() {
		err = hostFileResult(dir, lim, &res)
	}
	if err != nil {
		return res, fmt.Errorf("run %s: %w", name, err)
	}
	return res, nil
}

func init() { killAll.procs = map[*os.Process]bool{} }

// finishOther waits for cmd, enforcing the wall guard, the output cap and
// ctx, and classifies the run.
func finishOther(ctx context.Context, cmd *exec.Cmd, lim Limits, outR, errR *os.File, forward io.WriteCloser) (Result, error) {
	began := time.Now()
	stdout := newCapture(outR, lim.OutputBytes, true)
	stdout.fwd = forward
	stderr := newCapture(errR, lim.StderrBytes, false)
	var readers sync.WaitGroup
	readers.Add(2)
	go stdout.run(&readers)
	go stderr.run(&readers)
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	reason := notKilled
	wall := time.NewTimer(lim.Wall)
	defer wall.Stop()
	var werr error
	select {
	case werr = <-exited:
	case <-wall.C:
		reason = killedWall
	case <-stdout.over:
		reason = killedOutput
	case <-ctx.Done():
		reason = killedCancel
	}
	if reason != notKilled {
		_ = cmd.Process.Kill()
		werr = <-exited
	}
	killAll.Lock()
	delete(killAll.procs, cmd.Process)
	killAll.Unlock()
	readers.Wait()
	outR.Close()
	errR.Close()
	st := cmd.ProcessState
	if st == nil {
		return Result{}, fmt.Errorf("wait: %w", werr)
	}
	res := Result{Stdout: stdout.buf, Stderr: stderr.buf, Wall: time.Since(began),
		CPU: st.UserTime() + st.SystemTime(), ExitCode: st.ExitCode()}
	if reason == killedCancel {
		res.Detail = "cancelled"
		return res, context.Cause(ctx)
	}
	if !st.Exited() {
		res.Signal = "SIGKILL"
	}
	res.WallCut = reason == killedWall && res.CPU <= lim.CPU
	res.Verdict, res.Detail = classify(outcome{lim: lim, reason: reason, cpu: res.CPU, wall: res.Wall,
		exitCode: res.ExitCode, signalName: res.Signal, outputOver: stdout.exceeded()})
	return res, nil
}

// inputFile puts input in a temporary file and opens it read-only;
// release closes and removes it.
func inputFile(input []byte) (f *os.File, release func(), err error) {
	return tempInputFile(input)
}
