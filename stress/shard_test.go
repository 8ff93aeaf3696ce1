package stress

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
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
