package htmlreport

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"carokit/report"
)

// jsonSolution is what a test reads back of judge --format json.
type jsonSolution struct {
	Solution    string      `json:"solution"`
	Score       float64     `json:"score"`
	ExpectedMet bool        `json:"expected_met"`
	NotJudged   string      `json:"not_judged"`
	Samples     *jsonGroup  `json:"samples"`
	Subtasks    []jsonGroup `json:"subtasks"`
	Tests       []struct {
		Name    string `json:"name"`
		Verdict string `json:"verdict"`
		Skipped bool   `json:"skipped"`
	} `json:"tests"`
}

// jsonGroup is a solution's result in one group, in the JSON.
type jsonGroup struct {
	Verdict       string
	Passed, Total int
}

func judgePage(t *testing.T, r *report.Report, files Files) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Judge(&b, r, files); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestJudgeHoldsJSON holds the page to judge --format json of the same
// report: a row per solution with its verdict, passed and total per
// group, score and expectation; a row per run with its verdict.
func TestJudgeHoldsJSON(t *testing.T) {
	cases := []struct {
		name string
		edit func(*report.Report)
		why  string
	}{
		{"everything", func(*report.Report) {}, "samples, a wrong answer, a cut run, tests not run, a compile error"},
		{"no samples", func(r *report.Report) {
			r.Samples = 0
			for i := range r.Solutions {
				r.Solutions[i].Tests = r.Solutions[i].Tests[1:]
				r.Solutions[i].Summarize(r.Subtasks, r.Scoring)
			}
		}, "without samples the page has no samples column, as the JSON has no samples"},
		{"group-min", func(r *report.Report) {
			r.Scoring = report.ScoringGroupMin
			for i := range r.Solutions {
				r.Solutions[i].Summarize(r.Subtasks, r.Scoring)
			}
		}, "another scoring gives other scores"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := sampleReport()
			c.edit(r)
			var js bytes.Buffer
			if err := r.Write(&js, report.FormatJSON, false); err != nil {
				t.Fatal(err)
			}
			var want []jsonSolution
			if err := json.Unmarshal(js.Bytes(), &want); err != nil {
				t.Fatal(err)
			}
			doc := parse(t, judgePage(t, r, Files{}))
			compareWithJSON(t, rows(t, doc, "summary"), rows(t, doc, "runs-table"), want, c.why)
		})
	}
}

// compareWithJSON holds the verdict table and the table of runs to the
// JSON's solutions.
func compareWithJSON(t *testing.T, summary, runs [][]string, want []jsonSolution, why string) {
	t.Helper()
	i, k := 0, 0
	for _, s := range want {
		if s.NotJudged != "" {
			continue
		}
		if i >= len(summary) {
			t.Fatalf("%d rows in the verdict table, the JSON has more solutions (%s)", len(summary), why)
		}
		checkSummaryRow(t, summary[i], s, why)
		i++
		for _, test := range s.Tests {
			if k >= len(runs) {
				t.Fatalf("%d rows of runs, the JSON has more", len(runs))
			}
			run := runs[k]
			k++
			v := test.Verdict
			if test.Skipped {
				v = string(report.NotRun)
			}
			if run[0] != s.Solution || run[1] != test.Name || !strings.HasSuffix(run[3], " "+v) {
				t.Errorf("run %d is %q, want %s on %s: %s", k, run, s.Solution, test.Name, v)
			}
		}
	}
	if i != len(summary) || k != len(runs) {
		t.Errorf("the page has %d solutions and %d runs, the JSON %d and %d", len(summary), len(runs), i, k)
	}
}

// checkSummaryRow holds a row of the verdict table to a JSON solution.
func checkSummaryRow(t *testing.T, row []string, s jsonSolution, why string) {
	t.Helper()
	if !strings.HasPrefix(row[0], s.Solution) {
		t.Errorf("row %q, want solution %s", row[0], s.Solution)
	}
	groups := s.Subtasks
	if s.Samples != nil {
		groups = append([]jsonGroup{*s.Samples}, s.Subtasks...)
	}
	if len(row) != len(groups)+4 {
		t.Fatalf("row of %s has %d cells, want %d (%s): %q", s.Solution, len(row), len(groups)+4, why, row)
	}
	for g, st := range groups {
		if want := fmt.Sprintf("%s %d/%d", st.Verdict, st.Passed, st.Total); !strings.Contains(row[1+g], want) {
			t.Errorf("%s group %d: %q, want %q in it", s.Solution, g, row[1+g], want)
		}
	}
	if got := row[len(groups)+1]; !strings.HasSuffix(got, report.FormatScore(s.Score)) {
		t.Errorf("%s score %q, want %v", s.Solution, got, s.Score)
	}
	if got := row[len(row)-1]; s.ExpectedMet != strings.Contains(got, "yes") && !strings.Contains(got, "none") {
		t.Errorf("%s expected %q, JSON says expected_met %v", s.Solution, got, s.ExpectedMet)
	}
}

