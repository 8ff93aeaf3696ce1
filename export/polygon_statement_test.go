package export

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"carokit/problem"
)

// TestPolygonStatement pins what the Polygon importers read of the
// statement:
//   - VNOJ's importer (judge/utils/codeforces_polygon.py parse_statements)
//     reads only statement[@type="application/x-tex"] (caro came out with
//     an empty name and description from text/markdown), then
//     problem-properties.json in that statement's folder;
//   - pol2dom (p2d/parse_polygon_package.py) indexes legend, input,
//     output, interaction, tutorial and notes (KeyError: 'interaction'
//     stopped every export) and opens each sample's inputFile and
//     outputFile beside the statement; it compares tests/01 with
//     statements/english/example.01 (the testset's pattern, "tests/"
//     replaced);
//   - the fields are TeX (pandoc reads them as LaTeX), not Markdown;
//   - CMS's Polygon loader reads the statement as a PDF only.
func TestPolygonStatement(t *testing.T) {
	pkgDir, m := fakePackage(t, "caro", caroLike)
	assets := fstest.MapFS{"statement.md": {Data: []byte("# Fake & co\n\nThe **legend**, 50% of it.\n\n## Board\n\nCells.\n\n## Input\n\n$N \\le 5$ and K.\n\n## Output\n\nOne number.\n\n## Scoring\n\n| subtask | points |\n|---|---|\n| 1 | 30 |\n")}}
	out := filepath.Join(t.TempDir(), "polygon")
	if err := Export(pkgDir, "polygon", out, Options{Assets: assets, Submissions: mainSolution(t, len(m.Subtasks))}); err != nil {
		t.Fatal(err)
	}
	var doc polygonProblem
	if err := xml.Unmarshal(readFile(t, filepath.Join(out, "problem.xml")), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Statements) != 1 || doc.Statements[0].Type != "application/x-tex" {
		t.Fatalf("statements %+v, want one of type application/x-tex", doc.Statements)
	}
	// CMS's Polygon loader (cms c3659b8 cmscontrib/loaders/polygon.py:112-124)
	// reads statements/.pdf/LANGUAGE/problem.pdf, not problem.xml's list.
	if pdf, err := os.ReadFile(filepath.Join(out, "statements/.pdf/english/problem.pdf")); err != nil || !strings.HasPrefix(string(pdf), "%PDF-") {
		t.Errorf("statements/.pdf/english/problem.pdf: %v, want a PDF (CMS's Polygon loader's statement)", err)
	}
	tex := readFile(t, filepath.Join(out, doc.Statements[0].Path))
	if !strings.HasPrefix(string(tex), `\begin{problem}{Fake caro}{standard input}{standard output}{1.5 seconds}{256 megabytes}`) {
		t.Errorf("problem.tex starts %q", tex[:min(len(tex), 100)])
	}
	dir := path.Dir(doc.Statements[0].Path)
	data := readFile(t, filepath.Join(out, dir, "problem-properties.json"))
	var props map[string]any
	if err := json.Unmarshal(data, &props); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"legend", "input", "output", "interaction", "tutorial", "notes", "scoring", "sampleTests", "name"} {
		if _, ok := props[key]; !ok {
			t.Errorf("problem-properties.json lacks %q", key)
		}
	}
	if props["interaction"] != nil {
		t.Errorf("interaction %v, want null for a problem that is not interactive", props["interaction"])
	}
	legend, _ := props["legend"].(string)
	for _, want := range []string{`\textbf{legend}`, `50\%`, `\paragraph{Board}`} {
		if !strings.Contains(legend, want) {
			t.Errorf("legend %q lacks %q (TeX, with the sections before the input)", legend, want)
		}
	}
	for _, key := range []string{"legend", "input", "output", "scoring"} {
		if s, _ := props[key].(string); s == "" || strings.Contains(s, "**") || strings.Contains(s, "|---") {
			t.Errorf("%s is %q: empty or Markdown", key, s)
		}
	}
	samples, _ := props["sampleTests"].([]any)
	if len(samples) != len(m.Samples) {
		t.Fatalf("%d samples, want %d", len(samples), len(m.Samples))
	}
	for i, s := range samples {
		sm := s.(map[string]any)
		for _, key := range []string{"inputFile", "outputFile"} {
			name, _ := sm[key].(string)
			got, err := os.ReadFile(filepath.Join(out, dir, name))
			if err != nil {
				t.Errorf("sample %d %s: %v", i+1, key, err)
				continue
			}
			test := filepath.Join(out, "tests", twoDigitName(i+1))
			if key == "outputFile" {
				test += ".a"
			}
			if string(got) != string(readFile(t, test)) {
				t.Errorf("sample %d %s differs from %s (pol2dom refuses custom sample inputs)", i+1, name, test)
			}
		}
	}
}

