// Package hex is Havannah's model (HAVANNAH.md): the hexagonal board with
// S cells a side, its corners and edges, a file of T cases, the reference
// solver (union-find) and the readers. The adapter, the generators, the
// solutions and the pictures all build on it.
package hex

// Cell is a board cell, 1-based as in HAVANNAH.md: 1 ≤ X, Y ≤ 2S−1 and
// |X − Y| ≤ S − 1.
type Cell struct{ X, Y int }

// Case is one case of a file: the board size and the moves in order.
type Case struct {
	S     int
	Moves []Cell
}

// Dirs are the six neighbour offsets in circular order (each one is
// adjacent to the next and the last to the first), which the ring test
// walks around a stone.
var Dirs = [6]Cell{{1, 0}, {1, 1}, {0, 1}, {-1, 0}, {-1, -1}, {0, -1}}

// Cells is the number of cells of a board of side s: 3s(s−1)+1.
func Cells(s int) int { return 3*s*(s-1) + 1 }

// OnBoard reports whether c is a cell of the board of side s.
func OnBoard(s int, c Cell) bool {
	n := 2*s - 1
	d := c.X - c.Y
	return c.X >= 1 && c.Y >= 1 && c.X <= n && c.Y <= n && d < s && -d < s
}

// Neighbours returns c's neighbours on the board of side s, in the
// circular order of Dirs.
func Neighbours(s int, c Cell) []Cell {
	out := make([]Cell, 0, 6)
	for _, d := range Dirs {
		if n := (Cell{c.X + d.X, c.Y + d.Y}); OnBoard(s, n) {
			out = append(out, n)
		}
	}
	return out
}

// Corners returns the six corners of the board of side s in the order of
// HAVANNAH.md: (1,1), (1,S), (S,2S−1), (2S−1,2S−1), (2S−1,S), (S,1).
// Edge i runs from corner i to corner i+1 (mod 6).
func Corners(s int) [6]Cell {
	n := 2*s - 1
	return [6]Cell{{1, 1}, {1, s}, {s, n}, {n, n}, {n, s}, {s, 1}}
}

// Corner returns the index (0..5, the order of Corners) of the corner c
// is, or -1 when c is not a corner.
func Corner(s int, c Cell) int {
	for i, k := range Corners(s) {
		if k == c {
			return i
		}
	}
	return -1
}

// Edge returns the index (0..5) of the edge c lies on, or -1 for an inner
// cell, a corner (a corner belongs to no edge) or a cell off the board.
// Edge i lies between corners i and i+1: x = 1, y − x = S−1, y = 2S−1,
// x = 2S−1, x − y = S−1, y = 1.
func Edge(s int, c Cell) int {
	if !OnBoard(s, c) || Corner(s, c) >= 0 {
		return -1
	}
	n := 2*s - 1
	switch {
	case c.X == 1:
		return 0
	case c.Y-c.X == s-1:
		return 1
	case c.Y == n:
		return 2
	case c.X == n:
		return 3
	case c.X-c.Y == s-1:
		return 4
	case c.Y == 1:
		return 5
	}
	return -1
}

// mask is the 12-bit set of corners (bits 0..5) and edges (bits 6..11)
// cell c touches: at most one bit, since corners belong to no edge.
func mask(s int, c Cell) uint16 {
	n := 2*s - 1
	if c.X != 1 && c.Y != 1 && c.X != n && c.Y != n && c.X-c.Y != s-1 && c.Y-c.X != s-1 {
		return 0 // inner cells, nearly all of them on a large board
	}
	if k := Corner(s, c); k >= 0 {
		return 1 << k
	}
	if e := Edge(s, c); e >= 0 {
		return 1 << (6 + e)
	}
	return 0
}
