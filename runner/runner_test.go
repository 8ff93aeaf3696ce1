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

// echoOutput is what the echo fixtures (testdata/echo.c and the others)
// print for the test file input: its size and the sum of its bytes.
func echoOutput(t *testing.T, input string) string {
	t.Helper()
	data, err := os.ReadFile(input)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0
	for _, b := range data {
		sum += int(b)
	}
	return fmt.Sprintf("bytes=%d sum=%d\n", len(data), sum)
}

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
