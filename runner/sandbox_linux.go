package runner

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// sandboxWorkBytes caps each of the program's writable folders, /box and
// /tmp: room for any scratch file a contest program writes, and the pages
// count against the memory limit too when a cgroup is used.
const sandboxWorkBytes = 64 << 20

// programPATH is the program's PATH inside the sandbox.
const programPATH = "/usr/local/bin:/usr/bin:/bin"

// sandboxMountPoint is where the init mounts the program's root, in its
// own mount namespace: any existing folder would do, and this one exists
// on every Linux system and holds nothing a program is shown. (A fresh
// temporary folder per run cost 0.5 ms of ext4 journalling.)
const sandboxMountPoint = "/sys"

// nobody is the unprivileged uid and gid the program runs as, inside and
// on the host, when carokit runs as root.
const nobody = 65534

var nsState struct {
	once sync.Once
	err  error
}

// namespacesUsable probes once whether this kernel lets carokit build the
// sandbox, by starting an init that builds the root file system and exits.
func namespacesUsable() error {
	nsState.once.Do(func() {
		if os.Getenv(DisableSandboxEnv) == "1" {
			nsState.err = errors.New("disabled by " + DisableSandboxEnv + "=1")
			return
		}
		nsState.err = probeNamespaces()
	})
	return nsState.err
}

func probeNamespaces() error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	root := sandboxMountPoint
	if !isDir(root) {
		if root, err = os.MkdirTemp("", "carokit-probe-"); err != nil {
			return err
		}
		defer os.RemoveAll(root)
	}
	stR, stW, err := os.Pipe()
	if err != nil {
		return err
	}
	defer stR.Close()
	spec := launchSpec{Mode: "probe", Root: root, Path: self, WorkBytes: 1 << 20}
	null, err := os.Open(os.DevNull)
	if err != nil {
		stW.Close()
		return err
	}
	defer null.Close()
	p, err := startInit(self, spec, []*os.File{null, null, null, stW}, true)
	stW.Close()
	if err != nil {
		return err
	}
	lines := readStatusLines(stR)
	_, _ = p.Wait()
	if len(lines) == 1 && lines[0] == "ok" {
		return nil
	}
	return fmt.Errorf("the sandbox's init failed: %s", strings.Join(lines, "; "))
}

// startInit starts the sandbox's init in new namespaces (the leader of its
// own process group if ownGroup), killed should the thread that started
// it die.
func startInit(self string, spec launchSpec, files []*os.File, ownGroup bool) (*os.Process, error) {
	raw, err := json.Marshal(spec)
	if err != nil {
		return nil, err
	}
	sys := &syscall.SysProcAttr{
		Cloneflags: unix.CLONE_NEWUSER | unix.CLONE_NEWPID | unix.CLONE_NEWNS | unix.CLONE_NEWNET |
			unix.CLONE_NEWIPC | unix.CLONE_NEWUTS,
		Setpgid:   ownGroup,
		Pdeathsig: unix.SIGKILL,
	}
	uid, gid := os.Geteuid(), os.Getegid()
	if uid == 0 {
		// Root maps two users: root for the init, which must read what it
		// binds (a cache under /root), and nobody for the program, which
		// gets no power over the host's files and no capability.
		sys.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: 0, Size: 1}, {ContainerID: nobody, HostID: nobody, Size: 1}}
		sys.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: 0, Size: 1}, {ContainerID: nobody, HostID: nobody, Size: 1}}
		sys.GidMappingsEnableSetgroups = true
	} else {
		sys.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: 1}}
		sys.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: 1}}
	}
	// argv names nothing: the program can read its parent's command line.
	return os.StartProcess(self, []string{"sandbox-init"}, &os.ProcAttr{
		// One thread is all the init needs; and the runtime then skips
		// reading the cgroup files to size GOMAXPROCS.
		Env:   []string{launchEnv + "=" + string(raw), "GOMAXPROCS=1"},
		Files: files,
		Sys:   sys,
	})
}

// sandboxPlan is how a run is sandboxed: cgroups or the fallback.
type sandboxPlan struct {
	cgroups *cgroupHost // nil: no cgroup (fallback accounting)
}

// planSandbox decides how a run with mode is sandboxed: nil for no sandbox
// (off, or auto where the kernel refuses), an error for require.
func planSandbox(mode SandboxMode) (*sandboxPlan, error) {
	if mode == SandboxOff {
		return nil, nil
	}
	if err := namespacesUsable(); err != nil {
		if mode == SandboxRequire {
			return nil, fmt.Errorf("--sandbox require: cannot sandbox: %w", err)
		}
		return nil, nil
	}
	cg, _ := hostCgroups()
	return &sandboxPlan{cgroups: cg}, nil
}

