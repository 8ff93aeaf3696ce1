package sandbox

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// sandboxInit is the launcher in "sandbox" and "probe" modes: PID 1 of the
// run's new user, PID, mount, network, IPC and UTS namespaces. It builds
// the root file system (buildRoot), starts the program in it, reaps every
// process re-parented to it until the program exits, reports
// "exit <wait status> <CPU ns> <peak KiB>" (getrusage of its reaped
// children) and exits, which makes the kernel kill whatever is left in the
// namespace. It ignores every signal the program could send it: the
// kernel already drops SIGKILL and SIGSTOP sent to a namespace's init from
// inside, and drops the others only where the init has no handler, which
// a Go program always has.
func sandboxInit(spec Spec) error {
	if err := initCommon(spec); err != nil {
		return err
	}
	if spec.Mode == "probe" {
		status("ok")
		return nil
	}
	std, err := spec.Files.place(os.Stdin, os.Stdout, os.Stderr)
	if err != nil {
		return err
	}
	pid, err := startProgram(spec, std)
	if err != nil {
		return err
	}
	status("started")
	var ws unix.WaitStatus
	for {
		got, err := unix.Wait4(-1, &ws, 0, nil)
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return fmt.Errorf("wait: %w", err)
		}
		if got == pid {
			break
		}
	}
	var ru unix.Rusage
	_ = unix.Getrusage(unix.RUSAGE_CHILDREN, &ru)
	spec.Files.send(os.Stdout)
	status(fmt.Sprintf("exit %d %d %d", uint32(ws), ru.Utime.Nano()+ru.Stime.Nano(), ru.Maxrss))
	return nil
}

// catchSignals makes the init survive every signal the program can send
// it, by catching them (a Go handler, then dropped) rather than ignoring
// them: an ignored signal stays ignored across fork and exec, so the
// program would start with SIGPIPE, SIGXFSZ, SIGTERM… ignored and get
// EPIPE or EFBIG where a judge's program dies; a caught one is back at its
// default in the program, as exec resets handlers.
func catchSignals() {
	sink := make(chan os.Signal, 64)
	signal.Notify(sink, initIgnored...)
	go func() {
		for range sink {
		}
	}()
	resetIgnored()
}

// resetIgnored sets back to default every signal still ignored: one
// ignored by whoever started carokit and that Go does not catch (glibc's
// 32 and 33 have no Notify), which the program would inherit. A default
// disposition is safe for the init: the kernel drops such signals sent to
// a PID namespace's init from inside it. The kernel's sigaction starts
// with the handler on every architecture; the rest is kept as read.
func resetIgnored() {
	const sigIgn = 1
	for sig := 1; sig <= 64; sig++ {
		if sig == int(unix.SIGKILL) || sig == int(unix.SIGSTOP) {
			continue
		}
		var act [4]uint64
		if _, _, e := unix.RawSyscall6(unix.SYS_RT_SIGACTION, uintptr(sig), 0, uintptr(unsafe.Pointer(&act)), 8, 0, 0); e != 0 {
			continue
		}
		if act[0] == sigIgn {
			act[0] = 0 // SIG_DFL
			unix.RawSyscall6(unix.SYS_RT_SIGACTION, uintptr(sig), uintptr(unsafe.Pointer(&act)), 0, 8, 0, 0)
		}
	}
}

// initIgnored is every signal but SIGCHLD (ignoring it would reap the
// children before wait4), SIGURG (the runtime's preemption), SIGKILL and
// SIGSTOP (which cannot be caught).
var initIgnored = func() []os.Signal {
	var out []os.Signal
	for s := syscall.Signal(1); s <= 64; s++ {
		if s != unix.SIGCHLD && s != unix.SIGURG && s != unix.SIGKILL && s != unix.SIGSTOP {
			out = append(out, s)
		}
	}
	return out
}()

