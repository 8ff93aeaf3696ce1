// Package stress searches for a counterexample: a case on which a target
// solution disagrees with an oracle. Cases are drawn in parallel from the
// problem's RandomCase, case i from its own seed (Seed, i), so a failure is
// reproduced from its index alone and the first failure reported is the
// same whatever the number of workers. The failure is then shrunk greedily
// with the problem's Shrink to a small failing test.
//
// The package knows problems only through problem.Problem.
package stress

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"carokit/problem"
	"carokit/subtasks"
)

// DefaultShrinkTime is the shrinking budget per failure when Options
// leaves it zero.
const DefaultShrinkTime = 10 * time.Second

// growthHorizon is the case index at which a time-budgeted run reaches
// full-size cases: growth rises with log(i), so small cases, where most
// counterexamples are, come first and the sizes still grow in a long run.
const growthHorizon = 1e6

// Options configure one stress run.
type Options struct {
	Problem        problem.Problem
	Target, Oracle Target
	Bounds         subtasks.Values // upper limits by value name, e.g. {"N": 15, "K": 225}
	Kinds          []string        // generator kinds (nil: all)
	Cases          int             // budget in cases, for all shards together (0: unlimited, use Time)
	Time           time.Duration   // budget in wall time (0: unlimited, use Cases); at least one must be set
	Seed           uint64
	Jobs           int // parallel workers (0: runtime.NumCPU())
	// Shard and Shards restrict the run to the case indices ≡ Shard (mod
	// Shards) of the same numbering, so that the shards of a campaign
	// together equal one run. Shards 0 or 1 runs every index.
	Shard, Shards int
	ShrinkTime    time.Duration // shrinking budget per failure (0: DefaultShrinkTime)
	// KeepGoing runs to the end of the budget, shrinks every failure and
	// reports each distinct shrunk case once, instead of stopping at the
	// first failure.
	KeepGoing bool
	// Batch, above 1, runs up to Batch drawn cases in one process of an
	// external target, where the problem can join inputs
	// (problem.Batcher): a batch whose joined output agrees with the
	// oracle on every case counts as that many passed cases; any other
	// batch is run again case by case, so the failure reported is the
	// one a run without batches reports. What a batch cannot see: a
	// failure that shows only when its case runs alone in a fresh process.
	Batch int
	// Progress receives a live line "cases N, X/s, failures F", rewritten
	// in place with \r (meant for a terminal); nil: none.
	Progress io.Writer
	// OnCase, when set, is called after each case that ran to the end, with
	// its index and whether the target failed on it. It is called from the
	// workers, concurrently. Cases past the first failure that were already
	// running may be reported too.
	OnCase func(index int, failed bool)
}

// Failure is one case on which the target failed, and its shrunk form.
type Failure struct {
	// Index and Seed reproduce the case: it draws all its randomness from
	// rand.New(rand.NewPCG(Seed, uint64(Index))).
	Index int
	Seed  uint64
	// Verdict is the target's (WA, TLE, RE, …), on the original and on the
	// shrunk case alike; Detail says why, on the shrunk case.
	Verdict          problem.Verdict
	Detail           string
	Original, Shrunk []byte
	// OracleOutput and TargetOutput are the outputs on the shrunk case.
	OracleOutput, TargetOutput []byte
	ShrunkValues               subtasks.Values // the shrunk case's size, from Problem.Validate
	ShrinkSteps                int             // accepted shrinking steps
	ShrinkTime                 time.Duration
	// Shape is the shrunk case's shape key (see shapeKey), set with
	// KeepGoing; Count is how many failing cases of that shape this one
	// stands for (0 or 1: itself).
	Shape string `json:",omitempty"`
	Count int    `json:",omitempty"`
}

// Summary is the outcome of a run.
type Summary struct {
	Target, Oracle string
	// Cases counts the cases compared. When the run stopped at a failure,
	// it counts those up to and including that case (all of which ran),
	// so it does not depend on the number of workers.
	Cases int
	// Failures are the failures reported: the first one, or with KeepGoing
	// one per shape of shrunk case (a distinct bug), by index, each with
	// its Count.
	Failures []Failure
	// Failed counts the cases on which the target failed, before
	// deduplication.
	Failed  int
	Elapsed time.Duration
	Seed    uint64
}

