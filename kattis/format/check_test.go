package format

import (
	"math"
	"strings"
	"testing"
)

// checkYAML is the submissions.yaml the Check cases read: the spec's
// examples (solves_group_1, solves_easy_cases) and an entry whose folder
// default is overridden.
const checkYAML = `
"*/solves_group_1.py":
  sample:
    permitted: [AC]
  secret/group1:
    permitted: [AC]
  secret/group2:
    permitted: [AC, TLE]
    required: [TLE]
time_limit_exceeded/solves_easy_cases.py:
  sample:
    permitted: [AC]
  secret/*-easy:
    permitted: [AC]
  secret/*-hard:
    permitted: [AC, TLE]
    required: [TLE]
wrong_answer:
  message: wrong
"*/scored.py":
  score: [40, 60]
  secret/group1:
    score: 30
`

// subsFor reads the submissions of a 2025-09 folder with checkYAML and
// the given source files.
func subsFor(t *testing.T, files ...string) map[string]Submission {
	t.Helper()
	tree := map[string]string{
		"problem.yaml":                 "problem_format_version: 2025-09\n",
		"submissions/submissions.yaml": checkYAML,
	}
	for _, f := range files {
		tree["submissions/"+f] = "x\n"
	}
	p, err := ReadProblem(writeTree(t, tree))
	if err != nil {
		t.Fatal(err)
	}
	subs, err := ReadSubmissions(p)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]Submission{}
	for _, s := range subs {
		out[s.Path] = s
	}
	return out
}

// TestCheck holds verdict tables to the rules, each case one way a rule
// is met or not.
func TestCheck(t *testing.T) {
	subs := subsFor(t, "accepted/a.cpp", "accepted/solves_group_1.py", "mixed/solves_group_1.py", "time_limit_exceeded/solves_easy_cases.py",
		"wrong_answer/w.cpp", "brute_force/b.cpp", "accepted/scored.py", "rejected/r.cpp")
	for _, tc := range []struct {
		name, sub string
		verdicts  map[string]string
		want      []string // substrings, one per message, in order
	}{
		{"accepted all AC", "accepted/a.cpp", map[string]string{"sample/1": "AC", "secret/1": "AC"}, nil},
		{"accepted with a WA", "accepted/a.cpp", map[string]string{"sample/1": "AC", "secret/1": "WA", "secret/2": "TLE"},
			[]string{`all tests: permitted [AC], got secret/1 WA and 1 more (folder default "accepted")`}},
		{"accepted, skipped tests are permitted", "accepted/a.cpp", map[string]string{"secret/1": "AC", "secret/2": ""}, nil},
		{"nothing judged", "accepted/a.cpp", map[string]string{}, []string{"all tests: no test to check"}},
		{"group 1 solved, group 2 times out", "mixed/solves_group_1.py",
			map[string]string{"sample/1": "AC", "secret/group1/1": "AC", "secret/group2/1": "AC", "secret/group2/2": "TLE"}, nil},
		{"group 2 never times out", "mixed/solves_group_1.py",
			map[string]string{"sample/1": "AC", "secret/group1/1": "AC", "secret/group2/1": "AC"},
			[]string{`tests secret/group2: required [TLE], got [AC]`}},
		{"the folder default still applies with a glob's rules", "accepted/solves_group_1.py",
			map[string]string{"sample/1": "AC", "secret/group1/1": "AC", "secret/group2/1": "TLE"},
			[]string{`all tests: permitted [AC], got secret/group2/1 TLE (folder default "accepted")`}},
		{"easy cases and hard ones", "time_limit_exceeded/solves_easy_cases.py",
			map[string]string{"sample/1": "AC", "secret/01-easy": "AC", "secret/02-hard": "TLE"}, nil},
		{"an easy case timing out", "time_limit_exceeded/solves_easy_cases.py",
			map[string]string{"sample/1": "AC", "secret/01-easy": "TLE", "secret/02-hard": "AC"},
			[]string{`tests secret/*-easy: permitted [AC], got secret/01-easy TLE`, `tests secret/*-hard: required [TLE], got [AC]`}},
		{"no hard case at all", "time_limit_exceeded/solves_easy_cases.py",
			map[string]string{"sample/1": "AC", "secret/01-easy": "AC", "secret/03-slow": "TLE"},
			[]string{`tests secret/*-hard: no test to check, required [TLE]`}},
		{"wrong answer overridden keeps its default", "wrong_answer/w.cpp",
			map[string]string{"sample/1": "AC", "secret/1": "TLE"},
			[]string{`all tests: permitted [AC,WA], got secret/1 TLE (submissions.yaml "wrong_answer" (over the folder default))`,
				`all tests: required [WA], got [AC,TLE]`}},
		{"brute force may time out or crash", "brute_force/b.cpp", map[string]string{"secret/1": "RTE", "secret/2": "TLE"}, nil},
		{"brute force must not be wrong", "brute_force/b.cpp", map[string]string{"secret/1": "WA", "secret/2": "TLE"},
			[]string{`permitted [AC,TLE,RTE], got secret/1 WA`}},
		{"rejected all AC", "rejected/r.cpp", map[string]string{"secret/1": "AC"}, []string{`required [WA,TLE,RTE], got [AC]`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, ok := subs[tc.sub]
			if !ok {
				t.Fatalf("no submission %s", tc.sub)
			}
			got := s.Check(tc.verdicts)
			if len(got) != len(tc.want) {
				t.Fatalf("messages %q, want %d like %q", got, len(tc.want), tc.want)
			}
			for i := range got {
				if !strings.Contains(got[i], tc.want[i]) {
					t.Errorf("message %d %q, want it to contain %q", i, got[i], tc.want[i])
				}
			}
		})
	}
}

