// Package htmlreport writes carokit's reports as one self-contained HTML
// page: the judge's verdict table with every failing run (its checker
// message, the expected and received output, the case drawn), the
// package's tests, certification and mutant matrices, and stress's
// counterexample before and after shrinking.
//
// A page needs nothing but itself: its CSS and its few lines of
// JavaScript (sort a table by a column, filter runs by verdict) are
// inline, it loads nothing from the network and works from file://, and
// it reads the same without JavaScript. Every string that comes from a
// program, a file or a file name reaches the page through html/template's
// escaping, after untrusted.Text has made its control and bidi characters
// visible; a drawing is the problem's own SVG passed through an allow-list
// sanitizer (Sanitize). A Content-Security-Policy allows no script but the
// page's own.
package htmlreport

import (
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"fmt"
	"html/template"
	"io"
	"strings"

	"carokit/internal/untrusted"
	"carokit/problem"
	"carokit/report"
)

// ShownBytes is how much of an output, an answer or a test case a page
// shows; past it the text is cut, with a note saying how much there was.
const ShownBytes = 4096

var (
	//go:embed assets/report.css
	css string
	//go:embed assets/report.js
	js string
	//go:embed templates/*.html
	templateFiles embed.FS

	pages = template.Must(template.New("").Funcs(template.FuncMap{"matrix": newMatrix, "plural": plural}).ParseFS(templateFiles, "templates/*.html"))
	// csp allows the page's own style and script only (by their hashes),
	// and images only as data: URLs.
	csp = fmt.Sprintf("default-src 'none'; style-src '%s'; script-src '%s'; img-src data:", hashOf(css), hashOf(js))
)

func hashOf(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

// page is what every page's frame shows.
type page struct {
	Title string
	CSS   template.CSS
	JS    template.JS
	CSP   string
}

func newPage(title string) page {
	return page{Title: title, CSS: template.CSS(css), JS: template.JS(js), CSP: csp}
}

// render executes the template name with data into w.
func render(w io.Writer, name string, data any) error {
	var b strings.Builder
	if err := pages.ExecuteTemplate(&b, name, data); err != nil {
		return fmt.Errorf("html report: %w", err)
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("html report: %w", err)
	}
	return nil
}

// verdict is a verdict as a page shows it: a text mark as well as a
// colour, so that it reads in black and white too.
type verdict struct {
	Verdict string // as in the JSON: "OK", "WA", …, "-" not run
	Mark    string // ✓, ✗, …
	Class   string // the CSS class of its colour
	Kind    string // Class without its "v-": a failing run's section is "run-" Kind
}

// marks are the verdicts' text marks.
var marks = map[problem.Verdict]string{
	problem.OK: "✓", problem.WA: "✗", problem.TLE: "◔", problem.MLE: "▲",
	problem.OLE: "≡", problem.RE: "!", problem.CE: "⚠", report.NotRun: "–",
}

func verdictOf(v problem.Verdict) verdict {
	mark, known := marks[v]
	class := "v-" + string(v)
	switch {
	case v == report.NotRun || v == "":
		mark, class, v = marks[report.NotRun], "v-skip", report.NotRun
	case !known:
		mark, class = "?", "v-other"
	}
	return verdict{Verdict: untrusted.Text(string(v)), Mark: mark, Class: class, Kind: strings.TrimPrefix(class, "v-")}
}

// shown is a text cut to ShownBytes, with the note saying so.
type shown struct {
	Text string
	Note string // "first 4096 of 10000 bytes shown", or ""
	None string // why there is no text at all ("" when there is)
}

// cut shows b (of size bytes in all, when more than b) escaped line by
// line, cut to ShownBytes.
func cut(b []byte, size int64) shown {
	return cutAs(b, size, untrusted.Lines)
}

// cutEscaped shows a text that is already escaped (an interactive run's
// transcript, untrusted.Text line by line), cut to ShownBytes, so that
// its backslashes are not doubled again; html/template still escapes it
// as HTML.
func cutEscaped(s string) shown {
	return cutAs([]byte(s), 0, func(s string) string { return s })
}

// cutAs is cut with the escaping given.
func cutAs(b []byte, size int64, escape func(string) string) shown {
	size = max(size, int64(len(b)))
	if size == 0 {
		return shown{None: "empty"}
	}
	s := shown{}
	if len(b) > ShownBytes {
		b = b[:ShownBytes]
	}
	if size > int64(len(b)) {
		s.Note = fmt.Sprintf("first %d of %d bytes shown", len(b), size)
	}
	s.Text = escape(string(b))
	return s
}

// matrix is a table of rows by subtask, as the template "matrix" draws it.
type matrix struct {
	ID, Caption, What string
	Columns           []string
	Rows              []matrixRow
}

func newMatrix(id, caption, what string, columns []string, rows []matrixRow) matrix {
	return matrix{ID: id, Caption: caption, What: what, Columns: columns, Rows: rows}
}

// plural is "1 test", "2 tests".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
