// Package gen holds the Caro test generators: one entry per kind in the
// table of Kinds, each turning its parameters and a seed into a case and
// the win planted in it (a line of a given direction and length, its
// last stone at an end, in the middle or against the border, at a chosen
// move), checked against caro.Play before it is returned. Random draws
// small-to-large cases from the same kinds for stress testing.
//
// The cases are built on a background that never holds five in a row (a
// period-4 colouring, see pattern), so that the planted line is the only
// possible win until its last stone, wherever the move order puts it.
package gen

import (
	"hash/fnv"
	"math"
	"math/rand/v2"
	"strconv"

	"carokit/caro"
	"carokit/problem"
)

// kind is one generator before it is wrapped for the engine.
type kind struct {
	name    string
	summary string
	params  []problem.Param
	make    func(a problem.Args, r *rand.Rand) (*built, error)
}

// kinds is the table of generator kinds, in the order `carokit gen
// --list` shows them. A new kind is one entry here.
var kinds = []kind{
	{"line", "a plain five in a chosen direction, completed at one end",
		[]problem.Param{pN, pK, pFill, pDir, pWinner, pAt, pLater},
		plantKind{pos: "end", hasLater: true}.make},
	{"mid-fill", "a five completed by a stone in its middle (X _ X X X, X X _ X X, X X X _ X)",
		[]problem.Param{pN, pK, pFill, pDir, {Name: "gap", Default: "random", Usage: "index 1..3 of the winning stone in the five, or random"}, pWinner, pAt, pLater},
		plantKind{pos: "gap", hasLater: true}.make},
	{"long-run", "a stone joining two runs into exactly 6 or 7 in a row",
		[]problem.Param{pN, pK, pFill, pDir, {Name: "len", Default: "random", Usage: "length of the run: 6, 7 or random"}, pPos, pWinner, pAt, pLater},
		plantKind{lens: []int{6, 7}, pos: "param", hasLater: true}.make},
	{"edge-win", "a winning line against the border or in a corner",
		[]problem.Param{pN, pK, pFill, {Name: "edge", Default: "random", Usage: "top, bottom, left, right, corner or random"}, pDir, pLen5,
			{Name: "pos", Default: "border", Usage: "which stone wins: border (one on that border, the corner cell for corner), a 0-based index, end, mid or random"},
			pWinner, pAt, pLater},
		plantKind{lens: []int{5, 6, 7}, pos: "border", edge: true, hasLater: true}.make},
	{"late-win", "a win after at least 95% of the moves, with later fives of both players after it",
		[]problem.Param{pN, pK, pFill, pDir, pLen5, pPos, pWinner,
			{Name: "at", Default: "97%", Usage: `the winning move t ≥ 95% of K: a number, a percentage of K ("97%"), end or random`},
			{Name: "later", Default: "2", Usage: "how many fives (alternately O and X) are completed after the win"}},
		plantKind{lens: []int{5, 6, 7}, pos: "param", late: true, hasLater: true}.make},
	{"last-move-win", "a win on exactly move K (X when K is odd, O when even)",
		[]problem.Param{pN, pK, pFill, pDir, pLen5, pPos, pWinner},
		plantKind{lens: []int{5, 6, 7}, pos: "param", last: true}.make},
	{"dense-block", "stones packed into a rows×cols block, no five until a planted late win (or none)",
		[]problem.Param{{Name: "n", Default: "300", Usage: "board size N (1..5000)"},
			{Name: "rows", Default: "200", Usage: "block height"}, {Name: "cols", Default: "240", Usage: "block width"},
			{Name: "row0", Default: "random", Usage: "block's first row: a number, random or centre"},
			{Name: "col0", Default: "random", Usage: "block's first column: a number, random or centre"},
			{Name: "k", Default: "auto", Usage: `number of moves, at most rows·cols; "auto" leaves 1% of the block empty`},
			pDir, pLen5, pPos, {Name: "winner", Default: "random", Usage: "who wins: x, o, random or none"},
			{Name: "at", Default: "97%", Usage: `the winning move t: a number, a percentage of K ("97%"), end or random`}, pLater},
		plantKind{lens: []int{5, 6, 7}, pos: "param", block: true, hasLater: true}.make},
	{"full-no-win", "the whole board (or a block of K cells) completely filled, nobody wins",
		[]problem.Param{pN, {Name: "k", Default: "auto", Usage: `number of moves; "auto" = min(N², 300000): the whole board when it fits`},
			{Name: "rows", Default: "auto", Usage: "block height, or auto (square-ish)"}, {Name: "cols", Default: "auto", Usage: "block width, or auto"},
			{Name: "row0", Default: "random", Usage: "block's first row: a number, random or centre"},
			{Name: "col0", Default: "random", Usage: "block's first column: a number, random or centre"}},
		makeFullNoWin},
	{"random", "distinct cells drawn uniformly; the answer is whatever the game gives",
		[]problem.Param{pN, {Name: "k", Default: "random", Usage: "number of moves ≤ min(N², 300000), or random"}},
		makeRandom},
	{"tiny", "a board of N < 5 (nobody can win), randomly filled",
		[]problem.Param{{Name: "n", Default: "random", Usage: "board size 1..4, or random"}, {Name: "k", Default: "random", Usage: "number of moves ≤ N², or random"}},
		makeTiny},
}

