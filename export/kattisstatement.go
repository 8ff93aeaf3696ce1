package export

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"

	"carokit/statement"
)

// writeKattisStatement writes the problem's Markdown statement asset in
// LaTeX as problem.en.tex, the one form every version's tools read:
// legacy problemtools reads only .tex (formatversion.py
// statement_extensions), BAPCtools only .tex ("Found name for language en
// in problem.yaml, but not statement/problem.en.tex"), and problemtools
// refuses two statements in one language (verifyproblem.py:532), so the
// Markdown is not shipped beside it.
func writeKattisStatement(l *layout, outDir string) error {
	md, err := l.asset(assetStatement)
	if md == nil || err != nil {
		return err
	}
	tex, err := kattisTeX(l, md)
	if err != nil {
		return err
	}
	dir, _ := kattisLayout(l.opt.KattisVersion)
	return writeFile(outDir, dir+"/problem.en.tex", tex)
}

func kattisTeX(l *layout, md []byte) ([]byte, error) {
	st, err := statement.Parse(md)
	if err != nil {
		return nil, fmt.Errorf("statement: %w", err)
	}
	name := l.m.Title
	if name == "" {
		name = l.m.Problem
	}
	tex := st.ProblemTeX(name)
	if l.opt.Files.Files() {
		// --stdio (writeKattis refuses file I/O without it).
		note, err := statement.LaTeX([]byte("## Standard input and output\n\n" + stdioNote(l)))
		if err != nil {
			return nil, err
		}
		tex = append(append(tex, '\n'), bytes.TrimPrefix(note, []byte("\\problemname{}\n\n"))...)
	}
	return tex, nil
}

// stdioNote says, in Markdown, what a --stdio export changes.
func stdioNote(l *layout) string {
	return fmt.Sprintf("This version of %s reads the test from standard input and writes the answer to standard output, where the original reads `%s` and writes `%s`: the Kattis format has no file I/O. The tests, answers and limits are the same.\n",
		l.m.Problem, l.opt.Files.Input, l.opt.Files.Output)
}

// writeStdioNote writes README.md of a --stdio export of a file-I/O
// problem: what changed, and that submissions written for the files are
// not shipped unless given.
func writeStdioNote(l *layout, outDir string) error {
	if !l.opt.Files.Files() {
		return nil
	}
	text := "# " + l.m.Problem + " (standard streams)\n\n" + stdioNote(l) +
		"\nExported by `carokit export --format kattis --stdio`: submissions written for the files do not run here, so only those given with --submissions are shipped.\n"
	return writeFile(outDir, "README.md", []byte(text))
}

// mdStatementRE is a Markdown statement's name: problem.LANG.md.
var mdStatementRE = regexp.MustCompile(`^problem\.([a-z]{2,3}(?:-[A-Za-z0-9]+)?)\.md$`)

// texStatements turns, in a copied statement folder, each Markdown
// statement without a LaTeX one of its language into problem.LANG.tex
// (legacy and 2025-09, whose tools read LaTeX only; see
// writeKattisStatement). 2023-07 keeps the Markdown: problemtools reads it.
func (l *layout) texStatements(dir string) error {
	if l.opt.KattisVersion == Kattis2023 {
		return nil
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("statement: %w", err)
	}
	for _, e := range ents {
		m := mdStatementRE.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		tex := filepath.Join(dir, "problem."+m[1]+".tex")
		if _, err := os.Stat(tex); err == nil {
			continue
		}
		md, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			return fmt.Errorf("statement: %w", err)
		}
		out, err := kattisTeX(l, md)
		if err != nil {
			return fmt.Errorf("%s: %w", e.Name(), err)
		}
		if err := os.WriteFile(tex, out, 0o644); err != nil {
			return fmt.Errorf("statement: %w", err)
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
			return fmt.Errorf("statement: %w", err)
		}
	}
	return nil
}
