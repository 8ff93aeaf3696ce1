package generators

import (
	"reflect"
	"strings"
	"testing"
)

// TestSplitCommand: commands split as Python's shlex.split does (each
// want printed by Python 3.11's shlex.split).
func TestSplitCommand(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     []string
		err      error
	}{
		{"spaces separate words", "a b", []string{"a", "b"}, nil},
		{"tabs and newlines too (a YAML block)", "  a\tb\nc  ", []string{"a", "b", "c"}, nil},
		{"single quotes group", "'x y' z", []string{"x y", "z"}, nil},
		{"backslash quote in double quotes", `"a\"b"`, []string{`a"b`}, nil},
		{"other backslash kept in double quotes", `"a\nb"`, []string{`a\nb`}, nil},
		{"backslash backslash in double quotes", `"a\\b"`, []string{`a\b`}, nil},
		{"backslash outside quotes keeps the next", `a\ b`, []string{"a b"}, nil},
		{"escaped backslash at the end", `x\\`, []string{`x\`}, nil},
		{"empty quotes are a word", "''", []string{""}, nil},
		{"quotes join a word", `""x`, []string{"x"}, nil},
		{"no comments (unlike a shell)", "a#b #c", []string{"a#b", "#c"}, nil},
		{"quote inside a word", "it's'", []string{"its"}, nil},
		{"unicode words", "é ü", []string{"é", "ü"}, nil},
		{"empty", "", nil, nil},
		{"open double quote", `"abc`, nil, errNoClosingQuote},
		{"open single quote", `'abc`, nil, errNoClosingQuote},
		{"backslash at the end", `abc\`, nil, errNoEscaped},
		{"backslash at the end in quotes", `"abc\`, nil, errNoEscaped},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := splitCommand(tc.in)
			if err != tc.err {
				t.Fatalf("splitCommand(%q) error %v, want %v", tc.in, err, tc.err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("splitCommand(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

// TestSeed: seeds pinned from Python's
// int(sha512((salt + [":" + str(count-1)] + command.strip()).encode()).hexdigest(), 16) % 2**31.
func TestSeed(t *testing.T) {
	for _, tc := range []struct {
		name, salt, cmd string
		count           int
		want            uint64
	}{
		{"no salt", "", "gen 1", 1, 1818084947},
		{"salt prepended", "s", "gen {seed}", 1, 724798997},
		{"count value 3 adds :2", "s", "gen {seed}", 3, 2080885548},
		{"white space around stripped", "", "  gen 2 \n", 1, 773315595},
		{"negative count value", "x", "g", -3, 1207365066},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Seed(tc.salt, tc.cmd, tc.count); got != tc.want {
				t.Fatalf("Seed(%q, %q, %d) = %d, want %d", tc.salt, tc.cmd, tc.count, got, tc.want)
			}
		})
	}
}

// TestArgs: {name} is "testcase", {seed} and {seed:N} the seed.
func TestArgs(t *testing.T) {
	got := Args([]string{"{name}.in", "s={seed:3}", "{seed}", "plain"}, 42)
	want := []string{"testcase.in", "s=42", "42", "plain"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Args = %q, want %q", got, want)
	}
}

// TestPyFloat: a number constant is written as Python's str() writes it
// (each want printed by Python).
func TestPyFloat(t *testing.T) {
	for in, want := range map[float64]string{
		0.5: "0.5", 1e20: "1e+20", 1e16: "1e+16", 1e15: "1000000000000000.0",
		1e-5: "1e-05", 0.0001: "0.0001", 123.25: "123.25", 2.5e-300: "2.5e-300", 1e300: "1e+300",
	} {
		if got := pyFloat(in); got != want {
			t.Errorf("pyFloat(%v) = %q, want %q", in, got, want)
		}
	}
}

// TestNames: numbered names and count suffixes.
func TestNames(t *testing.T) {
	for _, tc := range []struct {
		name, got, want string
	}{
		{"numbered, padded to the total", numberedName("a", 3, 120), "003-a"},
		{"numbered, empty key", numberedName("", 7, 9), "7"},
		{"count padded when consecutive", countSuffix([]int{8, 9, 10}, 8), "-08"},
		{"count not padded when not consecutive", countSuffix([]int{1, 3, 10}, 1), "-1"},
		{"negative count padded as Python does", countSuffix([]int{-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, -3), "--3"},
		{"one-digit negative padded to two", countSuffix([]int{-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 5), "-05"},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, tc.got, tc.want)
		}
	}
}

// TestSolutionRuns: no answers are made for the invalid and valid_output
// groups.
func TestSolutionRuns(t *testing.T) {
	for path, want := range map[string]bool{
		"secret/a": true, "sample/1": true, "fuzz/x": true, "invalid_input/neg": false,
		"invalid_answer/x": false, "invalid_output/g/x": false, "valid_output/one": false, "testing_tool_test/t": false,
	} {
		if got := SolutionRuns(path); got != want {
			t.Errorf("SolutionRuns(%q) = %v, want %v", path, got, want)
		}
	}
}

// TestPlanArgs: {name} becomes testcase and every {seed}, {seed:N} the
// plain {seed} a plan line fills with each run's seed.
func TestPlanArgs(t *testing.T) {
	got := PlanArgs([]string{"{seed:3}", "{name}.in", "x{seed}y", "{count}", "{seeds}"})
	want := []string{"{seed}", "testcase.in", "x{seed}y", "{count}", "{seeds}"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("PlanArgs = %q, want %q", got, want)
	}
}

// TestSubstituteConstants: {{name}} and {{name.variant}} as BAPCtools'
// CONSTANT_SUBSTITUTE_REGEX finds them; an unknown one stays and is
// named; {single} braces and malformed names are not constants.
func TestSubstituteConstants(t *testing.T) {
	consts := map[string]string{"max_n": "50", "max_v": "1000", "max_v.latex": "10^3"}
	for _, tc := range []struct {
		name, in, out string
		unknown       []string
	}{
		{"plain", "n <= {{max_n}}", "n <= 50", nil},
		{"variant", "{{max_v.latex}} and {{max_v}}", "10^3 and 1000", nil},
		{"unknown stays", "{{nope}} {{max_n}}", "{{nope}} 50", []string{"{{nope}}"}},
		{"not a constant", "{max_n} {{ max_n }} {{1x}}", "{max_n} {{ max_n }} {{1x}}", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, unknown := SubstituteConstants(tc.in, consts)
			if out != tc.out || !reflect.DeepEqual(unknown, tc.unknown) {
				t.Errorf("SubstituteConstants(%q) = %q, %q; want %q, %q", tc.in, out, unknown, tc.out, tc.unknown)
			}
			if HasConstants([]byte(tc.in)) != (tc.in != tc.out || tc.unknown != nil) {
				t.Errorf("HasConstants(%q) wrong", tc.in)
			}
		})
	}
}

// TestGroupYAMLConstants: a group's inline test_group.yaml gets
// problem.yaml's constants, as BAPCtools reads data/'s test_group.yaml
// with them put in.
func TestGroupYAMLConstants(t *testing.T) {
	yml := "data:\n  secret:\n    test_group.yaml:\n      input_validator_args: [--max-n, \"{{max_n}}\", \"{{other}}\"]\n    data:\n      a: {in: \"1\\n\"}\n"
	c, err := Parse([]byte(yml), t.TempDir(), Options{Constants: map[string]string{"max_n": "50"}})
	if err != nil {
		t.Fatal(err)
	}
	var got any
	for _, g := range c.Groups() {
		if g.Path == "secret" {
			got = g.YAML["input_validator_args"]
		}
	}
	if !reflect.DeepEqual(got, []any{"--max-n", "50", "{{other}}"}) {
		t.Errorf("input_validator_args %v, want [--max-n 50 {{other}}]", got)
	}
	if len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0], "{{other}} is not a constant") {
		t.Errorf("warnings %q, want one about {{other}}", c.Warnings)
	}
}
