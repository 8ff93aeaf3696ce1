package problem

import (
	"bytes"
	"fmt"
	"unicode"
	"unicode/utf8"
)

// CompareTokens accepts output when it holds exactly the whitespace-separated
// tokens of answer, in order: the usual "token by token, whitespace
// insensitive" checker. Problems with plain answers use it in Check.
//
// Whitespace is ASCII only (space, \t, \n, \v, \f, \r), as in Kattis's
// default validator, testlib and CMS, the judges carokit exports to: a
// no-break space or an em space next to a number is part of the token
// there, so it is here too, and the answer is wrong.
func CompareTokens(answer, output []byte) error {
	want, got := Tokens(answer), Tokens(output)
	for i := 0; i < len(want) || i < len(got); i++ {
		switch {
		case i >= len(got):
			if len(got) == 0 {
				return fmt.Errorf("output is empty, expected %s", quoteToken(want[i]))
			}
			return fmt.Errorf("output ends after %d tokens, expected %s next", len(got), quoteToken(want[i]))
		case i >= len(want):
			return fmt.Errorf("extra output after the answer: %s%s", quoteToken(got[i]), unicodeSpaceNote(got[i]))
		case !bytes.Equal(want[i], got[i]):
			return fmt.Errorf("token %d: expected %s, found %s%s", i+1, quoteToken(want[i]), quoteToken(got[i]), unicodeSpaceNote(got[i]))
		}
	}
	return nil
}

// Tokens splits b at ASCII whitespace, the only separators of judges'
// token checkers.
func Tokens(b []byte) [][]byte {
	return bytes.FieldsFunc(b, func(r rune) bool { return r < utf8.RuneSelf && IsASCIISpace(byte(r)) })
}

// IsASCIISpace reports whether c is space, \t, \n, \v, \f or \r.
func IsASCIISpace(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\v', '\f', '\r':
		return true
	}
	return false
}

// unicodeSpaceNote explains a token that would have matched had a
// Unicode space separated tokens, the surprise a contestant meets.
func unicodeSpaceNote(tok []byte) string {
	for i := 0; i < len(tok); {
		r, n := utf8.DecodeRune(tok[i:])
		if r >= utf8.RuneSelf && unicode.IsSpace(r) {
			return fmt.Sprintf(" (U+%04X is not whitespace to the checker: only space, \\t, \\n, \\v, \\f and \\r separate tokens)", r)
		}
		i += n
	}
	return ""
}

// quoteToken keeps a message one short line whatever the program printed.
func quoteToken(b []byte) string {
	const max = 40
	if len(b) > max {
		return fmt.Sprintf("%q…", b[:max])
	}
	return fmt.Sprintf("%q", b)
}
