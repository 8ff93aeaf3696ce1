package judge

import (
	"strings"
	"testing"
	"time"

	"carokit/problem"
	"carokit/report"
)

// timedSolution is a hand-made solution with one test per subtask of the
// given CPU times and verdicts.
func timedSolution(name string, expected []problem.Verdict, declared string, runs ...report.TestResult) report.SolutionResult {
	return report.SolutionResult{Name: name, Expected: expected, Declared: declared, Tests: runs}
}

func run1(subtask int, v problem.Verdict, ms int) report.TestResult {
	return report.TestResult{Name: "t" + string(rune('0'+subtask)), Subtask: subtask, Verdict: v, CPU: time.Duration(ms) * time.Millisecond}
}

func TestSuggestTimeLimit(t *testing.T) {
	const ok, wa, tle = problem.OK, problem.WA, problem.TLE
	subs := []report.SubtaskInfo{{ID: 1, Weight: 50}, {ID: 2, Weight: 50}}
	tests := []struct {
		name      string
		why       string
		solutions []report.SolutionResult
		want      time.Duration
		wantWhy   string
	}{
		{"separable", "fast 300 ms → 600 ms; slow ≥ 2 s ≥ 1.5 × 600 ms",
			[]report.SolutionResult{
				timedSolution("fast", []problem.Verdict{ok, ok}, "", run1(1, ok, 10), run1(2, ok, 300)),
				timedSolution("slow", []problem.Verdict{ok, tle}, "", run1(1, ok, 20), run1(2, ok, 2000)),
			}, 600 * time.Millisecond, "at least 2 × the slowest run expected to pass (fast on t2"},
		{"rounding falls back to 10 ms", "2 × 310 ms = 620 ms; 700 ms would break 1.5 × limit ≤ 1000 ms",
			[]report.SolutionResult{
				timedSolution("fast", []problem.Verdict{ok, ok}, "", run1(1, ok, 10), run1(2, ok, 310)),
				timedSolution("slow", []problem.Verdict{ok, tle}, "", run1(1, ok, 20), run1(2, ok, 1000)),
			}, 620 * time.Millisecond, "≥ 1.5 × the limit"},
		{"not separable", "the slow solution is only 1.2× the fast one",
			[]report.SolutionResult{
				timedSolution("fast", []problem.Verdict{ok, ok}, "", run1(1, ok, 10), run1(2, ok, 500)),
				timedSolution("slow", []problem.Verdict{ok, tle}, "", run1(1, ok, 20), run1(2, ok, 600)),
			}, 0, "no limit satisfies both"},
		{"cut runs", "the slow runs were stopped at 1.2 s, which proves too little",
			[]report.SolutionResult{
				timedSolution("fast", []problem.Verdict{ok, ok}, "", run1(1, ok, 10), run1(2, ok, 900)),
				timedSolution("slow", []problem.Verdict{ok, tle}, "", run1(1, ok, 20), run1(2, tle, 1200)),
			}, 0, "judge again with --time-limit 2.30 s"},
		{"accepted timed out", "a solution expected to pass was stopped: its time is unknown",
			[]report.SolutionResult{
				timedSolution("fast", []problem.Verdict{ok, ok}, "", run1(1, ok, 10), run1(2, tle, 1200)),
			}, 0, "expected to pass but was stopped"},
		{"nothing accepted", "only wrong solutions: no lower bound",
			[]report.SolutionResult{
				timedSolution("bad", []problem.Verdict{wa, wa}, "", run1(1, wa, 10), run1(2, wa, 10)),
			}, 0, "no solution is expected to pass any test, so nothing bounds the limit from below: declare one with --expect NAME=OK,OK,…"},
		{"no timeout expected", "only the lower bound applies",
			[]report.SolutionResult{
				timedSolution("fast", []problem.Verdict{ok, ok}, "", run1(1, ok, 10), run1(2, ok, 120)),
			}, 300 * time.Millisecond, "no solution is expected to time out, so nothing bounds it from above (declare one with --expect"},
		{"submissions folders", "accepted/ gives the lower bound, time_limit_exceeded/ the upper one",
			[]report.SolutionResult{
				timedSolution("accepted/a.c", nil, "accepted", run1(1, ok, 100), run1(2, ok, 400)),
				timedSolution("time_limit_exceeded/b.c", nil, "time_limit_exceeded", run1(1, ok, 5), run1(2, ok, 1500)),
			}, 800 * time.Millisecond, "time_limit_exceeded/b.c on t2"},
		{"WA subtasks ignored", "the time of a subtask expected WA bounds nothing",
			[]report.SolutionResult{
				timedSolution("fast", []problem.Verdict{ok, wa}, "", run1(1, ok, 100), run1(2, wa, 5000)),
			}, 200 * time.Millisecond, "fast on t1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := &report.Report{Subtasks: subs, TimeLimit: time.Second, Solutions: tc.solutions}
			got, why, err := SuggestTimeLimit(r)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("limit %s, want %s (%s); explanation: %s", got, tc.want, tc.why, why)
			}
			if !strings.Contains(why, tc.wantWhy) {
				t.Errorf("explanation %q does not contain %q", why, tc.wantWhy)
			}
			// The caller prints the limit: "700ms (700 ms: …" said it twice.
			if got > 0 && strings.HasPrefix(why, report.FormatDuration(got)) {
				t.Errorf("explanation %q repeats the limit %s", why, report.FormatDuration(got))
			}
		})
	}
}

func TestParseExpect(t *testing.T) {
	tests := []struct {
		name    string
		why     string
		in      []string
		want    map[string][]problem.Verdict
		wantErr bool
	}{
		{"plain", "the documented form", []string{"line-scan=OK,OK,TLE"},
			map[string][]problem.Verdict{"line-scan": {problem.OK, problem.OK, problem.TLE}}, false},
		{"any case and AC", "verdicts are case-insensitive, AC means OK", []string{"x=ac,wa, tle"},
			map[string][]problem.Verdict{"x": {problem.OK, problem.WA, problem.TLE}}, false},
		{"path with =", "the name ends at the last =", []string{"dir/a=b.cpp=OK"},
			map[string][]problem.Verdict{"dir/a=b.cpp": {problem.OK}}, false},
		{"two solutions", "one map entry each", []string{"a=OK", "b=WA"},
			map[string][]problem.Verdict{"a": {problem.OK}, "b": {problem.WA}}, false},
		{"no =", "a verdict list is required", []string{"line-scan"}, nil, true},
		{"empty list", "= with nothing after", []string{"a="}, nil, true},
		{"empty name", "= with nothing before", []string{"=OK"}, nil, true},
		{"bad verdict", "PE is not a verdict here", []string{"a=OK,PE"}, nil, true},
		{"twice", "the same solution twice is ambiguous", []string{"a=OK", "a=WA"}, nil, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseExpect(tc.in)
			if (err != nil) != tc.wantErr {
				t.Fatalf("error %v, want error: %v (%s)", err, tc.wantErr, tc.why)
			}
			if err != nil {
				if !problem.IsParamError(err) {
					t.Errorf("error %v is not a usage error", err)
				}
				return
			}
			if len(got) != len(tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
			for k, v := range tc.want {
				if strings.Join(verdictStrings(got[k]), ",") != strings.Join(verdictStrings(v), ",") {
					t.Errorf("%s: got %v, want %v (%s)", k, got[k], v, tc.why)
				}
			}
		})
	}
}

func verdictStrings(vs []problem.Verdict) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}
