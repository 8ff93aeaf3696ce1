package textshrink

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// strs turns candidates into strings for readable comparisons.
func strs(cs [][]byte) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = string(c)
	}
	return out
}

// candidateTests are inputs and their whole lists of candidates, in order.
var candidateTests = []struct {
	name, in string
	want     []string
}{
	{
		// The example shape: a count of the tokens after the
		// first line is lowered with every removal, and left alone by
		// the integer moves; then the same without the count.
		name: "token count",
		in:   "3\n-5 2 -7\n",
		want: []string{
			"0\n", "2\n2 -7\n", "1\n-5\n", "2\n-5 -7\n", "2\n-5 2\n",
			"3\n0 0 0\n", "3\n-2 1 -3\n",
			"3\n0 2 -7\n", "3\n-5 0 -7\n", "3\n-5 2 0\n",
			"3\n-2 2 -7\n", "3\n-5 1 -7\n", "3\n-5 2 -3\n",
			"3\n-4 2 -7\n", "3\n-5 2 -6\n",
			"-5 2 -7\n", "3\n", "3\n2 -7\n", "3\n-5\n", "3\n-5 -7\n", "3\n-5 2\n",
			"0\n0 0 0\n", "1\n-2 1 -3\n", "0\n-5 2 -7\n", "1\n-5 2 -7\n", "2\n-5 2 -7\n",
		},
	},
	{
		// A count of the lines after the first: token removals do not
		// change it, line removals do.
		name: "line count",
		in:   "2\na b\nc\n",
		want: []string{
			"0\n", "1\nc\n", "1\na b\n", "2\nb\nc\n", "2\na\nc\n",
			"a b\nc\n", "2\n", "2\nc\n", "2\na b\n", "0\na b\nc\n", "1\na b\nc\n",
		},
	},
	{
		// The first integer counts the second line's tokens, the
		// second the lines after the first: a line count comes first
		// in the order of detection, whatever its place on the line.
		name: "second count on the first line",
		in:   "2 3\nx y\np\nq\n",
		want: []string{
			"2 0\n", "2 2\np\nq\n", "2 1\nx y\n", "2 2\nx y\nq\n", "2 2\nx y\np\n",
			"2 3\ny\np\nq\n", "2 3\nx\np\nq\n",
			"0 3\nx y\np\nq\n", "1 3\nx y\np\nq\n",
			"p\nq\n", "2 3\nx y\n", "x y\np\nq\n", "2 3\np\nq\n", "2 3\nx y\nq\n", "2 3\nx y\np\n",
			"3\nx y\np\nq\n", "2\nx y\np\nq\n",
			"0 0\nx y\np\nq\n", "1 1\nx y\np\nq\n", "2 0\nx y\np\nq\n", "2 1\nx y\np\nq\n", "2 2\nx y\np\nq\n",
		},
	},
	{
		// The count of the second line's tokens, with more lines after.
		name: "second line count",
		in:   "2\n5 6\n7\n8\n9\n",
		want: []string{
			"0\n", "0\n8\n9\n", "2\n5 6\n7\n", "0\n7\n8\n9\n", "2\n5 6\n8\n9\n", "2\n5 6\n7\n9\n", "2\n5 6\n7\n8\n",
			"1\n6\n7\n8\n9\n", "1\n5\n7\n8\n9\n",
			"2\n0 0\n0\n0\n0\n", "2\n2 3\n3\n4\n4\n",
			"2\n0 6\n7\n8\n9\n", "2\n5 0\n7\n8\n9\n", "2\n5 6\n0\n8\n9\n", "2\n5 6\n7\n0\n9\n", "2\n5 6\n7\n8\n0\n",
			"2\n2 6\n7\n8\n9\n", "2\n5 3\n7\n8\n9\n", "2\n5 6\n3\n8\n9\n", "2\n5 6\n7\n4\n9\n", "2\n5 6\n7\n8\n4\n",
			"2\n4 6\n7\n8\n9\n", "2\n5 5\n7\n8\n9\n", "2\n5 6\n6\n8\n9\n", "2\n5 6\n7\n7\n9\n", "2\n5 6\n7\n8\n8\n",
			"7\n8\n9\n", "2\n5 6\n", "5 6\n7\n8\n9\n", "2\n7\n8\n9\n", "2\n6\n7\n8\n9\n", "2\n5\n7\n8\n9\n",
			"0\n0 0\n0\n0\n0\n", "1\n2 3\n3\n4\n4\n", "0\n5 6\n7\n8\n9\n", "1\n5 6\n7\n8\n9\n",
		},
	},
	{
		// No count: every line takes part; the empty input is left to
		// the caller's validity check.
		name: "no count",
		in:   "1 2 3\n",
		want: []string{
			"", "2 3\n", "1\n", "1 3\n", "1 2\n",
			"0 0 0\n", "0 1 1\n", "0 2 3\n", "1 0 3\n", "1 2 0\n", "1 1 3\n", "1 2 1\n", "1 2 2\n",
		},
	},
	{
		// Windows line ends and the indentation of a line survive
		// every removal; the last line may lack its "\n".
		name: "crlf and indentation",
		in:   "x y\r\n  p q\r\nz",
		want: []string{
			"  p q\r\nz", "x y\r\n", "x y\r\nz", "x y\r\n  p q\r\n",
			"y\r\n  p q\r\nz", "x\r\n  p q\r\nz", "x y\r\n  q\r\nz", "x y\r\n  p\r\nz",
		},
	},
	{
		// Integers beyond int64 are moved toward 0 too; non-canonical
		// ones ("007", "-0", "+3", "1e9") are not integers here.
		name: "big and non-canonical integers",
		in:   "-100000000000000000000 007 -0 +3 1e9\n",
		want: []string{
			"", "-0 +3 1e9\n", "-100000000000000000000 007\n",
			"007 -0 +3 1e9\n", "-100000000000000000000 -0 +3 1e9\n", "-100000000000000000000 007 +3 1e9\n",
			"-100000000000000000000 007 -0\n", "-100000000000000000000 007 -0 1e9\n", "-100000000000000000000 007 -0 +3\n",
			"0 007 -0 +3 1e9\n", "-50000000000000000000 007 -0 +3 1e9\n", "-99999999999999999999 007 -0 +3 1e9\n",
		},
	},
	{
		// Two test cases of two lines each, each with its count:
		// line removals take whole cases and lower the number of
		// cases, token removals lower their case's count, and the
		// integer moves leave every count alone.
		name: "test cases",
		in:   "2\n3\n1 2 3\n1\n-5\n",
		want: []string{
			"0\n", "1\n1\n-5\n", "1\n3\n1 2 3\n",
			"2\n2\n2 3\n1\n-5\n", "2\n1\n1\n1\n-5\n", "2\n2\n1 3\n1\n-5\n", "2\n2\n1 2\n1\n-5\n",
			"2\n3\n0 0 0\n1\n0\n", "2\n3\n0 1 1\n1\n-2\n",
			"2\n3\n0 2 3\n1\n-5\n", "2\n3\n1 0 3\n1\n-5\n", "2\n3\n1 2 0\n1\n-5\n", "2\n3\n1 2 3\n1\n0\n",
			"2\n3\n1 1 3\n1\n-5\n", "2\n3\n1 2 1\n1\n-5\n", "2\n3\n1 2 3\n1\n-2\n",
			"2\n3\n1 2 2\n1\n-5\n", "2\n3\n1 2 3\n1\n-4\n",
			"1 2 3\n1\n-5\n", "2\n3\n", "3\n1 2 3\n1\n-5\n", "2\n1 2 3\n1\n-5\n",
			"2\n3\n1\n-5\n", "2\n3\n1 2 3\n", "2\n3\n1 2 3\n-5\n", "2\n3\n1 2 3\n1\n",
			"2\n3\n2 3\n1\n-5\n", "2\n3\n1\n1\n-5\n", "2\n3\n1 3\n1\n-5\n", "2\n3\n1 2\n1\n-5\n",
			"0\n0\n0 0 0\n0\n0\n", "1\n1\n0 1 1\n0\n-2\n",
			"0\n3\n1 2 3\n1\n-5\n", "2\n0\n1 2 3\n1\n-5\n", "2\n3\n1 2 3\n0\n-5\n",
			"1\n3\n1 2 3\n1\n-5\n", "2\n1\n1 2 3\n1\n-5\n", "2\n2\n1 2 3\n1\n-5\n",
		},
	},
	{name: "empty input", in: "", want: nil},
	{name: "minimal", in: "0\n", want: []string{""}},
}

