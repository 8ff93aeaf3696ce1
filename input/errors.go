package input

import (
	"bytes"
	"fmt"
	"strconv"

	"carokit/problem"
)

// This file is the slow side of the reader: integers that are not plain
// positive ones, and every message. Nothing here runs on a valid input
// written canonically.

// slowInt reads the integer whose token starts at i (after whitespace in
// lenient mode), or reports why there is none in [lo, hi].
func (r *Reader) slowInt(i, lo, hi int) int {
	d := r.data
	end := r.tokenEnd(i, r.ends)
	if end == i {
		r.missing(i, r.intWanted(lo, hi))
		return lo
	}
	tok := d[i:end]
	neg := tok[0] == '-'
	digits := tok
	if neg || tok[0] == '+' {
		digits = tok[1:]
	}
	v, ok := parseDigits(digits)
	if !ok {
		// Lenient mode quotes up to the next whitespace of any kind, strict
		// mode up to its own delimiters: the token each would skip.
		r.fail(i, "expected "+r.intWanted(lo, hi)+", found "+quoteToken(tok))
		return lo
	}
	if neg {
		v = -v
	}
	inRange := lo <= v && v <= hi
	why := ""
	switch {
	case r.lenient:
	case tok[0] == '+':
		why = " (a '+' sign is not allowed)"
	case neg && !inRange:
		// A negative value out of range is just out of range, whatever
		// its form.
	case len(digits) > 1 && digits[0] == '0':
		why = " (leading zeros are not allowed)"
	case neg && v == 0:
		why = " (negative zero is not allowed)"
	}
	if !inRange || why != "" {
		r.fail(i, "expected "+r.intWanted(lo, hi)+", found "+quoteToken(tok)+why)
		return lo
	}
	r.pos = end
	return v
}

// parseDigits reads a non-empty run of decimal digits, saturating.
func parseDigits(b []byte) (int, bool) {
	v := 0
	for _, c := range b {
		if c-'0' > 9 {
			return 0, false
		}
		v = grow(v, c)
	}
	return v, len(b) > 0
}

func (r *Reader) intWanted(lo, hi int) string {
	return fmt.Sprintf("integer %s in [%d, %d]", r.label(), lo, hi)
}

// missing reports that what was wanted at offset i is absent: the input
// ends there or, in strict mode, a delimiter stands there. Running out
// inside the items of a count names how many were complete: in lenient
// mode anywhere, in strict mode at the start of a line (mid-line, the
// broken line is the news).
func (r *Reader) missing(i int, what string) {
	atLineStart := i == 0 || r.data[i-1] == '\n'
	if i == len(r.data) && r.total > 0 && (r.lenient || atLineStart) {
		r.fail(i, fmt.Sprintf("file ends after %d of %d %ss", r.index-1, r.total, r.item))
		return
	}
	r.fail(i, "expected "+what+", found "+r.found(i))
}

// noSpace and noEoln are kept out of Space and Eoln so that those inline.
// Consuming the one expected byte there is harmless in lenient mode, so
// only a missing one needs to look at the mode.
func (r *Reader) noSpace() {
	if !r.lenient && r.err == nil {
		r.expected("a single space after " + r.label())
	}
}

func (r *Reader) noEoln() {
	if !r.lenient && r.err == nil {
		r.expected("end of line" + r.after())
	}
}

// expected reports what should stand at the current position.
func (r *Reader) expected(what string) {
	msg := "expected " + what + ", found " + r.found(r.pos)
	if r.pos < len(r.data) && r.data[r.pos] == '\r' {
		msg += ` (lines must end with \n alone, not \r\n)`
	}
	r.fail(r.pos, msg)
}

// label names the last value read: "N", or "r of move 12" inside an item.
func (r *Reader) label() string {
	if r.item == "" {
		return r.name
	}
	return r.name + " of " + r.item + " " + strconv.Itoa(r.index)
}

// after names what the line or file should end after: the item when
// there is one ("move 12"), else the last value; "" before any read.
func (r *Reader) after() string {
	switch {
	case r.item != "":
		return " after " + r.item + " " + strconv.Itoa(r.index)
	case r.name != "":
		return " after " + r.name
	}
	return ""
}

// found describes what stands at offset i: end of file, one whitespace
// byte, or the token starting there.
func (r *Reader) found(i int) string {
	switch {
	case i >= len(r.data):
		return "end of file"
	case space[r.data[i]]:
		return strconv.QuoteRune(rune(r.data[i]))
	}
	return quoteToken(r.data[i:r.tokenEnd(i, &space)])
}

// quoteTokenMax is the longest token quoted whole in a message.
const quoteTokenMax = 24

// quoteToken quotes a token for a message, Go-escaped so binary bytes and
// control characters stay on one line, and cut (with its length) when
// long, so a message stays short whatever the input holds.
func quoteToken(tok []byte) string {
	if len(tok) > quoteTokenMax {
		return strconv.Quote(string(tok[:quoteTokenMax])+"...") + " (" + strconv.Itoa(len(tok)) + " bytes)"
	}
	return strconv.Quote(string(tok))
}

// Errorf records an error located at byte offset at (from Pos), unless
// one is already recorded: for what only the problem can check, such as
// a repeated cell.
func (r *Reader) Errorf(at int, format string, args ...any) {
	if r.err == nil {
		r.fail(at, fmt.Sprintf(format, args...))
	}
}

var bom = []byte{0xEF, 0xBB, 0xBF}

// fail records the first error, located at byte offset off. In a file
// that starts with a byte-order mark, the first error is the mark: it
// breaks scanf and testlib alike, and is invisible in an editor, so it
// is named instead of quoted as three odd bytes.
func (r *Reader) fail(off int, msg string) {
	if r.err != nil {
		return
	}
	if bytes.HasPrefix(r.data, bom) {
		off, msg = 0, "file starts with a UTF-8 byte-order mark"
	}
	off = min(max(off, 0), len(r.data))
	before := r.data[:off]
	line := 1 + bytes.Count(before, []byte{'\n'})
	col := off - (bytes.LastIndexByte(before, '\n') + 1) + 1
	r.err = &problem.InputError{File: r.file, Line: line, Col: col, Msg: msg}
	// With no input left, every fast path fails and every slow one sees
	// the error: nothing after the first error reads or reports.
	r.data, r.pos = nil, 0
}
