package check

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"

	"carokit/internal/untrusted"
)

// Default compares output with answer as the Kattis problem package
// format's default output validator does (2025-09, "Default output
// validator specification"; legacy says the same):
//
//   - both are split into tokens on runs of whitespace (space, form feed,
//     line feed, carriage return, horizontal and vertical tab), bytes
//     being single-byte characters; a different number of tokens is
//     wrong;
//   - with a tolerance (f.Float), an answer token that is a number of the
//     format's float grammar (see parseFloat) needs an output token that is
//     one too, within the absolute tolerance or within the relative one
//     (|s-a| ≤ ε|a|); integers are numbers too;
//   - other tokens are equal byte for byte with case_sensitive, else up to
//     the case of the ASCII letters A–Z;
//   - with space_change_sensitive every whitespace run, leading and
//     trailing ones included, is equal byte for byte; else whitespace
//     only separates tokens.
//
// It returns nil when the output is accepted, else a *Mismatch saying
// where and why, on one line, the tokens escaped and cut short.
func Default(answer, output []byte, f DefaultFlags) error {
	a, o := &tokens{b: answer, line: 1}, &tokens{b: output, line: 1}
	for n := 0; ; n++ {
		aws, ows := a.space(), o.space()
		if f.SpaceChangeSensitive && !bytes.Equal(aws, ows) {
			return spaceMismatch(a, o, aws, ows)
		}
		at, ot := a.token(), o.token()
		switch {
		case at == nil && ot == nil:
			return nil
		case at == nil:
			return o.mismatch(a, "trailing output %s after the answer's last token", show(ot))
		case ot == nil && n == 0 && len(output) == 0:
			return o.mismatch(a, "the output is empty; expected %s", show(at))
		case ot == nil:
			return o.mismatch(a, "the output ended; expected %s next", show(at))
		}
		if err := compareToken(a, o, at, ot, f); err != nil {
			return err
		}
	}
}

// compareToken compares one answer token with one output token.
func compareToken(a, o *tokens, at, ot []byte, f DefaultFlags) error {
	if bytes.Equal(at, ot) {
		return nil // equal as strings, and as numbers within any tolerance
	}
	if f.Float {
		if av, ok := parseFloat(at); ok {
			ov, ok := parseFloat(ot)
			if !ok {
				return o.mismatch(a, "expected a number near %s, got %s", show(at), show(ot))
			}
			d := math.Abs(ov - av)
			if d <= f.FloatAbs || d <= f.FloatRel*math.Abs(av) {
				return nil
			}
			rel := "undefined, the answer is 0"
			if av != 0 {
				rel = num(d / math.Abs(av))
			}
			return o.mismatch(a, "expected %s, got %s: absolute error %s (tolerance %s), relative error %s (tolerance %s)",
				show(at), show(ot), num(d), num(f.FloatAbs), rel, num(f.FloatRel))
		}
	}
	if f.CaseSensitive && bytes.Equal(at, ot) || !f.CaseSensitive && equalFoldASCII(at, ot) {
		return nil
	}
	sa, so := showPair(at, ot)
	return o.mismatch(a, "expected %s, got %s", sa, so)
}

// spaceMismatch says where two whitespace runs first differ.
func spaceMismatch(a, o *tokens, aws, ows []byte) error {
	i := 0
	for i < len(aws) && i < len(ows) && aws[i] == ows[i] {
		i++
	}
	// The lines where the runs differ, not where they began.
	a.line -= bytes.Count(aws[i:], []byte{'\n'})
	o.line -= bytes.Count(ows[i:], []byte{'\n'})
	want, got := "no more whitespace", "no more whitespace"
	if i < len(aws) {
		want = strconv.QuoteRune(rune(aws[i]))
	}
	if i < len(ows) {
		got = strconv.QuoteRune(rune(ows[i]))
	}
	return o.mismatch(a, "whitespace differs (space_change_sensitive): expected %s, got %s", want, got)
}

// Mismatch is why Default rejected an output: the lines (from 1) of the
// output and of the answer where it was found, and the reason.
type Mismatch struct {
	Line, AnswerLine int
	Reason           string // escaped: safe to show
}

func (m *Mismatch) Error() string {
	return fmt.Sprintf("output line %d (answer line %d): %s", m.Line, m.AnswerLine, m.Reason)
}

// tokens walks a file's whitespace runs and tokens, counting lines.
type tokens struct {
	b    []byte
	pos  int
	line int // of the next byte
}

// isSpace is the format's whitespace: space, \f, \n, \r, \t, \v.
func isSpace(c byte) bool {
	return c == ' ' || c == '\f' || c == '\n' || c == '\r' || c == '\t' || c == '\v'
}

// space consumes the whitespace run at pos.
func (t *tokens) space() []byte {
	start := t.pos
	for t.pos < len(t.b) && isSpace(t.b[t.pos]) {
		if t.b[t.pos] == '\n' {
			t.line++
		}
		t.pos++
	}
	return t.b[start:t.pos]
}

// token consumes the token at pos; nil at the end.
func (t *tokens) token() []byte {
	start := t.pos
	for t.pos < len(t.b) && !isSpace(t.b[t.pos]) {
		t.pos++
	}
	if start == t.pos {
		return nil
	}
	return t.b[start:t.pos]
}

func (t *tokens) mismatch(answer *tokens, format string, args ...any) error {
	return &Mismatch{Line: t.line, AnswerLine: answer.line, Reason: fmt.Sprintf(format, args...)}
}

// equalFoldASCII is a == b up to the case of A–Z only (no Unicode
// folding: the Kelvin sign is no k).
func equalFoldASCII(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if lowerASCII(a[i]) != lowerASCII(b[i]) {
			return false
		}
	}
	return true
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// showLimit is how many bytes of a token a message shows.
const showLimit = 30

// show is tok quoted for a message: escaped, cut at showLimit bytes.
func show(tok []byte) string {
	return `"` + untrusted.Text(string(cut(tok, showLimit))) + `"`
}

// showPair shows two different tokens around where they differ: a
// common prefix past 15 bytes is cut to its start and "...".
func showPair(a, b []byte) (string, string) {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	if i <= 15 || len(a) <= showLimit && len(b) <= showLimit {
		return show(a), show(b)
	}
	prefix := string(cut(a[:i], 15))
	pa, pb := prefix+string(cut(a[i:], 15)), prefix+string(cut(b[i:], 15))
	return `"` + untrusted.Text(pa) + `"`, `"` + untrusted.Text(pb) + `"`
}

// cut is b cut to about n bytes with "..." when longer than n+5 (so
// that "..." never stands for a few bytes), not splitting a UTF-8
// character.
func cut(b []byte, n int) []byte {
	if len(b) <= n+5 {
		return b
	}
	end := n
	for end < len(b) && end < n+4 && !utf8.RuneStart(b[end]) {
		end++
	}
	return append(b[:end:end], "..."...)
}

// num formats a float for a message.
func num(v float64) string {
	return strconv.FormatFloat(v, 'g', 6, 64)
}
