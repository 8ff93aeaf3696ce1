package stress

import (
	"testing"
	"time"
)

// TestETA: the progress line's estimate, from the cases budget, the time
// budget, or the sooner of both.
func TestETA(t *testing.T) {
	start := time.Now().Add(-10 * time.Second) // 10 s into the run
	cases := []struct {
		name     string
		cases    int
		deadline time.Duration // from now; 0: no --time
		done     int
		want     string
	}{
		{"cases budget", 100, 0, 50, "ETA 10s"},                // half the cases in 10 s: 10 s more
		{"time budget", 0, 20 * time.Second, 50, "ETA 20s"},    // the remainder of --time
		{"sooner of both", 100, 5 * time.Second, 50, "ETA 5s"}, // --time ends before the cases
		{"nothing to go by", 100, 0, 0, "ETA ?"},               // no case finished yet
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := &search{opt: Options{Cases: c.cases}}
			if c.deadline > 0 {
				s.deadline = time.Now().Add(c.deadline)
			}
			if got := s.eta(start, c.done); got != c.want {
				t.Errorf("eta = %q, want %q", got, c.want)
			}
		})
	}
}
