package subtasks

import (
	"strings"
	"testing"
)

func TestMembership(t *testing.T) {
	cases := []struct {
		name     string
		values   Values
		smallest int
		exactly  map[int]string // subtask → error substring ("" = fits exactly)
		why      string
	}{
		{"sample", Values{"N": 7, "K": 12}, 1, map[int]string{1: "", 2: "already fits subtask 1", 3: "already fits subtask 1"}, "a small case belongs to subtask 1 and is misplaced elsewhere"},
		{"border of subtask 1", Values{"N": 15, "K": 225}, 1, map[int]string{1: ""}, "limits are inclusive"},
		{"just over", Values{"N": 16, "K": 10}, 2, map[int]string{1: "N = 16 exceeds subtask 1's limit N ≤ 15", 2: ""}, "the failing limit is named"},
		{"largest", Values{"N": 5000, "K": 300000}, 3, map[int]string{2: "exceeds subtask 2", 3: ""}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := sizes.Smallest(c.values)
			if err != nil || got != c.smallest {
				t.Fatalf("Smallest = %d, %v; want %d (%s)", got, err, c.smallest, c.why)
			}
			for id, want := range c.exactly {
				err := sizes.Exactly(id, c.values)
				if (want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), want)) {
					t.Errorf("Exactly(%d) = %v, want %q (%s)", id, err, want, c.why)
				}
			}
		})
	}
	if _, err := sizes.Smallest(Values{"N": 5001, "K": 1}); err == nil {
		t.Error("N = 5001 fits no subtask")
	}
	if err := sizes.Fits(1, Values{"K": 1}); err == nil {
		t.Error("a missing value must not pass silently")
	}
	if sizes.TotalWeight() != 100 {
		t.Errorf("weights sum to %g", sizes.TotalWeight())
	}
	if s := (Values{"N": 7, "K": 12}).String(); s != "K=12 N=7" {
		t.Errorf("String = %q, want a stable order", s)
	}
}

// sizes is a three-subtask table on two values, shaped like a typical
// olympiad problem's (it is Caro's, copied so the engine tests need no
// problem package).
var sizes = Table{
	{ID: 1, Weight: 30, Note: "N ≤ 15", Limits: []Limit{{Name: "N", Max: 15}, {Name: "K", Max: 225}}},
	{ID: 2, Weight: 30, Note: "N ≤ 300", Limits: []Limit{{Name: "N", Max: 300}, {Name: "K", Max: 90000}}},
	{ID: 3, Weight: 40, Note: "N ≤ 5000, K ≤ 300000", Limits: []Limit{{Name: "N", Max: 5000}, {Name: "K", Max: 300000}}},
}

// byQuery is a table whose subtasks are chosen by values, not bounded by
// them: the published examples, then the tests of each query type.
var byQuery = Table{
	{ID: 1, Weight: 10, Limits: []Limit{{Name: "example", Max: 1, Exact: true}}},
	{ID: 2, Weight: 45, Limits: []Limit{{Name: "example", Max: 0, Exact: true}, {Name: "C", Max: 1, Exact: true}}},
	{ID: 3, Weight: 45, Limits: []Limit{{Name: "example", Max: 0, Exact: true}, {Name: "C", Max: 2, Exact: true}}},
}

func TestMembershipExact(t *testing.T) {
	cases := []struct {
		name     string
		values   Values
		smallest int
		exactly  map[int]string
		why      string
	}{
		{"an example", Values{"example": 1, "C": 2}, 1, map[int]string{1: "", 3: "example = 1 is not subtask 3's example = 0"},
			"an example belongs to the examples whatever its query"},
		{"query 1", Values{"example": 0, "C": 1}, 2, map[int]string{2: "", 3: "C = 1 is not subtask 3's C = 2"},
			"a smaller value does not fit a larger exact one, unlike a bound"},
		{"query 2", Values{"example": 0, "C": 2}, 3, map[int]string{3: "", 2: "C = 2 is not subtask 2's C = 1"},
			"a larger value is refused as a bound would refuse it"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := byQuery.Smallest(c.values)
			if err != nil || got != c.smallest {
				t.Fatalf("Smallest = %d, %v; want %d (%s)", got, err, c.smallest, c.why)
			}
			for id, want := range c.exactly {
				err := byQuery.Exactly(id, c.values)
				if (want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), want)) {
					t.Errorf("Exactly(%d) = %v, want %q (%s)", id, err, want, c.why)
				}
			}
		})
	}
}
