package game

import (
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"carokit/problem"
)

func readSample(t testing.TB) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/sample.in")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestReadSample(t *testing.T) {
	data := readSample(t)
	want := &Case{N: 7, Moves: []Move{
		{4, 4}, {3, 4}, {4, 3}, {4, 5}, {4, 2}, {5, 6},
		{4, 1}, {6, 7}, {5, 4}, {2, 3}, {5, 5}, {1, 2},
	}}
	for _, r := range []struct {
		name string
		read func(string, []byte, Limits) (*Case, error)
	}{{"lenient", ReadLenient}, {"strict", ReadStrict}} {
		got, err := r.read("sample.in", data, CaroLimits)
		if err != nil {
			t.Fatalf("%s: %v", r.name, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %+v, want %+v", r.name, got, want)
		}
	}
}

// readCase is one input and what each reader must say about it: "" means
// accepted, otherwise "LINE:COL: message".
type readCase struct {
	name    string
	reason  string
	in      string
	lim     *Limits // nil: CaroLimits
	lenient string
	strict  string
}

// readCases is the reader test table, in the order TestReaders runs it;
// its three parts only keep each function short.
func readCases(sample string) []readCase {
	return slices.Concat(readCasesNumbers(sample), readCasesLayout(sample), readCasesValues())
}

// readCasesNumbers: the sample, the smallest case, missing and
// malformed numbers, line ends and the byte-order mark.
func readCasesNumbers(sample string) []readCase {
	return []readCase{
		{name: "sample", reason: "the statement's sample is valid", in: sample},
		{name: "n=1", reason: "the smallest case", in: "1 1\n1 1\n"},
		{name: "empty file", reason: "nothing to read", in: "",
			lenient: `1:1: expected integer N in [1, 5000], found end of file`,
			strict:  `1:1: expected integer N in [1, 5000], found end of file`},
		{name: "only N", reason: "K is missing and there is no line end", in: "7",
			lenient: `1:2: expected integer K in [1, 49], found end of file`,
			strict:  `1:2: expected a single space after N, found end of file`},
		{name: "only N line", reason: "K is missing", in: "7\n",
			lenient: `2:1: expected integer K in [1, 49], found end of file`,
			strict:  `1:2: expected a single space after N, found '\n'`},
		{name: "zero N", reason: "N starts at 1", in: "0 1\n",
			lenient: `1:1: expected integer N in [1, 5000], found "0"`,
			strict:  `1:1: expected integer N in [1, 5000], found "0"`},
		{name: "negative N", reason: "a well-formed integer out of range", in: "-7 1\n1 1\n",
			lenient: `1:1: expected integer N in [1, 5000], found "-7"`,
			strict:  `1:1: expected integer N in [1, 5000], found "-7"`},
		{name: "negative r", reason: "rows start at 1", in: "7 1\n-1 1\n",
			lenient: `2:1: expected integer r of move 1 in [1, 7], found "-1"`,
			strict:  `2:1: expected integer r of move 1 in [1, 7], found "-1"`},
		{name: "2^63", reason: "must read as too large, not overflow to a negative or small value", in: "9223372036854775808 1\n1 1\n",
			lenient: `1:1: expected integer N in [1, 5000], found "9223372036854775808"`,
			strict:  `1:1: expected integer N in [1, 5000], found "9223372036854775808"`},
		{name: "2^64+5 as c", reason: "wrapping modulo 2^64 would give 5, a valid column", in: "7 1\n1 18446744073709551621\n",
			lenient: `2:3: expected integer c of move 1 in [1, 7], found "18446744073709551621"`,
			strict:  `2:3: expected integer c of move 1 in [1, 7], found "18446744073709551621"`},
		{name: "10^100", reason: "far beyond any integer type; the message shortens it", in: "7 1" + strings.Repeat("0", 100) + "\n1 1\n",
			lenient: `1:3: expected integer K in [1, 49], found "100000000000000000000000..." (101 bytes)`,
			strict:  `1:3: expected integer K in [1, 49], found "100000000000000000000000..." (101 bytes)`},
		{name: "CRLF", reason: "Windows line ends: fine for a judge, not for a validator", in: strings.ReplaceAll(sample, "\n", "\r\n"),
			strict: `1:5: expected end of line after K, found '\r' (lines must end with \n alone, not \r\n)`},
		{name: "CR on a move line", reason: "one stray \\r", in: "7 1\n1 1\r\n",
			strict: `2:4: expected end of line after move 1, found '\r' (lines must end with \n alone, not \r\n)`},
		{name: "CR only", reason: "old Mac line ends", in: "7 1\r1 1\r",
			strict: `1:4: expected end of line after K, found '\r' (lines must end with \n alone, not \r\n)`},
		{name: "tab after N", reason: "a tab is whitespace for scanf but not a single space", in: "7\t1\n1 1\n",
			strict: `1:2: expected a single space after N, found '\t'`},
		{name: "tab in a move", reason: "same, on a move line", in: "7 1\n1\t1\n",
			strict: `2:2: expected a single space after r of move 1, found '\t'`},
		{name: "byte-order mark", reason: "an editor's UTF-8 BOM would break scanf", in: "\ufeff" + sample,
			lenient: `1:1: file starts with a UTF-8 byte-order mark`,
			strict:  `1:1: file starts with a UTF-8 byte-order mark`},
		{name: "leading zeros in N", reason: "scanf reads 07 as 7; a validator wants canonical integers", in: "07 1\n1 1\n",
			strict: `1:1: expected integer N in [1, 5000], found "07" (leading zeros are not allowed)`},
		{name: "leading zeros in c", reason: "same, in a move", in: "7 1\n1 001\n",
			strict: `2:3: expected integer c of move 1 in [1, 7], found "001" (leading zeros are not allowed)`},
		{name: "leading plus", reason: "scanf accepts +1; a validator does not", in: "7 1\n+1 1\n",
			strict: `2:1: expected integer r of move 1 in [1, 7], found "+1" (a '+' sign is not allowed)`},
	}
}

