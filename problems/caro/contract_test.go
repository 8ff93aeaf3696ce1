package caro

import (
	"fmt"
	"testing"

	"carokit/problem/problemtest"
	game "carokit/problems/caro/game"
)

// TestContract holds caro to the problem.Problem contract the engine
// relies on (package problemtest): shrinking in its own order
// (game.ShrinkOrder), its kinds told apart by the win they plant
// (kindOf).
func TestContract(t *testing.T) {
	problemtest.Run(t, New(), problemtest.Options{
		Size:   func(in []byte) []int64 { return game.ShrinkOrderText(in, game.CaroLimits) },
		KindOf: kindOf,
	})
}

// kindOf recognizes a case drawn with one kind by its game (game.Play):
// the planting kinds end with a win (late-win's after 95% of the moves,
// last-move-win's on the last), full-no-win and tiny with none (tiny on
// a board under 5); random and dense-block may end either way.
func kindOf(kind string, input []byte) error {
	c, err := game.ReadStrict("drawn", input, game.CaroLimits)
	if err != nil {
		return err
	}
	res, _ := game.Play(c)
	k := len(c.Moves)
	var ok bool
	switch kind {
	case "line", "mid-fill", "long-run", "edge-win":
		ok = res.Move > 0
	case "late-win":
		ok = res.Move > 0 && 100*res.Move >= 95*k
	case "last-move-win":
		ok = res.Move == k
	case "full-no-win":
		ok = res.Move == 0
	case "tiny":
		ok = res.Move == 0 && c.N < game.WinLength
	default:
		ok = true
	}
	if !ok {
		return fmt.Errorf("N = %d, K = %d, first win at move %d", c.N, k, res.Move)
	}
	return nil
}
