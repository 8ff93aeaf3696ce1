package check

import (
	"errors"
	"strings"
	"testing"
)

var (
	none = DefaultFlags{}
	cs   = DefaultFlags{CaseSensitive: true}
	scs  = DefaultFlags{SpaceChangeSensitive: true}
)

func abs(e float64) DefaultFlags  { return DefaultFlags{Float: true, FloatAbs: e} }
func rel(e float64) DefaultFlags  { return DefaultFlags{Float: true, FloatRel: e} }
func both(e float64) DefaultFlags { return DefaultFlags{Float: true, FloatAbs: e, FloatRel: e} }

// defaultCases hold Default to the Kattis format's default output
// validator, case by case: each case is a rule of the specification (or
// an example of it), and the name says which.
var defaultCases = []struct {
	name           string
	answer, output string
	f              DefaultFlags
	ok             bool
}{
	{"equal", "hello world\n", "hello world\n", none, true},
	{"a token differs", "hello world\n", "hello there\n", none, false},
	{"case ignored by default", "Hello\n", "hELLO\n", none, true},
	{"case_sensitive", "Hello\n", "hello\n", cs, false},
	{"case_sensitive equal", "Hello\n", "Hello\n", cs, true},
	{"case folds ASCII only: the Kelvin sign is no k", "k\n", "\u212a\n", none, false},
	{"case folds ASCII only: no Unicode lower case", "é\n", "É\n", none, false},
	{"whitespace only separates tokens", "1 2\n3\n", "  1\n\n\t2 3", none, true},
	{"CR LF is whitespace", "1\n2\n", "1\r\n2\r\n", none, true},
	{"vertical tab and form feed are whitespace", "1 2 3", "1\v2\f3", none, true},
	{"NBSP is no whitespace", "1 2", "1\u00a02", none, false},
	{"NUL is no whitespace", "1 2", "1\x002", none, false},
	{"a missing trailing newline is fine", "42\n", "42", none, true},
	{"fewer tokens", "Hello World!\n", "Hello \n", none, false},
	{"empty output", "Hello World!\n", "", none, false},
	{"only whitespace", "Hello World!\n", " \n    \n\n", none, false},
	{"trailing output", "Hello\n", "Hello extra\n", none, false},
	{"both empty", "", "\n", none, true},
	{"space_change_sensitive equal", "hello\n world\n", "hello\n world\n", scs, true},
	{"space_change_sensitive: a space less", "hello\n world\n", "hello\nworld\n", scs, false},
	{"space_change_sensitive: a space more", "hello\nworld\n", "hello\n world\n", scs, false},
	{"space_change_sensitive: type of whitespace", "1 2\n", "1\t2\n", scs, false},
	{"space_change_sensitive: trailing newline", "42\n", "42", scs, false},
	{"space_change_sensitive: leading space", "42\n", " 42\n", scs, false},
	{"space_change_sensitive: CR LF", "42\n", "42\r\n", scs, false},
	{"no tolerance: numbers are strings", "1.0\n", "1\n", none, false},
	{"no tolerance: equal strings", "3.14\n", "3.14\n", none, true},
	{"spec example: 0.0314 and 3.14000000e-2", "0.0314\n", "3.14000000e-2\n", abs(1e-12), true},
	{"absolute tolerance", "1\n", "1.4\n", abs(0.5), true},
	{"absolute tolerance exceeded", "1\n", "1.4\n", abs(0.1), false},
	{"at the absolute tolerance exactly", "1\n", "1.5\n", abs(0.5), true},
	{"past the tolerance", "1\n", "1.50001\n", both(0.5), false},
	{"relative tolerance", "100\n", "105\n", rel(0.1), true},
	{"relative tolerance exceeded", "100\n", "105\n", rel(0.01), false},
	{"relative tolerance of 0 is exact", "0\n", "1\n", rel(0.01), false},
	{"either tolerance: absolute", "1000\n", "1000.5\n", DefaultFlags{Float: true, FloatAbs: 1, FloatRel: 1e-9}, true},
	{"either tolerance: relative", "1000\n", "1001\n", DefaultFlags{Float: true, FloatAbs: 0.1, FloatRel: 0.01}, true},
	{"integers are numbers with a tolerance", "7\n", "7.0000001\n", both(1e-6), true},
	{"expected a number", "1.5\n", "abc\n", both(1), false},
	{"hexadecimal is no number of the format", "1\n", "0x1p0\n", both(0.5), false},
	{"inf is no number: compared as a string", "inf\n", "0\n", both(0.5), false},
	{"inf as a string, any case", "inf\n", "INF\n", both(0.5), true},
	{"nan is no number", "1\n", "nan\n", both(10), false},
	{"words stay strings with a tolerance", "YES 0.5\n", "yes 0.50001\n", both(1e-3), true},
	{"words with a tolerance, case_sensitive", "YES 0.5\n", "yes 0.5\n", DefaultFlags{CaseSensitive: true, Float: true, FloatAbs: 1}, false},
	{"a leading dot", "0.5\n", ".5\n", abs(0), true},
	{"a trailing dot", "2\n", "2.\n", abs(0), true},
	{"a plus sign", "2\n", "+2\n", abs(0), true},
	{"minus zero", "0\n", "-0\n", abs(0), true},
	{"a bare exponent is no number", "1\n", "1e\n", both(1), false},
	{"a bare dot is no number", "0\n", ".\n", both(1), false},
	{"too large for a float", "1\n", "1e999\n", both(1), false},
	{"too small is its closest value, 0", "0\n", "1e-999\n", abs(0), true},
	{"30 digits each side", "123456789012345678901234567890.123456789012345678901234567890\n",
		"1.23456789012345678901234567890123456789e29\n", rel(1e-15), true},
	{"the answer too large is a string", "1e999\n", "1E999\n", both(1), true},
	{"combined flags (case, space, float)", "PI is 3.14\n", "PI is 3.14\n", DefaultFlags{CaseSensitive: true, SpaceChangeSensitive: true, Float: true, FloatAbs: 0.5, FloatRel: 0.5}, true},
	{"combined flags, a number off", "PI is 1.0", "PI is 2.0", DefaultFlags{CaseSensitive: true, SpaceChangeSensitive: true, Float: true, FloatAbs: 0.5, FloatRel: 0.5}, false},
}

