package textshrink

import (
	"bytes"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// The measure every candidate is smaller by (see Candidates): the length
// in bytes, then the sum of the absolute values of the integers. It is
// written here again, simply, with a regular expression for integers.
type measure struct {
	size int
	abs  *big.Int
}

var canonicalInt = regexp.MustCompile(`^(0|-?[1-9][0-9]*)$`)

func measureOf(in []byte) measure {
	m := measure{size: len(in), abs: new(big.Int)}
	for _, f := range strings.FieldsFunc(string(in), func(r rune) bool { return strings.ContainsRune(" \t\r\v\f\n", r) }) {
		if canonicalInt.MatchString(f) {
			v, _ := new(big.Int).SetString(f, 10)
			m.abs.Add(m.abs, v.Abs(v))
		}
	}
	return m
}

// less reports whether a is strictly smaller than b.
func (a measure) less(b measure) bool {
	if a.size != b.size {
		return a.size < b.size
	}
	return a.abs.Cmp(b.abs) < 0
}

// genInput draws a text input of lines of tokens (integers, big ones,
// words, non-canonical integers), with various separators and line ends,
// and often a first line counting the lines or the tokens after it, or
// test cases with counts of their own.
func genInput(t *rapid.T) []byte {
	token := rapid.OneOf(
		rapid.Custom(func(t *rapid.T) string { return strconv.Itoa(rapid.IntRange(-30, 30).Draw(t, "small")) }),
		rapid.Custom(func(t *rapid.T) string { return strconv.FormatInt(rapid.Int64().Draw(t, "int64"), 10) }),
		rapid.SampledFrom([]string{"a", "bc", "007", "-0", "+4", "1.5", "-", "99999999999999999999999"}),
	)
	lines := rapid.SliceOfN(rapid.SliceOfN(token, 0, 6), 0, 7).Draw(t, "lines")
	sep := rapid.SampledFrom([]string{" ", " ", "  ", "\t"})
	eol := rapid.SampledFrom([]string{"\n", "\n", "\r\n"})
	var b strings.Builder
	if rapid.IntRange(0, 3).Draw(t, "cases") == 0 {
		// Test cases "N\nA1 … AN" after their number.
		b.WriteString(strconv.Itoa(len(lines)) + "\n")
		for _, l := range lines {
			b.WriteString(strconv.Itoa(len(l)) + "\n" + strings.Join(l, " ") + "\n")
		}
		return []byte(b.String())
	}
	switch rapid.IntRange(0, 2).Draw(t, "count") {
	case 1:
		b.WriteString(strconv.Itoa(len(lines)) + "\n")
	case 2:
		n := 0
		for _, l := range lines {
			n += len(l)
		}
		b.WriteString(strconv.Itoa(n) + "\n")
	}
	for i, l := range lines {
		if rapid.Bool().Draw(t, "indent") {
			b.WriteString(sep.Draw(t, "indent sep"))
		}
		for j, tok := range l {
			if j > 0 {
				b.WriteString(sep.Draw(t, "sep"))
			}
			b.WriteString(tok)
		}
		if i < len(lines)-1 || rapid.Bool().Draw(t, "final eol") {
			b.WriteString(eol.Draw(t, "eol"))
		}
	}
	return []byte(b.String())
}

// checkCandidates holds cs, the candidates of in, to the contract.
func checkCandidates(t interface{ Fatalf(string, ...any) }, in []byte, cs [][]byte) {
	mIn := measureOf(in)
	seen := map[string]bool{}
	for _, c := range cs {
		if bytes.Equal(c, in) {
			t.Fatalf("%q is among its own candidates", in)
		}
		if seen[string(c)] {
			t.Fatalf("candidate %q of %q proposed twice", c, in)
		}
		seen[string(c)] = true
		if !measureOf(c).less(mIn) {
			t.Fatalf("candidate %q is not smaller than %q", c, in)
		}
	}
}

func TestCandidatesProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		in := genInput(t)
		cs := Candidates(in)
		checkCandidates(t, in, cs)
		if again := Candidates(in); !slices.EqualFunc(cs, again, bytes.Equal) {
			t.Fatalf("Candidates(%q) differs between two calls", in)
		}
		// Below the bound, Candidates and All are the same list.
		if all := slices.Collect(All(in)); !slices.EqualFunc(cs, all, bytes.Equal) {
			t.Fatalf("Candidates(%q) has %d candidates, All %d", in, len(cs), len(all))
		}
	})
}

// TestShrinkProperties: Shrink's result still satisfies keep, is no larger
// than the input, and, when the budget was not spent, has no candidate
// that satisfies keep (a local minimum). keep asks for a token of the
// input, drawn, to be still there.
func TestShrinkProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		in := genInput(t)
		fields := strings.Fields(string(in))
		if len(fields) == 0 {
			return
		}
		want := rapid.SampledFrom(fields).Draw(t, "token")
		keep := func(c []byte) bool { return slices.Contains(strings.Fields(string(c)), want) }
		calls := 0
		budget := rapid.IntRange(0, 300).Draw(t, "budget")
		got := Shrink(in, func(c []byte) bool { calls++; return keep(c) }, budget)
		if !keep(got) {
			t.Fatalf("Shrink(%q) = %q, which lost %q", in, got, want)
		}
		if calls > budget {
			t.Fatalf("keep called %d times, budget %d", calls, budget)
		}
		if !bytes.Equal(got, in) && !measureOf(got).less(measureOf(in)) {
			t.Fatalf("Shrink(%q) = %q, not smaller", in, got)
		}
		if calls < budget {
			for c := range All(got) {
				if keep(c) {
					t.Fatalf("Shrink(%q) = %q, but its candidate %q keeps %q", in, got, c, want)
				}
			}
		}
	})
}
