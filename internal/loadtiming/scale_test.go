package loadtiming

import (
	"testing"
	"time"
)

// TestFactorOf pins how a load average becomes the tests' slack.
func TestFactorOf(t *testing.T) {
	cases := []struct {
		name, loadavg string
		cpus          int
		want          float64
	}{
		{"idle: never below 1", "0.10 0.20 0.30 1/100 4242\n", 2, 1},
		{"two yes on two cores", "4.00 3.00 2.00 5/100 4242\n", 2, 2},
		{"per core, not per machine", "8.00 8.00 8.00 9/300 4242\n", 8, 1},
		{"capped: a bound must stay a bound", "900.00 800.00 700.00 9/300 4242\n", 2, maxFactor},
		{"unreadable text: no slack", "garbage", 2, 1},
		{"empty file", "", 2, 1},
		{"no core count", "4.00 3.00 2.00 5/100 4242\n", 0, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := factorOf(c.loadavg, c.cpus); got != c.want {
				t.Errorf("factorOf(%q, %d) = %v, want %v", c.loadavg, c.cpus, got, c.want)
			}
		})
	}
}

// TestSlackVariable: a CI that knows its machine sets the factor; values
// below 1 or not numbers fall back to the load average, never shrink a bound.
func TestSlackVariable(t *testing.T) {
	t.Setenv("CAROKIT_TEST_SLACK", "3")
	if got := Scale(2 * time.Second); got != 6*time.Second {
		t.Errorf("with CAROKIT_TEST_SLACK=3, Scale(2s) = %v, want 6s", got)
	}
	t.Setenv("CAROKIT_TEST_SLACK", "1000")
	if got := Factor(); got != maxFactor {
		t.Errorf("CAROKIT_TEST_SLACK=1000: factor %v, want the cap %v", got, maxFactor)
	}
	for _, v := range []string{"0.5", "fast", ""} {
		t.Setenv("CAROKIT_TEST_SLACK", v)
		if got := Scale(time.Second); got < time.Second {
			t.Errorf("CAROKIT_TEST_SLACK=%q: Scale(1s) = %v, shorter than the bound", v, got)
		}
	}
}

// TestLoaded: the slack variable decides, as it does for Scale.
func TestLoaded(t *testing.T) {
	t.Setenv("CAROKIT_TEST_SLACK", "2")
	if !Loaded() {
		t.Error("factor 2: not loaded")
	}
	t.Setenv("CAROKIT_TEST_SLACK", "1")
	if Loaded() {
		t.Error("factor 1: loaded")
	}
}
