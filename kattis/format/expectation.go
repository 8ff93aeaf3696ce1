package format

import (
	"fmt"
	"slices"
	"strings"

	"carokit/problem"

	"go.yaml.in/yaml/v3"
)

// Verdicts are the four verdicts expectations are made of, in the spec's
// order.
var Verdicts = []string{"AC", "WA", "TLE", "RTE"}

// Expectation is one rule a submission must meet on a set of tests
// (submissions.yaml's permitted, required, score, message and
// use_for_time_limit).
type Expectation struct {
	// Permitted: every test's verdict is one of these (default all four).
	// Required: at least one test's verdict is one of these (default:
	// permitted's, as BAPCtools; the spec's default of all four is the
	// same rule).
	Permitted, Required []string
	// Score: the (group's) score is in [lo, hi]; nil = not given.
	Score *[2]float64
	// UseForTimeLimit is use_for_time_limit: true or false; nil = not
	// given or a bound (TimeLimitBound).
	UseForTimeLimit *bool
	// TimeLimitBound is use_for_time_limit: "lower" or "upper"; "" = not
	// given or a boolean.
	TimeLimitBound string
	// Message must appear in at least one test's judgemessage.txt.
	Message string
	// Partial is the legacy partially_accepted rule (problemtools reads
	// it in legacy and 2023-07 folders): the submission's overall Kattis
	// verdict is AC and its score is below the top of data/'s score range;
	// a pass-fail problem cannot have one (see Overall).
	Partial bool
	// From says where the rule comes from, for messages: `folder
	// default "accepted"`, `submissions.yaml "accepted/*"`,
	// `@EXPECTED_RESULTS@ in accepted/a.cpp`.
	From string
}

// LowersTimeLimit reports whether the rule's slowest test bounds the time
// limit from below (the spec's time limit inference: a permitted set
// without TLE, or use_for_time_limit: lower; never when false).
func (e Expectation) LowersTimeLimit() bool {
	if e.UseForTimeLimit != nil && !*e.UseForTimeLimit {
		return false
	}
	return e.TimeLimitBound == "lower" || (e.TimeLimitBound == "" && !slices.Contains(e.Permitted, "TLE"))
}

// UppersTimeLimit reports whether the rule's slowest test bounds the time
// limit from above (required exactly TLE, or use_for_time_limit: upper).
func (e Expectation) UppersTimeLimit() bool {
	if e.UseForTimeLimit != nil && !*e.UseForTimeLimit {
		return false
	}
	return e.TimeLimitBound == "upper" || (e.TimeLimitBound == "" && slices.Equal(e.Required, []string{"TLE"}))
}

// expectationKeys are the keys of one rule.
var expectationKeys = []string{"permitted", "required", "score", "message", "use_for_time_limit"}

// parseExpectation reads a rule's keys from m (other keys are the
// caller's); base gives the values of keys m does not have (the folder
// default a submissions.yaml entry overrides), nil for the spec's
// defaults. ok is false when m has none of the keys.
func (f *yfile) parseExpectation(m []entry, base *Expectation, from string) (Expectation, bool, error) {
	e := Expectation{Permitted: Verdicts, Required: Verdicts, From: from}
	if base != nil {
		e = *base
		e.From = from
	}
	ok, required := false, false
	for _, kv := range m {
		if !slices.Contains(expectationKeys, kv.key) {
			continue
		}
		ok = true
		var err error
		var vs []string
		switch kv.key {
		case "permitted":
			if vs, err = f.verdicts(kv.val, kv.key); vs != nil {
				e.Permitted = vs
			}
		case "required":
			if vs, err = f.verdicts(kv.val, kv.key); vs != nil {
				e.Required, required = vs, true
			}
		case "score":
			e.Score, err = f.score(kv.val)
		case "message":
			e.Message, err = f.str(kv.val, kv.key)
		case "use_for_time_limit":
			err = f.timeLimitUse(kv.val, &e)
		}
		if err != nil {
			return e, false, err
		}
	}
	if base == nil && !required {
		// As BAPCtools: required defaults to permitted. The same rule as
		// the spec's default of all four (every verdict is permitted, so
		// one is), and it makes permitted: [TLE] an upper bound.
		e.Required = slices.Clone(e.Permitted)
	}
	return e, ok, nil
}

// verdicts reads a list of AC, WA, TLE, RTE (a single one may be written
// without brackets), in the spec's order without repeats; an empty list
// is nil, not given, as BAPCtools reads it.
func (f *yfile) verdicts(n *yaml.Node, key string) ([]string, error) {
	ws, err := f.words(n, key)
	if err != nil {
		return nil, err
	}
	if len(ws) == 0 {
		return nil, nil
	}
	for _, w := range ws {
		if !slices.Contains(Verdicts, w) {
			return nil, f.errAt(n, "%s: %q is not one of AC, WA, TLE, RTE", key, w)
		}
	}
	return slices.DeleteFunc(slices.Clone(Verdicts), func(v string) bool { return !slices.Contains(ws, v) }), nil
}

// score reads a number or a list of two numbers, low first.
func (f *yfile) score(n *yaml.Node) (*[2]float64, error) {
	n = resolve(n)
	if n.Kind == yaml.ScalarNode {
		v, err := f.finite(n, "score")
		return &[2]float64{v, v}, err
	}
	if n.Kind != yaml.SequenceNode || len(n.Content) != 2 {
		return nil, f.errAt(n, "score must be a number or a list of two numbers")
	}
	var r [2]float64
	for i, c := range n.Content {
		v, err := f.finite(c, "score")
		if err != nil {
			return nil, err
		}
		r[i] = v
	}
	if r[0] > r[1] {
		return nil, f.errAt(n, "score: %g is above %g", r[0], r[1])
	}
	return &r, nil
}

