// Package report holds the results of judging solutions over a test
// package, scores them per subtask, and writes them as a table, markdown,
// CSV or JSON. It knows nothing of any particular problem: subtasks are IDs
// and weights, verdicts are problem.Verdict values.
package report

import (
	"fmt"
	"time"

	"carokit/problem"
)

// Scoring rules accepted by Score.
const (
	// ScoringPerTest gives each subtask weight × passed/total (CARO.md).
	ScoringPerTest = "per-test"
	// ScoringGroupMin gives a subtask its weight only when all its tests
	// pass (IOI/CMS).
	ScoringGroupMin = "group-min"
)

// Report is the outcome of judging some solutions over one package.
type Report struct {
	Problem   string
	Subtasks  []SubtaskInfo
	Scoring   string        // ScoringPerTest or ScoringGroupMin
	TimeLimit time.Duration // the CPU limit every run had
	Solutions []SolutionResult
	// Samples is how many of the package's samples were judged, as their
	// own group (SampleGroup) worth no points; 0 hides the group.
	Samples int
	// NotJudged are submissions found but not run, with the reason.
	NotJudged []NotJudged
	// NotJudgedIsNoFailure: a submission not judged is listed, and
	// nothing more (a folder problem's submission in a language carokit
	// does not run, as BAPCtools skips one).
	NotJudgedIsNoFailure bool `json:"-"`
	// FailFast is the judge's fail-fast mode ("subtask", "solution"), or
	// "" when every test ran.
	FailFast string
	// Draft says the package judged is a draft (package --draft): not
	// certified, which the notes say first.
	Draft bool
}

// SubtaskInfo is one scored group of the package.
type SubtaskInfo struct {
	ID     int
	Weight float64 // percent of the total score
	Tests  int     // how many tests the package has in it
}

// SolutionResult is everything judged about one solution.
type SolutionResult struct {
	Name      string // as the user named it: built-in name or path
	Source    string // "built-in", or the file that was run
	Reference bool   // the problem's reference solution (shown as such)
	// Expected is the declared worst verdict per subtask (nil: none).
	Expected []problem.Verdict
	// Declared is the Kattis-style folder that declares the expectation
	// ("accepted", "wrong_answer", …), or "" when none does.
	Declared     string
	ExpectedMet  bool
	Mismatches   []string // why ExpectedMet is false, one line each
	Score        float64
	Subtasks     []SubtaskResult
	Samples      SubtaskResult // the samples' group (Total 0: none judged)
	Tests        []TestResult  // the samples first, when judged
	CompileError string        // the compiler's first lines, when it did not compile
	// ScoreIsBound: some tests were not run (--fail-fast) under per-test
	// scoring, so Score counts them as failed and is a lower bound.
	ScoreIsBound bool
}

// HasExpectation reports whether anything was declared about s.
func (s *SolutionResult) HasExpectation() bool {
	return s.Expected != nil || s.Declared != ""
}

// SubtaskResult is one solution's outcome on one subtask.
type SubtaskResult struct {
	Subtask int
	Verdict problem.Verdict // the worst verdict of its tests (see Worse)
	Passed  int
	Total   int
	Skipped int // tests not run (--fail-fast); counted in Total, never passed
	MaxCPU  time.Duration
}

// TestResult is one run of one solution on one test.
type TestResult struct {
	Name      string
	Subtask   int
	Verdict   problem.Verdict
	CPU       time.Duration
	Wall      time.Duration
	PeakKiB   int64
	Work      int64  // for built-ins: the problem's work units, 0 if unknown
	Detail    string // why the verdict, e.g. the checker's message
	Sensitive bool   // its CPU time is within ±20% of the limit
	// Cut, for a run a limit stopped, says which and when: "CPU 1.20 s"
	// or "wall clock 3.00 s" (a program sleeping or blocked); the verbose
	// grid shows it instead of the bare CPU time.
	Cut string
	// Picture, for a wrong answer on a small test, draws the case at the
	// expected answer (the problem's text rendering); verbose output shows it.
	Picture string
	// Transcript, for a failing run of an interactive problem, is the
	// messages exchanged with the interactor, escaped, as a .interaction
	// file writes them; verbose output shows it.
	Transcript string
	// Skipped: not run (or not counted) because an earlier test of its
	// group failed under --fail-fast. Its Verdict is empty; it never
	// counts as passed.
	Skipped bool
	// Output is the start of what a failing run printed, kept only when
	// the judge was asked to (judge.Options.KeepOutput: the HTML report);
	// OutputBytes is how much it printed in all.
	Output      string `json:",omitempty"`
	OutputBytes int64  `json:",omitempty"`
	// Case is the failing case of a multi-case file, as the checker named
	// it (problem.CaseError); 0 when it named none.
	Case int `json:",omitempty"`
}

