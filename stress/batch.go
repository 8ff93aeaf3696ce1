package stress

import (
	"context"
	"sync"

	"carokit/problem"
)

// batcher returns the problem's Batcher when the run is batched: Batch
// above 1, a problem that can join inputs, and a target run as a
// process (a built-in gains nothing from a batch).
func (s *search) batcher() (problem.Batcher, bool) {
	b, ok := s.opt.Problem.(problem.Batcher)
	return b, ok && s.opt.Batch > 1 && s.opt.Target.RunCase == nil
}

// runBatches is firstHit over batches of consecutive indices of issue,
// Batch at most each, and returns the first failing case index, as
// firstHit does over single cases: a batch hits when one of its cases
// fails, and its cases are then run in order, one by one, so the smallest
// failing index of the smallest hitting batch is the first failure.
func (s *search) runBatches(ctx context.Context, issue func() (int, bool), b problem.Batcher) (int, error) {
	var mu sync.Mutex
	var batches [][]int // by batch number; appended under firstHit's lock, read by the workers
	next := func() (int, bool) {
		var idx []int
		for len(idx) < s.opt.Batch {
			i, ok := issue()
			if !ok {
				break
			}
			idx = append(idx, i)
		}
		if len(idx) == 0 {
			return 0, false
		}
		mu.Lock()
		defer mu.Unlock()
		batches = append(batches, idx)
		return len(batches) - 1, true
	}
	batch := func(n int) []int {
		mu.Lock()
		defer mu.Unlock()
		return batches[n]
	}
	hit, err := firstHit(ctx, s.jobs, s.opt.KeepGoing, next, func(ctx context.Context, n int) (bool, error) {
		return s.runBatch(ctx, b, batch(n))
	})
	if err != nil || hit < 0 {
		return -1, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, i := range batch(hit) {
		if s.failures[i] != nil {
			return i, nil
		}
	}
	return -1, nil // not reached: a batch hits only with a failure recorded
}

// runBatch runs the cases idx in one process if they all pass that way,
// and otherwise one by one in order, stopping at the first failure unless
// KeepGoing, as firstHit would.
func (s *search) runBatch(ctx context.Context, b problem.Batcher, idx []int) (hit bool, err error) {
	if len(idx) > 1 && s.batchPasses(ctx, b, idx) {
		s.done.Add(int64(len(idx)))
		if s.opt.OnCase != nil {
			for _, i := range idx {
				s.opt.OnCase(i, false)
			}
		}
		return false, nil
	}
	for _, i := range idx {
		failed, err := s.runCase(ctx, i)
		hit = hit || failed
		if err != nil || (failed && !s.opt.KeepGoing) {
			return hit, err
		}
	}
	return hit, nil
}

// batchPasses runs the joined inputs of idx once and says whether every
// case's share of the output passes the check against the oracle's
// answer. Anything else (an error, a verdict other than OK, output that
// does not split) is false: the cases are then run alone, which reports
// it exactly.
func (s *search) batchPasses(ctx context.Context, b problem.Batcher, idx []int) bool {
	if !s.deadline.IsZero() { // as in runCase: the budget cuts a batch too
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, s.deadline)
		defer cancel()
	}
	inputs := make([][]byte, len(idx))
	for k, i := range idx {
		in, err := s.draw(i)
		if err != nil {
			return false
		}
		inputs[k] = in
	}
	joined, err := b.JoinInputs(inputs)
	if err != nil {
		return false
	}
	out, v, _, err := s.opt.Target.Run(ctx, joined)
	if err != nil || v != problem.OK {
		return false
	}
	parts, err := b.SplitOutput(inputs, out)
	if err != nil || len(parts) != len(inputs) {
		return false
	}
	for k, in := range inputs {
		want, v, _, err := s.opt.Oracle.Run(ctx, in)
		if err != nil || v != problem.OK || s.opt.Problem.Check(in, want, parts[k]) != nil {
			return false
		}
	}
	return true
}
