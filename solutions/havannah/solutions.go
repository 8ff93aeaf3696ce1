// Package havsol holds Havannah's built-in solutions: the reference, a
// correct one too slow for the large subtask, the oracle, the known wrong
// ones of HAVANNAH.md's list and the mutants of the reference that
// measure a package's strength. Each solves one case and counts the cells
// it looks at; Wrap turns one into a problem.Solution over a whole file.
package havsol

import (
	havbrute "carokit/brute/havannah"
	"carokit/problem"
	"carokit/problems/havannah/hex"
)

// Algorithm is one way of answering a case.
type Algorithm struct {
	Name, Summary, Complexity string
	Role                      problem.Role
	// Run answers one case and returns the cells it looked at.
	Run func(c hex.Case) (hex.Result, int64)
	// Cost is Run's count without Run's work, given the case's answer;
	// nil: run Run.
	Cost func(c hex.Case, answer hex.Result) int64
}

// lookPerMove is what the union-find solutions look at per move: the
// stone's own cell and its six neighbours.
const lookPerMove = 7

// All returns the built-in solutions, in the order of the README's table.
func All() []Algorithm {
	algs := []Algorithm{
		{
			Name:       "brute",
			Summary:    "after each move, groups from scratch and a flood fill of the empty cells from outside",
			Complexity: "O(M·S²)",
			Role:       problem.RoleOracle,
			Run:        havbrute.Solve,
			Cost:       func(c hex.Case, r hex.Result) int64 { return havbrute.Cost(c, r.Move) },
		},
		{
			Name:       "rescan",
			Summary:    "after each move, groups from scratch over the stones only; the circular ring test",
			Complexity: "O(M²)",
			Run:        rescan,
			Cost:       rescanCost,
		},
		{
			Name:       "fast",
			Summary:    "union-find with corner/edge masks, ring by the circular-neighbour test",
			Complexity: "O(M α(M))",
			Role:       problem.RoleReference,
			Run:        fast,
		},
	}
	for _, w := range wrong() {
		algs = append(algs, w.algorithm())
	}
	return algs
}

// Mutants returns the mutants of the reference (problem.Spec.Mutants).
func Mutants() []Algorithm {
	var algs []Algorithm
	for _, m := range mutants() {
		algs = append(algs, m.algorithm())
	}
	return algs
}

// fast is the reference, hex.Solve.
func fast(c hex.Case) (hex.Result, int64) {
	r := hex.Solve(c)
	return r, lookPerMove * int64(played(c, r))
}

// played is how many moves a solution that stops at the answer plays.
func played(c hex.Case, r hex.Result) int {
	if r.Move == 0 {
		return len(c.Moves)
	}
	return r.Move
}

// Wrap turns an algorithm into a problem.Solution over parsed files,
// declared to get expected per subtask.
func Wrap(a Algorithm, expected []problem.Verdict) problem.Solution {
	s := problem.Solution{
		Name: a.Name, Summary: a.Summary, Complexity: a.Complexity, Role: a.Role, Expected: expected,
		Solve: func(c problem.Case) ([]byte, int64, error) {
			p := caseOf(c)
			rs := make([]hex.Result, len(p.Cases))
			var work int64
			for i, hc := range p.Cases {
				var w int64
				rs[i], w = a.Run(hc)
				work += w
			}
			if a.Role == problem.RoleReference {
				p.knowAnswers(rs)
			}
			return hex.FormatAnswers(rs), work, nil
		},
	}
	if a.Cost != nil {
		s.Work = func(c problem.Case) (int64, error) {
			p := caseOf(c)
			var work int64
			for i, r := range p.Answers() {
				work += a.Cost(p.Cases[i], r)
			}
			return work, nil
		}
	}
	return s
}