func (o *Options) check() error {
	switch {
	case o.Problem == nil:
		return errors.New("stress: no problem given")
	case o.Target.Run == nil:
		return errors.New("stress: no target given")
	case o.Oracle.Run == nil:
		return errors.New("stress: no oracle given")
	case o.Cases < 0 || o.Time < 0:
		return &problem.ParamError{Msg: fmt.Sprintf("stress budget must not be negative (cases %d, time %v)", o.Cases, o.Time)}
	case o.Cases == 0 && o.Time == 0:
		return &problem.ParamError{Msg: "stress needs a budget: a number of cases, a time, or both"}
	case o.Shards < 0 || o.Shard < 0 || (o.Shards > 1 && o.Shard >= o.Shards) || (o.Shards <= 1 && o.Shard != 0):
		return &problem.ParamError{Msg: fmt.Sprintf("shard %d/%d: want 0 ≤ I < M", o.Shard, o.Shards)}
	case o.ShrinkTime < 0:
		return &problem.ParamError{Msg: fmt.Sprintf("shrink time %v must not be negative", o.ShrinkTime)}
	}
	return nil
}

// growth is how far case i is into the run, in [0, 1]. It depends on the
// index only, never on timing, so that every number of workers draws the
// same cases.
func growth(i, cases int) float64 {
	if cases > 0 {
		return min(1, float64(i)/float64(cases))
	}
	return min(1, math.Log1p(float64(i))/math.Log1p(growthHorizon))
}

// search is one run in progress.
type search struct {
	opt    Options
	jobs   int
	done   atomic.Int64 // cases compared
	failed atomic.Int64 // cases failed

	mu       sync.Mutex
	failures map[int]*pending // by index

	deadline time.Time // end of the --time budget; zero: none
}

// pending is a failure found by a worker, with the outcome to shrink from.
type pending struct {
	f   *Failure
	out outcome
}

// Run searches for a case on which opt.Target fails or disagrees with
// opt.Oracle, within the budget, and shrinks what it finds. A failure of
// the oracle is an error of the run, not a failure of the target. When ctx
// is cancelled, Run returns what it has so far with ctx's error.
func Run(ctx context.Context, opt Options) (*Summary, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	if opt.ShrinkTime == 0 {
		opt.ShrinkTime = DefaultShrinkTime
	}
	s := &search{opt: opt, jobs: opt.Jobs, failures: map[int]*pending{}}
	if s.jobs <= 0 {
		s.jobs = runtime.NumCPU()
	}
	shards := max(1, opt.Shards)
	start := time.Now()
	if opt.Time > 0 {
		s.deadline = start.Add(opt.Time)
	}
	sum := &Summary{Target: opt.Target.Name, Oracle: opt.Oracle.Name, Seed: opt.Seed}

	stopProgress := s.progress(start)
	next := opt.Shard
	issue := func() (int, bool) {
		if opt.Cases > 0 && next >= opt.Cases {
			return 0, false
		}
		if opt.Time > 0 && time.Since(start) >= opt.Time {
			return 0, false
		}
		i := next
		next += shards
		return i, true
	}
	var first int
	var err error
	if b, ok := s.batcher(); ok {
		first, err = s.runBatches(ctx, issue, b)
	} else {
		first, err = firstHit(ctx, s.jobs, opt.KeepGoing, issue, s.runCase)
	}
	stopProgress()

	sum.Cases = int(s.done.Load())
	sum.Failed = int(s.failed.Load())
	if err != nil {
		if opt.KeepGoing {
			sum.Failures = s.distinct() // those shrunk before the stop
		}
		sum.Elapsed = time.Since(start)
		return sum, err
	}
	if opt.KeepGoing {
		sum.Failures = s.distinct()
	} else if first >= 0 {
		// Cases past the first failure that were already running do not
		// count: the summary is that of a run with one worker.
		sum.Cases, sum.Failed = (first-opt.Shard)/shards+1, 1
		p := s.failures[first]
		if err := s.shrink(ctx, p, s.jobs); err != nil {
			sum.Elapsed = time.Since(start)
			return sum, err
		}
		sum.Failures = []Failure{*p.f}
	}
	sum.Elapsed = time.Since(start)
	return sum, nil
}