func TestCandidates(t *testing.T) {
	for _, tc := range candidateTests {
		t.Run(tc.name, func(t *testing.T) {
			got := strs(Candidates([]byte(tc.in)))
			if !slices.Equal(got, tc.want) {
				t.Errorf("Candidates(%q):\n got %q\nwant %q", tc.in, got, tc.want)
			}
		})
	}
}

// TestCandidatesBounded checks that a big input's candidates stay within
// the byte bound (each phase may pass its share by its last candidate)
// while every phase keeps its coarsest ones, and that they are those of
// All, in order. The bound is lowered so that All can be walked to its end.
func TestCandidatesBounded(t *testing.T) {
	defer func(old int) { candidateBytes = old }(candidateBytes)
	candidateBytes = 1 << 14
	const n = 300
	in := []byte(fmt.Sprintf("%d\n%s-123456\n", n, strings.Repeat("-123456 ", n-1)))
	got := Candidates(in)
	total := 0
	for _, c := range got {
		total += len(c)
	}
	const phases = 6 // counted lines, tokens, integers; the same without the count
	if limit := candidateBytes + phases*minPerPhase*len(in); total > limit {
		t.Errorf("candidates hold %d bytes, want at most %d", total, limit)
	}
	all := slices.Collect(All(in))
	if len(got) >= len(all) {
		t.Fatalf("%d candidates of %d: the bound cut nothing", len(got), len(all))
	}
	for _, want := range []string{
		"0\n", // the first line phase
		fmt.Sprintf("%d\n%s-123456\n", n/2, strings.Repeat("-123456 ", n/2-1)), // the first token phase
		fmt.Sprintf("%d\n%s0\n", n, strings.Repeat("0 ", n-1)),                 // the first integer phase
		fmt.Sprintf("%s-123456\n", strings.Repeat("-123456 ", n-1)),            // the first uncounted line phase
	} {
		if !slices.ContainsFunc(got, func(c []byte) bool { return string(c) == want }) {
			t.Errorf("no candidate %.40q…", want)
		}
	}
	i := 0
	for _, c := range all {
		if i < len(got) && bytes.Equal(c, got[i]) {
			i++
		}
	}
	if i != len(got) {
		t.Errorf("Candidates is not a subsequence of All: %d of %d found in order", i, len(got))
	}
}

