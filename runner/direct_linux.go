package runner

import (
	"context"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"carokit/runner/internal/sandbox"
)

// startDirect starts target as the leader of its own process group and
// then applies the limits to it with prlimit (see Limits.Direct).
func (r *run) startDirect(ctx context.Context, target string, args []string, dir string, stdin, outR, outW, errR, errW, stR, stW *os.File) error {
	stR.Close()
	stW.Close()
	attr := &os.ProcAttr{
		Dir:   dir,
		Env:   sandbox.Environ(),
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
	r.stdout.fwd = r.forward
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
