package judge

import (
	"errors"
	"fmt"
	"time"

	"carokit/problem"
	"carokit/report"
)

// Margins of SuggestTimeLimit, as BAPCtools and Kattis use them.
const (
	acceptedMargin = 2.0 // the limit is at least this × the slowest accepted run
	timeoutMargin  = 1.5 // the fastest run that must time out is at least this × the limit
)

// timing is one measured time and where it comes from.
type timing struct {
	cpu     time.Duration
	at      string // "SOLUTION on TEST"
	atLeast bool   // the run was stopped, so the true time may be longer
}

// SuggestTimeLimit derives a time limit from a judged report: at least 2×
// the slowest run of the tests solutions are expected to pass (subtasks
// expected OK, or every test of an "accepted" submission), and at most
// 1/1.5 of the fastest time among the groups that must time out (each
// subtask expected TLE, or all tests of a "time_limit_exceeded"
// submission; a group's time is its slowest test, since one TLE in it is
// enough). The limit is rounded up to 100 ms when that still fits. It
// returns 0 and the reason when no limit satisfies both, or when the
// report cannot tell because runs were cut at the limit it was judged
// with.
func SuggestTimeLimit(r *report.Report) (time.Duration, string, error) {
	if r == nil {
		return 0, "", errors.New("suggest time limit: no report")
	}
	var slowest, fastest *timing
	for i := range r.Solutions {
		s := &r.Solutions[i]
		if s.CompileError != "" {
			continue
		}
		for _, g := range expectedGroups(s, r.Subtasks) {
			t := g.slowest(s.Name)
			switch g.verdict {
			case problem.OK:
				if slowest == nil || t.cpu > slowest.cpu {
					slowest = &t
				}
			case problem.TLE:
				if fastest == nil || t.cpu < fastest.cpu {
					fastest = &t
				}
			}
		}
	}
	if slowest == nil {
		return 0, "no solution is expected to pass any test, so nothing bounds the limit from below: " + howToDeclare, nil
	}
	if slowest.atLeast {
		return 0, fmt.Sprintf("%s is expected to pass but was stopped at %s; judge again with a larger --time-limit",
			slowest.at, report.FormatDuration(slowest.cpu)), nil
	}
	raw := time.Duration(acceptedMargin * float64(slowest.cpu))
	low := fmt.Sprintf("%g × the slowest run expected to pass (%s, %s)", acceptedMargin, slowest.at, report.FormatDuration(slowest.cpu))
	if fastest == nil {
		limit := roundUp(raw, 100*time.Millisecond)
		return limit, fmt.Sprintf("%s; no solution is expected to time out, so nothing bounds it from above (declare one with --expect NAME=…,TLE or a time_limit_exceeded/ folder of --submissions)", low), nil
	}
	high := time.Duration(float64(fastest.cpu) / timeoutMargin)
	for _, unit := range []time.Duration{100 * time.Millisecond, 10 * time.Millisecond, time.Millisecond} {
		if limit := roundUp(raw, unit); limit <= high {
			return limit, fmt.Sprintf("at least %s, and the fastest run that must time out (%s, %s%s) is ≥ %g × the limit",
				low, fastest.at, atLeast(fastest), report.FormatDuration(fastest.cpu), timeoutMargin), nil
		}
	}
	if fastest.atLeast {
		// Judge measures up to 1.2 × the limit, so this limit gets the
		// must-time-out runs measured up to 1.5 × the lowest candidate.
		again := roundUp(time.Duration(timeoutMargin*float64(raw)/(1+sensitiveBand)), 100*time.Millisecond)
		return 0, fmt.Sprintf("cannot tell: the limit must be at least %s (%s), and the fastest run that must time out (%s) was stopped at %s; judge again with --time-limit %s to measure it",
			report.FormatDuration(raw), low, fastest.at, report.FormatDuration(fastest.cpu), report.FormatDuration(again)), nil
	}
	return 0, fmt.Sprintf("no limit satisfies both: it must be at least %s (%s) but at most %s (the fastest run that must time out, %s, %s, / %g)",
		report.FormatDuration(raw), low, report.FormatDuration(high), fastest.at, report.FormatDuration(fastest.cpu), timeoutMargin), nil
}

// howToDeclare says how a solution is declared to pass: built-ins
// declare their verdicts, other programs need one of these.
const howToDeclare = "declare one with --expect NAME=OK,OK,… (one verdict per subtask), or judge a --submissions folder whose accepted/ holds it"

// group is a set of tests on which a solution is expected to get one
// verdict: all OK, or a TLE somewhere.
type group struct {
	verdict problem.Verdict
	tests   []report.TestResult
}

// expectedGroups lists what s declared, as groups of its tests.
func expectedGroups(s *report.SolutionResult, subtasks []report.SubtaskInfo) []group {
	var out []group
	if want, ok := report.Folders[s.Declared]; ok && (want == problem.OK || want == problem.TLE) {
		out = append(out, group{want, s.Tests})
	}
	if len(s.Expected) != len(subtasks) {
		return out
	}
	for i, sub := range subtasks {
		want := s.Expected[i]
		if want != problem.OK && want != problem.TLE {
			continue
		}
		g := group{verdict: want}
		for _, t := range s.Tests {
			if t.Subtask == sub.ID {
				g.tests = append(g.tests, t)
			}
		}
		if len(g.tests) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// slowest is the group's slowest run. A run that timed out was stopped, so
// its time is only a lower bound; it is preferred over any finished run,
// so that the lower bound is never mistaken for a measurement.
func (g group) slowest(solution string) timing {
	var t timing
	for _, r := range g.tests {
		stopped := r.Verdict == problem.TLE
		if t.at == "" || (stopped && !t.atLeast) || (stopped == t.atLeast && r.CPU > t.cpu) {
			t = timing{cpu: r.CPU, at: solution + " on " + r.Name, atLeast: stopped}
		}
	}
	return t
}

func atLeast(t *timing) string {
	if t.atLeast {
		return "≥ "
	}
	return ""
}

func roundUp(d, unit time.Duration) time.Duration {
	return (d + unit - 1) / unit * unit
}
