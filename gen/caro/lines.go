package carogen

import (
	"fmt"
	"math"

	"carokit/problems/caro/game"
)

// line is one planted line of stones of one colour.
type line struct {
	colour game.Player
	dir    game.Direction
	length int
	pos    int // the stone placed last of the line
	from   game.Move
	cells  []int32
}

// placeLine draws a line of colour p with its cells inside rows [ra, rb]
// and columns [ca, cb], touching the board's edge when edge says so. Its
// cells are filled in once the grid exists (see plant).
func (b *builder) placeLine(p game.Player, d game.Direction, l, ra, rb, ca, cb int, edge string) (*line, bool) {
	if p == game.None {
		return nil, true
	}
	n := b.d.n
	dr, dc := d.Step()
	span := l - 1
	rlo, rhi := ra, rb-span*dr
	clo, chi := ca, cb
	if dc > 0 {
		chi = cb - span
	} else if dc < 0 {
		clo = ca + span
	}
	pin := func(lo, hi *int, v int) { *lo, *hi = max(*lo, v), min(*hi, v) }
	switch edge {
	case "top":
		pin(&rlo, &rhi, 1)
	case "bottom":
		pin(&rlo, &rhi, n-span*dr)
	case "left":
		if dc < 0 {
			pin(&clo, &chi, 1+span)
		} else {
			pin(&clo, &chi, 1)
		}
	case "right":
		if dc > 0 {
			pin(&clo, &chi, n-span)
		} else {
			pin(&clo, &chi, n)
		}
	case "corner":
		// The line starts or ends on a corner cell.
		var opts []game.Move
		for _, cr := range [][2]int{{1, 1}, {1, n}, {n, 1}, {n, n}} {
			for _, back := range []int{0, span} {
				fr, fc := cr[0]-back*dr, cr[1]-back*dc
				tr, tc := fr+span*dr, fc+span*dc
				if fr >= 1 && fr <= n && fc >= 1 && fc <= n && tr >= 1 && tr <= n && tc >= 1 && tc <= n {
					opts = append(opts, game.Move{R: int32(fr), C: int32(fc)})
				}
			}
		}
		if len(opts) == 0 {
			return nil, false
		}
		return &line{colour: p, dir: d, length: l, from: opts[b.r.IntN(len(opts))]}, true
	}
	if rlo > rhi || clo > chi {
		return nil, false
	}
	from := game.Move{R: int32(rlo + b.r.IntN(rhi-rlo+1)), C: int32(clo + b.r.IntN(chi-clo+1))}
	return &line{colour: p, dir: d, length: l, from: from}, true
}

// cellAt returns the board cell of stone i of l.
func (l *line) cellAt(i int) (r, c int) {
	dr, dc := l.dir.Step()
	return int(l.from.R) + i*dr, int(l.from.C) + i*dc
}

// bbox returns the rows and columns l spans.
func (l *line) bbox() (r1, r2, c1, c2 int) {
	r1, c1 = l.cellAt(0)
	r2, c2 = l.cellAt(l.length - 1)
	return r1, r2, min(c1, c2), max(c1, c2)
}

