package textshrink

import (
	"bytes"
	"slices"
)

// span is a byte range [start, end) of the input.
type span struct{ start, end int }

// line is one line of the input: its content (without the terminator, a
// trailing "\r" left out too) and the end of its terminator, so that
// [content.start, next) is the whole line with its "\n" or "\r\n".
type line struct {
	content span
	next    int
	tokens  []span // whitespace-separated tokens of the content
}

// text is an input cut into lines and tokens. It only holds offsets: every
// candidate is built from the original bytes by an edit.
type text struct {
	src   []byte
	lines []line
}

// isSpace reports whether b separates tokens within a line.
func isSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\r' || b == '\v' || b == '\f'
}

// parse cuts input into lines and tokens. A final "\n" ends the last line
// rather than starting an empty one.
func parse(input []byte) *text {
	t := &text{src: input}
	for pos := 0; pos < len(input); {
		end, next := len(input), len(input)
		if i := bytes.IndexByte(input[pos:], '\n'); i >= 0 {
			end, next = pos+i, pos+i+1
		}
		cEnd := end
		if cEnd > pos && input[cEnd-1] == '\r' {
			cEnd--
		}
		l := line{content: span{pos, cEnd}, next: next}
		l.tokens = tokenize(input, l.content)
		t.lines = append(t.lines, l)
		pos = next
	}
	return t
}

// tokenize returns the tokens of input[s.start:s.end].
func tokenize(input []byte, s span) []span {
	var toks []span
	for i := s.start; i < s.end; {
		for i < s.end && isSpace(input[i]) {
			i++
		}
		j := i
		for j < s.end && !isSpace(input[j]) {
			j++
		}
		if j > i {
			toks = append(toks, span{i, j})
		}
		i = j
	}
	return toks
}

// tokenCount is the number of tokens on lines [from, to).
func (t *text) tokenCount(from, to int) int {
	n := 0
	for _, l := range t.lines[from:to] {
		n += len(l.tokens)
	}
	return n
}

// repl replaces src[start:end] by with (nothing, for a removal).
type repl struct {
	span
	with []byte
}

// edit is a candidate as a set of non-overlapping replacements.
type edit []repl

// overlapping reports whether two replacements of e overlap: a removal
// of tokens that holds a count the same edit lowers (a case's own count
// on the line it shortens). Such an edit is no candidate.
func (e edit) overlapping() bool {
	s := slices.Clone(e)
	slices.SortFunc(s, func(a, b repl) int { return a.start - b.start })
	for i := 1; i < len(s); i++ {
		if s[i].start < s[i-1].end {
			return true
		}
	}
	return false
}

// render applies e to src. Replacements are applied in order of position;
// the ones a caller builds never overlap.
func (e edit) render(src []byte) []byte {
	byStart := func(a, b repl) int { return a.start - b.start }
	if !slices.IsSortedFunc(e, byStart) {
		e = slices.Clone(e)
		slices.SortFunc(e, byStart)
	}
	size := len(src)
	for _, r := range e {
		size += len(r.with) - (r.end - r.start)
	}
	out := make([]byte, 0, size)
	pos := 0
	for _, r := range e {
		out = append(out, src[pos:r.start]...)
		out = append(out, r.with...)
		pos = r.end
	}
	return append(out, src[pos:]...)
}

// removeLines is the removal of lines [a, b) with their terminators.
func (t *text) removeLines(a, b int) repl {
	return repl{span: span{t.lines[a].content.start, t.lines[b-1].next}}
}

// removeTokens is the removal of tokens [a, b) of line li (never all of
// them): with the separators before them, or, from the first token on,
// with the separators after them, so the line keeps its indentation and
// the remaining tokens their separators.
func (t *text) removeTokens(li, a, b int) repl {
	toks := t.lines[li].tokens
	if a > 0 {
		return repl{span: span{toks[a-1].end, toks[b-1].end}}
	}
	return repl{span: span{toks[0].start, toks[b].start}}
}
