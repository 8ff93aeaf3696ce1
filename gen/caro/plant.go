package carogen

import (
	"math/rand/v2"

	"carokit/problem"
	"carokit/problems/caro/game"
)

// plantKind says how a planting kind reads its parameters into a design.
type plantKind struct {
	lens     []int  // values --len accepts; nil: no --len, the line has 5
	pos      string // "param" (--pos), "end" (an end stone), "gap" (--gap), "border" (--pos, default border)
	edge     bool   // --edge
	last     bool   // the win is move K
	late     bool   // the win is at 95% of K or later
	block    bool   // an explicit block (--rows --cols --row0 --col0); --winner none allowed
	hasLater bool   // --later
}

func (pk plantKind) make(a problem.Args, r *rand.Rand) (*built, error) {
	d, err := pk.design(a, r)
	if err != nil {
		return nil, err
	}
	return d.build(r)
}

// design reads a planting kind's parameters into a design. The reads
// happen in a fixed order, since some draw from r: the order is part of
// what makes a test reproducible from its command line.
func (pk plantKind) design(a problem.Args, r *rand.Rand) (*design, error) {
	d := &design{kind: a.Kind, checked: a.AnswerChecked}
	if err := pk.readSize(a, d); err != nil {
		return nil, err
	}
	w, none, err := readWinner(a, pk.block)
	if err != nil {
		return nil, err
	}
	later := 0
	if pk.hasLater {
		if later, err = readLater(a); err != nil {
			return nil, err
		}
	}
	if none {
		if later > 0 {
			return nil, paramErr(a, "--later %d needs a win first (--winner none plants no fives)", later)
		}
		return d, nil
	}
	if err := pk.readLine(a, r, d); err != nil {
		return nil, err
	}
	d.later = splitLater(later)
	if err := pk.readWin(a, r, d, w); err != nil {
		return nil, err
	}
	if err := d.checkStones(a); err != nil {
		return nil, err
	}
	if d.pos, err = readPosRule(a, r, pk.pos, d.length); err != nil {
		return nil, err
	}
	if pk.edge {
		if d.edge, err = readEdge(a, r, d); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// readSize reads the board size and either the block or K and the fill.
func (pk plantKind) readSize(a problem.Args, d *design) error {
	var err error
	if d.n, err = readN(a, 1); err != nil {
		return err
	}
	if pk.block {
		return readBlock(a, d)
	}
	if d.k, err = readK(a, d.n, autoK(d.n)); err != nil {
		return err
	}
	d.fill, err = readFill(a)
	return err
}

// readLine reads the winning line's length and direction.
func (pk plantKind) readLine(a problem.Args, r *rand.Rand, d *design) error {
	var err error
	d.length = game.WinLength
	if pk.lens != nil {
		if d.length, err = readLen(a, r, pk.lens...); err != nil {
			return err
		}
	}
	if d.length > d.n {
		return paramErr(a, "a line of %d does not fit on a %dx%d board", d.length, d.n, d.n)
	}
	if pk.pos == "border" && a.String("pos") == "border" {
		d.posBorder = true
	}
	fits := func(dir game.Direction) bool {
		dr, dc := dir.Step()
		h, wd := d.n, d.n
		if pk.block {
			h, wd = d.rows, d.cols
		}
		if (dr != 0 && h < d.length) || (dc != 0 && wd < d.length) {
			return false
		}
		// A run longer than five completes only in its interior, and
		// only a line along the border has interior cells on it.
		return !d.posBorder || d.length == game.WinLength || dir == game.Horizontal || dir == game.Vertical
	}
	d.dir, err = pickDir(a, r, fits)
	return err
}

// readWin chooses the winning move and its player (w, or drawn).
func (pk plantKind) readWin(a problem.Args, r *rand.Rand, d *design, w game.Player) error {
	tm := timing{k: d.k, length: d.length, later: d.later}
	if pk.late {
		tm.from = (95*d.k + 99) / 100
	}
	if !pk.last {
		at, err := readAt(a)
		if err != nil {
			return err
		}
		d.winner, d.t, err = chooseWin(a, r, w, at, tm)
		return err
	}
	d.t = d.k
	if w != game.None && game.Mover(d.k) != w {
		return paramErr(a, "--winner %s cannot play the last move %d: it is %s's", lower(w), d.k, game.Mover(d.k))
	}
	d.winner = game.Mover(d.k)
	if lo := tm.lo(d.winner); d.k < lo {
		return paramErr(a, "K = %d is too small: %s needs %d stones on the board before winning, so K ≥ %d", d.k, d.winner, d.length-1, lo)
	}
	return nil
}

// checkStones refuses a K that gives a player fewer stones than the lines
// planted for them need.
func (d *design) checkStones(a problem.Args) error {
	for c := game.X; c <= game.O; c++ {
		need := game.WinLength * d.later[c]
		if c == d.winner {
			need += d.length
		}
		if need > count(c, d.k) {
			return paramErr(a, "K = %d gives %s only %d stones, fewer than the %d its planted lines need", d.k, c, count(c, d.k), need)
		}
	}
	return nil
}

// pickDir reads --dir, drawing a random one among those that fit.
func pickDir(a problem.Args, r *rand.Rand, fits func(game.Direction) bool) (game.Direction, error) {
	if a.String("dir") != "random" {
		d, err := readDir(a)
		if err != nil {
			return 0, err
		}
		if !fits(d) {
			return 0, paramErr(a, "a %s line does not fit these parameters (board, block or --pos border with a run longer than 5)", d)
		}
		return d, nil
	}
	var ok []game.Direction
	for _, d := range game.Directions {
		if fits(d) {
			ok = append(ok, d)
		}
	}
	if len(ok) == 0 {
		return 0, paramErr(a, "no direction fits a line of this length here")
	}
	return ok[r.IntN(len(ok))], nil
}

// readPosRule settles the index of the winning stone for the kind's rule.
func readPosRule(a problem.Args, r *rand.Rand, rule string, l int) (int, error) {
	switch rule {
	case "end":
		return []int{0, l - 1}[r.IntN(2)], nil
	case "gap":
		g, kw, err := intOr(a, "gap", 1, 3, "random")
		if err != nil {
			return 0, err
		}
		if kw == "random" {
			g = 1 + r.IntN(3)
		}
		return g, nil
	case "border":
		if a.String("pos") == "border" {
			return 0, nil // chosen once the line is on the board
		}
	}
	return readPos(a, r, l)
}

// readEdge reads --edge; random picks a border the line can win against.
func readEdge(a problem.Args, r *rand.Rand, d *design) (string, error) {
	e, err := a.Choice("edge", "top", "bottom", "left", "right", "corner", "random")
	if err != nil {
		return "", err
	}
	ok := func(e string) bool {
		if !d.posBorder || d.length == game.WinLength {
			return true
		}
		return (d.dir == game.Horizontal && (e == "top" || e == "bottom")) || (d.dir == game.Vertical && (e == "left" || e == "right"))
	}
	if e != "random" {
		if !ok(e) {
			return "", paramErr(a, "a %d-run %s has only its end stones on the %s border, and an end stone cannot complete it", d.length, d.dir, e)
		}
		return e, nil
	}
	var opts []string
	for _, e := range []string{"top", "bottom", "left", "right", "corner"} {
		if ok(e) {
			opts = append(opts, e)
		}
	}
	return opts[r.IntN(len(opts))], nil
}

// readBlock reads the explicit block of dense-block and its K.
func readBlock(a problem.Args, d *design) error {
	var err error
	if d.rows, err = a.Int("rows", 1, d.n); err != nil {
		return err
	}
	if d.cols, err = a.Int("cols", 1, d.n); err != nil {
		return err
	}
	d.cells = d.rows * d.cols
	if d.row0, err = readAnchor(a, "row0", d.n, d.rows); err != nil {
		return err
	}
	if d.col0, err = readAnchor(a, "col0", d.n, d.cols); err != nil {
		return err
	}
	auto := min(d.cells, game.CaroLimits.MaxK) - d.cells/100
	if d.k, err = readK(a, d.n, auto); err != nil {
		return err
	}
	if d.k > d.cells {
		return paramErr(a, "--k %d is more than the %dx%d block holds (%d)", d.k, d.rows, d.cols, d.cells)
	}
	return nil
}

// readAnchor reads --row0/--col0: a number, random (0) or centre (−1).
func readAnchor(a problem.Args, name string, n, size int) (int, error) {
	v, kw, err := intOr(a, name, 1, n-size+1, "random", "centre", "center")
	switch {
	case err != nil:
		return 0, err
	case kw == "random":
		return 0, nil
	case kw != "":
		return -1, nil
	}
	return v, nil
}
