package folder

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"carokit/kattis/check"
	"carokit/kattis/score"
)

// TestNestedGroups: scoring3's subtask 2 is secret/group2, whose tests
// are in two nested groups with flags of their own; each test must get
// its own group's, and its Kattis name.
func TestNestedGroups(t *testing.T) {
	p := open(t, "scoring3")
	for _, tc := range []struct {
		why           string
		subtask       int
		test, key     string
		inFlags, full []string
	}{
		{"a test of a nested group gets that group's flags", 2, "01-1-many", "secret/group2/big/1-many", []string{"--max-n", "1000"}, []string{"--full", "50"}},
		{"the other nested group's", 2, "03-1-large-values", "secret/group2/small/1-large-values", []string{"--max-n", "10"}, []string{"--full", "10"}},
		{"a first-level group's test", 1, "02-2-ten", "secret/group1/2-ten", []string{"--max-n", "10", "--max-abs", "100"}, []string{"--full", "30"}},
		{"a sample", 0, "02-2", "sample/2", nil, []string{"--full", "0"}},
	} {
		t.Run(tc.test, func(t *testing.T) {
			if got := p.TestKey(tc.subtask, tc.test); got != tc.key {
				t.Errorf("%s: TestKey %q, want %q", tc.why, got, tc.key)
			}
			s := p.testSettings(tc.subtask, tc.test)
			if !slices.Equal(s.InputValidatorFlags, tc.inFlags) || !slices.Equal(s.OutputValidatorFlags, tc.full) {
				t.Errorf("%s: flags %q and %q, want %q and %q", tc.why, s.InputValidatorFlags, s.OutputValidatorFlags, tc.inFlags, tc.full)
			}
		})
	}
}

// TestNestedGroupsRun runs scoring3's validators with a nested group's
// flags: its big test is valid only with its own group's --max-n 1000,
// and the output validator's score.txt follows the group's --full.
func TestNestedGroupsRun(t *testing.T) {
	needTools(t)
	p := open(t, "scoring3")
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join("testdata", "scoring3", "data", "secret", "group2", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	in, ans := read("big/2-huge.in"), read("big/2-huge.ans")
	if _, err := p.ValidateTest(2, "02-2-huge", "huge", in); err != nil {
		t.Errorf("with its own group's flags: %v", err)
	}
	if _, err := p.ValidateIn(2, "huge", in); err == nil {
		t.Error("with its subtask's flags (--max-n 10) the 1000 numbers must be refused: the test does not prove the nested flags apply")
	}
	fb, err := p.CheckTest(2, "02-2-huge", in, ans, ans)
	if err != nil || fb.Score == nil || *fb.Score != 50 {
		t.Errorf("exact answer in big: feedback %+v, %v; want score.txt 50", fb, err)
	}
	fb, err = p.CheckTest(2, "04-2-five", read("small/2-five.in"), read("small/2-five.ans"), []byte("36\n"))
	if err != nil || fb.Score == nil || *fb.Score != 5 {
		t.Errorf("near answer in small: feedback %+v, %v; want score.txt 5", fb, err)
	}
	var rej *check.Rejected
	if _, err := p.CheckTest(2, "04-2-five", read("small/2-five.in"), read("small/2-five.ans"), []byte("99\n")); !errors.As(err, &rej) {
		t.Errorf("a far answer: %v, want a *check.Rejected", err)
	}
}

// TestGrade: scoring3's Kattis score from results, as problemtools gave
// it for its submissions (testdata/README.md).
func TestGrade(t *testing.T) {
	p := open(t, "scoring3")
	ac := func(v float64) score.Result { return score.Result{Verdict: "AC", Score: &v} }
	tests := []string{"sample/1", "sample/2", "secret/group1/1-single", "secret/group1/2-ten",
		"secret/group2/big/1-many", "secret/group2/big/2-huge", "secret/group2/small/1-large-values", "secret/group2/small/2-five"}
	for _, tc := range []struct {
		name    string
		results []score.Result // in tests' order
		total   float64
		points  []float64
	}{
		{"exact.py", []score.Result{ac(0), ac(0), ac(30), ac(30), ac(50), ac(50), ac(10), ac(10)}, 100, []float64{30, 70}},
		{"int32.cpp", []score.Result{ac(0), ac(0), ac(30), ac(30), ac(50), {Verdict: "WA"}, {Verdict: "WA"}, ac(10)}, 40, []float64{30, 10}},
		{"rejected in group1 stops it", []score.Result{ac(0), ac(0), {Verdict: "WA"}, {}, ac(50), ac(50), ac(10), ac(10)}, 70, []float64{0, 70}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := map[string]score.Result{}
			for i, k := range tests {
				res[k] = tc.results[i]
			}
			g := p.Grade(res)
			var pts []float64
			for _, s := range g.Subtasks {
				pts = append(pts, *s)
			}
			if g.Submission.Points() != tc.total || !slices.Equal(pts, tc.points) {
				t.Errorf("total %v (%+v), points %v; want %v, %v", g.Submission.Points(), g.Submission, pts, tc.total, tc.points)
			}
		})
	}
}

