package sandbox

import (
	"encoding/binary"
	"runtime"
	"slices"
	"testing"

	seccomp "github.com/elastic/go-seccomp-bpf"
	"github.com/elastic/go-seccomp-bpf/arch"
	"golang.org/x/net/bpf"
	"golang.org/x/sys/unix"
)

// TestFilterNamesExist: every denied call is in the library's table of
// each architecture the filter supports (Assemble fails on an unknown
// name, which would leave that architecture without a filter).
func TestFilterNamesExist(t *testing.T) {
	for goarch, info := range map[string]*arch.Info{"amd64": arch.X86_64, "arm64": arch.AARCH64} {
		for _, n := range append(append([]string{"clone", "clone3"}, deniedCalls...), archDeniedCalls[goarch]...) {
			if _, ok := info.SyscallNames[n]; !ok {
				t.Errorf("%s: no system call %q", goarch, n)
			}
		}
	}
	if _, err := assembleFilter("riscv64"); err == nil {
		t.Error("riscv64: want no filter (its table is not checked), got one")
	}
}

// filterVM is this machine's filter in x/net/bpf's interpreter.
func filterVM(t *testing.T) (*bpf.VM, *arch.Info) {
	t.Helper()
	info, err := arch.GetInfo("")
	if err != nil || auditArch[runtime.GOARCH] == 0 {
		t.Skipf("no filter on %s", runtime.GOARCH)
	}
	prog, err := seccompFilter()
	if err != nil {
		t.Skip(err)
	}
	raw := make([]bpf.RawInstruction, len(prog))
	for i, f := range prog {
		raw[i] = bpf.RawInstruction{Op: f.Code, Jt: f.Jt, Jf: f.Jf, K: f.K}
	}
	insts, ok := bpf.Disassemble(raw)
	if !ok {
		t.Fatal("the filter does not disassemble")
	}
	vm, err := bpf.NewVM(insts)
	if err != nil {
		t.Fatal(err)
	}
	return vm, info
}

// seccompData is struct seccomp_data as the filter reads it: 32-bit
// words at the kernel's offsets (a 64-bit argument's low word first, on
// the little-endian machines supported), each in the interpreter's
// network order.
func seccompData(nr, auditArch uint32, args ...uint64) []byte {
	b := make([]byte, 64)
	binary.BigEndian.PutUint32(b[0:], nr)
	binary.BigEndian.PutUint32(b[4:], auditArch)
	for i, a := range args {
		binary.BigEndian.PutUint32(b[16+8*i:], uint32(a))
		binary.BigEndian.PutUint32(b[16+8*i+4:], uint32(a>>32))
	}
	return b
}

// TestFilterDecisions runs the assembled filter on system calls and
// checks each decision, and that every call outside the deny list is
// allowed whatever its arguments.
func TestFilterDecisions(t *testing.T) {
	vm, info := filterVM(t)
	native := auditArch[runtime.GOARCH]
	nr := func(name string) uint32 { return uint32(info.SyscallNames[name]) }
	eperm, enosys := uint32(seccomp.ActionErrno)|uint32(unix.EPERM), uint32(seccomp.ActionErrno)|uint32(unix.ENOSYS)
	allow := uint32(seccomp.ActionAllow)
	const pthreadFlags = unix.CLONE_VM | unix.CLONE_FS | unix.CLONE_FILES | unix.CLONE_SIGHAND | unix.CLONE_THREAD |
		unix.CLONE_SYSVSEM | unix.CLONE_SETTLS | unix.CLONE_PARENT_SETTID | unix.CLONE_CHILD_CLEARTID
	cases := []struct {
		name string
		data []byte
		want uint32
		why  string
	}{
		{"unshare", seccompData(nr("unshare"), native, unix.CLONE_NEWUSER|unix.CLONE_NEWNET), eperm, "no namespace of its own"},
		{"clone with CLONE_NEWUSER", seccompData(nr("clone"), native, unix.CLONE_NEWUSER|uint64(unix.SIGCHLD)), eperm, "the flags are read"},
		{"clone with CLONE_NEWPID high word set", seccompData(nr("clone"), native, 1<<32|unix.CLONE_NEWPID), eperm, "the low word decides"},
		{"clone of a thread", seccompData(nr("clone"), native, pthreadFlags), allow, "threads and forks are allowed"},
		{"fork by clone", seccompData(nr("clone"), native, uint64(unix.SIGCHLD)), allow, "fork is clone with SIGCHLD"},
		{"clone whose flags equal a denied call's number", seccompData(nr("clone"), native, uint64(nr("ptrace"))), allow,
			"after a failed argument test the library's program holds the argument: clone must be its last group"},
		{"clone3", seccompData(nr("clone3"), native), enosys, "ENOSYS makes glibc fall back to clone"},
		{"io_uring_setup", seccompData(nr("io_uring_setup"), native), eperm, "denied"},
		{"ptrace", seccompData(nr("ptrace"), native), eperm, "denied"},
		{"read", seccompData(nr("read"), native), allow, "allowed"},
		{"another ABI", seccompData(nr("read"), native^1), enosys, "int 0x80 from an amd64 program would bypass a table-based list"},
	}
	if runtime.GOARCH == "amd64" {
		cases = append(cases, struct {
			name string
			data []byte
			want uint32
			why  string
		}{"x32", seccompData(nr("unshare")|0x40000000, native), enosys, "the x32 ABI shares amd64's audit arch"})
	}
	for _, c := range cases {
		got, err := vm.Run(c.data)
		if err != nil || uint32(got) != c.want {
			t.Errorf("%s: %#x (%v), want %#x: %s", c.name, got, err, c.want, c.why)
		}
	}
	denied := append(append([]string{"clone", "clone3"}, deniedCalls...), archDeniedCalls[runtime.GOARCH]...)
	for name, num := range info.SyscallNames {
		if slices.Contains(denied, name) {
			continue
		}
		for _, arg := range []uint64{0, ^uint64(0), cloneNamespaceFlags} {
			if got, _ := vm.Run(seccompData(uint32(num), native, arg, arg, arg, arg, arg, arg)); uint32(got) != allow {
				t.Errorf("%s(%#x…): %#x, want allowed", name, arg, got)
			}
		}
	}
}
