package check

import (
	"context"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"carokit/problem"
	"carokit/runner"
)

// shStart is an InteractRun.Start running script with sh as the
// submission, its verdict as the judge gives it (OK for exit 0).
func shStart(script string, lim runner.Limits) func(context.Context, *os.File, io.WriteCloser) (problem.Ended, error) {
	return func(ctx context.Context, stdin *os.File, stdout io.WriteCloser) (problem.Ended, error) {
		res, err := runner.RunPiped(ctx, runner.Program{Name: "sub.sh", Path: "/bin/sh", Args: []string{"-c", script}}, stdin, stdout, lim)
		return problem.Ended{Verdict: res.Verdict, Detail: res.Detail}, err
	}
}

// search is a binary search on 1..1000 in sh, flushing as echo does.
const search = `lo=1; hi=1000; while [ $lo -lt $hi ]; do m=$(( (lo+hi)/2 )); echo "? $m"; read r;
  if [ "$r" = 0 ]; then lo=$m; hi=$m; elif [ "$r" = 1 ]; then lo=$((m+1)); else hi=$((m-1)); fi; done; echo "! $lo"`

// TestInteract runs the Kattis protocol with an sh interactor and sh
// submissions: each verdict rule of problemtools' _run_interactive.
func TestInteract(t *testing.T) {
	lim := runner.Limits{CPU: 2 * time.Second, Wall: 4 * time.Second}
	cases := []struct {
		name, secret, sub string
		lim               runner.Limits
		want              problem.Verdict
		detail            string // the start of Detail
		transcript        string // in the transcript
		why               string
	}{
		{"binary search", "777", search, lim, problem.OK, "", ">! 777\n", "the submission asks, the interactor answers, 42 is accepted"},
		{"wrong guess", "777", "echo '! 5'", lim, problem.WA, "guessed 5, the number was 777", ">! 5\n", "43 with judgemessage.txt is WA with its message"},
		{"garbage, then a crash", "3", "echo hello; read x; exit 7", lim, problem.WA, "not a query: hello", ">hello\n", "the interactor rejected first: WA, whatever the submission does after"},
		{"crash first", "3", "echo '? 1'; exit 3", lim, problem.RE, "exit code 3", "<1\n", "the submission failed before the interactor decided: its RE"},
		{"exit early", "3", "echo '? 1'; read x", lim, problem.WA, "no guess before the end", ">? 1\n<1\n", "a submission that ends without answering, exit 0: the interactor's WA"},
		{"both waiting", "3", "read x", runner.Limits{CPU: time.Second, Wall: time.Second}, problem.TLE, "", "", "neither speaks: the wall clock stops the submission, TLE (a submission that never flushes)"},
	}
	v := prepare(t, "testdata/guesssh")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			run := problem.InteractRun{Input: []byte(c.secret + "\n"), Wall: c.lim.Wall, Start: shStart(c.sub, c.lim)}
			got, err := v.Interact(context.Background(), run, nil, Mode{Interactive: true})
			if err != nil {
				t.Fatalf("%s: %v", c.why, err)
			}
			if got.Verdict != c.want || !strings.HasPrefix(got.Detail, c.detail) || !strings.Contains(got.Transcript, c.transcript) {
				t.Fatalf("%s: got %s %q, transcript %q; want %s %q, transcript with %q", c.why, got.Verdict, got.Detail, got.Transcript, c.want, c.detail, c.transcript)
			}
		})
	}
}

