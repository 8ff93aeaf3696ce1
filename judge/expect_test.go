package judge

import (
	"strings"
	"testing"

	"carokit/problem"
)

// TestCheckExpectCounts: --expect takes one verdict per subtask, and one
// verdict, the samples', for a samples-only package (whose manifest
// still holds the one subtask that repeats its samples: the count used
// to be taken from it, and the result then had no subtask to compare).
func TestCheckExpectCounts(t *testing.T) {
	ok1 := []problem.Verdict{problem.OK}
	ok2 := []problem.Verdict{problem.OK, problem.OK}
	cases := []struct {
		name        string
		expect      []problem.Verdict
		subtasks    int
		samplesOnly bool
		wantErr     string // "" for none
	}{
		{"one per subtask", ok2, 2, false, ""},                  // the usual case
		{"too few", ok1, 2, false, "package's 2 subtask(s)"},    // refused before judging
		{"samples only, one", ok1, 1, true, ""},                 // the samples' verdict
		{"samples only, two", ok2, 1, true, "has samples only"}, // says what the one verdict is for
		{"samples only, manifest 3", ok1, 3, true, ""},          // the manifest's subtasks do not count
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := checkExpectCounts(map[string][]problem.Verdict{"my.py": c.expect}, c.subtasks, c.samplesOnly)
			switch {
			case c.wantErr == "" && err != nil:
				t.Errorf("error %v, want none", err)
			case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
				t.Errorf("error %v, want one containing %q", err, c.wantErr)
			}
		})
	}
}
