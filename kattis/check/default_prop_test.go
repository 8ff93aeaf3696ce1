package check

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// refTokens is the format's tokenization written as simply as it reads:
// maximal runs of bytes outside the six whitespace bytes.
func refTokens(s string) []string {
	var out []string
	cur := ""
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(" \f\n\r\t\v", s[i]) >= 0 {
			if cur != "" {
				out = append(out, cur)
			}
			cur = ""
			continue
		}
		cur += s[i : i+1]
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// refLower lowers A–Z byte by byte (strings.ToLower would fold Unicode
// and rewrite invalid UTF-8).
func refLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

// refDefault is the default comparison without tolerances: as many
// tokens, each equal (up to ASCII case unless caseSensitive).
func refDefault(answer, output string, caseSensitive bool) bool {
	a, o := refTokens(answer), refTokens(output)
	if len(a) != len(o) {
		return false
	}
	for i := range a {
		if caseSensitive && a[i] != o[i] || !caseSensitive && refLower(a[i]) != refLower(o[i]) {
			return false
		}
	}
	return true
}

// text draws short texts from bytes that matter: letters of both cases,
// digits and a number's punctuation, every kind of whitespace, a byte
// that is not UTF-8 and a two-byte character.
func text() *rapid.Generator[string] {
	pieces := []string{"a", "A", "b", "B", "1", "0", ".", "e", "-", " ", "\n", "\t", "\r", "\v", "\f", "\xff", "é", "É"}
	return rapid.Custom(func(t *rapid.T) string {
		n := rapid.IntRange(0, 12).Draw(t, "n")
		var b strings.Builder
		for range n {
			b.WriteString(rapid.SampledFrom(pieces).Draw(t, "piece"))
		}
		return b.String()
	})
}

// similar draws an output close to an answer: the answer with a few
// pieces changed, so that acceptance and rejection both come up.
func similar(t *rapid.T, answer string) string {
	if rapid.Bool().Draw(t, "same") {
		return answer
	}
	return rapid.SampledFrom([]string{answer + " ", " " + answer, strings.ToUpper(answer), strings.ReplaceAll(answer, " ", "\n"),
		strings.ReplaceAll(answer, "a", "A"), text().Draw(t, "other")}).Draw(t, "variant")
}

// TestDefaultMatchesReference: without tolerances, Default accepts exactly
// what the simple reference does, case-sensitive or not.
func TestDefaultMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		answer := text().Draw(t, "answer")
		output := similar(t, answer)
		cs := rapid.Bool().Draw(t, "case_sensitive")
		got := Default([]byte(answer), []byte(output), DefaultFlags{CaseSensitive: cs}) == nil
		if want := refDefault(answer, output, cs); got != want {
			t.Fatalf("Default(%q, %q, case_sensitive %v) accepted %v, the reference %v", answer, output, cs, got, want)
		}
	})
}

// TestDefaultStrictIsEquality: case_sensitive with space_change_sensitive
// accepts exactly the identical bytes.
func TestDefaultStrictIsEquality(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		answer := text().Draw(t, "answer")
		output := similar(t, answer)
		got := Default([]byte(answer), []byte(output), DefaultFlags{CaseSensitive: true, SpaceChangeSensitive: true}) == nil
		if want := answer == output; got != want {
			t.Fatalf("Default(%q, %q) strict accepted %v, byte equality says %v", answer, output, got, want)
		}
	})
}

// TestDefaultReflexive: an answer is accepted as its own output, whatever
// the flags.
func TestDefaultReflexive(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		answer := text().Draw(t, "answer")
		f := DefaultFlags{CaseSensitive: rapid.Bool().Draw(t, "cs"), SpaceChangeSensitive: rapid.Bool().Draw(t, "scs"),
			Float: rapid.Bool().Draw(t, "float"), FloatAbs: rapid.Float64Range(0, 1).Draw(t, "abs"), FloatRel: rapid.Float64Range(0, 1).Draw(t, "rel")}
		if err := Default([]byte(answer), []byte(answer), f); err != nil {
			t.Fatalf("Default(%q, itself, %+v): %v", answer, f, err)
		}
	})
}

