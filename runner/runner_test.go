//go:build linux

package runner

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"carokit/internal/loadtiming"
	"carokit/problem"
)

// fixtureCache holds the fixtures compiled for this test binary; Prepare's
// content hash makes a second request for the same fixture a stat.
var fixtureCache string

func TestMain(m *testing.M) {
	MaybeLaunch()
	dir, err := os.MkdirTemp("", "carokit-runner-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fixtureCache = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// fixture prepares testdata/name. The fixtures are built on first use, in
// parallel, so the whole set costs about one compile per core.
func fixture(t testing.TB, name string) Program {
	t.Helper()
	buildFixtures.Do(func() {
		var wg sync.WaitGroup
		sem := make(chan struct{}, 2)
		for _, f := range []string{"echo.c", "trivial.c", "loop.c", "sleep.c", "segv.c", "abort.c", "exit3.c",
			"bigout.c", "alloc.c", "orphan.c", "daemon.c", "closeout.c", "noread.c", "stderrflood.c", "setsid_loop.c", "echo.go", "fileecho.c"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				_, _ = Prepare(context.Background(), filepath.Join("testdata", f), fixtureCache)
			}()
		}
		wg.Wait()
	})
	p, err := Prepare(context.Background(), filepath.Join("testdata", name), fixtureCache)
	if err != nil {
		t.Fatalf("prepare %s: %v", name, err)
	}
	return p
}

var buildFixtures sync.Once

// marker is a string found in the command line of every process of p (its
// binary, or its script for an interpreter).
func marker(p Program) string {
	if len(p.Args) > 0 {
		return p.Args[0]
	}
	return p.Path
}

// leftovers lists live processes whose command line contains marker, and our
// children outside our process group (orphans or zombies we failed to reap).
func leftovers(marker string) []string {
	var found []string
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err == nil && bytes.Contains(b, []byte(marker)) {
			found = append(found, e.Name()+": "+strings.ReplaceAll(string(b), "\x00", " "))
		}
	}
	idle := idleWarmPIDs()
	for _, pid := range childPIDs() {
		if idle[pid] {
			continue // an idle warm sandbox, kept for the next run (warm_linux.go)
		}
		if pgid, err := unix.Getpgid(pid); err == nil && pgid != unix.Getpgrp() {
			found = append(found, fmt.Sprintf("%d: our child in process group %d", pid, pgid))
		}
	}
	return found
}

