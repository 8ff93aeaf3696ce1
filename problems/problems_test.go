package problems

import (
	"testing"

	"carokit/problem"
)

// TestEveryProblemIsComplete: each registered problem declares what the
// engine relies on, so a new problem cannot half-plug in.
func TestEveryProblemIsComplete(t *testing.T) {
	for _, name := range Names() {
		p, err := Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		s := p.Spec()
		if s.Name != name || s.TimeLimit <= 0 || s.MemoryLimit <= 0 || len(s.Subtasks) == 0 || len(s.Samples) == 0 || s.Plan == "" {
			t.Errorf("%s: incomplete spec", name)
		}
		if s.Subtasks.TotalWeight() != 100 {
			t.Errorf("%s: weights sum to %g", name, s.Subtasks.TotalWeight())
		}
		for _, role := range []problem.Role{problem.RoleReference, problem.RoleOracle} {
			if _, err := s.SolutionWithRole(role); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
		for _, sol := range s.Solutions {
			if len(sol.Expected) != len(s.Subtasks) {
				t.Errorf("%s: %s declares %d expectations for %d subtasks", name, sol.Name, len(sol.Expected), len(s.Subtasks))
			}
		}
		for _, sample := range s.Samples {
			if _, err := p.Validate(sample.Name, sample.Input); err != nil {
				t.Errorf("%s: sample %s: %v", name, sample.Name, err)
			}
		}
	}
	if _, err := Lookup("chess"); !problem.IsParamError(err) {
		t.Errorf("unknown problem must be a usage error: %v", err)
	}
}
