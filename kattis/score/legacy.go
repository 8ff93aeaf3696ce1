package score

import (
	"math"
	"slices"
	"strconv"
)

// Legacy grades as problemtools does for legacy and 2023-07 problems
// (problemtools/judge/submission_judge.py SubmissionJudge._judge_group,
// the file cited below as sj.py): each group's items are judged in
// order; a test without score.txt scores its group's accept_score or
// reject_score (sj.py:180-186); with on_reject break a group stops at
// its first child not accepted (sj.py:190-192); a group none of whose
// items was judged is left out of its parent (sj.py:167-168, 194-195); a
// judge error among the children is the group's (sj.py:202-204); else
// the default grader aggregates them with the group's grader_flags
// (sj.py:210-211). The submission's outcome is data/'s, the root, whose
// items are sample and secret. scoreAllowed and scoreRequired say whether
// score.txt may, and must, come with an accepted output (validate.py
// _parse_validator_result).
func Legacy(root *Node, results map[string]Result, scoreAllowed, scoreRequired bool) Grades {
	l := legacy{results: results, allowed: scoreAllowed, required: scoreRequired, out: map[string]Outcome{}}
	o, ok := l.group(root)
	if !ok {
		o = Outcome{Verdict: "AC"} // grade.py:28: no results, AC 0
	}
	return Grades{Groups: l.out, Submission: o}
}

type legacy struct {
	results           map[string]Result
	allowed, required bool
	out               map[string]Outcome
}

func (l *legacy) group(n *Node) (Outcome, bool) {
	var kids []Outcome
	for _, it := range n.Items {
		var r Outcome
		if it.Group != nil {
			var ok bool
			if r, ok = l.group(it.Group); !ok {
				continue
			}
		} else {
			r = l.test(l.results[it.Test], n)
		}
		kids = append(kids, r)
		if r.Verdict != "AC" && n.Settings.OnReject == "break" {
			break
		}
	}
	if len(kids) == 0 {
		return Outcome{}, false
	}
	o := aggregate(kids, n)
	l.out[n.Path] = o
	return o, true
}

// test is one test's outcome: validate.py:55-75 on the validator's
// files, then the group's default score (sj.py:180-186).
func (l *legacy) test(r Result, n *Node) Outcome {
	o := Outcome{Verdict: r.Verdict}
	if r.Verdict == "" {
		o.Verdict, o.Incomplete = "WA", true // not run: rejected, and a bound
	}
	switch {
	case r.Score != nil && o.Verdict != "AC":
		return judgeError("the output validator wrote score.txt on a rejected output")
	case r.Score != nil && !l.allowed:
		return judgeError("the output validator wrote score.txt, but the problem has no custom scoring (legacy: validation: custom score)")
	case r.Score == nil && o.Verdict == "AC" && l.required:
		return judgeError("the problem has custom scoring, but the output validator wrote no score.txt")
	case r.Score != nil:
		o.Score = *r.Score
	case o.Verdict == "AC":
		o.Score = n.Settings.AcceptScore
	default:
		o.Score = n.Settings.RejectScore
	}
	return o
}

// aggregate is a group's outcome from its children's: a judge error
// among them (sj.py:202-204), else the default grader's.
func aggregate(kids []Outcome, n *Node) Outcome {
	incomplete := slices.ContainsFunc(kids, func(o Outcome) bool { return o.Incomplete })
	if i := slices.IndexFunc(kids, func(o Outcome) bool { return o.Verdict == "JE" }); i >= 0 {
		return kids[i]
	}
	o := defaultGrader(kids, n.Settings.Aggregation, n.Settings.VerdictRule, n.Settings.IgnoreSample, n.Settings.AcceptIfAnyAccepted)
	o.Incomplete = incomplete
	return o
}

// worstOrder is default_grader:7, worst first.
var worstOrder = []string{"JE", "IF", "RTE", "MLE", "TLE", "OLE", "WA", "PE", "AC"}

// defaultGrader is problemtools' default grader
// (support/default_grader/default_grader) on the children's verdicts and
// scores: the verdict by rule (worst_error, the default: the first of
// worstOrder among them, lines 6-10; first_error, lines 12-16;
// always_accept), AC when any is and accept_if_any_accepted (line 64);
// the score by aggregation (sum, the default; avg, min, max: lines
// 29-37), printed with %f (line 69) and read back (grade.py:66-68), so
// rounded to 6 decimals; ignore_sample keeps the last of one or two
// (lines 60-63); what the script cannot do (a verdict out of its list,
// more than two children with ignore_sample, a score it cannot print as
// grade.py:13 reads it) is "JE 0" (lines 70-71).
func defaultGrader(kids []Outcome, aggregation, rule string, ignoreSample, anyAccepted bool) Outcome {
	if ignoreSample {
		if len(kids) > 2 {
			return Outcome{Verdict: "JE", Reason: "grader_flags ignore_sample on a group of more than two items"}
		}
		kids = kids[len(kids)-1:]
	}
	verdicts := make([]string, len(kids))
	for i, k := range kids {
		verdicts[i] = k.Verdict
		if !slices.Contains(worstOrder, k.Verdict) {
			return Outcome{Verdict: "JE", Reason: "the default grader knows no verdict " + strconv.Quote(k.Verdict)}
		}
	}
	var v string
	switch {
	case anyAccepted && slices.Contains(verdicts, "AC"):
		v = "AC"
	case rule == "first_error":
		v = "AC"
		if i := slices.IndexFunc(verdicts, func(s string) bool { return s != "AC" }); i >= 0 {
			v = verdicts[i]
		}
	case rule == "always_accept":
		v = "AC"
	default: // worst_error, no_errors
		worst := len(worstOrder) - 1
		for _, s := range verdicts {
			worst = min(worst, slices.Index(worstOrder, s))
		}
		v = worstOrder[worst]
	}
	s := aggregateScores(kids, aggregation)
	if math.IsInf(s, 0) || math.IsNaN(s) {
		return Outcome{Verdict: "JE", Reason: "the default grader's score is not a number it can print"}
	}
	s, _ = strconv.ParseFloat(strconv.FormatFloat(s, 'f', 6, 64), 64)
	return Outcome{Verdict: v, Score: s}
}

// aggregateScores is default_grader:29-37 (Python 3.11's sum: left to
// right).
func aggregateScores(kids []Outcome, aggregation string) float64 {
	sum := 0.0
	for _, k := range kids {
		sum += k.Score
	}
	switch aggregation {
	case "avg":
		return sum / float64(len(kids))
	case "min", "max":
		best := kids[0].Score
		for _, k := range kids[1:] {
			if aggregation == "min" {
				best = min(best, k.Score)
			} else {
				best = max(best, k.Score)
			}
		}
		return best
	}
	return sum
}
