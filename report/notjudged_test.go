package report

import (
	"bytes"
	"strings"
	"testing"
)

// TestNotJudged: a submission that could not run appears in every format
// with its reason and fails the report, even when every judged solution
// behaved as declared.
func TestNotJudged(t *testing.T) {
	r := caroReport()
	if !r.AllExpectationsMet() {
		t.Fatal("the reference table must meet its expectations before anything is added")
	}
	r.NotJudged = []NotJudged{{Name: "accepted/file.xyz", Source: "subs/accepted/file.xyz", Reason: `unknown extension ".xyz"`}}
	if r.AllExpectationsMet() {
		t.Errorf("a submission not judged must fail the report: it was declared and did not run")
	}
	cases := []struct {
		format, want, why string
	}{
		{FormatTable, `NOT JUDGED: accepted/file.xyz: unknown extension ".xyz"`, "a line under the table, where the other notes are"},
		{FormatMarkdown, `NOT JUDGED: accepted/file.xyz: unknown extension ".xyz"`, "the same note in markdown"},
		{FormatCSV, "accepted/file.xyz,not judged,not judged,not judged,,-,NO", "a row, so scripts see it"},
		{FormatJSON, `"not_judged": "unknown extension \".xyz\""`, "an entry of the array, so its shape stays the same"},
	}
	for _, c := range cases {
		t.Run(c.format, func(t *testing.T) {
			var b bytes.Buffer
			if err := r.Write(&b, c.format, false); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), c.want) {
				t.Errorf("output lacks %q (%s):\n%s", c.want, c.why, b.String())
			}
		})
	}
}
