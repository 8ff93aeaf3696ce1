package score

import (
	"math"
	"slices"

	"carokit/kattis/format"
)

// V2025 grades by the 2025-09 specification ("Result aggregation",
// "Scoring problems"; no tool implements it yet: BAPCtools says scoring
// is not implemented, problemtools reads legacy and 2023-07 only). Every
// folder under secret is a test data group, deeper folders' tests being
// their first-level group's (the spec allows no group in a group).
//
//   - secret's max_score is 100 unless given, a group's unbounded; the
//     aggregation is sum in secret, pass-fail in a group, unless given;
//   - a test of a group scores 0 when rejected; accepted, its score.txt,
//     its score_multiplier.txt times its most points, or its most
//     points, which are the group's max_score under min and max_score/N
//     under sum (N tests);
//   - a pass-fail group scores its max_score when all its tests are
//     accepted, else 0; sum and min aggregate its tests' scores;
//   - a group whose require_pass names a group (or sample) not all
//     accepted is not run: 0, its tests counted as rejected;
//   - secret aggregates its groups' scores (or, without groups, its
//     tests') the same way; the submission's score is secret's; samples
//     score nothing.
//
// Judge errors (the spec's list): score files on a rejected test or in a
// pass-fail group, an unbounded test without score.txt, a multiplier
// out of [0, 1] or on an unbounded test, a score above the most points,
// a group's or secret's score above its max_score.
func V2025(root *Node, results map[string]Result) Grades {
	v := v25{results: results, out: map[string]Outcome{}, failed: map[string]bool{}}
	if s := root.Find("sample"); s != nil {
		o := v.verdict(s.tests())
		v.out["sample"] = o
		v.failed["sample"] = o.Verdict != "AC"
	}
	secret := root.Find("secret")
	if secret == nil {
		return Grades{Groups: v.out, Submission: Outcome{Verdict: "AC"}}
	}
	o := v.secret(secret)
	v.out["secret"] = o
	return Grades{Groups: v.out, Submission: o}
}

type v25 struct {
	results map[string]Result
	out     map[string]Outcome
	failed  map[string]bool // groups not all accepted (or not run), for require_pass
}

// eps absorbs the rounding of max_score/N added N times.
const eps = 1e-9

// maxScore is a group's max_score, dflt when not given.
func maxScore(s format.Settings, dflt float64) float64 {
	if s.MaxScoreGiven {
		return s.MaxScore
	}
	return dflt
}

func (v *v25) secret(secret *Node) Outcome {
	smax := maxScore(secret.Settings, 100)
	if o, blocked := v.blocked(secret, secret.tests()); blocked {
		return o
	}
	agg := secret.Settings.Aggregation
	if agg == "pass-fail" {
		return v.passFail(secret.tests(), smax)
	}
	var kids []Outcome
	var tests []Item
	for _, it := range secret.Items {
		if it.Group == nil {
			tests = append(tests, it)
		}
	}
	for _, it := range secret.Items {
		if it.Group != nil {
			o := v.group(it.Group)
			v.out[it.Group.Path] = o
			kids = append(kids, o)
		} else {
			kids = append(kids, v.test(it, testMax(agg, smax, len(secret.Items))))
		}
	}
	return v.total(kids, agg, smax, "secret")
}

// group is a test data group's outcome (its folder's tests, nested
// folders included).
func (v *v25) group(g *Node) Outcome {
	tests := g.tests()
	o, blocked := v.blocked(g, tests)
	if blocked {
		v.failed[g.Path] = true
		return o
	}
	v.failed[g.Path] = v.verdict(tests).Verdict != "AC"
	gmax := maxScore(g.Settings, math.Inf(1))
	agg := g.Settings.Aggregation
	if agg == "pass-fail" {
		return v.passFail(tests, gmax)
	}
	kids := make([]Outcome, len(tests))
	for i, t := range tests {
		kids[i] = v.test(t, testMax(agg, gmax, len(tests)))
	}
	return v.total(kids, agg, gmax, g.Path)
}