// TestCandidatesDuplicatesBounded: removing any of many equal lines gives
// the same candidate; its renderings count toward the bound too (the
// 10^4 single-line removals here would render 100 MB).
func TestCandidatesDuplicatesBounded(t *testing.T) {
	in := []byte(strings.Repeat("a\n", 5000))
	rendered := walk(in, true, func([]byte) bool { return true })
	const phases = 3 // lines, tokens, integers
	if limit := candidateBytes + phases*(minPerPhase+dupRenders+1)*len(in); rendered > limit {
		t.Errorf("rendered %d bytes, want at most %d", rendered, limit)
	}
}

func TestTowardZero(t *testing.T) {
	tests := []struct{ in, zero, half, step string }{
		{"0", "", "", ""}, // nothing smaller
		{"1", "0", "0", "0"},
		{"-1", "0", "0", "0"},
		{"7", "0", "3", "6"},
		{"-7", "0", "-3", "-6"}, // rounded toward 0, sign kept
		{"-9223372036854775808", "0", "-4611686018427387904", "-9223372036854775807"}, // math.MinInt64: big path
		{"9223372036854775808", "0", "4611686018427387904", "9223372036854775807"},
	}
	for _, tc := range tests {
		got := towardZero([]byte(tc.in))
		if string(got[0]) != tc.zero || string(got[1]) != tc.half || string(got[2]) != tc.step {
			t.Errorf("towardZero(%s) = %q, want [%s %s %s]", tc.in, got, tc.zero, tc.half, tc.step)
		}
	}
}
