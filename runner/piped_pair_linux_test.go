package runner

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	"carokit/problem"
)

// pairedRun is pipedPair with both runs in one Pair.
func pairedRun(t *testing.T, a, b Program, lim Limits) (Result, Result, *Pair) {
	t.Helper()
	ctx, pair := WithPair(context.Background())
	ra, rb := pipedPairIn(ctx, t, a, b, lim)
	return ra, rb, pair
}

// TestPairDeadlock: a pair that waits for each other's input is ended
// long before the wall clock, both runs an idle TLE the judge does not
// run again (WallCut false); a pair that only seems idle (one side
// asleep in a timer, or computing, or a long exchange) is not.
func TestPairDeadlock(t *testing.T) {
	if _, ok := syscallsByArch[runtime.GOARCH]; !ok {
		t.Skip("no system call numbers for " + runtime.GOARCH + ": the wall clock ends a deadlocked pair there")
	}
	const wall = 10 * time.Second
	cases := []struct {
		name     string
		a, b     string
		sandbox  SandboxMode
		deadlock bool
		why      string
	}{
		{"both read", "read x", "read y", SandboxAuto, true, "each waits for the other: a deadlock"},
		{"both read unsandboxed", "read x", "read y", SandboxOff, true, "the same without the sandbox"},
		{"one asks, then both read", "echo '? 1'; read x", "read q; read y", SandboxAuto, true, "after an exchange both wait: a deadlock"},
		{"one sleeps, then writes", "sleep 0.8; echo hi", "read x; [ \"$x\" = hi ]", SandboxAuto, false, "a program in a timer (its child's nanosleep) will write: not idle"},
		{"a thread sleeps, then writes", `python3 -c 'import sys, threading, time
threading.Thread(target=lambda: (time.sleep(0.8), print("hi", flush=True))).start()
sys.stdin.readline()'`, "read x; [ \"$x\" = hi ]; echo bye", SandboxAuto, false, "one thread reads, another is in a timer (nanosleep) and will write: not idle"},
		{"a thread waits on a timer, then writes", `python3 -c 'import sys, threading
threading.Timer(0.8, lambda: print("hi", flush=True)).start()
sys.stdin.readline()'`, "read x; [ \"$x\" = hi ]; echo bye", SandboxAuto, false, "a futex wait with a timeout (a timed condition) is a timer too"},
		{"one computes, then writes", "i=0; while [ $i -lt 150000 ]; do i=$((i+1)); done; echo hi", "read x; [ \"$x\" = hi ]", SandboxAuto, false, "a program using CPU is not idle"},
		{"a long exchange", "i=0; while [ $i -lt 300 ]; do echo $i; read r; i=$((i+1)); done", "while read q; do echo $q; done", SandboxAuto, false, "300 rounds, each side waiting in turn: never both for long"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lim := Limits{CPU: 5 * time.Second, Wall: wall, Sandbox: c.sandbox}
			start := time.Now()
			ra, rb, pair := pairedRun(t, shProgram("a", c.a), shProgram("b", c.b), lim)
			took := time.Since(start)
			if got := pair.Deadlocked(); got != c.deadlock {
				t.Fatalf("%s: deadlocked %v, want %v (a %s %q, b %s %q)", c.why, got, c.deadlock, ra.Verdict, ra.Detail, rb.Verdict, rb.Detail)
			}
			if !c.deadlock {
				if ra.Verdict != problem.OK || rb.Verdict != problem.OK {
					t.Fatalf("%s: a %s %q, b %s %q; want both OK", c.why, ra.Verdict, ra.Detail, rb.Verdict, rb.Detail)
				}
				return
			}
			for _, r := range []Result{ra, rb} {
				if r.Verdict != problem.TLE || r.WallCut || !strings.HasPrefix(r.Detail, "idle") {
					t.Errorf("%s: %s %q, WallCut %v; want an idle TLE, not cut by the wall clock", c.why, r.Verdict, r.Detail, r.WallCut)
				}
			}
			// The settle time is a quarter of a second: a deadlock found by
			// the wall clock would take all of it.
			if took >= wall/2 {
				t.Errorf("%s: the pair ended after %s, not long before the wall clock's %s", c.why, took, wall)
			}
		})
	}
}
