package testpkg

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"carokit/internal/progress"
	"carokit/problem"
	"carokit/runner"
)

// MutantProgram is one mutant of a submission, compiled.
type MutantProgram struct {
	ID      string
	Program runner.Program
}

// KillOptions say which mutants to run over which package.
type KillOptions struct {
	Problem problem.Problem
	Dir     string // the package folder
	Mutants []MutantProgram
	// Subtasks, when not nil, restricts each mutant to some subtasks (by
	// mutant index: the subtask IDs it runs in; nil: all).
	Subtasks [][]int
	Jobs     int // runs in parallel (0: one per core)
	// Learn is how many mutants, the first, run in plan order and so
	// order the tests for the others (0: plan order for all).
	Learn int
	// Limits are the runs' sandbox and process settings; the CPU,
	// wall-clock, memory and output limits are the package's.
	Limits   runner.Limits
	Progress io.Writer // a progress bar; nil: none
}

// Kills is which test of each subtask kills each mutant.
type Kills struct {
	Subtasks []int        // the package's subtask IDs, in order
	Cells    [][]KillCell // [mutant][subtask position]
	// TestKills counts, for every test that killed a mutant, how many it
	// killed first, most first (then in plan order).
	TestKills []TestKill
	Runs      int // programs run
}

// KillCell is one mutant in one subtask.
type KillCell struct {
	Run      bool            `json:"run"`                 // it ran in this subtask
	KilledBy string          `json:"killed_by,omitempty"` // the first failing test in the order tried ("": it passed all)
	Verdict  problem.Verdict `json:"verdict,omitempty"`
	Why      string          `json:"why,omitempty"`
}

// TestKill is how many mutants a test killed.
type TestKill struct {
	Subtask int    `json:"subtask"`
	Test    string `json:"test"`
	Kills   int    `json:"kills"`
}

// RunMutants runs every mutant on the tests of each subtask until one
// fails it (a verdict other than OK, or a wrong answer by the
// problem's checker). Tests are tried most killing first: the first
// Learn mutants run on each subtask's tests in plan order, and the
// tests are then ordered by how many of those they killed (then by plan
// order) for all the others. The order depends only on the learning
// mutants, never on Jobs nor on which other mutants run, so a mutant's
// killing test is the same in a whole run and in any shard of it (each
// shard runs the same learning mutants first: package --mutate --shard).
// Runs go in parallel (Jobs), each (mutant, subtask) trying its tests
// one after the other.
func RunMutants(ctx context.Context, opt KillOptions) (*Kills, error) {
	pkg, err := Open(opt.Dir, opt.Problem.Spec().MaxTestBytes)
	if err != nil {
		return nil, err
	}
	if err := pkg.Verify(); err != nil {
		return nil, err
	}
	m := pkg.Manifest
	k := &Kills{Cells: make([][]KillCell, len(opt.Mutants))}
	tests := map[int][]TestEntry{}
	kills := map[string]int{} // "subtask/name" → kills
	for _, s := range m.Subtasks {
		k.Subtasks = append(k.Subtasks, s.ID)
		tests[s.ID] = m.TestsOf(s.ID)
	}
	lim, err := mutantLimits(m, opt)
	if err != nil {
		return nil, err
	}
	bar := progress.New(opt.Progress, len(opt.Mutants))
	defer bar.Finish()
	var runs atomic.Int64
	learn := min(max(opt.Learn, 0), len(opt.Mutants))
	for _, span := range [][2]int{{0, learn}, {learn, len(opt.Mutants)}} {
		order := map[int][]TestEntry{}
		for id, ts := range tests {
			order[id] = byKills(id, ts, kills)
		}
		g, gctx := errgroup.WithContext(ctx)
		g.SetLimit(max(opt.Jobs, 1))
		for i := span[0]; i < span[1]; i++ {
			k.Cells[i] = make([]KillCell, len(k.Subtasks))
			for pos, id := range k.Subtasks {
				if opt.Subtasks != nil && !slices.Contains(opt.Subtasks[i], id) {
					continue
				}
				g.Go(func() error {
					cell, n, err := killIn(gctx, opt.Problem, pkg, opt.Mutants[i].Program, id, order[id], lim)
					k.Cells[i][pos] = cell
					runs.Add(int64(n))
					return err
				})
			}
		}
		if err := g.Wait(); err != nil {
			return nil, err
		}
		for i := span[0]; i < span[1]; i++ {
			for pos, c := range k.Cells[i] {
				if c.KilledBy != "" {
					kills[fmt.Sprint(k.Subtasks[pos], "/", c.KilledBy)]++
				}
			}
			bar.Done(opt.Mutants[i].ID)
		}
	}
	k.Runs = int(runs.Load())
	k.TestKills = testKills(m, kills)
	return k, nil
}

