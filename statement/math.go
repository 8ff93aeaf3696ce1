package statement

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// mathKind is the AST kind of a formula: $…$ in a line, $$…$$ displayed.
var mathKind = ast.NewNodeKind("Math")

// mathNode is a formula; its source is kept as written (no Markdown
// inside it), joined across soft line breaks.
type mathNode struct {
	ast.BaseInline
	display bool
	tex     []byte
}

func (n *mathNode) Kind() ast.NodeKind { return mathKind }

func (n *mathNode) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"TeX": string(n.tex)}, nil)
}

// mathParser reads Pandoc's tex_math_dollars: $x$ where the opening $ is
// not followed by a space and the closing one not preceded by one nor
// followed by a digit; $$x$$ on any terms. An opener without its closer
// is a dollar sign.
type mathParser struct{}

func (mathParser) Trigger() []byte { return []byte{'$'} }

func (mathParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, _ := block.PeekLine()
	display := len(line) > 1 && line[1] == '$'
	open := 1
	if display {
		open = 2
	}
	if !display && (len(line) < 2 || line[1] == ' ' || line[1] == '\t' || line[1] == '\n') {
		return nil
	}
	l, pos := block.Position()
	block.Advance(open)
	var tex bytes.Buffer
	for {
		line, _ := block.PeekLine()
		if line == nil {
			block.SetPosition(l, pos)
			return nil
		}
		if end := mathCloser(line, display); end >= 0 {
			tex.Write(line[:end])
			block.Advance(end + open)
			break
		}
		tex.Write(bytes.TrimRight(line, "\r\n"))
		tex.WriteByte(' ')
		block.AdvanceLine()
	}
	if tex.Len() == 0 || (!display && isSpace(tex.Bytes()[tex.Len()-1])) {
		block.SetPosition(l, pos)
		return nil
	}
	return &mathNode{display: display, tex: tex.Bytes()}
}

// mathCloser is the index of the closing dollar(s) in line, or -1.
func mathCloser(line []byte, display bool) int {
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '\\':
			i++
		case line[i] != '$':
		case display:
			if i+1 < len(line) && line[i+1] == '$' {
				return i
			}
		case i+1 < len(line) && line[i+1] >= '0' && line[i+1] <= '9':
		default:
			return i
		}
	}
	return -1
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
