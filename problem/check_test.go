package problem

import (
	"strings"
	"testing"
)

// TestCompareTokensWhitespace pins which whitespace separates tokens: ASCII
// only, as in Kattis's default validator, testlib and CMS.
func TestCompareTokensWhitespace(t *testing.T) {
	cases := []struct {
		name   string
		output string
		ok     bool
		why    string // part of the reason, for a wrong answer
	}{
		// The plain answer, the control.
		{"newline", "10\n", true, ""},
		// Vertical tab and form feed are ASCII whitespace: C's isspace, testlib's too.
		{"vertical tab", "\v10\v", true, ""},
		{"form feed", "\f10\f", true, ""},
		// CRLF from a Windows program is fine everywhere.
		{"CRLF", "10\r\n", true, ""},
		// Unicode spaces are part of the token for the judges: WA, saying why.
		{"no-break space after", "10\u00a0\n", false, "U+00A0 is not whitespace"},
		{"em space before", "\u200310\n", false, "U+2003 is not whitespace"},
		{"NEL after", "10\u0085", false, "U+0085 is not whitespace"},
		{"line separator after", "10\u2028", false, "U+2028 is not whitespace"},
		// A Unicode space between two tokens glues them: still explained.
		{"answer then NBSP and more", "10\u00a010\n", false, "U+00A0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := CompareTokens([]byte("10\n"), []byte(c.output))
			if c.ok {
				if err != nil {
					t.Fatalf("rejected %q: %v", c.output, err)
				}
				return
			}
			if err == nil {
				t.Fatalf("accepted %q", c.output)
			}
			if !strings.Contains(err.Error(), c.why) {
				t.Errorf("reason %q does not say %q", err, c.why)
			}
		})
	}
}
