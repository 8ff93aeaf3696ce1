package testpkg

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"carokit/internal/shard"
)

// MutationCampaign is the identity of a package --mutate run: the
// shards of one campaign hold the same, and merge refuses any other.
type MutationCampaign struct {
	Problem       string `json:"problem"`
	PackageSHA256 string `json:"package_sha256"` // of the manifest the mutants ran over
	Source        string `json:"source"`
	SourceSHA256  string `json:"source_sha256"`
	Seed          uint64 `json:"seed"`
	Cap           int    `json:"cap"`
	// Cases and Time are --mutate-budget, Generator a folder problem's
	// --generator: the survivors' search.
	Cases     int           `json:"budget_cases"`
	Time      time.Duration `json:"budget_time_ns"`
	Generator string        `json:"generator,omitempty"`
	// Mutants are the ids of the mutants made, in source order: shard I
	// of M runs those whose index is ≡ I (mod M).
	Mutants []string `json:"mutants"`
	// Learn are the indices of the learning mutants, which every shard
	// runs first to order the tests (RunMutants' Learn), and Learned
	// those of them that compiled.
	Learn   []int `json:"learn"`
	Learned []int `json:"learned"`
	// Equivalent are the ids the plan marks equivalent, sorted.
	Equivalent []string `json:"equivalent,omitempty"`
	Subtasks   []int    `json:"subtasks"`
	// Tests are the package's tests, subtask by subtask in plan order:
	// the tests that kill the most are ranked in it.
	Tests []TestRef `json:"tests"`
}

// TestRef names a test of the package.
type TestRef struct {
	Subtask int    `json:"subtask"`
	Name    string `json:"name"`
}

// MutationPartial is what one shard of a mutation run found: the
// outcomes of its mutants (indices ≡ Shard mod Shards), and which of
// them did not compile. MergeMutation puts the shards together.
type MutationPartial struct {
	Campaign     MutationCampaign `json:"campaign"`
	Shard        int              `json:"shard"`
	Shards       int              `json:"shards"`
	NotCompiling []int            `json:"not_compiling"`
	Mutants      []IndexedOutcome `json:"outcomes"`
}

// IndexedOutcome is mutant Index's outcome.
type IndexedOutcome struct {
	Index   int           `json:"index"`
	Outcome MutantOutcome `json:"outcome"`
}

// Owns says mutant index k is this shard's.
func (p *MutationPartial) Owns(k int) bool { return k%p.Shards == p.Shard }

// TopKillers are the n tests that killed the most mutants first (a
// cell killed by it), most first, then in the order of tests.
func TopKillers(mutants []MutantOutcome, tests []TestRef, n int) []TestKill {
	kills := map[TestRef]int{}
	for _, o := range mutants {
		for _, c := range o.Subtasks {
			if c.Outcome == MutantKilled {
				kills[TestRef{c.Subtask, c.KilledBy}]++
			}
		}
	}
	var out []TestKill
	for _, t := range tests {
		if k := kills[t]; k > 0 {
			out = append(out, TestKill{Subtask: t.Subtask, Test: t.Name, Kills: k})
		}
	}
	slices.SortStableFunc(out, func(a, b TestKill) int { return cmp.Compare(b.Kills, a.Kills) })
	return out[:min(len(out), n)]
}

// TopKillersShown is how many killing tests a mutation record keeps.
const TopKillersShown = 5

// MergeMutation puts the shards of one mutation run back together into
// the record one process makes. names[k] names parts[k] in errors. Every
// shard 0…M−1 must be there once, all of one campaign, each holding
// exactly its mutants, each checked before anything of it is used.
func MergeMutation(names []string, parts []*MutationPartial) (*Mutation, error) {
	if len(parts) == 0 || len(names) != len(parts) {
		return nil, fmt.Errorf("merge: %d mutation results, %d names", len(parts), len(names))
	}
	indices, counts := make([]int, len(parts)), make([]int, len(parts))
	for k, p := range parts {
		if p == nil {
			return nil, fmt.Errorf("%s: no mutation result in it", names[k])
		}
		if err := p.check(); err != nil {
			return nil, fmt.Errorf("%s: %w", names[k], err)
		}
		if !sameMutationCampaign(&p.Campaign, &parts[0].Campaign) {
			return nil, fmt.Errorf("%s and %s are shards of different mutation runs (problem, package, source, seed, budget, mutants or plan marks differ)", names[k], names[0])
		}
		indices[k], counts[k] = p.Shard, p.Shards
	}
	if err := shard.Check(names, indices, counts); err != nil {
		return nil, fmt.Errorf("merge: %w", err)
	}
	c := &parts[0].Campaign
	mu := &Mutation{Source: c.Source, SourceSHA256: c.SourceSHA256, Seed: c.Seed, Cap: c.Cap, Generated: len(c.Mutants)}
	byIndex := make([]*MutantOutcome, len(c.Mutants))
	for _, p := range parts {
		mu.NotCompiling += len(p.NotCompiling)
		for i := range p.Mutants {
			byIndex[p.Mutants[i].Index] = &p.Mutants[i].Outcome
		}
	}
	for _, o := range byIndex {
		if o != nil {
			mu.Mutants = append(mu.Mutants, *o)
		}
	}
	mu.Score(c.Subtasks)
	mu.TopKillers = TopKillers(mu.Mutants, c.Tests, TopKillersShown)
	return mu, nil
}

func sameMutationCampaign(a, b *MutationCampaign) bool {
	return a.Problem == b.Problem && a.PackageSHA256 == b.PackageSHA256 && a.Source == b.Source && a.SourceSHA256 == b.SourceSHA256 &&
		a.Seed == b.Seed && a.Cap == b.Cap && a.Cases == b.Cases && a.Time == b.Time && a.Generator == b.Generator &&
		slices.Equal(a.Mutants, b.Mutants) && slices.Equal(a.Learn, b.Learn) && slices.Equal(a.Learned, b.Learned) &&
		slices.Equal(a.Equivalent, b.Equivalent) && slices.Equal(a.Subtasks, b.Subtasks) && slices.Equal(a.Tests, b.Tests)
}
