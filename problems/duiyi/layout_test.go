package duiyi

import (
	"strings"
	"testing"
)

// TestLayout: the dialect's layout, what it allows (any runs of spaces
// and line breaks between numbers, as its samples have) and what it
// refuses, with the position named.
func TestLayout(t *testing.T) {
	cases := []struct {
		name, in, err string // err "": valid layout
	}{
		{"one line, two spaces, as the statement's samples", "10 1  1 1\n", ""},
		{"line per move", "10 2\n1 1\n2 2\n", ""},
		{"line breaks anywhere", "10\n2 1\n1\n\n2 2\n", ""},
		{"empty", "", "1:1: empty input"},
		{"leading space", " 10 1\n1 1\n", "1:1: whitespace before n"},
		{"leading line break", "\n10 1\n1 1\n", "1:1: whitespace before n"},
		{"leading zero", "010 1\n1 1\n", "1:1: leading zero"},
		{"leading zero of a move", "10 1\n01 1\n", "2:1: leading zero"},
		{"plus sign", "+10 1\n1 1\n", `1:1: expected a digit, a space or a line break, found '+'`},
		{"tab", "10\t1\n1 1\n", `1:3: expected a digit`},
		{"CRLF", "10 1\r\n1 1\r\n", "1:5: carriage return"},
		{"no final line break", "10 1\n1 1", "2:4: no line break after the last number"},
		{"extra line break", "10 1\n1 1\n\n", "2:4: whitespace after the last number"},
		{"space before the final line break", "10 1\n1 1 \n", "2:4: whitespace after the last number"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := checkLayout("in", []byte(c.in))
			switch {
			case c.err == "" && err != nil:
				t.Errorf("checkLayout(%q) = %v, want valid", c.in, err)
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Errorf("checkLayout(%q) = %v, want %q", c.in, err, c.err)
			}
		})
	}
}
