package runner

import (
	"context"
	"errors"
	"sync"
	"time"
)

// WallRetries is how many times at most a run the wall-clock guard
// stopped under its CPU limit (Result.WallCut) is run again before its
// TLE counts: each time alone (one such re-run at a time in this
// process) and with a guard twice as long, up to 8× the first. On a
// loaded machine a program starved of CPU looks like one that waits; a
// verdict must not depend on the load. One re-run was not enough: on a
// busy CI a 150 ms program got 124 ms of CPU in 3.2 s, twice. The first
// re-run is unconditional; later ones only while the program got CPU
// (RetryAgain): a sleeper or a deadlock, which gets none, costs two
// guards, not fifteen.
const WallRetries = 3

// ErrWallCut is wrapped by the error of a judge's program (an
// interactor) the wall-clock guard stopped under its CPU limit: the run
// it was judging is re-run as a cut run is (RetryAgain), since on a
// loaded machine the judge's own program can be starved too.
var ErrWallCut = errors.New("the wall-clock guard stopped it under its CPU limit")

// alone makes the re-runs of RetryWallCut one at a time.
var alone sync.Mutex

// Guard is lim's wall-clock guard: Wall, or its default, 2×CPU + 1 s.
func (l Limits) Guard() time.Duration {
	if l.Wall > 0 {
		return l.Wall
	}
	return 2*l.CPU + time.Second
}

// RetryAgain says whether a run cut after retries re-runs (0 for the
// first run) gets another under lim: it was cut by the wall-clock guard,
// retries < WallRetries, and after the first re-run it got a tenth of
// its CPU limit at least, so it was starved rather than waiting.
func RetryAgain(retries int, res Result, lim Limits) bool {
	return res.WallCut && retries < WallRetries && (retries == 0 || 10*res.CPU >= lim.CPU)
}

// RetryWallCut runs run under lim and, while RetryAgain says so for the
// Result it returns (the program's, or the cut one of an interaction),
// again alone with the guard doubled. A run failing with an error that
// wraps ErrWallCut (a judge's program the guard stopped) is re-run the
// same way when its Result says WallCut. It returns the last run's T
// and error.
func RetryWallCut[T any](lim Limits, run func(Limits) (T, Result, error)) (T, error) {
	out, res, err := run(lim)
	for i := 0; (err == nil || errors.Is(err, ErrWallCut)) && RetryAgain(i, res, lim); i++ {
		lim.Wall = 2 * lim.Guard()
		alone.Lock()
		out, res, err = run(lim)
		alone.Unlock()
	}
	return out, err
}

// RunRetried is RunInput under RetryWallCut.
func RunRetried(ctx context.Context, p Program, input []byte, lim Limits) (Result, error) {
	return RetryWallCut(lim, func(lim Limits) (Result, Result, error) {
		res, err := RunInput(ctx, p, input, lim)
		return res, res, err
	})
}
