package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/urfave/cli/v2"

	"carokit/export"
	"carokit/problem"
	"carokit/problems/folder"
	"carokit/testpkg"
)

func exportCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "export",
		Usage: "write a built package in another judge's format: " + strings.Join(export.FormatNames(), ", "),
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "package", Usage: "package folder (default out/PROBLEM)"},
			&cli.StringSliceFlag{Name: "format", Required: true, Usage: "export format (repeatable): " + strings.Join(export.FormatNames(), ", ")},
			&cli.StringFlag{Name: "out", Usage: "destination folder (default: PACKAGE-FORMAT beside the package; with several formats, OUT/FORMAT)"},
			choiceFlag("scoring", "per-test", exportScorings, "per-test, group-min, or pass-fail (kattis only, for ICPC tools)"),
			choiceFlag("kattis-version", export.KattisFormatVersion, kattisVersions, "Kattis package format version: legacy (problemtools), 2023-07, or 2025-09 (BAPCtools)"),
			&cli.StringFlag{Name: "task-name", Usage: "task name for Themis files and CMS (default: the problem name)"},
			&cli.StringFlag{Name: "submissions", Usage: "Kattis-style submissions folder to ship with the kattis and polygon exports (default submissions/PROBLEM when it exists)"},
			&cli.BoolFlag{Name: "draft", Usage: "export a draft package (package --draft) too: it is not certified"},
			&cli.BoolFlag{Name: "stdio", Usage: "kattis: export a file-I/O problem as a standard-streams one (the Kattis format has no file I/O)"},
			&cli.StringFlag{Name: "license", Usage: "kattis: problem.yaml's license: " + strings.Join(export.Licenses, ", ") + " (default: the folder's; none: problemtools warns)"},
			&cli.StringFlag{Name: "rights-owner", Usage: "kattis: problem.yaml's rights_owner, who holds the rights the license grants"},
		},
		Action: func(c *cli.Context) error {
			p, err := currentProblem(c)
			if err != nil {
				return err
			}
			pkg := c.String("package")
			if pkg == "" {
				pkg = filepath.Join("out", p.Spec().Name)
			}
			if err := checkFormats("format", c.StringSlice("format")); err != nil {
				return err
			}
			if err := checkRights(c.String("license"), c.String("rights-owner"), c.StringSlice("format"), sourceFolder(p)); err != nil {
				return err
			}
			if err := needPackage(c, pkg); err != nil {
				return err
			}
			return exportPackage(c.Context, env, pkg, c.StringSlice("format"), exportFlags{
				out: c.String("out"), scoring: c.String("scoring"), taskName: c.String("task-name"),
				submissions: c.String("submissions"), kattisVersion: c.String("kattis-version"), draft: c.Bool("draft"), stdio: c.Bool("stdio"),
				license: c.String("license"), rightsOwner: c.String("rights-owner"),
				maxTestBytes: p.Spec().MaxTestBytes, assets: p.Spec().Assets, files: p.Spec().IO,
				defaultSubmissions: defaultSubmissions(p.Spec().Name), folder: sourceFolder(p), interactive: isInteractive(p), multiPass: isMultiPass(p),
				invalid: invalidTests(p),
			})
		},
	}
}

// exportFlags are the export options of the command line.
type exportFlags struct {
	out, scoring, taskName, submissions, kattisVersion string
	maxTestBytes                                       int64      // the problem's bound on a test file
	assets                                             fs.FS      // the problem's statement, validator, checker
	files                                              problem.IO // the problem's input and output files
	// defaultSubmissions is the folder shipped when --submissions is not
	// given ("" for none).
	defaultSubmissions string
	draft              bool // export a draft package (export --draft)
	// invalid makes a folder problem's invalid tests (nil: none).
	invalid func() ([]export.InvalidTest, error)
	stdio   bool // export.Options.Stdio
	// license and rightsOwner are export.Options.License and RightsOwner.
	license, rightsOwner string
	// folder is a folder problem's folder (export.Options.Folder), "" for
	// a built-in.
	folder string
	// interactive: the problem is judged through an interactor, which
	// the kattis, polygon and dmoj formats carry; multiPass: a
	// multi-pass one, which only the kattis format carries.
	interactive, multiPass bool
}

// isInteractive says whether p is judged through an interactor.
func isInteractive(p problem.Problem) bool {
	_, ok := problem.IsInteractive(p)
	return ok
}

// isMultiPass says whether p is a multi-pass problem (a folder's type
// multi-pass).
func isMultiPass(p problem.Problem) bool {
	m, ok := p.(interface{ MultiPass() bool })
	return ok && m.MultiPass()
}

