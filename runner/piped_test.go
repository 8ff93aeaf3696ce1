package runner

import (
	"context"
	"os"
	"testing"
	"time"

	"carokit/problem"
)

// pipedPair runs a and b talking to each other through RunPiped (a's
// stdout to b's stdin and back), as an interactive judge does.
func pipedPair(t *testing.T, a, b Program, lim Limits) (Result, Result) {
	t.Helper()
	return pipedPairIn(context.Background(), t, a, b, lim)
}

// pipedPairIn is pipedPair with both runs given ctx (a Pair's, say).
func pipedPairIn(ctx context.Context, t *testing.T, a, b Program, lim Limits) (Result, Result) {
	t.Helper()
	abR, abW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	baR, baW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	type out struct {
		res Result
		err error
	}
	done := make(chan out, 1)
	go func() {
		r, err := RunPiped(ctx, b, abR, baW, lim)
		abR.Close()
		done <- out{r, err}
	}()
	ra, err := RunPiped(ctx, a, baR, abW, lim)
	baR.Close()
	if err != nil {
		t.Fatalf("run %s: %v", a.Name, err)
	}
	ob := <-done
	if ob.err != nil {
		t.Fatalf("run %s: %v", b.Name, ob.err)
	}
	return ra, ob.res
}

func shProgram(name, script string) Program {
	return Program{Name: name, Path: "/bin/sh", Args: []string{"-c", script}}
}

func TestRunPiped(t *testing.T) {
	lim := Limits{CPU: 2 * time.Second, Wall: 20 * time.Second}
	cases := []struct {
		name    string
		a, b    string
		sandbox SandboxMode
		wantA   problem.Verdict
		wantB   problem.Verdict
		outA    string
		why     string
	}{
		{"conversation", "echo 41; read y; [ \"$y\" = 42 ] || exit 9; echo done", "read x; echo $((x+1)); read z; [ \"$z\" = done ]",
			SandboxAuto, problem.OK, problem.OK, "41\ndone\n", "each side reads what the other wrote, in turn; Stdout keeps what a program sent"},
		{"conversation unsandboxed", "echo 41; read y; [ \"$y\" = 42 ] || exit 9", "read x; echo $((x+1))",
			SandboxOff, problem.OK, problem.OK, "41\n", "the same without the sandbox"},
		{"end of file reaches the other side", "exit 0", "read x && exit 5; exit 0",
			SandboxAuto, problem.OK, problem.OK, "", "a program that ends closes the other's stdin: read sees end of file instead of hanging"},
		{"writing to a program that is gone", "sleep 0.2; yes | head -c 1000000; exit 0", "exit 0",
			SandboxAuto, problem.OK, problem.OK, "", "the other side left: the writes go nowhere, nothing hangs"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := lim
			l.Sandbox = c.sandbox
			ra, rb := pipedPair(t, shProgram("a", c.a), shProgram("b", c.b), l)
			if ra.Verdict != c.wantA || rb.Verdict != c.wantB {
				t.Fatalf("%s: verdicts %s (%s), %s (%s), want %s, %s", c.why, ra.Verdict, ra.Detail, rb.Verdict, rb.Detail, c.wantA, c.wantB)
			}
			if c.outA != "" && string(ra.Stdout) != c.outA {
				t.Errorf("%s: a's stdout %q, want %q", c.why, ra.Stdout, c.outA)
			}
		})
	}
}

// TestRunPipedBothWaiting: two programs that both wait to read are
// stopped by their wall-clock guards, never hang the judge.
func TestRunPipedBothWaiting(t *testing.T) {
	lim := Limits{CPU: time.Second, Wall: 1500 * time.Millisecond}
	ra, rb := pipedPair(t, shProgram("a", "read x"), shProgram("b", "read y"), lim)
	// The first one the guard stops ends the other's wait: that one
	// reads end of file, and sh's read then fails (exit 1).
	first, other := ra, rb
	if !first.WallCut {
		first, other = rb, ra
	}
	if first.Verdict != problem.TLE || !first.WallCut || (other.Verdict != problem.TLE && other.Verdict != problem.RE) {
		t.Fatalf("both waiting: %s (%s), %s (%s), want one TLE by the wall clock", ra.Verdict, ra.Detail, rb.Verdict, rb.Detail)
	}
}

func TestRunPipedRefusesFileIO(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	_, err = RunPiped(context.Background(), shProgram("a", "true"), r, w, Limits{Files: problem.IO{Input: "a.in"}})
	if err == nil {
		t.Fatal("file I/O piped: no error")
	}
}
