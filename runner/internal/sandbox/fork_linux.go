package sandbox

import (
	"runtime"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// rawChild is a program to fork and exec, prepared in memory before the
// fork, with the rlimits it gets before its exec.
//
// Why not os.StartProcess or syscall.ForkExec: they cannot set rlimits in
// the child, so the launcher and the cold init used to set them on
// themselves first. Both are the whole carokit binary, whose data segment
// and heap already hold more than a small memory limit (about 75 MiB of
// VmData, 32 MiB of it crypto's DRBG buffer), so under RLIMIT_DATA the Go
// runtime's next mapping failed ("fatal error: runtime: out of memory")
// and the run with it. Here only the child is limited.
//
// The child of a fork copies only the calling thread, and the runtime's
// locks may be held by threads that did not come along: after the clone
// the child makes raw system calls only, on values prepared before, as
// syscall.forkAndExecInChild does. Signals are blocked across the clone,
// so no Go handler runs in the child, which restores the mask just
// before its exec.
type rawChild struct {
	path       *byte
	argv, envv []*byte
	dir        *byte   // nil: the caller's
	fds        []int   // the child's descriptor i is fds[i]
	setsid     bool    // a session of its own
	cred       *[2]int // uid and gid, supplementary groups dropped; nil: the caller's
	limits     []rlimit
}

// newRawChild prepares path with args (argv[1:]) and env; limits as
// runner.encodeLimits writes them, "" for none.
func newRawChild(path string, args, env []string, limits string) (*rawChild, error) {
	lims, err := parseRlimits(limits)
	if err != nil {
		return nil, err
	}
	c := &rawChild{limits: lims}
	if c.path, err = unix.BytePtrFromString(path); err != nil {
		return nil, err
	}
	if c.argv, err = cStrings(append([]string{path}, args...)); err != nil {
		return nil, err
	}
	if c.envv, err = cStrings(env); err != nil {
		return nil, err
	}
	return c, nil
}

// cStrings is ss as execve wants it: C strings, then a nil.
func cStrings(ss []string) ([]*byte, error) {
	out := make([]*byte, len(ss)+1)
	for i, s := range ss {
		p, err := unix.BytePtrFromString(s)
		if err != nil {
			return nil, err
		}
		out[i] = p
	}
	return out, nil
}

// start forks and execs the child and returns its pid. A failure of the
// child before its exec comes back as an error through a close-on-exec
// pipe, the child reaped.
func (c *rawChild) start() (int, error) {
	var p [2]int
	if err := unix.Pipe2(p[:], unix.O_CLOEXEC); err != nil {
		return 0, err
	}
	pid, err := c.fork(p[1])
	unix.Close(p[1])
	runtime.KeepAlive(c)
	if err != nil {
		unix.Close(p[0])
		return 0, err
	}
	var buf [8]byte
	n, rerr := 0, error(nil)
	for {
		n, rerr = unix.Read(p[0], buf[:])
		if rerr != unix.EINTR {
			break
		}
	}
	unix.Close(p[0])
	if rerr == nil && n == 0 {
		return pid, nil
	}
	var ws unix.WaitStatus
	for {
		if _, werr := unix.Wait4(pid, &ws, 0, nil); werr != unix.EINTR {
			break
		}
	}
	if rerr != nil {
		return 0, rerr
	}
	return 0, unix.Errno(*(*uintptr)(unsafe.Pointer(&buf[0])))
}

// fork clones the calling thread, which blocks signals meanwhile; the
// child runs inChild, the parent gets its pid.
func (c *rawChild) fork(errFD int) (int, error) {
	var all, old unix.Sigset_t
	for i := range all.Val {
		all.Val[i] = ^uint64(0)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	syscall.ForkLock.Lock()
	defer syscall.ForkLock.Unlock()
	if err := unix.PthreadSigmask(unix.SIG_SETMASK, &all, &old); err != nil {
		return 0, err
	}
	pid, _, e := unix.RawSyscall6(unix.SYS_CLONE, uintptr(unix.SIGCHLD), 0, 0, 0, 0, 0)
	if e == 0 && pid == 0 {
		c.inChild(errFD, &old)
	}
	_ = unix.PthreadSigmask(unix.SIG_SETMASK, &old, nil)
	if e != 0 {
		return 0, e
	}
	return int(pid), nil
}
