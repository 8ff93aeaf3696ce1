package report

import (
	"fmt"
	"strings"

	"carokit/internal/untrusted"
)

// NotJudged is a submission the judge found but could not run: an unknown
// extension, a folder without an entry point, a dangling link, a compiler
// missing on the machine. It counts as not behaving as declared.
type NotJudged struct {
	Name   string // as listed, e.g. "accepted/file.xyz"
	Source string // its path
	Reason string // why it could not run, one line
}

// writeNotJudged adds one line per submission that was not judged.
func (r *Report) writeNotJudged(b *strings.Builder) {
	for _, n := range r.NotJudged {
		fmt.Fprintf(b, "NOT JUDGED: %s: %s\n", untrusted.Text(n.Name), untrusted.Message(n.Reason))
	}
}

// notJudgedRows are the CSV rows of the submissions not judged: "not
// judged" under every subtask, no score, expected "NO".
func (r *Report) notJudgedRows() [][]string {
	var rows [][]string
	for _, n := range r.NotJudged {
		row := []string{n.Name}
		for range r.Subtasks {
			row = append(row, "not judged")
		}
		rows = append(rows, append(row, "", "-", "NO"))
	}
	return rows
}

// notJudgedJSON are the JSON entries of the submissions not judged.
func (r *Report) notJudgedJSON() []jsonSolution {
	var out []jsonSolution
	for _, n := range r.NotJudged {
		out = append(out, jsonSolution{Solution: n.Name, Source: n.Source, NotJudged: n.Reason,
			Subtasks: []jsonSubtask{}, Tests: []jsonTest{}})
	}
	return out
}
