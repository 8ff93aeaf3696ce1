package loadtiming

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// maxFactor caps Factor: past it a bound stops being a bound (a 5 s wait
// of a hung child would last minutes), and a host's load average seen
// from a small container can be far above what the container gets.
const maxFactor = 20

// Factor is how much slower than an idle machine this one is now, for
// the tests' wall-clock bounds: $CAROKIT_TEST_SLACK when it holds a
// number ≥ 1 (a CI that knows its machine), else the one-minute load
// average per core where the system gives one (Linux's /proc/loadavg),
// at least 1 and at most 20. Two `yes > /dev/null` on two cores make it
// about 2: every runnable process gets half the CPU it had.
func Factor() float64 {
	if v, err := strconv.ParseFloat(os.Getenv("CAROKIT_TEST_SLACK"), 64); err == nil && v >= 1 {
		return min(v, maxFactor)
	}
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 1
	}
	return factorOf(string(b), runtime.NumCPU())
}

// factorOf is Factor from the text of /proc/loadavg on cpus cores.
func factorOf(loadavg string, cpus int) float64 {
	fields := strings.Fields(loadavg)
	if len(fields) == 0 || cpus < 1 {
		return 1
	}
	load, err := strconv.ParseFloat(fields[0], 64)
	if err != nil {
		return 1
	}
	return max(1, min(load/float64(cpus), maxFactor))
}

// Scale is a test's wall-clock bound d as it must be on this machine now:
// d × Factor(). Use it for every bound that a slow machine could exceed
// without any bug (a wait for a child, a "within N seconds" check), so
// that a test fails on a loaded machine only for the reason it would on
// an idle one.
func Scale(d time.Duration) time.Duration {
	return time.Duration(float64(d) * Factor())
}

// Loaded reports whether the machine is busy enough now (Factor at least
// 1.5) that a run starved into the wall-clock guard may be its load
// rather than a hang. A test forgives such a cut only then: on an idle
// machine the same cut is the bug it is looking for.
func Loaded() bool {
	return Factor() >= 1.5
}
