package runner

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"
)

// TestSandboxLimits: a cgroup takes over from RLIMIT_DATA (which would
// make exec of a 512 MiB static array fail: RE, not MLE) and RLIMIT_NPROC;
// without one they stand in.
func TestSandboxLimits(t *testing.T) {
	lim := Limits{CPU: time.Second, MemoryBytes: 256 << 20, OutputBytes: 1 << 20, MaxProcesses: 64}
	cases := []struct {
		name      string
		cgroup    bool
		has, lack string
		why       string
	}{
		{"cgroup", true, "stack=268435456", "data=", "the cgroup limits the tree's memory; the stack stays bounded"},
		{"cgroup has no nproc", true, "core=0:0", "nproc=", "pids.max caps the processes"},
		{"no cgroup", false, "data=268435456", "", "RLIMIT_DATA is the fallback memory limit"},
		{"no cgroup nproc", false, "nproc=64:64", "", "RLIMIT_NPROC is the fallback process cap"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := sandboxLimits(lim, c.cgroup)
			if !strings.Contains(got, c.has) || (c.lack != "" && strings.Contains(got, c.lack)) {
				t.Errorf("%q: want %q and not %q: %s", got, c.has, c.lack, c.why)
			}
		})
	}
}

// TestSandboxView runs shell commands in the sandbox and checks what the
// program sees: only the system folders, a minimal environment, no host
// user, no network, its own PID namespace.
func TestSandboxView(t *testing.T) {
	if _, err := CheckSandbox(SandboxRequire); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
	cases := []struct {
		name, script, want string
		why                string
	}{
		{"root", "ls / | tr '\\n' ' '", "bin box dev etc lib lib64 proc sbin tmp usr ",
			"the system folders, /box, /tmp, /dev and /proc: no home, no package, no carokit temp folder"},
		{"environment", "env | sort | tr '\\n' ' '", "HOME=/box LANG=C.UTF-8 PATH=/usr/local/bin:/usr/bin:/bin PWD=/box ",
			"nothing of carokit's environment (the shell adds PWD)"},
		{"pid namespace", "echo $PPID", "1\n",
			"the parent is the namespace's init"},
		{"read-only root", "touch /etc/x 2>/dev/null || echo refused", "refused\n", "the root is read-only"},
		{"private tmp", "echo hi > /tmp/x && cat /tmp/x", "hi\n", "/tmp is writable, and private"},
		{"no network", "cat /proc/net/dev | grep -c :", "1\n", "only the namespace's loopback exists"},
	}
	if os.Geteuid() == 0 {
		cases = append(cases, struct{ name, script, want, why string }{"unprivileged", "id -u", "65534\n",
			"carokit runs as root, the program as nobody"})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := Run(context.Background(), Program{Path: "/bin/sh", Args: []string{"-c", c.script}}, "",
				Limits{CPU: 2 * time.Second, Wall: 10 * time.Second, Sandbox: SandboxRequire})
			if err != nil {
				t.Fatal(err)
			}
			if !r.Sandboxed || !strings.HasPrefix(string(r.Stdout), c.want) {
				t.Errorf("stdout %q (sandboxed %v, %s %s), want it to start with %q: %s", r.Stdout, r.Sandboxed, r.Verdict, r.Stderr, c.want, c.why)
			}
		})
	}
}
