package havannah_test

import (
	"bytes"
	"os"
	"testing"

	"carokit/problem"
	"carokit/problems/havannah"
	"carokit/subtasks"
)

// TestEnlarge: a small file enlarged is a test of subtask 2 (it fits no
// smaller subtask, and the slow built-ins declared TLE there reach the
// work limit on it) whose first answers are the small file's own; a file
// with too many cases for the heavy ones to fit is refused.
func TestEnlarge(t *testing.T) {
	p := havannah.New()
	spec := p.Spec()
	sample, err := os.ReadFile("sample.in")
	if err != nil {
		t.Fatal(err)
	}
	ref, err := spec.SolutionWithRole(problem.RoleReference)
	if err != nil {
		t.Fatal(err)
	}
	bounds := subtasks.Values{"T": 20, "S": 3000, "M": 10000}
	for _, tc := range []struct {
		name  string
		input []byte
		ok    bool
	}{
		{"the sample, seven cases: eleven with the heavy ones", sample, true},
		{"twenty cases leave no room for four more", bytes.Replace(sample, []byte("7\n"), []byte("20\n"), 1), false},
	} {
		bigger, err := p.Enlarge(tc.input, bounds)
		if !tc.ok {
			if err == nil {
				t.Errorf("%s: enlarged, want an error", tc.name)
			}
			continue
		}
		if err != nil || len(bigger) != 1 {
			t.Fatalf("%s: %d enlargements, %v", tc.name, len(bigger), err)
		}
		v, err := p.Validate("big", bigger[0])
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if fit, _ := spec.Subtasks.Smallest(v); fit != 2 {
			t.Errorf("%s: fits subtask %d, want 2", tc.name, fit)
		}
		small, _, _ := ref.Run(p, tc.input)
		big, _, _ := ref.Run(p, bigger[0])
		if !bytes.HasPrefix(big, small) {
			t.Errorf("%s: the answers do not start with the small file's:\n%s\n%s", tc.name, small, big)
		}
		c, _ := p.Parse(bigger[0])
		slow := 0
		for _, s := range spec.Solutions {
			if s.Work == nil || s.ExpectedIn(2) != problem.TLE { // subtask 2
				continue
			}
			slow++
			if w, err := s.Work(c); err != nil || w < spec.Work.TimeLimitMin {
				t.Errorf("%s: %s's work %d under the limit %d (%v)", tc.name, s.Name, w, spec.Work.TimeLimitMin, err)
			}
		}
		if slow == 0 {
			t.Errorf("%s: no slow built-in to time out in subtask 2", tc.name)
		}
	}
}
