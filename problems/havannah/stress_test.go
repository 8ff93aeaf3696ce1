package havannah_test

import (
	"context"
	"os"
	"runtime"
	"testing"

	"carokit/problem"
	"carokit/problems/havannah"
	"carokit/problems/havannah/hex"
	"carokit/runner"
	"carokit/stress"
	"carokit/subtasks"
)

// TestMain lets tests that run external targets re-execute this binary
// as the runner's launcher.
func TestMain(m *testing.M) {
	runner.MaybeLaunch()
	os.Exit(m.Run())
}

// small are the bounds of the small subtask.
var small = subtasks.Values{"T": 200, "S": 50, "M": 100}

// TestStressShrinksEachWrongSolution: stress against the oracle finds a
// failure of every wrong built-in on multi-case files and shrinks it to
// one case (T = 1) of at most a dozen moves, on which the oracle and the
// target really differ.
func TestStressShrinksEachWrongSolution(t *testing.T) {
	p := havannah.New()
	oracle, err := p.Spec().SolutionWithRole(problem.RoleOracle)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"corneredge", "anyloop", "sixring", "boardgame", "onekind", "latewin", "square"} {
		t.Run(name, func(t *testing.T) {
			sol, err := p.Spec().FindSolution(name)
			if err != nil {
				t.Fatal(err)
			}
			sum, err := stress.Run(context.Background(), stress.Options{
				Problem: p, Target: stress.BuiltinTarget(p, sol), Oracle: stress.BuiltinTarget(p, oracle),
				Bounds: small, Cases: 20000, Seed: 1, Jobs: runtime.NumCPU(),
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(sum.Failures) != 1 {
				t.Fatalf("%d failures in %d cases, want 1", len(sum.Failures), sum.Cases)
			}
			f := sum.Failures[0]
			cs, err := hex.ReadStrict("shrunk", f.TestFile(), hex.HavannahLimits)
			if err != nil {
				t.Fatalf("the shrunk file is not a valid test: %v\n%s", err, f.Shrunk)
			}
			if len(cs) != 1 || len(cs[0].Moves) > 12 || f.Verdict != problem.WA {
				t.Errorf("%s shrunk to %d cases, first with %d moves; want WA on 1 case of at most 12 moves\n%s", f.Verdict, len(cs), len(cs[0].Moves), f.Shrunk)
			}
			want := hex.FormatAnswers([]hex.Result{hex.Solve(cs[0])})
			if string(f.OracleOutput) != string(want) || string(f.TargetOutput) == string(want) {
				t.Errorf("oracle %q, target %q, reference %q", f.OracleOutput, f.TargetOutput, want)
			}
			t.Logf("case %d (%d bytes) → %s in %d steps:\n%s", f.Index, len(f.Original), f.ShrunkValues, f.ShrinkSteps, f.Shrunk)
		})
	}
}
