package app

import (
	"context"
	"fmt"

	"carokit/problem"
	"carokit/runner"
	"carokit/stress"
	"carokit/testpkg"
)

// enlarge turns gap, found on a case too small to be a test of its
// subtask, into one that is: of the problem's enlargements of its input
// (problem.Enlarger), the first that can be a test there (testOf) and
// that the mutant still fails against the reference, as it is (no
// shrinking: it would cut the padding that makes it a test down to the
// work limit's edge). nil when the problem has no enlargements or none of them
// shows the difference: the gap stays too small.
func (r *mutationRun) enlarge(ctx context.Context, prog runner.Program, gap *testpkg.MutationGap, oracle stress.Target, lim runner.Limits) (*testpkg.MutationGap, error) {
	e, ok := r.build.Problem.(problem.Enlarger)
	if !ok {
		return nil, nil
	}
	sc, err := r.searchTarget(prog, gap.Subtask, oracle, lim, false)
	if err != nil {
		return nil, err
	}
	bigger, err := e.Enlarge([]byte(gap.Input), sc.bounds)
	if err != nil {
		return nil, fmt.Errorf("enlarge the counterexample of subtask %d: %w", gap.Subtask, err)
	}
	for i, in := range bigger {
		if r.testOf(in, gap.Subtask, false) != testFits {
			continue
		}
		answer, verdict, detail, err := r.differs(ctx, sc.target, oracle, in)
		if err != nil {
			return nil, fmt.Errorf("enlargement %d of the counterexample of subtask %d: %w", i+1, gap.Subtask, err)
		}
		if verdict == problem.OK {
			continue
		}
		fits, err := r.fits(in)
		if err != nil {
			return nil, fmt.Errorf("the enlarged counterexample: %w", err)
		}
		fmt.Fprintf(r.env.Stderr, "mutate: the counterexample of subtask %d, too small to be a test there, enlarged (its enlargement %d of %d)\n", gap.Subtask, i+1, len(bigger))
		big := *gap
		big.FitsIn, big.TooSmall, big.Enlarged = fits, false, i+1
		big.Verdict, big.Detail, big.Input, big.Answer = verdict, detail, string(in), string(answer)
		return &big, nil
	}
	return nil, nil
}

// differs runs the reference and the mutant (target) on input: the
// reference's answer and the mutant's verdict by the problem's checker
// (OK: no difference).
func (r *mutationRun) differs(ctx context.Context, target, oracle stress.Target, input []byte) ([]byte, problem.Verdict, string, error) {
	answer, v, detail, err := oracle.Run(ctx, input)
	if err != nil || v != problem.OK {
		return nil, "", "", fmt.Errorf("the reference: %s %s %v", v, detail, err)
	}
	out, v, detail, err := target.Run(ctx, input)
	if err != nil {
		return nil, "", "", err
	}
	if v == problem.OK {
		if cerr := r.build.Problem.Check(input, answer, out); cerr != nil {
			v, detail = problem.WA, cerr.Error()
		}
	}
	return answer, v, detail, nil
}
