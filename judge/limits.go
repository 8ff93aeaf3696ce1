package judge

import (
	"carokit/problem"
	"carokit/runner"
	"carokit/testpkg"
	"runtime"
	"time"
)

// packageLimits picks the time and memory limits: the option, else the
// package's, else the problem's.
func packageLimits(m *testpkg.Manifest, spec *problem.Spec, tl time.Duration, mem int64) (time.Duration, int64) {
	if tl <= 0 {
		tl = time.Duration(m.TimeLimitMS) * time.Millisecond
	}
	if tl <= 0 {
		tl = spec.TimeLimit
	}
	if mem <= 0 {
		mem = m.MemoryLimitMB << 20
	}
	if mem <= 0 {
		mem = spec.MemoryLimit
	}
	return tl, mem
}

// runLimits are the runner limits for a CPU time limit tl: measured up to
// the top of the sensitive band, with a wall-clock guard for programs that
// sleep or wait.
func runLimits(tl time.Duration, mem int64, sandbox runner.SandboxMode, maxProcs int) runner.Limits {
	return runner.Limits{
		CPU:          time.Duration(float64(tl) * (1 + sensitiveBand)),
		Wall:         2*tl + time.Second,
		MemoryBytes:  mem,
		OutputBytes:  OutputLimit,
		StderrBytes:  StderrLimit,
		Sandbox:      sandbox,
		MaxProcesses: maxProcs,
	}
}

func jobCount(jobs int) int {
	if jobs <= 0 || jobs > runtime.NumCPU() {
		return runtime.NumCPU()
	}
	return jobs
}
