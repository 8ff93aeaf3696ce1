//go:build linux

package runner

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"carokit/problem"
)

// TestDirect: the launcher-less start used by stress still gives each
// hostile program its verdict, applies the memory and CPU limits, and
// leaves nothing behind.
func TestDirect(t *testing.T) {
	input := filepath.Join("testdata", "input.txt")
	cases := []struct {
		fixture string
		want    problem.Verdict
		why     string
	}{
		{"echo.c", problem.OK, "a well-behaved program runs to the end"},
		// Before bigout: MLE is told only while the judge's own peak (which
		// capturing 64 MiB of output raises) stays under the program's.
		{"alloc.c", problem.MLE, "RLIMIT_DATA, set by prlimit after the start, stops it near the limit, above the judge's own peak"},
		{"loop.c", problem.TLE, "the CPU clock is polled as with the launcher"},
		{"sleep.c", problem.TLE, "the wall guard stops a sleeper"},
		{"segv.c", problem.RE, "a signal is a run-time error"},
		{"exit3.c", problem.RE, "a non-zero exit is a run-time error"},
		{"bigout.c", problem.OLE, "the output cap holds"},
		{"orphan.c", problem.OK, "a child that outlives the program is killed afterwards"},
		{"daemon.c", problem.OK, "so is a detached double-forked one"},
	}
	for _, c := range cases {
		t.Run(c.fixture, func(t *testing.T) {
			p := fixture(t, c.fixture)
			const limit = 64 << 20
			if c.want == problem.MLE && ownPeakKiB()*1024 >= limit {
				// A direct start's peak folds in the judge's own (vfork):
				// above the limit, this test binary's peak (the race
				// detector's shadow memory, earlier tests' buffers) hides
				// the program's, which Run then reports as unknown.
				t.Skipf("this test process's own peak, %d KiB, is over the %d MiB limit: the program's peak cannot be told from it", ownPeakKiB(), limit>>20)
			}
			res, err := Run(context.Background(), p, input, Limits{CPU: 300 * time.Millisecond, Wall: 3 * time.Second, MemoryBytes: limit, Direct: true, Sandbox: SandboxOff})
			if err != nil {
				t.Fatal(err)
			}
			skipStarved(t, res, c.want)
			if res.Verdict != c.want {
				t.Errorf("verdict %s (%s), want %s: %s", res.Verdict, res.Detail, c.want, c.why)
			}
			assertNoLeftovers(t, marker(p))
		})
	}
}
