// Package input reads a problem's input the way testlib does, in two
// modes: strict, like a validator (exact single spaces, "\n" line ends,
// canonical integers, nothing after the end), and lenient, like a judge's
// scanf (any ASCII whitespace between tokens, signs and leading zeros
// allowed). Both refuse non-integers, values out of range and trailing
// garbage, and both report the first rejection as a
// *problem.InputError, "FILE:LINE:COL: message".
//
// A reader is a sequence of calls that reads like the statement:
//
//	r := input.NewStrict(name, data)
//	n := r.Int(1, 5000, "N"); r.Space(); k := r.Int(1, n*n, "K"); r.Eoln()
//	for i := 1; i <= k; i++ {
//		r.Item("move", i, k) // labels now read "r of move 12"
//		x := r.Int(1, n, "r"); r.Space(); y := r.Int(1, n, "c"); r.Eoln()
//		...
//	}
//	r.EOF()
//	if err := r.Err(); err != nil { ... }
//
// Errors are sticky, as in bufio.Scanner: after the first one every call
// does nothing and Int returns its lower bound, so values stay in range
// and call sites need no check between reads. The reader works on a byte
// slice the caller has read (with its own size cap) and allocates nothing
// while reading: labels are built only for a message, and a quoted token
// is cut to a few bytes however long it is.
package input

import "bytes"

// Reader reads one input. The zero value is not usable; see NewStrict
// and NewLenient.
type Reader struct {
	file    string
	data    []byte
	pos     int
	lenient bool
	ends    *[256]bool // bytes that end a token: delim or space
	err     error

	// The label of the last value read and the item it belongs to,
	// kept as parts so that building "r of move 12" waits for an error.
	name         string
	item         string
	index, total int
}

// NewStrict returns a validator's reader of data, named file in messages.
func NewStrict(file string, data []byte) *Reader {
	return &Reader{file: file, data: data, ends: &delim}
}

// NewLenient returns a judge's reader of data, named file in messages.
func NewLenient(file string, data []byte) *Reader {
	return &Reader{file: file, data: data, lenient: true, ends: &space}
}

// The constructors stay small enough to inline, so that a Reader can
// live on its caller's stack, where storing a label costs no write
// barrier; the byte-order mark is looked for when an error is reported
// (see fail) or a token is read.

// space is C's isspace: what scanf skips and what separates lenient tokens.
var space = [256]bool{' ': true, '\n': true, '\t': true, '\r': true, '\v': true, '\f': true}

// delim ends a strict token: every byte the lenient reader skips, so that
// a validator never reads as one token what a judge's reader splits in
// two (FuzzReader found "\f" read as a token in strict mode); the strict
// reader then refuses the stray whitespace where it stands.
var delim = space

// Err returns the first error, or nil.
func (r *Reader) Err() error { return r.err }

// Lenient reports whether r is a judge's reader rather than a validator's.
func (r *Reader) Lenient() bool { return r.lenient }

// Item says that the values read next belong to item index (1-based) of
// total, of kind kind ("move"): their labels read "r of move 12", Eoln
// and EOF name "move 12", and input that ends inside the items reads
// "file ends after 11 of 12 moves". Item("", 0, 0) goes back to plain
// labels. total may be 0 when unknown.
func (r *Reader) Item(kind string, index, total int) {
	r.item, r.index, r.total = kind, index, total
}

// Pos returns the byte offset of the next token (in lenient mode, after
// the whitespace before it), for a later Errorf about what starts there.
func (r *Reader) Pos() int {
	if r.lenient {
		r.pos = r.skipSpace(r.pos)
	}
	return r.pos
}

// cutoff bounds a value while its digits are read: beyond it the value
// saturates at maxInt, so 2^64+5 cannot wrap around into range.
const (
	maxInt = int(^uint(0) >> 1)
	cutoff = maxInt / 10
)

// Int reads an integer in [lo, hi] named name ("N"): in strict mode
// written canonically right at the current position (no '+', no leading
// zero, no "-0"), in lenient mode after any whitespace, as scanf reads
// it. The integer must be followed by whitespace or the end of the input.
// Bounds must lie within ±9·10^17. On error it returns lo.
func (r *Reader) Int(lo, hi int, name string) int {
	if r.err != nil {
		return lo
	}
	r.name = name
	d, i := r.data, r.pos
	if r.lenient {
		i = r.skipSpace(i)
	}
	// The common case, a positive canonical integer in range, stays here;
	// signs, zeros and every error go to the general code.
	if i < len(d) && d[i]-'1' <= 8 {
		start, v := i, int(d[i]-'0')
		for i++; i < len(d) && d[i]-'0' <= 9; i++ {
			v = grow(v, d[i])
		}
		if (i == len(d) || r.ends[d[i]]) && lo <= v && v <= hi {
			r.pos = i
			return v
		}
		i = start
	}
	return r.slowInt(i, lo, hi)
}

