package runner

import (
	"errors"
	"slices"
	"testing"
	"time"
)

// TestRetryWallCut: how many runs a wall-clock cut costs, and with which
// guards.
func TestRetryWallCut(t *testing.T) {
	boom := errors.New("boom")
	s := time.Second
	cases := []struct {
		name   string
		cuts   int           // the first cuts runs are cut
		cpu    time.Duration // the CPU time of each (limit: 1 s)
		err    error         // the first run's error
		guards []time.Duration
		why    string
	}{
		{"not cut", 0, 0, nil, []time.Duration{3 * s}, "a run the guard did not stop is not run again"},
		{"cut once", 1, 0, nil, []time.Duration{3 * s, 6 * s},
			"one cut, one re-run with twice the guard (the default guard, 2×CPU + 1 s)"},
		{"sleeper", 99, time.Millisecond, nil, []time.Duration{3 * s, 6 * s},
			"a program cut again with almost no CPU waits rather than starves: one re-run only"},
		{"starved", 99, 200 * time.Millisecond, nil, []time.Duration{3 * s, 6 * s, 12 * s, 24 * s},
			"a program that got CPU but not enough: WallRetries re-runs, the guard doubling; the last cut stands"},
		{"error", 99, 0, boom, []time.Duration{3 * s}, "a run that failed to run is not re-run"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var guards []time.Duration
			got, err := RetryWallCut(Limits{CPU: s}, func(lim Limits) (int, Result, error) {
				guards = append(guards, lim.Guard())
				n := len(guards)
				res := Result{WallCut: n <= c.cuts, CPU: c.cpu}
				if n == 1 && c.err != nil {
					return n, res, c.err
				}
				return n, res, nil
			})
			if !slices.Equal(guards, c.guards) || !errors.Is(err, c.err) || got != len(c.guards) {
				t.Errorf("guards %v, result %d, err %v; want guards %v, result %d, err %v: %s", guards, got, err, c.guards, len(c.guards), c.err, c.why)
			}
		})
	}
}
