package runner

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The launcher protocol. Run starts os.Executable() as the leader of a new
// process group, with argv [self, target, args...], the rlimits in the
// environment variable launchEnv ("cpu=2:3 data=268435456:268435456 ..." as
// soft:hard pairs) and a status pipe on statusFD. MaybeLaunch forks a child
// that sets the rlimits and execs the target, writes "pid <child>" on the
// pipe and exits. The pipe is close-on-exec in the child, so the judge reads
// it to end of file: a pid and no error means the target is running. The
// launcher has exited by then, so the target has been re-parented to the
// judge, a child subreaper, which waits for it directly. Failures are
// reported as "err <message>", or from the child as "errno r|x <number>"
// (a failed prlimit or execve).
//
// Why not simply set the limits and exec in the launcher: ru_maxrss belongs
// to the process, and execve folds the old address space's peak into it.
// The launcher is forked from the judge with vfork (as Go does), so its old
// address space is the judge's: a target exec'd in the launcher's process
// would be charged the judge's peak memory, hundreds of MiB after a large
// output or under the race detector. The launcher's child is a new process
// whose old address space is a copy of the launcher's, a few MiB.
//
// Go cannot fork without exec, so the child is made with a raw fork and
// runs only raw system calls (prlimit, sigprocmask, execve) before the
// exec, like the child half of syscall.ForkExec. That also means the Go
// runtime never runs under the data limit, which may be smaller than its own
// reservations.
const (
	launchEnv = "CAROKIT_LAUNCH"
	statusFD  = 3
)

// rlimitNames maps the names used in launchEnv to resources.
var rlimitNames = map[string]int{
	"cpu":   unix.RLIMIT_CPU,
	"data":  unix.RLIMIT_DATA,
	"stack": unix.RLIMIT_STACK,
	"fsize": unix.RLIMIT_FSIZE,
	"core":  unix.RLIMIT_CORE,
}

// MaybeLaunch turns the process into the launcher when Run started it as
// one, and then never returns. When the process was not started by Run it
// does nothing. Call it first thing in main, and in TestMain of tests that
// call Run.
func MaybeLaunch() {
	spec, ok := os.LookupEnv(launchEnv)
	if !ok {
		return
	}
	pid, err := launch(spec, os.Args[1:])
	// The target's stdout and stderr are the judge's captures, so the
	// launcher speaks on the status pipe only. The exits skip os.Exit's
	// hooks: the race detector's would sleep a second while the target runs.
	if err != nil {
		_, _ = unix.Write(statusFD, []byte("err "+strings.ReplaceAll(err.Error(), "\n", " ")+"\n"))
		syscall.Exit(127)
	}
	_, _ = unix.Write(statusFD, []byte("pid "+strconv.Itoa(pid)+"\n"))
	syscall.Exit(0)
}

// execPlan is everything the forked child needs, prepared by the parent as
// plain addresses so that the child touches no Go machinery.
type execPlan struct {
	path, argv, envv uintptr // execve's arguments
	limits           [8]struct{ resource, rlim uintptr }
	nlimits          int
	emptyMask        uint64 // the target starts with no signal blocked
	fullMask         uint64 // a failing child blocks them all again
	fail             [32]byte
}

