// Package subtasks holds subtask tables as data: each subtask has a weight
// and named upper limits (N ≤ 15, K ≤ 300000, …), and a case belongs to a
// subtask when all of that subtask's limits hold for its measured values.
// Membership is checked both ways, as tcframe does: a test must satisfy the
// subtask it is assigned to and must not already fit a smaller one.
package subtasks

import (
	"fmt"
	"slices"
	"strings"
)

// Limit is one named upper bound, such as N ≤ 15, or with Exact a value
// that selects the subtask, such as C = 2 (a query type, not a size).
type Limit struct {
	Name  string
	Max   int64
	Exact bool // the value must equal Max
}

// Subtask is one scored group of tests.
type Subtask struct {
	ID     int     // 1-based, as printed to setters
	Weight float64 // percent of the total score
	Limits []Limit // every limit must hold for a case to belong
	Note   string  // human description, e.g. "N ≤ 15"
}

// Values are the measured sizes of one case, keyed by limit name ("N", "K").
type Values map[string]int64

// String prints the values in a stable order: "N=7 K=12".
func (v Values) String() string {
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%d", k, v[k])
	}
	return strings.Join(parts, " ")
}

// Table is an ordered list of subtasks, smallest first.
type Table []Subtask

// Get returns the subtask with the given ID.
func (t Table) Get(id int) (Subtask, error) {
	for _, s := range t {
		if s.ID == id {
			return s, nil
		}
	}
	return Subtask{}, fmt.Errorf("no subtask %d (there are %d)", id, len(t))
}

// Fits reports nil when v satisfies every limit of subtask id, or an error
// naming the first limit that fails ("N = 300 exceeds subtask 1's limit N ≤ 15").
func (t Table) Fits(id int, v Values) error {
	s, err := t.Get(id)
	if err != nil {
		return err
	}
	for _, l := range s.Limits {
		got, ok := v[l.Name]
		if !ok {
			return fmt.Errorf("case has no value %s to check against subtask %d", l.Name, id)
		}
		if l.Exact && got != l.Max {
			return fmt.Errorf("%s = %d is not subtask %d's %s = %d", l.Name, got, id, l.Name, l.Max)
		}
		if got > l.Max {
			return fmt.Errorf("%s = %d exceeds subtask %d's limit %s ≤ %d", l.Name, got, id, l.Name, l.Max)
		}
	}
	return nil
}

// Smallest returns the ID of the first subtask whose limits v satisfies.
func (t Table) Smallest(v Values) (int, error) {
	for _, s := range t {
		if t.Fits(s.ID, v) == nil {
			return s.ID, nil
		}
	}
	return 0, fmt.Errorf("case (%s) fits no subtask", v)
}

// Exactly checks membership both ways: v fits subtask id and fits no
// earlier subtask, so every test of a subtask needs that subtask's limits.
func (t Table) Exactly(id int, v Values) error {
	if err := t.Fits(id, v); err != nil {
		return err
	}
	smallest, err := t.Smallest(v)
	if err != nil {
		return err
	}
	if smallest != id {
		return fmt.Errorf("case (%s) is assigned to subtask %d but already fits subtask %d", v, id, smallest)
	}
	return nil
}

// TotalWeight is the sum of the weights, normally 100.
func (t Table) TotalWeight() float64 {
	var w float64
	for _, s := range t {
		w += s.Weight
	}
	return w
}
