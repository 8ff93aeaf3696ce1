package sandbox

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"syscall"

	"golang.org/x/sys/unix"
)

// initCommon is what the cold and the warm init do first: hide their own
// /proc entries from the program, keep their descriptors out of it, catch
// signals, open what the runs need, and build the root.
func initCommon(spec Spec) error {
	_ = unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0) // no /proc/1/fd, environ, root for the program
	for fd := statusFD; fd <= statusFD+2*spec.Cgroups; fd++ {
		unix.CloseOnExec(fd)
	}
	catchSignals()
	openOOMScore()
	openCleanRun()
	return buildRoot(spec)
}

// startProgram starts the program in /box as its unprivileged user, inside
// the run's cgroups, on the standard streams std, under spec's limits.
func startProgram(spec Spec, std []*os.File) (int, error) {
	return startIn(spec, std, 0, false, spec.Limits)
}

// startIn starts the program on files under limits ("" for none), entering the run's cgroups from
// the firstCgroup-th on (a warm init is already in the others: see
// joinAccounting). again is a warm init's later run, whose securebits an
// earlier run locked: setting them again is then refused (EPERM) and
// harmless; a first run refused them would keep capabilities, so that
// fails.
func startIn(spec Spec, files []*os.File, firstCgroup int, again bool, limits string) (int, error) {
	// Credentials and securebits belong to the thread that forks.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var cred *syscall.Credential
	if spec.NoRoot {
		// carokit is not root, so the user namespace maps one uid: the
		// program is uid 0 inside, and must not keep the capabilities
		// that would let it remount its read-only files writable.
		err := unix.Prctl(unix.PR_SET_SECUREBITS, secbitNoRoot|secbitNoRootLocked, 0, 0, 0)
		if err != nil && !(again && errors.Is(err, unix.EPERM)) {
			return 0, fmt.Errorf("securebits: %w", err)
		}
	} else {
		cred = &syscall.Credential{Uid: uint32(spec.UID), Gid: uint32(spec.UID), Groups: []uint32{}}
	}
	for i := firstCgroup; i < spec.Cgroups; i++ {
		if _, err := unix.Write(statusFD+1+i, []byte("0")); err != nil {
			return 0, fmt.Errorf("enter cgroup: %w", err)
		}
	}
	pid, err := spawn(spec, cred, files, limits)
	for i := firstCgroup; i < spec.Cgroups; i++ {
		_, _ = unix.Write(statusFD+1+spec.Cgroups+i, []byte("0"))
	}
	if err != nil {
		return 0, fmt.Errorf("exec: %w", err)
	}
	return pid, nil
}