// launch forks the child that execs argv under the limits in spec and
// returns its pid.
func launch(spec string, argv []string) (int, error) {
	if len(argv) == 0 {
		return 0, errors.New("launcher: no program given")
	}
	var plan execPlan
	rlims := make([]unix.Rlimit, 0, len(plan.limits))
	for _, f := range strings.Fields(spec) {
		name, val, ok := strings.Cut(f, "=")
		res, known := rlimitNames[name]
		soft, hard, ok2 := strings.Cut(val, ":")
		if !ok || !known || !ok2 || len(rlims) == cap(rlims) {
			return 0, fmt.Errorf("launcher: bad limit %q in %s", f, launchEnv)
		}
		lo, err1 := strconv.ParseUint(soft, 10, 64)
		hi, err2 := strconv.ParseUint(hard, 10, 64)
		if err1 != nil || err2 != nil || lo > hi {
			return 0, fmt.Errorf("launcher: bad limit %q in %s", f, launchEnv)
		}
		var old unix.Rlimit
		if err := unix.Getrlimit(res, &old); err != nil {
			return 0, fmt.Errorf("launcher: getrlimit %s: %w", name, err)
		}
		// An unprivileged process cannot raise its hard limit.
		hi = min(hi, old.Max)
		rlims = append(rlims, unix.Rlimit{Cur: min(lo, hi), Max: hi})
		plan.limits[plan.nlimits].resource = uintptr(res)
		plan.limits[plan.nlimits].rlim = uintptr(unsafe.Pointer(&rlims[len(rlims)-1]))
		plan.nlimits++
	}
	path, err := syscall.BytePtrFromString(argv[0])
	if err != nil {
		return 0, fmt.Errorf("exec %s: %w", argv[0], err)
	}
	argvp, err := syscall.SlicePtrFromStrings(argv)
	if err != nil {
		return 0, fmt.Errorf("exec %s: %w", argv[0], err)
	}
	envp, err := syscall.SlicePtrFromStrings(launcherEnv())
	if err != nil {
		return 0, fmt.Errorf("exec %s: %w", argv[0], err)
	}
	plan.path = uintptr(unsafe.Pointer(path))
	plan.argv = uintptr(unsafe.Pointer(&argvp[0]))
	plan.envv = uintptr(unsafe.Pointer(&envp[0]))
	plan.fullMask = ^uint64(0)
	copy(plan.fail[:], "errno ? 0000000000\n")
	unix.CloseOnExec(statusFD)

	// As syscall.ForkExec does: no signal may run a Go handler in the child,
	// and the goroutine must stay on this thread while its signals are
	// blocked.
	runtime.LockOSThread()
	var old uint64
	_, _, e := syscall.RawSyscall6(syscall.SYS_RT_SIGPROCMASK, unix.SIG_SETMASK,
		uintptr(unsafe.Pointer(&plan.fullMask)), uintptr(unsafe.Pointer(&old)), 8, 0, 0)
	if e != 0 {
		runtime.UnlockOSThread()
		return 0, fmt.Errorf("launcher: sigprocmask: %w", e)
	}
	pid, e := forkChild(&plan)
	_, _, _ = syscall.RawSyscall6(syscall.SYS_RT_SIGPROCMASK, unix.SIG_SETMASK,
		uintptr(unsafe.Pointer(&old)), 0, 8, 0, 0)
	runtime.UnlockOSThread()
	runtime.KeepAlive(path)
	runtime.KeepAlive(argvp)
	runtime.KeepAlive(envp)
	runtime.KeepAlive(rlims)
	if e != 0 {
		return 0, fmt.Errorf("launcher: fork: %w", e)
	}
	return pid, nil
}

// forkChild forks; the child applies the limits and execs the plan. The
// child runs only this function and raw system calls: no allocation, no
// stack growth, no scheduler, no race or pointer checks.
//
//go:noinline
//go:nosplit
//go:norace
//go:nocheckptr
func forkChild(p *execPlan) (int, syscall.Errno) {
	pid, _, e := syscall.RawSyscall6(syscall.SYS_CLONE, uintptr(syscall.SIGCHLD), 0, 0, 0, 0, 0)
	if e != 0 || pid != 0 {
		return int(pid), e
	}
	for i := 0; i < p.nlimits; i++ {
		_, _, e = syscall.RawSyscall6(syscall.SYS_PRLIMIT64, 0, p.limits[i].resource, p.limits[i].rlim, 0, 0, 0)
		if e != 0 {
			childFail(p, 'r', e)
		}
	}
	_, _, e = syscall.RawSyscall6(syscall.SYS_RT_SIGPROCMASK, unix.SIG_SETMASK,
		uintptr(unsafe.Pointer(&p.emptyMask)), 0, 8, 0, 0)
	if e == 0 {
		_, _, e = syscall.RawSyscall(syscall.SYS_EXECVE, p.path, p.argv, p.envv)
	}
	childFail(p, 'x', e)
	return 0, 0
}

