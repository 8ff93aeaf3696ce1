package sandbox

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"golang.org/x/sys/unix"
)

// A warm sandbox serves many runs of one program: its init builds the
// namespaces and the root once, then, for each request the judge sends on
// its control socket (statusFD, a SOCK_SEQPACKET socket: the arguments,
// the rlimits, and the run's stdin, stdout and stderr as SCM_RIGHTS),
// gives the run a fresh /box and /tmp, starts the program, reaps it, kills
// every other process of the namespace (kill(-1) from its init) and
// reaps them, and reports "exit <status> <CPU ns> <peak KiB>". Everything
// a run leaves is gone before the next one starts, as with a fresh
// sandbox, for a fraction of the cost: no namespaces, mounts or Go process
// to build per run. Only a cut run (TLE, wall guard, OLE, cancel) kills
// the init, and with it the sandbox.

// WarmRequest is one run asked of a warm init.
type WarmRequest struct {
	Args   []string `json:"args,omitempty"`
	Limits string   `json:"limits"`
	Files  Files    `json:"files"` // file I/O; zero: standard streams
	// Given counts the files sent after the standard three, the
	// program's descriptors 3, 4, …; FeedbackBytes > 0 asks for a fresh
	// feedback folder of that size (warmextras_linux.go).
	Given         int   `json:"given,omitempty"`
	FeedbackBytes int64 `json:"feedback,omitempty"`
}

// warmInit is the launcher in "warm" mode.
func warmInit(spec Spec) error {
	if err := initCommon(spec); err != nil {
		return err
	}
	if err := joinAccounting(spec); err != nil {
		return err
	}
	for _, d := range []string{"/box", "/tmp"} {
		workPrints[d] = workPrint(d)
	}
	status("ready")
	buf, oob := make([]byte, 64<<10), make([]byte, unix.CmsgSpace((3+MaxGiven)*4))
	for {
		n, oobn, _, _, err := unix.Recvmsg(statusFD, buf, oob, 0)
		if err == unix.EINTR {
			continue
		}
		if err != nil || n == 0 {
			return nil // the judge closed the socket: done
		}
		files, err := ReceivedFiles(oob[:oobn], "run")
		var req WarmRequest
		if err == nil {
			err = json.Unmarshal(buf[:n], &req)
		}
		if err == nil && (len(files) != 3+req.Given || req.Given > MaxGiven) {
			err = fmt.Errorf("want %d files, got %d", 3+req.Given, len(files))
		}

		if err != nil {
			for _, f := range files {
				f.Close()
			}
			return err
		}
		if err := warmRun(spec, req, files); err != nil {
			return err
		}
		// Before the next request, whose run the judge measures from
		// its cgroup counters, reset just before it is sent.
		if err := freshWorkFolders(spec); err != nil {
			return err
		}
		removeSysVIPC()
		removeMessageQueues()
		status("ready") // the judge resets the counters only now
	}
}

// joinAccounting moves the init into the run's memory and CPU cgroups
// (v1: all but the last, pids) for good: a cgroup migration costs about
// 0.1 ms, twice per run per controller. What it costs in accuracy: the
// init's own work during a run, starting and reaping the program (about
// 0.1 ms of CPU, a few KiB), is counted as the run's; its housekeeping
// between runs is not, since the judge resets the counters after it. The
// pids cgroup it only enters to start the program, so that its threads
// never take the program's processes.
func joinAccounting(spec Spec) error {
	for i := 0; i < spec.Cgroups-1; i++ {
		if _, err := unix.Write(statusFD+1+i, []byte("0")); err != nil {
			return fmt.Errorf("enter cgroup: %w", err)
		}
	}
	return nil
}

// ReceivedFiles turns SCM_RIGHTS into files, each close-on-exec (recvmsg
// gives them without the flag), named name: the warm init's side of its
// socket, and the judge's, which gets a run's feedback folder back.
func ReceivedFiles(oob []byte, name string) ([]*os.File, error) {
	msgs, err := unix.ParseSocketControlMessage(oob)
	if err != nil {
		return nil, err
	}
	var files []*os.File
	for _, m := range msgs {
		fds, err := unix.ParseUnixRights(&m)
		if err != nil {
			return nil, err
		}
		for _, fd := range fds {
			unix.CloseOnExec(fd)
			files = append(files, os.NewFile(uintptr(fd), name))
		}
	}
	return files, nil
}

