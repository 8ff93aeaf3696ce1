package runner

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"

	"carokit/internal/scratch"
	"carokit/runner/internal/sandbox"
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
const nobody = sandbox.Nobody

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
		var remove func()
		if root, remove, err = scratch.MkdirTemp("carokit-probe-"); err != nil {
			return err
		}
		defer remove()
	}
	stR, stW, err := os.Pipe()
	if err != nil {
		return err
	}
	defer stR.Close()
	spec := sandbox.Spec{Mode: "probe", Root: root, Path: self, WorkBytes: 1 << 20}
	null, err := os.Open(os.DevNull)
	if err != nil {
		stW.Close()
		return err
	}
	defer null.Close()
	p, err := sandbox.Start(self, spec, []*os.File{null, null, null, stW}, false)
	stW.Close()
	if err != nil {
		return err
	}
	lines := sandbox.ReadStatusLines(stR)
	_, _ = p.Wait()
	if len(lines) == 1 && lines[0] == "ok" {
		return nil
	}
	return fmt.Errorf("the sandbox's init failed: %s", strings.Join(lines, "; "))
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

// runDir is the folder a run works in, given the program's (progDir) and
// the run's plan (planSandbox): the program's, the mount point in the
// sandbox, or a fresh temporary folder where neither will do or where
// file I/O outside the sandbox needs one. remove deletes that temporary
// folder and does nothing otherwise; the caller defers it, since the
// output file of a file I/O run is read from the folder after the run.
func runDir(progDir string, lim Limits, plan *sandboxPlan) (dir string, remove func(), err error) {
	dir = progDir
	if plan != nil {
		// In the sandbox the folder is only where the init mounts the
		// program's root, in its own mount namespace: the program works
		// in a private tmpfs.
		dir = sandboxMountPoint
	}
	if dir == "" || (plan != nil && !isDir(dir)) || (plan == nil && lim.Files.Files()) {
		// A fresh directory keeps files the program writes out of the
		// judge's working directory, and lets us delete them.
		return scratch.MkdirTemp("carokit-run-")
	}
	return dir, func() {}, nil
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
	return sandbox.FilterWarning(), nil
}

// sandboxLimits are the rlimits of a sandboxed program. RLIMIT_DATA
// holds the memory limit per process with or without a cgroup, as
// RLIMIT_AS does on Kattis: one allocation past the limit is refused at
// once (std::bad_alloc, MemoryError: RE), where under the cgroup alone it
// succeeded and the program was killed only once it had touched the
// limit's worth of pages, which at the time limit's pace was often TLE
// (problemtools' memory_limit.cc: new char[512 MiB] under 512 MiB). The
// tree's total is the cgroup's. Without a cgroup RLIMIT_NPROC stands in
// for the process cap (per user inside the namespace). A compiler's
// memory limit (Limits.treeMemory) is the cgroup's alone.
func sandboxLimits(lim Limits, cgroup bool) string {
	s := encodeLimits(lim)
	if !cgroup {
		return s + " nproc=" + strconv.Itoa(lim.MaxProcesses) + ":" + strconv.Itoa(lim.MaxProcesses)
	}
	// With a cgroup the cgroup alone holds the memory limit, as it did
	// before perProcessDataLimit was tried (see there).
	if !lim.treeMemory && perProcessDataLimit && !raceBuild {
		return s
	}
	var kept []string
	for _, f := range strings.Fields(s) {
		if !strings.HasPrefix(f, "data=") {
			kept = append(kept, f)
		}
	}
	return strings.Join(kept, " ")
}

// sandboxSpec is the init's spec for running p (target) under lim.
func sandboxSpec(target string, p Program, lim Limits, plan *sandboxPlan) sandbox.Spec {
	spec := sandbox.Spec{Mode: "sandbox", Limits: sandboxLimits(lim, plan.cgroups != nil), Path: target, Args: p.Args,
		Root: sandboxMountPoint, Expose: append([]string{target}, p.Expose...), WorkBytes: sandboxWorkBytes,
		Env: []string{"PATH=" + programPATH, "LANG=C.UTF-8", "HOME=/box"}, Files: newBoxFiles(lim)}
	spec.Writable = p.Writable
	if p.box != nil {
		spec.Writable = append(slices.Clone(p.box.writable), p.Writable...)
		spec.Env = withEnv(spec.Env, p.box.env)
	}
	if os.Geteuid() == 0 {
		spec.UID = nobody
	} else {
		spec.NoRoot = true
	}
	return spec
}

// giveWritable makes a program's Writable folders the sandboxed
// program's: when carokit runs as root, the program runs as nobody.
func giveWritable(dirs []string) error {
	if os.Geteuid() != 0 {
		return nil
	}
	for _, d := range dirs {
		if err := os.Lchown(d, nobody, nobody); err != nil {
			return fmt.Errorf("writable folder: %w", err)
		}
	}
	return nil
}

// perProcessDataLimit would set RLIMIT_DATA beside a cgroup too, so that
// one allocation past the limit is refused at once (RE, as problemtools'
// memory_limit.cc) instead of killed by the cgroup pages later (MLE, or
// TLE on a slow machine). Off: carokit's own Go programs run as
// built-in solutions (joc7's, under 64 MiB) could not start under it,
// and the warm init, which lowered its own limit around the fork
// (sandbox.forkDataLimit), died when the Go runtime allocated meanwhile
// (judge's "run X: EOF" under load). Without a cgroup RLIMIT_DATA is the
// limit, applied after the start as before.
const perProcessDataLimit = false
