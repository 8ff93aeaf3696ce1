package untrusted

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// unescape is the inverse of Text, written from its documentation: the
// reference the property tests hold Text to.
func unescape(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		if i+1 >= len(s) {
			return "", fmt.Errorf("lone backslash at the end")
		}
		i++
		switch s[i] {
		case '\\':
			b.WriteByte('\\')
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'x', 'u':
			// \xHH is one byte (a raw one from 80 up), \uHHHH one rune.
			n := map[byte]int{'x': 2, 'u': 4}[s[i]]
			if i+n >= len(s) {
				return "", fmt.Errorf("short \\%c escape", s[i])
			}
			v, err := strconv.ParseUint(s[i+1:i+1+n], 16, 32)
			if err != nil {
				return "", err
			}
			if n == 2 {
				b.WriteByte(byte(v))
			} else {
				b.WriteRune(rune(v))
			}
			i += n
		default:
			return "", fmt.Errorf("unknown escape \\%c", s[i])
		}
	}
	return b.String(), nil
}

// hostile draws strings rich in what Text must escape: controls, bidi
// runes, backslashes, stray bytes, and ordinary text between them.
func hostile() *rapid.Generator[string] {
	piece := rapid.OneOf(
		rapid.StringN(0, 8, -1),
		rapid.SampledFrom([]string{"\x1b]52;c;aGk=\a", "\x1b[2J", "\n", "\r", "\t", "\\", `\x1b`, "\x7f", "\u0085", "\u009b",
			"\u202e", "\u2066", "\u2069", "\u200f", "\u061c", "\u2028", "|", "=1+2", "\xff", "\xc3", "\xe2\x80", "é", "≥"}),
		rapid.Map(rapid.SliceOfN(rapid.Byte(), 0, 6), func(b []byte) string { return string(b) }),
	)
	return rapid.Map(rapid.SliceOfN(piece, 0, 12), func(p []string) string { return strings.Join(p, "") })
}

// dangerous is the test's own list of what must not stay raw, apart from
// Unsafe: Unicode's control characters (C0, DEL, C1), the bidi controls
// of the Trojan Source paper and the marks, the line separators.
func dangerous(r rune) bool {
	return unicode.IsControl(r) || strings.ContainsRune("\u061c\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069", r)
}

func hasUnsafe(s string) bool {
	return strings.ContainsFunc(s, dangerous) || !utf8.ValidString(s)
}

// TestTextProperty: for any string, Text leaves no control, bidi rune or
// invalid byte, and unescaping it gives the string back.
func TestTextProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := hostile().Draw(t, "s")
		e := Text(s)
		if hasUnsafe(e) {
			t.Fatalf("Text(%q) = %q still holds a control, bidi rune or invalid byte", s, e)
		}
		back, err := unescape(e)
		if err != nil || back != s {
			t.Fatalf("unescape(Text(%q)) = %q, %v", s, back, err)
		}
		if m := Message(s); hasUnsafe(m) {
			t.Fatalf("Message(%q) = %q still holds a control", s, m)
		}
		l := Lines(s)
		if hasUnsafe(strings.ReplaceAll(l, "\n", "")) {
			t.Fatalf("Lines(%q) = %q holds a control besides newlines", s, l)
		}
		if got, want := strings.Count(l, "\n"), strings.Count(s, "\n"); got != want {
			t.Fatalf("Lines(%q) has %d newlines, want %d", s, got, want)
		}
	})
}

// TestJSONProperty: JSON leaves no raw control or bidi rune, and decodes
// to what encoding/json wrote.
func TestJSONProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := hostile().Draw(t, "s")
		enc, err := json.MarshalIndent(map[string]string{"detail": s}, "", "\t")
		if err != nil {
			t.Fatal(err)
		}
		safe := JSON(enc)
		if hasUnsafe(strings.NewReplacer("\n", "", "\t", "").Replace(string(safe))) {
			t.Fatalf("JSON(%s) = %s still holds a control or bidi rune", enc, safe)
		}
		var a, b map[string]string
		if err := json.Unmarshal(enc, &a); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(safe, &b); err != nil {
			t.Fatalf("JSON(%s) = %s is not JSON: %v", enc, safe, err)
		}
		if a["detail"] != b["detail"] {
			t.Fatalf("JSON changed the value: %q, want %q", b["detail"], a["detail"])
		}
		if utf8.ValidString(s) && a["detail"] != s {
			t.Fatalf("encoding/json changed valid UTF-8 %q into %q", s, a["detail"])
		}
	})
}

// TestText: each kind of escape, as the documentation gives it.
func TestText(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"plain text is kept", "OK 10/10 ≥38.9 é", "OK 10/10 ≥38.9 é"},
		{"the OSC 52 clipboard write", "\x1b]52;c;aGk=\a", `\x1b]52;c;aGk=\x07`},
		{"clear screen", "\x1b[2J", `\x1b[2J`},
		{"a newline that forges a line", "a\nno failure in 200 cases", `a\nno failure in 200 cases`},
		{"tab and carriage return", "a\tb\rc", `a\tb\rc`},
		{"a backslash is doubled", `C:\dir`, `C:\\dir`},
		{"an escape-looking text stays distinct", `\x1b`, `\\x1b`},
		{"DEL", "\x7f", `\x7f`},
		{"C1 CSI", "\u009b2J", `\u009b2J`},
		{"Trojan Source override", "admin\u202e//", `admin\u202e//`},
		{"bidi isolate", "\u2066x\u2069", `\u2066x\u2069`},
		{"invalid UTF-8", "a\xffb\xc3", `a\xffb\xc3`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Text(c.in); got != c.want {
				t.Errorf("Text(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestMessageKeepsBackslash(t *testing.T) {
	if got, want := Message("C:\\a \x1b[2J\n"), `C:\a \x1b[2J\n`; got != want {
		t.Errorf("Message = %q, want %q", got, want)
	}
}
