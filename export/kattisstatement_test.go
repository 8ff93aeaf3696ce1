package export

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problem"
)

// TestKattisStatementLaTeX: the Markdown statement is shipped as LaTeX
// alone, where each version's tools look (problemtools formatversion.py:
// legacy reads problem_statement/*.tex only; BAPCtools
// statement/problem.en.tex; two statements in one language are an
// error, verifyproblem.py:532).
func TestKattisStatementLaTeX(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	for _, c := range []struct{ version, dir string }{
		{KattisLegacy, "problem_statement"},
		{Kattis2023, "statement"},
		{Kattis2025, "statement"},
	} {
		out := filepath.Join(t.TempDir(), "kattis")
		if err := Export(pkgDir, "kattis", out, Options{Assets: fakeAssets, KattisVersion: c.version}); err != nil {
			t.Fatal(err)
		}
		ents, err := os.ReadDir(filepath.Join(out, c.dir))
		if err != nil || len(ents) != 1 || ents[0].Name() != "problem.en.tex" {
			t.Errorf("%s: %s/ holds %v (%v), want problem.en.tex alone", c.version, c.dir, ents, err)
		}
	}
}

// TestKattisFileIO: a file-I/O problem's kattis export is refused (a
// usage error) unless Stdio, which says in README.md and the statement
// that standard streams replace the files.
func TestKattisFileIO(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	files := problem.IO{Input: "caro.in", Output: "caro.out"}
	err := Export(pkgDir, "kattis", filepath.Join(t.TempDir(), "k"), Options{Assets: fakeAssets, Files: files})
	var pe *problem.ParamError
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), "--stdio") {
		t.Fatalf("Export of a file-I/O problem = %v, want a usage error naming --stdio", err)
	}
	out := filepath.Join(t.TempDir(), "k")
	if err := Export(pkgDir, "kattis", out, Options{Assets: fakeAssets, Files: files, Stdio: true, KattisVersion: Kattis2025}); err != nil {
		t.Fatal(err)
	}
	for _, rel := range []string{"README.md", "statement/problem.en.tex"} {
		text := string(readFile(t, filepath.Join(out, rel)))
		if !strings.Contains(text, "standard input") || !strings.Contains(text, "caro.in") {
			t.Errorf("%s does not say standard input replaces caro.in:\n%s", rel, text)
		}
	}
	// Other formats keep the files, and a problem without files needs
	// no --stdio.
	if err := Export(pkgDir, "cms", filepath.Join(t.TempDir(), "c"), Options{Files: files}); err != nil {
		t.Errorf("cms export of a file-I/O problem: %v", err)
	}
}

// TestKattisFolderMarkdownStatement: a folder problem's Markdown
// statement becomes LaTeX in legacy and 2025-09, whose tools read LaTeX
// only, and stays Markdown in 2023-07.
func TestKattisFolderMarkdownStatement(t *testing.T) {
	src := t.TempDir()
	if err := copyTree("testdata/srcfolder", src); err != nil {
		t.Fatal(err)
	}
	stmt := filepath.Join(src, "statement")
	if err := os.Remove(filepath.Join(stmt, "problem.en.tex")); err != nil {
		t.Fatal(err)
	}
	put(t, filepath.Join(stmt, "problem.en.md"), "Sum $a_i$ & more.\n")
	pkg := folderPackage(t)
	for _, c := range []struct{ version, file, want string }{
		{KattisLegacy, "problem_statement/problem.en.tex", `Sum $a_i$ \& more.`},
		{Kattis2023, "statement/problem.en.md", "Sum $a_i$ & more."},
		{Kattis2025, "statement/problem.en.tex", `Sum $a_i$ \& more.`},
	} {
		out := filepath.Join(t.TempDir(), "k")
		if err := Export(pkg, "kattis", out, Options{Folder: src, KattisVersion: c.version, Scoring: ScoringPassFail}); err != nil {
			t.Fatal(err)
		}
		got := string(readFile(t, filepath.Join(out, c.file)))
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: %s is %q, want it to contain %q", c.version, c.file, got, c.want)
		}
		ents, _ := os.ReadDir(filepath.Dir(filepath.Join(out, c.file)))
		if len(ents) != 1 {
			t.Errorf("%s: %d statements, want one", c.version, len(ents))
		}
	}
}