// CheckSandbox says what runs in mode will get, once per command: an
// error where mode is require and the kernel cannot sandbox, and, for
// auto, one line on what is not enforced ("" when everything is).
func CheckSandbox(mode SandboxMode) (string, error) {
	if mode == SandboxOff {
		return "", nil
	}
	if err := namespacesUsable(); err != nil {
		if mode == SandboxRequire {
			return "", fmt.Errorf("--sandbox require: cannot sandbox programs: %w", err)
		}
		return "sandbox unavailable (" + err.Error() + "): programs run unsandboxed, with access to the files, network and processes of carokit's user", nil
	}
	if _, err := hostCgroups(); err != nil {
		return "sandbox without cgroups (" + err.Error() + "): CPU time and memory are measured per process (the main one, and children it waited for), the process cap is RLIMIT_NPROC", nil
	}
	return "", nil
}

// sandboxLimits are the rlimits of a sandboxed program: with a cgroup the
// memory and process limits are the cgroup's; without, RLIMIT_DATA and
// RLIMIT_NPROC stand in (per process, and per user inside the namespace).
func sandboxLimits(lim Limits, cgroup bool) string {
	s := encodeLimits(lim)
	if !cgroup {
		return s + " nproc=" + strconv.Itoa(lim.MaxProcesses) + ":" + strconv.Itoa(lim.MaxProcesses)
	}
	var kept []string
	for _, f := range strings.Fields(s) {
		if !strings.HasPrefix(f, "data=") {
			kept = append(kept, f)
		}
	}
	return strings.Join(kept, " ")
}

// startSandbox starts the program in the sandbox. Its input goes through
// a pipe that a goroutine fills from stdin, so the program never holds a
// file of the package. root is an empty folder for the init's mounts.
func (r *run) startSandbox(ctx context.Context, self, target string, p Program, root string, stdin *os.File, plan *sandboxPlan) error {
	var files []*os.File // closed after the start
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	pipe := func() (*os.File, *os.File, error) {
		rd, wr, err := os.Pipe()
		if err == nil {
			files = append(files, wr)
		}
		return rd, wr, err
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return err
	}
	files = append(files, inR)
	outR, outW, err := pipe()
	if err != nil {
		inW.Close()
		return err
	}
	errR, errW, err := pipe()
	if err != nil {
		inW.Close()
		outR.Close()
		return err
	}
	stR, stW, err := pipe()
	if err != nil {
		inW.Close()
		outR.Close()
		errR.Close()
		return err
	}
	spec := sandboxSpec(target, p, r.lim, plan)
	spec.Root = root
	initFiles := []*os.File{inR, outW, errW, stW}
	if plan.cgroups != nil {
		if r.cg, err = plan.cgroups.create(r.lim); err != nil {
			inW.Close()
			outR.Close()
			errR.Close()
			stR.Close()
			return err
		}
		spec.Cgroups = len(r.cg.runProcs)
		initFiles = append(append(initFiles, r.cg.runProcs...), r.cg.homeFDs...)
	}
	// A fork copies the judge's page tables: cheap for a small judge,
	// 40 ms for one of 200 MiB, which then goes through a spawner.
	r.spawned = ownRSSBytes() > spawnAboveRSS
	var started *os.Process
	r.pgid, err = startTracked(func() (int, error) {
		pr, err := startSandboxed(self, spec, initFiles, r.spawned)
		if err != nil {
			return 0, err
		}
		started = pr
		return pr.Pid, nil
	})
	if r.cg != nil {
		r.cg.close()
	}
	for _, f := range files {
		f.Close()
	}
	files = nil
	if err != nil {
		inW.Close()
		outR.Close()
		errR.Close()
		stR.Close()
		r.removeCgroup()
		return fmt.Errorf("start sandbox: %w", err)
	}
	started.Release()
	r.pid = r.pgid // the init, or the spawner, its parent: both in group pgid
	trackPID(r.pid)
	r.feedDone = make(chan struct{})
	go func() {
		// EPIPE once the program and its init are gone: not an error.
		_, _ = io.Copy(inW, stdin)
		inW.Close()
		close(r.feedDone)
	}()
	r.stdout = newCapture(outR, r.lim.OutputBytes, true)
	r.stderr = newCapture(errR, r.lim.StderrBytes, false)
	r.readers.Add(2)
	go r.stdout.run(&r.readers)
	go r.stderr.run(&r.readers)
	r.status = bufio.NewReader(stR)
	r.statusFile = stR
	return r.awaitStarted(ctx)
}

