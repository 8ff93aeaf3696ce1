package hex

import "math/rand/v2"

// RandomCase draws a case of side s with m moves (at most Cells(s)): with
// walk, a random walk that mostly grows from the last stones, so groups,
// loops and structures form; otherwise distinct cells drawn uniformly.
// Deterministic given r.
func RandomCase(r *rand.Rand, s, m int, walk bool) Case {
	m = min(m, Cells(s))
	c := Case{S: s, Moves: make([]Cell, 0, m)}
	taken := make(map[Cell]bool, m)
	put := func(x Cell) { taken[x] = true; c.Moves = append(c.Moves, x) }
	for len(c.Moves) < m {
		if walk && len(c.Moves) > 0 {
			// Grow from one of the last few stones: a snake with branches.
			from := c.Moves[len(c.Moves)-1-r.IntN(min(len(c.Moves), 3))]
			d := Dirs[r.IntN(6)]
			if next := (Cell{from.X + d.X, from.Y + d.Y}); OnBoard(s, next) && !taken[next] {
				put(next)
				continue
			}
			if r.IntN(4) != 0 {
				continue // try another direction before jumping away
			}
		}
		if x := randomCell(r, s); !taken[x] {
			put(x)
		}
	}
	return c
}

// randomCell draws a board cell uniformly.
func randomCell(r *rand.Rand, s int) Cell {
	for {
		c := Cell{1 + r.IntN(2*s-1), 1 + r.IntN(2*s-1)}
		if OnBoard(s, c) {
			return c
		}
	}
}
