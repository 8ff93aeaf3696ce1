// Package havbrute is the oracle for Havannah: after every move it finds
// the groups from scratch and flood-fills the empty cells from outside
// the board, straight from HAVANNAH.md's definitions. It is slow on
// purpose and shares no code with the union-find reference (only the
// Case type), so that stress testing can trust it.
package havbrute

import "carokit/problems/havannah/hex"

// Solve returns the first winning move of c with every kind it completes
// (Move 0: none), and its work, exactly Cost's figure: per move t, the
// board's cells (the flood fill and the scan for an unreached empty cell)
// and the t stones regrouped. c must be valid, as the hex readers
// guarantee.
func Solve(c hex.Case) (hex.Result, int64) {
	g := newGrid(c.S)
	for i, m := range c.Moves {
		g.state[g.at(m.X, m.Y)] = stone
		kinds := g.groupKinds(c.Moves[:i+1])
		if g.enclosesEmpty() {
			kinds |= hex.Ring
		}
		if kinds != 0 {
			return hex.Result{Move: i + 1, Kinds: kinds}, Cost(c, i+1)
		}
	}
	return hex.Result{}, Cost(c, 0)
}

// Cost is Solve's work on c without playing it, given the answer's move
// (0: none): Σ over the moves played t = 1.. of Cells(S) + t.
func Cost(c hex.Case, answer int) int64 {
	t := int64(answer)
	if t == 0 {
		t = int64(len(c.Moves))
	}
	return t*int64(hex.Cells(c.S)) + t*(t+1)/2
}

// The state of a grid cell: the fill from outside passes only through
// empty board cells and marks them reached; one byte per cell keeps the
// fill's test to one load.
const (
	empty   byte = iota // an empty board cell not reached yet
	stone               // a stone
	reached             // an empty board cell the fill reached
	off                 // outside the board (the margin and beyond the hexagon)
)

// grid holds the board with a one-cell margin (coordinates 0..2S), so
// that every board cell has its six neighbours in the grid.
type grid struct {
	s, w     int
	state    []byte
	boundary []int32 // board cells next to a cell off the board
	seen     []bool  // stones already grouped
	stack    []int32
	steps    [6]int
}

func newGrid(s int) *grid {
	w := 2*s + 1
	g := &grid{s: s, w: w, state: make([]byte, w*w), seen: make([]bool, w*w)}
	g.steps = [6]int{w, -w, 1, -1, w + 1, -w - 1} // (x±1, y), (x, y±1), (x+1, y+1), (x−1, y−1)
	for i := range g.state {
		x, y := i/w, i%w
		if x < 1 || y < 1 || x > 2*s-1 || y > 2*s-1 || x-y > s-1 || y-x > s-1 {
			g.state[i] = off
		}
	}
	for i, st := range g.state {
		if st == off {
			continue
		}
		for _, d := range g.steps {
			if g.state[i+d] == off {
				g.boundary = append(g.boundary, int32(i))
				break
			}
		}
	}
	return g
}

func (g *grid) at(x, y int) int { return x*g.w + y }

// touches returns the set of corners (bits 0..5) and edges (bits 6..11)
// cell (x, y) lies on, from the statement's lists: a corner is on no edge.
func (g *grid) touches(x, y int) uint16 {
	s, n := g.s, 2*g.s-1
	corners := [6][2]int{{1, 1}, {1, s}, {s, n}, {n, n}, {n, s}, {s, 1}}
	for k, c := range corners {
		if x == c[0] && y == c[1] {
			return 1 << k
		}
	}
	edges := [6]bool{x == 1, y-x == s-1, y == n, x == n, x-y == s-1, y == 1}
	for e, on := range edges {
		if on {
			return 1 << (6 + e)
		}
	}
	return 0
}

// groupKinds finds every group of the stones by a depth-first search
// from each stone and reports whether one touches two corners (bridge)
// or three edges (fork).
func (g *grid) groupKinds(stones []hex.Cell) hex.Kind {
	for _, m := range stones {
		g.seen[g.at(m.X, m.Y)] = false
	}
	var kinds hex.Kind
	for _, m := range stones {
		start := g.at(m.X, m.Y)
		if g.seen[start] {
			continue
		}
		var mask uint16
		g.seen[start] = true
		g.stack = append(g.stack[:0], int32(start))
		for len(g.stack) > 0 {
			i := int(g.stack[len(g.stack)-1])
			g.stack = g.stack[:len(g.stack)-1]
			mask |= g.touches(i/g.w, i%g.w)
			for _, d := range g.steps {
				if j := i + d; g.state[j] == stone && !g.seen[j] {
					g.seen[j] = true
					g.stack = append(g.stack, int32(j))
				}
			}
		}
		if popcount(mask&0x3f) >= 2 {
			kinds |= hex.Bridge
		}
		if popcount(mask>>6) >= 3 {
			kinds |= hex.Fork
		}
	}
	return kinds
}

// enclosesEmpty flood-fills the empty board cells from outside (entering
// at the empty cells of the boundary; an explicit stack, no recursion)
// and reports whether an empty board cell is left unreached: cut off
// from outside by stones. It leaves no cell marked reached.
func (g *grid) enclosesEmpty() bool {
	st := g.state
	g.stack = g.stack[:0]
	for _, i := range g.boundary {
		if st[i] == empty {
			st[i] = reached
			g.stack = append(g.stack, i)
		}
	}
	for len(g.stack) > 0 {
		i := int(g.stack[len(g.stack)-1])
		g.stack = g.stack[:len(g.stack)-1]
		for _, d := range g.steps {
			if j := i + d; st[j] == empty {
				st[j] = reached
				g.stack = append(g.stack, int32(j))
			}
		}
	}
	enclosed := false
	for i, v := range st {
		switch v {
		case empty:
			enclosed = true
		case reached:
			st[i] = empty
		}
	}
	return enclosed
}

func popcount(m uint16) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
