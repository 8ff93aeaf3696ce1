//go:build linux

package runner

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/internal/loadtiming"
	"carokit/problem"
)

// verdictCase is a program TestRunVerdicts runs (src, in testdata), the
// limits it runs under, the verdict it must get and why, and what else
// its result must show (check, nil for nothing more).
type verdictCase struct {
	name, src string
	lim       Limits
	want      problem.Verdict
	why       string
	check     func(t *testing.T, r Result)
}

// TestRunVerdicts runs each program of endingCases and limitedCases on
// testdata/input.txt and checks its verdict, what else its case asks of
// the result, and that it left no process behind.
func TestRunVerdicts(t *testing.T) {
	input := filepath.Join("testdata", "input.txt")
	echo := echoOutput(t, input)
	// A generous wall guard: the machine may be busy, and only the sleeping
	// case is about the guard.
	short := Limits{CPU: 300 * time.Millisecond, Wall: 10 * time.Second, MemoryBytes: 256 << 20}
	cases := append(endingCases(echo, short), limitedCases(short)...)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := fixture(t, c.src)
			r, err := Run(context.Background(), p, input, c.lim)
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			skipStarved(t, r, c.want)
			if r.Verdict != c.want {
				t.Errorf("verdict %s (%s), want %s: %s; stderr %q", r.Verdict, r.Detail, c.want, c.why, truncate(r.Stderr))
			}
			if c.check != nil {
				c.check(t, r)
			}
			assertNoLeftovers(t, marker(p))
		})
	}
}

// endingCases are the first of TestRunVerdicts' cases: programs that end
// on their own, well (OK, echo being what echo prints for the input) or
// badly (RE), under the usual limits short.
func endingCases(echo string, short Limits) []verdictCase {
	return []verdictCase{
		{"echo", "echo.c", short, problem.OK, "reads its input and exits 0",
			wantStdout(echo)},
		{"python", "echo.py", short, problem.OK, "an interpreted program runs under the same limits",
			wantStdout(echo)},
		{"go", "echo.go", short, problem.OK, "a Go binary runs under RLIMIT_DATA despite its large address-space reservation",
			wantStdout(echo)},
		{"never reads input", "noread.c", short, problem.OK, "stdin is a file, so an unread input blocks nobody",
			wantStdout("42\n")},
		{"closes stdout early", "closeout.c", short, problem.OK, "end of file on stdout before exit is not an error",
			wantStdout("early\n")},
		{"floods stderr", "stderrflood.c", short, problem.OK, "stderr is drained and truncated, not a fault",
			func(t *testing.T, r Result) {
				wantStdout("answer\n")(t, r)
				if len(r.Stderr) != DefaultStderrBytes || len(bytes.Trim(r.Stderr, "e")) != 0 {
					t.Errorf("stderr: %d bytes, want %d bytes of 'e'", len(r.Stderr), DefaultStderrBytes)
				}
			}},
		{"exit code 3", "exit3.c", short, problem.RE, "a non-zero exit is a run-time error",
			func(t *testing.T, r Result) {
				wantStdout("partial answer\n")(t, r)
				wantDetail("exit code 3")(t, r)
				if r.ExitCode != 3 || r.Signal != "" {
					t.Errorf("exit code %d, signal %q; want 3 and none", r.ExitCode, r.Signal)
				}
			}},
		{"segfault", "segv.c", short, problem.RE, "death by a signal is a run-time error naming the signal",
			wantSignal("SIGSEGV")},
		{"abort", "abort.c", short, problem.RE, "abort raises SIGABRT",
			wantSignal("SIGABRT")},
	}
}

