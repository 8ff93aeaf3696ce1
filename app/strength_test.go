package app

import (
	"bytes"
	"strings"
	"testing"

	"carokit/testpkg"
)

// TestNamedPlan: --plan NAME reads the problem's named plan, for
// --print-plan as for a build; a name no plan has is read as a file.
func TestNamedPlan(t *testing.T) {
	cases := []struct {
		name        string
		args        []string
		code        int
		out, errOut string
		why         string
	}{
		{"print the article", []string{"package", "--print-plan", "--plan", "article"}, 0, "The statement's reference package, `carokit package --plan article`", "",
			"a named plan prints like the default one"},
		{"print the default", []string{"package", "--print-plan"}, 0, "the tests that kill Caro's mutants", "",
			"without --plan, the default plan"},
		{"unknown name is a file", []string{"package", "--plan", "no-such-plan", "--out", "unused"}, 2, "", "no-such-plan",
			"a name that is no plan of the problem is a file name, and this file does not exist: a usage error"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := run(t, "", c.args...)
			if code != c.code || !strings.Contains(out, c.out) || !strings.Contains(errOut, c.errOut) {
				t.Fatalf("exit %d, stdout %.300q, stderr %q; want %d, %q, %q (%s)", code, out, errOut, c.code, c.out, c.errOut, c.why)
			}
		})
	}
}

// TestPrintStrength: the summary line and the matrix's cells, from a
// hand-made manifest.
func TestPrintStrength(t *testing.T) {
	m := &testpkg.Manifest{Problem: "toy", Subtasks: []testpkg.SubtaskEntry{{ID: 1}, {ID: 2}},
		Strength: &testpkg.Strength{Mutants: []testpkg.MutantStrength{
			{Name: "a", Subtasks: []testpkg.MutantVerdict{{Subtask: 1, MustDie: true, KilledBy: "01-x"}, {Subtask: 2, MustDie: true}}},
			{Name: "b", Subtasks: []testpkg.MutantVerdict{{Subtask: 1}, {Subtask: 2, MustDie: true, KilledBy: "02-y"}}},
		}}}
	cases := []struct {
		name  string
		full  bool
		m     *testpkg.Manifest
		wants []string
		why   string
	}{
		{"summary", false, m, []string{"strength: 2 mutants; subtask 1 all but b may survive; subtask 2 all but a SURVIVE\n"},
			"one line: who is alive where, the survivors that must die apart (an --allow-survivors build)"},
		{"matrix", true, m, []string{"01-x", "SURVIVES", "- (may survive)", "02-y"}, "every cell: the killer, or why alive"},
		{"no mutants", true, &testpkg.Manifest{Problem: "toy"}, []string{"problem toy declares no mutants"}, "--strength on a problem without mutants says so"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			if err := printStrength(Env{Stdout: &out}, c.m, c.full); err != nil {
				t.Fatal(err)
			}
			for _, w := range c.wants {
				if !strings.Contains(out.String(), w) {
					t.Errorf("output lacks %q (%s):\n%s", w, c.why, out.String())
				}
			}
		})
	}
}
