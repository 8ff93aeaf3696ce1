package export

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// folderTeX is a folder problem's LaTeX statement (the first of
// texStatements) when it has no Markdown one (raw, the statement asset,
// is nil); nil otherwise.
func folderTeX(l *layout, raw []byte) ([]byte, error) {
	if raw != nil || l.opt.Folder == "" {
		return nil, nil
	}
	for _, rel := range texStatements {
		tex, err := os.ReadFile(filepath.Join(l.opt.Folder, filepath.FromSlash(rel)))
		if err == nil {
			return tex, nil
		}
		if !os.IsNotExist(err) {
			return nil, fmt.Errorf("polygon: read %s: %w", rel, err)
		}
	}
	return nil, nil
}

var (
	// texProblemName is the Kattis classes' \problemname{...} line.
	texProblemName = regexp.MustCompile(`(?m)^[ \t]*\\problemname\{.*\}[ \t]*\n?`)
	// texSection is where a Kattis LaTeX statement starts its input or
	// output part: \section*{Input}, \section{Output}, or the
	// environments \begin{Input} and \begin{Output}.
	texSection = regexp.MustCompile(`\\section\*?\{(Input|Output)\}|\\begin\{(Input|Output)\}`)
	texEnvEnd  = regexp.MustCompile(`\\end\{(Input|Output)\}`)
)

// kattisTeXFields splits a Kattis LaTeX statement into Polygon's TeX
// fields: the legend (what comes before the input's part, without
// \problemname), the input and the output (what follows each heading or
// is inside each environment). A statement without such parts is all
// legend.
func kattisTeXFields(tex []byte) (legend, input, output string) {
	text := texProblemName.ReplaceAllString(string(tex), "")
	parts := map[string]string{}
	marks := texSection.FindAllStringSubmatchIndex(text, -1)
	legend = text
	if len(marks) > 0 {
		legend = text[:marks[0][0]]
	}
	for i, m := range marks {
		var name string
		if m[2] >= 0 {
			name = text[m[2]:m[3]]
		} else {
			name = text[m[4]:m[5]]
		}
		end := len(text)
		if i+1 < len(marks) {
			end = marks[i+1][0]
		}
		parts[name] += texEnvEnd.ReplaceAllString(text[m[1]:end], "")
	}
	return strings.TrimSpace(legend), strings.TrimSpace(parts["Input"]), strings.TrimSpace(parts["Output"])
}
