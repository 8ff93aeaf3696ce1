package havannah_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problems/havannah"
	"carokit/stress"
)

// TestJoinAndSplit: a batch is one valid file of every case in order,
// and its output is cut back exactly, or not at all.
func TestJoinAndSplit(t *testing.T) {
	p := havannah.New()
	a, b := []byte("2\n2 1\n1 1\n3 0\n"), []byte("1\n2 2\n1 1\n1 2\n")
	joined, err := p.JoinInputs([][]byte{a, b})
	if want := "3\n2 1\n1 1\n3 0\n2 2\n1 1\n1 2\n"; err != nil || string(joined) != want {
		t.Errorf("join = %q, %v; want %q", joined, err, want)
	}
	many := make([][]byte, 51)
	for i := range many {
		many[i] = []byte("4\n2 0\n2 0\n2 0\n2 0\n")
	}
	if _, err := p.JoinInputs(many); err == nil {
		t.Errorf("204 cases joined: want an error (T ≤ 200)")
	}
	cases := []struct {
		name, output string
		want         []string // nil: an error
		why          string
	}{
		{"exact", "Case #1: none\nCase #2: bridge in move 2\nCase #3: none\n",
			[]string{"Case #1: none\nCase #2: bridge in move 2\n", "Case #1: none\n"}, "renumbered per input"},
		{"a case missing", "Case #1: none\nCase #2: none\n", nil, "two lines for three cases"},
		{"output after the last case", "Case #1: none\nCase #2: none\nCase #3: none\nextra\n", nil, "what follows would be the last input's"},
		{"numbers out of place", "Case #1: none\nCase #3: none\nCase #2: none\n", nil, "the checker would refuse case 2 of the first input alone"},
		{"no final newline", "Case #1: none\nCase #2: none\nCase #3: none", nil, "a form the checker reads leniently: run alone"},
		{"spaces the checker allows", "Case #1: none\nCase  #2: none\nCase #3: none\n", nil, "lenient forms are judged alone"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			parts, err := p.SplitOutput([][]byte{a, b}, []byte(c.output))
			got := make([]string, len(parts))
			for i, part := range parts {
				got[i] = string(part)
			}
			if c.want == nil && err == nil {
				t.Errorf("split = %q, want an error (%s)", got, c.why)
			}
			if c.want != nil && (err != nil || strings.Join(got, "|") != strings.Join(c.want, "|")) {
				t.Errorf("split = %q, %v; want %q (%s)", got, err, c.want, c.why)
			}
		})
	}
}

// TestStressBatchedSameFailure: stress of every wrong built-in run as a
// process would be (the whole joined file at once) reports the same
// failure, byte for byte, with batches of 1, 7 and 50.
func TestStressBatchedSameFailure(t *testing.T) {
	p := havannah.New()
	oracle, err := p.Spec().SolutionWithRole(problem.RoleOracle)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"corneredge", "anyloop", "onekind", "latewin", "square"} {
		t.Run(name, func(t *testing.T) {
			sol, err := p.Spec().FindSolution(name)
			if err != nil {
				t.Fatal(err)
			}
			target := stress.BuiltinTarget(p, sol)
			target.RunCase = nil // as an external program: one input, however many cases
			var first string
			for _, batch := range []int{1, 7, 50} {
				sum, err := stress.Run(context.Background(), stress.Options{
					Problem: p, Target: target, Oracle: stress.BuiltinTarget(p, oracle),
					Bounds: small, Cases: 5000, Seed: 2, Jobs: 2, Batch: batch,
				})
				if err != nil {
					t.Fatal(err)
				}
				if len(sum.Failures) != 1 {
					t.Fatalf("batch %d: %d failures in %d cases, want 1", batch, len(sum.Failures), sum.Cases)
				}
				f := sum.Failures[0]
				got := fmt.Sprintf("%d cases, index %d %s %q\n%q\n%q %q", sum.Cases, f.Index, f.Verdict, f.Detail, f.Shrunk, f.OracleOutput, f.TargetOutput)
				if batch == 1 {
					first = got
				} else if got != first {
					t.Errorf("batch %d:\n%s\nbatch 1:\n%s", batch, got, first)
				}
			}
		})
	}
}
