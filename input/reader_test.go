package input

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"carokit/problem"
)

// Grammars the cases read with: each returns the values it read.

// header is "N K\n" and nothing else, K possibly negative.
func header(r *Reader) []int {
	n := r.Int(1, 9, "N")
	r.Space()
	k := r.Int(-5, 5, "K")
	r.Eoln()
	r.EOF()
	return []int{n, k}
}

// cases is "T\n" then T lines "x y\n", labelled as items.
func cases(r *Reader) []int {
	t := r.Int(0, 3, "T")
	r.Eoln()
	got := []int{t}
	for i := 1; i <= t; i++ {
		r.Item("case", i, t)
		x := r.Int(1, 9, "x")
		r.Space()
		y := r.Int(1, 9, "y")
		r.Eoln()
		got = append(got, x, y)
	}
	r.EOF()
	return got
}

// words is "Case LABEL\n": a fixed word and a token (its length is read).
func words(r *Reader) []int {
	r.Word("Case")
	r.Space()
	tok := r.Token("label")
	r.Eoln()
	r.EOF()
	return []int{len(tok)}
}

// nothing reads nothing: only the end of file.
func nothing(r *Reader) []int {
	r.EOF()
	return nil
}

// repeat reads "a b\n" and rejects a == b with Errorf at a's position.
func repeat(r *Reader) []int {
	at := r.Pos()
	a := r.Int(1, 9, "a")
	r.Space()
	b := r.Int(1, 9, "b")
	r.Eoln()
	if r.Err() == nil && a == b {
		r.Errorf(at, "b repeats a (%d)", a)
	}
	r.Errorf(0, "never seen: the first error stays")
	return []int{a, b}
}

// readerCase is one input read in both modes: strict and lenient are ""
// when accepted, else "LINE:COL: message"; want is what an accepting
// reader read.
type readerCase struct {
	name, reason    string
	grammar         func(*Reader) []int
	in              string
	strict, lenient string
	want            []int
}

var huge = strings.Repeat("7", 100)