// TestDefault runs defaultCases; a rejection is a *Mismatch on one line.
func TestDefault(t *testing.T) {
	for _, c := range defaultCases {
		t.Run(c.name, func(t *testing.T) {
			err := Default([]byte(c.answer), []byte(c.output), c.f)
			if (err == nil) != c.ok {
				t.Fatalf("Default(%q, %q, %+v) = %v, want accepted %v", c.answer, c.output, c.f, err, c.ok)
			}
			var m *Mismatch
			if err != nil && (!errors.As(err, &m) || strings.ContainsAny(err.Error(), "\n\r")) {
				t.Errorf("error %q: want a *Mismatch on one line", err)
			}
		})
	}
}

// TestDefaultMessages: a rejection says where (the output's line and the
// answer's) and why, tokens escaped and cut short.
func TestDefaultMessages(t *testing.T) {
	long := strings.Repeat("a", 100)
	cases := []struct {
		name, answer, output string
		f                    DefaultFlags
		want                 string
	}{
		{"the lines of both", "1\n2\n3\n", "1 2\n4\n", DefaultFlags{}, `output line 2 (answer line 3): expected "3", got "4"`},
		{"empty", "7\n", "", DefaultFlags{}, `output line 1 (answer line 1): the output is empty; expected "7"`},
		{"ended", "7 8\n", "7\n", DefaultFlags{}, `output line 2 (answer line 1): the output ended; expected "8" next`},
		{"trailing", "7\n", "7\n8\n", DefaultFlags{}, `output line 2 (answer line 2): trailing output "8" after the answer's last token`},
		{"escaped", "x\n", "\x1b[2J\n", DefaultFlags{}, `output line 1 (answer line 1): expected "x", got "\x1b[2J"`},
		{"cut", "b\n", long + "\n", DefaultFlags{}, `output line 1 (answer line 1): expected "b", got "` + strings.Repeat("a", 30) + `..."`},
		{"cut around the difference", long + "x", long + "y", DefaultFlags{}, `output line 1 (answer line 1): expected "` + strings.Repeat("a", 15) + `...x", got "` + strings.Repeat("a", 15) + `...y"`},
		{"whitespace", "1\n2\n", "1\n 2\n", DefaultFlags{SpaceChangeSensitive: true}, `output line 2 (answer line 2): whitespace differs (space_change_sensitive): expected no more whitespace, got ' '`},
		{"whitespace at the end", "1\n", "1", DefaultFlags{SpaceChangeSensitive: true}, `output line 1 (answer line 1): whitespace differs (space_change_sensitive): expected '\n', got no more whitespace`},
		{"float", "1\n", "1.5\n", DefaultFlags{Float: true, FloatAbs: 0.1, FloatRel: 0.1}, `output line 1 (answer line 1): expected "1", got "1.5": absolute error 0.5 (tolerance 0.1), relative error 0.5 (tolerance 0.1)`},
		{"float at 0", "0\n", "1\n", DefaultFlags{Float: true, FloatRel: 0.1}, `output line 1 (answer line 1): expected "0", got "1": absolute error 1 (tolerance 0), relative error undefined, the answer is 0 (tolerance 0.1)`},
		{"not a float", "0.5\n", "half\n", DefaultFlags{Float: true, FloatAbs: 0.1}, `output line 1 (answer line 1): expected a number near "0.5", got "half"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Default([]byte(c.answer), []byte(c.output), c.f)
			if err == nil || err.Error() != c.want {
				t.Errorf("got  %v\nwant %s", err, c.want)
			}
		})
	}
}

// TestParseDefaultFlags: the flags as the specification names them, and
// every error it names (a tolerance twice, float_tolerance with another).
func TestParseDefaultFlags(t *testing.T) {
	cases := []struct {
		name  string
		flags []string
		want  DefaultFlags
		err   string
	}{
		{"none", nil, DefaultFlags{}, ""},
		{"case_sensitive", []string{"case_sensitive"}, DefaultFlags{CaseSensitive: true}, ""},
		{"space_change_sensitive", []string{"space_change_sensitive"}, DefaultFlags{SpaceChangeSensitive: true}, ""},
		{"float_tolerance sets both", []string{"float_tolerance", "1e-6"}, DefaultFlags{Float: true, FloatAbs: 1e-6, FloatRel: 1e-6}, ""},
		{"absolute alone", []string{"float_absolute_tolerance", "0.5"}, DefaultFlags{Float: true, FloatAbs: 0.5}, ""},
		{"relative alone", []string{"float_relative_tolerance", ".25"}, DefaultFlags{Float: true, FloatRel: 0.25}, ""},
		{"absolute and relative", []string{"float_relative_tolerance", "1e-9", "float_absolute_tolerance", "1e-6"}, DefaultFlags{Float: true, FloatAbs: 1e-6, FloatRel: 1e-9}, ""},
		{"a legacy validator_flags string", []string{"case_sensitive float_tolerance 1e-4"}, DefaultFlags{CaseSensitive: true, Float: true, FloatAbs: 1e-4, FloatRel: 1e-4}, ""},
		{"zero tolerance", []string{"float_tolerance", "0"}, DefaultFlags{Float: true}, ""},
		{"repeated boolean flags are harmless", []string{"case_sensitive", "case_sensitive"}, DefaultFlags{CaseSensitive: true}, ""},
		{"a tolerance twice", []string{"float_absolute_tolerance", "1", "float_absolute_tolerance", "2"}, DefaultFlags{}, "given twice"},
		{"float_tolerance twice", []string{"float_tolerance", "1", "float_tolerance", "1"}, DefaultFlags{}, "given twice"},
		{"float_tolerance after relative", []string{"float_relative_tolerance", "1", "float_tolerance", "1"}, DefaultFlags{}, "float_tolerance given with"},
		{"absolute after float_tolerance", []string{"float_tolerance", "1", "float_absolute_tolerance", "1"}, DefaultFlags{}, "float_tolerance given with"},
		{"no value", []string{"float_tolerance"}, DefaultFlags{}, "needs a value"},
		{"not a number", []string{"float_tolerance", "tiny"}, DefaultFlags{}, "non-negative decimal"},
		{"negative", []string{"float_tolerance", "-1e-6"}, DefaultFlags{}, "non-negative decimal"},
		{"hexadecimal", []string{"float_tolerance", "0x1p-20"}, DefaultFlags{}, "non-negative decimal"},
		{"infinite", []string{"float_tolerance", "inf"}, DefaultFlags{}, "non-negative decimal"},
		{"unknown flag", []string{"ignore_case"}, DefaultFlags{}, "unknown flag"},
		{"a custom validator's flag", []string{"--max-n", "100"}, DefaultFlags{}, "unknown flag"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := ParseDefaultFlags(c.flags)
			switch {
			case c.err == "" && err != nil:
				t.Fatalf("ParseDefaultFlags(%q): %v", c.flags, err)
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Fatalf("ParseDefaultFlags(%q) = %v, want an error with %q", c.flags, err, c.err)
			case got != c.want:
				t.Errorf("ParseDefaultFlags(%q) = %+v, want %+v", c.flags, got, c.want)
			}
		})
	}
}

// TestFloatSyntax holds floatSyntax to the format's grammar, token by
// token (strconv.ParseFloat alone would take hexadecimal, inf, nan).
func TestFloatSyntax(t *testing.T) {
	yes := []string{"0", "-0", "+7", "12", "1.", ".5", "-.5", "1.25", "1e5", "1E-5", "1.5e+10", "007", "00.00e00"}
	no := []string{"", ".", "+", "-", "e5", ".e5", "1e", "1e+", "1.5.", "1..5", "0x1p3", "0x10", "inf", "-Inf", "nan", "infinity", "1_000", "1,5", " 1", "1 ", "1e5.5", "++1", "1f"}
	for _, s := range yes {
		if !floatSyntax([]byte(s)) {
			t.Errorf("%q: want a float of the grammar", s)
		}
	}
	for _, s := range no {
		if floatSyntax([]byte(s)) {
			t.Errorf("%q: want no float of the grammar", s)
		}
	}
}