// verdictOrder is the one ordering of verdicts from best to worst. It
// follows the declaration order of the problem.Verdict constants: a wrong
// answer is better than running out of time, and so on up to a program
// that never compiled.
var verdictOrder = []problem.Verdict{problem.OK, problem.WA, problem.TLE, problem.MLE, problem.OLE, problem.RE, problem.CE}

// Rank returns v's position in the order OK < WA < TLE < MLE < OLE < RE <
// CE. An unknown verdict ranks after CE, so it is never hidden.
func Rank(v problem.Verdict) int {
	for i, w := range verdictOrder {
		if v == w {
			return i
		}
	}
	return len(verdictOrder)
}

// Worse returns the worse of a and b by Rank.
func Worse(a, b problem.Verdict) problem.Verdict {
	if Rank(b) > Rank(a) {
		return b
	}
	return a
}

// Summarize groups tests by subtask, in the order of subtasks: the worst
// verdict, how many passed, and the slowest CPU time. A subtask without
// tests is reported OK 0/0.
func Summarize(subtasks []SubtaskInfo, tests []TestResult) []SubtaskResult {
	out := make([]SubtaskResult, len(subtasks))
	index := make(map[int]int, len(subtasks))
	for i, s := range subtasks {
		out[i] = SubtaskResult{Subtask: s.ID, Verdict: problem.OK}
		index[s.ID] = i
	}
	for _, t := range tests {
		i, ok := index[t.Subtask]
		if !ok {
			continue
		}
		r := &out[i]
		r.Total++
		if t.Skipped {
			r.Skipped++
			continue
		}
		if t.Verdict == problem.OK {
			r.Passed++
		}
		r.Verdict = Worse(r.Verdict, t.Verdict)
		r.MaxCPU = max(r.MaxCPU, t.CPU)
	}
	for i := range out {
		if out[i].Total > 0 && out[i].Skipped == out[i].Total {
			out[i].Verdict = NotRun // nothing of it ran: no verdict to show
		}
	}
	return out
}

// NotRun is the verdict of a subtask none of whose tests ran (--fail-fast
// stopped its solution earlier): no expectation is checked against it.
const NotRun problem.Verdict = "-"

// Score returns the score out of the total weight. Per-test scoring (the
// default, also for "") gives each subtask weight × passed/total;
// group-min gives the weight only when every test passed. A subtask with
// no tests scores nothing either way: an empty group proves nothing.
func Score(subtasks []SubtaskInfo, results []SubtaskResult, scoring string) float64 {
	var score float64
	for _, s := range subtasks {
		for _, r := range results {
			if r.Subtask != s.ID || r.Total == 0 {
				continue
			}
			switch scoring {
			case ScoringGroupMin:
				if r.Passed == r.Total {
					score += s.Weight
				}
			default:
				score += s.Weight * float64(r.Passed) / float64(r.Total)
			}
		}
	}
	return score
}

// CheckScoring returns an error unless scoring is a known rule or "".
func CheckScoring(scoring string) error {
	switch scoring {
	case "", ScoringPerTest, ScoringGroupMin:
		return nil
	}
	return fmt.Errorf("unknown scoring %q (want %s or %s)", scoring, ScoringPerTest, ScoringGroupMin)
}

// AllExpectationsMet reports whether every solution behaved as declared.
// Solutions with nothing declared count as met; a submission not judged
// does not, unless NotJudgedIsNoFailure says so.
func (r *Report) AllExpectationsMet() bool {
	if len(r.NotJudged) > 0 && !r.NotJudgedIsNoFailure {
		return false
	}
	for _, s := range r.Solutions {
		if !s.ExpectedMet {
			return false
		}
	}
	return true
}
