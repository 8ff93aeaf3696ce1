// Package carosol holds the built-in solutions of Caro: the reference,
// the slower correct ones that separate the subtasks, the oracle and the
// known wrong ones. Each is one entry of the table All returns; problems
// wrap them with their own input reading and output format.
package carosol

import (
	"fmt"
	"strings"

	carobrute "carokit/brute/caro"
	"carokit/problem"
	"carokit/problems/caro/game"
)

// Algorithm is one way of finding the first winning move of a case.
type Algorithm struct {
	Name, Summary, Complexity string
	Role                      problem.Role // reference, oracle or other
	// Wrong marks a known wrong idea: it answers some cases wrong. What
	// verdict each subtask gives it is the problem's declaration, not the
	// algorithm's (problems/caro and problems/duiyi each declare theirs).
	Wrong bool
	// Misnames marks a mutant that names the other player as the winner:
	// only a dialect whose answer names the winner can tell.
	Misnames bool
	// Run returns the first winning move (0 if none) and the board cells read.
	Run func(c *game.Case) (t int, reads int64)
	// Cost returns Run's reads without doing Run's work, given the case's
	// answer (where Run stops; 0 when nobody wins); nil if there is no
	// cost model (then run Run and take its count).
	Cost func(c *game.Case, answer int) int64
	// runParsed, when set, is Run on a parsed case, where it may share
	// work with the other built-ins (the mutants' one replay).
	runParsed func(p *Parsed) (t int, reads int64)
}

// All returns the built-in solutions in the order of CARO.md's table.
func All() []Algorithm {
	return []Algorithm{
		{
			Name:       "brute",
			Summary:    "re-scan every window of five on the whole board after each move",
			Complexity: "O(K·N²)",
			Role:       problem.RoleOracle,
			Run:        carobrute.FirstWin,
			Cost:       carobrute.Cost,
		},
		{
			Name:       "linescan",
			Summary:    "walk the row, column and both diagonals through each new stone, border to border",
			Complexity: "O(K·N)",
			Role:       problem.RoleOther,
			Run:        lineScan,
			Cost:       lineScanCost,
		},
		{
			Name:       "fast",
			Summary:    "count equal stones around each new stone in the four directions",
			Complexity: "O(K)",
			Role:       problem.RoleReference,
			Run:        fast,
			runParsed:  runShared(sharedFast),
		},
		{
			Name:       "endpoint",
			Summary:    "wrong: only sees lines in which the new stone is an end",
			Complexity: "O(K)",
			Role:       problem.RoleOther,
			Wrong:      true,
			Run:        endpoint,
			runParsed:  runShared(sharedEndpoint),
		},
		{
			Name:       "exact5",
			Summary:    "wrong: counts around the new stone but wants exactly five",
			Complexity: "O(K)",
			Role:       problem.RoleOther,
			Wrong:      true,
			Run:        exact5,
			runParsed:  runShared(sharedExact5),
		},
		{
			Name:       "noanti",
			Summary:    "wrong: counts around the new stone but forgets the ↙ diagonal",
			Complexity: "O(K)",
			Role:       problem.RoleOther,
			Wrong:      true,
			Run:        noAnti,
			runParsed:  runShared(sharedNoAnti),
		},
	}
}

// Find returns the built-in solution with the given name.
func Find(name string) (Algorithm, error) {
	var names []string
	for _, a := range All() {
		if a.Name == name {
			return a, nil
		}
		names = append(names, a.Name)
	}
	return Algorithm{}, fmt.Errorf("no built-in solution %q (have %s)", name, strings.Join(names, ", "))
}

// fast is the reference: caro.Play counts around each new stone.
func fast(c *game.Case) (t int, reads int64) {
	res, reads := game.Play(c)
	return res.Move, reads
}
