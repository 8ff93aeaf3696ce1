package export

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"carokit/internal/scratch"
	"carokit/statement"
)

// texStatements are where a Kattis folder keeps a LaTeX statement, in
// the order the kattis export reads them (legacy problem_statement/
// too).
var texStatements = []string{
	"statement/problem.en.tex", "statement/problem.tex",
	"problem_statement/problem.en.tex", "problem_statement/problem.tex",
}

// pdflatexTimeout bounds one pdflatex run: a statement takes a second;
// a document waiting for input (it cannot: nonstopmode) or looping does
// not hold the export.
const pdflatexTimeout = 2 * time.Minute

// errNoPDFLaTeX is typesetFolderTeX's error when pdflatex is not
// installed.
var errNoPDFLaTeX = errors.New("pdflatex is not installed")

// typesetFolderTeX typesets a folder problem's LaTeX statement (src, its
// path in the folder; "" when it has none): its problem.en.tex, with the
// commands the Kattis classes define (statement.Wrap), compiled by
// pdflatex beside the statement's other files (pictures). It returns the
// document and the PDF, errNoPDFLaTeX without pdflatex, or pdflatex's
// error line.
func typesetFolderTeX(l *layout) (src string, doc, pdf []byte, err error) {
	if l.opt.Folder == "" {
		return "", nil, nil, nil
	}
	for _, rel := range texStatements {
		if _, err := os.Stat(filepath.Join(l.opt.Folder, filepath.FromSlash(rel))); err == nil {
			src = rel
			break
		}
	}
	if src == "" {
		return "", nil, nil, nil
	}
	pdflatex, err := exec.LookPath("pdflatex")
	if err != nil {
		return src, nil, nil, errNoPDFLaTeX
	}
	tex, err := os.ReadFile(filepath.Join(l.opt.Folder, filepath.FromSlash(src)))
	if err != nil {
		return src, nil, nil, fmt.Errorf("read %s: %w", src, err)
	}
	doc = statement.Wrap(tex)
	pdf, err = runPDFLaTeX(l.opt.ctx, pdflatex, filepath.Join(l.opt.Folder, filepath.FromSlash(filepath.Dir(src))), doc)
	if err != nil {
		return src, nil, nil, fmt.Errorf("typeset %s: %w", src, err)
	}
	return src, doc, pdf, nil
}

// writeCMSTeXStatement writes statement/statement.pdf for a folder
// problem whose statement is LaTeX only (no problem.en.md, so no
// statement.md asset), typeset by typesetFolderTeX, and the document as
// statement/statement.tex. CMS's italy_yaml loader aborts without a
// statement in its primary language (cms c3659b8,
// cmscontrib/loaders/italy_yaml.py:487-489), so without pdflatex the
// export stops and says what to install.
func writeCMSTeXStatement(l *layout, outDir string) error {
	src, doc, pdf, err := typesetFolderTeX(l)
	switch {
	case errors.Is(err, errNoPDFLaTeX):
		return fmt.Errorf("cms: the statement is LaTeX only (%s) and CMS imports statement/statement.pdf: install pdflatex (Debian's texlive-latex-base) or add statement/problem.en.md to the folder", src)
	case err != nil:
		return fmt.Errorf("cms: %w", err)
	case src == "":
		return nil
	}
	if err := writeFile(outDir, "statement/statement.tex", doc); err != nil {
		return err
	}
	return writeFile(outDir, "statement/statement.pdf", pdf)
}

// runPDFLaTeX compiles doc in a temporary copy of the folder dir (the
// statement's pictures) and returns the PDF, the same bytes each time;
// on failure the error is pdflatex's first error line.
func runPDFLaTeX(ctx context.Context, pdflatex, dir string, doc []byte) ([]byte, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, cancel := context.WithTimeout(ctx, pdflatexTimeout)
	defer cancel()
	work, done, err := scratch.MkdirTemp("carokit-statement-")
	if err != nil {
		return nil, err
	}
	defer done()
	if err := copyTree(dir, work); err != nil {
		return nil, err
	}
	const name = "carokit-statement"
	if err := os.WriteFile(filepath.Join(work, name+".tex"), doc, 0o644); err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, pdflatex, "-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape", name+".tex")
	cmd.Dir = work
	// The date and the trailer's ID pdfTeX writes come from zipTime, not
	// the clock: the same package exports to the same bytes (pdfTeX reads
	// SOURCE_DATE_EPOCH, and FORCE_SOURCE_DATE for \today too).
	cmd.Env = append(os.Environ(), "SOURCE_DATE_EPOCH="+strconv.FormatInt(zipTime.Unix(), 10), "FORCE_SOURCE_DATE=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("pdflatex: %w", ctx.Err())
		}
		return nil, fmt.Errorf("pdflatex: %s", firstTeXError(out.String(), err))
	}
	return os.ReadFile(filepath.Join(work, name+".pdf"))
}

// firstTeXError is the first "! ..." line of pdflatex's output, else
// the run's error.
func firstTeXError(log string, err error) string {
	for _, line := range strings.Split(log, "\n") {
		if strings.HasPrefix(line, "! ") {
			return strings.TrimPrefix(line, "! ")
		}
	}
	return err.Error()
}