// TestInteractJudgeErrors: an interactor that breaks the protocol, or
// that the wall-clock guard stops, is the judge's error, never a verdict
// of the submission.
func TestInteractJudgeErrors(t *testing.T) {
	lim := runner.Limits{CPU: 2 * time.Second, Wall: 4 * time.Second}
	run := problem.InteractRun{Input: []byte("3\n"), Wall: lim.Wall, Start: shStart("echo crash; read x", lim)}
	_, err := prepare(t, "testdata/guesssh").Interact(context.Background(), run, nil, Mode{Interactive: true})
	var ve *ValidatorError
	if !errors.As(err, &ve) || !strings.Contains(ve.Reason, "exit code 1") {
		t.Fatalf("interactor exit 1: %v, want a *ValidatorError naming exit code 1", err)
	}
	if errors.Is(err, runner.ErrWallCut) {
		t.Errorf("interactor exit 1: %v wraps runner.ErrWallCut, so its run would be re-run", err)
	}
	// An interactor the wall-clock guard stops (the submission's guard
	// and 2 s) wraps runner.ErrWallCut: the judge re-runs such a run, as
	// on a loaded machine it may have been starved.
	short := runner.Limits{CPU: time.Second, Wall: time.Second}
	stall := problem.InteractRun{Input: []byte("3\n"), Wall: short.Wall, Start: shStart("echo stall", short)}
	_, err = prepare(t, "testdata/guesssh").Interact(context.Background(), stall, nil, Mode{Interactive: true})
	if !errors.As(err, &ve) || !errors.Is(err, runner.ErrWallCut) {
		t.Fatalf("interactor stalled: %v, want a *ValidatorError wrapping runner.ErrWallCut", err)
	}
	if _, err := (&Validators{}).Interact(context.Background(), run, nil, Mode{Interactive: true}); err == nil {
		t.Fatal("no output validator: no error")
	}
}

// TestInteractMultiPass: a multi-pass validator's nextpass.in runs the
// submission again, up to the pass limit; its transcript separates passes.
func TestInteractMultiPass(t *testing.T) {
	lim := runner.Limits{CPU: 2 * time.Second, Wall: 4 * time.Second}
	double := `read n; echo $((2*n))`
	cases := []struct {
		name, input, sub string
		passes           int
		nextPassBytes    int64
		want             problem.Verdict
		wantPasses       int
		fails            string // an error containing this, "" for none
		why              string
	}{
		{"three passes", "1", double, 3, 0, problem.OK, 3, "", "1, then 10, then 100: accepted at the third pass"},
		{"wrong at the second pass", "1", `read n; [ $n = 10 ] && echo 0 || echo $((2*n))`, 3, 0, problem.WA, 2, "", "a pass's rejection ends the run: WA"},
		{"one pass is enough", "500", double, 2, 0, problem.OK, 1, "", "no nextpass.in: the verdict of the first pass"},
		{"too many passes", "1", double, 2, 0, "", 0, "within 2 passes", "the validator still asks for a pass after the limit: judge error"},
		{"a pass over 64 KiB", "big", `read n; [ "$n" = big ] && echo 0 || echo $((2*n))`, 5, 0, problem.OK, 4, "", "a nextpass.in of 100 KiB is read whole (the default bound is the format's 8 MiB output limit): big, 5, 50, 500"},
		{"a pass over the bound", "big", `read n; echo 0`, 5, 50000, "", 0, "larger than 50000 bytes", "a nextpass.in past the problem's output limit is the validator's error, not a cut input"},
	}
	v := prepare(t, "testdata/doubling")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			run := problem.InteractRun{Input: []byte(c.input + "\n"), Wall: lim.Wall, Start: shStart(c.sub, lim)}
			got, err := v.Interact(context.Background(), run, nil, Mode{Passes: c.passes, NextPassBytes: c.nextPassBytes})
			if c.fails != "" {
				if err == nil || !strings.Contains(err.Error(), c.fails) {
					t.Fatalf("%s: %v, want an error with %q", c.why, err, c.fails)
				}
				return
			}
			if err != nil || got.Verdict != c.want || got.Passes != c.wantPasses {
				t.Fatalf("%s: %+v, %v; want %s after %d passes", c.why, got, err, c.want, c.wantPasses)
			}
			if c.wantPasses > 1 && strings.Count(got.Transcript, "---\n") != c.wantPasses-1 {
				t.Errorf("transcript %q: want the passes separated by ---", got.Transcript)
			}
		})
	}
}
