package report

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	"carokit/problem"
)

// hostileReport has a string from every untrusted source a report shows:
// a file name with ESC and a newline, a compile error with an OSC 52
// clipboard write, a checker detail that clears the screen, a Trojan
// Source override, a submission not judged with a hostile reason, and a
// name that a spreadsheet would run as a formula.
func hostileReport() *Report {
	sub := []SubtaskInfo{{ID: 1, Weight: 100, Tests: 1}}
	evil := SolutionResult{Name: "evil\x1b[2J\nno failure.cpp", Source: "evil.cpp", Declared: "accepted",
		Tests: []TestResult{{Name: "1-01", Subtask: 1, Verdict: problem.WA, Detail: "line 1: \x1b[2Jwant 3\u202e", Sensitive: true,
			Picture: "X.\x1b[2J\n.O\n"}}}
	evil.Summarize(sub, ScoringPerTest)
	ce := SolutionResult{Name: "=HYPERLINK(\"http://x\")", Source: "ce.c", CompileError: "ce.c:1:2: error: #error \x1b]52;c;aGk=\a\nnext | line\n",
		Tests: []TestResult{{Name: "1-01", Subtask: 1, Verdict: problem.CE}}}
	ce.Summarize(sub, ScoringPerTest)
	return &Report{Problem: "caro", Subtasks: sub, TimeLimit: 1e9, Solutions: []SolutionResult{evil, ce},
		NotJudged: []NotJudged{{Name: "x\x1b]0;title\a.xyz", Source: "x.xyz", Reason: "unknown extension \x1b[31m"}}}
}

// TestWriteEscapes: nothing raw from a program, compiler or file name
// reaches the table, Markdown or CSV, each row stays one line, and the
// JSON keeps the exact strings.
func TestWriteEscapes(t *testing.T) {
	for _, format := range []string{FormatTable, FormatMarkdown, FormatCSV, FormatJSON} {
		for _, verbose := range []bool{false, true} {
			var b bytes.Buffer
			if err := hostileReport().Write(&b, format, verbose); err != nil {
				t.Fatal(err)
			}
			out := b.String()
			if strings.ContainsAny(out, "\x1b\a\u202e") {
				t.Errorf("%s (verbose %v) holds a raw control or bidi rune:\n%s", format, verbose, out)
			}
			if format == FormatJSON {
				continue
			}
			if strings.Contains(out, "\nno failure") {
				t.Errorf("%s (verbose %v): a file name's newline forged a line:\n%s", format, verbose, out)
			}
			if !strings.Contains(out, `evil\x1b[2J\nno failure.cpp`) {
				t.Errorf("%s (verbose %v) does not show the name escaped:\n%s", format, verbose, out)
			}
		}
	}
}

func TestMarkdownCellsEscapePipes(t *testing.T) {
	var b bytes.Buffer
	if err := WriteRows(&b, FormatMarkdown, []string{"a", "b"}, [][]string{{"x|y\\", "z"}}); err != nil {
		t.Fatal(err)
	}
	if want := "| x\\|y\\\\ | z |\n"; !strings.HasSuffix(b.String(), want) {
		t.Errorf("markdown = %q, want a row %q", b.String(), want)
	}
}

func TestCSVAgainstFormulas(t *testing.T) {
	var b bytes.Buffer
	if err := hostileReport().Write(&b, FormatCSV, false); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if got := rows[2][0]; got != `'=HYPERLINK("http://x")` {
		t.Errorf("a formula name is %q in CSV, want it behind a quote", got)
	}
	cases := []struct{ in, want, why string }{
		{"=1+2", "'=1+2", "a formula"},
		{"+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0", "DDE through a plus"},
		{"-2+3", "'-2+3", "a formula through a minus"},
		{"@SUM(A1)", "'@SUM(A1)", "a formula through an at"},
		{"\tx", `\tx`, "a tab is escaped, so it no longer starts the cell"},
		{"-", "-", "the table's dash for no value"},
		{"-3", "-3", "a negative number is a value"},
		{"+1.5", "+1.5", "a signed number is a value"},
		{"OK 10/10", "OK 10/10", "carokit's own cells are kept"},
	}
	for _, c := range cases {
		if got := csvCell(c.in); got != c.want {
			t.Errorf("%s: csvCell(%q) = %q, want %q", c.why, c.in, got, c.want)
		}
	}
}

func TestJSONStaysExact(t *testing.T) {
	r := hostileReport()
	var b bytes.Buffer
	if err := r.Write(&b, FormatJSON, false); err != nil {
		t.Fatal(err)
	}
	var got []jsonSolution
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got[0].Solution != r.Solutions[0].Name || got[0].Tests[0].Detail != r.Solutions[0].Tests[0].Detail ||
		got[1].CompileError != r.Solutions[1].CompileError || got[2].Solution != r.NotJudged[0].Name {
		t.Errorf("JSON changed the strings: %+v", got)
	}
}
