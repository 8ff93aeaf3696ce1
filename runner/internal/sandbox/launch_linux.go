package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// The launcher protocol. Run starts os.Executable() with the launch spec
// (Spec, JSON) in the environment variable LaunchEnv and a status
// pipe on statusFD; MaybeLaunch, called from this package's init, sees the
// variable and becomes the launcher. The program's stdin, stdout and
// stderr are the launcher's 0, 1 and 2.
//
//   - "plain" (--sandbox off): the launcher, the leader of a new process
//     group, forks the program, which sets the rlimits on itself and
//     execs (launchPlain), writes "pid <pid>" and exits. The program is
//     re-parented to the judge, a child subreaper, which waits for it.
//   - "sandbox": the launcher is the init of the run's new namespaces; see
//     sandboxInit.
//   - "spawn": the launcher starts the sandbox's init (forking itself, a
//     small process, rather than the judge, whose page tables a fork
//     would copy: 40 ms for a judge of 200 MiB), waits for it and exits;
//     both die should the judge die.
//   - "warm": the launcher is the init of a warm sandbox, which serves many
//     runs of one program; see warmInit.
//   - "probe": the launcher builds the sandbox's file system and exits, to
//     learn whether this kernel allows it.
//
// Why a launcher at all, rather than starting the program from the judge:
// Go starts children with vfork, and exec folds the peak of the address
// space it replaces into the new program's ru_maxrss. From the judge that
// is the judge's peak, hundreds of MiB after a large output; from the
// launcher, a fresh small process, it is the launcher's few MiB. (With a
// cgroup, the sandbox reads the tree's peak from the cgroup instead.) The
// launcher also applies the rlimits before the program's first
// instruction, which prlimit after the start cannot.
//
// Earlier versions forked the launcher's child with a raw clone so that
// not even the launcher's peak was charged; os/exec now does the fork, and
// with it takes syscall.ForkLock and the runtime's fork hooks.
const (
	LaunchEnv = "CAROKIT_LAUNCH"
	statusFD  = 3
)

// Spec is what the launcher is told.
type Spec struct {
	Mode   string   `json:"mode"`   // "plain", "sandbox" or "probe"
	Limits string   `json:"limits"` // rlimits, as runner.encodeLimits writes them
	Path   string   `json:"path"`
	Args   []string `json:"args,omitempty"`
	// Sandbox only.
	Root      string   `json:"root,omitempty"`   // the empty host folder the new root is mounted on
	Expose    []string `json:"expose,omitempty"` // host paths shown read-only (Path included)
	Writable  []string `json:"rw,omitempty"`     // host folders shown writable (a compiler's output)
	Env       []string `json:"env,omitempty"`
	UID       int      `json:"uid"`    // the program's uid and gid inside
	NoRoot    bool     `json:"noroot"` // runs as uid 0 inside: take its capabilities away
	WorkBytes int64    `json:"work"`   // size of /box and of /tmp
	Cgroups   int      `json:"cgroups"`
	Files     Files    `json:"files"` // file I/O; zero: standard streams
	// Spawn only: the init to start.
	Init *Spec `json:"init,omitempty"`
}

// rlimitNames maps the names used in the limits to resources.
var rlimitNames = map[string]int{
	"cpu":   unix.RLIMIT_CPU,
	"data":  unix.RLIMIT_DATA,
	"stack": unix.RLIMIT_STACK,
	"fsize": unix.RLIMIT_FSIZE,
	"core":  unix.RLIMIT_CORE,
	"nproc": unix.RLIMIT_NPROC,
}

// MaybeLaunch turns the process into the launcher when Run started it as
// one, and then never returns. When the process was not started by Run it
// does nothing. This package's init calls it; a TestMain may call it again
// harmlessly.
func MaybeLaunch() {
	raw, ok := os.LookupEnv(LaunchEnv)
	if !ok {
		return
	}
	os.Unsetenv(LaunchEnv)
	closeInheritedOnExec()
	var spec Spec
	err := json.Unmarshal([]byte(raw), &spec)
	if err == nil {
		switch spec.Mode {
		case "plain":
			err = launchPlain(spec)
		case "spawn":
			err = spawnInit(spec)
		case "sandbox", "probe":
			err = sandboxInit(spec)
		case "warm":
			err = warmInit(spec)
		default:
			err = fmt.Errorf("unknown mode %q", spec.Mode)
		}
	}
	// The program's stdout and stderr are the judge's captures, so the
	// launcher speaks on the status pipe only. The exits skip os.Exit's
	// hooks: the race detector's would sleep a second while the program
	// runs.
	if err != nil {
		status("err launcher: " + strings.ReplaceAll(err.Error(), "\n", " "))
		syscall.Exit(127)
	}
	syscall.Exit(0)
}

// status writes one line on the status pipe.
func status(line string) {
	_, _ = unix.Write(statusFD, []byte(line+"\n"))
}

// launchPlain starts the program under the rlimits (which only the child
// gets: rawChild), reports its pid and returns.
func launchPlain(spec Spec) error {
	unix.CloseOnExec(statusFD)
	c, err := newRawChild(spec.Path, spec.Args, os.Environ(), spec.Limits)
	if err != nil {
		return err
	}
	c.fds = []int{0, 1, 2}
	pid, err := c.start()
	if err != nil {
		return fmt.Errorf("exec: %w", err)
	}
	status("pid " + strconv.Itoa(pid))
	return nil
}

// rlimit is one resource's limits, ready for prlimit.
type rlimit struct {
	res int
	lim unix.Rlimit
}

// parseRlimits reads the limits ("cpu=2:3 data=…", soft:hard). An
// unprivileged process cannot raise its hard limit, so a hard limit above
// the current one is lowered to it.
func parseRlimits(spec string) ([]rlimit, error) {
	var out []rlimit
	for _, f := range strings.Fields(spec) {
		name, val, ok := strings.Cut(f, "=")
		res, known := rlimitNames[name]
		soft, hard, ok2 := strings.Cut(val, ":")
		if !ok || !known || !ok2 {
			return nil, fmt.Errorf("bad limit %q", f)
		}
		lo, err1 := strconv.ParseUint(soft, 10, 64)
		hi, err2 := strconv.ParseUint(hard, 10, 64)
		if err1 != nil || err2 != nil || lo > hi {
			return nil, fmt.Errorf("bad limit %q", f)
		}
		var old unix.Rlimit
		if err := unix.Getrlimit(res, &old); err != nil {
			return nil, fmt.Errorf("getrlimit %s: %w", name, err)
		}
		hi = min(hi, old.Max)
		out = append(out, rlimit{res, unix.Rlimit{Cur: min(lo, hi), Max: hi}})
	}
	return out, nil
}

// Environ is our environment without the launcher's variable, so a
// program that is itself a carokit binary does not take itself for a
// launcher.
func Environ() []string {
	env := os.Environ()
	out := env[:0:0]
	for _, kv := range env {
		if !strings.HasPrefix(kv, LaunchEnv+"=") {
			out = append(out, kv)
		}
	}
	return out
}

// ErrNoStatus means the launcher died without a word: it crashed, or the
// binary does not import runner.
var ErrNoStatus = errors.New("launcher exited without starting the program")

// ReadStatus reads the launcher's status pipe to end of file and
// returns the target's pid.
func ReadStatus(f *os.File) (int, error) {
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
		return 0, ErrNoStatus
	}
	return pid, nil
}
