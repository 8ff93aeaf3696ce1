package carogen

import (
	"fmt"

	"carokit/problems/caro/game"
)

// pattern colours the board so that nobody has more than two in a row in
// any direction: X where (a·c + b·r + phase) mod 4 ∈ {0, 1}, O elsewhere.
// Each direction moves the residue by a non-zero step mod 4 (±1 gives
// XXOO…, 2 gives XOXO…), so any subset of a pattern-coloured board has no
// five, and recolouring one cell makes runs of at most 3 through it: the
// cells at distances 1 and 2 on both sides cover three residues, of which
// only two are of one colour, and those two are adjacent.
type pattern struct{ a, b, phase int }

// patternCoefs are the (a, b) that keep every direction's step non-zero:
// horizontal a, vertical b, diagonal a+b, anti-diagonal b−a.
var patternCoefs = [4][2]int{{1, 2}, {3, 2}, {2, 1}, {2, 3}}

func (p pattern) at(r, c int) game.Player {
	if (p.a*c+p.b*r+p.phase)&3 < 2 {
		return game.X
	}
	return game.O
}

// region is where the stones go: rows×cols cells from (r0, c0), of which
// only the first cells in row-major order belong to it (a ragged last row
// when cells < rows·cols).
type region struct {
	r0, c0, rows, cols, cells int
}

func (g region) String() string {
	return fmt.Sprintf("%dx%d@%d,%d", g.rows, g.cols, g.r0, g.c0)
}

// Cell states in a grid: the colour in the low bits, then flags.
const (
	colourMask int8 = 3
	locked     int8 = 4 // a planted stone or guard: the background leaves it alone
)

// grid is the region with a one-cell empty border, so runs stop without
// bounds checks. Nothing is ever placed on the border. A dense region
// keeps one byte per cell; a sparse one (the whole 5000×5000 board) keeps
// two bits per cell (empty, X, O, or "look in flags"), 6 MB instead of
// 25, with the few locked and pinned cells in a map.
type grid struct {
	reg    region
	stride int
	recip  uint64 // ⌈2^recipShift / stride⌉, or 0: see coords
	cell   []int8 // dense: colour and flags per cell

	packed []uint64       // sparse: 2 bits per cell
	flags  map[int32]int8 // sparse: the full state of cells coded 3
}

// recipShift is the scale of grid.recip.
const recipShift = 45

// reciprocal returns a grid's recip (see coords), or 0 when the grid is
// too large for it.
func reciprocal(rows, stride int) uint64 {
	if (rows+2)*stride >= 1<<25 || stride >= 1<<13 || rows+2 >= 1<<18 {
		return 0
	}
	return (1<<recipShift + uint64(stride) - 1) / uint64(stride)
}

func newGrid(reg region, sparse bool) *grid {
	stride := reg.cols + 2
	g := &grid{reg: reg, stride: stride}
	size := (reg.rows + 2) * stride
	g.recip = reciprocal(reg.rows, stride)
	if sparse {
		g.packed = make([]uint64, (size+31)/32)
		g.flags = map[int32]int8{}
	} else {
		g.cell = make([]int8, size)
	}
	return g
}

// get returns cell i's colour and flags.
func (g *grid) get(i int32) int8 {
	if g.cell != nil {
		return g.cell[i]
	}
	v := int8(g.packed[i>>5] >> (2 * (i & 31)) & 3)
	if v == 3 {
		return g.flags[i]
	}
	return v
}

// set gives cell i colour and flags v.
func (g *grid) set(i int32, v int8) {
	if g.cell != nil {
		g.cell[i] = v
		return
	}
	shift := 2 * (i & 31)
	code := uint64(v)
	if v&^colourMask != 0 {
		code = 3
		g.flags[i] = v
	} else if g.packed[i>>5]>>shift&3 == 3 {
		delete(g.flags, i)
	}
	g.packed[i>>5] = g.packed[i>>5]&^(3<<shift) | code<<shift
}

func (g *grid) index(r, c int) int32 {
	return int32((r-g.reg.r0+1)*g.stride + c - g.reg.c0 + 1)
}

// coords returns the board cell of grid index i.
//
// The row is i/stride, found as i·recip >> recipShift: with e = recip·stride
// − 2^recipShift < stride < 2^13 and i < 2^25, i·e < 2^recipShift, which
// keeps the quotient exact; and i·recip < (rows+2)·(2^45+stride) < 2^64
// while rows+2 < 2^18. Larger grids divide.
func (g *grid) coords(i int32) (r, c int) {
	var q int
	if g.recip != 0 {
		q = int(uint64(i) * g.recip >> recipShift)
	} else {
		q = int(i) / g.stride
	}
	return q + g.reg.r0 - 1, int(i) - q*g.stride + g.reg.c0 - 1
}

// inRegion reports whether board cell (r, c) belongs to the region.
func (g *grid) inRegion(r, c int) bool {
	i := (r-g.reg.r0)*g.reg.cols + c - g.reg.c0
	return r >= g.reg.r0 && r < g.reg.r0+g.reg.rows && c >= g.reg.c0 && c < g.reg.c0+g.reg.cols && i < g.reg.cells
}

// inGrid reports whether board cell (r, c) is in the region or its border.
func (g *grid) inGrid(r, c int) bool {
	return r >= g.reg.r0-1 && r <= g.reg.r0+g.reg.rows && c >= g.reg.c0-1 && c <= g.reg.c0+g.reg.cols
}

func (g *grid) colour(i int32) game.Player { return game.Player(g.get(i) & colourMask) }

// run returns how many of p's stones stand in a row through cell i in
// direction d, counting i itself as p's whatever it holds.
func (g *grid) run(i int32, d game.Direction, p game.Player) int {
	dr, dc := d.Step()
	step := int32(dr*g.stride + dc)
	n := 1
	for j := i + step; g.colour(j) == p; j += step {
		n++
	}
	for j := i - step; g.colour(j) == p; j -= step {
		n++
	}
	return n
}

// canHold reports whether cell i may hold p's stone without p having
// five in a row through it.
func (g *grid) canHold(i int32, p game.Player) bool {
	for _, d := range game.Directions {
		if g.run(i, d, p) >= game.WinLength {
			return false
		}
	}
	return true
}

// lockedNear reports whether a locked cell lies within Chebyshev distance
// dist of board cell (r, c).
func (g *grid) lockedNear(r, c, dist int) bool {
	gr, gc := r-g.reg.r0+1, c-g.reg.c0+1
	for i := max(gr-dist, 0); i <= min(gr+dist, g.reg.rows+1); i++ {
		for j := max(gc-dist, 0); j <= min(gc+dist, g.reg.cols+1); j++ {
			if g.get(int32(i*g.stride+j))&locked != 0 {
				return true
			}
		}
	}
	return false
}