// freshWorkFolders replaces /box and /tmp with empty tmpfs. A /tmp that
// holds exposed paths (their binds would go with it) is emptied instead.
func freshWorkFolders(spec Spec) error {
	for _, d := range []string{"/box", "/tmp"} {
		var keep []string
		for _, p := range spec.Expose {
			if strings.HasPrefix(p, d+"/") {
				keep = append(keep, p)
			}
		}
		if len(keep) > 0 {
			if err := emptyExcept(d, keep); err != nil {
				return fmt.Errorf("empty %s: %w", d, err)
			}
			continue
		}
		if fp, ok := workPrints[d]; ok && fp == workPrint(d) {
			continue // untouched since it was mounted: nothing to take away
		}
		if err := unconfined(func() error {
			if err := unix.Unmount(d, unix.MNT_DETACH); err != nil {
				return fmt.Errorf("unmount %s: %w", d, err)
			}
			return mountWork(spec, d)
		}); err != nil {
			return err
		}
		workPrints[d] = workPrint(d)
	}
	return nil
}

// workPrints are the fingerprints of the fresh work folders, by path.
var workPrints = map[string]fingerprint{}

// fingerprint is what a run can change in an empty tmpfs and leave
// behind: the inodes in use (any file or folder made and kept), the
// root's mode, owner, times and link count (anything made, renamed,
// removed or re-permissioned in it), and the size of its extended
// attributes' name list. Equal prints mean the folder is still as
// mounted, so a run that wrote nothing costs no remount.
type fingerprint struct {
	inodes, xattrs     int64
	mode, uid, gid     uint32
	nlink              uint64
	mtime, ctime       unix.Timespec
	statErr, statfsErr bool
}

func workPrint(d string) fingerprint {
	var fp fingerprint
	var st unix.Stat_t
	var fs unix.Statfs_t
	if err := unix.Lstat(d, &st); err != nil {
		fp.statErr = true
	}
	if err := unix.Statfs(d, &fs); err != nil {
		fp.statfsErr = true
	}
	n, err := unix.Llistxattr(d, nil)
	if err != nil {
		n = -1
	}
	fp.inodes, fp.xattrs = int64(fs.Files-fs.Ffree), int64(n)
	fp.mode, fp.uid, fp.gid, fp.nlink = st.Mode, st.Uid, st.Gid, uint64(st.Nlink)
	fp.mtime, fp.ctime = st.Mtim, st.Ctim
	return fp
}

// emptyExcept removes everything under dir but the paths in keep and the
// folders that lead to them.
func emptyExcept(dir string, keep []string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		p := dir + "/" + e.Name()
		switch {
		case slices.Contains(keep, p):
		case slices.ContainsFunc(keep, func(k string) bool { return strings.HasPrefix(k, p+"/") }):
			if err := emptyExcept(p, keep); err != nil {
				return err
			}
		default:
			if err := os.RemoveAll(p); err != nil {
				return err
			}
		}
	}
	return nil
}

// warmRun runs one request to its end and reports it.
func warmRun(spec Spec, req WarmRequest, files []*os.File) error {
	spec.Args = req.Args
	std, err := req.Files.place(files[0], files[1], files[2])
	if err == nil && req.FeedbackBytes > 0 {
		err = feedbackMount(spec, req.FeedbackBytes)
	}
	pid := 0
	// Without a cgroup the rlimits are all the limits there are: the
	// child sets them before its exec (rawChild), as a cold run does, so
	// a warm run's verdict is a cold one's (a 512 MiB bss under a 64 MiB
	// limit is refused at its exec, not let run). With one, the cgroup
	// bounds the first instructions, and ForkExec's vfork is 0.4 ms faster.
	atExec := ""
	if spec.Cgroups == 0 {
		atExec = req.Limits
	}
	if err == nil {
		pid, err = startProgramWith(spec, programFiles(std, files[3:]), atExec)
	}
	for i, f := range append(files, std...) {
		if i != 1 || req.Files.Output == "" {
			f.Close() // the output pipe waits for the output file
		}
	}
	out := files[1]
	defer out.Close()
	if err != nil {
		status("err " + strings.ReplaceAll(err.Error(), "\n", " "))
		return err
	}
	if atExec == "" {
		// The program has started: its first instructions ran without
		// these, under the cgroup's limits only.
		if err := prlimitAll(pid, req.Limits); err != nil {
			_ = unix.Kill(pid, unix.SIGKILL)
			status("err " + err.Error())
			return err
		}
	}
	status("started")
	var cpu int64
	var peak int64
	var main unix.WaitStatus
	for mainDone := false; ; {
		var ws unix.WaitStatus
		var ru unix.Rusage
		got, err := unix.Wait4(-1, &ws, 0, &ru)
		if err == unix.EINTR {
			continue
		}
		if err == unix.ECHILD {
			break
		}
		if err != nil {
			return fmt.Errorf("wait: %w", err)
		}
		cpu += ru.Utime.Nano() + ru.Stime.Nano()
		peak = max(peak, ru.Maxrss)
		if got == pid {
			main, mainDone = ws, true
		}
		if mainDone {
			// Whatever the program left dies now; orphans come back
			// to this init and are reaped by the loop.
			_ = unix.Kill(-1, unix.SIGKILL)
		}
	}
	req.Files.send(out)
	line := fmt.Sprintf("exit %d %d %d", uint32(main), cpu, peak)
	if req.FeedbackBytes > 0 {
		return feedbackReport(line)
	}
	status(line)
	return nil
}

