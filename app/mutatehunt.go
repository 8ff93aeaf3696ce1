package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"carokit/internal/untrusted"
	"carokit/judge"
	"carokit/problem"
	"carokit/runner"
	"carokit/stress"
	"carokit/subtasks"
	"carokit/testpkg"
)

// groupFinder is a folder problem: its groups are generators.yaml's,
// not a table of bounds.
type groupFinder interface {
	GroupPath(id int) string
}

// hunt searches, for every cell a mutant survived, a case of that
// subtask where it and the reference differ (stress within
// --mutate-budget): found, the cell is a gap with its shrunk
// counterexample; else likely equivalent.
func (r *mutationRun) hunt(ctx context.Context) error {
	p := r.build.Problem
	ref, err := p.Spec().SolutionWithRole(problem.RoleReference)
	if err != nil {
		return err
	}
	oracle := stress.BuiltinTarget(p, ref)
	lim, err := r.stressLimits()
	if err != nil {
		return err
	}
	twins := map[string]int{} // a program's content → the first mutant searched with it
	for i, m := range r.mutants {
		o := r.find(m.ID)
		key := programKey(r.progs[i].Program)
		first, twin := twins[key]
		if !twin && key != "" {
			twins[key] = i
		}
		for pos := range o.Subtasks {
			c := &o.Subtasks[pos]
			if c.Outcome != "" {
				continue
			}
			if twin && r.copySearch(o, pos, r.find(r.mutants[first].ID)) {
				fmt.Fprintf(r.env.Stderr, "mutate: %s survives subtask %d, compiled to the same program as %s: its search is that one's\n", m.ID, c.Subtask, r.mutants[first].ID)
				continue
			}
			fmt.Fprintf(r.env.Stderr, "mutate: %s survives subtask %d, searching: %s\n", m.ID, c.Subtask, untrusted.Text(o.Diff))
			gap, searched, why, err := r.search(ctx, r.progs[i].Program, c.Subtask, oracle, lim, false)
			if err == nil && gap == nil && r.mustTimeOut(c.Subtask) {
				// No drawn case was large enough to be a test here: a
				// small difference still shows the package lacks one.
				gap, _, _, err = r.search(ctx, r.progs[i].Program, c.Subtask, oracle, lim, true)
				if err == nil && gap != nil {
					// Grown into a test of the subtask, it is one
					// --strengthen can add.
					var big *testpkg.MutationGap
					if big, err = r.enlarge(ctx, r.progs[i].Program, gap, oracle, lim); big != nil {
						gap = big
					}
				}
			}
			if err != nil {
				return fmt.Errorf("search a counterexample for mutant %s: %w", m.ID, err)
			}
			switch {
			case gap != nil:
				// How many cases the mutant ran on before the search
				// stopped depends on --jobs; the gap's own count does not.
				c.Outcome, c.Searched = testpkg.MutantGap, 0
				o.Gaps = append(o.Gaps, *gap)
			case searched == 0:
				// It never ran: nothing says it is equivalent.
				if why == "" {
					why = "no case was drawn within the budget"
				}
				c.Outcome, c.Why = testpkg.MutantNotSearched, why
			default:
				c.Outcome, c.Searched = testpkg.MutantLikelyEquivalent, searched
			}
		}
	}
	return nil
}

// stressLimits are a mutant's limits in the search: the package's time
// limit, the problem's memory limit, the judge's output cap.
func (r *mutationRun) stressLimits() (runner.Limits, error) {
	m, err := testpkg.Load(r.build.Out)
	if err != nil {
		return runner.Limits{}, err
	}
	spec := r.build.Problem.Spec()
	tl := time.Duration(m.TimeLimitMS) * time.Millisecond
	if tl <= 0 {
		tl = spec.TimeLimit
	}
	lim := runner.Limits{CPU: tl, MemoryBytes: spec.MemoryLimit, OutputBytes: judge.OutputLimit, Direct: true}
	lim.Files, err = spec.RunIO("")
	return lim, err
}

