package stress

import (
	"context"
	"io"
	"os"
	"time"

	"carokit/problem"
	"carokit/runner"
)

// InteractiveTarget runs a program of an interactive problem through the
// problem's interactor under lim, the answer file empty (a drawn case has
// none). A run that passes prints nothing, so that two that pass agree;
// one that fails "prints" its transcript, to be shown. A TLE is run again
// alone, with a wall-clock guard twice as long, before it counts, as
// ExternalTarget does for a run the guard cut.
func InteractiveTarget(ip problem.Interactive, p runner.Program, lim runner.Limits) Target {
	name := p.Name
	if name == "" {
		name = p.Path
	}
	if lim.Wall <= 0 {
		lim.Wall = 2*lim.CPU + time.Second
	}
	once := func(ctx context.Context, input []byte, lim runner.Limits) (problem.Interaction, error) {
		start := func(ctx context.Context, stdin *os.File, stdout io.WriteCloser) (problem.Ended, error) {
			res, err := runner.RunPiped(ctx, p, stdin, stdout, lim)
			v, why := res.Verdict, res.Detail
			if v == problem.OK && lim.CPU > 0 && res.CPU > lim.CPU {
				v = problem.TLE
			}
			return problem.Ended{Verdict: v, Detail: why}, err
		}
		return ip.Interact(ctx, problem.InteractRun{Input: input, Answer: []byte{}, Wall: lim.Wall, Start: start})
	}
	return Target{Name: name, Run: func(ctx context.Context, input []byte) ([]byte, problem.Verdict, string, error) {
		in, err := once(ctx, input, lim)
		if err == nil && in.Verdict == problem.TLE {
			retry := lim
			retry.Wall *= 2
			rerun.Lock()
			in, err = once(ctx, input, retry)
			rerun.Unlock()
		}
		if err != nil {
			return nil, "", "", err
		}
		if in.Verdict == problem.OK {
			return nil, problem.OK, "", nil
		}
		return []byte(in.Transcript), in.Verdict, in.Detail, nil
	}}
}
