package statement

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/util"
)

// renderer writes the LaTeX of Markdown nodes read from src.
type renderer struct {
	src []byte
	b   bytes.Buffer
}

// blocks writes every child of n, a block.
func (r *renderer) blocks(n ast.Node) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		r.block(c)
	}
}

func (r *renderer) block(n ast.Node) {
	switch n := n.(type) {
	case *ast.Paragraph:
		r.inlines(n)
		r.b.WriteString("\n\n")
	case *ast.TextBlock:
		r.inlines(n)
		r.b.WriteString("\n")
	case *ast.Heading:
		cmd := `\subsection*`
		if n.Level > 3 {
			cmd = `\subsubsection*`
		}
		r.b.WriteString(cmd + "{")
		r.inlines(n)
		r.b.WriteString("}\n\n")
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		r.code(n.Lines().Value(r.src))
	case *ast.List:
		r.list(n)
	case *ast.Blockquote:
		r.env("quote", n)
	case *ast.ThematicBreak:
		r.b.WriteString("\\par\\noindent\\rule{\\linewidth}{0.4pt}\n\n")
	case *east.Table:
		r.table(n)
	case *ast.HTMLBlock:
		// HTML has no LaTeX form: left out, as pandoc does.
	default:
		r.blocks(n)
	}
}

func (r *renderer) env(name string, n ast.Node) {
	r.b.WriteString(`\begin{` + name + "}\n")
	r.blocks(n)
	r.b.WriteString(`\end{` + name + "}\n\n")
}

func (r *renderer) list(n *ast.List) {
	name := "itemize"
	if n.IsOrdered() {
		name = "enumerate"
	}
	r.b.WriteString(`\begin{` + name + "}\n")
	if n.IsOrdered() && n.Start != 1 {
		fmt.Fprintf(&r.b, "\\setcounter{enumi}{%d}\n", n.Start-1)
	}
	for it := n.FirstChild(); it != nil; it = it.NextSibling() {
		// {} keeps a leading [ of the item's text from being read as
		// \item's optional label.
		r.b.WriteString(`\item{} `)
		r.blocks(it)
		r.b.WriteString("\n")
	}
	r.b.WriteString(`\end{` + name + "}\n\n")
}

// code writes a code block: verbatim, unless its text would end the
// verbatim environment, then one \texttt line each.
func (r *renderer) code(text []byte) {
	text = bytes.TrimRight(text, "\n")
	if !bytes.Contains(text, []byte(`\end{verbatim}`)) {
		r.b.WriteString("\\begin{verbatim}\n")
		r.b.Write(bytes.ReplaceAll(text, []byte("\r"), nil))
		r.b.WriteString("\n\\end{verbatim}\n\n")
		return
	}
	r.b.WriteString("\\par\\noindent")
	for _, line := range bytes.Split(text, []byte("\n")) {
		r.b.WriteString(`\texttt{`)
		escapeCode(&r.b, line)
		r.b.WriteString("}\\newline{}\n")
	}
	r.b.WriteString("\\par\n\n")
}

func (r *renderer) table(t *east.Table) {
	cols := len(t.Alignments)
	if cols == 0 {
		return
	}
	spec := "|"
	for _, a := range t.Alignments {
		c := "l"
		switch a {
		case east.AlignRight:
			c = "r"
		case east.AlignCenter:
			c = "c"
		}
		spec += c + "|"
	}
	r.b.WriteString("\\begin{center}\n\\begin{tabular}{" + spec + "}\n\\hline\n")
	for row := t.FirstChild(); row != nil; row = row.NextSibling() {
		i := 0
		for cell := row.FirstChild(); cell != nil && i < cols; cell = cell.NextSibling() {
			if i > 0 {
				r.b.WriteString(" & ")
			}
			r.inlines(cell)
			i++
		}
		r.b.WriteString(strings.Repeat(" &", cols-max(i, 1)) + " \\\\ \\hline\n")
	}
	r.b.WriteString("\\end{tabular}\n\\end{center}\n\n")
}

// inlines writes every child of n, inline.
func (r *renderer) inlines(n ast.Node) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		r.inline(c)
	}
}

func (r *renderer) inline(n ast.Node) {
	switch n := n.(type) {
	case *ast.Text:
		escapeText(&r.b, unescape(n.Segment.Value(r.src)))
		if n.HardLineBreak() {
			r.b.WriteString("\\newline{}\n")
		} else if n.SoftLineBreak() {
			r.b.WriteString("\n")
		}
	case *ast.String:
		escapeText(&r.b, n.Value)
	case *ast.Emphasis:
		cmd := `\emph{`
		if n.Level > 1 {
			cmd = `\textbf{`
		}
		r.b.WriteString(cmd)
		r.inlines(n)
		r.b.WriteString("}")
	case *ast.CodeSpan:
		r.b.WriteString(`\texttt{`)
		escapeCode(&r.b, rawText(n, r.src))
		r.b.WriteString("}")
	case *ast.Link:
		r.b.WriteString(`\href{` + urlEscape(string(n.Destination)) + "}{")
		r.inlines(n)
		r.b.WriteString("}")
	case *ast.AutoLink:
		r.b.WriteString(`\href{` + urlEscape(string(n.URL(r.src))) + `}{\texttt{`)
		escapeCode(&r.b, n.Label(r.src))
		r.b.WriteString("}}")
	case *ast.Image:
		r.image(n)
	case *mathNode:
		r.math(n)
	case *ast.RawHTML:
		// left out, as in blocks
	default:
		r.inlines(n)
	}
}

// localImage is an image path \includegraphics reads as it is.
var localImage = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9_./-]*$`)

func (r *renderer) image(n *ast.Image) {
	dest := string(n.Destination)
	if localImage.MatchString(dest) && !strings.Contains(dest, "..") {
		r.b.WriteString(`\includegraphics[width=0.5\textwidth]{` + dest + "}")
		return
	}
	// A remote or oddly named image: its description, and where it is.
	r.b.WriteString(`\emph{`)
	r.inlines(n)
	r.b.WriteString(`} (\texttt{`)
	escapeCode(&r.b, n.Destination)
	r.b.WriteString("})")
}

func (r *renderer) math(n *mathNode) {
	open, close := "$", "$"
	if n.display {
		open, close = "\\[", "\\]"
	}
	if !safeMath(n.tex) {
		// Not a formula TeX can read: the text as written.
		escapeText(&r.b, []byte(strings.Repeat("$", len(open))+string(n.tex)+strings.Repeat("$", len(open))))
		return
	}
	r.b.WriteString(open)
	mathSymbols(&r.b, n.tex)
	r.b.WriteString(close)
}

// unescape resolves Markdown's backslash escapes and entities.
func unescape(s []byte) []byte {
	return util.ResolveEntityNames(util.ResolveNumericReferences(util.UnescapePunctuations(s)))
}

// rawText is the source of n's text children, as written.
func rawText(n ast.Node, src []byte) []byte {
	var b []byte
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if t, ok := c.(*ast.Text); ok {
			b = append(b, t.Segment.Value(src)...)
		}
	}
	return b
}

// plainText is the text of inline nodes, without formatting.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			if c.IsRaw() {
				b.Write(c.Segment.Value(src))
			} else {
				b.Write(unescape(c.Segment.Value(src)))
			}
			if c.SoftLineBreak() || c.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		case *mathNode:
			b.WriteString("$" + string(c.tex) + "$")
		default:
			b.WriteString(plainText(c, src))
		}
	}
	return b.String()
}
