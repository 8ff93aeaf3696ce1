package app

import (
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"carokit/judge"
	"carokit/problem"
	"carokit/report"
	htmlreport "carokit/report/html"
	"carokit/testpkg"
)

// judgeHTML writes judge's --html page, when asked, of rep judged over
// the package opt names: each failing run with the package's answer and
// the case drawn.
func judgeHTML(c *cli.Context, env Env, opt judge.Options, rep *report.Report) error {
	path := c.String("html")
	if path == "" {
		return nil
	}
	pkg, err := testpkg.Open(opt.PackageDir, opt.Problem.Spec().MaxTestBytes)
	if err != nil {
		return err
	}
	files := packageFiles(pkg, opt.Problem)
	return writeHTML(c, env, path, func(w io.Writer) error { return htmlreport.Judge(w, rep, files) })
}

// packageFiles reads, for a page, a test's answer and draws its input.
func packageFiles(pkg *testpkg.Package, p problem.Problem) htmlreport.Files {
	entries := map[string]testpkg.TestEntry{}
	key := func(subtask int, name string) string { return fmt.Sprintf("%d/%s", subtask, name) }
	for _, list := range [][]testpkg.TestEntry{pkg.Manifest.Samples, pkg.Manifest.Tests} {
		for _, e := range list {
			entries[key(e.Subtask, e.Name)] = e
		}
	}
	files := htmlreport.Files{
		Answer: func(t *report.TestResult) ([]byte, int64, error) {
			e, ok := entries[key(t.Subtask, t.Name)]
			if !ok {
				return nil, 0, nil // a shard file's test the package lacks: nothing to show
			}
			b, err := pkg.ReadAnswer(e)
			return b, int64(len(b)), err
		},
	}
	if draw := drawer(p); draw != nil {
		files.Draw = func(t *report.TestResult) *htmlreport.Drawing {
			e, ok := entries[key(t.Subtask, t.Name)]
			if !ok || e.InputBytes > drawMaxInput {
				return nil
			}
			input, err := pkg.ReadInput(e)
			if err != nil {
				return nil
			}
			return draw(input, t.Case)
		}
	}
	return files
}
