package stress

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"

	"carokit/problem"
)

// shardParts runs the campaign opt as m shards and returns their partial
// results, through JSON as the result files carry them.
func shardParts(t *testing.T, opt Options, m int) ([]string, []*Partial) {
	t.Helper()
	var names []string
	var parts []*Partial
	for i := range m {
		o := opt
		o.Shard, o.Shards = i, m
		sum, err := Run(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(PartialOf(CampaignOf(o, nil), o, sum))
		if err != nil {
			t.Fatal(err)
		}
		var p Partial
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatal(err)
		}
		names, parts = append(names, "shard"+string(rune('0'+i))), append(parts, &p)
	}
	return names, parts
}

func TestMergeIsOneRun(t *testing.T) {
	cases := []struct {
		name   string
		target *problem.Solution
		keep   bool
	}{
		// The first failure across shards is the one run's, shrunk alike.
		{"first failure", sum77, false},
		// No failure: the cases of the shards add up to the whole budget.
		{"no failure", sumRight, false},
		// Keep going: every distinct shrunk case, by index, as one run.
		{"keep going", sum77, true},
	}
	for _, c := range cases {
		opt := sumOptions(c.target)
		opt.KeepGoing = c.keep
		whole, err := Run(context.Background(), opt)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []int{1, 3, 8} {
			names, parts := shardParts(t, opt, m)
			got, warning, err := Merge(names, parts)
			if err != nil || warning != "" {
				t.Fatalf("%s, %d shards: merge: %v %q", c.name, m, err, warning)
			}
			if got.Cases != whole.Cases || len(got.Failures) != len(whole.Failures) {
				t.Fatalf("%s, %d shards: %d cases, failures %v; one run: %d cases, failures %v", c.name, m, got.Cases, indices(got.Failures), whole.Cases, indices(whole.Failures))
			}
			for k, f := range got.Failures {
				w := whole.Failures[k]
				if f.Index != w.Index || !bytes.Equal(f.Shrunk, w.Shrunk) || f.Verdict != w.Verdict {
					t.Errorf("%s, %d shards: failure %d is case %d shrunk to %q, one run's case %d shrunk to %q", c.name, m, k, f.Index, f.Shrunk, w.Index, w.Shrunk)
				}
			}
		}
	}
}

func TestMergeRefuses(t *testing.T) {
	names, parts := shardParts(t, sumOptions(sum77), 3)
	other := *parts[1]
	other.Campaign.Seed++
	other.Failures = slices.Clone(other.Failures)
	for k := range other.Failures {
		other.Failures[k].Seed++ // a whole shard of another seed
	}
	cases := []struct {
		name  string
		names []string
		parts []*Partial
		want  string
	}{
		// A shard killed midway leaves no file: the merge names it.
		{"missing", []string{names[0], names[2]}, []*Partial{parts[0], parts[2]}, "shard 1 of 3 is missing"},
		// The same file twice would count its cases twice.
		{"duplicated", []string{names[0], names[1], "copy", names[2]}, []*Partial{parts[0], parts[1], parts[1], parts[2]}, "shard 1/3 is given twice: shard1 and copy"},
		// Another seed is another campaign: its failure means nothing here.
		{"other campaign", []string{names[0], "other", names[2]}, []*Partial{parts[0], &other, parts[2]}, "other and shard0 are shards of different campaigns"},
	}
	for _, c := range cases {
		_, _, err := Merge(c.names, c.parts)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err %v, want %q", c.name, err, c.want)
		}
	}
}

// runIndices runs opt and returns the indices of the cases run, sorted.
func runIndices(t *testing.T, opt Options) ([]int, *Summary) {
	t.Helper()
	var mu sync.Mutex
	var idx []int
	opt.OnCase = func(i int, _ bool) {
		mu.Lock()
		defer mu.Unlock()
		idx = append(idx, i)
	}
	sum, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(idx)
	return idx, sum
}

func TestShardsMakeOneRun(t *testing.T) {
	for _, shards := range []int{2, 3} {
		whole, _ := runIndices(t, sumOptions(sumRight))
		var union []int
		for shard := range shards {
			opt := sumOptions(sumRight)
			opt.Shard, opt.Shards = shard, shards
			idx, sum := runIndices(t, opt)
			for _, i := range idx {
				if i%shards != shard {
					t.Fatalf("shard %d/%d ran index %d", shard, shards, i)
				}
			}
			if sum.Cases != len(idx) {
				t.Errorf("shard %d/%d: Cases = %d, ran %d", shard, shards, sum.Cases, len(idx))
			}
			union = append(union, idx...)
		}
		slices.Sort(union)
		if !slices.Equal(union, whole) || len(whole) != 3000 {
			t.Errorf("%d shards ran %d indices together, one run %d; want the same 3000", shards, len(union), len(whole))
		}
	}
	// The first failure of a whole run is the smallest of the shards'.
	best := -1
	for shard := range 2 {
		opt := sumOptions(sum77)
		opt.Shard, opt.Shards = shard, 2
		sum, err := Run(context.Background(), opt)
		if err != nil {
			t.Fatal(err)
		}
		if want := firstWith(1, 3000, shard, 2, 77); len(sum.Failures) != 1 || sum.Failures[0].Index != want {
			t.Fatalf("shard %d/2: failures %v, want index %d", shard, indices(sum.Failures), want)
		}
		if i := sum.Failures[0].Index; best < 0 || i < best {
			best = i
		}
	}
	if want := firstWith(1, 3000, 0, 1, 77); best != want {
		t.Errorf("shards' first failure %d, whole run's %d", best, want)
	}
}
