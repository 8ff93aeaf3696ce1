package mutate

import "strings"

// Kind is what a token is, as far as mutation needs to know.
type Kind uint8

// The kinds of token. Space and Comment are the layout between the
// others; Preproc is a whole preprocessor line of C or C++ (never
// mutated); Other is a byte the grammar does not know (kept as it is).
const (
	Space Kind = iota
	Comment
	Preproc
	Ident
	Number
	String
	Punct
	Other
)

// Token is a span of the source. The tokens of a source, in order, are
// the source: concatenating their Text gives it back byte for byte,
// whatever it holds (unterminated strings and comments run to the end).
type Token struct {
	Kind Kind
	Text string
	Off  int // byte offset in the source
	Line int // 1-based line of its first byte
}

// Lang is a language the tokenizer and the operators know.
type Lang uint8

// The languages mutants are made for.
const (
	C Lang = iota + 1
	CPP
	Python
)

func (l Lang) String() string {
	switch l {
	case C:
		return "C"
	case CPP:
		return "C++"
	case Python:
		return "Python"
	}
	return "unknown"
}

// LangOf returns the language of a source file by its extension, as
// package runner names them (.c; .cpp .cc .cxx .c++ .C; .py), and false
// for a language no operator knows.
func LangOf(name string) (Lang, bool) {
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return 0, false
	}
	switch ext := name[i:]; strings.ToLower(ext) {
	case ".c":
		if ext == ".C" {
			return CPP, true
		}
		return C, true
	case ".cpp", ".cc", ".cxx", ".c++":
		return CPP, true
	case ".py":
		return Python, true
	}
	return 0, false
}

