package runner

import (
	"context"
	"sync"
	"time"
)

// PairSettle is how long both programs of a pair must stay blocked, each
// asleep in a read of its empty standard input and using no CPU, before
// the pair counts as deadlocked (Pair).
const PairSettle = 250 * time.Millisecond

// A Pair is two programs RunPiped runs at once that talk through their
// pipes (an interactive problem's submission and interactor). Where the
// system tells what a process waits for (Linux: /proc), the pair is
// watched: when both programs wait for input that neither will send,
// for PairSettle, both are ended at once, each Result a TLE "idle"
// (Result.WallCut false: a run the wall clock did not cut is not run
// again), instead of waiting for the wall-clock guard. Elsewhere the
// wall clock stays. Both runs are given a context from WithPair.
type Pair struct {
	mu    sync.Mutex
	sides []*pairSide
	ended bool // deadlocked: both were killed
}

type pairKey struct{}

// WithPair returns ctx with a new Pair, which the RunPiped calls given
// the returned context (or one derived from it) join.
func WithPair(ctx context.Context) (context.Context, *Pair) {
	p := &Pair{}
	return context.WithValue(ctx, pairKey{}, p), p
}

// pairFrom is ctx's Pair, nil for none.
func pairFrom(ctx context.Context) *Pair {
	p, _ := ctx.Value(pairKey{}).(*Pair)
	return p
}

// Deadlocked says the pair was ended because both programs waited for
// input from each other.
func (p *Pair) Deadlocked() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.ended
}
