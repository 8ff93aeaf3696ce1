package havgen

import (
	"math/rand/v2"

	"carokit/problems/havannah/hex"
)

// dirs are the six directions from the centre towards the corners, in the
// order of hex.Corners: corner i is centre + (S−1)·dirs[i], and edge i
// runs from corner i to corner i+1. Consecutive directions are neighbours
// of each other, and dirs[i+1] = dirs[i] + dirs[i+2].
var dirs = [6]hex.Cell{{X: -1, Y: -1}, {X: -1, Y: 0}, {X: 0, Y: 1}, {X: 1, Y: 1}, {X: 1, Y: 0}, {X: 0, Y: -1}}

func dir(i int) hex.Cell { return dirs[((i%6)+6)%6] }

func add(a, b hex.Cell) hex.Cell     { return hex.Cell{X: a.X + b.X, Y: a.Y + b.Y} }
func sub(a, b hex.Cell) hex.Cell     { return hex.Cell{X: a.X - b.X, Y: a.Y - b.Y} }
func mul(k int, a hex.Cell) hex.Cell { return hex.Cell{X: k * a.X, Y: k * a.Y} }

func centre(s int) hex.Cell { return hex.Cell{X: s, Y: s} }

// dist is the hex distance between two cells.
func dist(a, b hex.Cell) int {
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

// ring returns the 6d cells at distance d from p in circular order,
// starting at p + d·dirs[0]; ring corner i is at index i·d. A hexagonal
// ring is the clean ring to plant: every one of its cells touches both its
// inside and its outside, so it closes exactly with its last stone,
// whatever the order.
func ring(p hex.Cell, d int) []hex.Cell {
	out := make([]hex.Cell, 0, 6*d)
	for i := range 6 {
		step := sub(dir(i+1), dir(i))
		for j := range d {
			out = append(out, add(add(p, mul(d, dir(i))), mul(j, step)))
		}
	}
	return out
}

// disc returns the cells at distance below d from p, nearest first, so
// placing them in that order never encloses an empty cell.
func disc(p hex.Cell, d int) []hex.Cell {
	out := []hex.Cell{p}
	for k := 1; k < d; k++ {
		out = append(out, ring(p, k)...)
	}
	return out
}

// cornerArm is the spoke from the centre's ray i, distance from to S−1
// (corner i), then left cells along edge i−1 and right cells along edge
// i from the corner: it touches corner i, and edge i−1 or i when walked.
func cornerArm(s, i, from, left, right int) []hex.Cell {
	c := centre(s)
	var out []hex.Cell
	for k := from; k <= s-1; k++ {
		out = append(out, add(c, mul(k, dir(i))))
	}
	corner := add(c, mul(s-1, dir(i)))
	for j := 1; j <= right; j++ {
		out = append(out, add(corner, mul(j, sub(dir(i+1), dir(i)))))
	}
	for j := 1; j <= left; j++ {
		out = append(out, add(corner, mul(j, sub(dir(i-1), dir(i)))))
	}
	return out
}

// edgeArm runs along ray i from distance from to bend, then turns
// towards dirs[i+1] until it reaches edge i (1 ≤ bend ≤ S−2): it touches
// edge i only, at its last cell. With bend ≥ 2 it keeps a free cell
// between itself and the arms of other sectors.
func edgeArm(s, i, from, bend int) []hex.Cell {
	c := centre(s)
	var out []hex.Cell
	for k := from; k <= bend; k++ {
		out = append(out, add(c, mul(k, dir(i))))
	}
	turn := add(c, mul(bend, dir(i)))
	for m := 1; m <= s-1-bend; m++ {
		out = append(out, add(turn, mul(m, dir(i+1))))
	}
	return out
}

// mirror swaps x and y: a symmetry of the board (corner i ↔ corner −i).
func mirror(c hex.Case) hex.Case {
	out := hex.Case{S: c.S, Moves: make([]hex.Cell, len(c.Moves))}
	for i, m := range c.Moves {
		out.Moves[i] = hex.Cell{X: m.Y, Y: m.X}
	}
	return out
}

// order returns the cells shuffled, then last: the move that completes
// what was planted.
func order(r *rand.Rand, cells []hex.Cell, last hex.Cell) []hex.Cell {
	out := make([]hex.Cell, 0, len(cells)+1)
	for _, c := range cells {
		if c != last {
			out = append(out, c)
		}
	}
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return append(out, last)
}

// dedup drops repeated cells, keeping the first occurrence.
func dedup(cells []hex.Cell) []hex.Cell {
	seen := make(map[hex.Cell]bool, len(cells))
	out := cells[:0:0]
	for _, c := range cells {
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}
