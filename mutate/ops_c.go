package mutate

import (
	"strconv"
	"strings"
)

// Replacements of the relational, arithmetic and logical operators.
var (
	relational = map[string][]string{"<": {"<=", "!="}, "<=": {"<"}, ">": {">=", "!="}, ">=": {">"}, "==": {"!="}, "!=": {"=="}}
	cArith     = map[string][]string{"+": {"-"}, "-": {"+"}, "*": {"/"}, "/": {"*"}, "+=": {"-="}, "-=": {"+="}, "*=": {"/="}, "/=": {"*="}}
	cLogical   = map[string][]string{"&&": {"||"}, "||": {"&&"}}
)

// cTypes are the words that start a declaration's type: a '*' after one
// is a pointer, a '[' after its name an array's size.
var cTypes = words("int long short char bool float double unsigned signed void auto const static size_t ll ull int64_t uint64_t int32_t uint32_t struct")

// cKeywords start a statement that is no assignment.
var cKeywords = words("return if else for while do switch case default goto break continue typedef using struct class template namespace sizeof new delete throw try catch operator public private protected")

// cTemplates are the names a '<' after which opens template arguments,
// not a comparison.
var cTemplates = words("template vector array pair map set multiset multimap unordered_map unordered_set priority_queue queue stack deque tuple list bitset greater less function numeric_limits static_cast reinterpret_cast const_cast dynamic_cast basic_string optional variant span")

