package folder

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// gens2Invalid is gens2's generators.yaml with its invalid_input and
// invalid_output groups replaced by invalid.
func gens2Invalid(t *testing.T, invalid string) *Problem {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "gens2")
	copyDir(t, filepath.Join("testdata", "gens2"), dir)
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
		name, invalid string // "" for gens2 as it is
		err           string
	}{
		// Why: gens2's generated, copied and inline invalid tests, which
		// bt validate accepts as rejected.
		{"gens2", "", ""},
		// Why: a generated invalid input that is valid must be named
		// (carokit skipped generated ones before).
		{"valid generated input", "  invalid_input:\n    data:\n      valid: writes.py 1 3\n",
			"accept 1 invalid input(s), which they must reject (exit 43): invalid_input/valid"},
		// Why: an invalid output the output validator accepts.
		{"accepted output", "  invalid_output:\n    data:\n      right: {in: \"2\\n1 2\\n\", ans: \"2\\n\", out: \"2\\n\"}\n",
			"accepts 1 invalid output(s), which it must reject: invalid_output/right; make the output validator stricter"},
		// Why: an invalid output test without .out checks nothing.
		{"no out", "  invalid_output:\n    data:\n      half: {in: \"2\\n1 2\\n\", ans: \"2\\n\"}\n",
			"no .out was made: an invalid_output test needs .in, .ans and .out"},
		// Why: BAPCtools checks an invalid output's input first: a bad
		// one belongs in invalid_input.
		{"bad input", "  invalid_output:\n    data:\n      bad-in: {in: \"0\\n\\n\", ans: \"2\\n\", out: \"1\\n\"}\n",
			"invalid output invalid_output/bad-in: its input must be valid"},
		// Why: a generator failing for an invalid test is an error that
		// names the test, not a skipped check.
		{"generator fails", "  invalid_input:\n    data:\n      broken: retry.py 1 3\n",
			"generators.yaml, invalid_input/broken: generator retry.py failed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := open(t, "gens2")
			if c.invalid != "" {
				p = gens2Invalid(t, c.invalid)
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