// search is one stress run of the mutant against the reference within
// subtask id's bounds. A built-in problem's package puts a test in the
// smallest subtask it fits, and certifies there that the slow built-ins
// time out on it, so a drawn case that fails either (testOf) cannot be a
// test of this one: the mutant is not asked there (it passes by
// definition), and the counterexample found, shrunk, stays a test of
// subtask id. A folder problem's groups hold what generators.yaml puts
// in them: any case its validators accept for the group counts.
//
// It returns the gap found, if any, on how many cases the mutant ran
// and, when on none, why the cases drawn were no tests of the subtask.
// Small, it searches small cases too, which fit the subtask but cannot
// be tests of it: a gap found so is marked TooSmall.
func (r *mutationRun) search(ctx context.Context, prog runner.Program, id int, oracle stress.Target, lim runner.Limits, small bool) (*testpkg.MutationGap, int, string, error) {
	sc, err := r.searchTarget(prog, id, oracle, lim, small)
	if err != nil {
		return nil, 0, "", err
	}
	target, bounds, ran, missed, shrink := sc.target, sc.bounds, &sc.ran, &sc.missed, sc.shrink
	_, grouped := r.build.Problem.(groupFinder)
	var drawn problem.Problem = r.build.Problem
	if !grouped && !small && r.mustTimeOut(id) {
		drawn = largeCases{drawn} // a small case cannot be a test here
		if ts, ok := r.build.Problem.(problem.TestSized); ok {
			drawn = testSized{r.build.Problem, ts}
		}
	}
	sum, err := stress.Run(ctx, stress.Options{Problem: drawn, Target: target, Oracle: oracle, Bounds: bounds,
		Cases: r.cfg.cases, Time: r.cfg.time, Seed: r.cfg.seed, Jobs: stressJobs(r.cfg.jobs), ShrinkTime: shrink})
	if err != nil || len(sum.Failures) == 0 {
		return nil, int(ran.Load()), missed.why(r, id), err
	}
	f := &sum.Failures[0]
	fits := id
	if _, grouped := r.build.Problem.(groupFinder); !grouped {
		if fits, err = r.fits(f.Shrunk); err != nil {
			return nil, 0, "", fmt.Errorf("the shrunk counterexample: %w", err)
		}
	}
	return &testpkg.MutationGap{Subtask: id, FitsIn: fits, TooSmall: small, Verdict: f.Verdict, Detail: f.Detail, Input: string(f.TestFile()),
		Answer: string(f.OracleOutput), Seed: f.Seed, Case: f.Index, Elapsed: sum.Elapsed.Seconds(), Cases: sum.Cases}, int(ran.Load()), "", nil
}

// searchCell is a search's target in one subtask: the mutant, asked
// only on the cases that can be tests there (the reference answers the
// others, so they pass), with what it ran on and what the others missed.
type searchCell struct {
	target stress.Target
	bounds subtasks.Values
	ran    atomic.Int64
	missed misses
	shrink time.Duration
}

// searchTarget is the mutant prog as the target of a search in subtask
// id (see search).
func (r *mutationRun) searchTarget(prog runner.Program, id int, oracle stress.Target, lim runner.Limits, small bool) (*searchCell, error) {
	st, err := r.build.Problem.Spec().Subtasks.Get(id)
	if err != nil {
		return nil, err
	}
	sc := &searchCell{bounds: subtasks.Values{}}
	for _, l := range st.Limits {
		sc.bounds[l.Name] = l.Max
	}
	prog.Dir = filepath.Join(r.tmp, "work", fmt.Sprint(prog.Name, "-", id))
	if err := os.MkdirAll(prog.Dir, 0o755); err != nil {
		return nil, err
	}
	sc.target = stress.ExternalTarget(prog, lim)
	_, grouped := r.build.Problem.(groupFinder)
	run := sc.target.Run
	sc.target.Run = func(ctx context.Context, input []byte) ([]byte, problem.Verdict, string, error) {
		if !grouped {
			if miss := r.testOf(input, id, small); miss != testFits {
				sc.missed.add(miss)
				return oracle.Run(ctx, input)
			}
		}
		sc.ran.Add(1)
		return run(ctx, input)
	}
	// A budget of cases alone is deterministic whatever the machine's
	// speed: no clock cuts the shrinking then (but a guard against a
	// runaway), else the gaps of a loaded machine would be less shrunk.
	sc.shrink = shrinkGuard
	if r.cfg.time > 0 {
		sc.shrink = min(5*time.Second, r.cfg.time)
	}
	return sc, nil
}

// testOf says whether input can be a test of subtask id in a built-in
// problem's package, as certification requires of every test: it fits
// no smaller subtask, and (unless small) the built-ins declared to time
// out there would (their cost model at least the problem's work limit).
func (r *mutationRun) testOf(input []byte, id int, small bool) miss {
	p := r.build.Problem
	spec := p.Spec()
	if fit, err := r.fits(input); err != nil || fit != id {
		return missSubtask
	}
	if small || spec.Work.TimeLimitMin <= 0 {
		return testFits
	}
	pos := slices.IndexFunc(spec.Subtasks, func(s subtasks.Subtask) bool { return s.ID == id }) + 1 // ExpectedIn's numbering
	var c problem.Case
	for i := range spec.Solutions {
		s := &spec.Solutions[i]
		if s.Work == nil || s.ExpectedIn(pos) != problem.TLE {
			continue
		}
		if c == nil {
			var err error
			if c, err = p.Parse(input); err != nil {
				return missSubtask
			}
		}
		if w, err := s.Work(c); err != nil || w < spec.Work.TimeLimitMin {
			return missWork
		}
	}
	return testFits
}

