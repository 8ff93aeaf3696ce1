package judge

import (
	"context"
	"fmt"
	"sync"

	"golang.org/x/sync/errgroup"

	"carokit/internal/progress"
	"carokit/report"
)

// Fail-fast modes (Options.FailFast), as BAPCtools' default run stops a
// submission at its first failure.
const (
	// FailFastSubtask stops a solution's subtask at its first failing test.
	FailFastSubtask = "subtask"
	// FailFastSolution stops the whole solution at its first failing test.
	FailFastSolution = "solution"
)

// CheckFailFast returns an error unless mode is a fail-fast mode or "".
func CheckFailFast(mode string) error {
	switch mode {
	case "", FailFastSubtask, FailFastSolution:
		return nil
	}
	return fmt.Errorf("unknown fail-fast mode %q (want %s or %s)", mode, FailFastSubtask, FailFastSolution)
}

// schedule runs the runs, in order, at most jobs at a time, then re-runs
// those near the limit alone. With a fail-fast mode a run is not started
// when an earlier test of its ffGroup (its subtask, or its whole solution)
// has already failed; what was skipped is decided again after the
// re-runs, which may turn a failure into a pass, until every test before
// each ffGroup's first failure has run. The outcome is the same whatever
// jobs is: finally every run after its ffGroup's first failure is marked
// skipped, even one that happened to run in parallel with it.
func (j *judging) schedule(ctx context.Context, runs []*run, jobs int, opt *Options) error {
	ff := newFailFast(opt.FailFast, runs)
	bar := progress.New(opt.Progress, len(runs))
	defer bar.Finish()
	for {
		pending := ff.pending()
		if len(pending) == 0 {
			break
		}
		g, gctx := errgroup.WithContext(ctx)
		g.SetLimit(jobs)
		for _, r := range pending {
			g.Go(func() error {
				if ff.blocked(r) {
					return nil // a later round decides again
				}
				err := j.judge(gctx, r)
				ff.finish(r)
				bar.Done(r.sol.name)
				return err
			})
		}
		if err := g.Wait(); err != nil {
			return err
		}
		if err := j.rerunNear(ctx, pending, jobs, nil); err != nil {
			return err
		}
	}
	ff.markSkipped()
	for _, r := range runs {
		if r.skipped {
			bar.Done(r.sol.name)
		}
	}
	return nil
}

// failFast tracks which runs are done and, for each group, its earliest
// failed run, so that deciding whether a run is blocked costs a lookup,
// not a scan of the runs before it (a campaign has thousands).
type failFast struct {
	mode  string
	runs  []*run
	index map[*run]int // each run's place in runs
	mu    sync.Mutex   // guards first and every run's done flag while runs go on
	first map[ffGroup]int
}

func newFailFast(mode string, runs []*run) *failFast {
	f := &failFast{mode: mode, runs: runs, index: make(map[*run]int, len(runs)), first: map[ffGroup]int{}}
	for i, r := range runs {
		f.index[r] = i
	}
	return f
}

// ffGroup is the key of r's fail-fast ffGroup: its solution, and its subtask
// unless the whole solution stops at once.
type ffGroup struct {
	sol     *entry
	subtask int
}

func (f *failFast) groupOf(r *run) ffGroup {
	g := ffGroup{sol: r.sol}
	if f.mode == FailFastSubtask {
		g.subtask = r.test.Subtask
	}
	return g
}

// failed reports whether r ran and did not pass.
func (r *run) failed() bool { return r.done && r.result.Verdict != "OK" }

// blocked reports whether an earlier run of r's ffGroup has failed.
func (f *failFast) blocked(r *run) bool {
	if f.mode == "" {
		return false
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.blockedLocked(r)
}

func (f *failFast) blockedLocked(r *run) bool {
	first, ok := f.first[f.groupOf(r)]
	return ok && first < f.index[r]
}

func (f *failFast) finish(r *run) {
	f.mu.Lock()
	defer f.mu.Unlock()
	r.done = true
	f.noteFailure(r)
}

// noteFailure records r as its group's earliest failure if it is one.
func (f *failFast) noteFailure(r *run) {
	if f.mode == "" || !r.failed() {
		return
	}
	g, i := f.groupOf(r), f.index[r]
	if first, ok := f.first[g]; !ok || i < first {
		f.first[g] = i
	}
}

// pending are the runs not yet done and not blocked. The groups' first
// failures are found anew: a re-run near the limit may have turned a
// failure into a pass.
func (f *failFast) pending() []*run {
	f.mu.Lock()
	defer f.mu.Unlock()
	clear(f.first)
	for _, r := range f.runs {
		f.noteFailure(r)
	}
	var out []*run
	for _, r := range f.runs {
		if !r.done && (f.mode == "" || !f.blockedLocked(r)) {
			out = append(out, r)
		}
	}
	return out
}

// markSkipped marks every run after its ffGroup's first failure skipped,
// whether or not it ran, so that the report does not depend on timing.
func (f *failFast) markSkipped() {
	if f.mode == "" {
		return
	}
	stopped := map[ffGroup]bool{}
	for _, r := range f.runs {
		g := f.groupOf(r)
		if stopped[g] || !r.done {
			r.skipped = true
			r.result = report.TestResult{
				Name: r.test.Name, Subtask: r.test.Subtask, Skipped: true,
				Detail: "not run: an earlier test failed (--fail-fast)",
			}
			continue
		}
		if r.failed() {
			stopped[g] = true
		}
	}
}
