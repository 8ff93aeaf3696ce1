package joc7_test

import (
	"context"
	"runtime"
	"testing"

	"carokit/problem"
	"carokit/problems/joc7"
	"carokit/problems/joc7/game"
	"carokit/stress"
)

// TestWrongSolutionsShrink: stress finds each wrong built-in against the
// oracle and shrinks its counterexample by dropping whole rounds and then
// N, to the smallest board (N = 3) and at most wantK rounds (two for
// fixedstart, whose first round is always right).
func TestWrongSolutionsShrink(t *testing.T) {
	p := joc7.New()
	oracle, _ := p.Spec().SolutionWithRole(problem.RoleOracle)
	cases := []struct {
		name  string
		wantK int
		why   string
	}{
		{"published", 2, "a local minimum: here each of the two rounds alone is judged right"},
		{"nosemi2", 1, "a round won on a semidiagonal of the secondary diagonal"},
		{"oddcentre", 1, "N = 3 is odd: its secondary diagonal's centre"},
		{"fixedstart", 2, "round 2 is the first whose starter matters"},
		{"onecount", 1, "one won round with C = 2"},
		{"lastround", 2, "two won rounds, the larger count first"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sol, err := p.Spec().FindSolution(tc.name)
			if err != nil {
				t.Fatal(err)
			}
			sum, err := stress.Run(context.Background(), stress.Options{
				Problem: p, Target: stress.BuiltinTarget(p, sol), Oracle: stress.BuiltinTarget(p, oracle),
				Cases: 20000, Seed: 1, Jobs: runtime.NumCPU(),
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(sum.Failures) != 1 {
				t.Fatalf("%d failures in %d cases, want 1", len(sum.Failures), sum.Cases)
			}
			f := sum.Failures[0]
			c, err := game.ReadStrict("shrunk", f.TestFile())
			if err != nil {
				t.Fatalf("the shrunk case is not a valid test: %v\n%s", err, f.Shrunk)
			}
			if c.N != game.MinN || len(c.Rounds) > tc.wantK {
				t.Errorf("shrunk to N = %d, K = %d; want N = 3, K = %d (%s)\n%s", c.N, len(c.Rounds), tc.wantK, tc.why, f.Shrunk)
			}
		})
	}
}
