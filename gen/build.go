package gen

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"

	"carokit/caro"
	"carokit/problem"
)

// design is everything a planting kind decided from its parameters. The
// builder draws the rest (where the line and the block go, the pattern,
// the holes, the order of the moves) and retries when a draw fails.
type design struct {
	kind string
	n, k int

	// The region holding the stones: an explicit block when rows > 0
	// (cells of it, row-major; row0/col0 0 means random, -1 centred),
	// otherwise a block of density fill around the win (0: the board).
	rows, cols, cells int
	row0, col0        int
	fill              float64

	// The planted win, when winner != caro.None.
	winner    caro.Player
	t         int
	dir       caro.Direction
	length    int
	pos       int    // index of the winning stone, from the line's From end
	edge      string // the line touches this border: top, bottom, left, right, corner, or ""
	posBorder bool   // the winning stone is chosen on that border (or the corner)
	later     [3]int // fives completed after t, per colour
}

// line is one planted line of stones of one colour.
type line struct {
	colour caro.Player
	dir    caro.Direction
	length int
	pos    int // the stone placed last of the line
	from   caro.Move
	cells  []int32
}

// built is a finished case and what it holds.
type built struct {
	c     *caro.Case
	res   caro.Result // the planted first win; zero when nobody wins
	facts map[string]string
}

// retryError is a failed random draw: another draw may work.
type retryError struct{ why string }

func (e *retryError) Error() string { return e.why }

// attempts bounds the redraws. Large boards succeed at once; the retries
// are for crowded small boards (a full 5×5 with a planted line).
const attempts = 40

// build makes the case of d, redrawing the layout when a draw fails.
func (d *design) build(r *rand.Rand) (*built, error) {
	var last error
	for range attempts {
		b, err := d.try(r)
		if err == nil {
			return b, nil
		}
		var re *retryError
		if !errors.As(err, &re) {
			return nil, err
		}
		last = err
	}
	return nil, &problem.ParamError{Msg: fmt.Sprintf("%s: cannot build this case (%v, in %d layouts); give it more room: a larger --n or --fill, fewer moves or fewer later fives", d.kind, last, attempts)}
}

func retry(format string, args ...any) error {
	return &retryError{why: fmt.Sprintf(format, args...)}
}

// builder is one attempt.
type builder struct {
	d      *design
	r      *rand.Rand
	g      *grid
	pat    pattern
	lines  []*line // lines[0] is the winning line when there is one
	stones [3][]int32
	nFixed [3]int // stones[p][:nFixed[p]] are line and guard stones
	target [3]int
}

func (d *design) try(r *rand.Rand) (*built, error) {
	b := &builder{d: d, r: r}
	for p := caro.X; p <= caro.O; p++ {
		b.target[p] = count(p, d.k)
		b.stones[p] = make([]int32, 0, b.target[p])
	}
	ab := patternCoefs[r.IntN(len(patternCoefs))]
	b.pat = pattern{a: ab[0], b: ab[1], phase: r.IntN(4)}

	var main *line
	if d.rows > 0 {
		reg := region{rows: d.rows, cols: d.cols, cells: d.cells}
		reg.r0 = anchor(r, d.row0, d.n, d.rows)
		reg.c0 = anchor(r, d.col0, d.n, d.cols)
		if d.winner != caro.None {
			var ok bool
			main, ok = b.placeLine(d.winner, d.dir, d.length, reg.r0, reg.r0+reg.rows-1, reg.c0, reg.c0+reg.cols-1, "")
			if !ok {
				return nil, fmt.Errorf("line of %d %s does not fit the %dx%d block", d.length, d.dir, d.rows, d.cols)
			}
		}
		b.g = newGrid(reg, reg.cells > 3*d.k)
	} else {
		var ok bool
		main, ok = b.placeLine(d.winner, d.dir, d.length, 1, d.n, 1, d.n, d.edge)
		if !ok {
			return nil, fmt.Errorf("%s: a line of %d %s does not fit on the %dx%d board", d.kind, d.length, d.dir, d.n, d.n)
		}
		reg := b.fillRegion(main)
		b.g = newGrid(reg, reg.cells > 3*d.k)
	}
	var guards []guard
	if main != nil {
		main.pos = d.pos
		if d.posBorder {
			if err := b.borderPos(main); err != nil {
				return nil, err
			}
		}
		guards = append(guards, b.plant(main)...)
	}
	for c := caro.X; c <= caro.O; c++ {
		for range d.later[c] {
			l, err := b.placeExtra(c)
			if err != nil {
				return nil, err
			}
			guards = append(guards, b.plant(l)...)
		}
	}
	if err := b.settleGuards(guards); err != nil {
		return nil, err
	}
	b.nFixed[caro.X], b.nFixed[caro.O] = len(b.stones[caro.X]), len(b.stones[caro.O])
	if err := b.fill(); err != nil {
		return nil, err
	}
	c, res, err := b.order()
	if err != nil {
		return nil, err
	}
	if err := verify(d.kind, c, res); err != nil {
		return nil, err
	}
	return &built{c: c, res: res, facts: b.facts(res)}, nil
}

