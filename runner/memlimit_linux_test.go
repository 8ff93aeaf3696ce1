package runner

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"carokit/problem"
)

// TestAllocationPastLimit: one allocation past the memory limit is refused
// at once, with a cgroup (cold, then warm sandboxes: the warm init's
// program must inherit RLIMIT_DATA from the fork, not get it by prlimit
// after its start, which it outran about every other run) and without
// the sandbox: RE every time, never TLE (problemtools' memory_limit.cc).
func TestAllocationPastLimit(t *testing.T) {
	p, err := Prepare(context.Background(), filepath.Join("testdata", "bigalloc.c"), fixtureCache)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		mode SandboxMode
		runs int
	}{
		{"sandbox, cold then warm", SandboxAuto, 6},
		{"no sandbox", SandboxOff, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			if raceEnabled {
				// Race-built, the launcher and the init cannot run under
				// RLIMIT_DATA, so the sandbox leaves it to the cgroup
				// (sandboxLimits): make test runs this without -race.
				t.Skip("the race-built launcher and init cannot run under RLIMIT_DATA")
			}
			lim := Limits{CPU: 2 * time.Second, Wall: 20 * time.Second, MemoryBytes: 256 << 20, Sandbox: c.mode}
			for i := range c.runs {
				r, err := RunInput(context.Background(), p, nil, lim)
				if err != nil {
					t.Fatal(err)
				}
				if r.Verdict != problem.RE || r.CPU > time.Second {
					t.Errorf("run %d: %s (%s, CPU %v, peak %d KiB), want RE at once: the allocation refused", i, r.Verdict, r.Detail, r.CPU, r.PeakRSSKiB)
				}
			}
		})
	}
}
