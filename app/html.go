package app

import (
	"bytes"
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"carokit/internal/safefile"
	"carokit/internal/untrusted"
	"carokit/problem"
	htmlreport "carokit/report/html"
	"carokit/stress"
	"carokit/testpkg"
)

// htmlFlag is --html of judge, package and stress.
func htmlFlag(what string) cli.Flag {
	return &cli.StringFlag{
		Name: "html", Usage: "also write " + what + " as one self-contained HTML page to `FILE` (no network needed; open it in a browser)",
		Action: func(_ *cli.Context, path string) error {
			if path == "-" || path == "" {
				return usagef("--html wants a file to write the page to (on standard output it would mix with the table)")
			}
			return nil
		},
	}
}

// Bounds of a drawing in an HTML report: a drawing of a bigger input
// would take long to make for little to see, and one bigger than
// drawMaxSVG would weigh down the page.
const (
	drawMaxInput = 4 << 20
	drawMaxSVG   = 256 << 10
)

// writeHTML writes a page to path through safefile, and says so.
func writeHTML(c *cli.Context, env Env, path string, page func(io.Writer) error) error {
	var b bytes.Buffer
	if err := page(&b); err != nil {
		return err
	}
	return writeOutput(c, func() error { return savePage(env, path, b.Bytes()) })
}

// savePage writes a page made to path, and says so (merge writes its
// page while it writes its output: writeOutput's gate is its already).
func savePage(env Env, path string, page []byte) error {
	if err := safefile.Write(path, page, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(env.Stderr, "wrote %s\n", untrusted.Text(path))
	return nil
}

// drawer draws a case for a page as `show --svg` does (case n of a
// multi-case file when n > 0), or returns nil when the problem does not
// draw, the input is too big, or drawing fails: a report is still
// written without its pictures.
func drawer(p problem.Problem) func(input []byte, n int) *htmlreport.Drawing {
	r, ok := p.(problem.Renderer)
	if !ok {
		return nil
	}
	return func(input []byte, n int) *htmlreport.Drawing {
		if len(input) > drawMaxInput {
			return nil
		}
		var svg []byte
		var err error
		if cr, byCase := r.(problem.CaseRenderer); byCase && n > 0 {
			svg, err = cr.RenderCase(input, n, 0, "svg")
		} else {
			svg, err = r.Render(input, 0, "svg")
		}
		if err != nil || len(svg) > drawMaxSVG {
			return nil
		}
		return &htmlreport.Drawing{SVG: svg}
	}
}

// packageHTML writes package's --html page, when asked, of the package
// just built.
func packageHTML(c *cli.Context, env Env, spec *problem.Spec, m *testpkg.Manifest) error {
	path := c.String("html")
	if path == "" {
		return nil
	}
	built := htmlreport.Built{Manifest: m, Solutions: spec.Solutions, Work: spec.Work}
	return writeHTML(c, env, path, func(w io.Writer) error { return htmlreport.Package(w, built) })
}

// stressHTML writes stress's --html page, when asked.
func stressHTML(c *cli.Context, env Env, p problem.Problem, sum *stress.Summary) error {
	path := c.String("html")
	if path == "" {
		return nil
	}
	return writeHTML(c, env, path, stressPage(p, sum))
}

// stressPage is the page of a stress summary, its cases drawn by p.
func stressPage(p problem.Problem, sum *stress.Summary) func(io.Writer) error {
	var draw func([]byte) *htmlreport.Drawing
	if d := drawer(p); d != nil {
		draw = func(input []byte) *htmlreport.Drawing { return d(input, 0) }
	}
	return func(w io.Writer) error { return htmlreport.Stress(w, sum, draw) }
}
