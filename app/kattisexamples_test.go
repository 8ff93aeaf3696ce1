package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/judge"
	"carokit/kattis/format"
	"carokit/problems/folder"
	"carokit/report"
	"carokit/runner"
	"carokit/testpkg"
)

// TestKattisExamples packages and judges the Kattis problem folders
// named by $KATTIS_EXAMPLES (colon-separated; each a problem folder, or
// a folder of them such as BAPCtools' test/problems or problemtools'
// examples, fetched by hand: their files are not committed), as
// `carokit --problem DIR package` and `judge` do: folder.Open,
// testpkg.Build certifying the folder's submissions by the Kattis rules,
// then judge.Judge over the package. A folder fails when it cannot be
// packaged or a submission misses its expectation (the table is in the
// log); an interactive or multi-pass one is skipped, since carokit
// refuses those on purpose. Skipped when the variable is unset.
func TestKattisExamples(t *testing.T) {
	roots := filepath.SplitList(os.Getenv("KATTIS_EXAMPLES"))
	if len(roots) == 0 {
		t.Skip("KATTIS_EXAMPLES is not set: point it at BAPCtools' test/problems and problemtools' examples (or at problem folders) to package and judge them")
	}
	for _, dir := range exampleFolders(t, roots) {
		t.Run(filepath.Base(filepath.Dir(dir))+"/"+filepath.Base(dir), func(t *testing.T) {
			packageAndJudge(t, dir)
		})
	}
}

// exampleFolders are the problem folders under roots: a root holding
// problem.yaml is one, else each of its folders that holds one.
func exampleFolders(t *testing.T, roots []string) []string {
	var dirs []string
	for _, root := range roots {
		if _, err := os.Stat(filepath.Join(root, "problem.yaml")); err == nil {
			dirs = append(dirs, root)
			continue
		}
		found, err := filepath.Glob(filepath.Join(root, "*", "problem.yaml"))
		if err != nil || len(found) == 0 {
			t.Errorf("KATTIS_EXAMPLES: %s holds no problem.yaml, nor do its folders", root)
		}
		for _, y := range found {
			dirs = append(dirs, filepath.Dir(y))
		}
	}
	return dirs
}

// packageAndJudge is one example folder through carokit.
func packageAndJudge(t *testing.T, dir string) {
	meta, err := format.ReadProblem(dir)
	if err != nil {
		t.Fatalf("read %s: %v", dir, err)
	}
	if meta.Interactive || meta.MultiPass {
		t.Skipf("%s is interactive or multi-pass: carokit refuses it on purpose", dir)
	}
	ctx := context.Background()
	var warnings bytes.Buffer
	fp, err := folder.Open(ctx, dir, folder.Options{CacheDir: t.TempDir(), Warnings: func(s string) { fmt.Fprintln(&warnings, s) }})
	if err != nil {
		t.Fatalf("open %s: %v", dir, err)
	}
	var stderr bytes.Buffer
	env := Env{Stdout: &bytes.Buffer{}, Stderr: &stderr, Self: selfForChildren(t)}
	out := filepath.Join(t.TempDir(), "pkg")
	opt := testpkg.Options{Problem: fp, Out: out, Seed: 1, Jobs: 2, Warnings: &stderr, Certify: folderCertify(env, fp, 2, 0)}
	_, err = testpkg.Build(ctx, opt)
	if ce := (*testpkg.CertificationError)(nil); errors.As(err, &ce) {
		t.Errorf("not certified:\n%s", strings.Join(ce.Lines(), "\n"))
		opt.Draft = true // judge what a draft holds, for the table
		_, err = testpkg.Build(ctx, opt)
	}
	t.Logf("warnings: %s%s", warnings.String(), stderr.String())
	if err != nil {
		t.Fatalf("package: %v", err)
	}
	subs, err := readFolderSubmissions(fp)
	if err != nil {
		t.Fatal(err)
	}
	var runnable []runner.Listed
	for _, l := range subs.listed {
		if l.NotRunnable == "" {
			runnable = append(runnable, l)
		}
	}
	if len(runnable) == 0 {
		t.Fatalf("%s: no submission carokit runs", dir)
	}
	rep, err := judge.Judge(ctx, judge.Options{Problem: fp, PackageDir: out, Listed: runnable, Jobs: 2, Scoring: report.ScoringPerTest, Self: env.Self})
	if err != nil {
		t.Fatalf("judge: %v", err)
	}
	subs.apply(rep, fp)
	var table bytes.Buffer
	if err := rep.Write(&table, report.FormatTable, false); err != nil {
		t.Fatal(err)
	}
	t.Logf("judge:\n%s", table.String())
	for _, s := range rep.Solutions {
		if !s.ExpectedMet {
			t.Errorf("judge: %s misses its expectation: %s", s.Name, strings.Join(s.Mismatches, "; "))
		}
	}
}
