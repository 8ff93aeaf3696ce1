package runner

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"golang.org/x/sync/errgroup"

	"carokit/problem"
)

// TestSmallMemoryLimitLaunch: a memory limit far below the launcher's own
// data (the carokit binary, or this test binary: some 75 MiB of VmData)
// still runs the program, without the sandbox and in a cold sandbox with
// rlimits only (no cgroup). The launcher and the cold init used to set
// RLIMIT_DATA on themselves before starting the program and then died
// at the Go runtime's next mapping ("fatal error: runtime: out of
// memory"; reliability/TestSandboxModes on a busy CI): now only the
// forked child gets the limits (rawChild). Many runs eight at a time,
// because the runtime maps memory only now and then: before the fix one
// in about a hundred failed. 32 MiB, not less: a race-built launcher's
// 15 MiB of RSS counts in the program's peak.
func TestSmallMemoryLimitLaunch(t *testing.T) {
	alsoWithoutCgroups(t, "TestSmallMemoryLimitLaunch")
	p := fixture(t, "trivial.c")
	for _, c := range []launchMode{launchOff, launchCold} {
		t.Run(c.name, func(t *testing.T) {
			c.use(t)
			lim := Limits{CPU: time.Second, MemoryBytes: 32 << 20, Sandbox: c.mode}
			var g errgroup.Group
			g.SetLimit(8)
			for i := range 200 {
				g.Go(func() error {
					r, err := RunInput(context.Background(), p, nil, lim)
					if err != nil {
						return fmt.Errorf("run %d: %w", i, err)
					}
					if r.Verdict != problem.OK {
						return fmt.Errorf("run %d: verdict %s (%s), want OK; stderr %q", i, r.Verdict, r.Detail, truncate(r.Stderr))
					}
					return nil
				})
			}
			if err := g.Wait(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestLimitsAtExec: without a cgroup the rlimits are every limit, and a
// program gets them before its first instruction in every mode: a
// program whose static data (512 MiB of bss, one byte touched) is over
// a 64 MiB limit is MLE without the sandbox, in a cold sandbox and in a
// warm one alike. The warm init used to set them just after the start,
// so there the same program ran and was OK: a verdict that depended on
// which sandbox served the run. (With a cgroup, which counts the memory
// used, it is OK everywhere.)
func TestLimitsAtExec(t *testing.T) {
	if !alsoWithoutCgroups(t, "TestLimitsAtExec") {
		return
	}
	p := fixture(t, "bigbss.c")
	for _, c := range []launchMode{launchOff, launchCold, launchWarm} {
		t.Run(c.name, func(t *testing.T) {
			c.use(t)
			r, err := RunInput(context.Background(), p, nil, Limits{CPU: time.Second, MemoryBytes: 64 << 20, Sandbox: c.mode})
			if err != nil {
				t.Fatal(err)
			}
			if r.Verdict != problem.MLE || !strings.Contains(r.Detail, "static data") {
				t.Errorf("verdict %s (%s), stdout %q; want MLE for its static data, refused at its exec", r.Verdict, r.Detail, r.Stdout)
			}
		})
	}
}

// alsoWithoutCgroups runs the test named in a process of this binary
// without cgroups (they are detected once per process), failing t if it
// fails there; it reports whether this process is that one.
func alsoWithoutCgroups(t *testing.T, name string) bool {
	t.Helper()
	if os.Getenv(DisableCgroupEnv) == "1" {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+name+"$", "-test.count=1")
	cmd.Env = append(os.Environ(), DisableCgroupEnv+"=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("without cgroups: %v\n%s", err, out)
	}
	return false
}

// launchMode is how a run starts: without the sandbox, or in a cold or a
// warm one.
type launchMode struct {
	name string
	mode SandboxMode
	cold bool
}

var (
	launchOff  = launchMode{"no sandbox", SandboxOff, false}
	launchCold = launchMode{"cold sandbox", SandboxRequire, true}
	launchWarm = launchMode{"warm sandbox", SandboxRequire, false}
)

// use makes the runs of t start in mode m, skipping t where the kernel
// cannot sandbox.
func (m launchMode) use(t *testing.T) {
	t.Helper()
	if m.mode == SandboxRequire {
		if _, err := CheckSandbox(SandboxRequire); err != nil {
			t.Skip(err)
		}
	}
	coldOnly = m.cold
	t.Cleanup(func() { coldOnly = false })
}