// assertNoLeftovers fails unless no process of marker remains; it polls
// briefly in case /proc lags.
func assertNoLeftovers(t *testing.T, marker string) {
	t.Helper()
	deadline := time.Now().Add(500 * time.Millisecond)
	for {
		left := leftovers(marker)
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("processes left behind: %q", left)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestLeftoversDetects makes sure the leftover check can fail: a process
// started outside Run is seen until it is killed.
func TestLeftoversDetects(t *testing.T) {
	p := fixture(t, "sleep.c")
	cmd := exec.Command(p.Path)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer cmd.Process.Kill()
	deadline := time.Now().Add(time.Second)
	for len(leftovers(p.Path)) == 0 {
		if time.Now().After(deadline) {
			t.Fatal("a running sleep fixture is not reported as a leftover")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestRunVerdicts(t *testing.T) {
	input := filepath.Join("testdata", "input.txt")
	data, err := os.ReadFile(input)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0
	for _, b := range data {
		sum += int(b)
	}
	echo := fmt.Sprintf("bytes=%d sum=%d\n", len(data), sum)
	// A generous wall guard: the machine may be busy, and only the sleeping
	// case is about the guard.
	short := Limits{CPU: 300 * time.Millisecond, Wall: 10 * time.Second, MemoryBytes: 256 << 20}

	// In the sandbox, a cgroup's OOM kill is the evidence of an
	// allocation past the limit; without one RLIMIT_DATA refuses it: RE.
	pyInSandbox := problem.MLE
	if _, err := hostCgroups(); err != nil {
		pyInSandbox = problem.RE
	}
	cases := []struct {
		name, src string
		lim       Limits
		want      problem.Verdict
		why       string
		check     func(t *testing.T, r Result)
	}{
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

// TestRunConcurrent runs well-behaved and misbehaving programs side by side,
// as stress and judge do: one run's clean-up must not kill another's
// program, and nothing may be left behind.
func TestRunConcurrent(t *testing.T) {
	type job struct {
		src    string
		want   problem.Verdict
		stdout string
	}
	jobs := []job{
		{"noread.c", problem.OK, "42\n"},
		{"daemon.c", problem.OK, ""},
		{"orphan.c", problem.OK, ""},
		{"segv.c", problem.RE, ""},
		{"closeout.c", problem.OK, "early\n"},
	}
	progs := map[string]Program{}
	for _, j := range jobs {
		progs[j.src] = fixture(t, j.src)
	}
	lim := Limits{CPU: time.Second, Wall: 10 * time.Second, MemoryBytes: 256 << 20}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 3 * len(jobs) {
				j := jobs[(w+i)%len(jobs)]
				r, err := Run(context.Background(), progs[j.src], "", lim)
				if err != nil {
					t.Errorf("%s: %v", j.src, err)
					return
				}
				if r.Verdict != j.want || (j.stdout != "" && string(r.Stdout) != j.stdout) {
					t.Errorf("%s: %s (%s), stdout %q; want %s %q", j.src, r.Verdict, r.Detail, r.Stdout, j.want, j.stdout)
				}
			}
		}()
	}
	wg.Wait()
	for _, p := range progs {
		assertNoLeftovers(t, marker(p))
	}
}

func TestRunCancel(t *testing.T) {
	cases := []struct {
		name, src, why string
	}{
		{"sleeping", "sleep.c", "a blocked program is killed when the context is cancelled"},
		{"looping", "loop.c", "so is a busy one, long before its CPU limit"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := fixture(t, c.src)
			ctx, cancel := context.WithCancel(context.Background())
			time.AfterFunc(100*time.Millisecond, cancel)
			start := time.Now()
			_, err := Run(ctx, p, "", Limits{CPU: 10 * time.Second})
			took := time.Since(start)
			if !errors.Is(err, context.Canceled) {
				t.Errorf("error %v, want context.Canceled: %s", err, c.why)
			}
			// Without the cancel, the run would last until its CPU
			// limit (10 s) or wall guard (21 s); 5 s tells them apart
			// and leaves room for a loaded machine under -race, where
			// building the sandbox alone took over a second; a busier
			// machine stretches both alike (loadtiming.Scale).
			if took > loadtiming.Scale(5*time.Second) {
				t.Errorf("Run returned %v after the start; want soon after the cancel at 100 ms: %s", took, c.why)
			}
			assertNoLeftovers(t, marker(p))
		})
	}
}

func TestRunJudgeErrors(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage")
	if err := os.WriteFile(garbage, []byte("\x00\x01 not a program"), 0o755); err != nil {
		t.Fatal(err)
	}
	plain := filepath.Join(dir, "plain")
	if err := os.WriteFile(plain, []byte("data"), 0o644); err != nil {
		t.Fatal(err)
	}
	echo := fixture(t, "echo.c")
	cases := []struct {
		name  string
		p     Program
		stdin string
		lim   Limits
		want  string
		why   string
	}{
		{"missing program", Program{Path: filepath.Join(dir, "nope")}, "", Limits{CPU: time.Second},
			"no such file", "a bad path is the judge's problem"},
		{"not executable", Program{Path: plain}, "", Limits{CPU: time.Second},
			"not an executable", "checked before launching"},
		{"exec fails", Program{Path: garbage}, "", Limits{CPU: time.Second},
			"exec format error", "the launcher reports a failed exec on its status pipe"},
		{"missing input", echo, filepath.Join(dir, "nope.txt"), Limits{CPU: time.Second},
			"open input", "the test file must exist"},
		{"no CPU limit", echo, "", Limits{},
			"CPU limit", "a run without a time limit is a judge bug"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Run(context.Background(), c.p, c.stdin, c.lim)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one mentioning %q: %s", err, c.want, c.why)
			}
		})
	}
}

// TestRunOverhead compares Run with a bare os/exec start of a trivial
// program (median of 50 each; go test -v shows the figures), and checks that
// the program is charged neither the launcher's CPU time nor the judge's
// memory (the judge's heap is made large first).
func TestRunOverhead(t *testing.T) {
	p := fixture(t, "trivial.c")
	ballast := make([]byte, 200<<20)
	for i := 0; i < len(ballast); i += 4096 {
		ballast[i] = 1
	}
	n := 50
	if raceEnabled {
		n = 10
	}
	var direct, judged, cpu []time.Duration
	var peak int64
	for range n {
		start := time.Now()
		if err := exec.Command(p.Path).Run(); err != nil {
			t.Fatal(err)
		}
		direct = append(direct, time.Since(start))
		start = time.Now()
		r, err := Run(context.Background(), p, "", Limits{CPU: time.Second, MemoryBytes: 256 << 20})
		if err != nil || r.Verdict != problem.OK {
			t.Fatalf("Run: %v, %s %s", err, r.Verdict, r.Detail)
		}
		judged = append(judged, time.Since(start))
		cpu = append(cpu, r.CPU)
		peak = max(peak, r.PeakRSSKiB)
	}
	median := func(d []time.Duration) time.Duration {
		slices.Sort(d)
		return d[len(d)/2]
	}
	md, mj, mc := median(direct), median(judged), median(cpu)
	t.Logf("trivial program, median of %d: os/exec %v, Run %v (overhead %v); CPU charged to the program %v, peak RSS %d KiB",
		n, md, mj, mj-md, mc, peak)
	if peak > 32<<10 {
		t.Errorf("a trivial program is charged a peak of %d KiB: the judge's %d MiB heap leaks into ru_maxrss", peak, len(ballast)>>20)
	}
	if !raceEnabled && mj > md+50*time.Millisecond {
		t.Errorf("Run costs %v more than a bare exec; the launcher should add a few ms", mj-md)
	}
	if mc > 5*time.Millisecond {
		t.Errorf("a trivial program is charged %v of CPU; the launcher's own time should be subtracted", mc)
	}
}
