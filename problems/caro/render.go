package caro

import (
	game "carokit/problems/caro/game"
	carorender "carokit/render/caro"
)

// Render draws the board after move at (0: at the answer), for carokit show.
func (p *Problem) Render(input []byte, at int, format string) ([]byte, error) {
	return carorender.Input(input, at, format, game.CaroLimits)
}