// byKills orders a subtask's tests by kills, most first, then plan order.
func byKills(id int, ts []TestEntry, kills map[string]int) []TestEntry {
	out := slices.Clone(ts)
	slices.SortStableFunc(out, func(a, b TestEntry) int {
		return cmp.Compare(kills[fmt.Sprint(id, "/", b.Name)], kills[fmt.Sprint(id, "/", a.Name)])
	})
	return out
}

func testKills(m *Manifest, kills map[string]int) []TestKill {
	var out []TestKill
	for _, s := range m.Subtasks {
		for _, t := range m.TestsOf(s.ID) {
			if n := kills[fmt.Sprint(s.ID, "/", t.Name)]; n > 0 {
				out = append(out, TestKill{Subtask: s.ID, Test: t.Name, Kills: n})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b TestKill) int { return cmp.Compare(b.Kills, a.Kills) })
	return out
}

// mutantLimits are the runs' limits: the package's time limit as the
// CPU limit (a mutant is not timed, only stopped), a wall-clock guard
// of twice that and a second, its memory limit, the judge's output cap.
func mutantLimits(m *Manifest, opt KillOptions) (runner.Limits, error) {
	spec := opt.Problem.Spec()
	tl := time.Duration(m.TimeLimitMS) * time.Millisecond
	if tl <= 0 {
		tl = spec.TimeLimit
	}
	if tl <= 0 {
		return runner.Limits{}, fmt.Errorf("package %s has no time limit", opt.Dir)
	}
	lim := opt.Limits
	lim.CPU, lim.Wall = tl, 2*tl+time.Second
	if lim.MemoryBytes = m.MemoryLimitMB << 20; lim.MemoryBytes <= 0 {
		lim.MemoryBytes = spec.MemoryLimit
	}
	if lim.OutputBytes == 0 {
		lim.OutputBytes = 16 << 20
	}
	files, err := spec.RunIO("")
	if err != nil {
		return runner.Limits{}, err
	}
	lim.Files = files
	return lim, nil
}

// killIn runs prog on tests in order until one fails it.
func killIn(ctx context.Context, p problem.Problem, pkg *Package, prog runner.Program, subtask int, tests []TestEntry, lim runner.Limits) (KillCell, int, error) {
	cell := KillCell{Run: true}
	for n, t := range tests {
		res, err := runMutant(ctx, prog, pkg.Path(t.Input), lim)
		if err != nil {
			return cell, n, fmt.Errorf("run mutant %s on %s: %w", prog.Name, t.Name, err)
		}
		cell.Verdict, cell.Why = res.Verdict, res.Detail
		if res.Verdict == problem.OK {
			input, err := pkg.ReadInput(t)
			if err != nil {
				return cell, n, err
			}
			answer, err := pkg.ReadAnswer(t)
			if err != nil {
				return cell, n, err
			}
			if err := problem.CheckIn(p, subtask, input, answer, res.Stdout); err != nil {
				cell.Verdict, cell.Why = problem.WA, err.Error()
			}
		}
		if cell.Verdict != problem.OK {
			cell.KilledBy = t.Name
			return cell, n + 1, nil
		}
	}
	cell.Verdict, cell.Why = "", ""
	return cell, len(tests), nil
}

// runMutant runs prog on input. A run the wall-clock guard stopped while
// under its CPU limit is run again alone with longer guards
// (runner.RetryWallCut): on a loaded machine a program starved of CPU
// looks like one that waits, and a kill must not depend on the machine's
// load (the same mutants die whatever the shards, as judge re-runs such
// runs).
func runMutant(ctx context.Context, prog runner.Program, input string, lim runner.Limits) (runner.Result, error) {
	return runner.RetryWallCut(lim, func(lim runner.Limits) (runner.Result, runner.Result, error) {
		res, err := runner.Run(ctx, prog, input, lim)
		return res, res, err
	})
}
