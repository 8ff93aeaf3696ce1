package app

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"carokit/problem"
	"carokit/problems"
	htmlreport "carokit/report/html"
)

// hostileName is a submission whose name and output are markup.
const (
	hostileName   = "<script>alert(1)"
	hostileOutput = "</pre><script>alert(2)</script><img src=x onerror=alert(3)>"
)

// TestHTMLReports runs judge, package and stress with --html on a small
// draft package of the default problem: each page parses, holds what
// the command's JSON or manifest holds, and a hostile submission's name
// and output stay text.
func TestHTMLReports(t *testing.T) {
	dir := t.TempDir()
	plan := filepath.Join(dir, "plan.txt")
	if err := os.WriteFile(plan, []byte("@subtask 1\nsample sample\ntiny --n 1 --k 1\nedge-win --n 7 --k 30\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pkg := filepath.Join(dir, "pkg")
	hostile := filepath.Join(dir, hostileName)
	if err := os.WriteFile(hostile, []byte("#!/bin/sh\nprintf '%s\\n' '"+hostileOutput+"'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	mustRun(t, 0, "package", "--plan", plan, "--out", pkg, "--no-cache", "--draft", "--html", filepath.Join(dir, "p.html"))
	checkPackagePage(t, pkg, htmlPage(t, filepath.Join(dir, "p.html")))
	out := mustRun(t, 0, "judge", "--package", pkg, "--solution", "fast", "--solution", hostile, "--format", "json", "--html", filepath.Join(dir, "j.html"))
	checkJudgePage(t, out, htmlPage(t, filepath.Join(dir, "j.html")))
	mustRun(t, 1, "stress", "--target", "exact5", "--seed", "5", "--cases", "200", "--jobs", "1", "--html", filepath.Join(dir, "s.html"))
	if svgs := countElements(htmlPage(t, filepath.Join(dir, "s.html")), atom.Svg); svgs != 2 {
		t.Errorf("stress page draws %d cases, want the counterexample before and after shrinking", svgs)
	}
}

// mustRun runs a command line in-process and wants exit code code.
func mustRun(t *testing.T, code int, args ...string) string {
	t.Helper()
	got, out, errOut := run(t, "", args...)
	if got != code {
		t.Fatalf("%v: exit %d, want %d; stdout %q, stderr %q", args, got, code, out, errOut)
	}
	return out
}

// htmlPage reads and parses a page.
func htmlPage(t *testing.T, path string) *html.Node {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := html.Parse(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s does not parse: %v", path, err)
	}
	return doc
}

// checkPackagePage holds the package page to the manifest.
func checkPackagePage(t *testing.T, pkg string, doc *html.Node) {
	t.Helper()
	var manifest struct{ Samples, Tests []json.RawMessage }
	if b, err := os.ReadFile(filepath.Join(pkg, "manifest.json")); err != nil || json.Unmarshal(b, &manifest) != nil {
		t.Fatalf("read the manifest: %v", err)
	}
	if got, want := len(bodyRows(doc, "tests-table")), len(manifest.Samples)+len(manifest.Tests); got != want {
		t.Errorf("package page lists %d tests, the manifest %d", got, want)
	}
	if len(bodyRows(doc, "certification-table")) == 0 || len(bodyRows(doc, "mutants-table")) == 0 {
		t.Errorf("package page has no certification or mutant matrix")
	}
}

// checkJudgePage holds the judge page to the command's JSON, and wants
// the hostile submission's name and output as text.
func checkJudgePage(t *testing.T, js string, doc *html.Node) {
	t.Helper()
	var solutions []struct {
		Solution string
		Tests    []struct{ Name, Verdict string }
	}
	if err := json.Unmarshal([]byte(js), &solutions); err != nil {
		t.Fatalf("judge json: %v\n%s", err, js)
	}
	runs := bodyRows(doc, "runs-table")
	k := 0
	for _, s := range solutions {
		for _, test := range s.Tests {
			if k < len(runs) && (runs[k][0] != s.Solution || runs[k][1] != test.Name || !strings.HasSuffix(runs[k][3], test.Verdict)) {
				t.Errorf("run %d of the page is %q, the JSON's %s on %s: %s", k, runs[k], s.Solution, test.Name, test.Verdict)
			}
			k++
		}
	}
	if k != len(runs) || len(bodyRows(doc, "summary")) != len(solutions) {
		t.Errorf("the page has %d runs of %d solutions, the JSON %d of %d", len(runs), len(bodyRows(doc, "summary")), k, len(solutions))
	}
	scripts, body := 0, ""
	for n := range doc.Descendants() {
		switch {
		case n.Type == html.ElementNode && (n.DataAtom == atom.Script || n.DataAtom == atom.Img):
			scripts++
		case n.Type == html.TextNode:
			body += n.Data
		}
	}
	if scripts != 1 {
		t.Errorf("the page has %d script or img elements, want its own script only", scripts)
	}
	for _, s := range []string{hostileName, hostileOutput} {
		if !strings.Contains(body, s) {
			t.Errorf("the page's text lacks %q", s)
		}
	}
}

// bodyRows are the rows of the table with id, each as its cells' text.
func bodyRows(doc *html.Node, id string) [][]string {
	var out [][]string
	for n := range doc.Descendants() {
		if n.DataAtom != atom.Tr || n.Parent.DataAtom != atom.Tbody || n.Parent.Parent.Attr == nil || !hasID(n.Parent.Parent, id) {
			continue
		}
		var cells []string
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.DataAtom == atom.Td || c.DataAtom == atom.Th {
				var b strings.Builder
				for d := range c.Descendants() {
					if d.Type == html.TextNode {
						b.WriteString(d.Data)
					}
				}
				cells = append(cells, strings.Join(strings.Fields(b.String()), " "))
			}
		}
		out = append(out, cells)
	}
	return out
}

func hasID(n *html.Node, id string) bool {
	for _, a := range n.Attr {
		if a.Key == "id" && a.Val == id {
			return true
		}
	}
	return false
}

func countElements(doc *html.Node, a atom.Atom) int {
	n := 0
	for d := range doc.Descendants() {
		if d.DataAtom == a {
			n++
		}
	}
	return n
}

// TestDrawingsSurviveSanitizing draws every built-in problem's samples
// as show --svg does and passes them through the page's sanitizer: every
// element and attribute they draw with is kept (the allow-list knows
// them all), so a page's drawing is the picture show makes.
func TestDrawingsSurviveSanitizing(t *testing.T) {
	for _, name := range problems.Names() {
		p, err := problems.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		draw := drawer(p)
		if draw == nil {
			continue
		}
		cases := []int{0}
		if _, ok := p.(problem.CaseRenderer); ok {
			cases = append(cases, 1) // the first case of the file, as judge draws a failing one
		}
		for _, s := range p.Spec().Samples {
			for _, n := range cases {
				t.Run(fmt.Sprintf("%s/%s/case%d", name, s.Name, n), func(t *testing.T) { checkSanitized(t, draw(s.Input, n)) })
			}
		}
	}
}

// checkSanitized wants d drawn, and kept whole by the sanitizer.
func checkSanitized(t *testing.T, d *htmlreport.Drawing) {
	t.Helper()
	if d == nil {
		t.Fatalf("not drawn")
	}
	clean, err := htmlreport.Sanitize(*d)
	if err != nil {
		t.Fatal(err)
	}
	want, got := svgShape(t, d.SVG), svgShape(t, []byte(clean))
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the sanitizer changed the drawing: %d elements and attributes before, %d after; first lost: %s", len(want), len(got), firstMissing(want, got))
	}
}

// svgShape lists an SVG's elements, each with its attribute names and
// values, in order: but xmlns, the labels the page adds, and the ids it
// drops (two drawings of a page would share them).
func svgShape(t *testing.T, svg []byte) []string {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	var out []string
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("read SVG: %v", err)
		}
		if e, ok := tok.(xml.StartElement); ok {
			item := e.Name.Local
			for _, a := range e.Attr {
				if a.Name.Local != "xmlns" && a.Name.Space != "xmlns" && a.Name.Local != "role" && a.Name.Local != "aria-label" && a.Name.Local != "id" {
					item += " " + strings.ToLower(a.Name.Local) + "=" + a.Value
				}
			}
			out = append(out, item)
		}
		if c, ok := tok.(xml.CharData); ok && strings.TrimSpace(string(c)) != "" {
			out = append(out, "text "+strings.TrimSpace(string(c)))
		}
	}
}

func firstMissing(want, got []string) string {
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			return want[i]
		}
	}
	return "(none)"
}