// readCasesLayout: missing and extra data, spacing, and repeated cells.
func readCasesLayout(sample string) []readCase {
	lines := strings.SplitAfter(sample, "\n") // last element is ""
	withLine := func(i int, s string) string {
		l := append([]string(nil), lines...)
		l[i] = s
		return strings.Join(l, "")
	}
	return []readCase{
		{name: "missing line", reason: "K promises one more move than given", in: strings.Join(lines[:12], ""),
			lenient: `13:1: file ends after 11 of 12 moves`,
			strict:  `13:1: file ends after 11 of 12 moves`},
		{name: "missing c", reason: "the last move is cut after its row", in: "7 2\n1 1\n2",
			lenient: `3:2: file ends after 1 of 2 moves`,
			strict:  `3:2: expected a single space after r of move 2, found end of file`},
		{name: "extra line", reason: "one more move than K says", in: sample + "7 7\n",
			lenient: `14:1: extra data after move 12, found "7"`,
			strict:  `14:1: expected end of file after move 12, found "7"`},
		{name: "extra number on a move line", reason: "three numbers on a line", in: "7 1\n1 1 1\n",
			lenient: `2:5: extra data after move 1, found "1"`,
			strict:  `2:4: expected end of line after move 1, found ' '`},
		{name: "trailing blank line", reason: "a validator wants the file to end right after the last line", in: sample + "\n",
			strict: `14:1: expected end of file after move 12, found '\n'`},
		{name: "trailing space", reason: "invisible in an editor", in: "7 1\n1 1 \n",
			strict: `2:4: expected end of line after move 1, found ' '`},
		{name: "no final newline", reason: "the last line must end with \\n", in: "7 1\n1 1",
			strict: `2:4: expected end of line after move 1, found end of file`},
		{name: "double space in header", reason: "single spaces only", in: "7  1\n1 1\n",
			strict: `1:3: expected integer K in [1, 49], found ' '`},
		{name: "double space in a move", reason: "single spaces only", in: "7 1\n1  1\n",
			strict: `2:3: expected integer c of move 1 in [1, 7], found ' '`},
		{name: "leading space", reason: "a line must start with its first number", in: " 7 1\n1 1\n",
			strict: `1:1: expected integer N in [1, 5000], found ' '`},
		{name: "blank line between moves", reason: "scanf skips it; a validator does not", in: "7 2\n1 1\n\n2 2\n",
			strict: `3:1: expected integer r of move 2 in [1, 7], found '\n'`},
		{name: "one number per line", reason: "line breaks mean nothing to a judge's reader", in: "7\n2\n1\n1\n2\n2\n",
			strict: `1:2: expected a single space after N, found '\n'`},
		{name: "repeated cell", reason: "move 9 plays on move 1's cell; name both moves", in: withLine(9, "4 4\n"),
			lenient: `10:1: move 9 repeats cell (4,4) of move 1`,
			strict:  `10:1: move 9 repeats cell (4,4) of move 1`},
		{name: "repeated cell written differently", reason: "lenient parses 04 +4 as (4,4) too", in: "7 2\n4 4\n04 +4\n",
			lenient: `3:1: move 2 repeats cell (4,4) of move 1`,
			strict:  `3:1: expected integer r of move 2 in [1, 7], found "04" (leading zeros are not allowed)`},
	}
}