// TestDefaultTolerance: a number within half the absolute tolerance, in
// any of Go's formats, is accepted; one at twice the tolerance is not.
func TestDefaultTolerance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := rapid.Float64Range(-1e6, 1e6).Draw(t, "x")
		eps := math.Pow(10, -float64(rapid.IntRange(0, 6).Draw(t, "digits")))
		format := rapid.SampledFrom([]byte{'e', 'E', 'f', 'g'}).Draw(t, "format")
		f := DefaultFlags{Float: true, FloatAbs: eps}
		answer := []byte(strconv.FormatFloat(x, 'g', -1, 64) + "\n")
		near := x + rapid.Float64Range(-eps/2, eps/2).Draw(t, "near")
		if err := Default(answer, []byte(strconv.FormatFloat(near, format, -1, 64)), f); err != nil {
			t.Fatalf("%g within %g of %s: %v", near, eps, answer, err)
		}
		far := x + 2*eps*float64(rapid.SampledFrom([]int{-1, 1}).Draw(t, "side"))
		if err := Default(answer, []byte(strconv.FormatFloat(far, format, -1, 64)), f); err == nil {
			t.Fatalf("%g, 2×%g from %s, accepted", far, eps, answer)
		}
	})
}

// FuzzDefault: no input makes Default panic; an answer is its own output;
// the strict flags are byte equality; a rejection is one line.
func FuzzDefault(f *testing.F) {
	f.Add([]byte("1 2\n"), []byte("1  2"), uint8(0))
	f.Add([]byte("0.5\n"), []byte("5e-1\n"), uint8(4))
	f.Add([]byte("Yes\n"), []byte("yes\n"), uint8(1))
	f.Fuzz(func(t *testing.T, answer, output []byte, bits uint8) {
		fl := DefaultFlags{CaseSensitive: bits&1 != 0, SpaceChangeSensitive: bits&2 != 0, Float: bits&4 != 0}
		if fl.Float {
			fl.FloatAbs, fl.FloatRel = []float64{0, 1e-6, 0.5, 1e300}[bits>>3&3], []float64{0, 1e-9, 0.1, 1}[bits>>5&3]
		}
		err := Default(answer, output, fl)
		if err != nil && strings.ContainsAny(err.Error(), "\n\r\x1b") {
			t.Fatalf("message not one safe line: %q", err)
		}
		if e := Default(answer, answer, fl); e != nil {
			t.Fatalf("answer %q rejected as its own output: %v", answer, e)
		}
		if fl.CaseSensitive && fl.SpaceChangeSensitive && !fl.Float && (err == nil) != bytes.Equal(answer, output) {
			t.Fatalf("strict Default(%q, %q) = %v, bytes equal %v", answer, output, err, bytes.Equal(answer, output))
		}
		if !fl.Float && (err == nil) != refDefault(string(answer), string(output), fl.CaseSensitive) && !fl.SpaceChangeSensitive {
			t.Fatalf("Default(%q, %q, %+v) = %v, the reference disagrees", answer, output, fl, err)
		}
	})
}

// FuzzParseDefaultFlags: no argument list makes it panic, and what it
// accepts has finite, non-negative tolerances.
func FuzzParseDefaultFlags(f *testing.F) {
	f.Add("float_tolerance 1e-6")
	f.Add("case_sensitive space_change_sensitive")
	f.Add("float_relative_tolerance 1 float_absolute_tolerance .5")
	f.Fuzz(func(t *testing.T, s string) {
		fl, err := ParseDefaultFlags(strings.Split(s, " "))
		if err != nil {
			return
		}
		if fl.FloatAbs < 0 || fl.FloatRel < 0 || math.IsInf(fl.FloatAbs, 0) || math.IsInf(fl.FloatRel, 0) || math.IsNaN(fl.FloatAbs+fl.FloatRel) {
			t.Fatalf("ParseDefaultFlags(%q) = %+v", s, fl)
		}
	})
}

// BenchmarkDefault compares a 1 MB answer of numbers, with a tolerance,
// to an accepted output written otherwise (exponents, spaces): every
// token is parsed.
func BenchmarkDefault(b *testing.B) {
	var ans, out strings.Builder
	for i := range 100000 {
		ans.WriteString(strconv.FormatFloat(float64(i)/7, 'f', 6, 64) + "\n")
		out.WriteString(strconv.FormatFloat(float64(i)/7, 'e', 9, 64) + " ")
	}
	answer, output := []byte(ans.String()), []byte(out.String())
	f := DefaultFlags{Float: true, FloatAbs: 1e-6, FloatRel: 1e-6}
	b.SetBytes(int64(len(answer)))
	for b.Loop() {
		if err := Default(answer, output, f); err != nil {
			b.Fatal(err)
		}
	}
}
