package app

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"carokit/judge"
	"carokit/problem"
	"carokit/report"
	htmlreport "carokit/report/html"
	"carokit/stress"
	"carokit/testpkg"
)

// mergeHTMLFlags are merge's flags of the HTML page.
func mergeHTMLFlags() []cli.Flag {
	return []cli.Flag{
		htmlFlag("the merged judge or stress report (the page judge --html or stress --html writes)"),
		&cli.StringFlag{Name: "package", Usage: "with --html, a judge campaign's package `DIR`: the failing runs' expected answers and drawings (its manifest must be the one the shards judged)"},
	}
}

// mergePage writes merge's --html page of a merged report; nil: no
// page asked.
type mergePage struct {
	judge  func(rep *report.Report, c judge.Campaign) error
	stress func(sum *stress.Summary, problemName string) error
}

// mergePageOf is the page merge --html writes, or nil without --html.
// The problem (the global --problem) draws the cases; it must be the
// campaign's.
func mergePageOf(c *cli.Context, env Env) (*mergePage, error) {
	path := c.String("html")
	if path == "" {
		if c.IsSet("package") {
			return nil, usagef("merge --package goes with --html (the page's answers and drawings)")
		}
		return nil, nil
	}
	p, err := currentProblem(c)
	if err != nil {
		return nil, err
	}
	same := func(name string) error {
		if name != p.Spec().Name {
			return fmt.Errorf("merge --html: the shards ran problem %q, this is %q: give --problem %s (it draws the page's cases)", name, p.Spec().Name, name)
		}
		return nil
	}
	return &mergePage{
		judge: func(rep *report.Report, camp judge.Campaign) error {
			if err := same(camp.Problem); err != nil {
				return err
			}
			files, err := mergedFiles(c, env, p, camp)
			if err != nil {
				return err
			}
			var b bytes.Buffer
			if err := htmlreport.Judge(&b, rep, files); err != nil {
				return err
			}
			return savePage(env, path, b.Bytes())
		},
		stress: func(sum *stress.Summary, name string) error {
			if err := same(name); err != nil {
				return err
			}
			var b bytes.Buffer
			if err := stressPage(p, sum)(&b); err != nil {
				return err
			}
			return savePage(env, path, b.Bytes())
		},
	}, nil
}

// mergedFiles are the package's answers and drawings for a merged judge
// page: those of --package, once its manifest is the campaign's; none
// without it (said in one line).
func mergedFiles(c *cli.Context, env Env, p problem.Problem, camp judge.Campaign) (htmlreport.Files, error) {
	dir := c.String("package")
	if dir == "" {
		fmt.Fprintln(env.Stderr, "carokit: merge --html without --package DIR: the page shows no expected answers nor drawings")
		return htmlreport.Files{}, nil
	}
	sum, err := manifestSum(dir)
	if err != nil {
		return htmlreport.Files{}, err
	}
	if sum != camp.PackageSHA256 {
		return htmlreport.Files{}, fmt.Errorf("merge --package %s: not the package the shards judged (its manifest differs): give the folder they ran over", dir)
	}
	pkg, err := testpkg.Open(dir, p.Spec().MaxTestBytes)
	if err != nil {
		return htmlreport.Files{}, err
	}
	return packageFiles(pkg, p), nil
}

// manifestSum is the SHA-256 of a package's manifest, as a campaign
// names its package.
func manifestSum(dir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(dir, testpkg.ManifestFile))
	if err != nil {
		return "", fmt.Errorf("package checksum: %w", err)
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:]), nil
}
