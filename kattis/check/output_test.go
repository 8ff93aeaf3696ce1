package check

import (
	"context"
	"errors"
	"strings"
	"testing"

	"golang.org/x/sync/errgroup"

	"carokit/runner"
)

// TestCheckOutput runs custom output validators by the Kattis protocol
// (C++, Python; flags after the feedback folder; judgemessage.txt read
// back) and a testlib checker by testlib's, and the default validator
// when there is none.
func TestCheckOutput(t *testing.T) {
	needTools(t, "g++", "python3")
	in, ans := "4 5\n1 4 2 3\n", "1 2\n"
	cases := []struct {
		name, dir             string
		input, answer, output string
		flags                 []string
		wrong                 string // "": accepted; else the start of Rejected.Message
		why                   string
	}{
		{"the answer's pair", "testdata/pairsum", in, ans, "1 2\n", nil, "", "exit 42 is accepted"},
		{"another correct pair", "testdata/pairsum", in, ans, "4 3\n", nil, "", "several answers are correct: the validator, not the answer file, decides"},
		{"a wrong pair", "testdata/pairsum", in, ans, "1 3\n", nil, "the numbers do not sum to T", "exit 43 is wrong, with judgemessage.txt"},
		{"flags reach the validator", "testdata/pairsum", in, ans, "4 3\n", []string{"--ordered"}, "the first index must be smaller (--ordered)", "the group's output_validator_flags follow the feedback folder"},
		{"empty output", "testdata/pairsum", in, ans, "", nil, "expected two indices", "the output is the validator's stdin"},
		{"testlib accepted", "testdata/tlsum", "2\n1 2\n", "3\n", "3\n", nil, "", "a testlib checker's exit 0 is accepted"},
		{"testlib wrong answer", "testdata/tlsum", "2\n1 2\n", "3\n", "4\n", nil, "wrong answer expected 3, found 4", "a testlib checker's exit 1 is wrong, with its stderr"},
		{"testlib presentation", "testdata/tlsum", "2\n1 2\n", "3\n", "three\n", nil, "wrong output format expected an integer", "exit 2 is wrong too"},
		{"default: accepted", "testdata/broken", "1\n", "Yes 0.5\n", "yes   0.5000001", []string{"float_tolerance", "1e-6"}, "", "no output validator: Default with the flags"},
		{"default: wrong", "testdata/broken", "1\n", "Yes\n", "no\n", nil, `output line 1 (answer line 1): expected "Yes", got "no"`, "Default's mismatch is the message"},
		{"python score", "testdata/scored", "", "", "7\n", nil, "", "a Python validator, exit 42"},
		{"python wrong, escaped", "testdata/scored", "", "", "-3\n", nil, `negative: \x1b[31m-3`, "judgemessage.txt is escaped"},
		{"a long judgemessage is bounded", "testdata/scored", "", "", "996\n", nil, "long / long / long / long / long", "at most a few lines of a bounded read"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := prepare(t, c.dir)
			err := v.CheckOutput(context.Background(), []byte(c.input), []byte(c.answer), []byte(c.output), c.flags)
			var r *Rejected
			switch {
			case c.wrong == "" && err != nil:
				t.Fatalf("CheckOutput(%q): %v, want accepted: %s", c.output, err, c.why)
			case c.wrong != "" && (!errors.As(err, &r) || !strings.HasPrefix(r.Message, c.wrong)):
				t.Fatalf("CheckOutput(%q): %v, want *Rejected starting %q: %s", c.output, err, c.wrong, c.why)
			case r != nil && (strings.ContainsAny(r.Message, "\n\x1b") || len(r.Message) > saidBytes+3):
				t.Fatalf("message %q: want one escaped, bounded line", r.Message)
			}
		})
	}
}

// TestJudgeFeedback: what a validator writes besides its verdict
// (score.txt, teammessage.txt), and every way of breaking the protocol,
// which is the validator's failure, not a wrong answer.
func TestJudgeFeedback(t *testing.T) {
	needTools(t, "python3")
	v := prepare(t, "testdata/scored")
	j, err := v.Judge(context.Background(), nil, nil, []byte("7\n"), nil)
	if err != nil || !j.Accepted || j.Score == nil || *j.Score != 7 || j.TeamMessage != "you scored 7" {
		t.Errorf("Judge: %+v, %v; want accepted, score 7, the team message", j, err)
	}
	broken := []struct {
		output, want string
	}{
		{"999", "exit code 0: a Kattis validator exits 42 (accept) or 43 (reject)"},
		{"998", "nextpass.in, but the problem is not multi-pass"},
		{"997", "both score.txt and score_multiplier.txt"},
		{"995", "judgemessage.txt in the feedback folder is not a regular file"},
		{"994", "exit code 1"},
		{"993", `score.txt holds "lots", not a number`},
	}
	for _, b := range broken {
		t.Run(b.output, func(t *testing.T) {
			_, err := v.Judge(context.Background(), nil, nil, []byte(b.output), nil)
			var r *Rejected
			if err == nil || !strings.Contains(err.Error(), b.want) || errors.As(err, &r) {
				t.Errorf("Judge(%s): %v, want a validator failure with %q", b.output, err, b.want)
			}
		})
	}
}

// TestDefaultFlagErrors: without an output validator, bad flags are the
// package's error, never a wrong answer.
func TestDefaultFlagErrors(t *testing.T) {
	v := &Validators{}
	err := v.CheckOutput(context.Background(), nil, []byte("1"), []byte("1"), []string{"float_tolerance"})
	var r *Rejected
	if err == nil || errors.As(err, &r) {
		t.Errorf("CheckOutput with a flag missing its value: %v, want an error that is no *Rejected", err)
	}
}

// TestCheckOutputConcurrent: one Validators serves many checks at once
// (the judge's workers), each in its own folder, with the same answers
// as one by one; with the sandbox off too, where the validator writes
// the feedback folder directly.
func TestCheckOutputConcurrent(t *testing.T) {
	needTools(t, "g++")
	for _, mode := range []runner.SandboxMode{runner.SandboxAuto, runner.SandboxOff} {
		t.Run(string(mode), func(t *testing.T) {
			v := *prepare(t, "testdata/pairsum")
			v.Limits.Sandbox = mode
			outputs := []string{"1 2\n", "1 3\n", "4 3\n", "2 2\n"}
			g, ctx := errgroup.WithContext(context.Background())
			g.SetLimit(4)
			got := make([]error, 16)
			for i := range got {
				g.Go(func() error {
					got[i] = v.CheckOutput(ctx, []byte("4 5\n1 4 2 3\n"), []byte("1 2\n"), []byte(outputs[i%4]), nil)
					return nil
				})
			}
			_ = g.Wait()
			for i, err := range got {
				var r *Rejected
				if want := i%2 == 0; want != (err == nil) || !want && !errors.As(err, &r) {
					t.Errorf("output %q: %v, want accepted %v", outputs[i%4], err, want)
				}
			}
		})
	}
}

// BenchmarkCheckOutput is one custom output validator run: the
// temporary folder, a cold sandbox, the feedback read back.
func BenchmarkCheckOutput(b *testing.B) {
	v, err := Prepare(context.Background(), "testdata/pairsum", cacheDir, runner.SandboxAuto)
	if err != nil {
		b.Skip(err)
	}
	for b.Loop() {
		if err := v.CheckOutput(context.Background(), []byte("4 5\n1 4 2 3\n"), []byte("1 2\n"), []byte("1 3\n"), nil); err == nil {
			b.Fatal("accepted a wrong pair")
		}
	}
}
