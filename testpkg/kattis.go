package testpkg

import (
	"fmt"
	"strings"
)

// ProblemYAML is the package's problem.yaml in the Kattis problem package
// format: a scoring problem with its time and memory limits.
func ProblemYAML(m *Manifest) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "problem_format_version: 2023-07-draft\n")
	fmt.Fprintf(&b, "type: scoring\n")
	fmt.Fprintf(&b, "name: %q\n", m.Title)
	fmt.Fprintf(&b, "limits:\n  time_limit: %g\n  memory: %d\n", float64(m.TimeLimitMS)/1000, m.MemoryLimitMB)
	return []byte(b.String())
}

// TestGroupYAML is the scoring file of one subtask's folder: its maximum
// score and how the scores of its tests combine ("sum" for per-test
// scoring, "min" for group-min).
func TestGroupYAML(s SubtaskEntry, scoring string) []byte {
	agg := "sum"
	if scoring == "group-min" {
		agg = "min"
	}
	return []byte(fmt.Sprintf("# %s: %s\nmax_score: %g\nscore_aggregation: %s\n", s.Group, s.Note, s.Weight, agg))
}
