package carosol

import (
	"carokit/problems/caro/game"
)

// The three known wrong solutions, each written the way a contestant
// would: a board with a one-cell empty border (so walks stop at the edge
// by themselves), counting every cell looked at. Each still answers the
// statement's sample correctly.

// grid is a board with a one-cell empty border, row-major, width N+2,
// kept as one bitset per player: at N = 5000 that is 6 MB rather than the
// 25 MB of a byte per cell, which a package build allocates three times
// per test and worker.
type grid struct {
	w     int
	bits  [3][]uint64 // bits[p] holds p's stones; bits[0] is unused
	reads int64
}

// getGrid returns an empty board for size n.
func getGrid(n int) *grid {
	w := n + 2
	words := (w*w + 63) / 64
	return &grid{w: w, bits: [3][]uint64{nil, boards.Get(words), boards.Get(words)}}
}

// putGrid empties g (only the cells of the moves placed can hold a stone)
// and keeps its cells for the next run: a package build runs the three
// wrong solutions one after another on each test, and reusing the cells
// keeps a 6 MB allocation out of every run.
func putGrid(g *grid, placed []game.Move) {
	for _, m := range placed {
		i := int(m.R)*g.w + int(m.C)
		g.bits[1][i>>6] &^= 1 << (uint(i) & 63)
		g.bits[2][i>>6] &^= 1 << (uint(i) & 63)
	}
	boards.Put(g.bits[1])
	boards.Put(g.bits[2])
}

// has reports whether cell i holds a stone of p (the border holds none).
func (g *grid) has(i int, p int8) bool { return g.bits[p][i>>6]>>(uint(i)&63)&1 != 0 }

// put places a stone of p on cell i.
func (g *grid) put(i int, p int8) { g.bits[p][i>>6] |= 1 << (uint(i) & 63) }

// count returns how many of p's stones follow (r, c) in steps of (dr, dc).
func (g *grid) count(r, c, dr, dc int, p int8) int {
	i, step := r*g.w+c, dr*g.w+dc
	k := 0
	for {
		i += step
		g.reads++
		if !g.has(i, p) {
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
				if !g.has((r+k*d[0])*g.w+col+k*d[1], p) {
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
	g := getGrid(c.N)
	for i, m := range c.Moves {
		t := i + 1
		p := int8(game.Mover(t))
		r, col := int(m.R), int(m.C)
		g.put(r*g.w+col, p)
		if wins(g, r, col, p) {
			reads := g.reads
			putGrid(g, c.Moves[:t])
			return t, reads
		}
	}
	reads := g.reads
	putGrid(g, c.Moves)
	return 0, reads
}
