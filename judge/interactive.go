package judge

import (
	"context"
	"errors"
	"io"
	"os"

	"carokit/problem"
	"carokit/report"
	"carokit/runner"
)

// interact judges r on an interactive problem: the problem's interactor
// talks with the submission (once per pass of a multi-pass problem), and
// decides. The runner's result returned is the submission's slowest
// pass, for the limits' bookkeeping (WallCut: any pass's); the transcript
// goes with a failing run.
func (j *judging) interact(ctx context.Context, ip problem.Interactive, r *run, res *report.TestResult) (runner.Result, error) {
	t := r.test
	input, err := j.pkg.ReadInput(t)
	if err != nil {
		return runner.Result{}, err
	}
	answer, err := j.pkg.ReadAnswer(t)
	if err != nil {
		return runner.Result{}, err
	}
	var slowest runner.Result
	cut := false // a pass the wall-clock guard cut, slowest or not
	start := func(ctx context.Context, stdin *os.File, stdout io.WriteCloser) (problem.Ended, error) {
		out, err := runner.RunPiped(ctx, r.sol.prog, stdin, stdout, j.limitsOf(r))
		if err != nil {
			return problem.Ended{}, err
		}
		cut = cut || out.WallCut
		if out.CPU >= slowest.CPU {
			slowest = out
		}
		v, why := j.programVerdict(out)
		return problem.Ended{Verdict: v, Detail: why}, nil
	}
	in, err := ip.Interact(ctx, problem.InteractRun{Subtask: t.Subtask, Test: t.Name, Input: input, Answer: answer, Wall: j.limitsOf(r).Wall, Start: start})
	// A multi-pass run's TLE is its last pass, which need not be its
	// slowest: the cut still makes it re-run alone (rerunNear). So does
	// an interactor the guard cut: starved on a loaded machine, it is
	// not yet the judge's error.
	slowest.WallCut = cut || errors.Is(err, runner.ErrWallCut)
	res.CPU, res.Wall, res.PeakKiB = slowest.CPU, slowest.Wall, slowest.PeakRSSKiB
	if err != nil {
		if ctx.Err() != nil {
			return slowest, err
		}
		// As a failing output validator: the judge's error, said as such.
		res.Verdict, res.Detail = problem.WA, "the interactor failed (a judge error, not the submission's): "+err.Error()
		return slowest, nil
	}
	res.Verdict, res.Detail = in.Verdict, in.Detail
	if in.Verdict != problem.OK {
		res.Transcript = in.Transcript
	}
	return slowest, nil
}
