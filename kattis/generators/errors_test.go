package generators

import (
	"strings"
	"testing"
)

// secretWith is a file whose secret group has the given data: lines
// (indented by the caller as under data:).
func secretWith(lines string) string {
	return "data:\n  secret:\n    data:\n" + lines
}

// TestParseErrors: each mistake is an error naming its line and column
// and saying what to write instead.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"YAML syntax", "data: [", "generators.yaml: yaml:"},
		{"the file is a list", "- a\n- b\n", "generators.yaml:1:1: the file must be a mapping"},
		{"the root is a test", "generate: gen 1\n", "the root must be a group"},
		{"duplicate key", "data:\n  secret:\n    data:\n      a: gen 1\n      a: gen 2\n", `5:7: duplicate key "a"`},
		{"numbered root", "data:\n  - sample:\n      data: {}\n", "the root's data must be a mapping"},
		{"two seeds", secretWith("      a: gen {seed} {seed:2}\n"), `4:10: secret.a: command "gen {seed} {seed:2}": {seed} (or {seed:N}) may appear at most once`},
		{"count 0", secretWith("      a: {generate: gen, count: 0}\n"), "count 0 must be between 1 and 100"},
		{"count 101", secretWith("      a: {generate: gen, count: 101}\n"), "count 101 must be between 1 and 100"},
		{"count list twice", secretWith("      a: {generate: gen, count: [1, 1]}\n"), "1 is there twice"},
		{"count list of words", secretWith("      a: {generate: gen, count: [x]}\n"), "x is not an integer"},
		{"count range reversed", secretWith("      a: {generate: gen, count: 5..=1}\n"), "start 5 must be <= end 1"},
		{"count range too long", secretWith("      a: {generate: gen, count: 1..=101}\n"), "has 101 values"},
		{"count words", secretWith("      a: {generate: gen, count: many}\n"), `count "many" must be a number`},
		{"empty test", secretWith("      a:\n"), "empty entry"},
		{"test with nothing to make its input", secretWith("      a: {count: 2}\n"), "a test needs at least one of: generate, copy, in"},
		{"bad test name", secretWith("      -a: gen\n"), `test name "-a" is not valid`},
		{"test named test_group", secretWith("      test_group: gen\n"), "must not be named test_group"},
		{"test name ending in .in", secretWith("      a.in: gen\n"), "should not end with .in"},
		{"bad group name", secretWith("      .g:\n        data: {a: gen}\n"), `group name ".g" is not valid`},
		{"relative solution", "solution: submissions/accepted/a.cpp\n", "must be a path from the problem folder starting with /"},
		{"solution with arguments", "solution: /submissions/accepted/a.py -v\n", "must not have arguments"},
		{"empty solution string", "solution: ''\n", "solution is empty"},
		{"absolute generator", secretWith("      a: /usr/bin/gen 1\n"), "must be a path in generators/, not an absolute path"},
		{"absolute copy", secretWith("      a: {copy: /etc/x}\n"), `copy "/etc/x" must be a path in generators/`},
		{"generate not a string", secretWith("      a: {generate: [gen]}\n"), "generate must be a string"},
		{"empty generate", secretWith("      a: {generate: ''}\n"), "generate must not be empty"},
		{"unclosed quote", secretWith("      a: gen 'x\n"), "no closing quotation"},
		{"inline number", secretWith("      a: {in: 1}\n"), `in must be a string (quote numbers: in: "1")`},
		{"sample key in secret", secretWith("      a: {in: x, in.statement: y}\n"), "in.statement is only for samples"},
		{"unknown link", "data:\n  sample:\n    data:\n      a: {in: x, in.statement: {link: out}}\n", `unknown link target "out"`},
		{"cross link", "data:\n  sample:\n    data:\n      a: {in: x, ans.statement: {link: in}}\n", "ans.statement cannot link to in"},
		{"numbered entry with two keys", secretWith("      - a: gen 1\n        b: gen 2\n"), "numbered entry 0 must have exactly one key"},
		{"empty key in a mapping", secretWith("      '': gen 1\n"), "needs a name"},
		{"neither test nor group", secretWith("      a: [gen, 1]\n"), "is neither a test"},
		{"data list of words", secretWith("      - gen 1\n"), "data[0] must be a mapping"},
		{"include unknown", "data:\n  secret:\n    include: [nope]\n", "include 0 (nope) is not the key of a test or group written before it"},
		{"include a path", "data:\n  secret:\n    include: [sample/1]\n", "not a path"},
		{"include a number", "data:\n  secret:\n    include: [1]\n", "must be the key of a test or group, found an integer"},
		{"include ambiguous", "data:\n  sample:\n    data:\n      a: {generate: \"gen {count}\", count: 2}\n  secret:\n    include: [a]\n", "include 0 (a) is ambiguous"},
		{"include clashes with own test", "data:\n  sample:\n    data:\n      a: gen 1\n  secret:\n    include: [a]\n    data:\n      a: gen 2\n", "included test sample/a has the name of a test of this group"},
		{"test_group.yaml a list", "data:\n  secret:\n    test_group.yaml: [a]\n", "test_group.yaml must be a mapping"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.yaml), "p", Options{})
			if err == nil {
				t.Fatalf("no error, want one containing %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q does not contain %q", err, tc.want)
			}
		})
	}
}

