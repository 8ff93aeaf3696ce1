package game

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"

	"carokit/problem"
)

// ReadLenient reads a case the way a judge feeds it to a contestant's
// program: integers separated by any whitespace (space, tab, \r, \n, \v,
// \f), signs and leading zeros allowed as scanf allows them. It still
// rejects anything that cannot be a case: a token that is not an integer,
// a value out of range, a repeated cell, too few moves, or data after the
// last move. Errors are *problem.InputError values.
func ReadLenient(name string, data []byte, lim Limits) (*Case, error) {
	s := reader{name: name, data: data}
	if bytes.HasPrefix(data, bom) {
		return nil, s.errAt(0, "file starts with a UTF-8 byte-order mark")
	}
	n, err := s.lenientInt(label{what: "N"}, 1, lim.MaxN, 0)
	if err != nil {
		return nil, err
	}
	k, err := s.lenientInt(label{what: "K"}, 1, lim.MaxMoves(n), 0)
	if err != nil {
		return nil, err
	}
	c := &Case{N: n, Moves: make([]Move, 0, k)}
	s.seen = newCellSet(n)
	for i := 1; i <= k; i++ {
		start := s.skipSpace()
		if r, col, ok := s.fastMove(n); ok {
			if err := s.add(c, start, r, col); err != nil {
				return nil, err
			}
			continue
		}
		r, err := s.lenientInt(label{what: "r", move: i}, 1, n, k)
		if err != nil {
			return nil, err
		}
		col, err := s.lenientInt(label{what: "c", move: i}, 1, n, k)
		if err != nil {
			return nil, err
		}
		if err := s.add(c, start, r, col); err != nil {
			return nil, err
		}
	}
	if end := s.skipSpace(); end < len(data) {
		return nil, s.errAt(end, fmt.Sprintf("extra data after move %d, found %s", k, quoteToken(data[end:tokenEnd(data, end)])))
	}
	return c, nil
}

// ReadStrict validates a case the way a testlib validator does: exactly
// "N K\n", then K lines "r c\n", single spaces, \n line ends, integers
// without sign or leading zeros, nothing after the last line. Errors are
// *problem.InputError values whose messages read like testlib's.
func ReadStrict(name string, data []byte, lim Limits) (*Case, error) {
	s := reader{name: name, data: data}
	if bytes.HasPrefix(data, bom) {
		return nil, s.errAt(0, "file starts with a UTF-8 byte-order mark")
	}
	n, err := s.strictInt(label{what: "N"}, 1, lim.MaxN)
	if err != nil {
		return nil, err
	}
	if !s.next(' ') {
		return nil, s.expectErr("a single space after N")
	}
	k, err := s.strictInt(label{what: "K"}, 1, lim.MaxMoves(n))
	if err != nil {
		return nil, err
	}
	if !s.next('\n') {
		return nil, s.expectErr("end of line after K")
	}
	c := &Case{N: n, Moves: make([]Move, 0, k)}
	s.seen = newCellSet(n)
	for i := 1; i <= k; i++ {
		start := s.pos
		if r, col, ok := s.fastMove(n); ok {
			if err := s.add(c, start, r, col); err != nil {
				return nil, err
			}
			continue
		}
		if start == len(data) {
			return nil, s.errAt(start, fmt.Sprintf("file ends after %d of %d moves", i-1, k))
		}
		r, err := s.strictInt(label{what: "r", move: i}, 1, n)
		if err != nil {
			return nil, err
		}
		if !s.next(' ') {
			return nil, s.expectErr("a single space after r of move " + strconv.Itoa(i))
		}
		col, err := s.strictInt(label{what: "c", move: i}, 1, n)
		if err != nil {
			return nil, err
		}
		if !s.next('\n') {
			return nil, s.expectErr("end of line after move " + strconv.Itoa(i))
		}
		if err := s.add(c, start, r, col); err != nil {
			return nil, err
		}
	}
	if s.pos < len(data) {
		return nil, s.errAt(s.pos, fmt.Sprintf("expected end of file after move %d, found %s", k, s.found(s.pos)))
	}
	return c, nil
}

var bom = []byte{0xEF, 0xBB, 0xBF}

// reader is the scanning state shared by both readers. Line and column
// are worked out only when an error is reported, so the hot loops only
// move pos.
type reader struct {
	name string
	data []byte
	pos  int

	seen *cellSet // cells of the moves read so far
}

// label names the value being read, for messages; building the text is
// left to the error path.
type label struct {
	what string // "N", "K", "r" or "c"
	move int    // 1-based move number for r and c
}