// readCasesValues: garbage, values out of range, and another judge's
// limits.
func readCasesValues() []readCase {
	dialect := Limits{MaxN: 1000, MaxK: 100000}
	return []readCase{
		{name: "binary garbage", reason: "not text at all; the message stays printable", in: "\x00\xff\x01\n\x80",
			lenient: `1:1: expected integer N in [1, 5000], found "\x00\xff\x01"`,
			strict:  `1:1: expected integer N in [1, 5000], found "\x00\xff\x01"`},
		{name: "letters after digits", reason: "1x is not an integer", in: "7 1\n1 1x\n",
			lenient: `2:3: expected integer c of move 1 in [1, 7], found "1x"`,
			strict:  `2:3: expected integer c of move 1 in [1, 7], found "1x"`},
		{name: "lone sign", reason: "a sign needs digits", in: "7 1\n- 1\n",
			lenient: `2:1: expected integer r of move 1 in [1, 7], found "-"`,
			strict:  `2:1: expected integer r of move 1 in [1, 7], found "-"`},
		{name: "K > N²", reason: "4×4 board has 16 cells", in: "4 17\n",
			lenient: `1:3: expected integer K in [1, 16], found "17"`,
			strict:  `1:3: expected integer K in [1, 16], found "17"`},
		{name: "K > MaxK", reason: "at most 3·10^5 moves even on a big board", in: "5000 300001\n",
			lenient: `1:6: expected integer K in [1, 300000], found "300001"`,
			strict:  `1:6: expected integer K in [1, 300000], found "300001"`},
		{name: "N > MaxN", reason: "N ≤ 5000", in: "5001 1\n1 1\n",
			lenient: `1:1: expected integer N in [1, 5000], found "5001"`,
			strict:  `1:1: expected integer N in [1, 5000], found "5001"`},
		{name: "r > N", reason: "row off the board", in: "7 1\n8 1\n",
			lenient: `2:1: expected integer r of move 1 in [1, 7], found "8"`,
			strict:  `2:1: expected integer r of move 1 in [1, 7], found "8"`},
		{name: "c > N", reason: "column off the board", in: "7 1\n1 8\n",
			lenient: `2:3: expected integer c of move 1 in [1, 7], found "8"`,
			strict:  `2:3: expected integer c of move 1 in [1, 7], found "8"`},
		{name: "K zero", reason: "a case has at least one move", in: "7 0\n",
			lenient: `1:3: expected integer K in [1, 49], found "0"`,
			strict:  `1:3: expected integer K in [1, 49], found "0"`},
		{name: "whitespace only", reason: "blank lines are not a case; lenient points at the end of the file", in: " \n\t\n",
			lenient: `3:1: expected integer N in [1, 5000], found end of file`,
			strict:  `1:1: expected integer N in [1, 5000], found ' '`},
		{name: "below -2^63", reason: "must not overflow on the negative side either", in: "-9223372036854775809 1\n1 1\n",
			lenient: `1:1: expected integer N in [1, 5000], found "-9223372036854775809"`,
			strict:  `1:1: expected integer N in [1, 5000], found "-9223372036854775809"`},
		{name: "minus zero", reason: "-0 is 0, out of range, whatever the sign", in: "7 1\n-0 1\n",
			lenient: `2:1: expected integer r of move 1 in [1, 7], found "-0"`,
			strict:  `2:1: expected integer r of move 1 in [1, 7], found "-0"`},
		{name: "NUL inside a number", reason: "a NUL byte is not a separator; C's scanf would stop at it", in: "7 1\n1\x001\n",
			lenient: `2:1: expected integer r of move 1 in [1, 7], found "1\x001"`,
			strict:  `2:1: expected integer r of move 1 in [1, 7], found "1\x001"`},
		{name: "DOS end-of-file mark", reason: "a trailing ^Z (0x1A) from an old editor is data after the last move", in: "7 1\n1 1\n\x1a",
			lenient: `3:1: extra data after move 1, found "\x1a"`,
			strict:  `3:1: expected end of file after move 1, found "\x1a"`},
		{name: "half a byte-order mark", reason: "a truncated BOM is binary garbage, shown escaped", in: "\xef\xbb 7 1\n",
			lenient: `1:1: expected integer N in [1, 5000], found "\xef\xbb"`,
			strict:  `1:1: expected integer N in [1, 5000], found "\xef\xbb"`},
		{name: "dialect limits", reason: "the other judge allows n ≤ 1000, m ≤ 10^5", in: "1001 1\n1 1\n", lim: &dialect,
			lenient: `1:1: expected integer N in [1, 1000], found "1001"`,
			strict:  `1:1: expected integer N in [1, 1000], found "1001"`},
	}
}

