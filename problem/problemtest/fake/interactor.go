package fake

import (
	"context"
	"fmt"
	"os"
	"sync/atomic"

	"carokit/problem"
	"carokit/runner"
)

// CutInteractor is a problem.Interactive whose interactor feeds the
// test's input to the submission through a pipe and "is cut by the
// wall-clock guard" on its first Cuts interactions (an error wrapping
// runner.ErrWallCut, as kattis/check's is), then gives the submission's
// own verdict. It is how the judge and stress are tested re-running the
// runs a starved interactor spoiled.
type CutInteractor struct {
	Cuts  int32
	calls atomic.Int32
}

// Calls is how many interactions there were.
func (c *CutInteractor) Calls() int32 { return c.calls.Load() }

// Interactive is true.
func (c *CutInteractor) Interactive() bool { return true }

// Interact runs the submission on run.Input, its output discarded.
func (c *CutInteractor) Interact(ctx context.Context, run problem.InteractRun) (problem.Interaction, error) {
	n := c.calls.Add(1)
	r, w, err := os.Pipe()
	if err != nil {
		return problem.Interaction{}, err
	}
	defer r.Close()
	go func() {
		w.Write(run.Input)
		w.Close()
	}()
	end, err := run.Start(ctx, r, discard{})
	if err != nil {
		return problem.Interaction{}, err
	}
	if n <= c.Cuts {
		return problem.Interaction{}, fmt.Errorf("validator interactor.py failed: TLE: %w", runner.ErrWallCut)
	}
	return problem.Interaction{Verdict: end.Verdict, Detail: end.Detail, Passes: 1}, nil
}

// discard is an io.WriteCloser that keeps nothing.
type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
func (discard) Close() error                { return nil }