// TestJudgeFailures checks the sections of the failing runs: one per
// run that ran and failed (not for a compile error or a test not run),
// with the checker's message, the answer and the output, and the
// drawing once per test.
func TestJudgeFailures(t *testing.T) {
	r := sampleReport()
	r.Solutions[1].Tests[4].Case = 3 // the checker named case 3 of a file of several
	r.Solutions[2].Tests[1].Transcript = "> 5\n< higher\n"
	draws := 0
	files := Files{
		Answer: func(t *report.TestResult) ([]byte, int64, error) { return []byte("12\n"), 3, nil },
		Draw: func(t *report.TestResult) *Drawing {
			draws++
			return &Drawing{SVG: []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>case ` + t.Name + `</title><rect width="5" height="5"/></svg>`)}
		},
	}
	doc := parse(t, judgePage(t, r, files))
	sections := all(doc, func(n *html.Node) bool {
		return n.DataAtom == atom.Section && strings.Contains(attr(n, "class"), "run")
	})
	want := []string{"wrong.py on 03-b", "wrong.py on 05-d", "crash.c on 02-a"}
	if len(sections) != len(want) {
		t.Fatalf("%d failing runs shown, want %d", len(sections), len(want))
	}
	for i, s := range sections {
		got := text(s)
		if !strings.HasPrefix(got, want[i]) {
			t.Errorf("section %d starts %q, want %q", i, got, want[i])
		}
		if !strings.Contains(got, "Expected 12") {
			t.Errorf("section %d lacks the expected answer: %q", i, got)
		}
		if len(all(s, func(n *html.Node) bool { return n.DataAtom == atom.Svg })) != 1 {
			t.Errorf("section %d has no drawing", i)
		}
	}
	if got := text(sections[0]); !strings.Contains(got, `found "13"`) || !strings.Contains(got, "Received 13") {
		t.Errorf("the wrong answer's section lacks the checker's message or the output: %q", got)
	}
	if draws != 3 {
		t.Errorf("%d drawings made for 3 tests", draws)
	}
	if got := text(sections[2]); !strings.Contains(got, "Transcript > 5 < higher") {
		t.Errorf("an interactive run's section lacks its transcript: %q", got)
	}
	if got := text(sections[1]); !strings.Contains(got, "Case 3 of 05-d, drawn at the expected answer") {
		t.Errorf("the drawing of a file's failing case does not say which: %q", got)
	}
	links := all(byID(doc, "runs-table"), func(n *html.Node) bool { return n.DataAtom == atom.A })
	if len(links) != len(want) || attr(links[0], "href") != "#"+attr(sections[0], "id") {
		t.Errorf("the runs table links %d failing runs, want %d, each to its section", len(links), len(want))
	}
}

// TestCutOutput checks that a long output is cut with a note saying how
// much there was.
func TestCutOutput(t *testing.T) {
	cases := []struct {
		name string
		b    []byte
		size int64
		text string
		note string
		none bool
		why  string
	}{
		{"short", []byte("42\n"), 3, "42\n", "", false, "shown whole, no note"},
		{"kept part", []byte("1 2 3"), 1 << 20, "1 2 3", "first 5 of 1048576 bytes shown", false, "the judge kept only a part"},
		{"long", bytes.Repeat([]byte("x"), ShownBytes+10), 0, strings.Repeat("x", ShownBytes), fmt.Sprintf("first %d of %d bytes shown", ShownBytes, ShownBytes+10), false, "cut here"},
		{"empty", nil, 0, "", "", true, "nothing printed says so"},
		{"controls", []byte("\x1b[2J\u202e"), 0, `\x1b[2J\u202e`, "", false, "controls and bidi made visible, as in the tables"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := cut(c.b, c.size)
			if s.Text != c.text || s.Note != c.note || (s.None != "") != c.none {
				t.Errorf("cut = %+v, want text %q note %q (%s)", s, c.text, c.note, c.why)
			}
		})
	}
}

// TestHostileStaysText puts markup in every string of a report that
// comes from outside carokit (a submission's name and output, a test's
// name, the checker's message, a compiler's words, a drawing's text):
// the page runs only its own script, and each string reads as text.
func TestHostileStaysText(t *testing.T) {
	const (
		name   = `<script>alert(1)</script>.py`
		output = "</pre><script>alert(2)</script>\n<img src=x onerror=alert(3)>"
		test   = `05-<iframe src="javascript:alert(4)">`
		detail = `found "<script>alert(5)</script>"`
	)
	r := sampleReport()
	r.Problem = `</title><script>alert(6)</script>`
	s := &r.Solutions[1]
	s.Name = name
	s.Mismatches = []string{"subtask 1: <b onmouseover=alert(7)>WA</b>"}
	s.Tests[2].Name, s.Tests[2].Output, s.Tests[2].Detail = test, output, detail
	r.Solutions[3].CompileError = "<script>alert(8)</script>"
	r.NotJudged[0].Name = "accepted/<svg onload=alert(9)>.cob"
	files := Files{
		Answer: func(*report.TestResult) ([]byte, int64, error) { return []byte("<script>alert(10)</script>"), 26, nil },
		Draw:   func(*report.TestResult) *Drawing { return &Drawing{SVG: []byte(hostileSVG)} },
	}
	page := judgePage(t, r, files)
	doc := parse(t, page)
	if bad := unsafeIn(doc, 1); len(bad) > 0 {
		t.Errorf("the page holds %q", bad)
	}
	scripts := all(doc, func(n *html.Node) bool { return n.DataAtom == atom.Script })
	if len(scripts) != 1 || scripts[0].FirstChild == nil || scripts[0].FirstChild.Data != js {
		t.Errorf("the page's one script is not its own")
	}
	body := text(doc)
	for _, s := range []string{name, "<script>alert(2)</script>", "<img src=x onerror=alert(3)>", test, detail, r.Problem,
		"<script>alert(8)</script>", "<svg onload=alert(9)>", "<script>alert(10)</script>", "<b onmouseover=alert(7)>WA</b>"} {
		if !strings.Contains(body, s) {
			t.Errorf("the page's text lacks %q", s)
		}
	}
}
