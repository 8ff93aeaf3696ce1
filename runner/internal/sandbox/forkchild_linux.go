package sandbox

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// inChild is the forked child (rawChild): raw system calls only, in the
// order of syscall.forkAndExecInChild; it never returns. A failure is
// written on errFD, which the exec closes.
//
// It is nosplit, as is all it calls, because it is called after the
// fork: a stack check that failed would enter the runtime.
//
//go:norace
//go:nocheckptr
//go:nosplit
func (c *rawChild) inChild(errFD int, mask *unix.Sigset_t) {
	if c.setsid {
		if _, _, e := unix.RawSyscall(unix.SYS_SETSID, 0, 0, 0); e != 0 {
			childFail(errFD, e)
		}
	}
	if c.cred != nil {
		if _, _, e := unix.RawSyscall(unix.SYS_SETGROUPS, 0, 0, 0); e != 0 {
			childFail(errFD, e)
		}
		if _, _, e := unix.RawSyscall(unix.SYS_SETGID, uintptr(c.cred[1]), 0, 0); e != 0 {
			childFail(errFD, e)
		}
		if _, _, e := unix.RawSyscall(unix.SYS_SETUID, uintptr(c.cred[0]), 0, 0); e != 0 {
			childFail(errFD, e)
		}
	}
	if c.dir != nil {
		if _, _, e := unix.RawSyscall(unix.SYS_CHDIR, uintptr(unsafe.Pointer(c.dir)), 0, 0); e != 0 {
			childFail(errFD, e)
		}
	}
	// Descriptors: first move those a lower slot's dup would overwrite
	// above every slot (and the error pipe), then dup each onto its slot.
	next := max(len(c.fds), errFD+1)
	if errFD < len(c.fds) {
		if _, _, e := unix.RawSyscall(unix.SYS_DUP3, uintptr(errFD), uintptr(next), unix.O_CLOEXEC); e != 0 {
			childFail(errFD, e)
		}
		errFD, next = next, next+1
	}
	for i, fd := range c.fds {
		if fd < i {
			if _, _, e := unix.RawSyscall(unix.SYS_DUP3, uintptr(fd), uintptr(next), unix.O_CLOEXEC); e != 0 {
				childFail(errFD, e)
			}
			c.fds[i], next = next, next+1
		}
	}
	for i, fd := range c.fds {
		var e unix.Errno
		if fd == i {
			_, _, e = unix.RawSyscall(unix.SYS_FCNTL, uintptr(fd), unix.F_SETFD, 0)
		} else {
			_, _, e = unix.RawSyscall(unix.SYS_DUP3, uintptr(fd), uintptr(i), 0)
		}
		if e != 0 {
			childFail(errFD, e)
		}
	}
	for i := range c.limits {
		l := &c.limits[i]
		if _, _, e := unix.RawSyscall6(unix.SYS_PRLIMIT64, 0, uintptr(l.res), uintptr(unsafe.Pointer(&l.lim)), 0, 0, 0); e != 0 {
			childFail(errFD, e)
		}
	}
	_, _, _ = unix.RawSyscall6(unix.SYS_RT_SIGPROCMASK, unix.SIG_SETMASK, uintptr(unsafe.Pointer(mask)), 0, 8, 0, 0)
	_, _, e := unix.RawSyscall(unix.SYS_EXECVE, uintptr(unsafe.Pointer(c.path)),
		uintptr(unsafe.Pointer(&c.argv[0])), uintptr(unsafe.Pointer(&c.envv[0])))
	childFail(errFD, e)
}

// childFail writes e on errFD and exits 127.
//
//go:norace
//go:nosplit
func childFail(errFD int, e unix.Errno) {
	v := uintptr(e)
	_, _, _ = unix.RawSyscall(unix.SYS_WRITE, uintptr(errFD), uintptr(unsafe.Pointer(&v)), unsafe.Sizeof(v))
	for {
		_, _, _ = unix.RawSyscall(unix.SYS_EXIT_GROUP, 127, 0, 0)
	}
}