var readerCases = []readerCase{
	// Int
	{name: "canonical", reason: "the plain case both modes accept", grammar: header, in: "3 4\n", want: []int{3, 4}},
	{name: "negative and zero", reason: "canonical negatives and 0 are fine when in range", grammar: header, in: "1 -5\n", want: []int{1, -5}},
	{name: "zero", reason: "0 is canonical", grammar: header, in: "1 0\n", want: []int{1, 0}},
	{name: "plus sign", reason: "scanf reads +3, a validator refuses it", grammar: header, in: "1 +3\n",
		strict: `1:3: expected integer K in [-5, 5], found "+3" (a '+' sign is not allowed)`, want: []int{1, 3}},
	{name: "leading zero", reason: "scanf reads 03 as 3", grammar: header, in: "1 03\n",
		strict: `1:3: expected integer K in [-5, 5], found "03" (leading zeros are not allowed)`, want: []int{1, 3}},
	{name: "negative leading zero", reason: "-03 is in range but not canonical", grammar: header, in: "1 -03\n",
		strict: `1:3: expected integer K in [-5, 5], found "-03" (leading zeros are not allowed)`, want: []int{1, -3}},
	{name: "negative zero", reason: "-0 is 0, in range, but not canonical", grammar: header, in: "1 -0\n",
		strict: `1:3: expected integer K in [-5, 5], found "-0" (negative zero is not allowed)`, want: []int{1, 0}},
	{name: "negative out of range", reason: "a negative value out of range is just out of range, whatever its form", grammar: header, in: "1 -07\n",
		strict:  `1:3: expected integer K in [-5, 5], found "-07"`,
		lenient: `1:3: expected integer K in [-5, 5], found "-07"`},
	{name: "plus out of range", reason: "the sign is named even out of range (Caro's messages)", grammar: header, in: "+10 1\n",
		strict:  `1:1: expected integer N in [1, 9], found "+10" (a '+' sign is not allowed)`,
		lenient: `1:1: expected integer N in [1, 9], found "+10"`},
	{name: "too large", reason: "above the range", grammar: header, in: "10 1\n",
		strict:  `1:1: expected integer N in [1, 9], found "10"`,
		lenient: `1:1: expected integer N in [1, 9], found "10"`},
	{name: "2^64+1", reason: "must saturate, not wrap around to 1", grammar: header, in: "18446744073709551617 1\n",
		strict:  `1:1: expected integer N in [1, 9], found "18446744073709551617"`,
		lenient: `1:1: expected integer N in [1, 9], found "18446744073709551617"`},
	{name: "huge number", reason: "a 100-digit token is cut in the message, with its length", grammar: header, in: huge + " 1\n",
		strict:  `1:1: expected integer N in [1, 9], found "777777777777777777777777..." (100 bytes)`,
		lenient: `1:1: expected integer N in [1, 9], found "777777777777777777777777..." (100 bytes)`},
	{name: "letters after digits", reason: "1x is not an integer", grammar: header, in: "1x 1\n",
		strict:  `1:1: expected integer N in [1, 9], found "1x"`,
		lenient: `1:1: expected integer N in [1, 9], found "1x"`},
	{name: "lone sign", reason: "a sign needs digits", grammar: header, in: "1 -\n",
		strict:  `1:3: expected integer K in [-5, 5], found "-"`,
		lenient: `1:3: expected integer K in [-5, 5], found "-"`},
	{name: "vertical tab", reason: "\\v separates lenient tokens; strict mode ends the token there too, and refuses the \\v where it stands", grammar: header, in: "1\v2\n",
		strict:  `1:2: expected a single space after N, found '\v'`,
		lenient: ``, want: []int{1, 2}},
	{name: "form feed as a token", reason: "FuzzReader: strict read \"\\f\" as the token w where lenient skips it; now both refuse", grammar: fuzzGrammar, in: "0 \f\nend\n",
		strict:  `1:3: expected w, found '\f'`,
		lenient: `3:1: expected "end", found end of file`},
	{name: "empty", reason: "nothing at all", grammar: header, in: "",
		strict:  `1:1: expected integer N in [1, 9], found end of file`,
		lenient: `1:1: expected integer N in [1, 9], found end of file`},
	{name: "blanks only", reason: "lenient skips them and points at the end", grammar: header, in: "\n \t\n",
		strict:  `1:1: expected integer N in [1, 9], found '\n'`,
		lenient: `3:1: expected integer N in [1, 9], found end of file`},
	{name: "binary", reason: "a message stays printable and on one line", grammar: header, in: "\x00\xff\n",
		strict:  `1:1: expected integer N in [1, 9], found "\x00\xff"`,
		lenient: `1:1: expected integer N in [1, 9], found "\x00\xff"`},
	// Space and Eoln
	{name: "tab for a space", reason: "whitespace for scanf, not a single space", grammar: header, in: "1\t2\n",
		strict: `1:2: expected a single space after N, found '\t'`, want: []int{1, 2}},
	{name: "two spaces", reason: "single spaces only", grammar: header, in: "1  2\n",
		strict: `1:3: expected integer K in [-5, 5], found ' '`, want: []int{1, 2}},
	{name: "CRLF", reason: "Windows line ends: the message says why", grammar: header, in: "1 2\r\n",
		strict: `1:4: expected end of line after K, found '\r' (lines must end with \n alone, not \r\n)`, want: []int{1, 2}},
	{name: "CR for a space", reason: "the hint is given wherever a \\r stands", grammar: header, in: "1\r2\n",
		strict: `1:2: expected a single space after N, found '\r' (lines must end with \n alone, not \r\n)`, want: []int{1, 2}},
	{name: "no final newline", reason: "a line ends with \\n", grammar: header, in: "1 2",
		strict: `1:4: expected end of line after K, found end of file`, want: []int{1, 2}},
	{name: "trailing space", reason: "invisible in an editor", grammar: header, in: "1 2 \n",
		strict: `1:4: expected end of line after K, found ' '`, want: []int{1, 2}},
	{name: "only N", reason: "the space is missing before the value is", grammar: header, in: "1\n",
		strict:  `1:2: expected a single space after N, found '\n'`,
		lenient: `2:1: expected integer K in [-5, 5], found end of file`},
	// EOF
	{name: "trailing blank line", reason: "a validator wants nothing after the last line", grammar: header, in: "1 2\n\n",
		strict: `2:1: expected end of file after K, found '\n'`, want: []int{1, 2}},
	{name: "extra token", reason: "lenient reports the token after the last value", grammar: header, in: "1 2\n \t x y\n",
		strict:  `2:1: expected end of file after K, found ' '`,
		lenient: `2:4: extra data after K, found "x"`},
	{name: "nothing expected", reason: "EOF before any read names nothing", grammar: nothing, in: "x",
		strict:  `1:1: expected end of file, found "x"`,
		lenient: `1:1: extra data, found "x"`},
	{name: "nothing there", reason: "an empty input is an empty input", grammar: nothing, in: "", want: nil},
	{name: "only blanks", reason: "lenient mode ignores trailing whitespace", grammar: nothing, in: " \n",
		strict: `1:1: expected end of file, found ' '`},
	// Item
	{name: "items", reason: "two items read", grammar: cases, in: "2\n1 2\n3 4\n", want: []int{2, 1, 2, 3, 4}},
	{name: "no items", reason: "a count of 0", grammar: cases, in: "0\n", want: []int{0}},
	{name: "item label", reason: "a value is named with its item", grammar: cases, in: "2\n1 2\n3 x\n",
		strict:  `3:3: expected integer y of case 2 in [1, 9], found "x"`,
		lenient: `3:3: expected integer y of case 2 in [1, 9], found "x"`},
	{name: "item line end", reason: "a line ends after the item, not after its last value", grammar: cases, in: "1\n1 2 3\n",
		strict:  `2:4: expected end of line after case 1, found ' '`,
		lenient: `2:5: extra data after case 1, found "3"`},
	{name: "space in an item", reason: "a space comes after a value, named with its item", grammar: cases, in: "1\n1\t2\n",
		strict: `2:2: expected a single space after x of case 1, found '\t'`, want: []int{1, 1, 2}},
	{name: "missing item", reason: "running out at a line start counts the items read", grammar: cases, in: "2\n1 2\n",
		strict:  `3:1: file ends after 1 of 2 cases`,
		lenient: `3:1: file ends after 1 of 2 cases`},
	{name: "item cut mid-line", reason: "strict reports the broken line, lenient counts items", grammar: cases, in: "2\n1 2\n3",
		strict:  `3:2: expected a single space after x of case 2, found end of file`,
		lenient: `3:2: file ends after 1 of 2 cases`},
	{name: "item value missing after a space", reason: "strict: the value, not the count, is missing mid-line", grammar: cases, in: "1\n1 ",
		strict:  `2:3: expected integer y of case 1 in [1, 9], found end of file`,
		lenient: `2:3: file ends after 0 of 1 cases`},
	{name: "extra item", reason: "the end of file names the last item", grammar: cases, in: "1\n1 2\n3 4\n",
		strict:  `3:1: expected end of file after case 1, found "3"`,
		lenient: `3:1: extra data after case 1, found "3"`},
	// Token and Word
	{name: "word and token", reason: "both read", grammar: words, in: "Case #12:\n", want: []int{4}},
	{name: "lenient words", reason: "any whitespace around them", grammar: words, in: "\n Case\t\t#1:\r\n", strict: `1:1: expected "Case", found '\n'`, want: []int{3}},
	{name: "wrong word", reason: "the word and what stood there", grammar: words, in: "case #1:\n",
		strict:  `1:1: expected "Case", found "case"`,
		lenient: `1:1: expected "Case", found "case"`},
	{name: "huge wrong word", reason: "a long token is cut in the message", grammar: words, in: huge + " #1:\n",
		strict:  `1:1: expected "Case", found "777777777777777777777777..." (100 bytes)`,
		lenient: `1:1: expected "Case", found "777777777777777777777777..." (100 bytes)`},
	{name: "missing token", reason: "a token must not be empty", grammar: words, in: "Case \n",
		strict:  `1:6: expected label, found '\n'`,
		lenient: `2:1: expected label, found end of file`},
	{name: "space after a word", reason: "a space follows a word", grammar: words, in: "Case\t#1:\n",
		strict: `1:5: expected a single space after Case, found '\t'`, want: []int{3}},
	// Errorf, positions, byte-order mark
	{name: "errorf", reason: "a problem's own check, located where the caller said", grammar: repeat, in: "\n 3 3\n",
		strict:  `1:1: expected integer a in [1, 9], found '\n'`,
		lenient: `2:2: b repeats a (3)`},
	{name: "columns count bytes", reason: "a tab is one column; \\r is the last column of its line", grammar: cases, in: "1\r\n\t1 x\n",
		strict:  `1:2: expected end of line after T, found '\r' (lines must end with \n alone, not \r\n)`,
		lenient: `2:4: expected integer y of case 1 in [1, 9], found "x"`},
	{name: "lone CR", reason: "a \\r alone does not start a line", grammar: cases, in: "1\r1 x",
		strict:  `1:2: expected end of line after T, found '\r' (lines must end with \n alone, not \r\n)`,
		lenient: `1:5: expected integer y of case 1 in [1, 9], found "x"`},
	{name: "byte-order mark", reason: "named, not quoted as three odd bytes", grammar: header, in: "\ufeff1 2\n",
		strict:  `1:1: file starts with a UTF-8 byte-order mark`,
		lenient: `1:1: file starts with a UTF-8 byte-order mark`},
	{name: "byte-order mark before a token", reason: "a token would otherwise swallow it", grammar: words, in: "\ufeffCase #1:\n",
		strict:  `1:1: file starts with a UTF-8 byte-order mark`,
		lenient: `1:1: file starts with a UTF-8 byte-order mark`},
}

func TestReader(t *testing.T) {
	for _, tc := range readerCases {
		t.Run(tc.name, func(t *testing.T) {
			for _, mode := range []struct {
				name string
				new  func(string, []byte) *Reader
				want string
			}{{"strict", NewStrict, tc.strict}, {"lenient", NewLenient, tc.lenient}} {
				r := mode.new("f", []byte(tc.in))
				got := tc.grammar(r)
				err := r.Err()
				if mode.want == "" {
					if err != nil {
						t.Errorf("%s rejected %q (%s): %v", mode.name, tc.in, tc.reason, err)
					} else if !reflect.DeepEqual(got, tc.want) {
						t.Errorf("%s read %v, want %v", mode.name, got, tc.want)
					}
					continue
				}
				var ie *problem.InputError
				if !errors.As(err, &ie) {
					t.Errorf("%s: got %v (%T), want *problem.InputError %q (%s)", mode.name, err, err, mode.want, tc.reason)
					continue
				}
				if err.Error() != "f:"+mode.want {
					t.Errorf("%s (%s):\n got %s\nwant f:%s", mode.name, tc.reason, err, mode.want)
				}
			}
		})
	}
}