// TestGrade2025: a 2025-09 folder's groups (test_group.yaml's max_score,
// score_aggregation, the pass-fail default) reach the score: a folder
// written here, graded on made-up results (no program runs).
func TestGrade2025(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"problem.yaml":                     "problem_format_version: 2025-09\nname: S\ntype: scoring\nlimits:\n  time_limit: 1\n",
		"data/secret/a/test_group.yaml":    "max_score: 40\nscore_aggregation: sum\n",
		"data/secret/b/test_group.yaml":    "max_score: 60\n",
		"data/secret/a/1.in":               "1\n",
		"data/secret/a/1.ans":              "1\n",
		"data/secret/a/2.in":               "2\n",
		"data/secret/a/2.ans":              "2\n",
		"data/secret/b/1.in":               "3\n",
		"data/secret/b/1.ans":              "3\n",
		"data/sample/1.in":                 "4\n",
		"data/sample/1.ans":                "4\n",
		"submissions/accepted/echo.py":     "print(input())\n",
		"input_validators/validate.py":     "import sys\nsys.exit(42)\n",
		"submissions/wrong_answer/zero.py": "print(0)\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p, err := Open(t.Context(), dir, Options{CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	ac, wa := score.Result{Verdict: "AC"}, score.Result{Verdict: "WA"}
	g := p.Grade(map[string]score.Result{"sample/1": wa, "secret/a/1": ac, "secret/a/2": wa, "secret/b/1": ac})
	var pts []float64
	for _, s := range g.Subtasks {
		pts = append(pts, *s)
	}
	// a: sum, 40/2 for its one accepted test; b: pass-fail by default, 60.
	if g.Submission.Points() != 80 || !slices.Equal(pts, []float64{20, 60}) {
		t.Errorf("total %+v, points %v; want 80, [20 60]", g.Submission, pts)
	}
}

// TestGeneratorsGroupsPassFail: a scoring 2025-09 folder's
// generators.yaml group without score_aggregation is pass-fail, as
// data/'s would be; secret stays sum. (gens made a scoring problem in a
// copy.)
func TestGeneratorsGroupsPassFail(t *testing.T) {
	dir := editedCopy(t, "gens", "problem.yaml", "type: pass-fail", "type: scoring")
	p, err := Open(t.Context(), dir, Options{CacheDir: cacheDir()})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Scoring() {
		t.Fatal("the copy is not a scoring problem: the test proves nothing")
	}
	if a := p.groupSettingsAt("secret/small").Aggregation; a != "pass-fail" {
		t.Errorf("secret/small aggregates %q, want pass-fail", a)
	}
	if a := p.groupSettingsAt("secret").Aggregation; a != "sum" {
		t.Errorf("secret aggregates %q, want sum", a)
	}
}
