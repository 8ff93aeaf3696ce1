package testpkg

import (
	"fmt"
	"math"
	"slices"

	"carokit/internal/shard"
	"carokit/mutate"
	"carokit/problem"
)

// MaxMutants bounds the mutants of a mutation result file: far more
// than any source makes (every operator on every token of a long
// solution), so that a file cannot make merge allocate what it does
// not hold.
const MaxMutants = 1 << 20

// check checks what a mutation result says before MergeMutation uses
// any of it: its campaign alone, then that the shard holds exactly its
// mutants, each once, each outcome one of the campaign's subtasks and
// tests.
func (p *MutationPartial) check() error {
	if p.Shards < 1 || p.Shards > shard.Max {
		return fmt.Errorf("shard count %d: want 1 to %d", p.Shards, shard.Max)
	}
	if p.Shard < 0 || p.Shard >= p.Shards {
		return fmt.Errorf("shard %d/%d: want 0 ≤ I < M", p.Shard, p.Shards)
	}
	c := &p.Campaign
	if err := c.check(); err != nil {
		return err
	}
	owned := 0
	if p.Shard < len(c.Mutants) {
		owned = (len(c.Mutants)-p.Shard-1)/p.Shards + 1
	}
	if len(p.NotCompiling)+len(p.Mutants) != owned {
		return fmt.Errorf("shard %d/%d holds %d mutants and %d that do not compile; its share of the %d mutants is %d",
			p.Shard, p.Shards, len(p.Mutants), len(p.NotCompiling), len(c.Mutants), owned)
	}
	seen := map[int]bool{}
	own := func(k int, what string) error {
		switch {
		case k < 0 || k >= len(c.Mutants) || !p.Owns(k):
			return fmt.Errorf("%s %d: not one of the mutants of shard %d/%d", what, k, p.Shard, p.Shards)
		case seen[k]:
			return fmt.Errorf("mutant %d given twice", k)
		}
		seen[k] = true
		return nil
	}
	for _, k := range p.NotCompiling {
		if err := own(k, "not compiling mutant"); err != nil {
			return err
		}
		if slices.Contains(c.Learned, k) || slices.Contains(c.Equivalent, c.Mutants[k]) {
			return fmt.Errorf("mutant %d does not compile, but the campaign says it compiled or was never compiled (marked equivalent)", k)
		}
	}
	for i := range p.Mutants {
		m := &p.Mutants[i]
		if err := own(m.Index, "mutant"); err != nil {
			return err
		}
		if err := c.checkOutcome(m.Index, &m.Outcome); err != nil {
			return fmt.Errorf("mutant %d: %w", m.Index, err)
		}
	}
	for _, k := range c.Learn {
		if p.Owns(k) && !slices.Contains(c.Learned, k) && !slices.Contains(p.NotCompiling, k) && !slices.Contains(c.Equivalent, c.Mutants[k]) {
			return fmt.Errorf("learning mutant %d compiled in this shard, the campaign says it did not", k)
		}
	}
	return nil
}

// check: the campaign's counts within bounds, its ids well-formed and
// unique, its learning mutants among its mutants, its tests in its
// subtasks.
func (c *MutationCampaign) check() error {
	if len(c.Mutants) > MaxMutants || c.Cap < 0 || c.Cases < 0 || c.Time < 0 {
		return fmt.Errorf("campaign: %d mutants (at most %d), cap %d, budget %d cases and %d ns", len(c.Mutants), MaxMutants, c.Cap, c.Cases, c.Time)
	}
	ids := map[string]bool{}
	for _, id := range c.Mutants {
		if !mutate.ValidID(id) || ids[id] {
			return fmt.Errorf("campaign: mutant id %q malformed or given twice", id)
		}
		ids[id] = true
	}
	for _, id := range c.Equivalent {
		if !mutate.ValidID(id) {
			return fmt.Errorf("campaign: marked id %q malformed", id)
		}
	}
	if !slices.IsSorted(c.Equivalent) || len(slices.Compact(slices.Clone(c.Equivalent))) != len(c.Equivalent) {
		return fmt.Errorf("campaign: the marked ids are not sorted and unique")
	}
	for _, list := range [][]int{c.Learn, c.Learned} {
		if !slices.IsSorted(list) || len(slices.Compact(slices.Clone(list))) != len(list) ||
			(len(list) > 0 && (list[0] < 0 || list[len(list)-1] >= len(c.Mutants))) {
			return fmt.Errorf("campaign: learning mutants %v: want sorted indices of its %d mutants", list, len(c.Mutants))
		}
	}
	for _, k := range c.Learned {
		if !slices.Contains(c.Learn, k) {
			return fmt.Errorf("campaign: mutant %d learned from is no learning mutant", k)
		}
	}
	if len(slices.Compact(slices.Sorted(slices.Values(c.Subtasks)))) != len(c.Subtasks) {
		return fmt.Errorf("campaign: subtasks %v given twice", c.Subtasks)
	}
	tests := map[TestRef]bool{}
	for _, t := range c.Tests {
		if !slices.Contains(c.Subtasks, t.Subtask) || tests[t] {
			return fmt.Errorf("campaign: test %q of subtask %d: not one of its subtasks, or given twice", t.Name, t.Subtask)
		}
		tests[t] = true
	}
	return nil
}

