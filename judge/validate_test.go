package judge

import (
	"strings"
	"testing"

	"carokit/problem"
	"carokit/report"
)

// twoShards is a valid campaign of one solution on two tests, split in
// two shards of one run each.
func twoShards() []*Partial {
	c := Campaign{Problem: "sum", PackageSHA256: "0", Scoring: report.ScoringPerTest, Solutions: []string{"a"},
		Tests: []TestInfo{{Name: "t1", Subtask: 1}, {Name: "t2", Subtask: 1}}, Runs: 2}
	var parts []*Partial
	for i, name := range []string{"t1", "t2"} {
		parts = append(parts, &Partial{Campaign: c, Shard: i, Shards: 2,
			Subtasks:  []report.SubtaskInfo{{ID: 1, Weight: 100, Tests: 2}},
			Solutions: []SolutionInfo{{Name: "a", Source: "a.c"}},
			Runs:      []RunResult{{Index: i, Result: report.TestResult{Name: name, Subtask: 1, Verdict: problem.OK}}}})
	}
	return parts
}

func TestMergeChecks(t *testing.T) {
	cases := []struct {
		name  string
		edit  func(p []*Partial)
		want  string // "" for a merge
		cause string
	}{
		{"valid", func([]*Partial) {}, "", "the control"},
		{"no result", func(p []*Partial) { p[1] = nil }, "s1: no judge result in it", "a file of the other kind"},
		{"other weights", func(p []*Partial) { p[1].Subtasks = []report.SubtaskInfo{{ID: 1, Weight: 50, Tests: 2}} },
			"s1 and s0 describe the campaign differently", "merge takes the first shard's weights: the others must agree"},
		{"other compile error", func(p []*Partial) { p[1].Solutions = []SolutionInfo{{Name: "a", Source: "a.c", CompileError: "x"}} },
			"describe the campaign differently", "one shard's solution compiled, the other's not"},
		{"skipped with a verdict", func(p []*Partial) { p[1].Runs[0].Result.Skipped = true }, `run 1: verdict "OK" (not run: true)`,
			"a run not made has no verdict"},
		{"expected verdict unknown", func(p []*Partial) { p[0].Solutions[0].Expected = []problem.Verdict{"PE"} },
			`solution "a": unknown expected verdict "PE"`, "a verdict carokit does not know"},
	}
	for _, c := range cases {
		parts := twoShards()
		c.edit(parts)
		_, err := Merge([]string{"s0", "s1"}, parts)
		if (c.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s (%s): err %v, want %q", c.name, c.cause, err, c.want)
		}
	}
}
