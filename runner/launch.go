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
// process group, with argv [self, target, args...], "fork " and the rlimits
// in the environment variable launchEnv ("fork cpu=2:3 data=...:..." with
// soft:hard pairs) and a status pipe on statusFD. MaybeLaunch then works in
// two stages:
//
//  1. fork: the first launcher starts a second one (same argv, launchEnv
//     now "exec ..."), writes "pid <its pid>" on the status pipe and exits.
//  2. exec: the second launcher writes "cpu <ns>", the CPU time it used
//     (which the kernel will go on counting as the target's), sets the
//     rlimits and execs the target in place, so the target keeps its pid.
//     If anything fails it writes "err <message>" and exits 127.
//
// The pipe is close-on-exec in stage 2, so the judge reads it to end of
// file: a pid and no error means the target is running. The first launcher
// has exited by then, so the target has been re-parented to the judge, a
// child subreaper, which waits for it directly.
//
// Why two stages: ru_maxrss belongs to the process, and execve folds the
// old address space's peak into it. The first launcher is forked from the
// judge with vfork (as Go does), so its old address space is the judge's:
// a target exec'd by it would be charged the judge's peak memory, hundreds
// of MiB after a large output or under the race detector. The second
// launcher is a new process whose old address space is the first
// launcher's, a few MiB. And setting the limits right before the exec,
// rather than in a launcher that still forks, keeps the Go runtime from
// running under a data limit smaller than its own reservations.
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
	stage, limits, _ := strings.Cut(spec, " ")
	var err error
	switch stage {
	case "fork":
		err = forkStage(limits)
	case "exec":
		err = execStage(limits, os.Args[1:])
	default:
		err = fmt.Errorf("launcher: bad %s %q", launchEnv, spec)
	}
	// The target's stdout and stderr are the judge's captures, so the
	// launcher speaks on the status pipe only.
	_, _ = unix.Write(statusFD, []byte("err "+strings.ReplaceAll(err.Error(), "\n", " ")+"\n"))
	os.Exit(127)
}

// forkStage starts the second launcher and exits.
func forkStage(limits string) error {
	env := append(launcherEnv(), launchEnv+"=exec "+limits)
	attr := &os.ProcAttr{
		Env:   env,
		Files: []*os.File{os.Stdin, os.Stdout, os.Stderr, os.NewFile(statusFD, "status")},
	}
	// /proc/self/exe is this very binary even if its file was replaced.
	p, err := os.StartProcess("/proc/self/exe", os.Args, attr)
	if err != nil {
		return fmt.Errorf("launcher: %w", err)
	}
	if _, err := unix.Write(statusFD, []byte("pid "+strconv.Itoa(p.Pid)+"\n")); err != nil {
		return fmt.Errorf("launcher: write status: %w", err)
	}
	os.Exit(0)
	return nil
}

// execStage applies the limits and execs argv; it only returns on failure.
func execStage(spec string, argv []string) error {
	if len(argv) == 0 {
		return errors.New("launcher: no program given")
	}
	type rlimit struct {
		resource int
		lim      unix.Rlimit
	}
	var limits []rlimit
	for _, f := range strings.Fields(spec) {
		name, val, ok := strings.Cut(f, "=")
		res, known := rlimitNames[name]
		soft, hard, ok2 := strings.Cut(val, ":")
		if !ok || !known || !ok2 {
			return fmt.Errorf("launcher: bad limit %q in %s", f, launchEnv)
		}
		lo, err1 := strconv.ParseUint(soft, 10, 64)
		hi, err2 := strconv.ParseUint(hard, 10, 64)
		if err1 != nil || err2 != nil || lo > hi {
			return fmt.Errorf("launcher: bad limit %q in %s", f, launchEnv)
		}
		var old unix.Rlimit
		if err := unix.Getrlimit(res, &old); err != nil {
			return fmt.Errorf("launcher: getrlimit %s: %w", name, err)
		}
		// An unprivileged process cannot raise its hard limit.
		hi = min(hi, old.Max)
		limits = append(limits, rlimit{res, unix.Rlimit{Cur: min(lo, hi), Max: hi}})
	}
	// Everything the exec needs is built now: once the data limit is set,
	// this Go process (whose own reservations may exceed it) must not
	// allocate, nor create a thread, nor enter the scheduler. Hence raw
	// system calls only, from the first prlimit to the execve.
	path, err := syscall.BytePtrFromString(argv[0])
	if err != nil {
		return fmt.Errorf("exec %s: %w", argv[0], err)
	}
	argvp, err := syscall.SlicePtrFromStrings(argv)
	if err != nil {
		return fmt.Errorf("exec %s: %w", argv[0], err)
	}
	envp, err := syscall.SlicePtrFromStrings(launcherEnv())
	if err != nil {
		return fmt.Errorf("exec %s: %w", argv[0], err)
	}
	// The CPU time of this process so far is the launcher's, though the
	// kernel will go on counting it as the target's.
	var ru unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_SELF, &ru); err != nil {
		return fmt.Errorf("launcher: getrusage: %w", err)
	}
	cpu := ru.Utime.Nano() + ru.Stime.Nano()
	if _, err := unix.Write(statusFD, []byte("cpu "+strconv.FormatInt(cpu, 10)+"\n")); err != nil {
		return fmt.Errorf("launcher: write status: %w", err)
	}
	unix.CloseOnExec(statusFD)

	for i := range limits {
		_, _, e := unix.RawSyscall6(unix.SYS_PRLIMIT64, 0, uintptr(limits[i].resource),
			uintptr(unsafe.Pointer(&limits[i].lim)), 0, 0, 0)
		if e != 0 {
			rawFail('r', e)
		}
	}
	_, _, e := unix.RawSyscall(unix.SYS_EXECVE, uintptr(unsafe.Pointer(path)),
		uintptr(unsafe.Pointer(&argvp[0])), uintptr(unsafe.Pointer(&envp[0])))
	runtime.KeepAlive(path)
	runtime.KeepAlive(argvp)
	runtime.KeepAlive(envp)
	rawFail('x', e)
	return nil
}

