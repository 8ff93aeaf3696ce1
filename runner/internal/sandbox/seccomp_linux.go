package sandbox

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"unsafe"

	seccomp "github.com/elastic/go-seccomp-bpf"
	"golang.org/x/net/bpf"
	"golang.org/x/sys/unix"
)

// The seccomp filter every sandboxed program starts under: a deny list of
// the system calls that reach past the sandbox or grow the kernel's attack
// surface, each answered EPERM (the program decides what to do; nothing
// is killed), everything else allowed. The namespaces a program could make
// for itself are the first reason: in a user and network namespace of its
// own it parked 600 MiB in unread TCP socket buffers, memory the cgroup
// does not see. The filter is assembled by github.com/elastic/go-seccomp-bpf
// (pure Go; libseccomp-golang needs cgo, which the re-executed launcher
// avoids), with two things added by hand here:
//
//   - a first check of the architecture: the library's program lets a
//     system call of another ABI through (its default action), so an
//     amd64 program calling unshare with int 0x80 (the i386 table) would
//     pass; here any call of a foreign ABI gets ENOSYS, as the library
//     does for x32;
//   - clone, the one call inspected by its arguments (the namespace
//     flags), is the last group: after a failed argument test the
//     library's program holds the argument, not the call number, so a
//     group after it would compare the wrong value.
//
// clone3 passes its flags in memory, which seccomp cannot read: it gets
// ENOSYS, on which glibc (pthread_create, posix_spawn) falls back to clone.

// deniedCalls get EPERM on every architecture the filter supports.
var deniedCalls = []string{
	// namespaces (clone with namespace flags: cloneNamespaceFlags)
	"unshare", "setns",
	// mounts and the root
	"mount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree", "open_tree_attr", "fsopen",
	"fsconfig", "fsmount", "fspick", "mount_setattr", "listmount", "statmount",
	// other processes' memory, and tracing
	"ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "pidfd_getfd",
	// interfaces with a history of kernel exploits, which no contest program needs
	"io_uring_setup", "io_uring_enter", "io_uring_register", "perf_event_open", "userfaultfd", "bpf",
	"keyctl", "add_key", "request_key",
	// the machine: modules, reboot, kexec, swap, clocks, names, accounting, quotas, file handles
	"init_module", "finit_module", "delete_module", "reboot", "kexec_load", "kexec_file_load",
	"swapon", "swapoff", "acct", "quotactl", "quotactl_fd", "name_to_handle_at", "open_by_handle_at",
	"lookup_dcookie", "fanotify_init", "syslog", "vhangup", "nfsservctl", "settimeofday",
	"clock_settime", "clock_adjtime", "adjtimex", "sethostname", "setdomainname",
}

// archDeniedCalls are the denied calls only some architectures have.
var archDeniedCalls = map[string][]string{
	"amd64": {"iopl", "ioperm", "uselib"},
}

// cloneNamespaceFlags are clone's flags that make a new namespace.
const cloneNamespaceFlags = unix.CLONE_NEWNS | unix.CLONE_NEWCGROUP | unix.CLONE_NEWUTS | unix.CLONE_NEWIPC |
	unix.CLONE_NEWUSER | unix.CLONE_NEWPID | unix.CLONE_NEWNET

// auditArch is the AUDIT_ARCH_* value of the architectures the filter
// supports (linux/audit.h).
var auditArch = map[string]uint32{
	"amd64": unix.AUDIT_ARCH_X86_64,
	"arm64": unix.AUDIT_ARCH_AARCH64,
}

// filterPolicy is the policy for goarch.
func filterPolicy(goarch string) seccomp.Policy {
	names := append(append([]string{}, deniedCalls...), archDeniedCalls[goarch]...)
	return seccomp.Policy{
		DefaultAction: seccomp.ActionAllow,
		Syscalls: []seccomp.SyscallGroup{
			{Names: names, Action: seccomp.ActionErrno | seccomp.Action(unix.EPERM)},
			{Names: []string{"clone3"}, Action: seccomp.ActionErrno | seccomp.Action(unix.ENOSYS)},
			// Last: see above.
			{NamesWithCondtions: []seccomp.NameWithConditions{{Name: "clone", Conditions: seccomp.ArgumentConditions{
				{Argument: 0, Operation: seccomp.BitsSet, Value: cloneNamespaceFlags}}}},
				Action: seccomp.ActionErrno | seccomp.Action(unix.EPERM)},
		},
	}
}

var filterState struct {
	once sync.Once
	prog []unix.SockFilter
	err  error
}

// seccompFilter is the assembled filter for this architecture, or why
// there is none.
func seccompFilter() ([]unix.SockFilter, error) {
	filterState.once.Do(func() {
		filterState.prog, filterState.err = assembleFilter(runtime.GOARCH)
	})
	return filterState.prog, filterState.err
}

// assembleFilter assembles the filter for goarch, which must be this
// machine's (the library takes the syscall table from runtime.GOARCH).
func assembleFilter(goarch string) ([]unix.SockFilter, error) {
	native, ok := auditArch[goarch]
	if !ok {
		return nil, fmt.Errorf("no seccomp filter on %s (only amd64 and arm64)", goarch)
	}
	if !seccomp.Supported() {
		return nil, errors.New("the kernel has no seccomp filters")
	}
	policy := filterPolicy(goarch)
	body, err := policy.Assemble()
	if err != nil {
		return nil, fmt.Errorf("seccomp filter: %w", err)
	}
	const archOffset = 4 // struct seccomp_data: int nr, __u32 arch, …
	insts := append([]bpf.Instruction{
		bpf.LoadAbsolute{Off: archOffset, Size: 4},
		bpf.JumpIf{Cond: bpf.JumpEqual, Val: native, SkipTrue: 1},
		bpf.RetConstant{Val: uint32(seccomp.ActionErrno) | uint32(unix.ENOSYS)},
	}, body...)
	raw, err := bpf.Assemble(insts)
	if err != nil {
		return nil, fmt.Errorf("seccomp filter: %w", err)
	}
	out := make([]unix.SockFilter, len(raw))
	for i, r := range raw {
		out[i] = unix.SockFilter{Code: r.Op, Jt: r.Jt, Jf: r.Jf, K: r.K}
	}
	return out, nil
}

// installFilter sets no_new_privs and the filter on the calling thread
// (no TSYNC: the init's other threads keep mounting between runs); a
// program forked from it inherits both. Without a filter for this
// machine it sets no_new_privs only.
func installFilter() error {
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("no_new_privs: %w", err)
	}
	prog, err := seccompFilter()
	if err != nil {
		return nil // runner.CheckSandbox has said so
	}
	fprog := unix.SockFprog{Len: uint16(len(prog)), Filter: &prog[0]}
	if _, _, e := unix.Syscall(unix.SYS_SECCOMP, unix.SECCOMP_SET_MODE_FILTER, 0, uintptr(unsafe.Pointer(&fprog))); e != 0 {
		return fmt.Errorf("seccomp filter: %w", e)
	}
	return nil
}

// FilterWarning is runner.CheckSandbox's line where programs run without the
// filter ("" where they have it).
func FilterWarning() string {
	if _, err := seccompFilter(); err != nil {
		return "sandbox without a seccomp filter (" + err.Error() + "): programs may create namespaces and use io_uring, perf_event_open, ptrace"
	}
	return ""
}
