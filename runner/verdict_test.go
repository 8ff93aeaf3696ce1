package runner

import (
	"strings"
	"testing"
	"time"

	"carokit/problem"
)

func TestClassify(t *testing.T) {
	lim := Limits{CPU: time.Second, Wall: 3 * time.Second, MemoryBytes: 256 << 20, OutputBytes: 1 << 20}
	const mib = 1024 // KiB
	cases := []struct {
		name   string
		o      outcome
		want   problem.Verdict
		detail string
		why    string
	}{
		{"ok", outcome{cpu: 500 * time.Millisecond, peakKiB: 10 * mib}, problem.OK, "",
			"within every limit, exit 0"},
		{"finished but slow", outcome{cpu: 1200 * time.Millisecond}, problem.TLE, "CPU 1.2 s > 1 s",
			"CPU over the limit is TLE even when the program finished"},
		{"killed at the CPU limit", outcome{reason: killedCPU, cpu: 1010 * time.Millisecond, signalName: "SIGKILL", exitCode: -1},
			problem.TLE, "CPU 1.01 s > 1 s", "the poll killed it"},
		{"wall guard", outcome{reason: killedWall, wall: 3 * time.Second, signalName: "SIGKILL", exitCode: -1},
			problem.TLE, "wall-clock guard", "a sleeping program"},
		{"SIGXCPU", outcome{cpu: 900 * time.Millisecond, signalName: "SIGXCPU", exitCode: -1},
			problem.TLE, "SIGXCPU", "the RLIMIT_CPU backstop"},
		{"output cap", outcome{outputOver: true, reason: killedOutput, signalName: "SIGKILL", exitCode: -1},
			problem.OLE, "stdout over 1.0 MiB", "more than OutputBytes on stdout"},
		{"output cap beats TLE", outcome{outputOver: true, cpu: 2 * time.Second}, problem.OLE, "stdout",
			"the first rule wins"},
		{"file too large", outcome{signalName: "SIGXFSZ", exitCode: -1}, problem.OLE, "SIGXFSZ",
			"RLIMIT_FSIZE stops large files"},
		{"peak over the limit", outcome{peakKiB: 300 * mib}, problem.MLE, "peak memory 300.0 MiB > 256.0 MiB",
			"even a program that exited 0"},
		{"died near the limit", outcome{peakKiB: 240 * mib, signalName: "SIGSEGV", exitCode: -1},
			problem.MLE, "killed by SIGSEGV at peak memory 240.0 MiB", "malloc returned NULL at ≥ 90% of the limit"},
		{"died well below the limit", outcome{peakKiB: 200 * mib, signalName: "SIGSEGV", exitCode: -1},
			problem.RE, "killed by SIGSEGV", "under 90%: an ordinary crash"},
		{"exited 0 near the limit", outcome{peakKiB: 250 * mib}, problem.OK, "",
			"near the limit but finished cleanly"},
		{"bad_alloc printed, exit 1", outcome{peakKiB: 512, exitCode: 1}, problem.RE, "exit code 1",
			"stderr never decides: a program that prints std::bad_alloc at 0.5 MB is RE (the fixture badalloc.c)"},
		{"refused allocation far below the peak", outcome{peakKiB: 12 * mib, signalName: "SIGABRT", exitCode: -1},
			problem.RE, "killed by SIGABRT", "without a cgroup's OOM kill or a peak near the limit there is no evidence of memory"},
		{"segfault", outcome{signalName: "SIGSEGV", exitCode: -1}, problem.RE, "killed by SIGSEGV",
			"a signal names itself"},
		{"exit code", outcome{exitCode: 3}, problem.RE, "exit code 3", "non-zero exit"},
		{"OOM-killed child, program exited 0", outcome{oomKilled: true, peakKiB: 255 * mib}, problem.MLE, "memory limit",
			"the cgroup's OOM kill is MLE whichever process of the tree it hit"},
		{"OOM-killed program", outcome{oomKilled: true, peakKiB: 100 * mib, signalName: "SIGKILL", exitCode: -1}, problem.MLE,
			"killed by SIGKILL", "a static array over the limit: MLE, not RE, whatever the peak read"},
		{"CPU beats OOM", outcome{oomKilled: true, reason: killedCPU, cpu: 1100 * time.Millisecond, signalName: "SIGKILL", exitCode: -1},
			problem.TLE, "CPU", "the rules keep their order: TLE before MLE"},
		{"static array over the limit", outcome{imageBytes: 512 << 20, peakKiB: 0, signalName: "SIGSEGV", exitCode: -1}, problem.MLE,
			"static data (512.0 MiB)", "RLIMIT_DATA refuses the image at exec: the kernel kills it before it runs, and the image's size is the evidence"},
		{"static image under the limit", outcome{imageBytes: 100 << 20, signalName: "SIGSEGV", exitCode: -1}, problem.RE,
			"killed by SIGSEGV", "an image that fits is no evidence of memory"},
		{"process cap", outcome{pidsCapped: true, exitCode: 1}, problem.RE, "process cap",
			"a fork refused by the cap explains a crash"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.o.lim = lim
			v, d := classify(c.o)
			if v != c.want || !strings.Contains(d, c.detail) || (c.detail == "" && d != "") {
				t.Errorf("got %s %q, want %s %q: %s", v, d, c.want, c.detail, c.why)
			}
		})
	}
	// Without a memory limit nothing is MLE.
	v, _ := classify(outcome{lim: Limits{CPU: time.Second, OutputBytes: 1 << 20}, peakKiB: 1 << 30, exitCode: 1})
	if v != problem.RE {
		t.Errorf("no memory limit: got %s, want RE", v)
	}
}

func TestEncodeLimits(t *testing.T) {
	cases := []struct {
		name string
		lim  Limits
		want []string
		not  string
		why  string
	}{
		{"with memory", Limits{CPU: 1500 * time.Millisecond, MemoryBytes: 256 << 20, OutputBytes: 1 << 20},
			[]string{"cpu=3:4", "data=268435456:268435456", "stack=268435456:268435456", "fsize=1048576:1048576", "core=0:0"}, "",
			"RLIMIT_CPU is ceil(CPU)+1 s soft, one more hard; data and stack are the memory limit"},
		{"no memory limit", Limits{CPU: time.Second, OutputBytes: 1 << 20},
			[]string{"cpu=2:3", "core=0:0"}, "data=",
			"no data limit when none is asked"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := encodeLimits(c.lim)
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Errorf("%q lacks %q: %s", got, w, c.why)
				}
			}
			if c.not != "" && strings.Contains(got, c.not) {
				t.Errorf("%q has %q: %s", got, c.not, c.why)
			}
		})
	}
}
