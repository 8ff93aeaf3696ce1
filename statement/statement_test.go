package statement

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden .tex files of testdata/")

// TestGolden converts every testdata/*.md (the four problems' statements
// and specials.md, which has one of each construct) and compares with
// its .tex.
func TestGolden(t *testing.T) {
	mds, _ := filepath.Glob("testdata/*.md")
	if len(mds) < 5 {
		t.Fatalf("testdata has %d statements, want the 5 golden ones", len(mds))
	}
	for _, md := range mds {
		t.Run(filepath.Base(md), func(t *testing.T) {
			src, err := os.ReadFile(md)
			if err != nil {
				t.Fatal(err)
			}
			got, err := LaTeX(src)
			if err != nil {
				t.Fatal(err)
			}
			if err := wellFormed(got); err != "" {
				t.Errorf("not well formed: %s\n%s", err, got)
			}
			golden := strings.TrimSuffix(md, ".md") + ".tex"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (go test ./statement -update writes it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("LaTeX differs from %s (go test ./statement -update rewrites it):\n%s", golden, got)
			}
		})
	}
}

// TestConstructs pins the LaTeX of each construct alone.
func TestConstructs(t *testing.T) {
	cases := []struct{ name, md, want string }{
		{"title becomes problemname", "# Caro\n\nText.", "\\problemname{Caro}\n\nText.\n"},
		{"input section is the Input environment", "## Input\n\nN.", "\\problemname{}\n\n\\begin{Input}\nN.\n\n\\end{Input}\n"},
		{"other sections are section*", "## Scoring\n\nAll.", "\\problemname{}\n\n\\section*{Scoring}\n\nAll.\n"},
		{"specials in text escaped", `a # b % c & d _ e { f } g ~ h ^ i \ j`, `\problemname{}` + "\n\n" + `a \# b \% c \& d \_ e \{ f \} g \textasciitilde{} h \textasciicircum{} i \textbackslash{} j` + "\n"},
		{"formula kept", `$a_i \le b$`, "\\problemname{}\n\n$a_i \\le b$\n"},
		{"unicode symbol in a formula is a command", `$1 ≤ n$`, "\\problemname{}\n\n$1 \\le  n$\n"},
		{"unicode symbol in text is a formula", `1 ≤ n`, "\\problemname{}\n\n1 $\\le$ n\n"},
		{"dollar followed by a digit closes nothing", `costs $5 and $6`, "\\problemname{}\n\ncosts \\$5 and \\$6\n"},
		{"formula with a comment sign stays text", `$5%$`, "\\problemname{}\n\n\\$5\\%\\$\n"},
		{"code span keeps its spaces", "`a  b`", "\\problemname{}\n\n\\texttt{a\\ \\ b}\n"},
		{"list item guards a bracket", "* [x]", "\\problemname{}\n\n\\begin{itemize}\n\\item{} [x]\n\n\\end{itemize}\n"},
		{"ordered list from 3", "3. c\n4. d", "\\problemname{}\n\n\\begin{enumerate}\n\\setcounter{enumi}{2}\n\\item{} c\n\n\\item{} d\n\n\\end{enumerate}\n"},
		{"table", "| a | b |\n|---|--:|\n| 1 |", "\\problemname{}\n\n\\begin{center}\n\\begin{tabular}{|l|r|}\n\\hline\na & b \\\\ \\hline\n1 &  \\\\ \\hline\n\\end{tabular}\n\\end{center}\n"},
		{"link destination escaped", "[x](http://a/%20#f)", "\\problemname{}\n\n\\href{http://a/\\%20\\#f}{x}\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := LaTeX([]byte(c.md))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != c.want {
				t.Errorf("LaTeX(%q)\n got %q\nwant %q", c.md, got, c.want)
			}
		})
	}
}

// TestSections: what Polygon's TeX fields take, split at level 1 and 2.
func TestSections(t *testing.T) {
	st, err := Parse([]byte("# T\n\nLegend $x$.\n\n## Input\n\nIn.\n\n### Detail\n\nMore.\n\n## Output *now*\n\nOut."))
	if err != nil {
		t.Fatal(err)
	}
	if st.Title != "T" {
		t.Errorf("title %q, want T", st.Title)
	}
	want := []Section{
		{TeX: []byte("Legend $x$.\n\n")},
		{Heading: "Input", HeadingTeX: "Input", Level: 2, TeX: []byte("In.\n\n\\subsection*{Detail}\n\nMore.\n\n")},
		{Heading: "Output now", HeadingTeX: `Output \emph{now}`, Level: 2, TeX: []byte("Out.\n\n")},
	}
	if len(st.Sections) != len(want) {
		t.Fatalf("%d sections, want %d: %+v", len(st.Sections), len(want), st.Sections)
	}
	for i, w := range want {
		g := st.Sections[i]
		if g.Heading != w.Heading || g.HeadingTeX != w.HeadingTeX || g.Level != w.Level || !bytes.Equal(g.TeX, w.TeX) {
			t.Errorf("section %d = %+v (TeX %q), want %+v (TeX %q)", i, g, g.TeX, w, w.TeX)
		}
	}
}

func TestNotUTF8(t *testing.T) {
	_, err := LaTeX([]byte("ok \xff"))
	if err == nil || !strings.Contains(err.Error(), "byte 3") {
		t.Fatalf("err = %v, want one naming byte 3", err)
	}
}

// TestPDFLaTeX compiles each golden statement's Document when pdflatex
// is installed.
func TestPDFLaTeX(t *testing.T) {
	bin, err := exec.LookPath("pdflatex")
	if err != nil {
		t.Skip("pdflatex not installed (Debian: texlive-latex-base); the documents are checked for balance only")
	}
	mds, _ := filepath.Glob("testdata/*.md")
	for _, md := range mds {
		t.Run(filepath.Base(md), func(t *testing.T) {
			src, err := os.ReadFile(md)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := Document(src)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "s.tex"), doc, 0o644); err != nil {
				t.Fatal(err)
			}
			// specials.md names an image; an empty PDF stands for it.
			writeBlankPNG(t, filepath.Join(dir, "figure_1.png"))
			cmd := exec.Command(bin, "-interaction=nonstopmode", "-halt-on-error", "s.tex")
			cmd.Dir = dir
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("pdflatex: %v\n%s", err, out)
			}
		})
	}
}
