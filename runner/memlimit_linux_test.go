package runner

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"carokit/problem"
)

// TestAllocationPastLimit: one allocation past the memory limit ends
// the run within its time limit, never TLE (problemtools'
// memory_limit.cc): with a cgroup (cold, then warm sandboxes) the cgroup
// kills it at the limit, MLE; without one (rlimits, or no sandbox)
// RLIMIT_DATA refuses the allocation, RE (see perProcessDataLimit).
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
			lim := Limits{CPU: 2 * time.Second, Wall: 20 * time.Second, MemoryBytes: 256 << 20, Sandbox: c.mode}
			for i := range c.runs {
				r, err := RunInput(context.Background(), p, nil, lim)
				if err != nil {
					t.Fatal(err)
				}
				want := problem.RE
				if _, err := hostCgroups(); err == nil && c.mode != SandboxOff {
					want = problem.MLE
				}
				if r.Verdict != want || r.CPU >= lim.CPU {
					t.Errorf("run %d: %s (%s, CPU %v, peak %d KiB), want %s within the %v CPU limit", i, r.Verdict, r.Detail, r.CPU, r.PeakRSSKiB, want, lim.CPU)
				}
			}
		})
	}
}
