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

// count is a detected count on the first line of a part of the input
// (the whole input, or one of its test cases): the token holding it, its
// value and what it counts.
type count struct {
	mode  countMode
	tok   span
	value int
	first int     // the line holding it
	block int     // caseCount: lines per test case
	inner []count // caseCount: each case's own count (mode noCount if none)
}

// detectCount looks for a count on the first line of the input (see
// detectIn), and for test cases of a fixed number of lines with their own
// counts.
func detectCount(t *text) count { return detectIn(t, 0, len(t.lines), true) }

// detectIn looks for a count on line from of lines [from, to): a
// canonical non-negative integer there equal to the number of lines after
// it, else (none is) to the number of tokens after that line, else, when
// cases is set, to a number of test cases of a fixed number of lines (two
// or more) each, every one of which has a count of its own, else to the
// number of tokens of the next line, else to a number of test cases
// without counts of their own; the first such integer of the line, for the
// first of those that one equals. The line must hold integers only, and
// another line must follow.
func detectIn(t *text, from, to int, cases bool) count {
	vals := countLine(t, from, to)
	if vals == nil {
		return count{}
	}
	after := to - from - 1
	found := func(mode countMode, n int) (count, bool) {
		for i, v := range vals {
			if v == n {
				return count{mode: mode, tok: t.lines[from].tokens[i], value: v, first: from}, true
			}
		}
		return count{}, false
	}
	if c, ok := found(lineCount, after); ok {
		return c
	}
	if c, ok := found(tokenCount, t.tokenCount(from+1, to)); ok {
		return c
	}
	var loose count // test cases without counts of their own
	for i, v := range vals {
		if !cases || v == 0 || after%v != 0 || after/v < 2 {
			continue
		}
		c := count{mode: caseCount, tok: t.lines[from].tokens[i], value: v, first: from, block: after / v}
		whole := true
		for start := from + 1; start < to; start += c.block {
			in := detectIn(t, start, start+c.block, false)
			whole = whole && in.mode != noCount
			c.inner = append(c.inner, in)
		}
		if whole {
			return c
		}
		if loose.mode == noCount {
			loose = c
		}
	}
	if c, ok := found(line2Count, len(t.lines[from+1].tokens)); ok {
		return c
	}
	return loose
}

// countLine returns the integers of line from, or nil when it is not a
// line of integers followed by another line in [from, to). A negative or
// huge integer is -1: it counts nothing.
func countLine(t *text, from, to int) []int {
	if to-from < 2 || len(t.lines[from].tokens) == 0 {
		return nil
	}
	toks := t.lines[from].tokens
	vals := make([]int, len(toks))
	for i, tok := range toks {
		s := t.src[tok.start:tok.end]
		if !isInt(s) {
			return nil
		}
		v, err := strconv.Atoi(string(s))
		if err != nil || v < 0 {
			v = -1
		}
		vals[i] = v
	}
	return vals
}

// removedLines is how many units of c the removal of lines [a, b) takes.
func (c count) removedLines(t *text, a, b int) int {
	switch c.mode {
	case lineCount:
		return b - a
	case tokenCount:
		return t.tokenCount(a, b)
	case line2Count:
		if a <= c.first+1 && c.first+1 < b {
			return len(t.lines[c.first+1].tokens)
		}
	case caseCount:
		return (b - a) / c.block
	}
	return 0
}

// forLine is the count that the tokens of line li are counted by: the
// count of li's test case when c counts cases, else c.
func (c count) forLine(li int) count {
	if c.mode == caseCount && li > c.first {
		return c.inner[(li-c.first-1)/c.block]
	}
	return c
}

// removedTokens is how many units of c the removal of k tokens of line li
// takes.
func (c count) removedTokens(li, k int) int {
	if c.mode == tokenCount || (c.mode == line2Count && li == c.first+1) {
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

// tokens returns the tokens holding c and, for test cases, their counts.
func (c count) tokens() map[span]bool {
	m := map[span]bool{}
	if c.mode != noCount {
		m[c.tok] = true
	}
	for _, in := range c.inner {
		if in.mode != noCount {
			m[in.tok] = true
		}
	}
	return m
}
