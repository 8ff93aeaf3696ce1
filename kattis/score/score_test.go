package score

import (
	"math"
	"path"
	"strconv"
	"strings"
	"testing"

	"carokit/kattis/format"
)

// tree builds a test tree: tests by key, each group's testdata.yaml
// text by path ("" is data/), inherited as format reads it.
func tree(t *testing.T, tests []string, files map[string]string) *Node {
	t.Helper()
	memo := map[string]format.Settings{}
	var settings func(p string) format.Settings
	settings = func(p string) format.Settings {
		if s, ok := memo[p]; ok {
			return s
		}
		parent := format.RootSettings()
		if p != "" {
			parent = settings(parentOf(p))
		}
		var data []byte
		if y, ok := files[p]; ok {
			data = []byte(y)
		}
		s, _, err := parent.Child(path.Join("data", p, "testdata.yaml"), data)
		if err != nil {
			t.Fatal(err)
		}
		if p == "" && data == nil {
			s = format.RootSettings()
		}
		memo[p] = s
		return s
	}
	var ts []Test
	for _, k := range tests {
		ts = append(ts, Test{Key: k, Settings: settings(parentOf(k))})
	}
	return Build(ts, settings)
}

// results reads "key=VERDICT" or "key=VERDICT:score" words.
func results(s string) map[string]Result {
	out := map[string]Result{}
	for _, w := range strings.Fields(s) {
		key, v, _ := strings.Cut(w, "=")
		verdict, sc, scored := strings.Cut(v, ":")
		r := Result{Verdict: verdict}
		if verdict == "-" {
			r.Verdict = ""
		}
		if m, ok := strings.CutPrefix(sc, "x"); ok && scored {
			f := parse(m)
			r.Multiplier = &f
		} else if scored {
			f := parse(sc)
			r.Score = &f
		}
		out[key] = r
	}
	return out
}

func parse(s string) float64 {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		panic(err)
	}
	return f
}

// An oddecho-like layout (problemtools' examples/oddecho): samples worth
// nothing, ignore_sample at the root, secret AC when any group is, two
// all-or-nothing groups of 50 with on_reject break.
var oddecho = map[string]string{
	"":              "on_reject: continue\nrange: 0 100\ngrader_flags: ignore_sample\n",
	"sample":        "on_reject: continue\nrange: 0 0\naccept_score: 0\ngrader_flags: first_error\n",
	"secret":        "on_reject: continue\nrange: 0 100\ngrader_flags: first_error accept_if_any_accepted\n",
	"secret/group1": "on_reject: break\naccept_score: 50\nrange: 0 50\ngrader_flags: min\n",
	"secret/group2": "on_reject: break\naccept_score: 50\nrange: 0 50\ngrader_flags: min\n",
}

var oddTests = []string{"sample/1", "sample/2", "secret/group1/1", "secret/group1/2", "secret/group2/1", "secret/group2/2", "secret/group2/3"}

// legacyCase is a test tree, its results and what Legacy must make of them.
type legacyCase struct {
	name, why string
	tests     []string
	files     map[string]string
	results   string
	allowed   bool
	required  bool
	verdict   string
	score     float64
	groups    map[string]float64 // group path → score; -1: not judged
}