// spawn starts the program in /box with cred on files under limits ("" for
// none), the first in line for the OOM killer (see oomFirst: the memory
// cgroup holds the warm init too), confined (startConfined), and returns
// its pid. With limits the program is forked by rawChild, which sets
// them in the child only (the init's own data is over a small memory
// limit); without (a warm run, limited after its start) by
// syscall.ForkExec, whose vfork copies none of a long-lived init's page
// tables (rawChild's fork made each warm run 0.4 ms slower). Neither
// opens a pidfd, as os.StartProcess does: kept, they piled up until a
// collection, and every later program's fork copied them and its exec
// closed them one by one; and its first call forks a child of its own
// to test pidfds, which took the program's pid.
func spawn(spec Spec, cred *syscall.Credential, files []*os.File, limits string) (int, error) {
	start := func() (int, error) {
		fds := make([]uintptr, len(files))
		for i, f := range files {
			fds[i] = f.Fd()
		}
		return syscall.ForkExec(spec.Path, append([]string{spec.Path}, spec.Args...), &syscall.ProcAttr{
			Dir:   "/box",
			Env:   spec.Env,
			Files: fds,
			Sys:   &syscall.SysProcAttr{Credential: cred, Setsid: true},
		})
	}
	if limits != "" {
		c, err := newRawChild(spec.Path, spec.Args, spec.Env, limits)
		if err != nil {
			return 0, &os.PathError{Op: "fork/exec", Path: spec.Path, Err: err}
		}
		c.dir, _ = unix.BytePtrFromString("/box")
		c.setsid = true
		if cred != nil {
			c.cred = &[2]int{int(cred.Uid), int(cred.Gid)}
		}
		for _, f := range files {
			c.fds = append(c.fds, int(f.Fd()))
		}
		start = c.start
	}
	restore := oomFirst()
	pid, err := startConfined(spec.NoRoot, start)
	restore()
	runtime.KeepAlive(files)
	if err != nil {
		return 0, &os.PathError{Op: "fork/exec", Path: spec.Path, Err: err}
	}
	return pid, nil
}

// Securebits (linux/securebits.h): uid 0 gets no capabilities from exec.
const (
	secbitNoRoot       = 1 << 0
	secbitNoRootLocked = 1 << 1
)

// systemDirs are shown read-only at their place (or as the same symlink
// where the host has one, as /bin on merged-/usr systems).
var systemDirs = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}

// etcEntries are the few /etc files programs and interpreters read: the
// dynamic linker's cache, user names, the alternatives symlinks behind
// /usr/bin/java, the JVM's and Python's configuration.
var etcEntries = []string{"/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/passwd", "/etc/group",
	"/etc/nsswitch.conf", "/etc/localtime", "/etc/alternatives", "/etc/java*", "/etc/python3*"}

// buildRoot mounts the program's root file system on spec.Root and
// switches to it: a small tmpfs, read-only once built, holding the system
// folders and the exposed paths (read-only binds), /dev's harmless nodes,
// a /proc of the new PID namespace, and two private writable tmpfs, /box
// (the working folder and HOME) and /tmp, each capped at spec.WorkBytes.
func buildRoot(spec Spec) error {
	root := spec.Root
	if err := unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return fmt.Errorf("make mounts private: %w", err)
	}
	if err := unix.Mount("tmpfs", root, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "size=1m,nr_inodes=4096,mode=0755"); err != nil {
		return fmt.Errorf("mount root: %w", err)
	}
	for _, d := range []string{"/proc", "/box", "/tmp", FeedbackDir} {
		if err := os.Mkdir(root+d, 0o755); err != nil {
			return err
		}
	}
	var shown []string
	for _, d := range systemDirs {
		if err := showPath(root, d, true); err != nil {
			return err
		}
		shown = append(shown, d)
	}
	for _, pat := range etcEntries {
		matches, _ := filepath.Glob(pat)
		for _, m := range matches {
			if err := showPath(root, m, true); err != nil {
				return err
			}
		}
	}
	if err := buildDev(root); err != nil {
		return err
	}
	// Without a fully visible /proc in the parent namespace the kernel
	// refuses a new one; programs then run without /proc.
	_ = unix.Mount("proc", root+"/proc", "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "")
	for _, d := range []string{"/box", "/tmp"} {
		if err := mountWork(spec, root+d); err != nil {
			return err
		}
	}
	// After the tmpfs mounts, which would hide a path exposed under /tmp.
	for _, p := range spec.Expose {
		if covered(p, shown) {
			continue
		}
		if err := showPath(root, p, true); err != nil {
			return err
		}
		shown = append(shown, p)
	}
	if err := showWritable(root, spec.Writable); err != nil {
		return err
	}
	if err := os.Chdir(root); err != nil {
		return err
	}
	if err := unix.PivotRoot(".", "."); err != nil {
		return fmt.Errorf("pivot_root: %w", err)
	}
	if err := unix.Unmount(".", unix.MNT_DETACH); err != nil {
		return fmt.Errorf("detach the host's root: %w", err)
	}
	if err := os.Chdir("/"); err != nil {
		return err
	}
	if err := unix.Mount("", "/", "", unix.MS_REMOUNT|unix.MS_BIND|unix.MS_RDONLY|unix.MS_NOSUID|unix.MS_NODEV, ""); err != nil {
		return fmt.Errorf("make root read-only: %w", err)
	}
	_ = unix.Sethostname([]byte("sandbox"))
	return nil
}

