package format

import (
	"fmt"
	"strings"
	"testing"

	"carokit/problem"
)

// TestSubmissionsYAMLErrors: each mistake in submissions.yaml is an error
// naming its line.
func TestSubmissionsYAMLErrors(t *testing.T) {
	for _, tc := range []struct{ name, yaml, err string }{
		{"entry not a map", "accepted: [AC]\n", "submissions.yaml:1:11: the entry of \"accepted\" must be a map"},
		{"unknown verdict", "accepted:\n  permitted: [AC, OK]\n", "\"OK\" is not one of AC, WA, TLE, RTE"},
		{"score of three numbers", "a:\n  score: [1, 2, 3]\n", "score must be a number or a list of two numbers"},
		{"score reversed", "a:\n  score: [5, 1]\n", "score: 5 is above 1"},
		{"use_for_time_limit unknown", "a:\n  use_for_time_limit: sometimes\n", "must be true, false, lower or upper"},
		{"a test glob that is not a map", "a:\n  secret: AC\n", "names tests"},
		{"a test glob with an unknown key", "a:\n  secret:\n    language: cpp\n", "unknown key \"language\""},
		{"model_solution not a bool", "a:\n  model_solution: often\n", "model_solution must be true or false"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseSubmissionsYAML([]byte(tc.yaml))
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Fatalf("error %v, want one containing %q", err, tc.err)
			}
		})
	}
}

// TestExpectedResults maps DOMjudge's lists to rules.
func TestExpectedResults(t *testing.T) {
	for _, tc := range []struct{ list, want, warn string }{
		{"WRONG_ANSWER", "[AC WA] [WA]", ""},
		{"wrong-answer, TIMELIMIT", "[AC WA TLE] [WA TLE]", ""},
		{"ACCEPTED, TIMELIMIT", "[AC TLE] [AC WA TLE RTE]", ""},
		{"NO-OUTPUT,RUN-ERROR", "[AC WA RTE] [WA RTE]", ""},
		{"CORRECT", "[AC] [AC WA TLE RTE]", ""},
		{"OUTPUT-LIMIT", "[AC RTE] [RTE]", ""},
		{"COMPILER-ERROR", "none", "\"COMPILER-ERROR\" ignored"},
		{"TIMELIMIT, CHECK-MANUALLY", "[AC TLE] [TLE]", "\"CHECK-MANUALLY\" ignored"},
	} {
		var warns []string
		e, ok := expectedResults(tc.list, "x", func(f string, a ...any) { warns = append(warns, fmt.Sprintf(f, a...)) })
		got := "none"
		if ok {
			got = fmt.Sprint(e.Permitted, " ", e.Required)
		}
		if got != tc.want {
			t.Errorf("%q: %s, want %s", tc.list, got, tc.want)
		}
		if w := strings.Join(warns, "\n"); (tc.warn == "") != (w == "") || !strings.Contains(w, tc.warn) {
			t.Errorf("%q: warnings %q, want %q", tc.list, w, tc.warn)
		}
	}
}

// TestReadSubmissionsListing covers what is and is not a submission.
func TestReadSubmissionsListing(t *testing.T) {
	p, err := ReadProblem(writeTree(t, map[string]string{
		"problem.yaml":                     "problem_format_version: 2025-09\n",
		"submissions/README.md":            "notes",
		"submissions/loose.cpp":            "not in a folder",
		"submissions/accepted/b.cpp":       "",
		"submissions/accepted/a.py":        "",
		"submissions/accepted/.hidden.cpp": "",
		"submissions/accepted/notes.txt":   "",
		"submissions/accepted/dir/m.cpp":   "// @EXPECTED_RESULTS@: WRONG_ANSWER",
		"submissions/.git/x":               "",
		"submissions/odd/bin.cpp":          "\x00\x01 @EXPECTED_RESULTS@: WRONG_ANSWER",
		"submissions/odd/two/a.cpp":        "@EXPECTED_RESULTS@: TIMELIMIT\n",
		"submissions/odd/two/b.cpp":        "@EXPECTED_RESULTS@: WRONG_ANSWER\n",
		"submissions/odd/bad.cpp":          "@EXPECTED_RESULTS@: MAYBE\n",
	}))
	if err != nil {
		t.Fatal(err)
	}
	subs, err := ReadSubmissions(p)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range subs {
		got = append(got, fmt.Sprintf("%s:%d", s.Path, len(s.Whole)))
	}
	// accepted/dir's marker is ignored (the folder says AC); a binary file
	// is not searched; of a folder's files the first in path order counts.
	want := "[accepted/a.py:1 accepted/b.cpp:1 accepted/dir:1 odd/bad.cpp:0 odd/bin.cpp:0 odd/two:1]"
	if fmt.Sprint(got) != want {
		t.Errorf("submissions %v, want %s", got, want)
	}
	if w := subs[3].Warnings; len(w) != 2 || !strings.Contains(w[0], `@EXPECTED_RESULTS@ in odd/bad.cpp: "MAYBE" ignored`) {
		t.Errorf("odd/bad.cpp warnings %q, want the marker's name ignored, then no rule", w)
	}
	if two := subs[5].Whole[0]; fmt.Sprint(two.Permitted) != "[AC TLE]" {
		t.Errorf("odd/two's rule %+v, want a.cpp's TIMELIMIT", two)
	}
	if w := subs[4].Warnings; len(w) != 1 || !strings.Contains(w[0], "no rule applies") {
		t.Errorf("odd/bin.cpp warnings %q, want one saying no rule applies", w)
	}
}

// TestVerdictOf maps every carokit verdict.
func TestVerdictOf(t *testing.T) {
	for v, want := range map[problem.Verdict]string{problem.OK: "AC", problem.WA: "WA", problem.TLE: "TLE",
		problem.RE: "RTE", problem.MLE: "RTE", problem.OLE: "RTE", problem.CE: "", "??": ""} {
		if got := VerdictOf(v); got != want {
			t.Errorf("VerdictOf(%s) = %q, want %q", v, got, want)
		}
	}
}
