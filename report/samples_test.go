package report

import (
	"testing"

	"carokit/problem"
)

// TestSampleMismatches: only a solution declared OK everywhere must pass
// the samples.
func TestSampleMismatches(t *testing.T) {
	wa := SubtaskResult{Verdict: problem.WA, Passed: 2, Total: 3}
	ok := SubtaskResult{Verdict: problem.OK, Passed: 3, Total: 3}
	cases := []struct {
		name     string
		expected []problem.Verdict
		samples  SubtaskResult
		want     int // mismatches
	}{
		{"accepted fails a sample", []problem.Verdict{problem.OK, problem.OK}, wa, 1},  // the samples are tests too
		{"accepted passes", []problem.Verdict{problem.OK, problem.OK}, ok, 0},          // nothing to say
		{"wrong one fails a sample", []problem.Verdict{problem.WA, problem.OK}, wa, 0}, // allowed: samples are often in subtask 1
		{"nothing declared", nil, wa, 0},                                               // no expectation, no mismatch
		{"no samples", []problem.Verdict{problem.OK}, SubtaskResult{}, 0},              // a package without samples
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := SolutionResult{Expected: c.expected, Samples: c.samples}
			if got := s.sampleMismatches(); len(got) != c.want {
				t.Errorf("mismatches %q, want %d", got, c.want)
			}
		})
	}
}
