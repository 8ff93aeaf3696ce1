package stress

import (
	"fmt"
	"slices"

	"carokit/internal/shard"
	"carokit/problem"
)

// MaxCases bounds the cases one shard of a campaign without --cases may
// say it compared: far more than a shard runs (a million a second for
// twelve days), and small enough that a million shards' sum is an int.
const MaxCases = 1 << 40

// check checks what a result file says before Merge uses any of it: the
// campaign's budget, the shard's counts within it, and each failure one
// of the shard's cases, of the campaign's seed.
func (p *Partial) check() error {
	c := &p.Campaign
	switch {
	case p.Shards < 1 || p.Shards > shard.Max:
		return fmt.Errorf("shard count %d: want 1 to %d", p.Shards, shard.Max)
	case p.Shard < 0 || p.Shard >= p.Shards:
		return fmt.Errorf("shard %d/%d: want 0 ≤ I < M", p.Shard, p.Shards)
	case p.Elapsed < 0:
		return fmt.Errorf("shard %d/%d took %d ns", p.Shard, p.Shards, p.Elapsed)
	case c.Cases < 0 || c.Cases > MaxCases*shard.Max || c.Time < 0 || c.ShrinkTime < 0:
		return fmt.Errorf("campaign budget: %d cases, time %d ns, shrink time %d ns", c.Cases, c.Time, c.ShrinkTime)
	}
	most := MaxCases
	if c.Cases > 0 {
		most = 0
		if p.Shard < c.Cases {
			most = (c.Cases-p.Shard-1)/p.Shards + 1
		}
	}
	switch {
	case p.Cases < 0 || p.Cases > most:
		return fmt.Errorf("shard %d/%d compared %d cases: want 0 to %d", p.Shard, p.Shards, p.Cases, most)
	case p.Failed < len(p.Failures) || p.Failed > p.Cases:
		return fmt.Errorf("%d failed cases with %d failures reported, of %d cases", p.Failed, len(p.Failures), p.Cases)
	}
	seen := map[int]bool{}
	for _, f := range p.Failures {
		// The shard compared its indices Shard, Shard+Shards, … up to
		// Shard+(Cases-1)*Shards.
		if f.Index < 0 || f.Index%p.Shards != p.Shard || f.Index >= p.Shard+p.Cases*p.Shards {
			return fmt.Errorf("failure on case %d: not one of the %d cases shard %d/%d compared", f.Index, p.Cases, p.Shard, p.Shards)
		}
		if seen[f.Index] {
			return fmt.Errorf("failure on case %d given twice", f.Index)
		}
		seen[f.Index] = true
		if f.Seed != c.Seed {
			return fmt.Errorf("failure on case %d: seed %d, the campaign's is %d", f.Index, f.Seed, c.Seed)
		}
		if !slices.Contains([]problem.Verdict{problem.WA, problem.TLE, problem.MLE, problem.OLE, problem.RE}, f.Verdict) {
			return fmt.Errorf("failure on case %d: verdict %q is no failure", f.Index, f.Verdict)
		}
		if f.ShrinkSteps < 0 || f.ShrinkTime < 0 {
			return fmt.Errorf("failure on case %d: negative shrinking", f.Index)
		}
	}
	return nil
}