// interactiveFormats are the formats that carry an interactor (as a
// testlib interactor but in kattis), and why each other cannot.
var interactiveFormats = map[string]string{"kattis": "", "polygon": "", "dmoj": "",
	"cms":    "CMS's Communication manager is given the input but no answer file, which a Kattis interactor reads",
	"themis": "Themis has no interactor"}

// checkInteractiveFormats refuses, before anything is written, a format
// that cannot carry an interactive problem's interactor, or a multi-pass
// problem's passes (kattis only), in one line naming those that can.
func checkInteractiveFormats(formats []string, multiPass bool) error {
	for _, f := range formats {
		why, known := interactiveFormats[f]
		if !known {
			why = "carokit writes no interactor in that format"
		}
		switch {
		case multiPass && f != "kattis":
			return failure{fmt.Sprintf("export %s: a multi-pass problem cannot be exported to %s, which has no second pass on the interactor's nextpass.in: export --format kattis (DOMjudge, problemtools and BAPCtools read it)", f, f)}
		case why != "":
			return failure{fmt.Sprintf("export %s: an interactive problem cannot be exported to %s: %s; export --format kattis, polygon or dmoj carries its interactor", f, f, why)}
		}
	}
	return nil
}

// invalidTests makes a folder problem's invalid tests for the exports
// (folder.Problem.InvalidTests); nil for a built-in.
func invalidTests(p problem.Problem) func() ([]export.InvalidTest, error) {
	fp, ok := p.(*folder.Problem)
	if !ok {
		return nil
	}
	return func() ([]export.InvalidTest, error) {
		tests, err := fp.InvalidTests()
		out := make([]export.InvalidTest, len(tests))
		for i, t := range tests {
			out[i] = export.InvalidTest{Path: t.Path, Files: t.Files}
		}
		return out, err
	}
}

// sourceFolder is the folder of a folder problem, "" for a built-in.
func sourceFolder(p problem.Problem) string {
	if f, ok := p.(interface{ Dir() string }); ok {
		return f.Dir()
	}
	return ""
}

// defaultSubmissions returns submissions/PROBLEM when that folder exists
// (the repository's own sources, found from its root), so that a kattis
// export carries submissions without being asked.
func defaultSubmissions(problem string) string {
	dir := filepath.Join("submissions", problem)
	if info, err := os.Stat(dir); err == nil && info.IsDir() {
		return dir
	}
	return ""
}

