package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// Nobody is the uid and gid a program runs as when carokit runs as root.
const Nobody = 65534

// spawnInit is the launcher in "spawn" mode: it starts the init with the
// files it was given, in its own process group, and waits for it.
func spawnInit(spec Spec) error {
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

// Start starts the sandbox's init for spec in new namespaces, the leader
// of its own process group, with files as its descriptors; if spawn,
// through a spawner (a small process forked in its place, for a judge
// whose page tables a fork would copy).
func Start(self string, spec Spec, files []*os.File, spawn bool) (*os.Process, error) {
	if !spawn {
		return startInit(self, spec, files, true)
	}
	raw, err := json.Marshal(Spec{Mode: "spawn", Init: &spec})
	if err != nil {
		return nil, err
	}
	return os.StartProcess(self, []string{"sandbox-spawn"}, &os.ProcAttr{
		Env:   []string{LaunchEnv + "=" + string(raw)},
		Files: files,
		Sys:   &syscall.SysProcAttr{Setpgid: true, Pdeathsig: unix.SIGKILL},
	})
}

// startInit starts the sandbox's init in new namespaces (the leader of its
// own process group if ownGroup), killed should the thread that started
// it die.
func startInit(self string, spec Spec, files []*os.File, ownGroup bool) (*os.Process, error) {
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
		// binds (a cache under /root), and Nobody for the program, which
		// gets no power over the host's files and no capability.
		sys.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: 0, Size: 1}, {ContainerID: Nobody, HostID: Nobody, Size: 1}}
		sys.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: 0, Size: 1}, {ContainerID: Nobody, HostID: Nobody, Size: 1}}
		sys.GidMappingsEnableSetgroups = true
	} else {
		sys.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: 1}}
		sys.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: 1}}
	}
	// argv names nothing: the program can read its parent's command line.
	return os.StartProcess(self, []string{"sandbox-init"}, &os.ProcAttr{
		// One thread is all the init needs; and the runtime then skips
		// reading the cgroup files to size GOMAXPROCS.
		Env:   []string{LaunchEnv + "=" + string(raw), "GOMAXPROCS=1"},
		Files: files,
		Sys:   sys,
	})
}