// legacyCases are the cases of TestLegacy.
var legacyCases = []legacyCase{
	{name: "all accepted", why: "two groups of 50, the samples ignored",
		tests: oddTests, files: oddecho,
		results: "sample/1=AC sample/2=AC secret/group1/1=AC secret/group1/2=AC secret/group2/1=AC secret/group2/2=AC secret/group2/3=AC",
		verdict: "AC", score: 100, groups: map[string]float64{"secret": 100, "secret/group1": 50, "secret/group2": 50, "sample": 0}},
	{name: "one group rejected", why: "min of [50, 0] is 0; accept_if_any_accepted keeps secret AC; group2's third test not judged (break)",
		tests: oddTests, files: oddecho,
		results: "sample/1=AC sample/2=WA secret/group1/1=AC secret/group1/2=AC secret/group2/1=AC secret/group2/2=TLE secret/group2/3=-",
		verdict: "AC", score: 50, groups: map[string]float64{"secret": 50, "secret/group1": 50, "secret/group2": 0}},
	{name: "break stops the parent", why: "secret inherits on_reject break: group2 is never judged, so it is not in the aggregation",
		tests:   []string{"secret/group1/1", "secret/group2/1"},
		files:   map[string]string{"secret/group1": "accept_score: 30\ngrader_flags: min\n", "secret/group2": "accept_score: 70\n"},
		results: "secret/group1/1=WA secret/group2/1=AC",
		verdict: "WA", score: 0, groups: map[string]float64{"secret/group1": 0, "secret/group2": -1}},
	{name: "default sum of accept scores", why: "accept_score 1, reject_score 0, sum, on_reject continue: the count of accepted tests",
		tests: []string{"sample/1", "secret/1", "secret/2", "secret/3"}, files: map[string]string{"": "on_reject: continue\n"},
		results: "sample/1=AC secret/1=AC secret/2=WA secret/3=AC",
		verdict: "WA", score: 3, groups: map[string]float64{"sample": 1, "secret": 2}},
	{name: "reject score counts", why: "a rejected test scores reject_score, summed like the others",
		tests: []string{"secret/1", "secret/2"}, files: map[string]string{"": "on_reject: continue\nreject_score: -2\naccept_score: 5\n"},
		results: "secret/1=WA secret/2=AC", verdict: "WA", score: 3},
	{name: "worst error", why: "RTE is worse than TLE, which is worse than WA (default_grader:7)",
		tests: []string{"secret/1", "secret/2", "secret/3"}, files: map[string]string{"": "on_reject: continue\n"},
		results: "secret/1=WA secret/2=RTE secret/3=TLE", verdict: "RTE", score: 0},
	{name: "first error", why: "first_error: the first rejection's verdict",
		tests: []string{"secret/1", "secret/2", "secret/3"}, files: map[string]string{"": "on_reject: continue\ngrader_flags: first_error\n"},
		results: "secret/1=AC secret/2=WA secret/3=RTE", verdict: "WA", score: 1, groups: map[string]float64{"secret": 1}},
	{name: "always accept", why: "the verdict is AC whatever the tests",
		tests: []string{"secret/1"}, files: map[string]string{"secret": "grader_flags: always_accept\n"},
		results: "secret/1=WA", verdict: "AC", score: 0},
	{name: "avg rounded to six decimals", why: "default_grader prints %f: 2/3 is 0.666667",
		tests: []string{"secret/1", "secret/2", "secret/3"}, files: map[string]string{"": "on_reject: continue\n", "secret": "grader_flags: avg\n"},
		results: "secret/1=AC secret/2=AC secret/3=WA", verdict: "WA", score: 0.666667},
	{name: "max", why: "max of the children's scores",
		tests: []string{"secret/a/1", "secret/b/1"}, files: map[string]string{"": "on_reject: continue\n", "secret": "grader_flags: max\n", "secret/a": "accept_score: 3\n", "secret/b": "accept_score: 8\n"},
		results: "secret/a/1=AC secret/b/1=AC", verdict: "AC", score: 8},
	{name: "nested groups", why: "a group's score is aggregated from its subgroups' recursively: min over [sum 2, sum 1] (grader_flags is inherited whole: the subgroups say sum)",
		tests:   []string{"secret/g/a/1", "secret/g/a/2", "secret/g/b/1", "secret/g/b/2"},
		files:   map[string]string{"": "on_reject: continue\n", "secret/g": "grader_flags: min\n", "secret/g/a": "grader_flags: sum\n", "secret/g/b": "grader_flags: sum\n"},
		results: "secret/g/a/1=AC secret/g/a/2=AC secret/g/b/1=AC secret/g/b/2=WA",
		verdict: "WA", score: 1, groups: map[string]float64{"secret/g": 1, "secret/g/a": 2, "secret/g/b": 1}},
	{name: "custom scores", why: "score.txt replaces accept_score; validation: custom score",
		tests: []string{"secret/1", "secret/2"}, allowed: true, required: true,
		results: "secret/1=AC:2.5 secret/2=AC:4", verdict: "AC", score: 6.5},
	{name: "custom score missing", why: "legacy custom score requires score.txt (validate.py:72-73)",
		tests: []string{"secret/1"}, allowed: true, required: true,
		results: "secret/1=AC", verdict: "JE", score: 0},
	{name: "custom score not allowed", why: "score.txt without custom scoring is a judge error (validate.py:60-61)",
		tests: []string{"secret/1"}, results: "secret/1=AC:3", verdict: "JE", score: 0},
	{name: "score on a rejection", why: "score.txt on exit 43 is a judge error (validate.py:55-57)",
		tests: []string{"secret/1"}, allowed: true, results: "secret/1=WA:3", verdict: "JE", score: 0},
	{name: "ignore_sample below the root", why: "the script asserts one or two items: JE 0 (default_grader:60-61, 70-71)",
		tests: []string{"secret/1", "secret/2", "secret/3"}, files: map[string]string{"secret": "grader_flags: ignore_sample\n"},
		results: "secret/1=AC secret/2=AC secret/3=AC", verdict: "JE", score: 0},
	{name: "empty tree", why: "no results: AC 0 (grade.py:28)", verdict: "AC", score: 0},
}

