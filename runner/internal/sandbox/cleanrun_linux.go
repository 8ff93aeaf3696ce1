package sandbox

import (
	"fmt"
	"os"
	"runtime"
	"strconv"

	"golang.org/x/sys/unix"
)

// Every run starts clean, in a warm sandbox as in a cold one: nothing a
// run leaves can be read by the next. Besides the fresh /box and /tmp and
// the processes killed (warminit_linux.go), the program starts
//
//   - with no System V object (removeSysVIPC) and no POSIX message queue
//     (removeMessageQueues) of an earlier run: a full queue left by one
//     run made the next block;
//   - with the same pid in every run (programPID): the init sets the PID
//     namespace's ns_last_pid before the fork, so the pid no longer
//     counts the processes earlier runs made;
//   - with fds 0, 1 and 2 only: whatever carokit inherited without
//     close-on-exec (its caller's fd 10) is marked so in the launcher;
//   - under the seccomp filter and no_new_privs (seccomp_linux.go).
//
// The filter, no_new_privs and securebits are per thread, and a thread
// cannot shed them, so the init forks its programs from its main thread,
// confined at the first run, where its loop runs (in package init, which
// Go runs there), and hands the rare work that needs its powers (a fresh
// /box or /tmp: mounting) to another thread (unconfined). The main
// thread stays locked from the start (openCleanRun), so the threads Go
// starts later come from its template thread, not from the confined one.
// One confinement for all the runs of an init: installing the filter
// costs about 0.25 ms (the kernel compiles it and tries it on every call
// number), and a confined thread of its own per run, or a spawner thread
// to hand each fork to, took two thread switches per run, which on a
// loaded machine cost more than the fork.

// programPID is the pid every sandboxed program gets in its PID
// namespace; its children count up from it.
const programPID = 1000

var confined struct {
	done bool
	err  error // why the main thread could not be confined
}

// startConfined runs start, a fork and exec of the program, on the
// init's confined main thread (the caller's), and returns what it
// returned.
func startConfined(noRoot bool, start func() (int, error)) (int, error) {
	if !confined.done {
		confined.done = true
		confined.err = confineThread(noRoot)
	}
	if confined.err != nil {
		return 0, confined.err
	}
	setLastPID()
	return start()
}

// unconfined runs f on a thread that is not confined, once the main
// thread is.
func unconfined(f func() error) error {
	if !confined.done {
		return f()
	}
	done := make(chan error, 1)
	go func() { done <- f() }()
	return <-done
}

// confineThread confines the calling thread for the programs it forks.
func confineThread(noRoot bool) error {
	if noRoot {
		// carokit is not root: the program is uid 0 in the user
		// namespace and must get no capability from its exec.
		if err := unix.Prctl(unix.PR_SET_SECUREBITS, secbitNoRoot|secbitNoRootLocked, 0, 0, 0); err != nil {
			return fmt.Errorf("securebits: %w", err)
		}
	}
	return installFilter()
}

// The init's handles for clean runs, opened before its root changes:
// the PID namespace's /proc/sys/kernel/ns_last_pid (its /proc may be
// missing after), and a directory of the IPC namespace's mqueue file
// system, mounted nowhere (fsopen, fsmount). Either is -1 where it
// cannot be opened (an old kernel): then pids run on, or queues stay.
var lastPIDFD, mqueueFD = -1, -1

// openCleanRun opens them, and locks the init's main goroutine to its
// thread for good (see startConfined); the init calls it first thing.
func openCleanRun() {
	runtime.LockOSThread()
	if fd, err := unix.Open("/proc/sys/kernel/ns_last_pid", unix.O_WRONLY|unix.O_CLOEXEC, 0); err == nil {
		lastPIDFD = fd
	}
	fs, err := unix.Fsopen("mqueue", unix.FSOPEN_CLOEXEC)
	if err != nil {
		return
	}
	defer unix.Close(fs)
	if unix.FsconfigCreate(fs) != nil {
		return
	}
	mnt, err := unix.Fsmount(fs, unix.FSMOUNT_CLOEXEC, 0)
	if err != nil {
		return
	}
	defer unix.Close(mnt)
	if fd, err := unix.Openat(mnt, ".", unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0); err == nil {
		mqueueFD = fd
	}
}

// setLastPID makes the next process of the namespace programPID. The
// processes of earlier runs are dead and reaped by now (warmRun), so the
// number is free.
func setLastPID() {
	if lastPIDFD >= 0 {
		_, _ = unix.Pwrite(lastPIDFD, []byte(strconv.Itoa(programPID-1)), 0)
	}
}

// removeMessageQueues deletes the POSIX message queues a run left: two
// system calls when there is none.
func removeMessageQueues() {
	if mqueueFD < 0 {
		return
	}
	if _, err := unix.Seek(mqueueFD, 0, 0); err != nil {
		return
	}
	buf := make([]byte, 4096)
	var names []string
	for {
		n, err := unix.Getdents(mqueueFD, buf)
		if err != nil || n <= 0 {
			break
		}
		_, _, names = unix.ParseDirent(buf[:n], -1, names)
	}
	for _, name := range names {
		_ = unix.Unlinkat(mqueueFD, name, 0)
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
