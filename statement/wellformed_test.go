package statement

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wellFormed returns what makes tex unreadable for TeX, "" if nothing:
// unbalanced braces, environments, formulas or tables, a special
// character outside its place (# or % anywhere, & outside a table, ^ and
// _ outside a formula), a backslash ending the text.
func wellFormed(tex []byte) string {
	var envs []string
	depth, math := 0, ""
	for i := 0; i < len(tex); i++ {
		c := tex[i]
		switch {
		case c == '\\' && i+1 == len(tex):
			return "a backslash ends the text"
		case bytes.HasPrefix(tex[i:], []byte(`\begin{verbatim}`)):
			end := bytes.Index(tex[i:], []byte(`\end{verbatim}`))
			if end < 0 {
				return "verbatim not ended"
			}
			i += end + len(`\end{verbatim}`) - 1
		case bytes.HasPrefix(tex[i:], []byte(`\begin{`)), bytes.HasPrefix(tex[i:], []byte(`\end{`)):
			j := bytes.IndexByte(tex[i:], '}')
			name := string(tex[i+bytes.IndexByte(tex[i:], '{')+1 : i+j])
			if tex[i+1] == 'b' {
				envs = append(envs, name)
			} else if len(envs) == 0 || envs[len(envs)-1] != name {
				return fmt.Sprintf("\\end{%s} closes %v", name, envs)
			} else {
				envs = envs[:len(envs)-1]
			}
			i += j
		case bytes.HasPrefix(tex[i:], []byte(`\href{`)):
			end := bytes.IndexByte(tex[i+6:], '}')
			if end < 0 {
				return "\\href's destination not closed"
			}
			if msg := badURL(tex[i+6 : i+6+end]); msg != "" {
				return msg
			}
			i += 6 + end
		case bytes.HasPrefix(tex[i:], []byte(`\includegraphics[width=0.5\textwidth]{`)):
			i += bytes.IndexByte(tex[i:], '}')
		case c == '\\' && (tex[i+1] == '[' || tex[i+1] == ']'):
			if (tex[i+1] == '[') != (math == "") {
				return "display formula not balanced"
			}
			math = map[bool]string{true: `\[`, false: ""}[tex[i+1] == '[']
			i++
		case c == '\\':
			i++
		case c == '{':
			depth++
		case c == '}':
			if depth--; depth < 0 {
				return "a } closes nothing"
			}
		case c == '$':
			if math == `\[` {
				return "$ inside a display formula"
			}
			math = map[bool]string{true: "$", false: ""}[math == ""]
		case c == '#' || c == '%':
			return fmt.Sprintf("unescaped %c", c)
		case c == '&' && !inTable(envs):
			return "& outside a table"
		case (c == '^' || c == '_') && math == "":
			return fmt.Sprintf("unescaped %c outside a formula", c)
		}
	}
	switch {
	case depth != 0:
		return fmt.Sprintf("%d braces left open", depth)
	case len(envs) > 0:
		return fmt.Sprintf("environments left open: %v", envs)
	case math != "":
		return "formula left open"
	}
	return ""
}

// badURL says what in an \href destination TeX would misread.
func badURL(u []byte) string {
	for i := 0; i < len(u); i++ {
		switch c := u[i]; {
		case c == '\\' && i+1 < len(u) && strings.IndexByte("#%&_", u[i+1]) >= 0:
			i++
		case strings.IndexByte(`\{}#%&_^~$ `, c) >= 0 || c < ' ' || c >= 0x7f:
			return fmt.Sprintf("%q in an \\href destination", c)
		}
	}
	return ""
}

func inTable(envs []string) bool {
	return len(envs) > 0 && envs[len(envs)-1] == "tabular"
}

// TestWellFormedCatches: the checker the fuzz target relies on rejects
// each kind of breakage.
func TestWellFormedCatches(t *testing.T) {
	for _, bad := range []string{"{", "}", "a # b", "50%", "a & b", "x_1", "$x", `\begin{quote}`, `\[x`, `a\`, `\begin{verbatim}`} {
		if wellFormed([]byte(bad)) == "" {
			t.Errorf("wellFormed(%q) found nothing wrong", bad)
		}
	}
	for _, good := range []string{`\{ \% \# \_`, "$x_1$", "\\begin{tabular}{ll}a & b\\end{tabular}", "\\begin{verbatim}\n# % {\n\\end{verbatim}"} {
		if err := wellFormed([]byte(good)); err != "" {
			t.Errorf("wellFormed(%q) = %s", good, err)
		}
	}
}

// FuzzLaTeX: whatever the Markdown, the LaTeX is well formed.
func FuzzLaTeX(f *testing.F) {
	mds, _ := filepath.Glob("testdata/*.md")
	for _, md := range mds {
		src, err := os.ReadFile(md)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, md []byte) {
		tex, err := LaTeX(md)
		if err != nil {
			if !strings.Contains(err.Error(), "not UTF-8") {
				t.Fatalf("error %v on input %q", err, md)
			}
			return
		}
		if msg := wellFormed(tex); msg != "" {
			t.Fatalf("%s\ninput %q\nLaTeX %q", msg, md, tex)
		}
	})
}

// writeBlankPNG writes a one-pixel PNG at path, an image pdflatex reads.
func writeBlankPNG(t *testing.T, path string) {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