// TestLegacy holds Legacy to problemtools' judging: the expected values
// are what submission_judge.py and default_grader compute (worked out
// by hand from the lines cited in legacy.go, and the oddecho-like and
// summing cases checked with verifyproblem on problems/folder/testdata/
// scoring2 and scoring3).
func TestLegacy(t *testing.T) {
	for _, tc := range legacyCases {
		t.Run(tc.name, func(t *testing.T) {
			g := Legacy(tree(t, tc.tests, tc.files), results(tc.results), tc.allowed, tc.required)
			if g.Submission.Verdict != tc.verdict || math.Abs(g.Submission.Points()-tc.score) > 1e-9 {
				t.Errorf("%s: got %+v, want %s %g", tc.why, g.Submission, tc.verdict, tc.score)
			}
			for p, want := range tc.groups {
				o, ok := g.Groups[p]
				if want < 0 {
					if ok {
						t.Errorf("%s: group %s judged (%+v), want not", tc.why, p, o)
					}
					continue
				}
				if !ok || math.Abs(o.Score-want) > 1e-9 {
					t.Errorf("%s: group %s got %+v (judged %v), want %g", tc.why, p, o, ok, want)
				}
			}
		})
	}
}

func TestLegacyNotRunIsIncomplete(t *testing.T) {
	g := Legacy(tree(t, []string{"secret/1", "secret/2"}, map[string]string{"": "on_reject: continue\n"}), results("secret/1=AC secret/2=-"), false, false)
	if !g.Submission.Incomplete || g.Submission.Score != 1 {
		t.Errorf("a test not run must make the score a bound: %+v", g.Submission)
	}
}

