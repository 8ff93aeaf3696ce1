package textshrink

import "strconv"

// countMode says what a first-line count counts.
type countMode int

const (
	noCount    countMode = iota
	lineCount            // the lines after the first
	tokenCount           // the tokens after the first line
	line2Count           // the tokens of the second line
	caseCount            // test cases of block lines each after the first line
)

// count is a detected first-line count: the token holding it, its value
// and what it counts.
type count struct {
	mode  countMode
	tok   span
	value int
	block int // lines per test case, for caseCount
}

// detectCount looks for a count on the first line: a canonical
// non-negative integer there equal to the number of lines after the
// first, else (none is) to the number of tokens after the first line,
// else to the number of tokens of the second line, else to the number of
// test cases of a fixed number of lines (two or more) each; the first such
// integer of the line, for the first of those that one equals. The first line must
// hold integers only, and a second line must exist.
func detectCount(t *text) count {
	if len(t.lines) < 2 || len(t.lines[0].tokens) == 0 {
		return count{}
	}
	first := t.lines[0].tokens
	vals := make([]int, len(first))
	for i, tok := range first {
		s := t.src[tok.start:tok.end]
		if !isInt(s) {
			return count{}
		}
		v, err := strconv.Atoi(string(s))
		if err != nil || v < 0 {
			v = -1 // counts nothing
		}
		vals[i] = v
	}
	wants := [...]struct {
		mode countMode
		n    int
	}{
		{lineCount, len(t.lines) - 1},
		{tokenCount, t.tokenCount(1, len(t.lines))},
		{line2Count, len(t.lines[1].tokens)},
	}
	for _, w := range wants {
		for i, v := range vals {
			if v == w.n {
				return count{mode: w.mode, tok: first[i], value: v}
			}
		}
	}
	for i, v := range vals {
		if lines := len(t.lines) - 1; v > 0 && lines%v == 0 && lines/v >= 2 {
			return count{mode: caseCount, tok: first[i], value: v, block: lines / v}
		}
	}
	return count{}
}

// removedLines is how many units of c the removal of lines [a, b) takes.
func (c count) removedLines(t *text, a, b int) int {
	switch c.mode {
	case lineCount:
		return b - a
	case tokenCount:
		return t.tokenCount(a, b)
	case line2Count:
		if a <= 1 && 1 < b {
			return len(t.lines[1].tokens)
		}
	case caseCount:
		return (b - a) / c.block
	}
	return 0
}

// removedTokens is how many units of c the removal of k tokens of line li
// takes.
func (c count) removedTokens(li, k int) int {
	if c.mode == tokenCount || (c.mode == line2Count && li == 1) {
		return k
	}
	return 0
}

// adjust returns e with the count lowered by removed units (e unchanged
// when there is no count or nothing it counts is removed).
func (c count) adjust(e edit, removed int) edit {
	if c.mode == noCount || removed == 0 {
		return e
	}
	return append(e, repl{span: c.tok, with: strconv.AppendInt(nil, int64(c.value-removed), 10)})
}
