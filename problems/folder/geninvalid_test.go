package folder

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// gens2Invalid is gens2's generators.yaml with its invalid_input and
// invalid_output groups replaced by invalid, and files (path → text)
// added to the folder.
func gens2Invalid(t *testing.T, invalid string, files map[string]string) *Problem {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "gens2")
	copyDir(t, filepath.Join("testdata", "gens2"), dir)
	for name, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(dir, "generators", "generators.yaml")
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	head, _, ok := strings.Cut(string(text), "  invalid_input:\n")
	if !ok {
		t.Fatal("gens2's generators.yaml has no invalid_input group")
	}
	if err := os.WriteFile(file, []byte(head+invalid), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := Open(t.Context(), dir, Options{CacheDir: cacheDir()})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestCheckInvalid: generators.yaml's invalid_input and invalid_output
// tests, generated ones included, are made as bt generate makes them
// and must be rejected; each wrong use says what to do.
func TestCheckInvalid(t *testing.T) {
	needTools(t)
	cases := []struct {
		name, invalid string            // "" for gens2 as it is
		files         map[string]string // added to the folder
		err           string
	}{
		// Why: gens2's generated, copied and inline invalid tests, which
		// bt validate accepts as rejected.
		{"gens2", "", nil, ""},
		// Why: a generated invalid input that is valid must be named
		// (carokit skipped generated ones before).
		{"valid generated input", "  invalid_input:\n    data:\n      valid: writes.py 1 3\n", nil,
			"accept 1 invalid input(s), which they must reject (exit 43): invalid_input/valid"},
		// Why: an invalid output the output validator accepts.
		{"accepted output", "  invalid_output:\n    data:\n      right: {in: \"2\\n1 2\\n\", ans: \"2\\n\", out: \"2\\n\"}\n", nil,
			"accepts 1 invalid output(s), which it must reject: invalid_output/right; make the output validator stricter"},
		// Why: an invalid output test without .out checks nothing.
		{"no out", "  invalid_output:\n    data:\n      half: {in: \"2\\n1 2\\n\", ans: \"2\\n\"}\n", nil,
			"no .out was made: an invalid_output test needs .in, .ans and .out"},
		// Why: BAPCtools checks an invalid output's input first: a bad
		// one belongs in invalid_input.
		{"bad input", "  invalid_output:\n    data:\n      bad-in: {in: \"0\\n\\n\", ans: \"2\\n\", out: \"1\\n\"}\n", nil,
			"invalid output invalid_output/bad-in: its input must be valid"},
		// Why: an invalid answer no validator rejects (no answer
		// validator, the default output validator reads a right one as
		// right) must be named (carokit only warned about them before).
		{"accepted answer", "  invalid_answer:\n    data:\n      right: {in: \"2\\n1 2\\n\", ans: \"2\\n\"}\n", nil,
			"the validators accept 1 invalid answer(s), which one must reject (exit 43): invalid_answer/right; add an answer validator"},
		// Why: an answer validator (answer_validators/, run as
		// `validator input < answer`) rejects a generated invalid answer
		// and an inline one: checked, no error.
		{"answer validator rejects", "  invalid_answer:\n    data:\n      generated: wrong_ans.py\n      inline: {in: \"2\\n1 2\\n\", ans: \"x\\n\"}\n",
			map[string]string{"answer_validators/ans.py": ansValidator, "generators/wrong_ans.py": wrongAnswer}, ""},
		// Why: the output validator reading the answer as an output is
		// BAPCtools' other answer validator.
		{"output validator rejects the answer", "  invalid_answer:\n    data:\n      inline: {in: \"2\\n1 2\\n\", ans: \"x\\n\"}\n",
			map[string]string{"output_validator/ov.py": numberOutputValidator}, ""},
		// Why: data/invalid_answer is read too, not only generators.yaml's.
		{"data/invalid_answer", "", map[string]string{"data/invalid_answer/right.in": "2\n1 2\n", "data/invalid_answer/right.ans": "2\n"},
			"accept 1 invalid answer(s), which one must reject (exit 43): invalid_answer/right"},
		// Why: an invalid answer without .ans checks nothing.
		{"no ans", "  invalid_answer:\n    data:\n      half: {in: \"2\\n1 2\\n\"}\n", nil,
			"no .ans was made: an invalid_answer test needs .in and .ans"},
		// Why: its input is checked first, as BAPCtools does.
		{"bad answer input", "  invalid_answer:\n    data:\n      bad-in: {in: \"0\\n\\n\", ans: \"x\\n\"}\n", nil,
			"invalid answer invalid_answer/bad-in: its input must be valid"},
		// Why: a generator failing for an invalid test is an error that
		// names the test, not a skipped check.
		{"generator fails", "  invalid_input:\n    data:\n      broken: retry.py 1 3\n", nil,
			"generators.yaml, invalid_input/broken: generator retry.py failed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := open(t, "gens2")
			if c.invalid != "" || c.files != nil {
				p = gens2Invalid(t, c.invalid, c.files)
			}
			err := p.CheckInvalid()
			switch {
			case c.err == "" && err != nil:
				t.Fatalf("CheckInvalid: %v, want nil", err)
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Fatalf("CheckInvalid: %v, want an error saying %q", err, c.err)
			case err != nil && strings.Contains(err.Error(), "\n"):
				t.Fatalf("CheckInvalid: %q is not one line", err)
			}
		})
	}
}

// ansValidator accepts an answer that is one integer line.
const ansValidator = "import re, sys\nopen(sys.argv[1]).read()\nsys.exit(42 if re.fullmatch(rb'-?[0-9]+\\n', sys.stdin.buffer.read()) else 43)\n"

// wrongAnswer writes a valid input and an answer that is no number.
const wrongAnswer = "from pathlib import Path\nPath('testcase.in').write_text('2\\n5 9\\n')\nPath('testcase.ans').write_text('nine\\n')\n"

// numberOutputValidator accepts an output equal to the answer that is a
// number, as a Kattis output validator (exit 42 or 43).
const numberOutputValidator = "import sys\nans = open(sys.argv[2]).read().split()\nout = sys.stdin.read().split()\nsys.exit(42 if out == ans and all(w.lstrip('-').isdigit() for w in out) else 43)\n"

// TestInvalidTestsForExport: InvalidTests, what the 2025-09 Kattis export
// ships, holds every invalid test of gens2 with the files its kind needs,
// generated ones made (the export used to leave those out).
func TestInvalidTestsForExport(t *testing.T) {
	needTools(t)
	tests, err := open(t, "gens2").InvalidTests()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{ // path → its extensions
		"invalid_input/zero": ".in", "invalid_input/big": ".in", "invalid_input/count": ".in", "invalid_input/inline-space": ".in",
		"invalid_output/generated": ".ans .in .out", "invalid_output/inline": ".ans .in .out",
	}
	got := map[string]string{}
	for _, tc := range tests {
		got[tc.Path] = strings.Join(slices.Sorted(maps.Keys(tc.Files)), " ")
		if len(tc.Files[".in"]) == 0 {
			t.Errorf("%s: empty input (not made?)", tc.Path)
		}
	}
	if !maps.Equal(got, want) {
		t.Errorf("InvalidTests: %v, want %v", got, want)
	}
}
