package runner

import (
	"fmt"
	"strconv"
	"time"

	"carokit/problem"
)

// outcome is everything the verdict depends on.
type outcome struct {
	lim        Limits
	reason     killReason // why the judge killed it, if it did
	cpu, wall  time.Duration
	peakKiB    int64
	exitCode   int
	signalName string // "SIGSEGV" etc., "" if none
	oomKilled  bool   // the kernel killed a process of the run for want of memory (cgroup)
	pidsCapped bool   // the process cap refused a fork (cgroup)
	outputOver bool   // more than lim.OutputBytes on stdout
	imageBytes int64  // the executable's static size (imageBytes): a static array over the limit
	// Nothing the program wrote is here: its stderr never changes a
	// verdict (a program that printed std::bad_alloc and exited 1 was
	// MLE at 0.5 MB).
}

// mleNear is the fraction of the memory limit above which a program that
// died is taken to have died of the limit: the kernel's peak (the
// cgroup's, or ru_maxrss without one) is the evidence, as where only
// RLIMIT_DATA holds the limit malloc fails instead of the kernel killing.
const mleNear = 0.9

// classify turns an outcome into a verdict and its detail, by the rules in
// Result's documentation.
func classify(o outcome) (problem.Verdict, string) {
	died := o.signalName != "" || o.exitCode != 0
	how := fmt.Sprintf("exit code %d", o.exitCode)
	if o.signalName != "" {
		how = "killed by " + o.signalName
	}
	switch {
	case o.outputOver || o.reason == killedOutput:
		return problem.OLE, fmt.Sprintf("stdout over %s", bytesString(o.lim.OutputBytes))
	case o.reason == killedCPU || o.cpu > o.lim.CPU:
		return problem.TLE, fmt.Sprintf("CPU %s > %s", seconds(o.cpu), seconds(o.lim.CPU))
	case o.reason == killedIdle:
		return problem.TLE, fmt.Sprintf("idle after %s (CPU %s): waiting for input while the other program waited for its (a deadlock, ended after %s)",
			seconds(o.wall), seconds(o.cpu), PairSettle)
	case o.reason == killedWall:
		return problem.TLE, fmt.Sprintf("stopped by the wall-clock guard after %s (CPU %s): sleeping or blocked",
			seconds(o.wall), seconds(o.cpu))
	case o.signalName == "SIGXCPU":
		return problem.TLE, fmt.Sprintf("killed by SIGXCPU (CPU %s)", seconds(o.cpu))
	}
	if limit := o.lim.MemoryBytes; limit > 0 {
		peak := o.peakKiB * 1024
		switch {
		case o.oomKilled:
			return problem.MLE, fmt.Sprintf("the kernel killed a process of the run at the %s memory limit (program: %s)", bytesString(limit), how)
		case peak > limit:
			return problem.MLE, fmt.Sprintf("peak memory %s > %s", bytesString(peak), bytesString(limit))
		case died && float64(peak) >= mleNear*float64(limit):
			return problem.MLE, fmt.Sprintf("%s at peak memory %s, near the %s limit", how, bytesString(peak), bytesString(limit))
		case died && o.imageBytes > limit && !o.lim.noDataLimit:
			// RLIMIT_DATA refuses such an image at exec: the kernel kills
			// the program before its first instruction.
			return problem.MLE, fmt.Sprintf("%s: its static data (%s) is over the %s memory limit", how, bytesString(o.imageBytes), bytesString(limit))
		}
	}
	switch {
	case o.signalName == "SIGXFSZ":
		return problem.OLE, fmt.Sprintf("killed by SIGXFSZ: wrote a file over %s", bytesString(o.lim.OutputBytes))
	case died && o.pidsCapped:
		return problem.RE, how + ", after the process cap refused a fork"
	case died:
		return problem.RE, how
	}
	return problem.OK, ""
}

// seconds formats d as "1.234 s", without trailing zeros. Whole
// milliseconds over 1000, not Duration.Seconds, whose float sum prints
// 1.602 s as 1.6019999999999999.
func seconds(d time.Duration) string {
	return strconv.FormatFloat(float64(d.Round(time.Millisecond).Milliseconds())/1000, 'f', -1, 64) + " s"
}

// bytesString formats n in MiB, or in bytes when small.
func bytesString(n int64) string {
	if n < 1<<20 {
		return fmt.Sprintf("%d B", n)
	}
	return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MiB"
}