// awaitStarted reads the init's first status line: "started", or why not.
func (r *run) awaitStarted(ctx context.Context) error {
	stop := context.AfterFunc(ctx, r.killAll)
	defer stop()
	_ = r.statusFile.SetReadDeadline(time.Now().Add(30 * time.Second))
	line, err := r.status.ReadString('\n')
	_ = r.statusFile.SetReadDeadline(time.Time{})
	r.began = time.Now()
	line = strings.TrimSpace(line)
	switch {
	case line == "started" && ctx.Err() == nil:
		if r.cg == nil {
			r.progPID = firstChild(r.pid)
			if r.spawned {
				r.progPID = firstChild(r.progPID)
			}
		}
		return nil
	case ctx.Err() != nil:
		err = context.Cause(ctx)
	case strings.HasPrefix(line, "err "):
		err = errors.New(strings.TrimPrefix(line, "err "))
	case err == nil:
		err = fmt.Errorf("sandbox: unexpected status %q", line)
	default:
		err = fmt.Errorf("sandbox: %w", errNoStatus)
	}
	r.abort()
	return err
}

// firstChild is a child of pid (the program, for the init), or 0.
func firstChild(pid int) int {
	tasks, _ := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/task")
	for _, t := range tasks {
		b, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/task/" + t.Name() + "/children")
		if f := strings.Fields(string(b)); len(f) > 0 {
			c, _ := strconv.Atoi(f[0])
			return c
		}
	}
	return 0
}

// removeCgroup removes the run's cgroups, if any.
func (r *run) removeCgroup() {
	if r.cg != nil {
		_ = r.cg.remove()
	}
}

// sandboxExit is what the init reported about the program.
type sandboxExit struct {
	ok     bool
	status unix.WaitStatus
	cpu    time.Duration
	maxKiB int64
}

// readSandboxExit reads the init's "exit" line, once the init is dead.
func (r *run) readSandboxExit() sandboxExit {
	var e sandboxExit
	rest, _ := io.ReadAll(r.status)
	for _, line := range strings.Split(string(rest), "\n") {
		f := strings.Fields(line)
		if len(f) == 4 && f[0] == "exit" {
			ws, err1 := strconv.ParseUint(f[1], 10, 32)
			cpu, err2 := strconv.ParseInt(f[2], 10, 64)
			kib, err3 := strconv.ParseInt(f[3], 10, 64)
			if err1 == nil && err2 == nil && err3 == nil {
				e = sandboxExit{ok: true, status: unix.WaitStatus(ws), cpu: time.Duration(cpu), maxKiB: kib}
			}
		}
	}
	return e
}

// spawnInit is the launcher in "spawn" mode: it starts the init with the
// files it was given, in its own process group, and waits for it.
func spawnInit(spec launchSpec) error {
	if spec.Init == nil {
		return errors.New("spawn: no init")
	}
	n := statusFD + 1 + 2*spec.Init.Cgroups
	files := make([]*os.File, n)
	for fd := range files {
		files[fd] = os.NewFile(uintptr(fd), "")
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	p, err := startInit(self, *spec.Init, files, false)
	if err != nil {
		return fmt.Errorf("start sandbox: %w", err)
	}
	for _, f := range files[1:] {
		f.Close() // the init's output and status pipes end with the init
	}
	_, _ = p.Wait()
	return nil
}

// spawnAboveRSS is the judge's resident size above which the init is
// started through a spawner: forking a 64 MiB judge costs about what
// starting a spawner does (a Go process, about 1 ms).
const spawnAboveRSS = 64 << 20

// startSandboxed starts the init directly, or through a spawner.
func startSandboxed(self string, spec launchSpec, files []*os.File, spawn bool) (*os.Process, error) {
	if !spawn {
		return startInit(self, spec, files, true)
	}
	raw, err := json.Marshal(launchSpec{Mode: "spawn", Init: &spec})
	if err != nil {
		return nil, err
	}
	return os.StartProcess(self, []string{"sandbox-spawn"}, &os.ProcAttr{
		Env:   []string{launchEnv + "=" + string(raw)},
		Files: files,
		Sys:   &syscall.SysProcAttr{Setpgid: true, Pdeathsig: unix.SIGKILL},
	})
}

// ownRSSBytes is the judge's resident set now (0 if unknown).
func ownRSSBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// sandboxSpec is the init's spec for running p (target) under lim.
func sandboxSpec(target string, p Program, lim Limits, plan *sandboxPlan) launchSpec {
	spec := launchSpec{Mode: "sandbox", Limits: sandboxLimits(lim, plan.cgroups != nil), Path: target, Args: p.Args,
		Root: sandboxMountPoint, Expose: append([]string{target}, p.Expose...), WorkBytes: sandboxWorkBytes,
		Env: []string{"PATH=" + programPATH, "LANG=C.UTF-8", "HOME=/box"}}
	if os.Geteuid() == 0 {
		spec.UID = nobody
	} else {
		spec.NoRoot = true
	}
	return spec
}