// TestCheckFull covers the rules Check leaves out: messages and scores.
func TestCheckFull(t *testing.T) {
	subs := subsFor(t, "wrong_answer/w.cpp", "accepted/scored.py")
	w, sc := subs["wrong_answer/w.cpp"], subs["accepted/scored.py"]
	wa := map[string]string{"secret/1": "WA", "secret/2": "AC"}
	for _, tc := range []struct {
		name     string
		s        Submission
		verdicts map[string]string
		messages map[string]string
		scores   map[string]float64
		want     []string
	}{
		{"message found", w, wa, map[string]string{"secret/1": "wrong on line 1"}, nil, nil},
		{"message missing", w, wa, map[string]string{"secret/1": "bad"}, nil, []string{`no judgemessage.txt contains "wrong"`}},
		{"messages not given: not checked", w, wa, nil, nil, nil},
		// A verdict that breaks a rule is said with its test's detail, on one
		// line and clipped: why an interactive run was WA under load was lost.
		{"a bad verdict's detail", subs["accepted/scored.py"], map[string]string{"secret/group1/1": "WA"},
			map[string]string{"secret/group1/1": "the interactor failed:\n  exit 1"}, nil,
			[]string{`got secret/group1/1 WA "the interactor failed: exit 1" (`}},
		{"scores in range", sc, map[string]string{"secret/group1/1": "AC"}, nil, map[string]float64{"": 50, "secret/group1": 30}, nil},
		{"scores out of range", sc, map[string]string{"secret/group1/1": "AC"}, nil, map[string]float64{"": 61, "secret/group1": 29},
			[]string{"score: 61, not in [40, 60]", "score of secret/group1: 29, not in [30, 30]"}},
		{"a group's score missing", sc, map[string]string{"secret/group1/1": "AC"}, nil, map[string]float64{"": 50},
			[]string{"score of secret/group1: no group score given"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.s.CheckFull(tc.verdicts, tc.messages, tc.scores)
			if len(got) != len(tc.want) {
				t.Fatalf("messages %q, want %q", got, tc.want)
			}
			for i := range got {
				if !strings.Contains(got[i], tc.want[i]) {
					t.Errorf("message %d %q, want it to contain %q", i, got[i], tc.want[i])
				}
			}
		})
	}
}

// TestCheckPartiallyAccepted holds the legacy partially_accepted folder
// default to the legacy spec ("Overall verdict must be Accepted. Overall
// score must not be max of range", "must not be used for pass-fail
// problems") and to problemtools, which judges it in 2023-07 too.
func TestCheckPartiallyAccepted(t *testing.T) {
	read := func(version string) Submission {
		dir := writeTree(t, map[string]string{"problem.yaml": version + "type: scoring\n", "submissions/partially_accepted/p.py": "x\n"})
		p, err := ReadProblem(dir)
		if err != nil {
			t.Fatal(err)
		}
		subs, err := ReadSubmissions(p)
		if err != nil || len(subs) != 1 {
			t.Fatalf("ReadSubmissions: %v, %d", err, len(subs))
		}
		return subs[0]
	}
	legacy, v2023 := read(""), read("problem_format_version: 2023-07\n")
	mixed := map[string]string{"secret/a/1": "AC", "secret/b/1": "WA"}
	allAC := map[string]string{"secret/a/1": "AC", "secret/b/1": "AC"}
	for _, tc := range []struct {
		name     string
		s        Submission
		verdicts map[string]string
		overall  *Overall
		want     string // "" = met
	}{
		{"a partial score with every test AC", legacy, allAC, &Overall{Scoring: true, Verdict: "AC", Score: 50, Max: 100}, ""},
		{"a rejected test in an accept_if_any_accepted group: the overall verdict is what counts", legacy, mixed, &Overall{Scoring: true, Verdict: "AC", Score: 40, Max: 100}, ""},
		{"2023-07 reads the folder as problemtools does", v2023, mixed, &Overall{Scoring: true, Verdict: "AC", Score: 40, Max: 100}, ""},
		{"the full score is fully accepted", legacy, allAC, &Overall{Scoring: true, Verdict: "AC", Score: 100, Max: 100}, "it is fully accepted"},
		{"an overall rejection", legacy, mixed, &Overall{Scoring: true, Verdict: "WA", Score: 40, Max: 100}, "overall verdict must be AC, got WA"},
		{"no range: any accepted score is partial", legacy, allAC, &Overall{Scoring: true, Verdict: "AC", Score: 1e9, Max: math.Inf(1)}, ""},
		{"a pass-fail problem has none", legacy, allAC, &Overall{Verdict: "AC"}, "on a pass-fail problem"},
		{"no overall result given", legacy, allAC, nil, "no overall Kattis verdict"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.s.CheckOverall(tc.verdicts, nil, nil, tc.overall)
			switch {
			case tc.want == "" && len(got) > 0:
				t.Errorf("unmet %q, want met", got)
			case tc.want != "" && (len(got) != 1 || !strings.Contains(got[0], tc.want)):
				t.Errorf("unmet %q, want one message with %q", got, tc.want)
			}
		})
	}
	if got := subsFor(t, "partially_accepted/p.py")["partially_accepted/p.py"]; len(got.Whole) != 0 {
		t.Errorf("2025-09 partially_accepted has a default rule %+v; the folder is not one of 2025-09's", got.Whole)
	}
}
