package mutate

// Python's replacements: integer division for '/', 'and' and 'or'.
var (
	pyArith   = map[string][]string{"+": {"-"}, "-": {"+"}, "*": {"//"}, "//": {"*"}, "+=": {"-="}, "-=": {"+="}, "*=": {"//="}, "//=": {"*="}}
	pyLogical = map[string][]string{"and": {"or"}, "or": {"and"}}
)

// pyKeywords start a statement that is no assignment, or stand where an
// operand cannot.
var pyKeywords = words("False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield print")

// pythonEdits is every mutant of a Python source: the operators of C
// where Python has them (no types to narrow); a statement ends at a
// newline outside brackets.
func pythonEdits(s *stream) []Mutant {
	var out []Mutant
	depth := 0
	for i, t := range s.t {
		swap := func(op string, to []string) {
			for _, r := range to {
				out = append(out, s.edit(op, i, i, r))
			}
		}
		lineStart := depth == 0 && s.nl[i]
		switch t.Kind {
		case Punct:
			swap(OpRelational, relational[t.Text])
			if (t.Text != "*" && t.Text != "//") || s.binary(i, nil) {
				swap(OpArithmetic, pyArith[t.Text])
			}
			out = append(out, swapIndex(s, i, nil)...)
			switch t.Text {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth = max(depth-1, 0)
			}
		case Number:
			out = append(out, constants(s, i)...)
		case Ident:
			swap(OpLogical, pyLogical[t.Text])
			out = append(out, pyWordEdits(s, i, lineStart)...)
		}
	}
	return out
}

// pyWordEdits is the mutants at word i: negated conditions, deleted
// statements, range bounds.
func pyWordEdits(s *stream, i int, lineStart bool) []Mutant {
	var out []Mutant
	w := s.t[i].Text
	switch {
	case lineStart && (w == "if" || w == "elif" || w == "while"):
		if colon := s.pyColon(i + 1); colon > i+1 {
			out = append(out, s.edit(OpNegate, i+1, colon-1, "not ("+s.text(i+1, colon-1)+")"))
		}
	case lineStart && (w == "break" || w == "continue") && s.pyLineEnd(i) == i:
		out = append(out, s.edit(OpDelete, i, i, "pass"))
	case w == "range" && s.is(i+1, "(") && s.close[i+1] > i+2:
		c := s.close[i+1]
		from := i + 2
		for j := from; j < c; j++ {
			if s.is(j, ",") {
				from = j + 1
			}
			if s.close[j] > 0 {
				j = s.close[j]
			}
		}
		if from < c {
			out = append(out, s.edit(OpLoopBound, from, c-1, s.operand(from, c-1, "- 1")), s.edit(OpLoopBound, from, c-1, s.operand(from, c-1, "+ 1")))
		}
	}
	if lineStart && !pyKeywords[w] {
		if end := s.pyLineEnd(i); end > i && s.pyAssigns(i, end) {
			out = append(out, s.edit(OpDelete, i, end, "pass"))
		}
	}
	return out
}

// pyLineEnd is the last token of the logical line starting at i: the
// one before the next newline outside brackets.
func (s *stream) pyLineEnd(i int) int {
	j := i
	for j+1 < len(s.t) && !s.nl[j+1] {
		j++
		if s.close[j] > 0 {
			j = s.close[j]
		}
	}
	return j
}

// pyColon is the ':' ending the header that starts at i (if, while),
// outside brackets and on its logical line; -1 when there is none.
func (s *stream) pyColon(i int) int {
	end := s.pyLineEnd(i)
	for j := i; j <= end; j++ {
		if s.close[j] > 0 {
			j = s.close[j]
			continue
		}
		if s.is(j, ":") {
			return j
		}
	}
	return -1
}

// pyAssigns says the line i..end is an assignment statement: an '=' or
// an augmented assignment outside brackets, no ':' (a header, a lambda).
func (s *stream) pyAssigns(i, end int) bool {
	assigns := false
	for j := i; j <= end; j++ {
		if s.close[j] > 0 {
			j = s.close[j]
			continue
		}
		if s.kind(j) != Punct {
			continue
		}
		switch s.t[j].Text {
		case ":", ";":
			return false
		case "=", "+=", "-=", "*=", "/=", "//=", "%=", "**=", "&=", "|=", "^=", ">>=", "<<=", "@=":
			assigns = true
		}
	}
	return assigns
}
