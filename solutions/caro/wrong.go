package carosol

import "carokit/problems/caro/game"

// The three known wrong solutions, each written the way a contestant
// would: a char board with a one-cell empty border (so walks stop at the
// edge by themselves), counting every cell looked at. Each still answers
// the statement's sample correctly.

// grid is a board with a one-cell empty border, row-major, width N+2.
type grid struct {
	w     int
	cells []int8
	reads int64
}

func newGrid(n int) *grid {
	w := n + 2
	return &grid{w: w, cells: make([]int8, w*w)}
}

// count returns how many of p's stones follow (r, c) in steps of (dr, dc).
func (g *grid) count(r, c, dr, dc int, p int8) int {
	i, step := r*g.w+c, dr*g.w+dc
	k := 0
	for {
		i += step
		g.reads++
		if g.cells[i] != p {
			return k
		}
		k++
	}
}

// eight are the eight directions around a stone.
var eight = [8][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}}

// endpoint only looks for four more stones in one direction from the new
// one, as if the new stone had to end the line. It misses a stone that
// fills a gap: X X _ X X, or X _ X X X.
func endpoint(c *game.Case) (t int, reads int64) {
	return play(c, func(g *grid, r, col int, p int8) bool {
		for _, d := range eight {
			n := 0
			for k := 1; k <= 4; k++ {
				g.reads++
				if g.cells[(r+k*d[0])*g.w+col+k*d[1]] != p {
					break
				}
				n++
			}
			if n == 4 {
				return true
			}
		}
		return false
	})
}

// exact5 counts around the new stone like the reference but wants the
// line to be exactly five long, so joining runs into six or seven is not
// seen as a win.
func exact5(c *game.Case) (t int, reads int64) {
	return play(c, func(g *grid, r, col int, p int8) bool {
		for _, d := range game.Directions {
			dr, dc := d.Step()
			if g.count(r, col, dr, dc, p)+g.count(r, col, -dr, -dc, p)+1 == game.WinLength {
				return true
			}
		}
		return false
	})
}

// noAnti counts around the new stone like the reference but only along
// the row, the column and the ↘ diagonal: it forgets ↙.
func noAnti(c *game.Case) (t int, reads int64) {
	return play(c, func(g *grid, r, col int, p int8) bool {
		for _, d := range [3][2]int{{0, 1}, {1, 0}, {1, 1}} {
			if g.count(r, col, d[0], d[1], p)+g.count(r, col, -d[0], -d[1], p)+1 >= game.WinLength {
				return true
			}
		}
		return false
	})
}

// play places the moves in order and returns the first one that wins
// calls a win.
func play(c *game.Case, wins func(g *grid, r, col int, p int8) bool) (int, int64) {
	g := newGrid(c.N)
	for i, m := range c.Moves {
		t := i + 1
		p := int8(game.Mover(t))
		r, col := int(m.R), int(m.C)
		g.cells[r*g.w+col] = p
		if wins(g, r, col, p) {
			return t, g.reads
		}
	}
	return 0, g.reads
}
