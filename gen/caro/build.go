package carogen

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"

	"carokit/problem"
	"carokit/problems/caro/game"
)

// design is everything a planting kind decided from its parameters. The
// builder draws the rest (where the line and the block go, the pattern,
// the holes, the order of the moves) and retries when a draw fails.
type design struct {
	kind    string
	n, k    int
	checked bool // the caller checks the planted answer: no replay here (problem.Args.AnswerChecked)

	// The region holding the stones: an explicit block when rows > 0
	// (cells of it, row-major; row0/col0 0 means random, -1 centred),
	// otherwise a block of density fill around the win (0: the board).
	rows, cols, cells int
	row0, col0        int
	fill              float64

	// The planted win, when winner != caro.None.
	winner    game.Player
	t         int
	dir       game.Direction
	length    int
	pos       int    // index of the winning stone, from the line's From end
	edge      string // the line touches this border: top, bottom, left, right, corner, or ""
	posBorder bool   // the winning stone is chosen on that border (or the corner)
	later     [3]int // fives completed after t, per colour
}

// built is a finished case and what it holds.
type built struct {
	c     *game.Case
	res   game.Result // the planted first win; zero when nobody wins
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

// try is one attempt: place the lines and the region, plant, fill the
// background, order the moves and check the result with the game.
func (d *design) try(r *rand.Rand) (*built, error) {
	b := &builder{d: d, r: r}
	for p := game.X; p <= game.O; p++ {
		b.target[p] = count(p, d.k)
		b.stones[p] = make([]int32, 0, b.target[p])
	}
	ab := patternCoefs[r.IntN(len(patternCoefs))]
	b.pat = pattern{a: ab[0], b: ab[1], phase: r.IntN(4)}

	var main *line
	var reg region
	if d.rows > 0 {
		reg = region{rows: d.rows, cols: d.cols, cells: d.cells}
		reg.r0 = anchor(r, d.row0, d.n, d.rows)
		reg.c0 = anchor(r, d.col0, d.n, d.cols)
		var ok bool
		main, ok = b.placeLine(d.winner, d.dir, d.length, reg.r0, reg.r0+reg.rows-1, reg.c0, reg.c0+reg.cols-1, "")
		if !ok {
			return nil, fmt.Errorf("%s: a line of %d %s does not fit the %dx%d block", d.kind, d.length, d.dir, d.rows, d.cols)
		}
	} else {
		var ok bool
		main, ok = b.placeLine(d.winner, d.dir, d.length, 1, d.n, 1, d.n, d.edge)
		if !ok {
			return nil, fmt.Errorf("%s: a line of %d %s does not fit on the %dx%d board", d.kind, d.length, d.dir, d.n, d.n)
		}
		reg = b.fillRegion(main)
	}
	// Scattering beats listing the free cells once they outnumber the
	// stones three to one (the whole 5000×5000 board for 300000 moves).
	b.g = newGrid(reg, reg.cells > 3*d.k)
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
	for c := game.X; c <= game.O; c++ {
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
	b.nFixed[game.X], b.nFixed[game.O] = len(b.stones[game.X]), len(b.stones[game.O])
	if err := b.fill(); err != nil {
		return nil, err
	}
	c, res, err := b.order()
	if err != nil {
		return nil, err
	}
	if !d.checked {
		if err := verify(d.kind, c, res); err != nil {
			return nil, err
		}
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

// verify replays c with caro.Play: its first win must be exactly the
// planted one (zero when nothing was planted).
func verify(kind string, c *game.Case, want game.Result) error {
	got, _ := game.Play(c)
	if got != want {
		return fmt.Errorf("%s: construction failed: planted %s, but the game gives %s", kind, describe(want), describe(got))
	}
	return nil
}

func describe(r game.Result) string {
	if r.Move == 0 {
		return "no win"
	}
	return fmt.Sprintf("%s wins at move %d with %d %s from %s to %s", r.Winner, r.Move, r.Length, r.Dir, cellText(r.From), cellText(r.To))
}

func cellText(m game.Move) string {
	return strconv.Itoa(int(m.R)) + "," + strconv.Itoa(int(m.C))
}

// resultFacts are the facts every kind reports about the first win.
func resultFacts(res game.Result) map[string]string {
	f := map[string]string{"winner": res.Winner.String(), "move": strconv.Itoa(res.Move)}
	if res.Move > 0 {
		f["dir"] = res.Dir.Code()
		f["from"] = cellText(res.From)
		f["to"] = cellText(res.To)
		f["length"] = strconv.Itoa(res.Length)
	}
	return f
}

// facts adds what the builder planted: the region, the winning stone and
// its index in the line, the number of later fives and the border.
func (b *builder) facts(res game.Result) map[string]string {
	f := resultFacts(res)
	f["region"] = b.g.reg.String()
	if res.Move > 0 {
		main := b.lines[0]
		r, c := main.cellAt(main.pos)
		f["stone"] = cellText(game.Move{R: int32(r), C: int32(c)})
		f["pos"] = strconv.Itoa(main.pos)
		f["later"] = strconv.Itoa(len(b.lines) - 1)
		if b.d.edge != "" {
			f["edge"] = b.d.edge
		}
	}
	return f
}
