package mutate

// stream is a source's significant tokens (no layout, no comments, no
// preprocessor lines), with what the operators ask of them: the bracket
// that closes each opening one, and whether a newline stands before a
// token (Python's statements end there).
type stream struct {
	src   string
	t     []Token
	nl    []bool // a newline between t[i-1] (or the start) and t[i]
	close []int  // for an opening bracket, the index of its match (-1: none); else -1
	open  []int  // for a closing bracket, the index of its match; else -1
}

func newStream(src string, toks []Token) *stream {
	s := &stream{src: src}
	newline := true
	for _, t := range toks {
		switch t.Kind {
		case Space, Comment:
			for i := 0; i < len(t.Text); i++ {
				if t.Text[i] == '\n' {
					newline = true
				}
			}
			continue
		case Preproc:
			newline = true
			continue
		}
		s.t = append(s.t, t)
		s.nl = append(s.nl, newline)
		newline = false
	}
	s.close = make([]int, len(s.t))
	s.open = make([]int, len(s.t))
	var stack []int
	pairs := map[string]string{")": "(", "]": "[", "}": "{"}
	for i, t := range s.t {
		s.close[i], s.open[i] = -1, -1
		if t.Kind != Punct {
			continue
		}
		switch t.Text {
		case "(", "[", "{":
			stack = append(stack, i)
		case ")", "]", "}":
			// An unbalanced source (not a program, or a macro's
			// trick) pairs nothing past the mismatch.
			if n := len(stack); n > 0 && s.t[stack[n-1]].Text == pairs[t.Text] {
				s.close[stack[n-1]], s.open[i] = i, stack[n-1]
				stack = stack[:n-1]
			} else {
				stack = stack[:0]
			}
		}
	}
	return s
}

// is says token i exists and is text (a punctuator or a word).
func (s *stream) is(i int, text string) bool {
	return i >= 0 && i < len(s.t) && s.t[i].Text == text && (s.t[i].Kind == Punct || s.t[i].Kind == Ident)
}

func (s *stream) kind(i int) Kind {
	if i < 0 || i >= len(s.t) {
		return Other
	}
	return s.t[i].Kind
}

// end is the byte offset just past token i.
func (s *stream) end(i int) int { return s.t[i].Off + len(s.t[i].Text) }

// edit is the mutant replacing tokens from..to (inclusive) by text.
func (s *stream) edit(op string, from, to int, text string) Mutant {
	return Mutant{Operator: op, Line: s.t[from].Line, Off: s.t[from].Off, End: s.end(to), Replacement: text}
}

// insert is the mutant putting text just before token i.
func (s *stream) insert(op string, i int, text string) Mutant {
	return Mutant{Operator: op, Line: s.t[i].Line, Off: s.t[i].Off, End: s.t[i].Off, Replacement: text}
}

// text is the source from token from to token to (inclusive), layout
// and comments included.
func (s *stream) text(from, to int) string { return s.src[s.t[from].Off:s.end(to)] }

// operand is the replacement text of tokens from..to with amount added
// ("n + 1", "(a * b) - 1").
func (s *stream) operand(from, to int, amount string) string {
	e := s.text(from, to)
	if from != to {
		e = "(" + e + ")"
	}
	return e + " " + amount
}
