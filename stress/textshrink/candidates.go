package textshrink

import (
	"bytes"
	"hash/crc64"
	"iter"
	"strconv"
)

// MaxCandidateBytes bounds the bytes of the candidates one Candidates call
// returns, shared equally among its phases (lines, tokens, integers, and
// the same again without the count when one was detected). A phase stops
// once it has used its share, after at least minPerPhase candidates, so a
// huge input gets its coarsest candidates of every kind: shrinking is
// greedy and asks again after every accepted step, so the fine-grained
// ones are only needed, and cheap, once the input is small.
const MaxCandidateBytes = 32 << 20

// minPerPhase is how many candidates a phase yields whatever their size:
// both halves, for a removal.
const minPerPhase = 2

// candidateBytes is MaxCandidateBytes, lowered by tests.
var candidateBytes = MaxCandidateBytes

// Candidates proposes smaller variants of input, most aggressive first,
// without knowing its format:
//
//  1. delta debugging over lines: the lines after a detected first-line
//     count all at once, then in halves, quarters, … down to single lines
//     (every line, when no count was detected);
//  2. delta debugging over the whitespace-separated tokens within each
//     line (never all of a line's tokens: that is a line removal), halves
//     first;
//  3. integers toward 0: every integer to 0 at once, every integer halved
//     at once, then each integer to 0, each halved (rounded toward 0),
//     each one step toward 0. An integer is canonical ("0", or digits
//     after an optional "-", without a leading zero); its sign never
//     flips. Other tokens are left alone;
//  4. when a count was detected, the same three without it, in case the
//     first line only looked like one.
//
// A first-line count is detected when the first line holds integers only
// and one of them equals the number of lines after the first, else (none
// does) the number of tokens after the first line, else a number of test
// cases of a fixed number of lines each (it divides the lines after the
// first, two lines or more each) that each start with a count of their
// own, detected the same way, else the number of tokens of the second
// line, else a number of test cases without counts of their own; of
// several, the first on the line. Every removal in phases 1 and 2 then
// lowers the count by what it removes of what it counts (line removals
// take whole test cases, token removals lower their case's count), and
// phase 3 leaves the counts alone: "3\n-5 2 -7\n" gives "2\n-5 -7\n" in
// phase 2 ("3\n-5 -7\n" only in phase 4), and "2\n1\n4\n2\n-5 -7\n"
// gives "1\n2\n-5 -7\n" and then "1\n1\n-7\n".
//
// Every candidate is strictly smaller than input in the order (length in
// bytes, then the sum of the absolute values of its integers): a removal
// takes bytes away (a lowered count is never longer), an integer moved
// toward 0 is never longer and smaller in absolute value. So greedy
// shrinking always ends. The result is deterministic, never holds input
// itself nor the same candidate twice, and is bounded by
// MaxCandidateBytes (each phase may pass its share by a few candidates);
// All yields the same candidates without the bound.
func Candidates(input []byte) [][]byte {
	var out [][]byte
	walk(input, true, func(c []byte) bool {
		out = append(out, c)
		return true
	})
	return out
}

// All yields the candidates of Candidates, in the same order, lazily and
// without its bound on their total size: a caller that stops at the first
// accepted candidate (as Shrink does) renders only the ones it tries.
func All(input []byte) iter.Seq[[]byte] {
	return func(yield func([]byte) bool) { walk(input, false, yield) }
}

var crcTable = crc64.MakeTable(crc64.ECMA)

// walk yields the candidates of input, each phase bounded to its share of
// candidateBytes when bounded is set, and returns the bytes it rendered.
// Duplicates are dropped by a 64-bit checksum (deterministic; a collision
// could only drop a candidate, never repeat one). A duplicate counts
// toward the share, as it is rendered too: removing any of 10^5 equal
// lines gives one candidate, and its 10^5 renderings must stop as well. A
// phase ends after its share once it has yielded minPerPhase candidates,
// or rendered dupRenders inputs' worth beyond it.
func walk(input []byte, bounded bool, yield func([]byte) bool) (rendered int) {
	t := parse(input)
	phases := phasesOf(t, detectCount(t))
	share := candidateBytes / max(1, len(phases))
	seen := map[uint64]struct{}{}
	for _, ph := range phases {
		used, n := 0, 0
		for e := range ph {
			if bounded && used >= share && (n >= minPerPhase || used >= share+dupRenders*len(input)) {
				break
			}
			if e.overlapping() {
				continue // a removal that takes a count it would also lower
			}
			c := e.render(input)
			used += len(c)
			rendered += len(c)
			if bytes.Equal(c, input) {
				continue
			}
			h := crc64.Checksum(c, crcTable)
			if _, dup := seen[h]; dup {
				continue
			}
			seen[h] = struct{}{}
			n++
			if !yield(c) {
				return rendered
			}
		}
	}
	return rendered
}