// limitedCases are the rest of TestRunVerdicts' cases, after endingCases:
// programs one of their limits stops, then programs whose leftover
// processes the run must kill; short are the usual limits.
func limitedCases(short Limits) []verdictCase {
	// In the sandbox, a cgroup's OOM kill is the evidence of an
	// allocation past the limit; without one RLIMIT_DATA refuses it: RE.
	pyInSandbox := problem.MLE
	if _, err := hostCgroups(); err != nil {
		pyInSandbox = problem.RE
	}
	return []verdictCase{
		{"infinite loop", "loop.c", short, problem.TLE, "CPU time past the limit; killed promptly by the CPU poll",
			func(t *testing.T, r Result) {
				wantDetail("CPU")(t, r)
				// The poll stops it past the limit and before RLIMIT_CPU's
				// 2 s backstop, however loaded the machine.
				if r.CPU <= short.CPU || r.CPU >= 2*time.Second {
					t.Errorf("CPU %v: want over the %v limit and under the 2 s backstop (%s, %s, wall %v)", r.CPU, short.CPU, r.Detail, r.Signal, r.Wall)
				}
			}},
		{"leaves its group and loops", "setsid_loop.c", short, problem.TLE, "a group kill misses it, so it is also killed by pid",
			func(t *testing.T, r Result) {
				if r.CPU >= 2*time.Second {
					t.Errorf("CPU %v: want over the %v limit and under RLIMIT_CPU's 2 s backstop", r.CPU, short.CPU)
				}
			}},
		{"sleeps forever", "sleep.c", Limits{CPU: 300 * time.Millisecond, Wall: 500 * time.Millisecond}, problem.TLE,
			"no CPU used, so only the wall-clock guard can stop it",
			func(t *testing.T, r Result) {
				wantDetail("wall-clock guard")(t, r)
				// Nothing else would stop it; the upper bound leaves a
				// loaded machine room.
				if r.Wall < 500*time.Millisecond || r.Wall > 5*time.Second {
					t.Errorf("wall %v: want the 0.5 s guard (under 5 s on a loaded machine)", r.Wall)
				}
			}},
		{"prints 100 MB", "bigout.c", Limits{CPU: time.Second, Wall: 10 * time.Second}, problem.OLE, "stdout past the 64 MiB default cap",
			func(t *testing.T, r Result) {
				if len(r.Stdout) != DefaultOutputBytes {
					t.Errorf("kept %d bytes of stdout, want the %d cap", len(r.Stdout), DefaultOutputBytes)
				}
			}},
		{"allocates without bound", "alloc.c", Limits{CPU: 2 * time.Second, Wall: 10 * time.Second, MemoryBytes: 256 << 20}, problem.MLE,
			"malloc fails at the data limit and the program dies near it",
			func(t *testing.T, r Result) {
				if r.PeakRSSKiB*1024 < 230<<20 || r.PeakRSSKiB*1024 > 270<<20 {
					t.Errorf("peak %d KiB: want about 256 MiB", r.PeakRSSKiB)
				}
			}},
		// Without the sandbox's cgroup, RLIMIT_DATA refuses the allocation;
		// in it the kernel kills the program at the cgroup limit instead.
		{"python MemoryError", "pymem.py", Limits{CPU: short.CPU, MemoryBytes: short.MemoryBytes, Sandbox: SandboxOff}, problem.RE,
			"a refused allocation far above the resident peak leaves no kernel evidence of memory: RE, whatever stderr says",
			wantDetail("exit code 1")},
		// A CPU limit well above short's: Python's start (pyenv's shim,
		// about 0.1 s) and faulting in its memory took over 0.3 s of
		// CPU under CI's race run, a TLE before the memory limit.
		{"python over the limit in the sandbox", "pymem.py", Limits{CPU: 3 * time.Second, MemoryBytes: short.MemoryBytes}, pyInSandbox,
			"with a cgroup the cgroup kills it at the limit (MLE); with rlimits only RLIMIT_DATA refuses the allocation (MemoryError, RE)", nil},
		{"child outlives it", "orphan.c", short, problem.OK, "the sleeping child in the group is killed after the run",
			wantStdoutPrefix("child ")},
		{"setsid daemon", "daemon.c", short, problem.OK, "the daemon left the group but was re-parented to the judge and killed",
			func(t *testing.T, r Result) {
				if !bytes.Contains(r.Stdout, []byte("daemon ")) || !bytes.HasSuffix(r.Stdout, []byte("started\n")) {
					t.Errorf("stdout %q: want the daemon's pid, then started", r.Stdout)
				}
			}},
	}
}

// skipStarved skips a case whose run the wall-clock guard stopped under
// its CPU limit, where another verdict than TLE was wanted, on a loaded
// machine (loadtiming.Loaded): starved of CPU, a program looks like one
// that sleeps. On an idle machine the case goes on, and fails.
func skipStarved(t *testing.T, r Result, want problem.Verdict) {
	t.Helper()
	if r.WallCut && want != problem.TLE && loadtiming.Loaded() {
		t.Skipf("starved into the wall-clock guard on a loaded machine (%s, %s)", r.Verdict, r.Detail)
	}
}

func wantStdout(s string) func(*testing.T, Result) {
	return func(t *testing.T, r Result) {
		t.Helper()
		if string(r.Stdout) != s {
			t.Errorf("stdout %q, want %q", truncate(r.Stdout), s)
		}
	}
}

func wantStdoutPrefix(s string) func(*testing.T, Result) {
	return func(t *testing.T, r Result) {
		t.Helper()
		if !bytes.HasPrefix(r.Stdout, []byte(s)) {
			t.Errorf("stdout %q, want it to start with %q", truncate(r.Stdout), s)
		}
	}
}

func wantDetail(s string) func(*testing.T, Result) {
	return func(t *testing.T, r Result) {
		t.Helper()
		if !strings.Contains(r.Detail, s) {
			t.Errorf("detail %q, want it to mention %q", r.Detail, s)
		}
	}
}

func wantSignal(sig string) func(*testing.T, Result) {
	return func(t *testing.T, r Result) {
		t.Helper()
		if r.Signal != sig || r.Detail != "killed by "+sig || r.ExitCode != -1 {
			t.Errorf("signal %q, detail %q, exit code %d; want %s", r.Signal, r.Detail, r.ExitCode, sig)
		}
	}
}

func truncate(b []byte) string {
	if len(b) > 200 {
		return string(b[:200]) + "..."
	}
	return string(b)
}