// TestV2025 holds V2025 to the 2025-09 specification's "Scoring
// problems" section (the rule each case exists for is its why).
func TestV2025(t *testing.T) {
	pf := func(max int) string { return "score_aggregation: pass-fail\nmax_score: " + strconv.Itoa(max) + "\n" }
	for _, tc := range []struct {
		name, why string
		tests     []string
		files     map[string]string
		results   string
		verdict   string
		score     float64
		groups    map[string]float64
	}{
		{name: "pass-fail groups", why: "a pass-fail group scores its max_score when all pass; secret sums; samples score nothing",
			tests: []string{"sample/1", "secret/a/1", "secret/a/2", "secret/b/1"}, files: map[string]string{"secret/a": pf(30), "secret/b": pf(70)},
			results: "sample/1=WA secret/a/1=AC secret/a/2=WA secret/b/1=AC", verdict: "WA", score: 70,
			groups: map[string]float64{"secret/a": 0, "secret/b": 70, "sample": 0}},
		{name: "sum group", why: "under sum a test's most points are max_score/N",
			tests: []string{"secret/a/1", "secret/a/2", "secret/a/3", "secret/a/4"}, files: map[string]string{"secret/a": "score_aggregation: sum\nmax_score: 100\n"},
			results: "secret/a/1=AC secret/a/2=AC secret/a/3=WA secret/a/4=AC", verdict: "WA", score: 75},
		{name: "min group with score.txt", why: "under min a test's most points are max_score; score.txt gives its score",
			tests: []string{"secret/a/1", "secret/a/2", "secret/b/1"}, files: map[string]string{"secret/a": "score_aggregation: min\nmax_score: 60\n", "secret/b": pf(40)},
			results: "secret/a/1=AC:45 secret/a/2=AC secret/b/1=AC", verdict: "AC", score: 85, groups: map[string]float64{"secret/a": 45}},
		{name: "multiplier", why: "score_multiplier.txt times the test's most points",
			tests: []string{"secret/a/1", "secret/a/2"}, files: map[string]string{"secret/a": "score_aggregation: sum\nmax_score: 100\n"},
			results: "secret/a/1=AC:x0.5 secret/a/2=AC", verdict: "AC", score: 75},
		{name: "secret of tests", why: "without groups secret's tests share its max_score of 100",
			tests: []string{"secret/1", "secret/2", "secret/3", "secret/4", "secret/5"}, results: "secret/1=AC secret/2=AC secret/3=WA secret/4=AC secret/5=AC",
			verdict: "WA", score: 80},
		{name: "secret pass-fail", why: "secret of pass-fail aggregation: its max_score or 0",
			tests: []string{"secret/a/1", "secret/b/1"}, files: map[string]string{"secret": "score_aggregation: pass-fail\nmax_score: 10\n"},
			results: "secret/a/1=AC secret/b/1=AC", verdict: "AC", score: 10},
		{name: "require_pass", why: "a group whose required group failed is not run: 0",
			tests:   []string{"sample/1", "secret/a/1", "secret/b/1", "secret/c/1"},
			files:   map[string]string{"secret/a": pf(20), "secret/b": pf(30) + "require_pass: secret/a\n", "secret/c": pf(50) + "require_pass: [sample]\n"},
			results: "sample/1=AC secret/a/1=WA secret/b/1=AC secret/c/1=AC", verdict: "WA", score: 50,
			groups: map[string]float64{"secret/a": 0, "secret/b": 0, "secret/c": 50}},
		{name: "unbounded needs score.txt", why: "an accepted test of unbounded score without score.txt is a judge error",
			tests: []string{"secret/a/1"}, files: map[string]string{"secret": "max_score: unbounded\n", "secret/a": "score_aggregation: sum\nmax_score: unbounded\n"},
			results: "secret/a/1=AC", verdict: "JE", score: 0},
		{name: "unbounded with score.txt", why: "score.txt is the score of an unbounded test",
			tests: []string{"secret/a/1", "secret/a/2"}, files: map[string]string{"secret": "max_score: unbounded\n", "secret/a": "score_aggregation: sum\nmax_score: unbounded\n"},
			results: "secret/a/1=AC:1234.5 secret/a/2=AC:0.5", verdict: "AC", score: 1235},
		{name: "score above the test's most", why: "score.txt above the test's most points is a judge error",
			tests: []string{"secret/a/1", "secret/a/2"}, files: map[string]string{"secret/a": "score_aggregation: sum\nmax_score: 100\n"},
			results: "secret/a/1=AC:60 secret/a/2=AC", verdict: "JE", score: 0},
		{name: "score file in pass-fail", why: "a score file in a pass-fail group is a judge error",
			tests: []string{"secret/a/1"}, files: map[string]string{"secret/a": pf(100)}, results: "secret/a/1=AC:3", verdict: "JE", score: 0},
		{name: "groups above secret's max", why: "secret's score above its max_score is a judge error",
			tests: []string{"secret/a/1", "secret/b/1"}, files: map[string]string{"secret/a": pf(60), "secret/b": pf(60)},
			results: "secret/a/1=AC secret/b/1=AC", verdict: "JE", score: 0},
		{name: "nested folders", why: "a folder inside a group holds tests of that group (no group in a group)",
			tests: []string{"secret/a/1", "secret/a/deep/1", "secret/a/deep/2"}, files: map[string]string{"secret/a": "score_aggregation: sum\nmax_score: 90\n"},
			results: "secret/a/1=AC secret/a/deep/1=WA secret/a/deep/2=AC", verdict: "WA", score: 60},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := V2025(tree(t, tc.tests, tc.files), results(tc.results))
			if g.Submission.Verdict != tc.verdict || math.Abs(g.Submission.Points()-tc.score) > 1e-9 {
				t.Errorf("%s: got %+v, want %s %g", tc.why, g.Submission, tc.verdict, tc.score)
			}
			for p, want := range tc.groups {
				if o := g.Groups[p]; math.Abs(o.Score-want) > 1e-9 {
					t.Errorf("%s: group %s got %+v, want %g", tc.why, p, o, want)
				}
			}
		})
	}
}
