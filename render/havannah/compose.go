// Package havrender draws a Havannah case (carokit show): the hexagonal
// board with its corners and edges marked, the stones with their move
// numbers, the group that won highlighted and the empty cells a ring
// encloses marked, as text, SVG or PNG. Boards larger than a window are
// cropped to a hexagon around the winning move (or the last move drawn).
package havrender

import (
	"fmt"

	"carokit/problems/havannah/hex"
)

// window is the largest radius drawn: a crop of radius 12 is 469 cells,
// the whole board up to S = 13.
const window = 12

// Cell is one drawn cell.
type Cell struct {
	hex.Cell
	Move     int  // 1-based move of its stone, 0 when empty
	Corner   bool // one of the six corners
	Edge     bool // on an edge (corners are on none)
	Won      bool // a stone of the group that won at the drawn move
	Enclosed bool // empty and cut off from the outside by stones: what makes a ring
	Last     bool // the last move drawn
}

// Picture is a case as drawn after move At: the cells of the window, in
// rows of x+y from the top (largest) down, each row by y−x.
type Picture struct {
	Title  string
	S      int
	Focus  hex.Cell // centre of the window
	Radius int      // hex radius of the window
	Cells  []Cell
	Result hex.Result // the case's answer
	At     int        // moves drawn
}

// Compose draws case n (1-based) of t after move at (0: at the answer,
// or after the last move when nobody wins).
func Compose(c hex.Case, n, t, at int) (*Picture, error) {
	res := hex.Solve(c)
	switch {
	case at < 0 || at > len(c.Moves):
		return nil, fmt.Errorf("case %d has %d moves: cannot draw it after move %d", n, len(c.Moves), at)
	case at == 0 && res.Move > 0:
		at = res.Move
	case at == 0:
		at = len(c.Moves)
	}
	p := &Picture{S: c.S, Result: res, At: at, Focus: hex.Cell{X: c.S, Y: c.S}, Radius: min(c.S-1, window)}
	stones := make(map[hex.Cell]int, at)
	for i, m := range c.Moves[:at] {
		stones[m] = i + 1
	}
	if c.S-1 > window && at > 0 {
		p.Focus = nearCentre(c.S, c.Moves[at-1], p.Radius)
	}
	won := map[hex.Cell]bool{}
	enclosed := func(hex.Cell) bool { return false }
	if res.Move > 0 && at >= res.Move {
		won = group(c.S, stones, c.Moves[res.Move-1])
		if res.Kinds&hex.Ring != 0 {
			enclosed = holes(c.S, stones)
		}
	}
	p.Title = fmt.Sprintf("case %d of %d: S = %d, %d moves, %s; after move %d", n, t, c.S, len(c.Moves), res, at)
	f := p.Focus
	for sum := f.X + f.Y + 2*p.Radius; sum >= f.X+f.Y-2*p.Radius; sum-- { // rows of x+y, top first
		for d := f.Y - f.X - p.Radius; d <= f.Y-f.X+p.Radius; d++ { // y−x, left to right
			if (sum+d)%2 != 0 {
				continue
			}
			cell := hex.Cell{X: (sum - d) / 2, Y: (sum + d) / 2}
			if !hex.OnBoard(c.S, cell) || hexDist(cell, f) > p.Radius {
				continue
			}
			p.Cells = append(p.Cells, Cell{Cell: cell, Move: stones[cell], Corner: hex.Corner(c.S, cell) >= 0,
				Edge: hex.Edge(c.S, cell) >= 0, Won: won[cell], Enclosed: enclosed(cell), Last: at > 0 && cell == c.Moves[at-1]})
		}
	}
	return p, nil
}

// nearCentre moves a focus towards the board's centre until the whole
// window of radius r lies on the board, so a crop is never half empty.
func nearCentre(s int, f hex.Cell, r int) hex.Cell {
	c := hex.Cell{X: s, Y: s}
	for hexDist(f, c) > s-1-r {
		f = step(f, c)
	}
	return f
}

// step moves a one cell towards b.
func step(a, b hex.Cell) hex.Cell {
	dx, dy := sign(b.X-a.X), sign(b.Y-a.Y)
	if dx != 0 && dy != 0 && dx != dy {
		dy = 0 // (1, −1) is not a neighbour offset
	}
	return hex.Cell{X: a.X + dx, Y: a.Y + dy}
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func hexDist(a, b hex.Cell) int {
	dx, dy := a.X-b.X, a.Y-b.Y
	if (dx >= 0) == (dy >= 0) {
		return max(abs(dx), abs(dy))
	}
	return abs(dx) + abs(dy)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// group is the stones connected to from.
func group(s int, stones map[hex.Cell]int, from hex.Cell) map[hex.Cell]bool {
	seen := map[hex.Cell]bool{from: true}
	queue := []hex.Cell{from}
	for len(queue) > 0 {
		c := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, n := range hex.Neighbours(s, c) {
			if stones[n] > 0 && !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return seen
}

// holes tells the empty cells the stones cut off from the outside: a
// flood fill from outside the stones' bounding box (one cell wider, and
// off-board cells count as outside), iterative so a 10 000-stone ring
// cannot overflow a stack.
func holes(s int, stones map[hex.Cell]int) func(hex.Cell) bool {
	lo, hi := hex.Cell{X: 1 << 30, Y: 1 << 30}, hex.Cell{X: -1, Y: -1}
	for c := range stones {
		lo.X, lo.Y, hi.X, hi.Y = min(lo.X, c.X), min(lo.Y, c.Y), max(hi.X, c.X), max(hi.Y, c.Y)
	}
	lo.X, lo.Y, hi.X, hi.Y = lo.X-1, lo.Y-1, hi.X+1, hi.Y+1
	w, h := hi.X-lo.X+1, hi.Y-lo.Y+1
	out := make([]bool, w*h)   // reached from outside
	stone := make([]bool, w*h) // a grid, not the map: the box can hold millions of cells
	at := func(c hex.Cell) int { return (c.X-lo.X)*h + c.Y - lo.Y }
	for c := range stones {
		stone[at(c)] = true
	}
	var queue []hex.Cell
	for x := lo.X; x <= hi.X; x++ {
		for y := lo.Y; y <= hi.Y; y++ {
			c := hex.Cell{X: x, Y: y}
			if !stone[at(c)] && (x == lo.X || x == hi.X || y == lo.Y || y == hi.Y || !hex.OnBoard(s, c)) {
				out[at(c)] = true
				queue = append(queue, c)
			}
		}
	}
	for len(queue) > 0 {
		c := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, d := range hex.Dirs {
			n := hex.Cell{X: c.X + d.X, Y: c.Y + d.Y}
			if n.X < lo.X || n.X > hi.X || n.Y < lo.Y || n.Y > hi.Y || out[at(n)] || stone[at(n)] {
				continue
			}
			out[at(n)] = true
			queue = append(queue, n)
		}
	}
	return func(c hex.Cell) bool {
		inBox := c.X >= lo.X && c.X <= hi.X && c.Y >= lo.Y && c.Y <= hi.Y
		return inBox && !out[at(c)] && !stone[at(c)] && hex.OnBoard(s, c)
	}
}