// exportPackage writes pkg in each format; it is also the tail of
// `carokit package --export`. Every format is prepared in a temporary
// folder first and all are moved into place at the end, so an
// interruption (ctx done: one Ctrl-C) leaves none of them.
func exportPackage(ctx context.Context, env Env, pkg string, formats []string, f exportFlags) error {
	p, err := testpkg.Open(pkg, f.maxTestBytes)
	if err != nil {
		return err
	}
	if p.Manifest.Draft && !f.draft {
		return failure{fmt.Sprintf("package %s is a draft, not certified (%d requirements unmet, see its manifest): build it without --draft, or export --draft to export it anyway", pkg, len(p.Manifest.Uncertified))}
	}
	if f.interactive {
		if err := checkInteractiveFormats(formats, f.multiPass); err != nil {
			return err
		}
	}
	draftNote := ""
	if p.Manifest.Draft {
		draftNote = ", DRAFT: not certified"
	}
	out, scoring := f.out, f.scoring
	var said notes
	opt, stdio, err := exportOptions(f, formats, p.Manifest, said.add)
	if err != nil {
		return err
	}
	var pending []*export.Pending
	defer func() {
		for i := len(pending) - 1; i >= 0; i-- {
			pending[i].Discard() // after a failure; a no-op after Commit
		}
	}()
	dests := make([]string, len(formats))
	for i, f := range formats {
		dest := filepath.Clean(pkg) + "-" + f
		switch {
		case out != "" && len(formats) == 1:
			dest = out
		case out != "":
			dest = filepath.Join(out, f)
		}
		p, err := export.Prepare(ctx, pkg, f, dest, opt)
		if err != nil {
			return fmt.Errorf("export %s: %w", f, err)
		}
		pending, dests[i] = append(pending, p), dest
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	for i, p := range pending {
		if err := p.Commit(); err != nil {
			return fmt.Errorf("export %s: %w", formats[i], err)
		}
		fmt.Fprintf(env.Stdout, "exported %s to %s (%s scoring%s)\n", formats[i], dests[i], scoringName(scoring), draftNote)
		if n := len(opt.Invalid); n > 0 {
			version := opt
			if version.KattisVersion == "" {
				version.KattisVersion = export.KattisFormatVersion
			}
			if why := export.InvalidSkipped(formats[i], version); why != "" {
				fmt.Fprintf(env.Stderr, "carokit: export %s: %d invalid test(s) not exported (%s), listed in its %s; package checked them\n", formats[i], n, why, export.MarkerFile)
			}
		}
		if formats[i] == "kattis" && stdio {
			fmt.Fprintf(env.Stdout, "kattis: standard input and output instead of %s and %s (the Kattis format has no file I/O; its README.md says so); submissions shipped only with --submissions\n", f.files.Input, f.files.Output)
		}
	}
	pending = nil
	said.print(env.Stderr)
	return nil
}

// notes are what the exports leave out or cannot say (Options.Warnings),
// printed once they are all in place: a failed export prints its error
// alone.
type notes struct {
	mu    sync.Mutex
	lines []string
}

func (n *notes) add(line string) {
	n.mu.Lock()
	n.lines = append(n.lines, line)
	n.mu.Unlock()
}

func (n *notes) print(w io.Writer) {
	for _, line := range n.lines {
		fmt.Fprintln(w, "carokit: export "+line)
	}
}

// exportOptions are the export's options from the command line's: the
// invalid tests made, the submissions read (the default folder unless a
// --stdio kattis export, whose defaults read files), and whether the
// kattis export is such a --stdio one.
func exportOptions(f exportFlags, formats []string, m *testpkg.Manifest, warn func(string)) (export.Options, bool, error) {
	opt := export.Options{Scoring: f.scoring, TaskName: f.taskName, MaxTestBytes: f.maxTestBytes, Assets: f.assets, KattisVersion: f.kattisVersion, Files: f.files, Folder: f.folder, Stdio: f.stdio,
		License: f.license, RightsOwner: f.rightsOwner, Interactive: f.interactive, MultiPass: f.multiPass, Warnings: warn}
	var err error
	if f.invalid != nil {
		if opt.Invalid, err = f.invalid(); err != nil {
			return opt, false, err
		}
	}
	subs := f.submissions
	stdio := f.stdio && f.files.Files() && slices.Contains(formats, "kattis")
	if subs == "" && !stdio && (slices.Contains(formats, "kattis") || slices.Contains(formats, "polygon")) {
		subs = f.defaultSubmissions
	}
	if subs != "" {
		if opt.Submissions, err = export.ReadSubmissions(subs, m); err != nil {
			return opt, false, err
		}
	}
	return opt, stdio, nil
}

// checkFormats refuses an export format carokit does not write, with the
// closest one.
func checkFormats(flag string, formats []string) error {
	for _, f := range formats {
		if !slices.Contains(export.FormatNames(), f) {
			return usagef("--%s %s: %s", flag, f, wantOneOf(f, export.FormatNames()))
		}
	}
	return nil
}

// checkRights refuses, before anything is read, a --license the Kattis
// format does not name, --license or --rights-owner without the kattis
// format, which alone carries them, and the pairs problemtools rejects
// (a folder problem's own authors and sources are checked at export).
func checkRights(license, owner string, formats []string, folder string) error {
	switch {
	case license == "" && owner == "":
		return nil
	case !slices.Contains(formats, "kattis"):
		return usagef("--license and --rights-owner are problem.yaml's: add --format kattis, the format that carries them")
	case license != "" && !slices.Contains(export.Licenses, license):
		return usagef("--license %s: %s", license, wantOneOf(license, export.Licenses))
	case license == "public domain" && owner != "":
		return usagef("--license \"public domain\" has no rights owner (problemtools rejects one): drop --rights-owner")
	case export.LicenseNeedsOwner(license) && owner == "" && folder == "":
		return usagef("--license %q needs --rights-owner NAME (problemtools: \"No author, source or rights_owner provided\")", license)
	}
	return nil
}

// needPackage refuses, before anything is read, a package folder that
// holds no package, saying how to build one there.
func needPackage(c *cli.Context, dir string) error {
	if _, err := os.Lstat(filepath.Join(dir, testpkg.ManifestFile)); !errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	build := "carokit package --out " + dir
	if name := c.String("problem"); name != "caro" {
		build = "carokit --problem " + name + " package --out " + dir
	}
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return usagef("no package at %s: build one with %s", dir, build)
	}
	return usagef("%s holds no package (no %s): build one with %s", dir, testpkg.ManifestFile, build)
}

func scoringName(s string) string {
	if s == "" {
		return "per-test"
	}
	return s
}
