package runner

import (
	"context"
	"time"

	"golang.org/x/sys/unix"
)

// watch enforces the CPU limit, the wall guard, the output cap and ctx until
// done is closed.
func (r *run) watch(ctx context.Context, done <-chan struct{}) {
	interval := min(max(r.lim.CPU/20, 5*time.Millisecond), 50*time.Millisecond)
	tick := time.NewTicker(interval)
	defer tick.Stop()
	wall := time.NewTimer(max(r.lim.Wall-time.Since(r.began), 0))
	defer wall.Stop()
	cpuTime := r.cpuReader()
	var side *pairSide
	if r.pair != nil {
		if side = r.pair.join(r); side != nil {
			defer r.pair.leave(side)
		}
	}
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
			cpu, ok := cpuTime()
			if ok {
				r.lastCPU = cpu // read by finish once the watcher is done
			}
			if ok && cpu > r.lim.CPU {
				r.kill(killedCPU)
				return
			}
			if side != nil && r.pair.tick(side, cpu, ok) {
				r.kill(killedIdle)
				return
			}
		}
	}
}

// cpuReader returns how the watcher reads the run's CPU time: the
// cgroup's (every process of the run), or the program's own clock.
func (r *run) cpuReader() func() (time.Duration, bool) {
	if r.cg != nil {
		return r.cg.cpuTime
	}
	pid := r.pid
	if r.sandboxed {
		pid = r.progPID
	}
	clock := processCPUClock(pid)
	return func() (time.Duration, bool) {
		var ts unix.Timespec
		if pid <= 0 || unix.ClockGettime(clock, &ts) != nil {
			return 0, false
		}
		return time.Duration(ts.Nano()), true
	}
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
