// Package untrusted makes strings that come from outside carokit safe to
// show: a program's output or checker detail, a compiler's messages, a
// file name, a shard's result file. Such a string may hold terminal
// control sequences (an OSC 52 clipboard write, ESC[2J), a newline that
// forges a line of the report, Unicode bidi controls that show text in
// another order than it is (Trojan Source), or bytes that are not UTF-8.
// Text escapes all of them, reversibly; every writer of a table, Markdown,
// CSV or the terminal passes such strings through it.
package untrusted

import (
	"strings"
	"unicode/utf8"
)

const hexDigits = "0123456789abcdef"

// Text returns s with nothing in it that a terminal, a table or a
// Markdown renderer acts on, in an unambiguous escaped form:
//
//   - a backslash is doubled (`\\`), so every other backslash starts an escape;
//   - newline, tab and carriage return are `\n`, `\t`, `\r`;
//   - the other C0 controls and DEL are `\xHH` (ESC is `\x1b`);
//   - a byte that is not part of valid UTF-8 is `\xHH` with HH ≥ 80;
//   - C1 controls (U+0080–U+009F), the bidi controls (U+061C, U+200E,
//     U+200F, U+202A–U+202E, U+2066–U+2069) and the line and paragraph
//     separators U+2028, U+2029 are `\uHHHH`.
//
// Everything else, printable ASCII and printable Unicode alike, is kept.
// A string without any of these comes back unchanged and without an
// allocation.
func Text(s string) string {
	return escape(s, true)
}

// Message is Text without doubling backslashes: for a message carokit
// composed itself around strings it may not have escaped (an error from a
// library naming a file), where a `\` that a Windows path or a %q holds
// is clearer kept. It is the last guard before the terminal, not a
// reversible form.
func Message(s string) string {
	return escape(s, false)
}

// Lines is Text applied to each line of s, the newlines kept: for text
// shown as lines (a compiler's messages, a test case). It has no control
// character but '\n'.
func Lines(s string) string {
	if !needsEscape(s, true) {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = Text(l)
	}
	return strings.Join(lines, "\n")
}

// Unsafe reports whether r is a rune Text escapes (besides the backslash).
func Unsafe(r rune) bool {
	switch {
	case r < 0x20, r >= 0x7f && r <= 0x9f:
		return true
	case r == 0x061c, r == 0x200e, r == 0x200f:
		return true
	case r >= 0x2028 && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

func needsEscape(s string, backslash bool) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == 0x7f || (backslash && c == '\\') {
				return true
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && n == 1) || Unsafe(r) {
			return true
		}
		i += n
	}
	return false
}

func escape(s string, backslash bool) string {
	if !needsEscape(s, backslash) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			hexByte(&b, s[i])
		case r == '\\' && backslash:
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			hexByte(&b, byte(r))
		case Unsafe(r):
			b.WriteString(`\u`)
			for shift := 12; shift >= 0; shift -= 4 {
				b.WriteByte(hexDigits[(r>>shift)&0xf])
			}
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

func hexByte(b *strings.Builder, c byte) {
	b.WriteString(`\x`)
	b.WriteByte(hexDigits[c>>4])
	b.WriteByte(hexDigits[c&0xf])
}

// JSON rewrites JSON that encoding/json wrote so that it holds none of
// the runes Text escapes either: encoding/json already writes the C0
// controls and U+2028, U+2029 as \u escapes, but keeps DEL, the C1
// controls and the bidi controls raw. They become \u escapes too, so the
// JSON decodes to exactly the same values and is safe to cat. (Such runes
// can only be inside strings: the rest of a JSON text is ASCII, and its
// newlines and tabs are the layout's.)
func JSON(b []byte) []byte {
	if !needsEscape(string(b), false) {
		return b
	}
	out := make([]byte, 0, len(b)+32)
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r >= 0x20 && Unsafe(r) { // C0 bytes are JSON's own whitespace

			out = append(out, '\\', 'u')
			for shift := 12; shift >= 0; shift -= 4 {
				out = append(out, hexDigits[(r>>shift)&0xf])
			}
		} else {
			out = append(out, b[i:i+n]...)
		}
		i += n
	}
	return out
}
