package stress

import (
	"fmt"
	"maps"
	"slices"
	"time"

	"carokit/internal/shard"
	"carokit/subtasks"
)

// Campaign is the identity of a stress campaign: shards of different
// campaigns must not be merged.
type Campaign struct {
	Problem    string          `json:"problem"`
	Seed       uint64          `json:"seed"`
	Target     string          `json:"target"`
	Oracle     string          `json:"oracle"`
	Bounds     subtasks.Values `json:"bounds"`
	Kinds      []string        `json:"kinds,omitempty"`
	Cases      int             `json:"cases"`
	Time       time.Duration   `json:"time_ns"`
	KeepGoing  bool            `json:"keep_going,omitempty"`
	ShrinkTime time.Duration   `json:"shrink_time_ns"`
	// Settings are the command line's other choices that change what a
	// case does (the time limit, the sandbox), by flag name.
	Settings map[string]string `json:"settings,omitempty"`
}

// CampaignOf is the identity of the campaign opt belongs to.
func CampaignOf(opt Options, settings map[string]string) Campaign {
	return Campaign{
		Problem: opt.Problem.Spec().Name, Seed: opt.Seed, Target: opt.Target.Name, Oracle: opt.Oracle.Name,
		Bounds: opt.Bounds, Kinds: opt.Kinds, Cases: opt.Cases, Time: opt.Time, KeepGoing: opt.KeepGoing,
		ShrinkTime: opt.ShrinkTime, Settings: settings,
	}
}

func (c *Campaign) equal(d *Campaign) bool {
	return c.Problem == d.Problem && c.Seed == d.Seed && c.Target == d.Target && c.Oracle == d.Oracle &&
		maps.Equal(c.Bounds, d.Bounds) && slices.Equal(c.Kinds, d.Kinds) && c.Cases == d.Cases && c.Time == d.Time &&
		c.KeepGoing == d.KeepGoing && c.ShrinkTime == d.ShrinkTime && maps.Equal(c.Settings, d.Settings)
}

// Partial is one shard's summary, for Merge.
type Partial struct {
	Campaign Campaign `json:"campaign"`
	Shard    int      `json:"shard"`
	Shards   int      `json:"shards"`
	// Cases are the shard's indices Shard, Shard+Shards, … compared, all
	// of them up to the last: Cases of them.
	Cases    int       `json:"cases"`
	Failed   int       `json:"failed"`
	Failures []Failure `json:"failures"`
	// Elapsed is the shard's time (merge's page shows the slowest
	// shard's: the campaign's, its shards run side by side).
	Elapsed time.Duration `json:"elapsed_ns,omitempty"`
}

// PartialOf is shard opt.Shard's summary sum, in campaign c.
func PartialOf(c Campaign, opt Options, sum *Summary) *Partial {
	return &Partial{Campaign: c, Shard: opt.Shard, Shards: max(1, opt.Shards), Cases: sum.Cases, Failed: sum.Failed, Failures: sum.Failures, Elapsed: sum.Elapsed}
}

// Merge puts the shards of one campaign together into the summary one
// machine would have made: the failure of smallest index across shards,
// with its shrunk case (with KeepGoing, one per shape of shrunk case by index, counting them all).
// names[k] names parts[k] in errors. The warning is non-empty when a
// shard stopped (its time budget) before the first failure's index, so
// that a smaller failing index may exist.
func Merge(names []string, parts []*Partial) (sum *Summary, warning string, err error) {
	if len(parts) == 0 || len(names) != len(parts) {
		return nil, "", fmt.Errorf("merge: %d names for %d stress results", len(names), len(parts))
	}
	indices, counts := make([]int, len(parts)), make([]int, len(parts))
	for k, p := range parts {
		// Nothing of a file is used before it is checked.
		if p == nil {
			return nil, "", fmt.Errorf("%s: no stress result in it", names[k])
		}
		if err := p.check(); err != nil {
			return nil, "", fmt.Errorf("%s: %w", names[k], err)
		}
		indices[k], counts[k] = p.Shard, p.Shards
		if !p.Campaign.equal(&parts[0].Campaign) {
			return nil, "", fmt.Errorf("merge: %s and %s are shards of different campaigns (seed, target, oracle, bounds or budget differ)", names[k], names[0])
		}
	}
	if err := shard.Check(names, indices, counts); err != nil {
		return nil, "", fmt.Errorf("merge: %w", err)
	}
	c := parts[0].Campaign
	sum = &Summary{Target: c.Target, Oracle: c.Oracle, Seed: c.Seed}
	var all []Failure
	for _, p := range parts {
		sum.Cases += p.Cases
		sum.Failed += p.Failed
		sum.Elapsed = max(sum.Elapsed, p.Elapsed)
		all = append(all, p.Failures...)
	}
	slices.SortFunc(all, func(a, b Failure) int { return a.Index - b.Index })
	if c.KeepGoing {
		sum.Failures = groupByShape(all) // the shards' groups, joined
		return sum, "", nil
	}
	if len(all) == 0 {
		return sum, "", nil
	}
	first := all[0]
	sum.Failures, sum.Failed, sum.Cases = []Failure{first}, 1, 0
	for _, p := range parts {
		// The shard's indices up to the failure's that it compared.
		upTo := 0
		if first.Index >= p.Shard {
			upTo = (first.Index-p.Shard)/p.Shards + 1
		}
		if p.Cases < upTo && warning == "" {
			stopped := "before its first case"
			if p.Cases > 0 {
				stopped = fmt.Sprintf("at case %d", p.Shard+(p.Cases-1)*p.Shards)
			}
			warning = fmt.Sprintf("shard %d/%d stopped %s, before case %d: a smaller failing case may exist", p.Shard, p.Shards, stopped, first.Index)
		}
		sum.Cases += min(upTo, p.Cases)
	}
	return sum, warning, nil
}
