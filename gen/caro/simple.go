package carogen

import (
	"math"
	"math/rand/v2"
	"strconv"

	"carokit/problem"
	"carokit/problems/caro/game"
)

// makeFullNoWin fills the whole board, or a block of exactly K cells
// (row-major, the last row possibly partial), with no five anywhere.
func makeFullNoWin(a problem.Args, r *rand.Rand) (*built, error) {
	d := &design{kind: a.Kind, checked: a.AnswerChecked}
	var err error
	if d.n, err = readN(a, 1); err != nil {
		return nil, err
	}
	if d.k, err = readK(a, d.n, game.CaroLimits.MaxMoves(d.n)); err != nil {
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
	maxK := game.CaroLimits.MaxMoves(n)
	k, kw, err := intOr(a, "k", 1, maxK, "random")
	if err != nil {
		return nil, err
	}
	if kw != "" {
		k = 1 + r.IntN(maxK)
	}
	c := &game.Case{N: n, Moves: scatter(r, n, k)}
	res, _ := game.Play(c)
	return &built{c: c, res: res, facts: resultFacts(res)}, nil
}

// makeTiny fills part of a board too small for five: the answer is 0.
func makeTiny(a problem.Args, r *rand.Rand) (*built, error) {
	n, kw, err := intOr(a, "n", 1, game.WinLength-1, "random")
	if err != nil {
		return nil, err
	}
	if kw != "" {
		n = 1 + r.IntN(game.WinLength-1)
	}
	k, kw, err := intOr(a, "k", 1, n*n, "random")
	if err != nil {
		return nil, err
	}
	if kw != "" {
		k = 1 + r.IntN(n*n)
	}
	c := &game.Case{N: n, Moves: scatter(r, n, k)}
	if err := verify(a.Kind, c, game.Result{}); err != nil {
		return nil, err
	}
	return &built{c: c, facts: resultFacts(game.Result{})}, nil
}

// scatter draws k distinct cells of an n×n board uniformly, in random
// order: a partial shuffle when they are at least half the board, else
// rejection against a bitset (3 MB at N = 5000).
func scatter(r *rand.Rand, n, k int) []game.Move {
	total := n * n
	moves := make([]game.Move, 0, k)
	if 2*k >= total {
		cells := make([]int32, total)
		for i := range cells {
			cells[i] = int32(i)
		}
		partialShuffle(r, cells, k)
		for _, i := range cells[:k] {
			moves = append(moves, game.Move{R: i/int32(n) + 1, C: i%int32(n) + 1})
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
		moves = append(moves, game.Move{R: int32(i/n + 1), C: int32(i%n + 1)})
	}
	return moves
}
