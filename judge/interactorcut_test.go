package judge

import (
	"strings"
	"testing"
	"time"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
)

// cutSum is the fake sum problem made interactive by fake.CutInteractor.
type cutSum struct {
	*fake.Sum
	*fake.CutInteractor
}

// TestInteractorWallCut: an interactor the wall-clock guard cut (on a
// loaded machine the judge's program is starved as a submission is)
// makes its run re-run alone, as a cut submission does; only a cut that
// lasts is the judge's error, said as such.
func TestInteractorWallCut(t *testing.T) {
	tests := []struct {
		name      string
		cuts      int32
		want      problem.Verdict
		wantCalls int32
		why       string
	}{
		{"cut once", 1, problem.OK, 2, "the re-run alone gets its verdict: the submission's OK"},
		{"cut always", 100, problem.WA, 2, "still cut alone: the interactor's failure, named a judge error; a submission that got no CPU is not run a third time"},
		{"never cut", 0, problem.OK, 1, "no re-run for a run nothing cut"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir, p := writePackage(t, []float64{100}, []fakeTest{{subtask: 1, numbers: []int{3, 4, 5}}}, 300*time.Millisecond)
			ip := cutSum{p, &fake.CutInteractor{Cuts: tc.cuts}}
			rep, err := Judge(t.Context(), Options{Problem: ip, PackageDir: dir, Solutions: []string{fixture("correct.c")}, CacheDir: cacheDir, Jobs: 1})
			if err != nil {
				t.Fatal(err)
			}
			got := rep.Solutions[0].Tests[0]
			if got.Verdict != tc.want || ip.Calls() != tc.wantCalls {
				t.Errorf("verdict %s (%s) after %d interactions, want %s after %d: %s", got.Verdict, got.Detail, ip.Calls(), tc.want, tc.wantCalls, tc.why)
			}
			if tc.want == problem.WA && !strings.Contains(got.Detail, "the interactor failed (a judge error") {
				t.Errorf("detail %q does not say the judge's own program failed", got.Detail)
			}
		})
	}
}
