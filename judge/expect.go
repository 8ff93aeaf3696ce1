package judge

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"carokit/problem"
)

// ParseExpect reads --expect values of the form SOLUTION=V1,V2,…: the
// expected worst verdict of each subtask, in order (OK, WA, TLE, MLE, OLE,
// RE or CE, any case; AC means OK). The name is everything before the last
// "=", so a path may contain one. A solution given twice is an error.
func ParseExpect(values []string) (map[string][]problem.Verdict, error) {
	out := make(map[string][]problem.Verdict, len(values))
	for _, v := range values {
		i := strings.LastIndex(v, "=")
		if i <= 0 || i == len(v)-1 {
			return nil, &problem.ParamError{Msg: fmt.Sprintf("--expect %q: want SOLUTION=VERDICT,VERDICT,… (one verdict per subtask)", v)}
		}
		name := v[:i]
		if _, dup := out[name]; dup {
			return nil, &problem.ParamError{Msg: fmt.Sprintf("--expect: solution %q given twice", name)}
		}
		var verdicts []problem.Verdict
		for _, s := range strings.Split(v[i+1:], ",") {
			verdict, err := problem.ParseVerdict(strings.TrimSpace(s))
			if err != nil {
				return nil, &problem.ParamError{Msg: fmt.Sprintf("--expect %q: %v", v, err)}
			}
			verdicts = append(verdicts, verdict)
		}
		out[name] = verdicts
	}
	return out, nil
}

// checkExpectCounts refuses, before anything is judged, an --expect whose
// number of verdicts is not the package's number of subtasks; a
// samples-only package (judged on its samples alone) takes one verdict,
// the samples'.
func checkExpectCounts(expect map[string][]problem.Verdict, subtasks int, samplesOnly bool) error {
	for _, name := range slices.Sorted(maps.Keys(expect)) {
		n := len(expect[name])
		if samplesOnly && n != 1 {
			return &problem.ParamError{Msg: fmt.Sprintf("--expect %s: %d verdict(s), but the package has samples only (no subtask): give one verdict, the samples', e.g. %s=OK", name, n, name)}
		}
		if !samplesOnly && n != subtasks {
			example := strings.TrimSuffix(strings.Repeat("OK,", subtasks), ",")
			return &problem.ParamError{Msg: fmt.Sprintf("--expect %s: %d verdict(s) for the package's %d subtask(s) (want one per subtask, e.g. %s=%s)", name, n, subtasks, name, example)}
		}
	}
	return nil
}
