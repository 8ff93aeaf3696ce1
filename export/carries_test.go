package export

import (
	"io/fs"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

// allAssets are a problem's statement, validator and checker.
var allAssets = fstest.MapFS{
	"statement.md":  {Data: []byte("# Fake\n\nThe legend.\n\n## Input\n\nN and K.\n\n## Output\n\nOne number.\n")},
	"validator.cpp": {Data: []byte("int main() { return 42; }\n")},
	"checker.cpp":   {Data: []byte("int main() { return 42; }\n")},
}

// TestExportCarries holds docs/exports.md's table "What each export
// carries" to the exports: for a problem with a statement, a validator,
// a checker and a submission, every path a cell names is in that
// format's export ("N" a number, "NAME" a name), and a "none" cell's
// kind of file is not there (the README once said every format carried
// statement.md and validator.cpp, when the DMOJ export held init.yml and
// its zip alone).
func TestExportCarries(t *testing.T) {
	rows := carriesTable(t)
	if len(rows) != 4 {
		t.Fatalf("the table has %d rows, want dmoj, cms, polygon and themis", len(rows))
	}
	// A "none" cell in a column: no file whose name holds these.
	kinds := []struct {
		column int
		names  []string
	}{
		{1, []string{"statement", "problem.tex", "problem.md"}},
		{2, []string{"validator"}},
		{3, []string{"check"}},
		{4, []string{"main.cpp"}},
	}
	for format, cells := range rows {
		t.Run(format, func(t *testing.T) {
			pkgDir, m := fakePackage(t, "caro", caroLike)
			out := filepath.Join(t.TempDir(), format)
			if err := Export(pkgDir, format, out, Options{Assets: allAssets, Submissions: mainSolution(t, len(m.Subtasks))}); err != nil {
				t.Fatal(err)
			}
			files := listFiles(t, out)
			for _, cell := range cells {
				for _, p := range cellPaths(cell) {
					if !anyMatch(files, p) {
						t.Errorf("the table says %s carries %s; the export has %v", format, p, files)
					}
				}
			}
			for _, k := range kinds {
				if !strings.HasPrefix(cells[k.column], "none") {
					continue
				}
				for _, f := range files {
					for _, n := range k.names {
						if strings.Contains(path.Base(f), n) {
							t.Errorf("column %d says none, but %s carries %s", k.column, format, f)
						}
					}
				}
			}
		})
	}
}

// carriesTable reads the table's rows, by format, each cell trimmed
// (cell 0 the format).
func carriesTable(t *testing.T) map[string][]string {
	t.Helper()
	doc := string(readFile(t, filepath.Join("..", "docs", "exports.md")))
	_, section, ok := strings.Cut(doc, "\n## What each export carries\n")
	if !ok {
		t.Fatal("docs/exports.md has no section \"What each export carries\"")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	rows := map[string][]string{}
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		var cells []string
		for _, c := range strings.Split(strings.Trim(line, "|"), "|") {
			cells = append(cells, strings.TrimSpace(c))
		}
		rows[strings.Trim(cells[0], "`")] = cells
	}
	return rows
}

var codeSpan = regexp.MustCompile("`([^`]+)`")

// cellPaths are the file paths a cell names: its code spans that look
// like a path (a dot or a slash, no space), as globs.
func cellPaths(cell string) []string {
	var out []string
	for _, m := range codeSpan.FindAllStringSubmatch(cell, -1) {
		p := m[1]
		if strings.ContainsAny(p, " :{") || !strings.ContainsAny(p, "./") || strings.HasPrefix(p, "-") {
			continue
		}
		p = strings.ReplaceAll(p, "NAME", "*")
		p = regexp.MustCompile(`\bN\b`).ReplaceAllString(p, "[0-9]*")
		out = append(out, p)
	}
	return out
}

func listFiles(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out = append(out, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func anyMatch(files []string, glob string) bool {
	for _, f := range files {
		if ok, _ := path.Match(glob, f); ok {
			return true
		}
	}
	return false
}
