package folder

import (
	"fmt"
	"math"

	"carokit/kattis/check"
	"carokit/kattis/format"
	"carokit/kattis/score"
	"carokit/problem"
	"carokit/subtasks"
)

// ValidateTest implements problem.TestGrouped: ValidateIn with the flags
// of the test's own group (a group nested in its subtask's has its own).
func (p *Problem) ValidateTest(subtask int, test, name string, input []byte) (subtasks.Values, error) {
	if subtask == 0 || p.testAt(subtask, test) == nil {
		return p.ValidateIn(subtask, name, input)
	}
	if _, err := p.validate(name, input, p.testSettings(subtask, test).InputArgs); err != nil {
		return nil, err
	}
	return subtasks.Values{groupValue: int64(subtask)}, nil
}

// CheckTest implements problem.TestGrouped: the output validator with
// the flags of the test's own group after problem.yaml's, and the score
// files it wrote (score.txt, score_multiplier.txt).
func (p *Problem) CheckTest(subtask int, test string, input, answer, output []byte) (problem.Feedback, error) {
	v, err := p.validators()
	if err != nil {
		return problem.Feedback{}, err
	}
	j, err := v.Judge(p.ctx, input, answer, output, p.meta.OutputArgs(p.testSettings(subtask, test)))
	if err != nil {
		return problem.Feedback{}, fmt.Errorf("the output validator failed (a judge error, not the submission's): %w", err)
	}
	fb := problem.Feedback{Score: j.Score, Multiplier: j.ScoreMultiplier}
	if !j.Accepted {
		return fb, &check.Rejected{Message: j.Message}
	}
	return fb, nil
}

// Scoring reports whether the folder is a scoring problem, whose
// submissions get a Kattis score (Grade).
func (p *Problem) Scoring() bool { return p.meta.Type == "scoring" }

// Graded is a submission's Kattis score: the whole, each group's, and
// each subtask's points (index 0: subtask 1; nil when its group is no
// Kattis group: the tests directly in data/secret beside groups).
type Graded struct {
	score.Grades
	Subtasks []*float64
}

// Grade is the Kattis score of a submission from its tests' results by
// TestKey, as the folder's version defines it (package kattis/score).
func (p *Problem) Grade(results map[string]score.Result) Graded {
	keys := make([]string, 0, len(results))
	for k := range results {
		keys = append(keys, k)
	}
	g := Graded{Grades: score.Grade(p.meta, p.scoreTree(keys), results)}
	for _, grp := range p.groups {
		o, ok := g.Groups[grp.Path]
		if grp.Path == "secret" && len(p.groups) > 1 {
			ok = false // the tests beside the groups: no Kattis group of their own
		}
		var pts *float64
		if pt := o.Points(); ok {
			pts = &pt
		} else if grp.Path != "secret" || len(p.groups) == 1 {
			zero := 0.0 // not judged (an earlier rejection stopped it): 0
			pts = &zero
		}
		g.Subtasks = append(g.Subtasks, pts)
	}
	return g
}

// ResultOf is a test's result for Grade from carokit's verdict ("" for a
// test not run) and the checker's feedback.
func ResultOf(v problem.Verdict, fb problem.Feedback) score.Result {
	r := score.Result{Score: fb.Score, Multiplier: fb.Multiplier}
	switch v {
	case "":
	case problem.OK:
		r.Verdict = "AC"
	case problem.RE:
		r.Verdict = "RTE"
	case problem.WA, problem.TLE, problem.MLE, problem.OLE:
		r.Verdict = string(v)
	default:
		r.Verdict = format.VerdictOf(v)
	}
	return r
}

// ScoreMax is the most a submission can score as a legacy
// partially_accepted rule reads it: the top of data/'s range (+Inf when
// none is given, as problemtools' default "-inf +inf").
func (p *Problem) ScoreMax() float64 {
	if p.data == nil {
		return math.Inf(1)
	}
	return p.data.Root.Range[1]
}