// prlimitAll applies "cpu=2:3 data=…" to pid.
func prlimitAll(pid int, spec string) error {
	for _, f := range strings.Fields(spec) {
		name, val, _ := strings.Cut(f, "=")
		res, known := rlimitNames[name]
		var lo, hi uint64
		if _, err := fmt.Sscanf(val, "%d:%d", &lo, &hi); err != nil || !known {
			return fmt.Errorf("bad limit %q", f)
		}
		if err := unix.Prlimit(pid, res, &unix.Rlimit{Cur: lo, Max: hi}, nil); err != nil {
			return fmt.Errorf("prlimit %s: %w", name, err)
		}
	}
	return nil
}

// startProgramWith starts the program as startProgram does, on files,
// entering only the pids cgroup (see joinAccounting); limits, when not
// "", set in the child before its exec.
func startProgramWith(spec Spec, files []*os.File, limits string) (int, error) {
	return startIn(spec, files, max(spec.Cgroups-1, 0), true, limits)
}

// removeSysVIPC deletes the System V shared memory segments, semaphore
// sets and message queues a previous run left in the namespace, so that
// no run hands anything to the next.
func removeSysVIPC() {
	if !sysVIPCInUse() {
		return // the common case, for three syscalls instead of three /proc files
	}
	for _, kind := range []struct {
		file string
		ctl  uintptr
	}{{"shm", unix.SYS_SHMCTL}, {"sem", unix.SYS_SEMCTL}, {"msg", unix.SYS_MSGCTL}} {
		b, err := os.ReadFile("/proc/sysvipc/" + kind.file)
		if err != nil {
			continue
		}
		lines := strings.Split(string(b), "\n")
		for _, line := range lines[1:] { // a header, then "key id …"
			f := strings.Fields(line)
			if len(f) < 2 {
				continue
			}
			if id, err := strconv.Atoi(f[1]); err == nil {
				_, _, _ = unix.Syscall(kind.ctl, uintptr(id), 0, unix.IPC_RMID)
			}
		}
	}
}

// The *_INFO commands of shmctl, semctl and msgctl (linux/ipc.h, shm.h,
// sem.h, msg.h), which x/sys/unix does not name.
const (
	shmInfo = 14
	semInfo = 19
	msgInfo = 12
)

// sysVIPCInUse says whether the IPC namespace may hold a System V object:
// false only when the kernel counts no shared memory segment (shm_info's
// used_ids), no semaphore set (seminfo's semusz) and no message queue
// (msginfo's msgpool). Any error answers true, so removeSysVIPC looks.
func sysVIPCInUse() bool {
	var shm [8]int64  // struct shm_info: int used_ids, then 6 unsigned longs
	var sem [10]int32 // struct seminfo: 10 ints, semusz the 8th
	var msg [8]int32  // struct msginfo: 7 ints and a short, msgpool the 1st
	if _, _, e := unix.Syscall(unix.SYS_SHMCTL, 0, shmInfo, uintptr(unsafe.Pointer(&shm))); e != 0 || int32(shm[0]) != 0 {
		return true
	}
	if _, _, e := unix.Syscall6(unix.SYS_SEMCTL, 0, 0, semInfo, uintptr(unsafe.Pointer(&sem)), 0, 0); e != 0 || sem[7] != 0 {
		return true
	}
	if _, _, e := unix.Syscall(unix.SYS_MSGCTL, 0, msgInfo, uintptr(unsafe.Pointer(&msg))); e != 0 || msg[0] != 0 {
		return true
	}
	return false
}
