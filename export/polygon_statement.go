package export

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"carokit/statement"
)

// polygonProps is statements/english/problem-properties.json as Polygon
// writes it, with every key its readers look up: pol2dom
// (p2d/parse_polygon_package.py reads legend, input, output,
// interaction, tutorial, notes, and sampleTests' inputFile and
// outputFile, each a KeyError when missing) and VNOJ's importer
// (judge/utils/codeforces_polygon.py parse_problem_properties: legend,
// input, output, interaction and scoring unless null, sampleTests'
// input and output, notes unless "", tutorial). The text fields are TeX.
type polygonProps struct {
	Name        string          `json:"name"`
	Legend      string          `json:"legend"`
	Input       string          `json:"input"`
	Output      string          `json:"output"`
	Interaction *string         `json:"interaction"` // null: not interactive
	Scoring     *string         `json:"scoring"`     // null: no scoring section
	Notes       string          `json:"notes"`
	Tutorial    string          `json:"tutorial"`
	Language    string          `json:"language"`
	InputFile   string          `json:"inputFile"`  // "stdin" or the file
	OutputFile  string          `json:"outputFile"` // "stdout" or the file
	TimeLimit   int64           `json:"timeLimit"`  // ms
	MemoryLimit int64           `json:"memoryLimit"`
	SampleTests []polygonSample `json:"sampleTests"`
}

// polygonSample is one sample: its text and its files beside the
// statement (example.01, example.01.a: the names pol2dom derives from
// the testset's path patterns to compare them with tests/01).
type polygonSample struct {
	Input      string `json:"input"`
	Output     string `json:"output"`
	InputFile  string `json:"inputFile"`
	OutputFile string `json:"outputFile"`
}

// polygonField names the field of problem-properties.json a statement
// section goes to, by its heading; the sections before the input's go
// to the legend, the unknown ones after it to the notes.
var polygonField = map[string]string{
	"input": "input", "output": "output", "interaction": "interaction",
	"scoring": "scoring", "subtasks": "scoring", "limits": "scoring",
	"note": "notes", "notes": "notes", "explanation": "notes",
}

// writePolygonStatement writes statements/english/: problem.tex (the
// statement in Polygon's olymp.sty form, listed in problem.xml as
// application/x-tex, the one type VNOJ's importer reads), the sections
// in problem-properties.json (TeX, from the Markdown by the statement
// package), the samples as example.NN and example.NN.a, problem.md,
// the Markdown with the samples, for people, and its PDF in
// statements/.pdf/english/.
func writePolygonStatement(l *layout, outDir string) ([]polygonStatement, error) {
	raw, err := l.asset(assetStatement)
	if err != nil {
		return nil, err
	}
	// Without a Markdown statement, a folder problem's LaTeX one fills
	// the text fields (kattisTeXFields), problem.tex and the PDF; with
	// neither, the fields are empty but problem-properties.json and the
	// samples are there, which pol2dom needs, and problem.xml lists no
	// statement, which VNOJ's importer takes for none.
	st := &statement.Statement{}
	if raw != nil {
		if st, err = statement.Parse(raw); err != nil {
			return nil, fmt.Errorf("polygon: %w", err)
		}
	}
	props := polygonProps{
		Name: l.m.Title, Language: "english", InputFile: "stdin", OutputFile: "stdout",
		TimeLimit: l.m.TimeLimitMS, MemoryLimit: l.m.MemoryLimitMB << 20,
	}
	if f := l.opt.Files; f.Files() {
		props.InputFile, props.OutputFile = f.Input, f.Output
	}
	fillPolygonFields(&props, st)
	tex, err := folderTeX(l, raw)
	if err != nil {
		return nil, err
	}
	if tex != nil {
		props.Legend, props.Input, props.Output = kattisTeXFields(tex)
	}
	if l.opt.Interactive && props.Interaction == nil {
		// Polygon's interaction is null only for a problem that is not
		// interactive; without a section of its own it is empty.
		props.Interaction = new(string)
	}
	const dir = "statements/english/"
	if props.SampleTests, err = writePolygonExamples(l, outDir, dir); err != nil {
		return nil, err
	}
	data, err := json.MarshalIndent(props, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("polygon: problem-properties.json: %w", err)
	}
	if err := writeFile(outDir, dir+"problem-properties.json", append(data, '\n')); err != nil {
		return nil, err
	}
	if raw == nil && tex == nil {
		return nil, nil
	}
	if err := writeFile(outDir, dir+"problem.tex", polygonTeX(l, props)); err != nil {
		return nil, err
	}
	statements := []polygonStatement{{Charset: "UTF-8", Language: "english", Path: dir + "problem.tex", Type: "application/x-tex"}}
	if raw == nil {
		return statements, writePolygonTeXPDF(l, outDir)
	}
	md, err := l.statement()
	if err != nil {
		return nil, err
	}
	if err := writeFile(outDir, dir+"problem.md", md); err != nil {
		return nil, err
	}
	// CMS's Polygon loader takes its statement only from Polygon's PDF
	// folder (cms c3659b8 cmscontrib/loaders/polygon.py:112-124); the
	// plain-text PDF of the cms export.
	if err := writeFile(outDir, "statements/.pdf/english/problem.pdf", textPDF(string(md))); err != nil {
		return nil, err
	}
	return statements, nil
}

