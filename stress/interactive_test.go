package stress

import (
	"strings"
	"testing"
	"time"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
	"carokit/runner"
)

// TestInteractiveTargetInteractorCut: stress re-runs a case whose
// interactor the wall-clock guard cut, as it re-runs a cut submission:
// a starved interactor is not a failure of the target; one cut every
// time is the judge's error, returned as an error after the re-runs.
func TestInteractiveTargetInteractorCut(t *testing.T) {
	tests := []struct {
		name      string
		cuts      int32
		wantErr   bool
		wantCalls int32
		why       string
	}{
		{"cut once", 1, false, 2, "the re-run gets the verdict"},
		{"cut every time", 100, true, 2, "the interactor's error after one re-run: the submission got no CPU, so a third run would not help (judge's rule)"},
		{"never cut", 0, false, 1, "nothing to re-run"},
	}
	p := runner.Program{Name: "cat.sh", Path: "/bin/sh", Args: []string{"-c", "cat"}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ip := &fake.CutInteractor{Cuts: tc.cuts}
			target := InteractiveTarget(ip, p, runner.Limits{CPU: time.Second})
			_, v, _, err := target.Run(t.Context(), []byte("3\n"))
			if (err != nil) != tc.wantErr || ip.Calls() != tc.wantCalls {
				t.Fatalf("verdict %s, error %v after %d interactions; want error %v after %d: %s", v, err, ip.Calls(), tc.wantErr, tc.wantCalls, tc.why)
			}
			if tc.wantErr && !strings.Contains(err.Error(), "wall-clock guard") {
				t.Errorf("error %q does not say the interactor was cut", err)
			}
			if !tc.wantErr && v != problem.OK {
				t.Errorf("verdict %s, want OK", v)
			}
		})
	}
}