func (l label) String() string {
	if l.move == 0 {
		return l.what
	}
	return l.what + " of move " + strconv.Itoa(l.move)
}

// big is larger than any limit; parsed values stop growing there, so
// 2^63 or 10^100 read as "too large" instead of overflowing.
const big = 1 << 40

// fastMove reads a move line written canonically, "r c\n" with
// 1 ≤ r, c ≤ n, which both readers accept: the common case, parsed
// without building labels. Anything else is left to the general code.
func (s *reader) fastMove(n int) (r, c int, ok bool) {
	d := s.data
	r, i := uintAt(d, s.pos, n)
	if r == 0 || i >= len(d) || d[i] != ' ' {
		return 0, 0, false
	}
	c, i = uintAt(d, i+1, n)
	if c == 0 || i >= len(d) || d[i] != '\n' {
		return 0, 0, false
	}
	s.pos = i + 1
	return r, c, true
}

// uintAt parses the integer in [1, hi] written without sign or leading
// zero at d[i:], and returns it with the offset after its digits; 0 when
// there is no such integer.
func uintAt(d []byte, i, hi int) (int, int) {
	if i >= len(d) || d[i]-'1' > 8 {
		return 0, i
	}
	v := int(d[i] - '0')
	for i++; i < len(d) && d[i]-'0' <= 9; i++ {
		if v = v*10 + int(d[i]-'0'); v > hi {
			return 0, i
		}
	}
	if v > hi {
		return 0, i
	}
	return v, i
}

// isSpace is C's isspace: what scanf skips.
func isSpace(b byte) bool {
	return b == ' ' || b == '\n' || b == '\t' || b == '\r' || b == '\v' || b == '\f'
}

func (s *reader) skipSpace() int {
	for s.pos < len(s.data) && isSpace(s.data[s.pos]) {
		s.pos++
	}
	return s.pos
}

// lenientInt skips whitespace and reads a scanf-style integer in [lo, hi].
// k > 0 marks a move's value: running out of input then reports how many
// moves were complete.
func (s *reader) lenientInt(l label, lo, hi, k int) (int, error) {
	d := s.data
	start := s.skipSpace()
	if start == len(d) {
		if k > 0 {
			return 0, s.errAt(start, fmt.Sprintf("file ends after %d of %d moves", l.move-1, k))
		}
		return 0, s.errAt(start, fmt.Sprintf("expected integer %s in [%d, %d], found end of file", l, lo, hi))
	}
	i := start
	neg := false
	if d[i] == '+' || d[i] == '-' {
		neg = d[i] == '-'
		i++
	}
	digits := i
	v := 0
	for i < len(d) && d[i]-'0' <= 9 {
		if v < big {
			v = v*10 + int(d[i]-'0')
		}
		i++
	}
	if i == digits || (i < len(d) && !isSpace(d[i])) {
		return 0, s.errAt(start, fmt.Sprintf("expected integer %s in [%d, %d], found %s", l, lo, hi, quoteToken(d[start:tokenEnd(d, start)])))
	}
	if neg {
		v = -v
	}
	if v < lo || v > hi {
		return 0, s.rangeErr(start, i, l, lo, hi, "")
	}
	s.pos = i
	return v, nil
}

// isDelim ends a strict token: the whitespace a validator distinguishes.
func isDelim(b byte) bool {
	return b == ' ' || b == '\n' || b == '\r' || b == '\t'
}

// strictInt reads an integer in [lo, hi] written canonically (no sign, no
// leading zeros) that starts exactly at the current position.
func (s *reader) strictInt(l label, lo, hi int) (int, error) {
	d := s.data
	start := s.pos
	i := start
	if i < len(d) && d[i]-'1' <= 8 {
		v := 0
		for i < len(d) && d[i]-'0' <= 9 {
			if v < big {
				v = v*10 + int(d[i]-'0')
			}
			i++
		}
		if i == len(d) || isDelim(d[i]) {
			if v < lo || v > hi {
				return 0, s.rangeErr(start, i, l, lo, hi, "")
			}
			s.pos = i
			return v, nil
		}
	}
	return 0, s.badStrictToken(l, lo, hi)
}

