package score

import (
	"fmt"
	"math"

	"carokit/kattis/format"
)

// Result is one test's outcome, as judging it gave it.
type Result struct {
	// Verdict is "AC", "WA", "TLE", "RTE", "MLE", "OLE" or "JE"; "" is a
	// test not run (a fail-fast stop): it counts as rejected, and a
	// score that needed it is a bound (Outcome.Incomplete).
	Verdict string
	// Score and Multiplier are what the output validator wrote in
	// score.txt and score_multiplier.txt (nil: no file).
	Score, Multiplier *float64
}

// Outcome is the verdict and score of a group or of the submission.
type Outcome struct {
	Verdict string // "AC", a rejection, or "JE" (Reason says why)
	Score   float64
	Reason  string
	// Incomplete: a test not run counted as rejected here.
	Incomplete bool
}

// Grades are the outcomes of the groups judged, by path ("sample",
// "secret", "secret/group1"; legacy's data/ is ""), and the
// submission's.
type Grades struct {
	Groups     map[string]Outcome
	Submission Outcome
}

// Grade scores a submission on problem p whose test data tree is root
// (Build, FromData) from its tests' results by key: Legacy for legacy
// and 2023-07 folders, V2025 for 2025-09.
func Grade(p *format.Problem, root *Node, results map[string]Result) Grades {
	if p.Version == format.V2025 {
		return V2025(root, results)
	}
	// validate.py _parse_validator_result: legacy allows score.txt with
	// validation: custom score and then requires it; 2023-07 allows it in
	// any scoring problem.
	allowed := p.CustomScore || (p.Version != format.Legacy && p.Type == "scoring")
	return Legacy(root, results, allowed, p.Version == format.Legacy && p.CustomScore)
}

// Points is an outcome's score as a table shows it: 0 for a judge error.
func (o Outcome) Points() float64 {
	if o.Verdict == "JE" || math.IsNaN(o.Score) {
		return 0
	}
	return o.Score
}

func judgeError(format string, args ...any) Outcome {
	return Outcome{Verdict: "JE", Reason: fmt.Sprintf(format, args...)}
}
