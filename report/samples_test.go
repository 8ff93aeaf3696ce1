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

// TestSamplesOnlyExpectations: a samples-only package's solution is
// judged on its samples alone (no subtask), so its one expected verdict
// is the samples'; it used to be compared with zero subtasks ("expected
// verdicts for 1 subtasks, the package has 0") whatever it did.
func TestSamplesOnlyExpectations(t *testing.T) {
	wa := SubtaskResult{Verdict: problem.WA, Passed: 0, Total: 1}
	ok := SubtaskResult{Verdict: problem.OK, Passed: 1, Total: 1}
	cases := []struct {
		name     string
		expected []problem.Verdict
		samples  SubtaskResult
		met      bool
	}{
		{"OK expected, passes", []problem.Verdict{problem.OK}, ok, true},       // the case that was reported unmet
		{"WA expected, fails", []problem.Verdict{problem.WA}, wa, true},        // a wrong submission on the samples
		{"OK expected, fails", []problem.Verdict{problem.OK}, wa, false},       // a real mismatch, said once
		{"WA expected, passes", []problem.Verdict{problem.WA}, ok, false},      // the samples do not catch it
		{"two verdicts", []problem.Verdict{problem.OK, problem.OK}, ok, false}, // one group only: the samples
		{"nothing declared", nil, wa, true},                                    // no expectation, no mismatch
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := SolutionResult{Expected: c.expected, Samples: c.samples}
			s.CheckExpectations()
			if s.ExpectedMet != c.met {
				t.Errorf("met = %v (%q), want %v", s.ExpectedMet, s.Mismatches, c.met)
			}
			if len(s.Mismatches) > 1 {
				t.Errorf("mismatches %q: want at most one line", s.Mismatches)
			}
		})
	}
}
