package joc7

import (
	"math/rand/v2"
	"strconv"

	"carokit/problem"
	"carokit/problems/joc7/game"
	"carokit/subtasks"
)

// stressSizes are a stress case's limits: N from 3 up to 3 + 7·growth
// (within bounds["N"]), up to 5 rounds (bounds["K"]), and the query type
// bounds["C"] asks for (0: either).
func stressSizes(growth float64, bounds subtasks.Values) (maxN, maxK, c int) {
	maxN = game.MinN + int(7*growth)
	if b, ok := bounds["N"]; ok && int(b) < maxN {
		maxN = max(int(b), game.MinN)
	}
	maxK = 5
	if b, ok := bounds["K"]; ok && int(b) < maxK {
		maxK = max(int(b), 1)
	}
	if b, ok := bounds["C"]; ok && b >= 1 && b <= 2 {
		c = int(b)
	}
	return maxN, maxK, c
}

// RandomCase draws a small stress case (see stressSizes): random rounds,
// and a planted win in one of them when none has a winner.
func RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values) (*game.Case, error) {
	maxN, maxK, qc := stressSizes(growth, bounds)
	n := game.MinN + r.IntN(maxN-game.MinN+1)
	c := &game.Case{C: 1 + r.IntN(2), N: n}
	if qc != 0 {
		c.C = qc
	}
	won := false
	for i, k := 0, 1+r.IntN(maxK); i < k; i++ {
		round := r.Perm(n * n)
		for j := range round {
			round[j]++
		}
		won = won || game.Play(n, i, round).Winner != game.None
		c.Rounds = append(c.Rounds, round)
	}
	if !won {
		i := r.IntN(len(c.Rounds))
		p := 1 + r.IntN(2)
		round, err := plantRound(r, n, i, p, r.IntN(game.LineCount(n)), "random")
		if err != nil {
			return nil, err
		}
		c.Rounds[i] = round
	}
	return c, nil
}

// StressArgs draws the arguments of a small stress case of kind g within
// the sizes of stressSizes: an example by name, or the planting kinds'
// query type, side, rounds and choices (line, mark, rounds nobody wins).
func StressArgs(r *rand.Rand, g *problem.Generator, growth float64, bounds subtasks.Values) []string {
	maxN, maxK, c := stressSizes(growth, bounds)
	if c == 0 {
		c = 1 + r.IntN(2)
	}
	n := game.MinN + r.IntN(maxN-game.MinN+1)
	k := 1 + r.IntN(maxK)
	itoa := strconv.Itoa
	nowin := 0
	if n > game.MinN { // on N = 3 every full board has a line
		nowin = r.IntN(k)
	}
	words := []string{"--c", itoa(c), "--n", itoa(n), "--k", itoa(k), "--nowin", itoa(nowin)}
	switch g.Kind {
	case "example":
		return []string{"--name", []string{"c1", "c2"}[r.IntN(2)]}
	case "lines":
		return append(words, "--from", itoa(r.IntN(game.LineCount(n))), "--at", []string{"random", "first", "last"}[r.IntN(3)])
	case "maxround":
		return append(words, "--big", itoa(1+r.IntN(k)))
	}
	return nil
}

// TestSizedArgs draws the arguments of a case of kind g (lines or
// maxround) as large as the default plan's tests of query type
// bounds["C"] are, where brute must run out of its work limit: N from
// 90 + 10·growth (within bounds["N"]) up to 100, all 25 rounds, up to
// five of them nobody wins (full boards, brute's costliest), and wins
// at the latest or a random mark (the earliest would leave brute idle).
func TestSizedArgs(r *rand.Rand, g *problem.Generator, growth float64, bounds subtasks.Values) []string {
	maxN, maxK := game.MaxN, game.MaxK
	if b, ok := bounds["N"]; ok && int(b) < maxN {
		maxN = max(int(b), game.MinN)
	}
	if b, ok := bounds["K"]; ok && int(b) < maxK {
		maxK = max(int(b), 1)
	}
	c := 1 + r.IntN(2)
	if b, ok := bounds["C"]; ok && b >= 1 && b <= 2 {
		c = int(b)
	}
	lo := min(maxN, 90+int(10*growth))
	n, k := lo+r.IntN(maxN-lo+1), maxK
	itoa := strconv.Itoa
	words := []string{"--c", itoa(c), "--n", itoa(n), "--k", itoa(k), "--nowin", itoa(r.IntN(min(k, 6)))}
	if g.Kind == "maxround" {
		return append(words, "--big", itoa(1+r.IntN(k)))
	}
	return append(words, "--from", itoa(r.IntN(game.LineCount(n))), "--at", []string{"random", "last"}[r.IntN(2)])
}