// dupRenders is how many inputs' worth of duplicates a phase renders
// beyond its share before it ends without its minPerPhase candidates.
const dupRenders = 4

// phasesOf lists the phases of t's candidates in order (see Candidates).
func phasesOf(t *text, c count) []iter.Seq[edit] {
	plain := []iter.Seq[edit]{
		linePhase(t, count{}, 0),
		tokenPhase(t, count{}, 0),
		intPhase(t, nil),
	}
	if c.mode == noCount {
		return plain
	}
	counted := []iter.Seq[edit]{
		linePhase(t, c, 1),
		tokenPhase(t, c, 1),
		intPhase(t, c.tokens()),
	}
	return append(counted, plain...)
}

// chunks yields the n chunks [a, b) that cut [from, from+m) evenly,
// skipping empty ones.
func chunks(from, m, n int, yield func(a, b int) bool) bool {
	for i := range n {
		a, b := from+i*m/n, from+(i+1)*m/n
		if a < b && !yield(a, b) {
			return false
		}
	}
	return true
}

// linePhase is delta debugging over the lines from line from on: all of
// them (after a count only: without one that is the empty input), then
// halves, quarters, … single lines, each removal adjusting c. Lines go in
// whole test cases when c counts cases of a fixed number of lines.
func linePhase(t *text, c count, from int) iter.Seq[edit] {
	return func(yield func(edit) bool) {
		u := max(1, c.block) // lines per unit
		m := (len(t.lines) - from) / u
		if m <= 0 {
			return
		}
		n := 2
		if c.mode != noCount {
			n = 1
		}
		for ; ; n *= 2 {
			n = min(n, m)
			ok := chunks(0, m, n, func(a, b int) bool {
				a, b = from+a*u, from+b*u
				return yield(c.adjust(edit{t.removeLines(a, b)}, c.removedLines(t, a, b)))
			})
			if !ok || n == m {
				return
			}
		}
	}
}

// tokenPhase is delta debugging over the tokens of each line from line
// from on, level by level across the lines: halves of every line, then
// quarters, … single tokens, each removal adjusting c.
func tokenPhase(t *text, c count, from int) iter.Seq[edit] {
	return func(yield func(edit) bool) {
		for n, more := 2, true; more; n *= 2 {
			more = false
			for li := from; li < len(t.lines); li++ {
				m := len(t.lines[li].tokens)
				if m < 2 || n/2 >= m {
					continue // nothing to remove, or done at a finer level
				}
				nn := min(n, m)
				more = more || nn < m
				ok := chunks(0, m, nn, func(a, b int) bool {
					cc := c.forLine(li)
					return yield(cc.adjust(edit{t.removeTokens(li, a, b)}, cc.removedTokens(li, b-a)))
				})
				if !ok {
					return
				}
			}
		}
	}
}

// intPhase moves the integers of t, except those at skip, toward 0:
// all to 0 at once, all halved at once, then each to 0, each halved, each
// one step toward 0.
func intPhase(t *text, skip map[span]bool) iter.Seq[edit] {
	return func(yield func(edit) bool) {
		var ints []span
		for _, l := range t.lines {
			for _, tok := range l.tokens {
				if !skip[tok] && isInt(t.src[tok.start:tok.end]) {
					ints = append(ints, tok)
				}
			}
		}
		if len(ints) > 1 {
			for _, pick := range []int{0, 1} {
				if !yield(intEdit(t, ints, pick)) {
					return
				}
			}
		}
		for pick := range 3 {
			for _, tok := range ints {
				vals := towardZero(t.src[tok.start:tok.end])
				v := vals[pick]
				if v == nil || (pick > 0 && bytes.Equal(v, vals[0])) || (pick > 1 && bytes.Equal(v, vals[1])) {
					continue // 0 itself, or proposed already
				}
				if !yield(edit{{span: tok, with: v}}) {
					return
				}
			}
		}
	}
}

// intEdit moves every integer of ints to 0 (pick 0) or to its half (pick
// 1) at once. The candidate is written here, in one pass, and the edit
// replaces the whole input by it: on a big input, an edit of one
// replacement per integer would take several times its size.
func intEdit(t *text, ints []span, pick int) edit {
	out := make([]byte, 0, len(t.src))
	pos := 0
	for _, tok := range ints {
		s := t.src[tok.start:tok.end]
		out = append(out, t.src[pos:tok.start]...)
		pos = tok.end
		switch v, err := strconv.ParseInt(string(s), 10, 64); {
		case pick == 0:
			out = append(out, '0')
		case err == nil:
			out = strconv.AppendInt(out, v/2, 10)
		default:
			out = append(out, towardZero(s)[1]...)
		}
	}
	out = append(out, t.src[pos:]...)
	return edit{{span: span{0, len(t.src)}, with: out}}
}
