package export

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestCMSLaTeXStatement: a folder problem whose statement is LaTeX only
// gets statement/statement.pdf, which CMS's italy_yaml loader needs
// (cms c3659b8, italy_yaml.py:487-489 aborts without it), typeset by
// pdflatex with the Kattis classes' commands (\problemname, the Input
// environment); TeX that does not compile stops the export with
// pdflatex's error line; without pdflatex the export says what to
// install.
func TestCMSLaTeXStatement(t *testing.T) {
	cases := []struct {
		name, tex, wantErr string
		noPDFLaTeX         bool
	}{
		{name: "compiles", tex: "\\problemname{Sum}\n\nAdd $a_1 + a_2$.\n\n\\begin{Input}\nTwo numbers.\n\\end{Input}\n"},
		{name: "broken TeX stops with its error", tex: "\\problemname{Sum}\n\\nosuchmacro\n", wantErr: "Undefined control sequence"},
		{name: "no pdflatex says what to install", tex: "\\problemname{Sum}\n", noPDFLaTeX: true, wantErr: "install pdflatex"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pkgDir, folder := latexFolder(t, c.tex, c.noPDFLaTeX)
			out := filepath.Join(t.TempDir(), "cms")
			err := Export(pkgDir, "cms", out, Options{Folder: folder})
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) || strings.Contains(err.Error(), "\n") {
					t.Fatalf("export: %v; want one line holding %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			pdf := readFile(t, filepath.Join(out, "statement", "statement.pdf"))
			if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
				t.Errorf("statement.pdf starts %q, not a PDF", pdf[:min(len(pdf), 10)])
			}
			doc := readFile(t, filepath.Join(out, "statement", "statement.tex"))
			if !bytes.Contains(doc, []byte(c.tex)) || !bytes.Contains(doc, []byte(`\documentclass`)) {
				t.Errorf("statement.tex is not the folder's statement in a document:\n%s", doc)
			}
			if _, err := os.Stat(filepath.Join(out, "statement", "statement.md")); err == nil {
				t.Errorf("statement.md written for a LaTeX-only statement")
			}
		})
	}
}

// TestLaTeXStatementReproducible: a LaTeX statement typeset twice, a
// second apart, is the same PDF, as the rest of an export is the same
// bytes (pdfTeX stamps the clock's date and an ID from it unless told
// SOURCE_DATE_EPOCH).
func TestLaTeXStatementReproducible(t *testing.T) {
	pkgDir, folder := latexFolder(t, "\\problemname{Sum}\n\nToday is \\today.\n", false)
	var pdfs [][]byte
	for i := range 2 {
		if i > 0 {
			time.Sleep(1100 * time.Millisecond) // pdfTeX's dates are in seconds
		}
		out := filepath.Join(t.TempDir(), "cms")
		if err := Export(pkgDir, "cms", out, Options{Folder: folder}); err != nil {
			t.Fatal(err)
		}
		pdfs = append(pdfs, readFile(t, filepath.Join(out, "statement", "statement.pdf")))
	}
	if !bytes.Equal(pdfs[0], pdfs[1]) {
		t.Errorf("two exports of one package wrote different statement.pdf (%d and %d bytes): the date or ID is the clock's", len(pdfs[0]), len(pdfs[1]))
	}
}

// latexFolder is a package and a folder whose statement is LaTeX only
// (tex), for the exports that typeset it; noPDFLaTeX hides pdflatex from
// PATH, and without it on the machine a test that wants it is skipped.
func latexFolder(t *testing.T, tex string, noPDFLaTeX bool) (pkgDir, folder string) {
	t.Helper()
	if _, err := exec.LookPath("pdflatex"); err != nil && !noPDFLaTeX {
		t.Skip("pdflatex is not installed (Debian's texlive-latex-base): the LaTeX statement cannot be typeset here")
	}
	if noPDFLaTeX {
		t.Setenv("PATH", t.TempDir())
	}
	pkgDir, _ = fakePackage(t, "sum", duiyiLike)
	folder = t.TempDir()
	put(t, filepath.Join(folder, "statement", "problem.en.tex"), tex)
	return pkgDir, folder
}
