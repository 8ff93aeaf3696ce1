// Package joc7 holds Joc 7's built-in solutions (JOC7.md): the reference
// with line counters, the obviously right slow one, the solution published
// with the problem and the other mistakes of its list, each counting its
// work in board cells read or counters raised.
package joc7

import (
	"fmt"

	"carokit/problem"
	"carokit/problems/joc7/game"
)

// Algorithm is one built-in solution, before its verdicts are declared.
type Algorithm struct {
	Name, Summary, Complexity string
	Role                      problem.Role
	// Solve answers c and counts its work.
	Solve func(c *game.Case) ([]byte, int64)
	// Work, when set, is a cost model: Solve's work without doing it.
	Work func(c *game.Case) int64
}

// All lists the built-ins, the reference first.
func All() []Algorithm {
	return []Algorithm{
		{"fast", "a counter per line and player; a mark raises the counters of the lines through its cell", "O(K·N²)", problem.RoleReference, fast, nil},
		{"brute", "after every mark, every one of the 2N + 6 lines read cell by cell", "O(K·N⁴)", problem.RoleOracle, brute, bruteWork},
		{"published", "the solution published with the problem: final board, no semidiagonal, winner by the round's parity, X on even marks, C = 2 the longest round", "O(K·N²)", problem.RoleOther, published, nil},
		{"nosemi2", "forgets the semidiagonals of the secondary diagonal", "O(K·N²)", problem.RoleOther, rules(variant{noSemi2: true}), nil},
		{"oddcentre", "for odd N, leaves the centre out of the secondary diagonal", "O(K·N²)", problem.RoleOther, rules(variant{noCentre: true}), nil},
		{"fixedstart", "Teodora starts every round", "O(K·N²)", problem.RoleOther, rules(variant{fixedStart: true}), nil},
		{"onecount", "C = 2 counts the winner's marks, not all marks", "O(K·N²)", problem.RoleOther, rules(variant{oneCount: true}), nil},
		{"lastround", "C = 2 takes the last won round, not the largest count", "O(K·N²)", problem.RoleOther, rules(variant{lastRound: true}), nil},
	}
}

// Mutants are plausible slips of the reference, for measuring a
// package's strength (problem.Spec.Mutants).
func Mutants() []Algorithm {
	m := func(name, summary string, v variant) Algorithm {
		return Algorithm{name, summary, "O(K·N²)", problem.RoleOther, rules(v), nil}
	}
	return []Algorithm{
		m("m-nosemi1", "the main diagonal's semidiagonals never counted", variant{noSemi1: true}),
		m("m-nomain", "the main diagonal never counted", variant{noMain: true}),
		m("m-nosecond", "the secondary diagonal never counted", variant{noSecond: true}),
		m("m-nocols", "columns never counted", variant{noCols: true}),
		m("m-stefanfirst", "Ștefan starts round 1", variant{startStefan: true}),
		m("m-c2min", "C = 2: the smallest count", variant{c2Min: true}),
		m("m-c1swap", "C = 1: Ștefan's wins first", variant{c1Swap: true}),
		m("m-nowinfull", "C = 2: a round nobody wins counts N² marks", variant{nowinFull: true}),
		m("m-offbyone", "C = 2: the marks before the winning one", variant{offOne: true}),
	}
}

// Wrap makes a into a problem.Solution with its declared verdicts.
func Wrap(a Algorithm, expected []problem.Verdict) problem.Solution {
	s := problem.Solution{Name: a.Name, Summary: a.Summary, Complexity: a.Complexity, Role: a.Role, Expected: expected,
		Solve: func(pc problem.Case) ([]byte, int64, error) {
			c, err := caseOf(pc)
			if err != nil {
				return nil, 0, err
			}
			out, w := a.Solve(c)
			return out, w, nil
		}}
	if a.Work != nil {
		s.Work = func(pc problem.Case) (int64, error) {
			c, err := caseOf(pc)
			if err != nil {
				return 0, err
			}
			return a.Work(c), nil
		}
	}
	return s
}

func caseOf(pc problem.Case) (*game.Case, error) {
	c, ok := pc.(*game.Case)
	if !ok {
		return nil, fmt.Errorf("joc7: a case of type %T, not *game.Case", pc)
	}
	return c, nil
}

// fast is the reference: game.Play's counters, 1 + (lines through the
// cell) of work per mark.
func fast(c *game.Case) ([]byte, int64) {
	res := make([]game.Result, len(c.Rounds))
	var work int64
	var lines [4]int
	for i, r := range c.Rounds {
		res[i] = game.Play(c.N, i, r)
		marks := res[i].At
		if res[i].Winner == game.None {
			marks = len(r)
		}
		for _, v := range r[:marks] {
			work += 1 + int64(len(game.LinesOf(lines[:0], c.N, (v-1)/c.N, (v-1)%c.N)))
		}
	}
	return game.Format(c.C, res), work
}

// cellsPerCheck is what brute reads after one mark: every cell of every
// line.
func cellsPerCheck(n int) int64 {
	var s int64
	for l := 0; l < game.LineCount(n); l++ {
		s += int64(game.LineLen(n, l))
	}
	return s
}

// brute checks all 2N + 6 lines cell by cell after every mark.
func brute(c *game.Case) ([]byte, int64) {
	n := c.N
	cells := make([][]int, game.LineCount(n))
	for l := range cells {
		cells[l] = game.LineCells(n, l)
	}
	res := make([]game.Result, len(c.Rounds))
	var work int64
	for i, r := range c.Rounds {
		board := make([]int, n*n+1)
		res[i] = game.Result{Line: -1}
	round:
		for m, v := range r {
			p := game.Mover(i, m)
			board[v] = p
			for l, line := range cells {
				own := 0
				for _, x := range line {
					work++
					if board[x] == p {
						own++
					}
				}
				if own == len(line) {
					res[i] = game.Result{Winner: p, At: m + 1, Line: l}
					break round
				}
			}
		}
	}
	return game.Format(c.C, res), work
}

// bruteWork is brute's work from the reference's results: every line is
// read in full after each mark up to the win, except the lines after the
// winning one at the winning mark.
func bruteWork(c *game.Case) int64 {
	per := cellsPerCheck(c.N)
	var work int64
	for i, r := range c.Rounds {
		res := game.Play(c.N, i, r)
		if res.Winner == game.None {
			work += per * int64(len(r))
			continue
		}
		work += per * int64(res.At-1)
		for l := 0; l <= res.Line; l++ {
			work += int64(game.LineLen(c.N, l))
		}
	}
	return work
}
