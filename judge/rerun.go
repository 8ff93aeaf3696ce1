package judge

import (
	"context"
	"io"

	"carokit/internal/progress"
	"carokit/runner"
)

// rerunNear re-runs, one at a time with nothing else running, the runs
// that ended near the limit, since runs in parallel slow each other
// down, and those the wall-clock guard cut, so that a TLE is never the
// verdict of a program merely starved of CPU: those with a guard twice
// as long, again while runner.RetryAgain says so. The
// last measurement is the one kept; it decides the flag. With one job
// the first runs were already alone, so they are only flagged.
func (j *judging) rerunNear(ctx context.Context, runs []*run, jobs int, w io.Writer) error {
	var near []*run
	for _, r := range runs {
		// A run the wall-clock guard cut is re-run even after a one-job
		// judge: what starved it may have been outside carokit.
		if (r.near && jobs > 1) || r.wallCut {
			near = append(near, r)
		}
	}
	if len(near) > 0 {
		bar := progress.New(w, len(near))
		for _, r := range near {
			err := j.judgeAlone(ctx, r)
			bar.Done("alone: " + r.sol.name + " on " + r.test.Name)
			if err != nil {
				bar.Finish()
				return err
			}
		}
		bar.Finish()
	}
	for _, r := range runs {
		r.result.Sensitive = r.near
	}
	return nil
}

// judgeAlone judges r again; one the wall-clock guard cut, with a guard
// twice as long while runner.RetryAgain says so.
func (j *judging) judgeAlone(ctx context.Context, r *run) error {
	if !r.wallCut {
		return j.judge(ctx, r)
	}
	cut := runner.Result{WallCut: true}
	for i := 0; runner.RetryAgain(i, cut, j.limits); i++ {
		r.wall = 2 * j.limitsOf(r).Guard()
		if err := j.judge(ctx, r); err != nil {
			return err
		}
		cut = runner.Result{WallCut: r.wallCut, CPU: r.result.CPU}
	}
	return nil
}

// limitsOf is the limits r runs under: the package's, with the longer
// guard of a re-run alone.
func (j *judging) limitsOf(r *run) runner.Limits {
	lim := j.limits
	if r.wall > 0 {
		lim.Wall = r.wall
	}
	return lim
}