// Punctuators, longest first within each list: a lexer takes the longest
// one that matches.
var (
	cPunct  = []string{"<<=", ">>=", "<=>", "->*", "...", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##", ".*"}
	pyPunct = []string{"**=", "//=", ">>=", "<<=", "...", "->", ":=", "**", "//", "<<", ">>", "<=", ">=", "==", "!=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@="}
)

// Tokenize splits src into tokens of lang. It never fails: bytes it
// does not understand become Other tokens, so that any input, even not
// a program, round-trips.
func Tokenize(src []byte, lang Lang) []Token {
	lx := lexer{src: string(src), line: 1, py: lang == Python}
	var toks []Token
	for lx.pos < len(lx.src) {
		start, line := lx.pos, lx.line
		k := lx.next(len(toks) == 0 || lx.atLineStart(start))
		toks = append(toks, Token{Kind: k, Text: lx.src[start:lx.pos], Off: start, Line: line})
		lx.line += strings.Count(lx.src[start:lx.pos], "\n")
	}
	return toks
}

type lexer struct {
	src  string
	pos  int
	line int
	py   bool
}

// atLineStart says only blanks stand between the last newline and at.
func (lx *lexer) atLineStart(at int) bool {
	for i := at - 1; i >= 0; i-- {
		switch lx.src[i] {
		case '\n':
			return true
		case ' ', '\t', '\r', '\f', '\v':
		default:
			return false
		}
	}
	return true
}

// next consumes one token and returns its kind.
func (lx *lexer) next(lineStart bool) Kind {
	s, i := lx.src, lx.pos
	c := s[i]
	switch {
	case isSpace(c):
		for lx.pos < len(s) && isSpace(s[lx.pos]) {
			lx.pos++
		}
		return Space
	case lx.py && c == '#', !lx.py && strings.HasPrefix(s[i:], "//"):
		lx.toLineEnd(false)
		return Comment
	case !lx.py && strings.HasPrefix(s[i:], "/*"):
		if end := strings.Index(s[i+2:], "*/"); end >= 0 {
			lx.pos = i + 2 + end + 2
		} else {
			lx.pos = len(s)
		}
		return Comment
	case !lx.py && c == '#' && lineStart:
		lx.toLineEnd(true)
		return Preproc
	case isIdentStart(c):
		for lx.pos < len(s) && isIdentByte(s[lx.pos]) {
			lx.pos++
		}
		if lx.pos < len(s) && (s[lx.pos] == '"' || s[lx.pos] == '\'') && lx.isPrefix(s[i:lx.pos]) {
			lx.quoted(s[i:lx.pos])
			return String
		}
		return Ident
	case isDigit(c) || c == '.' && i+1 < len(s) && isDigit(s[i+1]):
		lx.number()
		return Number
	case c == '"' || c == '\'':
		lx.quoted("")
		return String
	}
	punct := cPunct
	if lx.py {
		punct = pyPunct
	}
	for _, p := range punct {
		if strings.HasPrefix(s[i:], p) {
			lx.pos += len(p)
			return Punct
		}
	}
	lx.pos++
	if strings.IndexByte("+-*/%<>=!&|^~?:;,.()[]{}@", c) >= 0 {
		return Punct
	}
	return Other
}

// toLineEnd consumes up to the newline (not included); with continued,
// a backslash before the newline continues the line (a macro).
func (lx *lexer) toLineEnd(continued bool) {
	for lx.pos < len(lx.src) {
		nl := strings.IndexByte(lx.src[lx.pos:], '\n')
		if nl < 0 {
			lx.pos = len(lx.src)
			return
		}
		end := lx.pos + nl
		lx.pos = end
		if !continued || !strings.HasSuffix(strings.TrimRight(lx.src[:end], "\r"), "\\") {
			return
		}
		lx.pos = end + 1
	}
}

// isPrefix says word is a string prefix of the language (L"…", u8"…",
// R"(…)", b'…', f"…").
func (lx *lexer) isPrefix(word string) bool {
	if lx.py {
		switch strings.ToLower(word) {
		case "r", "u", "b", "f", "br", "rb", "fr", "rf":
			return true
		}
		return false
	}
	switch word {
	case "L", "u", "U", "u8", "R", "LR", "uR", "UR", "u8R":
		return true
	}
	return false
}

// quoted consumes a string or character literal starting at lx.pos,
// after its prefix: C++ raw strings to their delimiter, Python triple
// quotes to the closing triple, others to the closing quote or the end
// of the line (an unterminated literal), backslash escapes skipped.
func (lx *lexer) quoted(prefix string) {
	s := lx.src
	q := s[lx.pos]
	raw := !lx.py && strings.HasSuffix(prefix, "R") && q == '"'
	if raw {
		open := strings.IndexByte(s[lx.pos:], '(')
		if open < 0 || strings.ContainsAny(s[lx.pos:lx.pos+open], " \\)\n") {
			lx.pos = len(s)
			return
		}
		closing := ")" + s[lx.pos+1:lx.pos+open] + "\""
		if end := strings.Index(s[lx.pos+open:], closing); end >= 0 {
			lx.pos += open + end + len(closing)
		} else {
			lx.pos = len(s)
		}
		return
	}
	if lx.py && strings.HasPrefix(s[lx.pos:], strings.Repeat(string(q), 3)) {
		triple := strings.Repeat(string(q), 3)
		for i := lx.pos + 3; i < len(s); i++ {
			if s[i] == '\\' {
				i++
			} else if strings.HasPrefix(s[i:], triple) {
				lx.pos = i + 3
				return
			}
		}
		lx.pos = len(s)
		return
	}
	for i := lx.pos + 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case q:
			lx.pos = i + 1
			return
		case '\n':
			lx.pos = i
			return
		}
	}
	lx.pos = len(s)
}

// number consumes a numeric literal: digits, letters (hex digits,
// suffixes), '.', digit separators (C++ 1'000), '_' (Python 1_000) and a
// sign after an exponent letter of a decimal literal.
func (lx *lexer) number() {
	s := lx.src
	hex := strings.HasPrefix(strings.ToLower(s[lx.pos:]), "0x")
	for lx.pos < len(s) {
		c := s[lx.pos]
		switch {
		case isIdentByte(c) || c == '.':
			lx.pos++
			if lx.pos < len(s) && (s[lx.pos] == '+' || s[lx.pos] == '-') && ((c == 'e' || c == 'E') && !hex || c == 'p' || c == 'P') {
				lx.pos++
			}
		case c == '\'' && !lx.py && lx.pos+1 < len(s) && isIdentByte(s[lx.pos+1]):
			lx.pos++
		default:
			return
		}
	}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isIdentByte(c byte) bool { return isIdentStart(c) || isDigit(c) }
