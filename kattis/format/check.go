package format

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// Check reports, given the verdict of each test (key "secret/group1/03" =
// group path + "/" + test name; "AC", "WA", "TLE", "RTE", anything else
// (such as "" for not run) a test that was skipped), the unmet
// expectations as one-line messages (empty = met), by the spec's rules:
// every test a rule covers has a permitted verdict, and at least one has
// a required one. As in BAPCtools, a skipped test is permitted and counts
// as meeting required (it could have); a test glob that covers no test
// at all is unmet. Score and message rules need CheckFull.
func (s Submission) Check(verdicts map[string]string) []string {
	return s.CheckFull(verdicts, nil, nil)
}

// CheckFull is Check with the rules on judge messages and scores:
// judgeMessages holds each test's judgemessage.txt (by the same keys as
// verdicts); scores holds the submission's score ("" key) and each
// group's aggregated score (key: its path, "secret/group1"). A nil map
// leaves those rules unchecked.
func (s Submission) CheckFull(verdicts, judgeMessages map[string]string, scores map[string]float64) []string {
	return s.CheckOverall(verdicts, judgeMessages, scores, nil)
}

// Overall is a submission's Kattis result as a whole, which a legacy
// partially_accepted rule (Expectation.Partial) is checked on.
type Overall struct {
	// Scoring: the problem is a scoring one; a pass-fail problem has no
	// partially accepted submission (the legacy spec: "must not be used
	// for pass-fail problems").
	Scoring bool
	// Verdict and Score are the grader's for the whole submission ("AC",
	// a rejection); Max is the top of data/'s score range (+Inf when
	// none is given: no score is then the most).
	Verdict    string
	Score, Max float64
}

// CheckOverall is CheckFull with the submission's overall Kattis result,
// which partially_accepted needs; nil leaves such a rule unmet.
func (s Submission) CheckOverall(verdicts, judgeMessages map[string]string, scores map[string]float64, overall *Overall) []string {
	tests := slices.Sorted(maps.Keys(verdicts))
	c := checker{verdicts: verdicts, messages: judgeMessages, scores: scores}
	var out []string
	for _, e := range s.Whole {
		out = append(out, c.check(e, "", nil, tests)...)
		if e.Partial {
			out = append(out, checkPartial(e, overall)...)
		}
	}
	for _, glob := range slices.Sorted(maps.Keys(s.ByGroup)) {
		re := compileGlob(glob)
		var in []string
		for _, t := range tests {
			if re.MatchString(t) {
				in = append(in, t)
			}
		}
		for _, e := range s.ByGroup[glob] {
			out = append(out, c.check(e, glob, re, in)...)
		}
	}
	return out
}

type checker struct {
	verdicts, messages map[string]string
	scores             map[string]float64
}

// check tests one rule over the tests it covers; glob is "" for the whole
// submission.
func (c checker) check(e Expectation, glob string, re *regexp.Regexp, tests []string) []string {
	scope := "all tests"
	if glob != "" {
		scope = "tests " + glob
	}
	var out []string
	if len(tests) == 0 {
		return []string{fmt.Sprintf("%s: no test to check, required [%s] (%s)", scope, join(e.Required), e.From)}
	}
	var bad []string
	why := "" // the first bad test's detail
	required, messaged := false, false
	var got []string
	for _, t := range tests {
		v := c.verdicts[t]
		if !slices.Contains(Verdicts, v) {
			required, messaged = true, true
			continue
		}
		got = appendSet(got, v)
		if !slices.Contains(e.Permitted, v) {
			if len(bad) == 0 && c.messages[t] != "" {
				why = fmt.Sprintf(" %q", clip(c.messages[t], 100))
			}
			bad = append(bad, t+" "+v)
		}
		required = required || slices.Contains(e.Required, v)
		messaged = messaged || strings.Contains(c.messages[t], e.Message)
	}
	if len(bad) > 0 {
		more := ""
		if len(bad) > 1 {
			more = fmt.Sprintf(" and %d more", len(bad)-1)
		}
		out = append(out, fmt.Sprintf("%s: permitted [%s], got %s%s%s (%s)", scope, join(e.Permitted), bad[0], why, more, e.From))
	}
	if !required && !(len(bad) > 0 && slices.Equal(e.Required, e.Permitted)) {
		// (When required is permitted's set, the permitted message says
		// it already.)
		out = append(out, fmt.Sprintf("%s: required [%s], got [%s] (%s)", scope, join(e.Required), join(ordered(got)), e.From))
	}
	if e.Message != "" && c.messages != nil && !messaged {
		out = append(out, fmt.Sprintf("%s: no judgemessage.txt contains %q (%s)", scope, e.Message, e.From))
	}
	if e.Score != nil && c.scores != nil {
		out = append(out, c.checkScore(e, glob, re)...)
	}
	return out
}

// checkScore tests a score rule on the submission's score or on each
// group the glob names exactly.
func (c checker) checkScore(e Expectation, glob string, re *regexp.Regexp) []string {
	var out []string
	keys := []string{""}
	if glob != "" {
		keys = nil
		for _, k := range slices.Sorted(maps.Keys(c.scores)) {
			if k != "" && re.FindString(k) == k {
				keys = append(keys, k)
			}
		}
		if len(keys) == 0 {
			return []string{fmt.Sprintf("score of %s: no group score given (%s)", glob, e.From)}
		}
	}
	for _, k := range keys {
		v, ok := c.scores[k]
		name := "score"
		if k != "" {
			name = "score of " + k
		}
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("%s: not given (%s)", name, e.From))
		case v < e.Score[0] || v > e.Score[1]:
			out = append(out, fmt.Sprintf("%s: %g, not in [%g, %g] (%s)", name, v, e.Score[0], e.Score[1], e.From))
		}
	}
	return out
}

// checkPartial tests the partially_accepted rule on the whole
// submission's Kattis result.
func checkPartial(e Expectation, o *Overall) []string {
	switch {
	case o == nil:
		return []string{fmt.Sprintf("partially accepted: no overall Kattis verdict and score to check (%s)", e.From)}
	case !o.Scoring:
		return []string{fmt.Sprintf("partially accepted on a pass-fail problem, which has no partial score: move it to accepted/ or wrong_answer/ (%s)", e.From)}
	case o.Verdict != "AC":
		return []string{fmt.Sprintf("partially accepted: the overall verdict must be AC, got %s (%s)", o.Verdict, e.From)}
	case o.Score >= o.Max:
		return []string{fmt.Sprintf("partially accepted: score %g is the most data/'s range allows (%g): it is fully accepted, move it to accepted/ (%s)", o.Score, o.Max, e.From)}
	}
	return nil
}

// ordered puts verdicts in the spec's order.
func ordered(vs []string) []string {
	return slices.DeleteFunc(slices.Clone(Verdicts), func(v string) bool { return !slices.Contains(vs, v) })
}

func join(vs []string) string { return strings.Join(vs, ",") }

// clip is s on one line, at most n runes of it.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
