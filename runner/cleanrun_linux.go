package runner

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sys/unix"
)

// Every run starts clean, in a warm sandbox as in a cold one: nothing a
// run leaves can be read by the next. Besides the fresh /box and /tmp and
// the processes killed (warminit_linux.go), the program starts
//
//   - in an IPC namespace of its own (System V objects, POSIX message
//     queues), which dies with the run's last process: a full queue left
//     by one run made the next block;
//   - with the same pid in every run (programPID): the init sets the PID
//     namespace's ns_last_pid before the fork, so the pid no longer
//     counts the processes earlier runs made;
//   - with fds 0, 1 and 2 only: whatever carokit inherited without
//     close-on-exec (its caller's fd 10) is marked so in the launcher;
//   - under the seccomp filter and no_new_privs (seccomp_linux.go).
//
// All of it is per thread (the IPC namespace, the filter, no_new_privs,
// securebits), so the program is forked from a thread made for it, which
// dies after the fork: the init's other threads keep their powers.

// programPID is the pid every sandboxed program gets in its PID
// namespace; its children count up from it.
const programPID = 1000

// startConfined runs start, a fork and exec of the program, on a fresh
// thread confined as above, and returns what it returned.
func startConfined(noRoot bool, start func() (int, error)) (int, error) {
	type started struct {
		pid int
		err error
	}
	done := make(chan started, 1)
	go func() {
		// Never unlocked: the thread ends with this goroutine, and its
		// confinement with it.
		runtime.LockOSThread()
		if err := confineThread(noRoot); err != nil {
			done <- started{0, err}
			return
		}
		pid, err := start()
		done <- started{pid, err}
	}()
	s := <-done
	return s.pid, s.err
}

// confineThread confines the calling thread for the program it forks next.
func confineThread(noRoot bool) error {
	if err := unix.Unshare(unix.CLONE_NEWIPC); err != nil {
		return fmt.Errorf("new IPC namespace: %w", err)
	}
	if noRoot {
		// carokit is not root: the program is uid 0 in the user
		// namespace and must get no capability from its exec.
		if err := unix.Prctl(unix.PR_SET_SECUREBITS, secbitNoRoot|secbitNoRootLocked, 0, 0, 0); err != nil {
			return fmt.Errorf("securebits: %w", err)
		}
	}
	if err := installFilter(); err != nil {
		return err
	}
	setLastPID()
	return nil
}

// lastPID is the PID namespace's /proc/sys/kernel/ns_last_pid, opened
// before the init's root changes (its /proc may be missing after); nil
// where it cannot be opened, and then pids run on.
var lastPID *os.File

// openLastPID opens ns_last_pid; the init calls it first thing.
func openLastPID() {
	f, err := os.OpenFile("/proc/sys/kernel/ns_last_pid", os.O_WRONLY, 0)
	if err == nil {
		lastPID = f
	}
}

// setLastPID makes the next process of the namespace programPID. The
// processes of earlier runs are dead and reaped by now (warmRun), so the
// number is free.
func setLastPID() {
	if lastPID != nil {
		_, _ = lastPID.WriteAt([]byte(strconv.Itoa(programPID-1)), 0)
	}
}

// closeInheritedOnExec marks every descriptor above 2 close-on-exec, so a
// launcher passes on only what it hands its child by name: carokit's
// own are, but not what carokit inherited from its caller.
func closeInheritedOnExec() {
	if err := unix.CloseRange(3, ^uint(0), unix.CLOSE_RANGE_CLOEXEC); err == nil {
		return
	}
	// Before Linux 5.11.
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return
	}
	for _, e := range ents {
		if fd, err := strconv.Atoi(e.Name()); err == nil && fd > 2 {
			unix.CloseOnExec(fd)
		}
	}
}

// awaitClean reads the warm init's "ready" after a run: its clean-up
// (fresh /box and /tmp, the run's processes reaped) is over, so the
// counters the judge resets next start from a clean sandbox. Reset
// before, they kept the pages of a /tmp about to be freed: 58 MiB of
// peak for an echo after a run that wrote 60 MiB there.
func (w *warmSandbox) awaitClean() error {
	if !w.dirty {
		return nil
	}
	line, err := w.read(30 * time.Second)
	if err == nil && line != "ready" {
		err = errors.New(strings.TrimPrefix(line, "err "))
	}
	if err != nil {
		w.dead = true
		return fmt.Errorf("sandbox: %w", err)
	}
	w.dirty = false
	return nil
}

// staleReclaim is how much memory earlier runs may leave charged to a
// warm sandbox's cgroup (v1) before the next run: above it, the cgroup's
// reclaimable pages (the page cache of the files earlier runs read) are
// dropped first.
const staleReclaim = 32 << 20

// measureStale records, at the start of a run in a cgroup that served
// others (cgroup v1: peakBytes), what earlier runs left charged: the
// usage above that at the first run's start. Resetting the peak sets it
// to the usage, so without this a run that allocated nothing reported
// the page cache an earlier run filled (255 MiB after one read the
// system's libraries). The peak reported is the cgroup's minus this,
// exact unless the run reaches its limit and the kernel reclaims the
// stale pages meanwhile (then it is low by at most staleReclaim).
func (cg *runCgroup) measureStale() {
	used, ok := readInt(filepath.Join(cg.mem, "memory.usage_in_bytes"))
	if !ok {
		cg.stale = 0
		return
	}
	if !cg.based {
		cg.baseUsage, cg.based = used, true
	}
	if used-cg.baseUsage > staleReclaim {
		_ = writeCg(cg.mem, "memory.force_empty", "0")
		_ = writeCg(cg.mem, "memory.max_usage_in_bytes", "0")
		used, _ = readInt(filepath.Join(cg.mem, "memory.usage_in_bytes"))
	}
	cg.stale = max(used-cg.baseUsage, 0)
}
