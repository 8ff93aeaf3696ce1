package export

import "testing"

// TestKattisTeXFields: a folder problem's LaTeX statement fills
// Polygon's TeX fields, which VNOJ's importer reads (VNOI-Admin/OJ
// 72dabec, judge/utils/codeforces_polygon.py parse_problem_properties:
// legend, input, output); the export had left them empty, and VNOJ
// imported maxsum with no name and no description.
func TestKattisTeXFields(t *testing.T) {
	cases := []struct {
		name, tex, legend, input, output string
	}{
		{"sections (maxsum's form)", "\\problemname{Sum}\n\nAdd $a$ and $b$.\n\n\\section*{Input}\nTwo numbers.\n\n\\section*{Output}\nTheir sum.\n",
			"Add $a$ and $b$.", "Two numbers.", "Their sum."},
		{"environments (the Kattis classes')", "\\problemname{Sum}\nAdd.\n\\begin{Input}\nTwo.\n\\end{Input}\n\\begin{Output}\nOne.\n\\end{Output}\n",
			"Add.", "Two.", "One."},
		{"no parts: all legend", "\\problemname{Sum}\nJust text.\n", "Just text.", "", ""},
		{"numbered section", "Story.\n\\section{Input}\nN.\n\\section{Output}\nM.\n", "Story.", "N.", "M."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			legend, input, output := kattisTeXFields([]byte(c.tex))
			if legend != c.legend || input != c.input || output != c.output {
				t.Errorf("fields %q, %q, %q; want %q, %q, %q", legend, input, output, c.legend, c.input, c.output)
			}
		})
	}
}
