package report

import (
	"fmt"
	"strconv"

	"carokit/problem"
)

// SampleGroup is the group of a test that is one of the package's samples
// (the manifest's subtask 0): judged as a group of its own, worth no
// points, shown as the "samples" column.
const SampleGroup = 0

// SummarizeSamples is the samples' group of tests: worst verdict,
// passed/total, slowest CPU time (Total 0 when there are none).
func SummarizeSamples(tests []TestResult) SubtaskResult {
	return Summarize([]SubtaskInfo{{ID: SampleGroup}}, tests)[0]
}

// sampleMismatches: a solution declared OK in every subtask must pass the
// samples too; the others may fail them (a sample is often in subtask 1).
func (s *SolutionResult) sampleMismatches() []string {
	if s.Samples.Total == 0 || s.Samples.Verdict == problem.OK || s.Expected == nil {
		return nil
	}
	for _, v := range s.Expected {
		if v != problem.OK {
			return nil
		}
	}
	return []string{fmt.Sprintf("samples: expected OK, got %s", Cell(s.Samples))}
}

// groupName is a test's group in the verbose grid: its subtask, or
// "sample".
func groupName(id int) string {
	if id == SampleGroup {
		return "sample"
	}
	return strconv.Itoa(id)
}

// samplesOnlyMismatches compares the one expected verdict of a
// samples-only package's solution (judged on its samples alone, no
// subtask: len(s.Subtasks) == 0) with the samples' worst verdict.
func (s *SolutionResult) samplesOnlyMismatches() []string {
	if len(s.Expected) != 1 {
		return []string{fmt.Sprintf("expected %d verdicts, but the package has samples only: one verdict, for the samples", len(s.Expected))}
	}
	if v := s.Samples.Verdict; v != s.Expected[0] && v != NotRun {
		return []string{fmt.Sprintf("samples: expected %s, got %s", s.Expected[0], Cell(s.Samples))}
	}
	return nil
}