// QuickLine reads the common case of a whole line of values, without
// labels: len(dst) positive integers at most hi, written canonically and
// separated by single spaces, then "\n", starting right at the current
// position. It fills dst, consumes the line and returns true; on anything
// else it returns false, consumes nothing and leaves dst undefined, and
// the caller reads the line again with Int, Space and Eoln, which accept
// or explain. Both modes accept what QuickLine takes, so a reader can try
// it first on its hot path (Caro's 300 000 move lines) without changing
// what it accepts. hi must be at most 9·10^17.
func (r *Reader) QuickLine(hi int, dst []int) bool {
	d, i := r.data, r.pos
	for k := range dst {
		if i >= len(d) || d[i]-'1' > 8 {
			return false
		}
		v := int(d[i] - '0')
		for i++; i < len(d) && d[i]-'0' <= 9; i++ {
			// Stopping once v > hi keeps v from overflowing.
			if v = v*10 + int(d[i]-'0'); v > hi {
				return false
			}
		}
		sep := byte(' ')
		if k == len(dst)-1 {
			sep = '\n'
		}
		if v > hi || i >= len(d) || d[i] != sep {
			return false
		}
		dst[k] = v
		i++
	}
	r.pos = i
	return true
}

// grow appends digit c to v, saturating at maxInt.
func grow(v int, c byte) int {
	if v < cutoff {
		return v*10 + int(c-'0')
	}
	return maxInt
}

// Space reads the single space between two values on a line. In lenient
// mode it asks for nothing: the next token skips any whitespace.
func (r *Reader) Space() {
	if r.pos < len(r.data) && r.data[r.pos] == ' ' {
		r.pos++
		return
	}
	r.noSpace()
}

// Eoln reads the "\n" that ends a line. In lenient mode it asks for
// nothing.
func (r *Reader) Eoln() {
	if r.pos < len(r.data) && r.data[r.pos] == '\n' {
		r.pos++
		return
	}
	r.noEoln()
}

// EOF checks that nothing is left: no byte at all in strict mode, only
// whitespace in lenient mode.
func (r *Reader) EOF() {
	if r.err != nil {
		return
	}
	if !r.lenient {
		if r.pos < len(r.data) {
			r.fail(r.pos, "expected end of file"+r.after()+", found "+r.found(r.pos))
		}
		return
	}
	if i := r.skipSpace(r.pos); i < len(r.data) {
		r.fail(i, "extra data"+r.after()+", found "+quoteToken(r.data[i:r.tokenEnd(i, &space)]))
	}
}

// Token reads a non-empty run of non-whitespace bytes named name (in
// strict mode starting right here). The slice points into the input.
func (r *Reader) Token(name string) []byte {
	start, tok := r.token(name)
	if tok == nil {
		r.missing(start, name)
	}
	return tok
}

// Word reads a token that must be exactly want ("Case").
func (r *Reader) Word(want string) {
	start, tok := r.token(want)
	switch {
	case tok == nil:
		r.missing(start, quoteToken([]byte(want)))
	case string(tok) != want:
		r.fail(start, "expected "+quoteToken([]byte(want))+", found "+quoteToken(tok))
	}
}

// token reads the next token and returns where it starts, or a nil
// token when there is none (or an error was already reported).
func (r *Reader) token(name string) (int, []byte) {
	if r.err != nil {
		return 0, nil
	}
	r.name = name
	start := r.pos
	if r.lenient {
		start = r.skipSpace(start)
	}
	end := r.tokenEnd(start, r.ends)
	if end == start || start == 0 && bytes.HasPrefix(r.data, bom) {
		return start, nil
	}
	r.pos = end
	return start, r.data[start:end]
}

func (r *Reader) skipSpace(i int) int {
	for i < len(r.data) && space[r.data[i]] {
		i++
	}
	return i
}

// tokenEnd returns the end of the token starting at i, ended by ends.
func (r *Reader) tokenEnd(i int, ends *[256]bool) int {
	for i < len(r.data) && !ends[r.data[i]] {
		i++
	}
	return i
}