// checkOutcome: mutant k's outcome is the campaign's mutant k, with a
// known outcome in each of its subtasks, in order, a killing test of
// that subtask, and one counterexample of the campaign's seed per gap.
func (c *MutationCampaign) checkOutcome(k int, o *MutantOutcome) error {
	if o.ID != c.Mutants[k] {
		return fmt.Errorf("id %q, the campaign's mutant %d is %s", o.ID, k, c.Mutants[k])
	}
	if len(o.Subtasks) != len(c.Subtasks) {
		return fmt.Errorf("%d subtasks, the campaign has %d", len(o.Subtasks), len(c.Subtasks))
	}
	marked := slices.Contains(c.Equivalent, o.ID)
	gaps := 0
	for pos, cell := range o.Subtasks {
		switch {
		case cell.Subtask != c.Subtasks[pos]:
			return fmt.Errorf("subtask %d where the campaign has %d", cell.Subtask, c.Subtasks[pos])
		case marked != (cell.Outcome == MutantMarkedEquivalent):
			return fmt.Errorf("subtask %d: %q, but the plan marks it equivalent: %v", cell.Subtask, cell.Outcome, marked)
		case cell.Outcome == MutantKilled && !slices.Contains(c.Tests, TestRef{cell.Subtask, cell.KilledBy}):
			return fmt.Errorf("subtask %d: killed by %q, not a test of it", cell.Subtask, cell.KilledBy)
		case !slices.Contains([]string{MutantKilled, MutantGap, MutantLikelyEquivalent, MutantMarkedEquivalent, MutantNotSearched}, cell.Outcome):
			return fmt.Errorf("subtask %d: unknown outcome %q", cell.Subtask, cell.Outcome)
		case cell.Verdict != "" && !slices.Contains([]problem.Verdict{problem.WA, problem.TLE, problem.MLE, problem.OLE, problem.RE}, cell.Verdict):
			return fmt.Errorf("subtask %d: verdict %q is no failure", cell.Subtask, cell.Verdict)
		case cell.Searched < 0:
			return fmt.Errorf("subtask %d: %d cases searched", cell.Subtask, cell.Searched)
		}
		if cell.Outcome == MutantGap {
			gaps++
		}
	}
	if len(o.Gaps) != gaps {
		return fmt.Errorf("%d counterexamples for %d gaps", len(o.Gaps), gaps)
	}
	for _, g := range o.Gaps {
		pos := slices.Index(c.Subtasks, g.Subtask)
		switch {
		case pos < 0 || o.Subtasks[pos].Outcome != MutantGap || slices.IndexFunc(o.Gaps, func(h MutationGap) bool { return h.Subtask == g.Subtask }) != slices.IndexFunc(o.Gaps, func(h MutationGap) bool { return h == g }):
			return fmt.Errorf("a counterexample of subtask %d, not a gap of it, or its second", g.Subtask)
		case !slices.Contains(c.Subtasks, g.FitsIn) || g.Seed != c.Seed || g.Case < 0 || g.Cases < 0 || math.IsNaN(g.Elapsed) || g.Elapsed < 0 || math.IsInf(g.Elapsed, 0):
			return fmt.Errorf("the counterexample of subtask %d: fits in %d, seed %d, case %d of %d, %g s", g.Subtask, g.FitsIn, g.Seed, g.Case, g.Cases, g.Elapsed)
		}
	}
	return nil
}
