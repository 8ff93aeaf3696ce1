package runner

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sys/unix"
)

// The launcher protocol. Run starts os.Executable() as the leader of a new
// process group, with argv [self, target, args...], the rlimits in the
// environment variable launchEnv ("cpu=2:3 data=268435456:268435456 ..." as
// soft:hard pairs) and a status pipe on statusFD. MaybeLaunch sets the
// rlimits on itself, starts the target (which inherits them, the group and
// stdin, stdout and stderr), writes "ok <target pid>" on the pipe and exits;
// on any failure it writes "err <message>" and exits 127.
//
// Why not simply exec the target from the launcher: ru_maxrss belongs to
// the process, and execve folds the old address space's peak into it. The
// launcher is forked from the judge with vfork (as Go does), so its old
// address space is the judge's, and the program would be charged the
// judge's peak memory, hundreds of MiB after a large output. A process the
// launcher forks starts with a fresh ru_maxrss, charged at most the
// launcher's own few MiB. When the launcher exits, its child is re-parented
// to the judge, a child subreaper, which waits for it directly.
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
// one: it applies the limits, starts the program and exits, never returning.
// When the process was not started by Run it does nothing. Call it first
// thing in main, and in TestMain of tests that call Run.
func MaybeLaunch() {
	spec, ok := os.LookupEnv(launchEnv)
	if !ok {
		return
	}
	pid, err := launch(spec, os.Args[1:])
	// The program's stdout and stderr are the judge's captures, so the
	// launcher speaks on the status pipe only.
	if err != nil {
		_, _ = unix.Write(statusFD, []byte("err "+strings.ReplaceAll(err.Error(), "\n", " ")+"\n"))
		os.Exit(127)
	}
	_, _ = unix.Write(statusFD, []byte("ok "+strconv.Itoa(pid)+"\n"))
	os.Exit(0)
}

// launch starts the program under the limits in spec and returns its pid.
func launch(spec string, argv []string) (int, error) {
	if len(argv) == 0 {
		return 0, errors.New("launcher: no program given")
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
		limits = append(limits, rlimit{res, unix.Rlimit{Cur: min(lo, hi), Max: hi}})
	}
	// Inherited descriptors are not close-on-exec; the program must not
	// hold the status pipe, or the judge would not see it end.
	unix.CloseOnExec(statusFD)
	attr := &os.ProcAttr{
		Env:   launcherEnv(),
		Files: []*os.File{os.Stdin, os.Stdout, os.Stderr},
	}
	// The limits are set on the launcher itself, for the child to inherit;
	// the launcher only forks and exits after this, well within them.
	for _, l := range limits {
		if err := unix.Setrlimit(l.resource, &l.lim); err != nil {
			return 0, fmt.Errorf("launcher: setrlimit: %w", err)
		}
	}
	p, err := os.StartProcess(argv[0], argv, attr)
	if err != nil {
		return 0, fmt.Errorf("launcher: %w", err)
	}
	return p.Pid, nil
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
// returns the program's pid.
func readLaunchStatus(f *os.File) (int, error) {
	_ = f.SetReadDeadline(time.Now().Add(30 * time.Second))
	b, err := io.ReadAll(f)
	if err != nil {
		return 0, fmt.Errorf("launcher status: %w", err)
	}
	kind, rest, _ := strings.Cut(strings.TrimSpace(string(b)), " ")
	switch kind {
	case "ok":
		pid, err := strconv.Atoi(rest)
		if err != nil || pid <= 0 {
			return 0, fmt.Errorf("launcher status: bad pid %q", rest)
		}
		return pid, nil
	case "err":
		return 0, errors.New(rest)
	}
	return 0, errNoStatus
}

// errNoStatus means the launcher died without a word: it crashed, or the
// binary does not call MaybeLaunch.
var errNoStatus = errors.New("launcher exited without starting the program (does main call runner.MaybeLaunch first?)")
