// Package joc7 holds Joc 7's generator kinds. Each plants what it
// promises (a win on a given line, by a given player, at a given mark; a
// full board nobody wins) and verifies it with the problem's own rules
// (game.Play) before returning, retrying with fresh randomness.
package joc7

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"carokit/problem"
	"carokit/problems/joc7/game"
)

// attempts bounds the retries of one planted round.
const attempts = 20000

// plantWin draws round i of an N×N board that player p wins on line l at
// mark t (1-based; 0: the earliest possible, -1: the latest). It fails
// when no such round exists or none was found. Before t, the other
// player marks the cells qFirst first, and p the cells pFirst besides its
// line (a trap for a wrong solution: see trapSecond).
func plantWin(r *rand.Rand, n, i, p, l, t int, pFirst, qFirst []int) ([]int, error) {
	cells := n * n
	line := game.LineCells(n, l)
	mine := func(m int) bool { return game.Mover(i, m) == p }
	// p's marks up to t must include the whole line, its last one at t.
	var own []int
	for m := 0; m < cells; m++ {
		if mine(m) {
			own = append(own, m)
		}
	}
	if len(own) < len(line) {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("player %d has %d marks, fewer than the line's %d cells", p, len(own), len(line))}
	}
	lo, hi := own[len(line)-1]+1, own[len(own)-1]+1
	switch {
	case t == 0:
		t = lo
	case t < 0:
		t = hi
	}
	if t < lo || t > hi || !mine(t-1) {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("player %d cannot complete a line of %d cells at mark %d (a mark of theirs in [%d, %d])", p, len(line), t, lo, hi)}
	}
	onLine := make([]bool, cells+1)
	for _, v := range slices.Concat(line, pFirst, qFirst) {
		onLine[v] = true
	}
	var rest []int
	for v := 1; v <= cells; v++ {
		if !onLine[v] {
			rest = append(rest, v)
		}
	}
	before := 0 // p's marks before t
	for _, m := range own {
		if m < t-1 {
			before++
		}
	}
	if t-1-before < len(qFirst) || before-(len(line)-1) < len(pFirst) {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("no room before mark %d for the trap's cells", t)}
	}
	for try := 0; try < attempts; try++ {
		r.Shuffle(len(rest), func(a, b int) { rest[a], rest[b] = rest[b], rest[a] })
		ln := slices.Clone(line)
		r.Shuffle(len(ln), func(a, b int) { ln[a], ln[b] = ln[b], ln[a] })
		// Which of p's earlier marks are line cells: len(line)-1 of before.
		slots := r.Perm(before)[:len(ln)-1]
		isLine := make([]bool, before)
		for _, s := range slots {
			isLine[s] = true
		}
		round, ok := arrange(cells, t, mine, isLine, ln, rest, pFirst, qFirst)
		if !ok {
			return nil, &problem.ParamError{Msg: fmt.Sprintf("no room before mark %d for the trap's cells", t)}
		}
		if got := game.Play(n, i, round); got.Winner == p && got.At == t {
			return round, nil
		}
	}
	return nil, fmt.Errorf("no round of N = %d won by player %d on %s at mark %d found in %d tries", n, p, game.LineName(n, l), t, attempts)
}

// noWin draws a full round of an N×N board nobody wins: at the end no
// line is one player's.
func noWin(r *rand.Rand, n, i int) ([]int, error) {
	for try := 0; try < attempts; try++ {
		round := r.Perm(n * n)
		for j := range round {
			round[j]++
		}
		if game.Play(n, i, round).Winner == game.None {
			return round, nil
		}
	}
	return nil, fmt.Errorf("no round of N = %d without a winner found in %d tries", n, attempts)
}

// arrange lays out one round: the winning line's last cell at mark t,
// its other cells at p's marks marked isLine, the trap's cells first
// among p's other marks and the opponent's, the rest after. It reports
// whether everything found its place.
func arrange(cells, t int, mine func(int) bool, isLine []bool, ln, rest, pFirst, qFirst []int) ([]int, bool) {
	round := make([]int, 0, cells)
	li, ri, k, pi, qi := 0, 0, 0, 0, 0
	for m := 0; m < cells; m++ {
		switch {
		case m == t-1:
			round = append(round, ln[len(ln)-1])
		case mine(m) && m < t-1:
			switch {
			case isLine[k]:
				round = append(round, ln[li])
				li++
			case pi < len(pFirst):
				round = append(round, pFirst[pi])
				pi++
			default:
				round = append(round, rest[ri])
				ri++
			}
			k++
		case !mine(m) && qi < len(qFirst):
			round = append(round, qFirst[qi])
			qi++
		default:
			round = append(round, rest[ri])
			ri++
		}
	}
	return round, pi == len(pFirst) && qi == len(qFirst) && len(round) == cells
}
