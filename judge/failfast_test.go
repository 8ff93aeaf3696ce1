package judge

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"time"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
	"carokit/report"
	"carokit/testpkg"
)

// failFastPackage: subtask 1 (40) fails at its 2nd test of 3 for
// failon0.c, subtask 2 (60) at its 1st of 3.
func failFastPackage(t *testing.T) (string, *fake.Sum) {
	return writePackage(t, []float64{40, 60}, []fakeTest{
		{subtask: 1, numbers: []int{1, 2}},
		{subtask: 1, numbers: []int{0, 5}},
		{subtask: 1, numbers: []int{3}},
		{subtask: 2, numbers: []int{0}},
		{subtask: 2, numbers: []int{7}},
		{subtask: 2, numbers: []int{8}},
	}, time.Second)
}

// cells is one line per test: its verdict, or "skip".
func cells(s report.SolutionResult) string {
	var out []string
	for _, t := range s.Tests {
		if t.Skipped {
			out = append(out, "skip")
			continue
		}
		out = append(out, string(t.Verdict))
	}
	return strings.Join(out, " ")
}

func TestFailFast(t *testing.T) {
	dir, p := failFastPackage(t)
	tests := []struct {
		name, mode, scoring string
		sol                 string
		wantTests           string
		wantScore           float64
		wantBound           bool
		why                 string
	}{
		{"off", "", "", "failon0.c", "OK WA OK WA OK OK", 40*2.0/3 + 60*2.0/3, false,
			"without the flag every test runs"},
		{"subtask", FailFastSubtask, "", "failon0.c", "OK WA skip WA skip skip", 40.0 / 3, true,
			"each subtask stops at its own first failure; the per-test score is a lower bound"},
		{"solution", FailFastSolution, "", "failon0.c", "OK WA skip skip skip skip", 40.0 / 3, true,
			"the whole solution stops at its first failure, subtask 2 included"},
		{"group-min exact", FailFastSubtask, report.ScoringGroupMin, "failon0.c", "OK WA skip WA skip skip", 0, false,
			"under group-min a stopped subtask scores 0 whatever was skipped: the score is exact"},
		{"accepted runs all", FailFastSolution, "", "correct.c", "OK OK OK OK OK OK", 100, false,
			"a solution that never fails is judged on every test"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := Judge(t.Context(), Options{Problem: p, PackageDir: dir, CacheDir: cacheDir, Jobs: 2,
				Solutions: []string{fixture(tc.sol)}, FailFast: tc.mode, Scoring: tc.scoring})
			if err != nil {
				t.Fatal(err)
			}
			s := rep.Solutions[0]
			if got := cells(s); got != tc.wantTests {
				t.Errorf("tests %q, want %q: %s", got, tc.wantTests, tc.why)
			}
			if diff := s.Score - tc.wantScore; diff > 1e-9 || diff < -1e-9 || s.ScoreIsBound != tc.wantBound {
				t.Errorf("score %v (bound %v), want %v (bound %v): %s", s.Score, s.ScoreIsBound, tc.wantScore, tc.wantBound, tc.why)
			}
			for _, r := range s.Tests {
				if r.Skipped && (r.Verdict == problem.OK || r.Name == "" || r.Subtask == 0) {
					t.Errorf("skipped test %+v: must keep its name and subtask and never read as passed", r)
				}
			}
			var out bytes.Buffer
			if err := rep.Write(&out, "table", true); err != nil {
				t.Fatal(err)
			}
			if tc.mode != "" && !strings.Contains(out.String(), "not run") {
				t.Errorf("the table does not say what was not run:\n%s", out.String())
			}
		})
	}
}

// TestFailFastDeterministic: which tests are reported as not run does not
// depend on how many ran in parallel (a later test may have run alongside
// the failing one; it is still reported as not run).
func TestFailFastDeterministic(t *testing.T) {
	dir, p := failFastPackage(t)
	var got []string
	for _, jobs := range []int{1, 2} {
		rep, err := Judge(t.Context(), Options{Problem: p, PackageDir: dir, CacheDir: cacheDir, Jobs: jobs,
			Solutions: []string{fixture("failon0.c"), fixture("wrong.c")}, FailFast: FailFastSubtask})
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, cells(rep.Solutions[0])+" | "+cells(rep.Solutions[1]))
	}
	if !reflect.DeepEqual(got[0], got[1]) {
		t.Errorf("1 job: %s\n2 jobs: %s", got[0], got[1])
	}
}

func TestFailFastBadMode(t *testing.T) {
	dir, p := failFastPackage(t)
	if _, err := Judge(t.Context(), Options{Problem: p, PackageDir: dir, CacheDir: cacheDir, FailFast: "first"}); err == nil {
		t.Error("an unknown mode was accepted")
	}
}

// TestFailFastBookkeeping drives failFast without programs: which runs
// are pending after some have finished, per mode.
func TestFailFastBookkeeping(t *testing.T) {
	a, b := &entry{name: "a"}, &entry{name: "b"}
	mk := func(sol *entry, subtask int) *run {
		return &run{sol: sol, test: testpkg.TestEntry{Subtask: subtask}}
	}
	// a: subtask 1 ×2, subtask 2 ×2; b: subtask 1 ×2.
	newRuns := func() []*run {
		return []*run{mk(a, 1), mk(a, 1), mk(a, 2), mk(a, 2), mk(b, 1), mk(b, 1)}
	}
	finish := func(f *failFast, runs []*run, i int, v problem.Verdict) {
		runs[i].result.Verdict = v
		f.finish(runs[i])
	}
	cases := []struct {
		name, mode string
		verdicts   map[int]problem.Verdict // finished runs
		rerunPass  int                     // a run whose failure a re-run turns into a pass (-1: none)
		want       []int                   // pending runs
	}{
		// Without a mode nothing is ever blocked.
		{"off", "", map[int]problem.Verdict{0: "WA"}, -1, []int{1, 2, 3, 4, 5}},
		// A failure blocks the rest of its subtask only.
		{"subtask", FailFastSubtask, map[int]problem.Verdict{0: "WA"}, -1, []int{2, 3, 4, 5}},
		// A failure blocks the rest of its solution, not another solution.
		{"solution", FailFastSolution, map[int]problem.Verdict{0: "WA"}, -1, []int{4, 5}},
		// A later failure does not block an earlier run still to do.
		{"later failure", FailFastSubtask, map[int]problem.Verdict{1: "WA"}, -1, []int{0, 2, 3, 4, 5}},
		// The earliest of two failures is the one that counts.
		{"two failures", FailFastSolution, map[int]problem.Verdict{3: "TLE", 2: "WA"}, -1, []int{0, 1, 4, 5}},
		// After a re-run passes, the runs it blocked are pending again.
		{"re-run passes", FailFastSubtask, map[int]problem.Verdict{0: "TLE"}, 0, []int{1, 2, 3, 4, 5}},
	}
	for _, c := range cases {
		runs := newRuns()
		f := newFailFast(c.mode, runs)
		for i, v := range c.verdicts {
			finish(f, runs, i, v)
		}
		if c.rerunPass >= 0 {
			runs[c.rerunPass].result.Verdict = "OK"
		}
		var got []int
		for _, r := range f.pending() {
			got = append(got, f.index[r])
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: pending %v, want %v", c.name, got, c.want)
		}
	}
}