// fillPolygonFields puts each section's TeX in its field; a section that
// is not the field's own keeps its heading as a \paragraph.
func fillPolygonFields(props *polygonProps, st *statement.Statement) {
	fields := map[string]*bytes.Buffer{}
	seenInput := false
	for _, sec := range st.Sections {
		key := strings.ToLower(strings.TrimSpace(sec.Heading))
		field, known := polygonField[key]
		switch {
		case known:
			seenInput = seenInput || field == "input"
		case seenInput:
			field = "notes"
		default:
			field = "legend"
		}
		b := fields[field]
		if b == nil {
			b = &bytes.Buffer{}
			fields[field] = b
		}
		if sec.Level > 0 && (!known || b.Len() > 0) {
			fmt.Fprintf(b, "\\paragraph{%s}\n", sec.HeadingTeX)
		}
		b.Write(sec.TeX)
	}
	text := func(field string) string {
		if b := fields[field]; b != nil {
			return strings.TrimSpace(b.String())
		}
		return ""
	}
	props.Legend, props.Input, props.Output, props.Notes = text("legend"), text("input"), text("output"), text("notes")
	if s := text("interaction"); s != "" {
		props.Interaction = &s
	}
	if s := text("scoring"); s != "" {
		props.Scoring = &s
	}
}

// polygonTeX is problem.tex in Polygon's olymp.sty form.
func polygonTeX(l *layout, p polygonProps) []byte {
	var b bytes.Buffer
	in, out := "standard input", "standard output"
	if f := l.opt.Files; f.Files() {
		in, out = f.Input, f.Output
	}
	title := p.Name
	if title == "" {
		title = l.m.Problem
	}
	seconds := strconv.FormatFloat(float64(l.m.TimeLimitMS)/1000, 'f', -1, 64)
	fmt.Fprintf(&b, "\\begin{problem}{%s}{%s}{%s}{%s seconds}{%d megabytes}\n\n", texLine(title), in, out, seconds, l.m.MemoryLimitMB)
	section := func(cmd, text string) {
		switch {
		case text == "":
		case cmd == "":
			fmt.Fprintf(&b, "%s\n\n", text)
		default:
			fmt.Fprintf(&b, "%s\n%s\n\n", cmd, text)
		}
	}
	section("", p.Legend)
	section("\\InputFile", p.Input)
	section("\\OutputFile", p.Output)
	if p.Interaction != nil {
		section("\\Interaction", *p.Interaction)
	}
	if p.Scoring != nil {
		section("\\Scoring", *p.Scoring)
	}
	if len(p.SampleTests) > 0 {
		b.WriteString("\\Examples\n\n")
		for _, s := range p.SampleTests {
			fmt.Fprintf(&b, "\\exmpfile{%s}{%s}%%\n", s.InputFile, s.OutputFile)
		}
		b.WriteString("\n")
	}
	section("\\Note", p.Notes)
	b.WriteString("\\end{problem}\n")
	return b.Bytes()
}

// texLine is one line of plain text in TeX, escaped by the statement
// package as a paragraph of its own.
func texLine(text string) string {
	st, err := statement.Parse([]byte(strings.ReplaceAll(text, "\n", " ")))
	if err != nil || len(st.Sections) != 1 {
		return ""
	}
	return strings.TrimSpace(string(st.Sections[0].TeX))
}

// writePolygonTeXPDF writes statements/.pdf/english/problem.pdf for a
// folder problem whose statement is LaTeX only, typeset by pdflatex as
// the cms export typesets it (typesetFolderTeX): CMS's Polygon loader
// reads the statement there alone. Without pdflatex the export says so
// on one line (Options.Warnings) and goes on without it; TeX that does
// not compile stops it with pdflatex's error line.
func writePolygonTeXPDF(l *layout, outDir string) error {
	src, _, pdf, err := typesetFolderTeX(l)
	switch {
	case errors.Is(err, errNoPDFLaTeX):
		l.opt.warn(fmt.Sprintf("polygon: the statement is LaTeX only (%s) and pdflatex is not installed: no statements/.pdf/english/problem.pdf (install Debian's texlive-latex-base, or add statement/problem.en.md)", src))
		return nil
	case err != nil:
		return fmt.Errorf("polygon: %w", err)
	case src == "":
		return nil
	}
	return writeFile(outDir, "statements/.pdf/english/problem.pdf", pdf)
}

// writePolygonExamples writes the samples beside the statement in dir,
// as example.NN and example.NN.a, and returns them for
// problem-properties.json.
func writePolygonExamples(l *layout, outDir, dir string) ([]polygonSample, error) {
	out := []polygonSample{}
	for i, s := range l.samples {
		in, ans, err := l.files(s)
		if err != nil {
			return nil, err
		}
		name := fmt.Sprintf("example.%02d", i+1)
		if err := writeFile(outDir, dir+name, in); err != nil {
			return nil, err
		}
		if err := writeFile(outDir, dir+name+".a", ans); err != nil {
			return nil, err
		}
		out = append(out, polygonSample{string(in), string(ans), name, name + ".a"})
	}
	return out, nil
}