// runCase draws case i, compares the target with the oracle on it and
// records a failure. With KeepGoing it also shrinks the failure, on this
// worker alone, since the others are busy with their own cases.
func (s *search) runCase(ctx context.Context, i int) (failed bool, err error) {
	parent := ctx // shrinking a failure found in time has its own budget
	if !s.deadline.IsZero() {
		// --time is a deadline for the cases in flight too: a case on
		// the oracle's largest sizes can take longer than the budget.
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, s.deadline)
		defer cancel()
	}
	input, err := s.draw(i)
	if err != nil {
		return false, err
	}
	o, err := s.compare(ctx, input)
	if err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return false, nil // cut by the time budget: not run, not counted
	}
	if err != nil {
		return false, fmt.Errorf("case %d (seed %d): %w", i, s.opt.Seed, err)
	}
	s.done.Add(1)
	failed = o.verdict != problem.OK
	if s.opt.OnCase != nil {
		s.opt.OnCase(i, failed)
	}
	if !failed {
		return false, nil
	}
	s.failed.Add(1)
	p := &pending{out: o, f: &Failure{Index: i, Seed: s.opt.Seed, Verdict: o.verdict, Detail: o.detail, Original: input}}
	if s.opt.KeepGoing {
		if err := s.shrink(parent, p, 1); err != nil {
			return false, err
		}
		p.f.Shape = shapeKey(s.opt.Problem, p.f.Shrunk)
	}
	s.mu.Lock()
	s.failures[i] = p
	s.mu.Unlock()
	return true, nil
}

// draw draws case i's input, from its own seed.
func (s *search) draw(i int) ([]byte, error) {
	r := rand.New(rand.NewPCG(s.opt.Seed, uint64(i)))
	input, err := s.opt.Problem.RandomCase(r, growth(i, s.opt.Cases), s.opt.Bounds, s.opt.Kinds)
	if err != nil {
		return nil, fmt.Errorf("case %d: draw input: %w", i, err)
	}
	return input, nil
}

// distinct returns the failures by index, one per shape of shrunk case
// (groupByShape), each with how many failures it stands for.
func (s *search) distinct() []Failure {
	idx := make([]int, 0, len(s.failures))
	for i := range s.failures {
		idx = append(idx, i)
	}
	slices.Sort(idx)
	all := make([]Failure, 0, len(idx))
	for _, i := range idx {
		all = append(all, *s.failures[i].f)
	}
	return groupByShape(all)
}

// progress starts the live line and returns the function that ends it.
func (s *search) progress(start time.Time) (stop func()) {
	w := s.opt.Progress
	if w == nil {
		return func() {}
	}
	line := func() {
		n := s.done.Load()
		rate := float64(n) / max(time.Since(start).Seconds(), 1e-9)
		fmt.Fprintf(w, "\rcases %d, %.0f/s, failures %d, %s   ", n, rate, s.failed.Load(), s.eta(start, int(n)))
	}
	quit, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				line()
			case <-quit:
				line()
				fmt.Fprintln(w)
				return
			}
		}
	}()
	return func() {
		close(quit)
		<-finished
	}
}

// eta is the time the run has left: by the pace of the cases so far
// toward --cases, or the --time budget's remainder, whichever is sooner.
func (s *search) eta(start time.Time, n int) string {
	left := time.Duration(-1)
	if total := s.opt.Cases / max(1, s.opt.Shards); total > 0 && n > 0 {
		left = max(0, time.Duration(float64(time.Since(start))/float64(n)*float64(total-n)))
	}
	if !s.deadline.IsZero() {
		if budget := max(0, time.Until(s.deadline)); left < 0 || budget < left {
			left = budget
		}
	}
	if left < 0 {
		return "ETA ?"
	}
	return "ETA " + left.Round(time.Second).String()
}
