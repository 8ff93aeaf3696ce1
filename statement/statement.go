// Package statement turns a problem's Markdown statement into LaTeX, the
// form Kattis' problemtools, BAPCtools and Polygon read: problem.en.tex
// (\problemname, the Input and Output environments both tools define),
// Polygon's TeX fields (the Sections), or a document pdflatex compiles.
//
// The Markdown is CommonMark with GitHub's tables, read by goldmark;
// formulas are Pandoc's $…$ and $$…$$, kept as written. Running text has
// TeX's special characters escaped, and the Unicode symbols statements
// use (≤, ×, …) written as TeX commands pdflatex knows. Raw HTML is left
// out.
package statement

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Section is the part of a statement under one heading of level 1 or 2.
type Section struct {
	// Heading is the heading as plain text ("" for what comes before the
	// first heading); HeadingTeX is it in LaTeX.
	Heading, HeadingTeX string
	// Level is the heading's level, 0 before the first heading.
	Level int
	// TeX is the section's text in LaTeX, without its heading.
	TeX []byte
}

// Statement is a Markdown statement in LaTeX.
type Statement struct {
	// Title is the statement's first block when it is a level-1
	// heading, as plain text; "" without one.
	Title string
	// Sections are the rest, split at headings of level 1 and 2.
	Sections []Section
}

var markdown = goldmark.New(
	goldmark.WithExtensions(extension.Table),
	goldmark.WithParserOptions(parser.WithInlineParsers(util.Prioritized(mathParser{}, 150))),
)

// Parse reads a Markdown statement; its only error is text that is not
// UTF-8.
func Parse(md []byte) (*Statement, error) {
	if !utf8.Valid(md) {
		i := 0
		for r, n := utf8.DecodeRune(md[i:]); r != utf8.RuneError || n != 1; r, n = utf8.DecodeRune(md[i:]) {
			i += n
		}
		return nil, fmt.Errorf("statement: not UTF-8 at byte %d: save it as UTF-8", i)
	}
	doc := markdown.Parser().Parse(text.NewReader(md))
	st := &Statement{}
	r := &renderer{src: md}
	cur := Section{}
	flush := func() {
		if cur.Level > 0 || r.b.Len() > 0 {
			cur.TeX = bytes.Clone(r.b.Bytes())
			st.Sections = append(st.Sections, cur)
		}
		r.b.Reset()
	}
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		h, ok := n.(*ast.Heading)
		switch {
		case ok && h.Level == 1 && n == doc.FirstChild():
			st.Title = plainText(h, md)
		case ok && h.Level <= 2:
			flush()
			r.inlines(h)
			cur = Section{Heading: plainText(h, md), HeadingTeX: r.b.String(), Level: h.Level}
			r.b.Reset()
		default:
			r.block(n)
		}
	}
	flush()
	return st, nil
}

// environments are the sections both problemtools' and BAPCtools'
// classes typeset as environments of that name.
var environments = []string{"Input", "Output", "Interaction"}

// ProblemTeX is the statement as problem.en.tex: \problemname with the
// title (name when the statement has none), then its sections; Input,
// Output and Interaction as the environments of that name.
func (s *Statement) ProblemTeX(name string) []byte {
	var b bytes.Buffer
	title := s.Title
	if title == "" {
		title = name
	}
	b.WriteString(`\problemname{`)
	escapeText(&b, []byte(title))
	b.WriteString("}\n\n")
	for _, sec := range s.Sections {
		env := ""
		for _, e := range environments {
			if strings.EqualFold(strings.TrimSpace(sec.Heading), e) {
				env = e
			}
		}
		switch {
		case env != "":
			b.WriteString(`\begin{` + env + "}\n")
			b.Write(sec.TeX)
			b.WriteString(`\end{` + env + "}\n\n")
		case sec.Level > 0:
			b.WriteString(`\section*{` + sec.HeadingTeX + "}\n\n")
			b.Write(sec.TeX)
		default:
			b.Write(sec.TeX)
		}
	}
	return append(bytes.TrimRight(b.Bytes(), "\n"), '\n')
}

// LaTeX converts a Markdown statement to problem.en.tex (ProblemTeX
// without a fallback name).
func LaTeX(md []byte) ([]byte, error) {
	st, err := Parse(md)
	if err != nil {
		return nil, err
	}
	return st.ProblemTeX(""), nil
}

// preamble makes a document of problem.en.tex: the packages and
// commands problemtools' and BAPCtools' classes give it.
const preamble = `\documentclass{article}
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{amsmath,amssymb,graphicx,hyperref}
\newcommand{\problemname}[1]{\section*{#1}}
\newenvironment{Input}{\section*{Input}}{}
\newenvironment{Output}{\section*{Output}}{}
\newenvironment{Interaction}{\section*{Interaction}}{}
\begin{document}
`

// Document converts a Markdown statement to a LaTeX document pdflatex
// compiles alone.
func Document(md []byte) ([]byte, error) {
	body, err := LaTeX(md)
	if err != nil {
		return nil, err
	}
	return Wrap(body), nil
}

// Wrap makes a document pdflatex compiles alone of a problem.en.tex
// (this package's, or a Kattis folder's own), giving it the commands
// problemtools' and BAPCtools' classes define.
func Wrap(problemTeX []byte) []byte {
	return append(append([]byte(preamble), problemTeX...), "\\end{document}\n"...)
}
