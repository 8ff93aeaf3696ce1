package duiyi

import (
	"testing"

	"carokit/problem/problemtest"
	game "carokit/problems/caro/game"
)

// TestContract holds duiyi to the problem.Problem contract the engine
// relies on (package problemtest).
func TestContract(t *testing.T) {
	problemtest.Run(t, New(), problemtest.Options{Size: func(in []byte) []int64 { return game.ShrinkOrderText(in, Limits) }})
}
