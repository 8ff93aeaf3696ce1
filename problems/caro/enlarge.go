package caro

import (
	carobrute "carokit/brute/caro"
	"carokit/problems/caro/game"
	"carokit/subtasks"
)

// enlargeTries bounds the sides Enlarge proposes: from the subtask's
// largest down. enlargeMargin is how many times the work limit brute's
// scans of the padding reach: a test brute times out on in earnest, not
// by its cost model alone.
const (
	enlargeTries  = 64
	enlargeMargin = 4
)

// Enlarge grows a small case into cases of a subtask whose tests must
// make brute time out (problem.Enlarger): the small case's moves are
// kept at the same cells, counted from the top-left corner, of a board
// of each side the subtask allows, largest first; before them come
// padding moves, an even number (the small case's moves keep their
// players), below the small board past an empty row, in a pattern where
// nobody has more than two in a row, enough for brute's scans of that
// board to reach four times the work limit before the small case's
// first move. The
// answer moves by the padding; what a wrong program does near the top
// rows, and what the border cells hold, stay, where the side matters
// (a program that reads outside its board reads what lies beside it).
func (p *Problem) Enlarge(input []byte, bounds subtasks.Values) ([][]byte, error) {
	small, err := game.ReadStrict("counterexample", input, game.CaroLimits)
	if err != nil {
		return nil, err
	}
	used := 0 // the rows and columns the small case's moves reach
	for _, m := range small.Moves {
		used = max(used, int(m.R), int(m.C))
	}
	maxN, maxK := game.CaroLimits.MaxN, game.CaroLimits.MaxK
	if b, ok := bounds["N"]; ok {
		maxN = min(maxN, int(b))
	}
	if b, ok := bounds["K"]; ok {
		maxK = min(maxK, int(b))
	}
	var out [][]byte
	for n := maxN; n >= used+game.WinLength+2 && len(out) < enlargeTries; n-- {
		pad := padding(n, used+2, enlargeMargin*p.spec.Work.TimeLimitMin)
		if pad == nil || len(pad)+len(small.Moves) > min(maxK, n*n) {
			continue
		}
		c := &game.Case{N: n, Moves: append(pad, small.Moves...)}
		out = append(out, c.Text())
	}
	return out, nil
}

// padding is an even number of moves, X's and O's in turn, on the rows
// from row0 of an n×n board: enough that brute's scans of the board
// before the next move read at least work cells (nil: the rows hold too
// few). A cell is X's when its pair of columns and its row have the same
// parity: two in a row at most, along every line.
func padding(n, row0 int, work int64) []game.Move {
	per := carobrute.WindowReads(n)
	if per <= 0 {
		return nil
	}
	need := int((work+per-1)/per) + 2
	need += need % 2
	var xs, ohs []game.Move
	for r := row0; r <= n && len(ohs) < need/2; r++ {
		for c := 1; c <= n; c++ {
			m := game.Move{R: int32(r), C: int32(c)}
			if ((c-1)/2+r)%2 == 0 {
				xs = append(xs, m)
			} else {
				ohs = append(ohs, m)
			}
		}
	}
	if len(xs) < need/2 || len(ohs) < need/2 {
		return nil
	}
	out := make([]game.Move, 0, need)
	for i := range need / 2 {
		out = append(out, xs[i], ohs[i])
	}
	return out
}