func TestReaders(t *testing.T) {
	for _, tc := range readCases(string(readSample(t))) {
		lim := CaroLimits
		if tc.lim != nil {
			lim = *tc.lim
		}
		t.Run(tc.name, func(t *testing.T) {
			lc, lerr := ReadLenient("f", []byte(tc.in), lim)
			checkReadErr(t, "lenient", tc, lerr, tc.lenient)
			sc, serr := ReadStrict("f", []byte(tc.in), lim)
			checkReadErr(t, "strict", tc, serr, tc.strict)
			if serr == nil {
				if string(sc.Text()) != tc.in {
					t.Errorf("strict accepted %q but Text() gives %q", tc.in, sc.Text())
				}
				if lerr == nil && !reflect.DeepEqual(lc, sc) {
					t.Errorf("lenient read %+v, strict read %+v", lc, sc)
				}
			}
		})
	}
}

func checkReadErr(t *testing.T, reader string, tc readCase, err error, want string) {
	t.Helper()
	if want == "" {
		if err != nil {
			t.Errorf("%s rejected it (%s): %v", reader, tc.reason, err)
		}
		return
	}
	if err == nil {
		t.Errorf("%s accepted it, want %q (%s)", reader, want, tc.reason)
		return
	}
	var ie *problem.InputError
	if !errors.As(err, &ie) {
		t.Fatalf("%s: error %v is %T, want *problem.InputError", reader, err, err)
	}
	if ie.File != "f" {
		t.Errorf("%s: File = %q, want %q", reader, ie.File, "f")
	}
	if got := err.Error(); got != "f:"+want {
		t.Errorf("%s (%s):\n got %s\nwant f:%s", reader, tc.reason, got, want)
	}
}

// TestReadLenientWhitespace checks the separators a judge's reader skips.
func TestReadLenientWhitespace(t *testing.T) {
	want := &Case{N: 7, Moves: []Move{{1, 2}, {3, 4}}}
	for _, tc := range []struct{ name, in, reason string }{
		{"one line", "7 2 1 2 3 4", "the dialect's samples put everything on one line"},
		{"mixed", "\n\t 7\r\n2\v\f1  2\n\n3\t4 \n\n", "any run of C whitespace separates numbers"},
		{"signs and zeros", "+7 02 1 +0002 3 4", "scanf accepts them"},
	} {
		got, err := ReadLenient("f", []byte(tc.in), CaroLimits)
		if err != nil {
			t.Errorf("%s (%s): %v", tc.name, tc.reason, err)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, want)
		}
	}
}