// blocked is the outcome of a group whose require_pass is not met.
func (v *v25) blocked(g *Node, tests []Item) (Outcome, bool) {
	for _, r := range g.Settings.RequirePass {
		if v.failed[r] {
			o := v.verdict(tests)
			if o.Verdict == "AC" {
				o.Verdict = "WA"
			}
			o.Score, o.Reason = 0, "not run: require_pass "+r+" not all accepted"
			return o, true
		}
	}
	return Outcome{}, false
}

// testMax is a test's most points in a group of n items aggregated by
// agg whose max_score is gmax.
func testMax(agg string, gmax float64, n int) float64 {
	if agg == "sum" && !math.IsInf(gmax, 1) {
		return gmax / float64(n)
	}
	return gmax
}

// test is one test's score ("Scoring test cases").
func (v *v25) test(it Item, most float64) Outcome {
	r := v.results[it.Test]
	o := Outcome{Verdict: r.Verdict}
	if r.Verdict == "" {
		o.Verdict, o.Incomplete = "WA", true
	}
	unbounded := math.IsInf(most, 1)
	switch {
	case o.Verdict != "AC" && (r.Score != nil || r.Multiplier != nil):
		return judgeError("%s: the output validator wrote a score file on a rejected output", it.Test)
	case o.Verdict != "AC":
		return o
	case r.Score != nil && r.Multiplier != nil:
		return judgeError("%s: the output validator wrote both score.txt and score_multiplier.txt", it.Test)
	case r.Score != nil && (*r.Score < 0 || (!unbounded && *r.Score > most*(1+eps)+eps)):
		return judgeError("%s: score.txt holds %g, outside [0, %g]", it.Test, *r.Score, most)
	case r.Score != nil:
		o.Score = *r.Score
	case r.Multiplier != nil && unbounded:
		return judgeError("%s: score_multiplier.txt on a test of unbounded score", it.Test)
	case r.Multiplier != nil && (*r.Multiplier < 0 || *r.Multiplier > 1):
		return judgeError("%s: score_multiplier.txt holds %g, outside [0, 1]", it.Test, *r.Multiplier)
	case r.Multiplier != nil:
		o.Score = *r.Multiplier * most
	case unbounded:
		return judgeError("%s: accepted in a group of unbounded score, but the output validator wrote no score.txt", it.Test)
	default:
		o.Score = most
	}
	return o
}

// passFail is a pass-fail group's outcome: most when every test is
// accepted, else 0; score files are a judge error.
func (v *v25) passFail(tests []Item, most float64) Outcome {
	for _, t := range tests {
		if r := v.results[t.Test]; r.Score != nil || r.Multiplier != nil {
			return judgeError("%s: the output validator wrote a score file in a group of pass-fail aggregation", t.Test)
		}
	}
	o := v.verdict(tests)
	if o.Verdict == "AC" {
		if math.IsInf(most, 1) {
			return judgeError("a group of pass-fail aggregation needs a bounded max_score")
		}
		o.Score = most
	}
	return o
}

// total aggregates children's outcomes by sum or min and checks the
// group's max_score.
func (v *v25) total(kids []Outcome, agg string, most float64, name string) Outcome {
	o := Outcome{Verdict: "AC"}
	if i := slices.IndexFunc(kids, func(k Outcome) bool { return k.Verdict == "JE" }); i >= 0 {
		return kids[i]
	}
	for i, k := range kids {
		if o.Verdict == "AC" && k.Verdict != "AC" {
			o.Verdict = k.Verdict
		}
		o.Incomplete = o.Incomplete || k.Incomplete
		switch {
		case agg == "min" && i == 0:
			o.Score = k.Score
		case agg == "min":
			o.Score = min(o.Score, k.Score)
		default:
			o.Score += k.Score
		}
	}
	if o.Score > most*(1+eps)+eps {
		return judgeError("%s scores %g, above its max_score %g", name, o.Score, most)
	}
	return o
}

// verdict is a set of tests' verdict: AC when all are, else the first
// rejection's (a test not run is a rejection, and incomplete).
func (v *v25) verdict(tests []Item) Outcome {
	o := Outcome{Verdict: "AC"}
	for _, t := range tests {
		r := v.results[t.Test].Verdict
		if r == "" {
			o.Incomplete = true
			r = "WA"
		}
		if o.Verdict == "AC" && r != "AC" {
			o.Verdict = r
		}
	}
	return o
}