// timeLimitUse reads use_for_time_limit: true, false, lower or upper.
func (f *yfile) timeLimitUse(n *yaml.Node, e *Expectation) error {
	s, err := f.str(n, "use_for_time_limit")
	if err != nil {
		return err
	}
	switch s {
	case "lower", "upper":
		e.TimeLimitBound, e.UseForTimeLimit = s, nil
		return nil
	}
	b, err := f.boolean(n, "use_for_time_limit")
	if err != nil {
		return f.errAt(n, "use_for_time_limit must be true, false, lower or upper")
	}
	e.UseForTimeLimit, e.TimeLimitBound = &b, ""
	return nil
}

// folderDefaults are the expectations of the default submission folders:
// 2023-07 and later (the spec's "Default directories", with required
// defaulting to permitted as BAPCtools reads them), and legacy's
// table, which has partially_accepted and no rejected or brute_force.
var folderDefaults = map[bool]map[string]Expectation{
	false: {
		"accepted":            {Permitted: []string{"AC"}, Required: []string{"AC"}},
		"rejected":            {Permitted: Verdicts, Required: []string{"WA", "TLE", "RTE"}},
		"wrong_answer":        {Permitted: []string{"AC", "WA"}, Required: []string{"WA"}},
		"time_limit_exceeded": {Permitted: []string{"AC", "TLE"}, Required: []string{"TLE"}},
		"run_time_error":      {Permitted: []string{"AC", "RTE"}, Required: []string{"RTE"}},
		"brute_force":         {Permitted: []string{"AC", "TLE", "RTE"}, Required: []string{"TLE", "RTE"}},
	},
	true: {
		"accepted":            {Permitted: []string{"AC"}, Required: []string{"AC"}},
		"partially_accepted":  partiallyAccepted,
		"wrong_answer":        {Permitted: []string{"AC", "WA"}, Required: []string{"WA"}},
		"time_limit_exceeded": {Permitted: []string{"AC", "WA", "TLE"}, Required: []string{"TLE"}},
		"run_time_error":      {Permitted: Verdicts, Required: []string{"RTE"}},
	},
}

// partiallyAccepted is the legacy spec's partially_accepted: "Overall
// verdict must be Accepted. Overall score must not be max of range";
// its tests may have any verdict (a group with accept_if_any_accepted is
// accepted with a rejected test, as problemtools' oddecho example is).
var partiallyAccepted = Expectation{Permitted: Verdicts, Required: Verdicts, Partial: true}

// folderDefault returns the default expectation of a submissions folder
// in a version, if it has one. partially_accepted has its legacy meaning
// in 2023-07 too, as problemtools (the one tool reading 2023-07) judges
// it there.
func folderDefault(version, folder string) (Expectation, bool) {
	e, ok := folderDefaults[version == Legacy][folder]
	if folder == "partially_accepted" && version == V2023 {
		e, ok = partiallyAccepted, true
	}
	e.From = fmt.Sprintf("folder default %q", folder)
	return e, ok
}

// domjudgeVerdicts maps @EXPECTED_RESULTS@'s DOMjudge names.
var domjudgeVerdicts = map[string]string{
	"CORRECT": "AC", "ACCEPTED": "AC",
	"WRONG-ANSWER": "WA", "WRONG_ANSWER": "WA", "NO-OUTPUT": "WA",
	"TIMELIMIT": "TLE", "TIME_LIMIT_EXCEEDED": "TLE",
	"RUN-ERROR": "RTE", "RUN_TIME_ERROR": "RTE",
	// As BAPCtools reads these verdict names elsewhere (verdicts.from_string).
	"OUTPUT-LIMIT": "RTE", "MEMORY-LIMIT": "RTE",
}

// VerdictOf maps a carokit verdict to the four of the expectations, as
// BAPCtools counts them: OK is AC, a memory or output limit exceeded is
// RTE; a compile error (or anything else) is "", a test not judged.
func VerdictOf(v problem.Verdict) string {
	switch v {
	case problem.OK:
		return "AC"
	case problem.WA:
		return "WA"
	case problem.TLE:
		return "TLE"
	case problem.RE, problem.MLE, problem.OLE:
		return "RTE"
	}
	return ""
}

// expectedResults turns @EXPECTED_RESULTS@'s list (DOMjudge: the final
// verdict, the first failure or AC, is one of these) into a rule: every
// test AC or one of them, and at least one of them unless AC is listed.
// Names that are not a test's verdict (COMPILER-ERROR, CHECK-MANUALLY, a
// typo) are left out with a warning, as BAPCtools reports and skips
// them; ok is false when none is left.
func expectedResults(list, from string, warn func(string, ...any)) (Expectation, bool) {
	var vs []string
	for _, w := range strings.Split(list, ",") {
		w = strings.ToUpper(strings.TrimSpace(w))
		v, ok := domjudgeVerdicts[w]
		if !ok {
			warn("%s: %q ignored: not a test's verdict (ACCEPTED, WRONG_ANSWER, TIMELIMIT, RUN_TIME_ERROR, NO-OUTPUT, ...)", from, w)
			continue
		}
		vs = append(vs, v)
	}
	if len(vs) == 0 {
		return Expectation{}, false
	}
	e := Expectation{From: from, Required: Verdicts}
	e.Permitted = slices.DeleteFunc(slices.Clone(Verdicts), func(v string) bool {
		return v != "AC" && !slices.Contains(vs, v)
	})
	if !slices.Contains(vs, "AC") {
		e.Required = slices.DeleteFunc(slices.Clone(e.Permitted), func(v string) bool { return v == "AC" })
	}
	return e, true
}
