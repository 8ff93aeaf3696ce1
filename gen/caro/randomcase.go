package carogen

import (
	"fmt"
	"math/rand/v2"

	"carokit/problem"
	"carokit/problems/caro/game"
	"carokit/subtasks"
)

// RandomCase draws a case within bounds ("N", "K") and the limits lim.
func RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string, lim game.Limits) (*game.Case, error) {
	maxN, maxK := lim.MaxN, lim.MaxK
	if v, ok := bounds["N"]; ok && int(v) < maxN {
		maxN = int(v)
	}
	if v, ok := bounds["K"]; ok && int(v) < maxK {
		maxK = int(v)
	}
	if maxN < 1 || maxK < 1 {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("stress bounds N ≤ %d, K ≤ %d leave no case", maxN, maxK)}
	}
	return Random(r, growth, maxN, maxK, kinds)
}