// childFail reports a failed prlimit ('r') or execve ('x') on the status
// pipe and exits the child.
//
//go:nosplit
//go:norace
//go:nocheckptr
func childFail(p *execPlan, kind byte, e syscall.Errno) {
	// No Go signal handler may run in this copy of the launcher.
	_, _, _ = syscall.RawSyscall6(syscall.SYS_RT_SIGPROCMASK, unix.SIG_SETMASK,
		uintptr(unsafe.Pointer(&p.fullMask)), 0, 8, 0, 0)
	p.fail[6] = kind
	n := uint64(e)
	for i := 17; i >= 8; i-- {
		p.fail[i] = byte('0' + n%10)
		n /= 10
	}
	_, _, _ = syscall.RawSyscall(syscall.SYS_WRITE, statusFD, uintptr(unsafe.Pointer(&p.fail[0])), 19)
	for {
		_, _, _ = syscall.RawSyscall(syscall.SYS_EXIT_GROUP, 127, 0, 0)
	}
}

// launcherEnv is our environment without the launcher's variable, so a
// program that is itself a carokit binary does not take itself for a
// launcher.
func launcherEnv() []string {
	env := os.Environ()
	out := env[:0:0]
	for _, kv := range env {
		if !strings.HasPrefix(kv, launchEnv+"=") {
			out = append(out, kv)
		}
	}
	return out
}

// encodeLimits turns lim into the rlimits the launcher applies:
//   - RLIMIT_CPU: ceil(CPU)+1 s soft (SIGXCPU), one more second hard
//     (SIGKILL). A backstop only: Run polls the CPU clock and kills at the
//     limit itself; this one still works if the judge dies.
//   - RLIMIT_DATA = the memory limit. Unlike RLIMIT_AS it does not count
//     address space a runtime reserves without using (Go reserves over
//     1 GB), yet it stops malloc, Python and Go heaps.
//   - RLIMIT_STACK = the memory limit, as most judges do, so deep recursion
//     is bounded by memory, not by the 8 MiB default.
//   - RLIMIT_FSIZE = the output cap: a program has no business writing
//     larger files.
//   - RLIMIT_CORE = 0: no core dumps.
func encodeLimits(lim Limits) string {
	cpu := uint64(math.Ceil(lim.CPU.Seconds())) + 1
	parts := []string{
		fmt.Sprintf("cpu=%d:%d", cpu, cpu+1),
		fmt.Sprintf("fsize=%d:%d", lim.OutputBytes, lim.OutputBytes),
		"core=0:0",
	}
	if lim.MemoryBytes > 0 && !lim.noDataLimit {
		parts = append(parts, fmt.Sprintf("data=%d:%d", lim.MemoryBytes, lim.MemoryBytes))
	}
	if lim.MemoryBytes > 0 {
		parts = append(parts, fmt.Sprintf("stack=%d:%d", lim.MemoryBytes, lim.MemoryBytes))
	}
	return strings.Join(parts, " ")
}

// readLaunchStatus reads the launcher's status pipe to end of file and
// returns the target's pid.
func readLaunchStatus(f *os.File) (int, error) {
	_ = f.SetReadDeadline(time.Now().Add(30 * time.Second))
	b, err := io.ReadAll(f)
	if err != nil {
		return 0, fmt.Errorf("launcher status: %w", err)
	}
	pid := 0
	var failed error
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		kind, rest, _ := strings.Cut(line, " ")
		switch kind {
		case "pid":
			if pid, err = strconv.Atoi(rest); err != nil || pid <= 0 {
				return 0, fmt.Errorf("launcher status: bad pid %q", rest)
			}
		case "err":
			failed = errors.New(rest)
		case "errno":
			what, num, _ := strings.Cut(rest, " ")
			n, _ := strconv.Atoi(num)
			if what == "x" {
				failed = fmt.Errorf("exec: %w", syscall.Errno(n))
			} else {
				failed = fmt.Errorf("launcher: setrlimit: %w", syscall.Errno(n))
			}
		}
	}
	switch {
	case failed != nil:
		return pid, failed
	case pid == 0:
		return 0, errNoStatus
	}
	return pid, nil
}

// errNoStatus means the launcher died without a word: it crashed, or the
// binary does not call MaybeLaunch.
var errNoStatus = errors.New("launcher exited without starting the program (does main call runner.MaybeLaunch first?)")
