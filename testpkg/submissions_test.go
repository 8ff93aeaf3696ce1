package testpkg

import (
	"strings"
	"testing"

	"carokit/problem"
)

func TestCertifySubmissions(t *testing.T) {
	m := &Manifest{Subtasks: []SubtaskEntry{{ID: 1}, {ID: 2}}, Tests: []TestEntry{
		{Name: "01-a", Subtask: 1, Input: "s1/a"}, {Name: "02-b", Subtask: 1, Input: "s1/b"},
		{Name: "01-c", Subtask: 2, Input: "s2/c"},
	}}
	const ok, wa, tle = problem.OK, problem.WA, problem.TLE
	verdicts := func(a, b, c problem.Verdict) map[string]problem.Verdict {
		return map[string]problem.Verdict{"s1/a": a, "s1/b": b, "s2/c": c}
	}
	cases := []struct {
		name string
		r    SubmissionResult
		want string // "" for certified
		why  string
	}{
		{"accepted passes", SubmissionResult{Name: "accepted/x", Expected: []problem.Verdict{ok, ok}, Verdicts: verdicts(ok, ok, ok)}, "",
			"the plain good case"},
		{"accepted fails", SubmissionResult{Name: "accepted/x", Expected: []problem.Verdict{ok, ok}, Verdicts: verdicts(ok, ok, wa)},
			"accepted/x is declared OK in subtask 2 but gets WA on test 01-c", "an accepted solution must pass everything"},
		{"killed in every subtask", SubmissionResult{Name: "wrong_answer/y", Expected: []problem.Verdict{wa, wa}, Verdicts: verdicts(ok, wa, tle)}, "",
			"one failing test per subtask is enough, whatever the verdict"},
		{"not killed in subtask 1", SubmissionResult{Name: "wrong_answer/y", Expected: []problem.Verdict{wa, wa}, Verdicts: verdicts(ok, ok, wa)},
			"wrong_answer/y is declared WA in subtask 1 but no test of subtask 1 kills it", "the subtask lacking a killing test is named"},
		{"declared OK where it passes", SubmissionResult{Name: "wrong_answer/y", Expected: []problem.Verdict{ok, wa}, Verdicts: verdicts(ok, ok, wa)}, "",
			"a solution wrong only for large cases is declared OK in the small subtask"},
		{"folder only, killed somewhere", SubmissionResult{Name: "wrong_answer/z", Folder: wa, Verdicts: verdicts(ok, ok, wa)}, "",
			"without submissions.yaml, the Kattis rule: one failing test in the package"},
		{"folder only, never killed", SubmissionResult{Name: "wrong_answer/z", Folder: wa, Verdicts: verdicts(ok, ok, ok)},
			"wrong_answer/z is declared WA by its folder but no test of any subtask kills it", "a wrong solution the package lets through"},
		{"rejected/, never killed", SubmissionResult{Name: "rejected/r", Verdicts: verdicts(ok, ok, ok)},
			"rejected/r is declared rejected by its folder but no test of any subtask kills it", "rejected/ (no folder verdict) needs one failing test too"},
		{"rejected/, killed", SubmissionResult{Name: "rejected/r", Verdicts: verdicts(ok, tle, ok)}, "",
			"rejected/ takes any failure"},
		{"folder accepted fails", SubmissionResult{Name: "accepted/w", Folder: ok, Verdicts: verdicts(ok, tle, ok)},
			"accepted/w is in accepted/ but gets TLE on test 02-b (subtask 1)", "accepted/ alone still means every test passes"},
		{"does not compile", SubmissionResult{Name: "accepted/v", Folder: ok, NotRun: "it does not compile: x"},
			"accepted/v did not run: it does not compile", "a solution that cannot run certifies nothing"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := CertifySubmissions(m, []SubmissionResult{c.r})
			switch {
			case c.want == "" && err != nil:
				t.Errorf("got %v, want certified (%s)", err, c.why)
			case c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)):
				t.Errorf("got %v, want %q (%s)", err, c.want, c.why)
			}
		})
	}
}
