package htmlreport

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"carokit/problem"
	"carokit/report"
)

// parse parses a page with the HTML5 parser browsers follow.
func parse(t *testing.T, page []byte) *html.Node {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatalf("parse the page: %v", err)
	}
	return doc
}

// all returns the elements under n for which keep is true, in order.
func all(n *html.Node, keep func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && keep(d) {
			out = append(out, d)
		}
	}
	return out
}

func byID(n *html.Node, id string) *html.Node {
	found := all(n, func(d *html.Node) bool { return attr(d, "id") == id })
	if len(found) == 0 {
		return nil
	}
	return found[0]
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// text is the text a person reads in n, spaces collapsed.
func text(n *html.Node) string {
	var b strings.Builder
	for d := range n.Descendants() {
		if d.Type == html.TextNode {
			b.WriteString(d.Data + " ")
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// rows are the body rows of the table with id, each as its cells' text.
func rows(t *testing.T, doc *html.Node, id string) [][]string {
	t.Helper()
	table := byID(doc, id)
	if table == nil {
		t.Fatalf("no table #%s", id)
	}
	var out [][]string
	for _, tr := range all(table, func(d *html.Node) bool { return d.DataAtom == atom.Tr && d.Parent.DataAtom == atom.Tbody }) {
		var cells []string
		for c := tr.FirstChild; c != nil; c = c.NextSibling {
			if c.DataAtom == atom.Td || c.DataAtom == atom.Th {
				cells = append(cells, text(c))
			}
		}
		out = append(out, cells)
	}
	return out
}

// sampleReport is a judge report with a bit of everything: samples, two
// subtasks, a reference, a wrong solution with kept output, a solution
// --fail-fast stopped, one that did not compile, one not judged.
func sampleReport() *report.Report {
	r := &report.Report{
		Problem: "sum", Scoring: report.ScoringPerTest, TimeLimit: time.Second, Samples: 1, FailFast: "subtask",
		Subtasks:  []report.SubtaskInfo{{ID: 1, Weight: 40, Tests: 2}, {ID: 2, Weight: 60, Tests: 2}},
		NotJudged: []report.NotJudged{{Name: "accepted/x.cob", Reason: "no compiler for .cob"}},
	}
	run := func(name string, subtask int, v problem.Verdict, cpu time.Duration) report.TestResult {
		return report.TestResult{Name: name, Subtask: subtask, Verdict: v, CPU: cpu, Wall: 2 * cpu, PeakKiB: 4096}
	}
	ok := []report.TestResult{run("01-sample", 0, problem.OK, 3*time.Millisecond), run("02-a", 1, problem.OK, 5*time.Millisecond),
		run("03-b", 1, problem.OK, 7*time.Millisecond), run("04-c", 2, problem.OK, 9*time.Millisecond), run("05-d", 2, problem.OK, 11*time.Millisecond)}
	wrong := append([]report.TestResult(nil), ok...)
	wrong[2] = run("03-b", 1, problem.WA, 8*time.Millisecond)
	wrong[2].Detail, wrong[2].Output, wrong[2].OutputBytes = `token 1: expected "12", found "13"`, "13\n", 3
	wrong[4] = run("05-d", 2, problem.TLE, 1200*time.Millisecond)
	wrong[4].Cut = "CPU 1.20 s"
	stopped := append([]report.TestResult(nil), ok...)
	stopped[1] = run("02-a", 1, problem.RE, 4*time.Millisecond)
	stopped[1].Detail = "exit status 3"
	stopped[2] = report.TestResult{Name: "03-b", Subtask: 1, Skipped: true}
	var ce []report.TestResult
	for _, t := range ok {
		ce = append(ce, report.TestResult{Name: t.Name, Subtask: t.Subtask, Verdict: problem.CE})
	}
	for _, s := range []report.SolutionResult{
		{Name: "sum", Source: "built-in", Reference: true, Expected: []problem.Verdict{problem.OK, problem.OK}, Tests: ok},
		{Name: "wrong.py", Source: "wrong.py", Expected: []problem.Verdict{problem.WA, problem.OK}, Tests: wrong},
		{Name: "crash.c", Source: "crash.c", Tests: stopped},
		{Name: "broken.cpp", Source: "broken.cpp", CompileError: "broken.cpp:1:1: error: expected ';'", Tests: ce},
	} {
		s.Summarize(r.Subtasks, r.Scoring)
		r.Solutions = append(r.Solutions, s)
	}
	return r
}
