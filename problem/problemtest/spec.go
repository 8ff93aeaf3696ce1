package problemtest

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"carokit/plan"
	"carokit/problem"
)

// checkSpec holds the Spec to what the engine reads from it without
// checking again: a package build, a judge, stress and exports.
func checkSpec(t testing.TB, p problem.Problem, opt Options) {
	s := p.Spec()
	if s == nil {
		t.Fatal("Spec returns nil")
	}
	for _, miss := range []struct {
		bad  bool
		what string
	}{
		{s.Name == "", "a name"},
		{s.Title == "", "a title"},
		{s.TimeLimit <= 0, "a time limit"},
		{s.MemoryLimit <= 0, "a memory limit"},
		{len(s.Subtasks) == 0, "subtasks"},
		{len(s.Samples) == 0, "samples"},
		{s.Plan == "", "a default plan"},
	} {
		if miss.bad {
			t.Errorf("%s: the spec has no %s", s.Name, miss.what)
		}
	}
	if w := s.Subtasks.TotalWeight(); w != 100 {
		t.Errorf("%s: the subtask weights sum to %g, not 100", s.Name, w)
	}
	ids := map[int]bool{}
	for _, st := range s.Subtasks {
		if ids[st.ID] {
			t.Errorf("%s: subtask %d appears twice", s.Name, st.ID)
		}
		ids[st.ID] = true
	}
	if err := s.IO.Validate(); err != nil {
		t.Errorf("%s: %v", s.Name, err)
	}
	if !opt.ExternalReference {
		if ref, err := s.SolutionWithRole(problem.RoleReference); err != nil {
			t.Errorf("%s: %v", s.Name, err)
		} else if ref.Solve == nil {
			t.Errorf("%s: the reference %s has no Solve", s.Name, ref.Name)
		}
	}
	checkExpectations(t, s)
	for _, sample := range s.Samples {
		if int64(len(sample.Input)) > s.InputLimit() {
			t.Errorf("%s: sample %s has %d bytes, over MaxInputBytes %d", s.Name, sample.Name, len(sample.Input), s.InputLimit())
		}
	}
	checkGenerators(t, s)
	checkPlan(t, s, "default plan", s.Plan)
	for name, text := range s.Plans {
		checkPlan(t, s, "plan "+name, text)
	}
}

// checkExpectations: every solution and mutant says its verdict in each
// subtask, and the names are unique (the command line finds them by name).
func checkExpectations(t testing.TB, s *problem.Spec) {
	seen := map[string]bool{}
	for what, sols := range map[string][]problem.Solution{"solution": s.Solutions, "mutant": s.Mutants} {
		for _, sol := range sols {
			if sol.Name == "" || seen[sol.Name] {
				t.Errorf("%s: %s name %q is empty or not unique", s.Name, what, sol.Name)
			}
			seen[sol.Name] = true
			if len(sol.Expected) != len(s.Subtasks) {
				t.Errorf("%s: %s %s declares %d expected verdicts for %d subtasks", s.Name, what, sol.Name, len(sol.Expected), len(s.Subtasks))
			}
			for _, v := range sol.Expected {
				if _, err := problem.ParseVerdict(string(v)); err != nil {
					t.Errorf("%s: %s %s: %v", s.Name, what, sol.Name, err)
				}
			}
		}
	}
}

// checkGenerators: each kind has a unique name, a summary and a Generate.
func checkGenerators(t testing.TB, s *problem.Spec) {
	seen := map[string]bool{}
	for _, g := range s.Generators {
		if g.Kind == "" || seen[g.Kind] || slices.Contains([]string{plan.KindSample, plan.KindFile, plan.KindRun}, g.Kind) {
			t.Errorf("%s: generator kind %q is empty, not unique or a plan keyword", s.Name, g.Kind)
		}
		seen[g.Kind] = true
		if g.Summary == "" || g.Generate == nil {
			t.Errorf("%s: generator %s has no summary or no Generate", s.Name, g.Kind)
		}
	}
}

// checkPlan parses a plan and resolves what needs no file: each group is
// a subtask, each sample line names a sample, each generator line names a
// kind whose parameters accept its arguments.
func checkPlan(t testing.TB, s *problem.Spec, name, text string) {
	pl, err := plan.Parse(name, []byte(text))
	if err != nil {
		t.Errorf("%s: %v", s.Name, err)
		return
	}
	for _, g := range pl.Groups {
		if _, err := s.Subtasks.Get(g.Subtask); err != nil {
			t.Errorf("%s: %s line %d: %v", s.Name, name, g.Line, err)
		}
		for _, e := range g.Tests {
			if err := resolveLine(s, e); err != nil {
				t.Errorf("%s: %s line %d: %v", s.Name, name, e.Line, err)
			}
		}
	}
}

func resolveLine(s *problem.Spec, e plan.Entry) error {
	switch e.Kind {
	case plan.KindFile, plan.KindRun:
		return nil // a file of the plan's folder, which a built-in plan has not
	case plan.KindSample:
		for i, sample := range s.Samples {
			if sample.Name == e.Sample || strconv.Itoa(i+1) == e.Sample {
				return nil
			}
		}
		return fmt.Errorf("no sample %q", e.Sample)
	}
	g, err := s.FindGenerator(e.Kind)
	if err != nil {
		return err
	}
	_, err = g.ParseArgs(e.Args)
	return err
}
