package app

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"carokit/testpkg"
)

// TestSummaryMutationColumn: the package summary has a mutation column
// (score, killed of those not equivalent) when the manifest records a
// mutation run, "-" for a subtask the run has no score of, and none
// without a run.
func TestSummaryMutationColumn(t *testing.T) {
	m := &testpkg.Manifest{WorkUnit: "cells", Subtasks: []testpkg.SubtaskEntry{{ID: 1, Weight: 40}, {ID: 2, Weight: 60}},
		Tests: []testpkg.TestEntry{{Subtask: 1, Name: "a", AnswerText: "1"}, {Subtask: 2, Name: "b", AnswerText: "2"}}}
	cases := []struct {
		name     string
		mutation *testpkg.Mutation
		want     []string
		not      string
		why      string
	}{
		{"no run", nil, []string{"│ subtask │ weight │ tests │"}, "mutation", "a package built without --mutate has no score to show"},
		{"a run", &testpkg.Mutation{Subtasks: []testpkg.MutationSubtask{{ID: 1, Total: 30, Killed: 21, Gaps: 1, Equivalent: 8, Score: 21.0 / 22}}},
			[]string{"│ mutation ", "95.5% (21/22)", "│ -  "}, "", "subtask 1's score; subtask 2 has none in the run"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("COLUMNS", "200")
			m.Mutation = c.mutation
			var out bytes.Buffer
			if err := printPackageSummary(Env{Stdout: &out, Stderr: &out}, m, "out/p", time.Second); err != nil {
				t.Fatal(err)
			}
			for _, w := range c.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("summary lacks %q (%s):\n%s", w, c.why, out.String())
				}
			}
			if c.not != "" && strings.Contains(out.String(), c.not) {
				t.Errorf("summary has %q (%s):\n%s", c.not, c.why, out.String())
			}
		})
	}
}
