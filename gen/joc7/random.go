package joc7

import (
	"math/rand/v2"

	"carokit/problems/joc7/game"
	"carokit/subtasks"
)

// RandomCase draws a small stress case: N from 3 up to 3 + 7·growth
// (within bounds["N"]), up to 5 rounds (bounds["K"]), random rounds, and
// a planted win in one of them when none has a winner.
func RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values) (*game.Case, error) {
	maxN := game.MinN + int(7*growth)
	if b, ok := bounds["N"]; ok && int(b) < maxN {
		maxN = max(int(b), game.MinN)
	}
	maxK := 5
	if b, ok := bounds["K"]; ok && int(b) < maxK {
		maxK = max(int(b), 1)
	}
	n := game.MinN + r.IntN(maxN-game.MinN+1)
	c := &game.Case{C: 1 + r.IntN(2), N: n}
	if b, ok := bounds["C"]; ok && b >= 1 && b <= 2 {
		c.C = int(b)
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