// covered says p is inside one of dirs.
func covered(p string, dirs []string) bool {
	for _, d := range dirs {
		if p == d || strings.HasPrefix(p, d+"/") {
			return true
		}
	}
	return false
}

// showPath makes host path p visible at root+p: the same symlink, or a
// bind mount, read-only if ro. A missing path is skipped.
func showPath(root, p string, ro bool) error {
	st, err := os.Lstat(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	dst := root + p
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	switch {
	case st.Mode()&os.ModeSymlink != 0:
		target, err := os.Readlink(p)
		if err != nil {
			return err
		}
		return os.Symlink(target, dst)
	case st.IsDir():
		err = os.Mkdir(dst, 0o755)
	default:
		err = os.WriteFile(dst, nil, 0o644)
	}
	if err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	return bindMount(p, dst, ro)
}

// bindMount binds src on dst, then remounts it read-only (if ro), nosuid
// and nodev, keeping the flags the kernel locks on mounts inherited from
// the host (noexec, atime), which a remount may not clear.
func bindMount(src, dst string, ro bool) error {
	if err := unix.Mount(src, dst, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
		return fmt.Errorf("bind %s: %w", src, err)
	}
	if !ro {
		return nil
	}
	var fs unix.Statfs_t
	if err := unix.Statfs(dst, &fs); err != nil {
		return fmt.Errorf("statfs %s: %w", src, err)
	}
	keep := uintptr(fs.Flags) & (unix.MS_NOEXEC | unix.MS_NOATIME | unix.MS_NODIRATIME | unix.MS_RELATIME)
	flags := unix.MS_REMOUNT | unix.MS_BIND | unix.MS_RDONLY | unix.MS_NOSUID | unix.MS_NODEV | keep
	if err := unix.Mount("", dst, "", flags, ""); err != nil {
		return fmt.Errorf("make %s read-only: %w", src, err)
	}
	return nil
}

// buildDev shows /dev/null, zero, full, random and urandom, and the
// /proc/self/fd symlinks.
func buildDev(root string) error {
	if err := os.Mkdir(root+"/dev", 0o755); err != nil {
		return err
	}
	for _, n := range []string{"null", "zero", "full", "random", "urandom"} {
		if err := os.WriteFile(root+"/dev/"+n, nil, 0o644); err != nil {
			return err
		}
		if err := bindMount("/dev/"+n, root+"/dev/"+n, false); err != nil {
			return err
		}
	}
	for name, target := range map[string]string{"fd": "/proc/self/fd", "stdin": "/proc/self/fd/0",
		"stdout": "/proc/self/fd/1", "stderr": "/proc/self/fd/2"} {
		if err := os.Symlink(target, root+"/dev/"+name); err != nil {
			return err
		}
	}
	return nil
}

// ReadStatusLines reads the init's status pipe to end of file.
func ReadStatusLines(f *os.File) []string {
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

// mountWork mounts a private tmpfs of spec.WorkBytes on dir: the program's
// own for /box (its working folder), everyone's for /tmp.
func mountWork(spec Spec, dir string) error {
	opts := fmt.Sprintf("size=%d,nr_inodes=16384,mode=1777", spec.WorkBytes)
	if strings.HasSuffix(dir, "/box") {
		opts = fmt.Sprintf("size=%d,nr_inodes=16384,mode=0755,uid=%d,gid=%d", spec.WorkBytes, spec.UID, spec.UID)
	}
	if err := unix.Mount("tmpfs", dir, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, opts); err != nil {
		return fmt.Errorf("mount %s: %w", dir, err)
	}
	return nil
}