func twoDigitName(i int) string {
	if i < 10 {
		return "0" + string(rune('0'+i))
	}
	return string(rune('0'+i/10)) + string(rune('0'+i%10))
}

// TestPolygonLaTeXStatementPDF: a folder problem whose statement is
// LaTeX only gets statements/.pdf/english/problem.pdf, typeset by
// pdflatex as the cms export typesets it (CMS's Polygon loader, cms
// c3659b8 cmscontrib/loaders/polygon.py:112-124, reads its statement
// there alone; the export had none); without pdflatex the export says so
// on one line and goes on; TeX that does not compile stops it.
func TestPolygonLaTeXStatementPDF(t *testing.T) {
	cases := []struct {
		name, tex, wantErr, wantWarning string
		noPDFLaTeX, pdf                 bool
	}{
		{name: "typeset", tex: "\\problemname{Sum}\n\nAdd $a_1 + a_2$.\n", pdf: true},
		{name: "no pdflatex: one warning, no PDF", tex: "\\problemname{Sum}\n", noPDFLaTeX: true,
			wantWarning: "polygon: the statement is LaTeX only (statement/problem.en.tex) and pdflatex is not installed"},
		{name: "broken TeX stops with its error", tex: "\\problemname{Sum}\n\\nosuchmacro\n", wantErr: "Undefined control sequence"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pkgDir, folder := latexFolder(t, c.tex, c.noPDFLaTeX)
			main := filepath.Join(t.TempDir(), "main.cpp")
			put(t, main, "// main\n")
			var warnings []string
			out := filepath.Join(t.TempDir(), "polygon")
			err := Export(pkgDir, "polygon", out, Options{Folder: folder, Warnings: func(s string) { warnings = append(warnings, s) },
				Submissions: []Submission{{Path: main, Expected: []problem.Verdict{problem.OK}}}})
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) || strings.Contains(err.Error(), "\n") {
					t.Fatalf("export: %v; want one line holding %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			pdf, err := os.ReadFile(filepath.Join(out, "statements", ".pdf", "english", "problem.pdf"))
			if c.pdf != (err == nil && bytes.HasPrefix(pdf, []byte("%PDF-"))) {
				t.Errorf("statements/.pdf/english/problem.pdf: %v, want a PDF: %v", err, c.pdf)
			}
			// VNOJ's importer reads the statement problem.xml lists as
			// application/x-tex, its fields from problem-properties.json.
			if xml, props := readFile(t, filepath.Join(out, "problem.xml")), readFile(t, filepath.Join(out, "statements", "english", "problem-properties.json")); !bytes.Contains(xml, []byte(`type="application/x-tex"`)) || !bytes.Contains(props, []byte(`"legend": "Add`)) && c.pdf {
				t.Errorf("problem.xml lists no TeX statement, or problem-properties.json has no legend:\n%s\n%s", xml, props)
			}
			if got := strings.Join(warnings, "\n"); (c.wantWarning == "") != (got == "") || !strings.Contains(got, c.wantWarning) || len(warnings) > 1 {
				t.Errorf("warnings %q, want one holding %q", warnings, c.wantWarning)
			}
		})
	}
}