// badStrictToken explains why the token at the current position is not a
// canonical integer in range.
func (s *reader) badStrictToken(l label, lo, hi int) error {
	d, start := s.data, s.pos
	end := start
	for end < len(d) && !isDelim(d[end]) {
		end++
	}
	if end == start {
		return s.errAt(start, fmt.Sprintf("expected integer %s in [%d, %d], found %s", l, lo, hi, s.found(start)))
	}
	tok := d[start:end]
	allDigits := func(b []byte) bool {
		for _, x := range b {
			if x-'0' > 9 {
				return false
			}
		}
		return len(b) > 0
	}
	switch {
	case tok[0] == '+' && allDigits(tok[1:]):
		return s.rangeErr(start, end, l, lo, hi, " (a '+' sign is not allowed)")
	case tok[0] == '0' && len(tok) > 1 && allDigits(tok):
		return s.rangeErr(start, end, l, lo, hi, " (leading zeros are not allowed)")
	case tok[0] == '-' && allDigits(tok[1:]):
		// A negative integer is well formed but below every lower bound here.
		return s.rangeErr(start, end, l, lo, hi, "")
	}
	return s.errAt(start, fmt.Sprintf("expected integer %s in [%d, %d], found %s", l, lo, hi, quoteToken(tok)))
}

// next consumes the byte want if it stands at the current position.
func (s *reader) next(want byte) bool {
	if s.pos < len(s.data) && s.data[s.pos] == want {
		s.pos++
		return true
	}
	return false
}

// expectErr reports that what was expected at the current position.
func (s *reader) expectErr(what string) error {
	msg := fmt.Sprintf("expected %s, found %s", what, s.found(s.pos))
	if s.pos < len(s.data) && s.data[s.pos] == '\r' {
		msg += " (lines must end with \\n alone, not \\r\\n)"
	}
	return s.errAt(s.pos, msg)
}

// add appends move (r, c), whose text starts at offset start, to c,
// rejecting a repeated cell. Only then does it search back for the
// earlier move.
func (s *reader) add(c *Case, start, r, col int) error {
	cell := (r-1)*c.N + col - 1
	m := Move{int32(r), int32(col)}
	if s.seen.has(cell) {
		earlier := 1 + slices.Index(c.Moves, m)
		return s.errAt(start, fmt.Sprintf("move %d repeats cell (%d,%d) of move %d", len(c.Moves)+1, r, col, earlier))
	}
	s.seen.add(cell)
	c.Moves = append(c.Moves, m)
	return nil
}

func (s *reader) rangeErr(start, end int, l label, lo, hi int, why string) error {
	return s.errAt(start, fmt.Sprintf("expected integer %s in [%d, %d], found %s%s", l, lo, hi, quoteToken(s.data[start:end]), why))
}

// found describes what stands at offset i: end of file, one whitespace
// byte, or the token starting there.
func (s *reader) found(i int) string {
	d := s.data
	switch {
	case i >= len(d):
		return "end of file"
	case isSpace(d[i]):
		return strconv.QuoteRune(rune(d[i]))
	}
	return quoteToken(d[i:tokenEnd(d, i)])
}

// errAt returns an InputError located at byte offset off.
func (s *reader) errAt(off int, msg string) error {
	before := s.data[:off]
	line := 1 + bytes.Count(before, []byte{'\n'})
	col := off - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return &problem.InputError{File: s.name, Line: line, Col: col, Msg: msg}
}

// tokenEnd returns the end of the run of non-space bytes starting at i.
func tokenEnd(d []byte, i int) int {
	for i < len(d) && !isSpace(d[i]) {
		i++
	}
	return i
}

// quoteToken quotes a token for a message, Go-escaped so binary bytes
// and control characters stay on one line, and shortened when long.
func quoteToken(tok []byte) string {
	const max = 24
	if len(tok) > max {
		return strconv.Quote(string(tok[:max])+"...") + fmt.Sprintf(" (%d bytes)", len(tok))
	}
	return strconv.Quote(string(tok))
}

// cellSet remembers occupied cells: one bit per cell, or a map when the
// board is too large for a bitset (only for limits far beyond Caro's).
type cellSet struct {
	bits []uint64
	m    map[int]struct{}
}

func newCellSet(n int) *cellSet {
	cells := int64(n) * int64(n)
	if cells > 1<<30 {
		return &cellSet{m: map[int]struct{}{}}
	}
	return &cellSet{bits: make([]uint64, (cells+63)/64)}
}

func (c *cellSet) has(i int) bool {
	if c.bits == nil {
		_, ok := c.m[i]
		return ok
	}
	return c.bits[i>>6]>>(i&63)&1 != 0
}

func (c *cellSet) add(i int) {
	if c.bits == nil {
		c.m[i] = struct{}{}
		return
	}
	c.bits[i>>6] |= 1 << (i & 63)
}