// miss is why a drawn case cannot be a test of a subtask.
type miss int

const (
	testFits    miss = iota
	missSubtask      // it fits another subtask (or none)
	missWork         // a slow built-in that must time out there would not
)

// misses are the reasons met in one search, whichever case met them.
type misses struct{ subtask, work atomic.Bool }

func (m *misses) add(k miss) {
	if k == missSubtask {
		m.subtask.Store(true)
	} else {
		m.work.Store(true)
	}
}

// why says what the cases drawn for subtask id missed ("": none drawn
// was refused).
func (m *misses) why(r *mutationRun, id int) string {
	spec := r.build.Problem.Spec()
	var parts []string
	if m.subtask.Load() {
		parts = append(parts, fmt.Sprintf("cases that fit another subtask than %d", id))
	}
	if m.work.Load() {
		parts = append(parts, fmt.Sprintf("cases under the work limit of %.3g %s that a slow built-in must reach there", float64(spec.Work.TimeLimitMin), spec.Work.Unit))
	}
	if len(parts) == 0 {
		return ""
	}
	return "every case drawn was no test of subtask " + fmt.Sprint(id) + ": " + strings.Join(parts, ", and ")
}

// mustTimeOut says subtask id's tests must make a built-in time out (a
// cost model held to the problem's work limit).
func (r *mutationRun) mustTimeOut(id int) bool {
	spec := r.build.Problem.Spec()
	pos := slices.IndexFunc(spec.Subtasks, func(s subtasks.Subtask) bool { return s.ID == id }) + 1
	return spec.Work.TimeLimitMin > 0 && slices.ContainsFunc(spec.Solutions, func(s problem.Solution) bool {
		return s.Work != nil && s.ExpectedIn(pos) == problem.TLE
	})
}

// shrinkGuard bounds the shrinking of a gap found within a budget of
// cases alone: far more than a counterexample of the search takes.
const shrinkGuard = 5 * time.Minute

// largeCases draws the problem's cases from the upper tenth of its
// growth: the search of a subtask whose tests must be large starts with
// large cases, not with the tiny ones stress starts with, which could
// never be tests there.
type largeCases struct{ problem.Problem }

func (l largeCases) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	return l.Problem.RandomCase(r, 0.9+0.1*growth, bounds, kinds)
}

// testSized draws a TestSized problem's cases from TestSizedCase: as
// large as the tests of a subtask where a slow built-in must time out.
type testSized struct {
	problem.Problem
	sized problem.TestSized
}

func (t testSized) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	return t.sized.TestSizedCase(r, growth, bounds)
}

// fits is the smallest subtask input fits, by the problem's bounds.
func (r *mutationRun) fits(input []byte) (int, error) {
	p := r.build.Problem
	v, err := p.Validate("counterexample", input)
	if err != nil {
		return 0, err
	}
	return p.Spec().Subtasks.Smallest(v)
}

// programKey is the content of a compiled program: the SHA-256 of its
// executable and of every argument that names a file ("": unreadable).
// Two mutants the compiler turns into the same program behave alike on
// every input, so the search of one is the other's.
func programKey(p runner.Program) string {
	h := sha256.New()
	for _, f := range append([]string{p.Path}, p.Args...) {
		data, err := os.ReadFile(f)
		if err != nil && f == p.Path {
			return ""
		}
		if err != nil {
			data = []byte(f)
		}
		fmt.Fprintf(h, "%d:", len(data))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// copySearch gives cell pos of o the search outcome of the same cell
// of twin, a mutant compiled to the same program and searched before:
// false when that cell of twin was not searched (it died there).
func (r *mutationRun) copySearch(o *testpkg.MutantOutcome, pos int, twin *testpkg.MutantOutcome) bool {
	t := twin.Subtasks[pos]
	if t.Outcome != testpkg.MutantGap && t.Outcome != testpkg.MutantLikelyEquivalent && t.Outcome != testpkg.MutantNotSearched {
		return false
	}
	o.Subtasks[pos].Outcome, o.Subtasks[pos].Searched, o.Subtasks[pos].Why = t.Outcome, t.Searched, t.Why
	for _, g := range twin.Gaps {
		if g.Subtask == t.Subtask {
			o.Gaps = append(o.Gaps, g)
		}
	}
	return true
}
