package reliability

import (
	"encoding/json"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"carokit/problem"
	"carokit/runner"
)

// oneJob makes judge run the package's two tests one after the other in
// one warm sandbox.
var oneJob = []string{"--jobs", "1"}

// kernelCases are issue 24's attacks on the sandbox's kernel interface
// and on the runs of a warm sandbox, and a few of our own. Each answers
// right only when the attack failed, so the verdict shows it: OK, or WA
// when the attack worked. judge runs the two tests in one sandbox
// (--jobs 1), stress 20 cases in two, so a run follows another in the
// same warm sandbox.
var kernelCases = []sandboxCase{
	{src: "syscalls.c", judge: problem.OK, stress: problem.OK, judgeArgs: oneJob,
		why: "the seccomp filter answers EPERM to each denied call (clone3: ENOSYS), where the kernel would have said EBADF, EFAULT, EINVAL or yes"},
	{src: "netpark.c", judge: problem.OK, stress: problem.OK, judgeArgs: oneJob,
		why: "unshare(CLONE_NEWUSER|CLONE_NEWNET) gets EPERM: no namespace of its own to park socket buffers in"},
	{src: "mqueue.c", judge: problem.OK, stress: problem.OK, judgeArgs: oneJob,
		why: "the init deletes the POSIX message queues a run left before the next: the queue an earlier run filled is gone"},
	{src: "sysvshm.c", judge: problem.OK, stress: problem.OK, judgeArgs: oneJob,
		why: "the init deletes the System V objects a run left before the next"},
	{src: "pid.c", judge: problem.OK, stress: problem.OK, judgeArgs: oneJob,
		why: "every run's program is pid 1000, whatever earlier runs forked"},
	{src: "fds.c", judge: problem.OK, stress: problem.OK, judgeArgs: oneJob, around: inheritFD,
		why: "only fds 0-2 reach the program, though carokit inherited one more without close-on-exec"},
	{src: "leftfiles.c", judge: problem.OK, stress: problem.OK, judgeArgs: oneJob,
		why: "/tmp and /box are fresh each run, and there is no /dev/shm"},
	{src: "privs.c", judge: problem.OK, stress: problem.OK, judgeArgs: oneJob,
		why: "hard rlimits, capabilities, PR_SET_MM and no_new_privs stay as the sandbox set them"},
	{src: "badalloc.c", judge: problem.RE, stress: problem.RE, judgeArgs: oneJob,
		why: "std::bad_alloc on stderr with exit 1 at 1 MiB: the kernel saw no memory limit reached, so RE, not MLE"},
}

// TestKernel runs kernelCases through `carokit judge` and `carokit
// stress`, as TestSandbox does; skipped where the kernel cannot sandbox.
func TestKernel(t *testing.T) {
	runSandboxCases(t, kernelCases)
}

// inheritFD gives carokit a descriptor without close-on-exec, as its
// caller may (issue 24's fd 10), for the length of the case.
func inheritFD(t *testing.T, _ string) func(*testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	fd, err := syscall.Dup(int(null.Fd())) // no O_CLOEXEC: every child of the test inherits it
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Close(fd) })
	return nil
}

// TestStalePeak: in one warm sandbox (--jobs 1), the sample's run leaves
// 24 MiB in /tmp and the page cache of the libraries it read; the next
// run allocates nothing and must report its own small peak (issue 24:
// 20-90 MiB left by an earlier run).
func TestStalePeak(t *testing.T) {
	if warning, err := runner.CheckSandbox(runner.SandboxRequire); err != nil || warning != "" {
		t.Skipf("needs the sandbox with cgroups: %v %s", err, warning)
	}
	pkg := writePackage(t)
	bin := fixture(t, "stalepeak.c")
	tmp := t.TempDir()
	o := run(t, tmp, 30*time.Second, "judge", "--package", pkg, "--solution", bin,
		"--time-limit", "2s", "--jobs", "1", "--format", "json")
	checkNoFixtureLeft(t)
	checkEmpty(t, tmp)
	var rep []struct {
		Tests []struct {
			Name    string          `json:"name"`
			Verdict problem.Verdict `json:"verdict"`
			PeakKiB int64           `json:"peak_kib"`
		} `json:"tests"`
	}
	if err := json.Unmarshal([]byte(o.stdout), &rep); err != nil || len(rep) != 1 || len(rep[0].Tests) != 2 {
		t.Fatalf("judge printed %q (%v): %s", clip(o.stdout), err, o)
	}
	peaks := map[string]int64{}
	for _, r := range rep[0].Tests {
		if r.Verdict != problem.OK {
			t.Errorf("%s: %s, want OK", r.Name, r.Verdict)
		}
		peaks[r.Name] = r.PeakKiB
	}
	left, clean := peaks["01-sample"], peaks["02-no-win"]
	if left < 20<<10 {
		t.Errorf("the sample's run peaked at %d KiB: it did not leave its 24 MiB, so this test proves nothing", left)
	}
	if clean > 8<<10 {
		t.Errorf("the run after it reports %d KiB: memory the earlier run left (the sample's: %d KiB)", clean, left)
	}
}

// TestMLEWithoutCgroup: where no cgroup can be made (simulated with
// runner.DisableCgroupEnv), RLIMIT_DATA holds the limit and malloc fails
// near it: alloc.c is still MLE, on the kernel's figure (ru_maxrss at 90%
// of the limit or more), and badalloc.c, whose stderr says bad_alloc at
// 1 MiB, still RE.
func TestMLEWithoutCgroup(t *testing.T) {
	if _, err := runner.CheckSandbox(runner.SandboxRequire); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
	t.Setenv(runner.DisableCgroupEnv, "1")
	pkg := writePackage(t)
	for _, c := range []struct {
		src  string
		want problem.Verdict
		why  string
	}{
		{"alloc.c", problem.MLE, "malloc fails at RLIMIT_DATA and the program dies with its resident peak near the limit"},
		{"badalloc.c", problem.RE, "no memory figure near the limit: what it printed does not count"},
	} {
		t.Run(strings.TrimSuffix(c.src, ".c"), func(t *testing.T) {
			bin := fixture(t, c.src)
			judged, _ := judgeFixture(t, pkg, bin, c.want, c.why)
			stressed, _ := stressFixture(t, bin, c.want, c.why, "--time-limit", "3s")
			t.Logf("judge: %s; stress: %s", judged, stressed)
		})
	}
}
