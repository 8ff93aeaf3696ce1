package stress

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"time"

	"carokit/report"
)

// Table writes the summary as a table: target, oracle, cases run,
// failures, the first failure's seed and index, its shrunk size and the
// time spent shrinking it.
func (s *Summary) Table(w io.Writer) error {
	failures := strconv.Itoa(len(s.Failures))
	if s.Failed > len(s.Failures) {
		failures = fmt.Sprintf("%d, %s", s.Failed, s.DistinctBugs())
	}
	first, size, shrinking := "-", "-", "-"
	if len(s.Failures) > 0 {
		f := s.Failures[0]
		first = fmt.Sprintf("seed %d index %d (%s)", f.Seed, f.Index, f.Verdict)
		size = fmt.Sprintf("%d bytes (was %d)", len(f.Shrunk), len(f.Original))
		if len(f.ShrunkValues) > 0 {
			size = f.ShrunkValues.String() + ", " + size
		}
		shrinking = fmt.Sprintf("%v, %d steps", f.ShrinkTime.Round(time.Millisecond), f.ShrinkSteps)
	}
	header := []string{"target", "oracle", "cases", "failures", "first failure", "shrunk size", "shrinking"}
	row := []string{s.Target, s.Oracle, strconv.Itoa(s.Cases), failures, first, size, shrinking}
	if err := report.WriteRows(w, report.FormatTable, header, [][]string{row}); err != nil {
		return fmt.Errorf("summary table: %w", err)
	}
	return nil
}

// DistinctBugs says how many distinct bugs the failures show: with
// KeepGoing, the shapes of their shrunk cases.
func (s *Summary) DistinctBugs() string {
	if len(s.Failures) == 1 {
		return "1 distinct bug (by the shape of the shrunk case)"
	}
	return fmt.Sprintf("%d distinct bugs (by the shape of the shrunk case)", len(s.Failures))
}

// TestFile returns the shrunk input, ready to save as a test file: a copy,
// ending with a newline.
func (f *Failure) TestFile() []byte {
	b := bytes.Clone(f.Shrunk)
	if len(b) > 0 && b[len(b)-1] != '\n' {
		b = append(b, '\n')
	}
	return b
}