// anchor resolves a block's first row or column: v > 0 as given, 0 random,
// −1 centred.
func anchor(r *rand.Rand, v, n, size int) int {
	switch v {
	case 0:
		return 1 + r.IntN(n-size+1)
	case -1:
		return (n-size)/2 + 1
	}
	return v
}

// placeLine draws a line of colour p with its cells inside rows [ra, rb]
// and columns [ca, cb], touching the board's edge when edge says so. Its
// cells are filled in once the grid exists (see plant).
func (b *builder) placeLine(p caro.Player, d caro.Direction, l, ra, rb, ca, cb int, edge string) (*line, bool) {
	if p == caro.None {
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
		var opts []caro.Move
		for _, cr := range [][2]int{{1, 1}, {1, n}, {n, 1}, {n, n}} {
			for _, back := range []int{0, span} {
				fr, fc := cr[0]-back*dr, cr[1]-back*dc
				tr, tc := fr+span*dr, fc+span*dc
				if fr >= 1 && fr <= n && fc >= 1 && fc <= n && tr >= 1 && tr <= n && tc >= 1 && tc <= n {
					opts = append(opts, caro.Move{R: int32(fr), C: int32(fc)})
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
	from := caro.Move{R: int32(rlo + b.r.IntN(rhi-rlo+1)), C: int32(clo + b.r.IntN(chi-clo+1))}
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
	if d.later[caro.X]+d.later[caro.O] > 0 {
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
	colour caro.Player // the colour it may hold
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
			gs = append(gs, guard{idx: g.index(r, c), colour: caro.X + caro.O - l.colour})
			g.set(g.index(r, c), locked)
		}
	}
	return gs
}

// placeExtra draws a five of colour p in the region, far enough from
// every planted line (Chebyshev distance ≥ 4 between their cells and
// guards) that no run can join them through the pattern. Random tries
// suit large regions; a small one is searched exhaustively.
func (b *builder) placeExtra(p caro.Player) (*line, error) {
	g := b.g
	reg := g.reg
	for range 200 {
		d := caro.Directions[b.r.IntN(4)]
		l, ok := b.placeLine(p, d, caro.WinLength, reg.r0, reg.r0+reg.rows-1, reg.c0, reg.c0+reg.cols-1, "")
		if ok && b.clear(l) {
			l.pos = b.r.IntN(l.length)
			return l, nil
		}
	}
	if reg.cells <= 10000 {
		var all []*line
		for _, d := range caro.Directions {
			for r := reg.r0; r < reg.r0+reg.rows; r++ {
				for c := reg.c0; c < reg.c0+reg.cols; c++ {
					l := &line{colour: p, dir: d, length: caro.WinLength, from: caro.Move{R: int32(r), C: int32(c)}}
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

// fill adds background stones in pattern colours until each colour has
// its share of K: ⌈K/2⌉ for X, ⌊K/2⌋ for O.
func (b *builder) fill() error {
	g := b.g
	need := [3]int{}
	for c := caro.X; c <= caro.O; c++ {
		need[c] = b.target[c] - len(b.stones[c])
		if need[c] < 0 {
			return fmt.Errorf("%s: the planted lines need more %s stones than K = %d gives", b.d.kind, c, b.d.k)
		}
	}
	if need[caro.X]+need[caro.O] == 0 {
		return nil
	}
	if g.cell == nil && g.reg.cells == g.reg.rows*g.reg.cols {
		return b.fillSparse(need)
	}
	return b.fillDense(need)
}

// cellOf returns the board cell of the region's i-th cell.
func (g *grid) cellOf(i int) (r, c int) {
	return g.reg.r0 + i/g.reg.cols, g.reg.c0 + i%g.reg.cols
}

// fillSparse scatters stones over a region at most a third full (always
// a whole rectangle), each in its pattern colour. Random probes of a
// 5000×5000 board miss the cache, so it draws candidate cells in batches,
// sorts them by row, takes the free ones in that order, and then frees a
// random few of each colour to keep exactly the number it needs: a
// uniform subset of the free cells of that colour.
func (b *builder) fillSparse(need [3]int) error {
	g := b.g
	rows, cols := uint64(g.reg.rows), uint64(g.reg.cols)
	var cand, sorted []int32
	var byColour [3][]int32
	start := make([]int32, rows+1)
	for round := 0; need[caro.X]+need[caro.O] > 0; round++ {
		if round > 50 {
			return retry("the region is too crowded to scatter stones")
		}
		m := (need[caro.X]+need[caro.O])*21/20 + 64
		cand = slices.Grow(cand[:0], m)
		clear(start)
		for range m {
			// One draw gives the row and the column (multiply-shift:
			// a bias of at most 5000/2³² is harmless here).
			x := b.r.Uint64()
			r := (x >> 32) * rows >> 32
			c := (x & 0xffffffff) * cols >> 32
			cand = append(cand, int32((r+1)*uint64(g.stride)+c+1))
			start[r+1]++
		}
		for i := 1; i <= int(rows); i++ {
			start[i] += start[i-1]
		}
		sorted = slices.Grow(sorted[:0], m)[:m]
		for _, idx := range cand {
			r := int(idx)/g.stride - 1
			sorted[start[r]] = idx
			start[r]++
		}
		for p := caro.X; p <= caro.O; p++ {
			byColour[p] = slices.Grow(byColour[p][:0], m/2+m/8)
		}
		for _, idx := range sorted {
			if g.get(idx) != 0 {
				continue // taken, or drawn twice
			}
			r, c := g.coords(idx)
			p := b.pat.at(r, c)
			g.packed[idx>>5] |= uint64(p) << (2 * (idx & 31)) // idx is empty
			byColour[p] = append(byColour[p], idx)
		}
		for p := caro.X; p <= caro.O; p++ {
			got := byColour[p]
			for drop := len(got) - need[p]; drop > 0; {
				j := b.r.IntN(len(got))
				if got[j] >= 0 {
					g.set(got[j], 0)
					got[j] = -1
					drop--
				}
			}
			for _, idx := range got {
				if idx >= 0 {
					b.stones[p] = append(b.stones[p], idx)
					need[p]--
				}
			}
		}
	}
	return nil
}

// fillDense picks the stones among the region's free cells by pattern
// colour. When one colour's cells are too few (a full block), it fills
// every cell and recolours stones of the other colour, each only where
// the change makes no five.
func (b *builder) fillDense(need [3]int) error {
	g := b.g
	var free [3][]int32
	for i := range g.reg.cells {
		r, c := g.cellOf(i)
		idx := g.index(r, c)
		if g.get(idx) == 0 {
			p := b.pat.at(r, c)
			free[p] = append(free[p], idx)
		}
	}
	short, long := caro.X, caro.O
	if len(free[caro.X])-need[caro.X] > len(free[caro.O])-need[caro.O] {
		short, long = caro.O, caro.X
	}
	flips := max(0, need[short]-len(free[short]))
	if len(free[long]) < need[long]+flips {
		return retry("the region has %d free cells for %d stones", len(free[caro.X])+len(free[caro.O]), need[caro.X]+need[caro.O])
	}
	b.take(free[short], min(need[short], len(free[short])), short)
	// The long colour's kept cells come first: a random subset; the holes
	// are placed before recolouring, so that each check sees the final
	// neighbourhood minus later recolourings, which it rechecks itself.
	cand := free[long]
	keep := need[long] + flips
	partialShuffle(b.r, cand, keep)
	for _, idx := range cand[:keep] {
		g.set(idx, int8(long))
	}
	flipped := 0
	kept := cand[:0:0]
	for _, idx := range cand[:keep] {
		if flipped < flips && g.canHold(idx, short) {
			g.set(idx, int8(short))
			b.stones[short] = append(b.stones[short], idx)
			flipped++
			continue
		}
		kept = append(kept, idx)
	}
	if flipped < flips {
		return retry("could not balance the colours (%d of %d recolourings)", flipped, flips)
	}
	b.stones[long] = append(b.stones[long], kept...)
	return nil
}

// take puts p's stones on m cells chosen at random from cells.
func (b *builder) take(cells []int32, m int, p caro.Player) {
	partialShuffle(b.r, cells, m)
	for _, idx := range cells[:m] {
		b.g.set(idx, int8(p))
	}
	b.stones[p] = append(b.stones[p], cells[:m]...)
}

// partialShuffle moves a uniform random m-subset of s to its front.
func partialShuffle(r *rand.Rand, s []int32, m int) {
	for i := range m {
		j := i + r.IntN(len(s)-i)
		s[i], s[j] = s[j], s[i]
	}
}

// slotPin asks for stone cell to land in slot [lo, hi) of its colour's
// list (slot s of X is move 2s+1, of O move 2s+2).
type slotPin struct {
	cell   int32
	lo, hi int
}

// order interleaves the stones into moves: the winning stone is exactly
// move t, the rest of its line earlier, each later five's last stone
// after t, everything else at random.
func (b *builder) order() (*caro.Case, caro.Result, error) {
	d := b.d
	var pins [3][]slotPin
	var res caro.Result
	if d.winner != caro.None {
		main := b.lines[0]
		w := count(d.winner, d.t) - 1
		for i, idx := range main.cells {
			if i == main.pos {
				pins[d.winner] = append(pins[d.winner], slotPin{idx, w, w + 1})
			} else {
				pins[d.winner] = append(pins[d.winner], slotPin{idx, 0, w})
			}
		}
		toR, toC := main.cellAt(main.length - 1)
		res = caro.Result{Move: d.t, Winner: d.winner, Dir: main.dir, From: main.from,
			To: caro.Move{R: int32(toR), C: int32(toC)}, Length: main.length}
		for _, l := range b.lines[1:] {
			c := l.colour
			pins[c] = append(pins[c], slotPin{l.cells[l.pos], count(c, d.t), len(b.stones[c])})
		}
	}
	var lists [3][]int32
	for c := caro.X; c <= caro.O; c++ {
		var err error
		if lists[c], err = b.arrange(b.stones[c], b.nFixed[c], pins[c]); err != nil {
			return nil, res, err
		}
	}
	moves := make([]caro.Move, d.k)
	for i := range moves {
		idx := lists[caro.Mover(i+1)][i/2]
		r, c := b.g.coords(idx)
		moves[i] = caro.Move{R: int32(r), C: int32(c)}
	}
	return &caro.Case{N: d.n, Moves: moves}, res, nil
}

// arrange orders one colour's stones: pinned stones in a random free slot
// of their range (tightest ranges first), the others shuffled around them.
func (b *builder) arrange(stones []int32, fixed int, pins []slotPin) ([]int32, error) {
	out := make([]int32, len(stones))
	used := make([]bool, len(stones))
	slices.SortStableFunc(pins, func(x, y slotPin) int { return (x.hi - x.lo) - (y.hi - y.lo) })
	for _, p := range pins {
		if p.lo >= p.hi || p.hi > len(stones) {
			return nil, fmt.Errorf("%s: no slot in [%d, %d) of %d for a planted stone", b.d.kind, p.lo, p.hi, len(stones))
		}
		s := p.lo + b.r.IntN(p.hi-p.lo)
		for tries := 0; used[s]; tries++ {
			if tries > 64 {
				s = firstFree(used, p.lo, p.hi)
				if s < 0 {
					return nil, fmt.Errorf("%s: slots [%d, %d) are all taken", b.d.kind, p.lo, p.hi)
				}
				break
			}
			s = p.lo + b.r.IntN(p.hi-p.lo)
		}
		used[s] = true
		out[s] = p.cell
	}
	// Pinned stones are line stones, among the first nFixed.
	rest := make([]int32, 0, len(stones)-len(pins))
	for _, idx := range stones[:fixed] {
		if !slices.ContainsFunc(pins, func(p slotPin) bool { return p.cell == idx }) {
			rest = append(rest, idx)
		}
	}
	rest = append(rest, stones[fixed:]...)
	b.r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	j := 0
	for s := range out {
		if !used[s] {
			out[s] = rest[j]
			j++
		}
	}
	return out, nil
}

func firstFree(used []bool, lo, hi int) int {
	for s := lo; s < hi; s++ {
		if !used[s] {
			return s
		}
	}
	return -1
}

// verify replays c with caro.Play: its first win must be exactly the
// planted one (zero when nothing was planted).
func verify(kind string, c *caro.Case, want caro.Result) error {
	got, _ := caro.Play(c)
	if got != want {
		return fmt.Errorf("%s: construction failed: planted %s, but the game gives %s", kind, describe(want), describe(got))
	}
	return nil
}

func describe(r caro.Result) string {
	if r.Move == 0 {
		return "no win"
	}
	return fmt.Sprintf("%s wins at move %d with %d %s from %s to %s", r.Winner, r.Move, r.Length, r.Dir, cellText(r.From), cellText(r.To))
}

func cellText(m caro.Move) string {
	return strconv.Itoa(int(m.R)) + "," + strconv.Itoa(int(m.C))
}

// resultFacts are the facts every kind reports about the first win.
func resultFacts(res caro.Result) map[string]string {
	f := map[string]string{"winner": res.Winner.String(), "move": strconv.Itoa(res.Move)}
	if res.Move > 0 {
		f["dir"] = res.Dir.Code()
		f["from"] = cellText(res.From)
		f["to"] = cellText(res.To)
		f["length"] = strconv.Itoa(res.Length)
	}
	return f
}

func (b *builder) facts(res caro.Result) map[string]string {
	f := resultFacts(res)
	f["region"] = b.g.reg.String()
	if res.Move > 0 {
		main := b.lines[0]
		r, c := main.cellAt(main.pos)
		f["stone"] = cellText(caro.Move{R: int32(r), C: int32(c)})
		f["pos"] = strconv.Itoa(main.pos)
		f["later"] = strconv.Itoa(len(b.lines) - 1)
		if b.d.edge != "" {
			f["edge"] = b.d.edge
		}
	}
	return f
}
