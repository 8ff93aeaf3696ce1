package stress

import (
	"context"
	"math"
	"sync"

	"golang.org/x/sync/errgroup"
)

// firstHit calls eval on the indices that next yields (in increasing
// order), at most jobs at a time. An index "hits" when eval reports true.
//
// It stops issuing new indices at the first hit (unless all is set) or
// error, lets every smaller index already issued finish, and cancels the
// larger ones, which can no longer matter. It returns the smallest index
// that hit, or the error of the smallest index that failed if that one is
// smaller: exactly what a run with one job would return. With all set it
// runs every index and returns -1 unless an error stops it. -1 also means
// nothing hit.
func firstHit(ctx context.Context, jobs int, all bool, next func() (int, bool), eval func(context.Context, int) (bool, error)) (int, error) {
	s := &scheduler{stop: math.MaxInt, cancels: map[int]context.CancelFunc{}, next: next}
	// Long-lived workers rather than a goroutine per index: a fresh
	// goroutine regrows its stack for every case, which costed about a
	// tenth of the time of a fast built-in pair.
	var g errgroup.Group
	g.SetLimit(jobs)
	for range jobs {
		g.Go(func() error {
			for {
				i, ictx, ok := s.take(ctx)
				if !ok {
					return nil
				}
				hit, err := eval(ictx, i)
				s.finish(i, hit && !all, err)
			}
		})
	}
	_ = g.Wait() // the workers report through s, never through g
	if err := ctx.Err(); err != nil {
		return -1, err
	}
	if s.stop == math.MaxInt {
		return -1, nil
	}
	if s.stopErr != nil {
		return -1, s.stopErr
	}
	return s.stop, nil
}

type scheduler struct {
	mu      sync.Mutex
	stop    int   // smallest index that hit or failed; math.MaxInt while none
	stopErr error // its error, nil for a hit
	cancels map[int]context.CancelFunc
	next    func() (int, bool)
	over    bool // next is exhausted or past the stop
}

// take issues the next index, unless the run is over: next has no more,
// ctx is done, or the index is past the stop. Issuing under the lock keeps
// the indices in order, so every index below a hit has been issued.
func (s *scheduler) take(ctx context.Context) (int, context.Context, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.over || ctx.Err() != nil {
		return 0, nil, false
	}
	i, ok := s.next()
	if !ok || i > s.stop {
		s.over = true
		return 0, nil, false
	}
	ictx, cancel := context.WithCancel(ctx)
	s.cancels[i] = cancel
	return i, ictx, true
}

// finish records the end of index i; stop says it hit.
func (s *scheduler) finish(i int, stop bool, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.cancels[i]()
	delete(s.cancels, i)
	if i > s.stop || (!stop && err == nil) {
		return
	}
	s.stop, s.stopErr = i, err
	for j, cancel := range s.cancels {
		if j > i {
			cancel()
		}
	}
}