// TestWarnings: what BAPCtools ignores with a warning is ignored, with a
// warning naming the place.
func TestWarnings(t *testing.T) {
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"visualizer", "visualizer: /visualizers/v.py\n", `1:1: key "visualizer" is deprecated`},
		{"unknown key", "foo: 1\n", `unknown key "foo"`},
		{"unquoted number key", secretWith("      01: gen 1\n"), "key 01 is not a string: ignored (quote it)"},
		{"{count} without count", secretWith("      a: gen {count}\n"), "{count} in a command without count"},
		{"salt not a string", "random_salt: 12\n", "random_salt must be a string (quote it)"},
		{"retries 0", "retries: 0\n", "retries should be > 0"},
		{"plural root group", "data:\n  invalid_inputs:\n    data: {a: {in: x}}\n", `"invalid_inputs" is deprecated, use "invalid_input"`},
		{"file name as command", secretWith("      a: manual/a.in\n"), "use copy: manual/a instead"},
		{"copy with extension", secretWith("      a: {copy: manual/a.in}\n"), "should not include the extension"},
		{"missing constant", secretWith("      a: gen {{n}}\n"), "{{n}} is not a constant of problem.yaml"},
		{"group key in a test", secretWith("      a: {generate: gen, include: [x]}\n"), `key "include" is for groups`},
		{"generators entry without files", "generators:\n  g: []\n", `generator "g" is missing its list of files`},
		{"reserved key in a group", "data:\n  secret:\n    version: 1\n", `key "version" is reserved here`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Parse([]byte(tc.yaml), "p", Options{})
			if err != nil {
				t.Fatal(err)
			}
			all := strings.Join(c.Warnings, "\n")
			if !strings.Contains(all, tc.want) {
				t.Fatalf("warnings %q do not contain %q", all, tc.want)
			}
		})
	}
}

// TestSameTestWarning: two tests made alike are warned about unless
// count: asked for the copies (BAPCtools' "Found identical rule").
func TestSameTestWarning(t *testing.T) {
	for _, tc := range []struct {
		name, yaml string
		warned     bool
	}{
		{"same command twice", secretWith("      a: gen 1\n      b: gen 1\n"), true},
		{"same inline input twice", secretWith("      a: {in: x}\n      b: {in: x}\n"), true},
		{"count without seed: copies asked for", secretWith("      a: {generate: gen 1, count: 2}\n"), false},
		{"count with a seed: different tests", secretWith("      a: {generate: 'gen {seed}', count: 2}\n"), false},
		{"same seeded command in two groups", "data:\n  sample:\n    data:\n      a: gen {seed}\n  secret:\n    data:\n      a: gen {seed}\n", true},
		{"different salts", "data:\n  secret:\n    data:\n      a: gen {seed}\n      b: {generate: 'gen {seed}', random_salt: b}\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Parse([]byte(tc.yaml), "p", Options{})
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Contains(strings.Join(c.Warnings, "\n"), "is made exactly as")
			if got != tc.warned {
				t.Fatalf("warned %v, want %v: %q", got, tc.warned, c.Warnings)
			}
		})
	}
}

// TestMessagesOnce: a counted test's mistake is told once, not once per
// count value.
func TestMessagesOnce(t *testing.T) {
	c, err := Parse([]byte(secretWith("      a: {generate: \"gen {count}\", count: 3, foo: 1}\n")), "p", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(strings.Join(c.Warnings, "\n"), `unknown key "foo"`); n != 1 {
		t.Fatalf("warned %d times: %q", n, c.Warnings)
	}
	_, err = Parse([]byte(secretWith("      a: {generate: \"/abs {count}\", count: 3}\n")), "p", Options{})
	if err == nil || strings.Count(err.Error(), "not an absolute path") != 1 {
		t.Fatalf("error %v, want it once", err)
	}
}