func words(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// cEdits is every mutant of a C or C++ source.
func cEdits(s *stream) []Mutant {
	var out []Mutant
	angles := 0 // template argument lists open at this token
	for i, t := range s.t {
		if t.Kind == Punct {
			switch t.Text {
			case ";", "{", "}":
				angles = 0
			case "<":
				if s.kind(i-1) == Ident && cTemplates[s.t[i-1].Text] {
					angles++
				}
			}
		}
		inTemplate := angles > 0
		if t.Kind == Punct && (t.Text == ">" || t.Text == ">>") && angles > 0 {
			angles -= len(t.Text)
			angles = max(angles, 0)
			continue
		}
		out = append(out, cTokenEdits(s, i, inTemplate)...)
	}
	return out
}

// cTokenEdits is the mutants made at token i.
func cTokenEdits(s *stream, i int, inTemplate bool) []Mutant {
	t := s.t[i]
	var out []Mutant
	swap := func(op string, to []string) {
		for _, r := range to {
			out = append(out, s.edit(op, i, i, r))
		}
	}
	switch t.Kind {
	case Punct:
		if !inTemplate && !s.is(i-1, "operator") {
			swap(OpRelational, relational[t.Text])
			if (t.Text != "*" && t.Text != "/") || s.binary(i, cTypes) {
				swap(OpArithmetic, cArith[t.Text])
			}
		}
		swap(OpLogical, cLogical[t.Text])
		out = append(out, swapIndex(s, i, cTypes)...)
	case Number:
		if !s.arraySize(i, cTypes) {
			out = append(out, constants(s, i)...)
		}
	case Ident:
		out = append(out, cWordEdits(s, i)...)
	}
	return out
}

// cWordEdits is the mutants at keyword or type name i: negated
// conditions, deleted statements, loop bounds, narrowed types.
func cWordEdits(s *stream, i int) []Mutant {
	var out []Mutant
	switch w := s.t[i].Text; w {
	case "if", "while":
		if c := s.closeAfter(i); c > 0 {
			out = append(out, s.edit(OpNegate, i+1, c, "(!("+s.text(i+2, c-1)+"))"))
		}
	case "break", "continue":
		if s.is(i+1, ";") {
			out = append(out, s.edit(OpDelete, i, i, ""))
		}
	case "for":
		out = append(out, cLoopBound(s, i)...)
	case "long":
		if s.is(i+1, "long") && !s.is(i-1, "long") {
			to := i + 1
			if s.is(i+2, "int") {
				to = i + 2
			}
			out = append(out, s.edit(OpNarrow, i, to, "int"))
		}
	case "int64_t", "uint64_t":
		out = append(out, s.edit(OpNarrow, i, i, strings.Replace(w, "64", "32", 1)))
	}
	if s.statementStart(i) {
		if end := s.assignment(i, cKeywords, cTypes); end > 0 {
			out = append(out, s.edit(OpDelete, i, end, ""))
		}
	}
	return out
}

// closeAfter is the index of the ')' matching a '(' right after token
// i, else -1 (also for an empty pair).
func (s *stream) closeAfter(i int) int {
	if !s.is(i+1, "(") || s.close[i+1] < i+3 {
		return -1
	}
	return s.close[i+1]
}

// cLoopBound mutates the bound of a for loop's condition, i < n into
// i < n - 1 and i < n + 1 (any comparison, the side after it).
func cLoopBound(s *stream, i int) []Mutant {
	c := s.closeAfter(i)
	if c < 0 {
		return nil
	}
	var semis []int
	for j := i + 2; j < c; j++ {
		if s.is(j, ";") {
			semis = append(semis, j)
		}
		if s.close[j] > 0 {
			j = s.close[j]
		}
	}
	if len(semis) != 2 {
		return nil
	}
	for j := semis[0] + 1; j < semis[1]-1; j++ {
		if s.close[j] > 0 {
			j = s.close[j]
			continue
		}
		switch s.t[j].Text {
		case "<", "<=", ">", ">=", "!=":
			if s.t[j].Kind != Punct {
				continue
			}
			from, to := j+1, semis[1]-1
			return []Mutant{s.edit(OpLoopBound, from, to, s.operand(from, to, "- 1")), s.edit(OpLoopBound, from, to, s.operand(from, to, "+ 1"))}
		}
	}
	return nil
}

// binary says the '*' or '/' at i stands between two operands: not a
// pointer declaration (int* p), a dereference (*p) or Python's *args.
func (s *stream) binary(i int, types map[string]bool) bool {
	prev, next := i-1, i+1
	left := s.kind(prev) == Number || s.is(prev, ")") || s.is(prev, "]") || s.kind(prev) == Ident && !types[s.t[prev].Text] && !cKeywords[s.t[prev].Text] && !pyKeywords[s.t[prev].Text]
	right := s.kind(next) == Number || s.kind(next) == Ident || s.is(next, "(")
	return left && right
}

// arraySize says the number at i is the whole size of an array in a
// declaration (int a[100005]): a mutant of it only changes unused room.
func (s *stream) arraySize(i int, types map[string]bool) bool {
	if !s.is(i-1, "[") || !s.is(i+1, "]") {
		return false
	}
	j := i - 2
	for s.is(j, "]") && s.open[j] >= 0 {
		j = s.open[j] - 1
	}
	return s.kind(j) == Ident && s.kind(j-1) == Ident && (types[s.t[j-1].Text] || !cKeywords[s.t[j-1].Text])
}

// constants mutates the integer literal at i: +1, -1 and 0, its suffix
// (LL, u) kept.
func constants(s *stream, i int) []Mutant {
	text := s.t[i].Text
	digits := strings.TrimRight(text, "uUlL")
	suffix := text[len(digits):]
	v, err := strconv.ParseUint(digits, 10, 63)
	if err != nil || (len(digits) > 1 && digits[0] == '0') {
		return nil // hexadecimal, octal, floating, too large
	}
	var out []Mutant
	add := func(x uint64) { out = append(out, s.edit(OpConstant, i, i, strconv.FormatUint(x, 10)+suffix)) }
	add(v + 1)
	if v > 0 {
		add(v - 1)
	}
	if v > 1 {
		add(0)
	}
	return out
}

// swapIndex mutates a[i][j] into a[j][i] at the '[' i.
func swapIndex(s *stream, i int, types map[string]bool) []Mutant {
	if !s.is(i, "[") || !(s.kind(i-1) == Ident || s.is(i-1, "]") || s.is(i-1, ")")) {
		return nil
	}
	j := s.close[i]
	if j < i+2 || !s.is(j+1, "[") || s.close[j+1] < j+3 {
		return nil
	}
	k := s.close[j+1]
	a, b := s.text(i+1, j-1), s.text(j+2, k-1)
	if a == b || s.declared(i, types) {
		return nil
	}
	return []Mutant{s.edit(OpSwapIndex, i, k, "["+b+"]["+a+"]")}
}

// declared says the brackets at i follow a declared name (int a[N][M]).
func (s *stream) declared(i int, types map[string]bool) bool {
	j := i - 1
	for s.is(j, "]") && s.open[j] >= 0 {
		j = s.open[j] - 1
	}
	return s.kind(j) == Ident && s.kind(j-1) == Ident && types[s.t[j-1].Text]
}

// statementStart says token i starts a statement: after ';', '{', '}',
// 'else', or the ')' closing an if, for or while header.
func (s *stream) statementStart(i int) bool {
	if i == 0 {
		return true
	}
	p := s.t[i-1]
	switch {
	case p.Kind == Punct && (p.Text == ";" || p.Text == "{" || p.Text == "}"):
		return true
	case s.is(i-1, "else"):
		return true
	case s.is(i-1, ")") && s.open[i-1] > 0:
		o := s.open[i-1]
		return s.is(o-1, "if") || s.is(o-1, "for") || s.is(o-1, "while")
	}
	return false
}

// assignment returns the last token before the ';' of the statement
// starting at i when it is an expression statement that assigns (=,
// +=, …, ++, --), -1 otherwise (a declaration, a keyword's statement).
func (s *stream) assignment(i int, keywords, types map[string]bool) int {
	first := s.t[i]
	if first.Kind != Ident || keywords[first.Text] || types[first.Text] || s.kind(i+1) == Ident {
		return -1
	}
	assigns := false
	for j := i; j < len(s.t); j++ {
		if s.close[j] > 0 {
			if s.is(j, "{") {
				return -1
			}
			j = s.close[j]
			continue
		}
		t := s.t[j]
		if t.Kind != Punct {
			continue
		}
		switch t.Text {
		case ";":
			if assigns && j > i {
				return j - 1
			}
			return -1
		case "{", "}", ")", "]":
			return -1
		case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--":
			assigns = true
		}
	}
	return -1
}
