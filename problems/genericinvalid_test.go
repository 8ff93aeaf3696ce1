package problems

import (
	"bytes"
	"strings"
	"testing"
)

// bapcInvalid are BAPCtools' generic invalid inputs for an input
// validator (BAPCtools b6e8c80, bapctools/validator_tests.py,
// _list_invalid_generators: the constant ones and those registered for
// InputValidator), each made from a valid input x; nil when the
// generator does not apply to x. bt validate runs them against every
// problem's input validators and fails on one accepted.
var bapcInvalid = []struct {
	name string
	make func(x []byte) []byte
}{
	{"latin-1", func([]byte) []byte { return []byte("Na\xefve") }},
	{"empty", func([]byte) []byte { return []byte{} }},
	{"newline", func([]byte) []byte { return []byte("\n") }},
	{"fixed_random", func([]byte) []byte { return []byte("YVRtr&*teTsRjs8ZC2%kN*T63V@jJq!d") }},
	{"not_printable_ascii", func([]byte) []byte { return []byte("\x7f") }},
	{"not_printable_unicode", func([]byte) []byte { return []byte("\xe2\x82\xac") }},
	{"unicode", func([]byte) []byte { return []byte("¯\\_(ツ)_/¯") }},
	{"bismillah", func([]byte) []byte { return []byte("﷽") }},
	{"leading_zero", func(x []byte) []byte { return append([]byte("0"), x...) }},
	{"leading_space", func(x []byte) []byte { return append([]byte(" "), x...) }},
	{"leading_plus", func(x []byte) []byte { return append([]byte("+"), x...) }},
	{"trailing_token_int", func(x []byte) []byte { return append(bytes.Clone(x), "42\n"...) }},
	{"trailing_token_str", func(x []byte) []byte { return append(bytes.Clone(x), "hello\n"...) }},
	{"trailing_newline", func(x []byte) []byte { return append(bytes.Clone(x), '\n') }},
	{"append_token_str", func(x []byte) []byte { return beforeNewline(x, " hello") }},
	{"append_token_int", func(x []byte) []byte { return beforeNewline(x, " 42") }},
	{"append_space", func(x []byte) []byte { return beforeNewline(x, " ") }},
	{"drop_newline", func(x []byte) []byte {
		if !bytes.HasSuffix(x, []byte("\n")) {
			return nil
		}
		return x[:len(x)-1]
	}},
	{"swap_case", func(x []byte) []byte {
		s := string(x)
		if strings.ToLower(s) == strings.ToUpper(s) || s != strings.ToLower(s) && s != strings.ToUpper(s) {
			return nil // no letters, or mixed case: Python's islower/isupper are false
		}
		if s == strings.ToLower(s) {
			return []byte(strings.ToUpper(s))
		}
		return []byte(strings.ToLower(s))
	}},
	{"windows_newline", func(x []byte) []byte {
		if !bytes.Contains(x, []byte("\n")) || bytes.Contains(x, []byte("\r")) {
			return nil
		}
		return bytes.ReplaceAll(x, []byte("\n"), []byte("\r\n"))
	}},
}

func beforeNewline(x []byte, token string) []byte {
	if !bytes.HasSuffix(x, []byte("\n")) {
		return nil
	}
	return append(append(bytes.Clone(x[:len(x)-1]), token...), '\n')
}

// TestBAPCGenericInvalid: every problem's strict validator rejects
// BAPCtools' generic invalid inputs made from each of its samples (the
// statements allow none of them: duiyi's "any whitespace" is spaces and
// line breaks between numbers, which none of these is).
func TestBAPCGenericInvalid(t *testing.T) {
	for _, name := range Names() {
		p, err := Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range p.Spec().Samples {
			if _, err := p.Validate(s.Name, s.Input); err != nil {
				t.Fatalf("%s sample %s is invalid: %v", name, s.Name, err)
			}
			for _, g := range bapcInvalid {
				in := g.make(s.Input)
				if in == nil {
					continue
				}
				if _, err := p.Validate(s.Name, in); err == nil {
					t.Errorf("%s: %s made from sample %s is accepted: %q", name, g.name, s.Name, clip(in))
				}
			}
		}
	}
}