// Kinds returns every generator kind, in the order `carokit gen --list`
// shows them.
func Kinds() []problem.Generator {
	out := make([]problem.Generator, len(kinds))
	for i, k := range kinds {
		out[i] = problem.Generator{Kind: k.name, Summary: k.summary, Params: k.params, Generate: k.generate}
	}
	return out
}

// generate runs the kind from its own seeded source: the seed and a
// constant of the kind, so two kinds with one seed differ.
func (k kind) generate(a problem.Args) (problem.Generated, error) {
	b, err := k.make(a, k.rand(a.Seed))
	if err != nil {
		return problem.Generated{}, err
	}
	return problem.Generated{
		Input:  b.c.Text(),
		Answer: append(strconv.AppendInt(nil, int64(b.res.Move), 10), '\n'),
		Facts:  b.facts,
	}, nil
}

func (k kind) rand(seed uint64) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(k.name))
	return rand.New(rand.NewPCG(seed, h.Sum64()))
}

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

func (pk plantKind) design(a problem.Args, r *rand.Rand) (*design, error) {
	d := &design{kind: a.Kind}
	var err error
	if d.n, err = readN(a, 1); err != nil {
		return nil, err
	}
	if pk.block {
		if err := readBlock(a, d); err != nil {
			return nil, err
		}
	} else {
		if d.k, err = readK(a, d.n, autoK(d.n)); err != nil {
			return nil, err
		}
		if d.fill, err = readFill(a); err != nil {
			return nil, err
		}
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
	d.length = caro.WinLength
	if pk.lens != nil {
		if d.length, err = readLen(a, r, pk.lens...); err != nil {
			return nil, err
		}
	}
	if d.length > d.n {
		return nil, paramErr(a, "a line of %d does not fit on a %dx%d board", d.length, d.n, d.n)
	}
	if pk.pos == "border" && a.String("pos") == "border" {
		d.posBorder = true
	}
	fits := func(dir caro.Direction) bool {
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
		return !d.posBorder || d.length == caro.WinLength || dir == caro.Horizontal || dir == caro.Vertical
	}
	if d.dir, err = pickDir(a, r, fits); err != nil {
		return nil, err
	}
	d.later = splitLater(later)
	tm := timing{k: d.k, length: d.length, later: d.later}
	if pk.late {
		tm.from = (95*d.k + 99) / 100
	}
	if pk.last {
		d.t = d.k
		if w != caro.None && caro.Mover(d.k) != w {
			return nil, paramErr(a, "--winner %s cannot play the last move %d: it is %s's", lower(w), d.k, caro.Mover(d.k))
		}
		d.winner = caro.Mover(d.k)
		if lo := tm.lo(d.winner); d.k < lo {
			return nil, paramErr(a, "K = %d is too small: %s needs %d stones on the board before winning, so K ≥ %d", d.k, d.winner, d.length-1, lo)
		}
	} else {
		at, err := readAt(a)
		if err != nil {
			return nil, err
		}
		if d.winner, d.t, err = chooseWin(a, r, w, at, tm); err != nil {
			return nil, err
		}
	}
	for c := caro.X; c <= caro.O; c++ {
		need := caro.WinLength * d.later[c]
		if c == d.winner {
			need += d.length
		}
		if need > count(c, d.k) {
			return nil, paramErr(a, "K = %d gives %s only %d stones, fewer than the %d its planted lines need", d.k, c, count(c, d.k), need)
		}
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

// pickDir reads --dir, drawing a random one among those that fit.
func pickDir(a problem.Args, r *rand.Rand, fits func(caro.Direction) bool) (caro.Direction, error) {
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
	var ok []caro.Direction
	for _, d := range caro.Directions {
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
		if !d.posBorder || d.length == caro.WinLength {
			return true
		}
		return (d.dir == caro.Horizontal && (e == "top" || e == "bottom")) || (d.dir == caro.Vertical && (e == "left" || e == "right"))
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
	auto := min(d.cells, caro.CaroLimits.MaxK) - d.cells/100
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

// makeFullNoWin fills the whole board, or a block of exactly K cells
// (row-major, the last row possibly partial), with no five anywhere.
func makeFullNoWin(a problem.Args, r *rand.Rand) (*built, error) {
	d := &design{kind: a.Kind}
	var err error
	if d.n, err = readN(a, 1); err != nil {
		return nil, err
	}
	if d.k, err = readK(a, d.n, caro.CaroLimits.MaxMoves(d.n)); err != nil {
		return nil, err
	}
	rows, rkw, err := intOr(a, "rows", 1, d.n, "auto")
	if err != nil {
		return nil, err
	}
	cols, ckw, err := intOr(a, "cols", 1, d.n, "auto")
	if err != nil {
		return nil, err
	}
	switch {
	case rkw != "" && ckw != "" && d.k == d.n*d.n:
		rows, cols = d.n, d.n
	case rkw != "" && ckw != "":
		cols = min(d.n, int(math.Ceil(math.Sqrt(float64(d.k)))))
		rows = (d.k + cols - 1) / cols
	case rkw != "":
		rows = (d.k + cols - 1) / cols
	case ckw != "":
		cols = (d.k + rows - 1) / rows
	}
	if rows > d.n || cols > d.n {
		return nil, paramErr(a, "a block of %d cells needs %dx%d, larger than the %dx%d board", d.k, rows, cols, d.n, d.n)
	}
	if rows*cols < d.k {
		return nil, paramErr(a, "--rows %d --cols %d hold %d cells, fewer than K = %d", rows, cols, rows*cols, d.k)
	}
	d.rows, d.cols, d.cells = rows, cols, d.k
	if d.row0, err = readAnchor(a, "row0", d.n, rows); err != nil {
		return nil, err
	}
	if d.col0, err = readAnchor(a, "col0", d.n, cols); err != nil {
		return nil, err
	}
	b, err := d.build(r)
	if err != nil {
		return nil, err
	}
	b.facts["rows"], b.facts["cols"] = strconv.Itoa(rows), strconv.Itoa(cols)
	return b, nil
}

// makeRandom scatters K distinct cells uniformly; the game decides.
func makeRandom(a problem.Args, r *rand.Rand) (*built, error) {
	n, err := readN(a, 1)
	if err != nil {
		return nil, err
	}
	maxK := caro.CaroLimits.MaxMoves(n)
	k, kw, err := intOr(a, "k", 1, maxK, "random")
	if err != nil {
		return nil, err
	}
	if kw != "" {
		k = 1 + r.IntN(maxK)
	}
	c := &caro.Case{N: n, Moves: scatter(r, n, k)}
	res, _ := caro.Play(c)
	return &built{c: c, res: res, facts: resultFacts(res)}, nil
}

// makeTiny fills part of a board too small for five: the answer is 0.
func makeTiny(a problem.Args, r *rand.Rand) (*built, error) {
	n, kw, err := intOr(a, "n", 1, caro.WinLength-1, "random")
	if err != nil {
		return nil, err
	}
	if kw != "" {
		n = 1 + r.IntN(caro.WinLength-1)
	}
	k, kw, err := intOr(a, "k", 1, n*n, "random")
	if err != nil {
		return nil, err
	}
	if kw != "" {
		k = 1 + r.IntN(n*n)
	}
	c := &caro.Case{N: n, Moves: scatter(r, n, k)}
	if err := verify(a.Kind, c, caro.Result{}); err != nil {
		return nil, err
	}
	return &built{c: c, facts: resultFacts(caro.Result{})}, nil
}

// scatter draws k distinct cells of an n×n board uniformly, in random
// order: a partial shuffle when they are at least half the board, else
// rejection against a bitset (3 MB at N = 5000).
func scatter(r *rand.Rand, n, k int) []caro.Move {
	total := n * n
	moves := make([]caro.Move, 0, k)
	if 2*k >= total {
		cells := make([]int32, total)
		for i := range cells {
			cells[i] = int32(i)
		}
		partialShuffle(r, cells, k)
		for _, i := range cells[:k] {
			moves = append(moves, caro.Move{R: i/int32(n) + 1, C: i%int32(n) + 1})
		}
		return moves
	}
	seen := make([]uint64, (total+63)/64)
	for len(moves) < k {
		i := r.IntN(total)
		if seen[i>>6]>>(i&63)&1 != 0 {
			continue
		}
		seen[i>>6] |= 1 << (i & 63)
		moves = append(moves, caro.Move{R: int32(i/n + 1), C: int32(i%n + 1)})
	}
	return moves
}