// failLine is rawFail's buffer, allocated before any limit is set.
var failLine = []byte("errno r 0000000000\n")

// rawFail reports a failed prlimit ('r') or execve ('x') as "errno K N" on
// the status pipe and exits, without allocating.
func rawFail(kind byte, e syscall.Errno) {
	failLine[6] = kind
	n := uint64(e)
	for i := len(failLine) - 2; i >= 8; i-- {
		failLine[i] = byte('0' + n%10)
		n /= 10
	}
	_, _, _ = unix.RawSyscall(unix.SYS_WRITE, statusFD, uintptr(unsafe.Pointer(&failLine[0])), uintptr(len(failLine)))
	_, _, _ = unix.RawSyscall(unix.SYS_EXIT_GROUP, 127, 0, 0)
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
	if lim.MemoryBytes > 0 {
		parts = append(parts,
			fmt.Sprintf("data=%d:%d", lim.MemoryBytes, lim.MemoryBytes),
			fmt.Sprintf("stack=%d:%d", lim.MemoryBytes, lim.MemoryBytes))
	}
	return strings.Join(parts, " ")
}

// readLaunchStatus reads the launcher's status pipe to end of file and
// returns the target's pid and the launcher's CPU time in its process.
func readLaunchStatus(f *os.File) (int, time.Duration, error) {
	_ = f.SetReadDeadline(time.Now().Add(30 * time.Second))
	b, err := io.ReadAll(f)
	if err != nil {
		return 0, 0, fmt.Errorf("launcher status: %w", err)
	}
	pid, cpu := 0, int64(-1)
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		kind, rest, _ := strings.Cut(line, " ")
		switch kind {
		case "pid":
			if pid, err = strconv.Atoi(rest); err != nil || pid <= 0 {
				return 0, 0, fmt.Errorf("launcher status: bad pid %q", rest)
			}
		case "cpu":
			if cpu, err = strconv.ParseInt(rest, 10, 64); err != nil || cpu < 0 {
				return pid, 0, fmt.Errorf("launcher status: bad CPU time %q", rest)
			}
		case "err":
			return pid, 0, errors.New(rest)
		case "errno":
			// From rawFail: "r N" for a failed prlimit, "x N" for the exec.
			what, num, _ := strings.Cut(rest, " ")
			n, _ := strconv.Atoi(num)
			if what == "x" {
				return pid, 0, fmt.Errorf("exec: %w", syscall.Errno(n))
			}
			return pid, 0, fmt.Errorf("launcher: setrlimit: %w", syscall.Errno(n))
		}
	}
	if pid == 0 || cpu < 0 {
		return pid, 0, errNoStatus
	}
	return pid, time.Duration(cpu), nil
}

// errNoStatus means the launcher died without a word: it crashed, or the
// binary does not call MaybeLaunch.
var errNoStatus = errors.New("launcher exited without starting the program (does main call runner.MaybeLaunch first?)")