// borderPos picks as the winning stone a cell of l on the design's border
// (the corner cell for "corner") that may complete the line.
func (b *builder) borderPos(l *line) error {
	n := b.d.n
	var cands []int
	for i := range l.length {
		r, c := l.cellAt(i)
		var on bool
		switch b.d.edge {
		case "top":
			on = r == 1
		case "bottom":
			on = r == n
		case "left":
			on = c == 1
		case "right":
			on = c == n
		case "corner":
			on = (r == 1 || r == n) && (c == 1 || c == n)
		}
		if on && validPos(i, l.length) {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		return fmt.Errorf("%s: no stone of a %d-line on the %s border can complete it", b.d.kind, l.length, b.d.edge)
	}
	l.pos = cands[b.r.IntN(len(cands))]
	return nil
}

// fillRegion is the block around the winning line that holds K stones at
// the design's density, or the whole board.
func (b *builder) fillRegion(main *line) region {
	d := b.d
	board := region{r0: 1, c0: 1, rows: d.n, cols: d.n, cells: d.n * d.n}
	if d.fill == 0 {
		return board
	}
	area := math.Ceil(float64(d.k) / d.fill)
	if area >= float64(d.n)*float64(d.n) {
		return board
	}
	minSide := min(d.n, 9)
	if d.later[game.X]+d.later[game.O] > 0 {
		minSide = min(d.n, 20)
	}
	rows := min(d.n, max(int(math.Ceil(math.Sqrt(area))), minSide))
	cols := min(d.n, max(int(math.Ceil(area/float64(rows))), minSide))
	reg := region{rows: rows, cols: cols, cells: rows * cols}
	if main == nil {
		reg.r0, reg.c0 = anchor(b.r, 0, d.n, rows), anchor(b.r, 0, d.n, cols)
		return reg
	}
	r1, r2, c1, c2 := main.bbox()
	lo, hi := max(1, r2-rows+1), min(r1, d.n-rows+1)
	reg.r0 = lo + b.r.IntN(hi-lo+1)
	lo, hi = max(1, c2-cols+1), min(c1, d.n-cols+1)
	reg.c0 = lo + b.r.IntN(hi-lo+1)
	return reg
}

// guard is a cell just beyond a line's end, inside the region: it holds
// the other colour or stays empty, so that the line has its exact length.
type guard struct {
	idx    int32
	colour game.Player // the colour it may hold
}

// plant puts l's stones on the grid, locked, and returns its guards.
func (b *builder) plant(l *line) []guard {
	g := b.g
	l.cells = make([]int32, l.length)
	for i := range l.length {
		r, c := l.cellAt(i)
		l.cells[i] = g.index(r, c)
		g.set(l.cells[i], int8(l.colour)|locked)
	}
	b.stones[l.colour] = append(b.stones[l.colour], l.cells...)
	b.lines = append(b.lines, l)
	var gs []guard
	for _, i := range []int{-1, l.length} {
		r, c := l.cellAt(i)
		if g.inRegion(r, c) {
			gs = append(gs, guard{idx: g.index(r, c), colour: game.X + game.O - l.colour})
			g.set(g.index(r, c), locked)
		}
	}
	return gs
}

// placeExtra draws a five of colour p in the region, far enough from
// every planted line (Chebyshev distance ≥ 4 between their cells and
// guards) that no run can join them through the pattern. Random tries
// suit large regions; a small one is searched exhaustively.
func (b *builder) placeExtra(p game.Player) (*line, error) {
	g := b.g
	reg := g.reg
	for range 200 {
		d := game.Directions[b.r.IntN(4)]
		l, ok := b.placeLine(p, d, game.WinLength, reg.r0, reg.r0+reg.rows-1, reg.c0, reg.c0+reg.cols-1, "")
		if ok && b.clear(l) {
			l.pos = b.r.IntN(l.length)
			return l, nil
		}
	}
	if reg.cells <= 10000 {
		var all []*line
		for _, d := range game.Directions {
			for r := reg.r0; r < reg.r0+reg.rows; r++ {
				for c := reg.c0; c < reg.c0+reg.cols; c++ {
					l := &line{colour: p, dir: d, length: game.WinLength, from: game.Move{R: int32(r), C: int32(c)}}
					if b.clear(l) {
						all = append(all, l)
					}
				}
			}
		}
		if len(all) > 0 {
			l := all[b.r.IntN(len(all))]
			l.pos = b.r.IntN(l.length)
			return l, nil
		}
	}
	return nil, retry("no room for a later five of %s in the %s region", p, reg)
}

// clear reports whether l lies in the region, away from planted lines.
func (b *builder) clear(l *line) bool {
	g := b.g
	for i := -1; i <= l.length; i++ {
		r, c := l.cellAt(i)
		if i >= 0 && i < l.length && !g.inRegion(r, c) {
			return false
		}
		if g.inGrid(r, c) && g.lockedNear(r, c, 3) {
			return false
		}
	}
	return true
}

// settleGuards decides which guards hold a stone: those that must (the
// region has no room for more holes) and half of the others, as far as
// each colour's stone count allows.
func (b *builder) settleGuards(gs []guard) error {
	holes := b.g.reg.cells - b.d.k
	for _, gd := range gs {
		canStone := len(b.stones[gd.colour]) < b.target[gd.colour]
		canHole := holes > 0
		switch {
		case canStone && (!canHole || b.r.IntN(2) == 0):
			b.g.set(gd.idx, int8(gd.colour)|locked)
			b.stones[gd.colour] = append(b.stones[gd.colour], gd.idx)
		case canHole:
			holes--
		default:
			return retry("no room for the guard stones")
		}
	}
	return nil
}
