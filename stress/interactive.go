package stress

import (
	"context"
	"errors"
	"io"
	"os"

	"carokit/problem"
	"carokit/runner"
)

// InteractiveTarget runs a program of an interactive problem through the
// problem's interactor under lim, the answer file empty (a drawn case has
// none). A run that passes prints nothing, so that two that pass agree;
// one that fails "prints" its transcript, to be shown. A TLE the
// wall-clock guard cut is run again alone, with longer guards, before it
// counts (runner.RetryWallCut), as ExternalTarget does, and so is a case
// whose interactor the guard cut (runner.ErrWallCut; still cut, it is the
// error returned); a pair found waiting for each other (runner.Pair) is
// not.
func InteractiveTarget(ip problem.Interactive, p runner.Program, lim runner.Limits) Target {
	name := p.Name
	if name == "" {
		name = p.Path
	}
	lim.Wall = lim.Guard()
	// once runs the interaction; its Result is the pass the wall-clock
	// guard stopped, if any, else the last pass.
	once := func(ctx context.Context, input []byte, lim runner.Limits) (problem.Interaction, runner.Result, error) {
		var cut runner.Result
		start := func(ctx context.Context, stdin *os.File, stdout io.WriteCloser) (problem.Ended, error) {
			res, err := runner.RunPiped(ctx, p, stdin, stdout, lim)
			if res.WallCut || !cut.WallCut {
				cut = res
			}
			v, why := res.Verdict, res.Detail
			if v == problem.OK && lim.CPU > 0 && res.CPU > lim.CPU {
				v = problem.TLE
			}
			return problem.Ended{Verdict: v, Detail: why}, err
		}
		in, err := ip.Interact(ctx, problem.InteractRun{Input: input, Answer: []byte{}, Wall: lim.Wall, Start: start})
		return in, cut, err
	}
	return Target{Name: name, Run: func(ctx context.Context, input []byte) ([]byte, problem.Verdict, string, error) {
		in, err := runner.RetryWallCut(lim, func(lim runner.Limits) (problem.Interaction, runner.Result, error) {
			in, cut, err := once(ctx, input, lim)
			cut.WallCut = cut.WallCut && in.Verdict == problem.TLE
			if errors.Is(err, runner.ErrWallCut) {
				// The interactor was stopped: run again, as a cut
				// program is, again while the submission got CPU, as
				// judge does (a hung interactor costs two guards).
				cut.WallCut = ctx.Err() == nil
			}
			return in, cut, err
		})
		if err != nil {
			return nil, "", "", err
		}
		if in.Verdict == problem.OK {
			return nil, problem.OK, "", nil
		}
		return []byte(in.Transcript), in.Verdict, in.Detail, nil
	}}
}
