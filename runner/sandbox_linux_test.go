package runner

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// TestSandboxLimits: RLIMIT_DATA holds the memory limit per process with
// or without a cgroup (one allocation past the limit is refused at once,
// as under Kattis's RLIMIT_AS; a static array over it is MLE by its
// image's size, see imageBytes); a cgroup takes over from RLIMIT_NPROC.
func TestSandboxLimits(t *testing.T) {
	lim := Limits{CPU: time.Second, MemoryBytes: 256 << 20, OutputBytes: 1 << 20, MaxProcesses: 64}
	cases := []struct {
		name      string
		cgroup    bool
		has, lack string
		why       string
	}{
		{"cgroup", true, "stack=", "data=", "the cgroup holds the memory limit (perProcessDataLimit is off)"},
		{"cgroup stack", true, "stack=268435456", "", "the stack stays bounded"},
		{"compiler with a cgroup", true, "stack=", "data=", "a compiler's limit is the tree's: rustc's linker maps far more than it touches"},
		{"cgroup has no nproc", true, "core=0:0", "nproc=", "pids.max caps the processes"},
		{"no cgroup", false, "data=268435456", "", "RLIMIT_DATA is the fallback memory limit"},
		{"no cgroup nproc", false, "nproc=64:64", "", "RLIMIT_NPROC is the fallback process cap"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := lim
			l.treeMemory = strings.HasPrefix(c.name, "compiler")
			got := sandboxLimits(l, c.cgroup)
			if !strings.Contains(got, c.has) || (c.lack != "" && strings.Contains(got, c.lack)) {
				t.Errorf("%q: want %q and not %q: %s", got, c.has, c.lack, c.why)
			}
		})
	}
}

// TestSandboxView runs shell commands in the sandbox and checks what the
// program sees: only the system folders, a minimal environment, no host
// user, no network, its own PID namespace; in a warm sandbox and in a
// cold one (one per run, where warm ones cannot serve: cgroup v2).
func TestSandboxView(t *testing.T) {
	inWarmAndCold(t, testSandboxView)
}

// inWarmAndCold runs test in warm sandboxes, then in cold ones.
func inWarmAndCold(t *testing.T, test func(*testing.T)) {
	for _, cold := range []bool{false, true} {
		t.Run(map[bool]string{false: "warm", true: "cold"}[cold], func(t *testing.T) {
			coldOnly = cold
			defer func() { coldOnly = false }()
			test(t)
		})
	}
}

