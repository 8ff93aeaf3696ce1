package report

import (
	"fmt"
	"strings"
)

// notRun is a verbose-grid cell of a test skipped under --fail-fast.
const notRun = "not run"

// scoreCell is the table's score: a per-test score with tests not run is a
// lower bound, shown "≥38.9"; a Kattis score has 6 decimals.
func (s *SolutionResult) scoreCell(kattis bool) string {
	f := FormatScore
	if kattis {
		f = FormatPoints
	}
	if s.ScoreIsBound {
		return "≥" + f(s.Score)
	}
	return f(s.Score)
}

// SetScore scores s under scoring from its subtask results; with tests
// not run under per-test scoring the score is marked a lower bound. Under
// group-min a subtask with a failed test scores nothing whatever was not
// run after it, so the score is exact.
func (s *SolutionResult) SetScore(subtasks []SubtaskInfo, scoring string) {
	s.Score = Score(subtasks, s.Subtasks, scoring)
	s.ScoreIsBound = false
	if scoring == ScoringGroupMin {
		return
	}
	for _, st := range s.Subtasks {
		if st.Skipped > 0 {
			s.ScoreIsBound = true
		}
	}
}

// writeFailFast says what --fail-fast left out, so that no reader takes a
// test not run for a test passed.
func (r *Report) writeFailFast(b *strings.Builder) {
	if r.FailFast == "" {
		return
	}
	skipped, bound := 0, false
	for _, s := range r.Solutions {
		for _, t := range s.Tests {
			if t.Skipped {
				skipped++
			}
		}
		bound = bound || s.ScoreIsBound
	}
	fmt.Fprintf(b, "fail-fast (%s): %d runs not run after a failing test; they count as not passed", r.FailFast, skipped)
	if bound {
		b.WriteString("; a score shown ≥ is a lower bound (per-test scoring)")
	}
	b.WriteString("\n")
}

// Summarize fills in what follows from s.Tests: the samples' group, the
// subtasks, the score under scoring and whether s behaved as declared.
// One machine's judge and the merge of a sharded one both end here.
func (s *SolutionResult) Summarize(subtasks []SubtaskInfo, scoring string) {
	s.Samples = SummarizeSamples(s.Tests)
	s.Subtasks = Summarize(subtasks, s.Tests)
	s.SetScore(subtasks, scoring)
	s.CheckExpectations()
}
