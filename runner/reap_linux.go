package runner

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"sync"
	"time"

	"golang.org/x/sys/unix"
)

// Cleaning up after a run.
//
// Killing the program's process group misses processes that left it (a
// daemon that double-forks and calls setsid). So the judge process makes
// itself a child subreaper: every orphan of a run is re-parented to the
// judge instead of init, and after each run the judge kills and reaps its
// children that belong neither to a tracked process group nor to the
// judge's own group. Children that ordinary os/exec code starts stay in the
// judge's group and are left alone; code in the same process that starts
// children in a process group of their own must do it through startTracked.
//
// Being a subreaper is also how Run gets an exact memory peak: see sandbox/launch_linux.go.

var tracked = struct {
	sync.Mutex
	groups map[int]bool // process groups of runs and compilations in progress
	pids   map[int]bool // programs being run, in case one moves to another group
	closed bool         // KillAll ran: start nothing more
}{groups: map[int]bool{}, pids: map[int]bool{}}

// errClosed refuses a start after KillAll.
var errClosed = errors.New("carokit is exiting: no new program is started")

var subreaper struct {
	once sync.Once
	err  error
}

// ensureSubreaper makes the judge process a child subreaper, once.
func ensureSubreaper() error {
	subreaper.once.Do(func() {
		if err := unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); err != nil {
			subreaper.err = fmt.Errorf("become child subreaper: %w", err)
		}
	})
	return subreaper.err
}

// startTracked calls start, which starts one child as the leader of a new
// process group and returns its pid, and tracks that group until
// untrack. Holding the lock across the start keeps a concurrent sweep
// from mistaking the new child for an orphan.
func startTracked(start func() (int, error)) (int, error) {
	tracked.Lock()
	defer tracked.Unlock()
	if tracked.closed {
		return 0, errClosed
	}
	pid, err := start()
	if err == nil {
		tracked.groups[pid] = true
	}
	return pid, err
}

// trackPID protects pid from sweeps even if it leaves its group.
func trackPID(pid int) {
	tracked.Lock()
	tracked.pids[pid] = true
	tracked.Unlock()
}

// untrack forgets a group and a pid (0: none) once they are reaped.
func untrack(pgid, pid int) {
	tracked.Lock()
	delete(tracked.groups, pgid)
	delete(tracked.pids, pid)
	tracked.Unlock()
}

// KillAll kills, without waiting for them, every program and compiler
// started by this process and still running, their process groups, and
// the orphans they left to it, and refuses to start any more. It is for a
// process about to exit at once (a second Ctrl-C), which cannot wait for
// each run to clean up after itself: what the kernel would otherwise leave
// running (anything in a process group of its own) is dead.
func KillAll() {
	tracked.Lock()
	tracked.closed = true
	for g := range tracked.groups {
		if g > 1 {
			_ = unix.Kill(-g, unix.SIGKILL)
		}
	}
	for pid := range tracked.pids {
		if pid > 1 {
			_ = unix.Kill(pid, unix.SIGKILL)
		}
	}
	tracked.Unlock()
	sweepOrphans()
}

// cleanupGroup kills what is left of process group pgid and every orphan
// re-parented to us, until both are gone. A killed orphan's own children are
// re-parented to us before we reap it, so the next sweep finds them.
func cleanupGroup(pgid int) {
	if pgid <= 1 {
		return
	}
	deadline := time.Now().Add(5 * time.Second)
	pause := 50 * time.Microsecond
	for {
		_ = unix.Kill(-pgid, unix.SIGKILL)
		found := sweepOrphans()
		if !found && unix.Kill(-pgid, 0) == unix.ESRCH {
			return
		}
		if time.Now().After(deadline) {
			return
		}
		if !found {
			// Members of the group are still dying.
			time.Sleep(pause)
			pause = min(2*pause, 10*time.Millisecond)
		}
	}
}

// sweepOrphans kills and reaps our children that are outside our process
// group and not tracked. It reports whether it found any.
func sweepOrphans() bool {
	tracked.Lock()
	defer tracked.Unlock()
	ours := unix.Getpgrp()
	found := false
	for _, pid := range childPIDs() {
		if tracked.pids[pid] {
			continue
		}
		pgid, err := unix.Getpgid(pid)
		if err != nil || pgid == ours || tracked.groups[pgid] {
			continue
		}
		found = true
		_ = unix.Kill(pid, unix.SIGKILL)
		var ws unix.WaitStatus
		for {
			if _, err := unix.Wait4(pid, &ws, 0, nil); err != unix.EINTR {
				break
			}
		}
	}
	return found
}

// childPIDs lists our children from /proc/self/task/*/children (children
// are attached to the thread that forked them), or by scanning /proc when
// the kernel lacks that file.
func childPIDs() []int {
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		return scanChildPIDs()
	}
	var pids []int
	for _, t := range tasks {
		b, err := os.ReadFile("/proc/self/task/" + t.Name() + "/children")
		if errors.Is(err, fs.ErrNotExist) && t.Name() == strconv.Itoa(os.Getpid()) {
			return scanChildPIDs()
		}
		for _, f := range bytes.Fields(b) {
			if pid, err := strconv.Atoi(string(f)); err == nil {
				pids = append(pids, pid)
			}
		}
	}
	return pids
}

// scanChildPIDs finds our children by their parent field in /proc/PID/stat.
func scanChildPIDs() []int {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	self := os.Getpid()
	var pids []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if ppid, ok := parentOf(pid); ok && ppid == self {
			pids = append(pids, pid)
		}
	}
	return pids
}

// parentOf reads the parent pid from /proc/PID/stat; the command name in
// parentheses may contain spaces, so fields are counted after the last ')'.
func parentOf(pid int) (int, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, false
	}
	f := bytes.Fields(b[i+1:])
	if len(f) < 2 {
		return 0, false
	}
	ppid, err := strconv.Atoi(string(f[1]))
	return ppid, err == nil
}
