// Package havbrute is the oracle for Havannah: after every move it finds
// the groups from scratch and flood-fills the empty cells from outside
// the board, straight from HAVANNAH.md's definitions. It is slow on
// purpose and shares no code with the union-find reference (only the
// Case type), so that stress testing can trust it.
package havbrute

import "carokit/problems/havannah/hex"

// Solve returns the first winning move of c with every kind it completes
// (Move 0: none), and its work: two passes over the (2S+1)² grid (the
// board and a margin of outside cells) per move played, exactly Cost's
// figure. c must be valid, as the hex readers guarantee.
func Solve(c hex.Case) (hex.Result, int64) {
	g := newGrid(c.S)
	for i, m := range c.Moves {
		g.stone[g.at(m.X, m.Y)] = true
		kinds := g.groupKinds()
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
// (0: none): two grid passes per move up to the answer, or M.
func Cost(c hex.Case, answer int) int64 {
	t := answer
	if t == 0 {
		t = len(c.Moves)
	}
	w := int64(2*c.S + 1)
	return int64(t) * 2 * w * w
}

// grid holds the board with a one-cell margin: coordinates 0..2S, cells
// that are not board cells count as outside.
type grid struct {
	s, w  int
	board []bool // a board cell (inside the hexagon)
	stone []bool
	seen  []bool
	queue []int
}

var steps = [6][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}}

func newGrid(s int) *grid {
	w := 2*s + 1
	g := &grid{s: s, w: w, board: make([]bool, w*w), stone: make([]bool, w*w), seen: make([]bool, w*w)}
	for x := 1; x <= 2*s-1; x++ {
		for y := 1; y <= 2*s-1; y++ {
			if x-y <= s-1 && y-x <= s-1 {
				g.board[g.at(x, y)] = true
			}
		}
	}
	return g
}

func (g *grid) at(x, y int) int { return x*g.w + y }

// neighbours calls f with each grid neighbour of cell i (the margin
// guarantees board cells have all six in the grid).
func (g *grid) neighbours(i int, f func(int)) {
	x, y := i/g.w, i%g.w
	for _, d := range steps {
		nx, ny := x+d[0], y+d[1]
		if nx >= 0 && ny >= 0 && nx < g.w && ny < g.w {
			f(g.at(nx, ny))
		}
	}
}

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

// groupKinds finds every group of stones by a breadth-first search and
// reports whether one touches two corners (bridge) or three edges (fork).
func (g *grid) groupKinds() hex.Kind {
	clear(g.seen)
	var kinds hex.Kind
	for start := range g.stone {
		if !g.stone[start] || g.seen[start] {
			continue
		}
		var mask uint16
		g.queue = append(g.queue[:0], start)
		g.seen[start] = true
		for len(g.queue) > 0 {
			i := g.queue[len(g.queue)-1]
			g.queue = g.queue[:len(g.queue)-1]
			mask |= g.touches(i/g.w, i%g.w)
			g.neighbours(i, func(j int) {
				if g.stone[j] && !g.seen[j] {
					g.seen[j] = true
					g.queue = append(g.queue, j)
				}
			})
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

// enclosesEmpty flood-fills the cells without stones from every outside
// cell (an explicit stack, no recursion) and reports whether an empty
// board cell is left unreached: cut off from outside by stones.
func (g *grid) enclosesEmpty() bool {
	clear(g.seen)
	g.queue = g.queue[:0]
	for i := range g.board {
		if !g.board[i] {
			g.seen[i] = true
			g.queue = append(g.queue, i)
		}
	}
	for len(g.queue) > 0 {
		i := g.queue[len(g.queue)-1]
		g.queue = g.queue[:len(g.queue)-1]
		g.neighbours(i, func(j int) {
			if !g.stone[j] && !g.seen[j] {
				g.seen[j] = true
				g.queue = append(g.queue, j)
			}
		})
	}
	for i := range g.board {
		if g.board[i] && !g.stone[i] && !g.seen[i] {
			return true
		}
	}
	return false
}

func popcount(m uint16) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
