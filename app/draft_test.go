package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDraftCommands: a plan with one subtask of three fails certification
// with one reason per line, the empty subtasks first; package --draft
// builds it, marked DRAFT in the summary and in judge's notes; export
// refuses the draft unless --draft.
func TestDraftCommands(t *testing.T) {
	dir := t.TempDir()
	planFile := filepath.Join(dir, "plan.txt")
	if err := os.WriteFile(planFile, []byte("@subtask 1\nsample sample\ntiny --n 1 --k 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pkg := filepath.Join(dir, "pkg")
	cases := []struct {
		name      string
		args      []string
		code      int
		out, errs []string
		why       string
	}{
		{"certification refused", []string{"package", "--plan", planFile, "--out", pkg, "--no-cache"}, 1, nil,
			[]string{"carokit: certification failed: subtask 2 has no tests\n  subtask 3 has no tests\n  subtask 1: no test catches the wrong solution endpoint\n", "\n(12 problems, the most basic first; package --draft builds the package anyway"},
			"one reason per line, the empty subtasks first, then how to build anyway"},
		{"draft built", []string{"package", "--plan", planFile, "--out", pkg, "--no-cache", "--draft"}, 0,
			[]string{"DRAFT: not certified", "strength: 18 mutants; subtask 1 all but", "subtask 2 has no tests; subtask 3 has no tests\n"},
			[]string{"carokit: draft, not certified: subtask 2 has no tests\n"},
			"the same plan builds as a draft, saying what is unmet"},
		{"judge says draft", []string{"judge", "--package", pkg, "--solution", "fast"}, 0, []string{"\nDRAFT: not certified"}, nil,
			"a verdict table over a draft says so"},
		{"judge json says draft", []string{"judge", "--package", pkg, "--solution", "fast", "--format", "json"}, 0, nil, []string{"carokit: DRAFT: not certified"},
			"json has no notes: stderr says it"},
		{"export refused", []string{"export", "--package", pkg, "--format", "kattis", "--out", filepath.Join(dir, "k")}, 1, nil,
			[]string{"is a draft, not certified", "export --draft"},
			"a draft is not exported by mistake"},
		{"export draft", []string{"export", "--package", pkg, "--format", "kattis", "--out", filepath.Join(dir, "k"), "--draft"}, 1, nil,
			[]string{"subtask 2 has no tests"},
			"with --draft it goes on to the export, which needs a test in every subtask"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := run(t, "", c.args...)
			if code != c.code {
				t.Fatalf("exit %d, stdout %q, stderr %q; want exit %d (%s)", code, out, errOut, c.code, c.why)
			}
			for _, w := range c.out {
				if !strings.Contains(out, w) {
					t.Errorf("stdout %q lacks %q (%s)", out, w, c.why)
				}
			}
			for _, w := range c.errs {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr %q lacks %q (%s)", errOut, w, c.why)
				}
			}
		})
	}
}
