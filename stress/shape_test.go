package stress

import (
	"context"
	"slices"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
)

// shapedSum is the sum problem with a shape of its own, which knows that
// a failure is about whether 77 or 88 is among the numbers, and without
// shrinking, so that the failures of one bug are all different inputs.
type shapedSum struct{ *fake.Sum }

func (shapedSum) ShapeKey(input []byte) string {
	nums, err := fake.Numbers(input)
	if err != nil {
		return "unreadable"
	}
	var has []string
	for _, v := range []int{77, 88} {
		if slices.Contains(nums, v) {
			has = append(has, string(rune('0'+v/11)))
		}
	}
	return strings.Join(has, "+")
}

func newShapedSum() shapedSum {
	p := newSum()
	p.ShrinkWith = func([]byte) [][]byte { return nil }
	return shapedSum{p}
}

// TestShapeKey: which inputs are one shape, for the generic key and for
// a problem's own.
func TestShapeKey(t *testing.T) {
	cases := []struct {
		name string
		p    problem.Problem
		a, b string
		same bool
		why  string
	}{
		{"generic: spacing", newSum(), "2\n1 77\n", "2\n1  77 \n\n", true,
			"only the layout of whitespace is forgotten"},
		{"generic: numbers kept", newSum(), "1\n77\n", "1\n88\n", false,
			"shrunk numbers are what the bug needs: 77 and 88 are two bugs, which a rank relabeling would merge"},
		{"generic: lines kept", newSum(), "2\n1 77\n", "2 1\n77\n", false,
			"the line structure is part of the shape"},
		{"problem's own", newShapedSum(), "2\n1 77\n", "3\n5 77 6\n", true,
			"a problem.Shaper decides: both are the 77 bug"},
		{"problem's own apart", newShapedSum(), "2\n1 77\n", "2\n88 77\n", false,
			"the Shaper tells the 77 bug from 77 and 88 together"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ka, kb := shapeKey(c.p, []byte(c.a)), shapeKey(c.p, []byte(c.b))
			if (ka == kb) != c.same {
				t.Errorf("keys %q and %q: same %v, want %v (%s)", ka, kb, ka == kb, c.same, c.why)
			}
		})
	}
}

// TestGroupByShape: one failure per verdict and shape, the first by
// index, counting the others, shards' counts added.
func TestGroupByShape(t *testing.T) {
	f := func(i int, v problem.Verdict, shape string, count int) Failure {
		return Failure{Index: i, Verdict: v, Shape: shape, Count: count, Shrunk: []byte(shape)}
	}
	cases := []struct {
		name string
		in   []Failure
		want []Failure
		why  string
	}{
		{"one bug", []Failure{f(3, problem.WA, "a", 0), f(5, problem.WA, "a", 0), f(9, problem.WA, "a", 0)},
			[]Failure{f(3, problem.WA, "a", 3)}, "three cases of one shape: the first, counted three times"},
		{"two shapes", []Failure{f(1, problem.WA, "a", 0), f(2, problem.WA, "b", 0), f(4, problem.WA, "a", 0)},
			[]Failure{f(1, problem.WA, "a", 2), f(2, problem.WA, "b", 1)}, "by index of the first of each"},
		{"verdicts apart", []Failure{f(1, problem.WA, "a", 0), f(2, problem.RE, "a", 0)},
			[]Failure{f(1, problem.WA, "a", 1), f(2, problem.RE, "a", 1)}, "a crash and a wrong answer on one shape are two bugs"},
		{"shards' counts", []Failure{f(1, problem.WA, "a", 4), f(2, problem.WA, "a", 3)},
			[]Failure{f(1, problem.WA, "a", 7)}, "merging shards adds what each grouped"},
		{"older results", []Failure{{Index: 1, Verdict: problem.WA, Shrunk: []byte("x")}, {Index: 2, Verdict: problem.WA, Shrunk: []byte("x")}},
			[]Failure{{Index: 1, Verdict: problem.WA, Shrunk: []byte("x"), Count: 2}}, "no shape recorded: the shrunk bytes are the shape"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := groupByShape(c.in)
			if len(got) != len(c.want) {
				t.Fatalf("got %d groups %+v, want %d (%s)", len(got), got, len(c.want), c.why)
			}
			for i := range got {
				if got[i].Index != c.want[i].Index || got[i].Count != c.want[i].Count || got[i].Verdict != c.want[i].Verdict {
					t.Errorf("group %d: case %d ×%d %s, want case %d ×%d %s (%s)", i, got[i].Index, got[i].Count, got[i].Verdict, c.want[i].Index, c.want[i].Count, c.want[i].Verdict, c.why)
				}
			}
		})
	}
}

// TestKeepGoingGroupsByShape: the failures of one bug, all different
// inputs, are reported as one example with their count, the same for
// any --jobs and for shards merged.
func TestKeepGoingGroupsByShape(t *testing.T) {
	p := newShapedSum()
	opt := Options{Problem: p, Target: BuiltinTarget(p, sum7788), Oracle: BuiltinTarget(p, sumRight), Cases: 2000, Seed: 1, KeepGoing: true}
	type group struct {
		index, count int
		verdict      problem.Verdict
	}
	var first []group
	for _, jobs := range []int{1, 3, 8} {
		opt.Jobs = jobs
		sum, err := Run(context.Background(), opt)
		if err != nil {
			t.Fatal(err)
		}
		var got []group
		total := 0
		for _, f := range sum.Failures {
			got = append(got, group{f.Index, f.Count, f.Verdict})
			total += f.Count
		}
		if total != sum.Failed || sum.Failed < 10 || len(got) > 3 {
			t.Fatalf("jobs %d: groups %v of %d failures: want at most 3 groups (77, 88, both) adding up to the failures", jobs, got, sum.Failed)
		}
		if first == nil {
			first = got
		} else if !slices.Equal(got, first) {
			t.Errorf("jobs %d: groups %v, with jobs 1 %v", jobs, got, first)
		}
		if !strings.Contains(tableText(t, sum), "distinct bugs (by the shape of the shrunk case)") {
			t.Errorf("the table does not say how many distinct bugs")
		}
	}
	names, parts := shardParts(t, opt, 3)
	merged, _, err := Merge(names, parts)
	if err != nil {
		t.Fatal(err)
	}
	var got []group
	for _, f := range merged.Failures {
		got = append(got, group{f.Index, f.Count, f.Verdict})
	}
	if !slices.Equal(got, first) {
		t.Errorf("3 shards merged: groups %v, one run %v", got, first)
	}
}

func tableText(t *testing.T, sum *Summary) string {
	t.Helper()
	var b strings.Builder
	if err := sum.Table(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