func testSandboxView(t *testing.T) {
	if _, err := CheckSandbox(SandboxRequire); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
	cases := []struct {
		name, script, want string
		why                string
	}{
		{"root", "ls / | tr '\\n' ' '", "bin box dev etc feedback lib lib64 proc sbin tmp usr ",
			"the system folders, /box, /tmp, /dev, /proc and the (empty) mount point of a feedback folder: no home, no package, no carokit temp folder"},
		{"environment", "env | sort | tr '\\n' ' '", "HOME=/box LANG=C.UTF-8 PATH=/usr/local/bin:/usr/bin:/bin PWD=/box ",
			"nothing of carokit's environment (the shell adds PWD)"},
		{"pid namespace", "echo $PPID", "1\n",
			"the parent is the namespace's init"},
		{"read-only root", "touch /etc/x 2>/dev/null || echo refused", "refused\n", "the root is read-only"},
		{"private tmp", "echo hi > /tmp/x && cat /tmp/x", "hi\n", "/tmp is writable, and private"},
		{"no network", "cat /proc/net/dev | grep -c :", "1\n", "only the namespace's loopback exists"},
		{"init survives signals", "for s in HUP INT QUIT TERM PIPE USR1 USR2 XFSZ XCPU ALRM; do kill -$s 1; done; sleep 0.1; echo alive", "alive\n",
			"the init catches what the program sends it (a dead init kills the namespace: the program would be cut, not judged)"},
		{"default signals", "grep SigIgn /proc/self/status", "SigIgn:\t0000000000000000\n",
			"no signal ignored: the init's own ignoring (it must survive the program's kill(1, …)) must not reach the program, which would get EPIPE for SIGPIPE and EFBIG for SIGXFSZ"},
		{"oom killer's first choice", "cat /proc/self/oom_score_adj; sleep 0.5; cat /proc/1/oom_score_adj", "1000\n" + ownOOMScore(t),
			"the warm init shares the run's memory cgroup; at the limit the kernel must kill the program's processes, not the init (it did, under a fork bomb: a run ended in \"sandbox: EOF\"); the init itself goes back to carokit's score once the program has started (the sleep: it does so when next scheduled)"},
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

// TestWarmSandboxReuse: a warm sandbox serves the next run of the same
// program, and nothing of a run reaches the next: files in /tmp and /box,
// processes left running, System V IPC objects.
func TestWarmSandboxReuse(t *testing.T) {
	if _, err := CheckSandbox(SandboxRequire); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
	lim := Limits{CPU: 2 * time.Second, Wall: 10 * time.Second, Sandbox: SandboxRequire}
	leave := "touch /tmp/left /box/left; (sleep 100 &); ipcmk -M 4096 >/dev/null 2>&1; ipcmk -S 1 >/dev/null 2>&1; ipcmk -Q >/dev/null 2>&1; echo left"
	look := "ls /tmp /box; ls /proc | grep -c '^[0-9]'; ipcs 2>/dev/null | grep -c '^0x'"
	var inits []int
	for i, script := range []string{leave, look} {
		r, err := Run(context.Background(), Program{Path: "/bin/sh", Args: []string{"-c", script}}, "", lim)
		if err != nil {
			t.Fatal(err)
		}
		full, _ := lim.withDefaults()
		inits = append(inits, idleInit(t, warmKey("/bin/sh", Program{}, full)))
		if i == 1 {
			// ls's output: /box: and /tmp: with nothing under them; the
			// processes: the init, sh and grep's pipeline (ls, grep).
			if want := "/box:\n\n/tmp:\n"; !strings.HasPrefix(string(r.Stdout), want) {
				t.Errorf("second run sees %q: files of the first run survived", r.Stdout)
			}
			f := strings.Fields(string(r.Stdout))
			if len(f) < 2 || f[len(f)-2] > "4" || len(f[len(f)-2]) > 1 || f[len(f)-1] != "0" {
				t.Errorf("second run sees %q: want at most 4 processes and no System V object (segment, semaphore set, queue)", r.Stdout)
			}
		}
	}
	if inits[0] != inits[1] {
		t.Errorf("the runs used the inits %d and %d: the warm sandbox was not reused", inits[0], inits[1])
	}
}

// TestWarmSandboxRemountsWhatChanged: a warm sandbox keeps /box and /tmp
// when a run left them as mounted (no remount: a stress case costs less),
// and gives fresh ones when a run changed anything, even without leaving
// a file: each case is a way to pass something to the next run.
func TestWarmSandboxRemountsWhatChanged(t *testing.T) {
	if _, err := CheckSandbox(SandboxRequire); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
	cases := []struct{ name, leave, why string }{
		{"mode", "chmod 0701 /box", "a mode is a bit of information, with no inode added"},
		{"made and removed", "mkdir /box/d && rmdir /box/d && chmod 0755 /box", "the root's times change though nothing is left"},
		{"nothing", "true", "an untouched folder is kept, and must still look fresh"},
	}
	lim := Limits{CPU: 2 * time.Second, Wall: 10 * time.Second, Sandbox: SandboxRequire}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// A distinct program per case, so each starts its own warm sandbox.
			prog := Program{Path: "/bin/sh", Args: []string{"-c", c.leave + "; : " + c.name}}
			if _, err := Run(context.Background(), prog, "", lim); err != nil {
				t.Fatal(err)
			}
			look := Program{Path: "/bin/sh", Args: []string{"-c", "stat -c '%a %h' /box; ls -A /box /tmp; : " + c.name}}
			r, err := Run(context.Background(), look, "", lim)
			if err != nil {
				t.Fatal(err)
			}
			if want := "755 2\n/box:\n\n/tmp:\n"; string(r.Stdout) != want {
				t.Errorf("after %q the next run sees %q, want %q (%s)", c.leave, r.Stdout, want, c.why)
			}
		})
	}
}

// idleInit is the pid of the idle warm sandbox for key.
func idleInit(t *testing.T, key string) int {
	t.Helper()
	warmPool.Lock()
	defer warmPool.Unlock()
	if list := warmPool.idle[key]; len(list) == 1 {
		return list[0].pid
	}
	t.Fatalf("want one idle warm sandbox for /bin/sh, got %d", len(warmPool.idle[key]))
	return 0
}

// ownOOMScore is this process's oom_score_adj line, which a sandbox's
// init inherits.
func ownOOMScore(t *testing.T) string {
	b, err := os.ReadFile("/proc/self/oom_score_adj")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestWarmInitHoldsNoPidfds: the warm init reaps its programs with wait4,
// so it must not keep the pidfd os.StartProcess opens for each: they piled
// up until a collection, and every later program's fork copied them and
// its exec closed them one by one (4% of a stress run's CPU).
func TestWarmInitHoldsNoPidfds(t *testing.T) {
	if _, err := CheckSandbox(SandboxRequire); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
	lim := Limits{CPU: 2 * time.Second, Wall: 10 * time.Second, Sandbox: SandboxRequire}
	full, _ := lim.withDefaults()
	fds := func() int {
		init := idleInit(t, warmKey("/bin/true", Program{}, full))
		ents, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", init))
		if err != nil {
			t.Fatal(err)
		}
		return len(ents)
	}
	run := func() {
		if _, err := Run(context.Background(), Program{Path: "/bin/true"}, "", lim); err != nil {
			t.Fatal(err)
		}
	}
	run()
	before := fds()
	for range 30 {
		run()
	}
	if after := fds(); after > before+2 {
		t.Errorf("the init held %d descriptors after one run, %d after 31: one kept per run", before, after)
	}
}
