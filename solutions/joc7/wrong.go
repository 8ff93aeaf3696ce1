package joc7

import (
	"strconv"
	"strings"

	"carokit/problems/joc7/game"
)

// variant is one mistake of JOC7.md's list, applied to the counters.
type variant struct {
	noSemi2    bool // the secondary diagonal's semidiagonals are never counted
	noCentre   bool // odd N: the centre cell is not on the secondary diagonal
	fixedStart bool // Teodora starts every round
	oneCount   bool // C = 2: the winner's marks only
	lastRound  bool // C = 2: the last won round's count

	// The mutants' slips (Mutants).
	noSemi1, noMain, noSecond, noCols bool // a kind of line never counted
	startStefan                       bool // round 1 started by Ștefan
	c2Min, c1Swap, nowinFull, offOne  bool // the answer's slips
}

// rules is the reference with the mistakes of v.
func rules(v variant) func(c *game.Case) ([]byte, int64) {
	return func(c *game.Case) ([]byte, int64) {
		res := make([]game.Result, len(c.Rounds))
		var work int64
		for i, r := range c.Rounds {
			var w int64
			res[i], w = v.play(c.N, i, r)
			work += w
		}
		if c.C == 2 && (v.oneCount || v.lastRound || v.c2Min || v.nowinFull || v.offOne) {
			return v.count(c.N, res), work
		}
		out := game.Format(c.C, res)
		if c.C == 1 && v.c1Swap {
			t, s, _ := strings.Cut(strings.TrimSpace(string(out)), " ")
			out = []byte(s + " " + t + "\n")
		}
		return out, work
	}
}

// count is the C = 2 answer with v's slips.
func (v variant) count(n int, res []game.Result) []byte {
	best := 0
	if v.c2Min {
		best = n*n + 1
	}
	for _, x := range res {
		switch {
		case x.Winner == game.None:
			if v.nowinFull {
				best = max(best, n*n)
			}
		case v.lastRound:
			best = x.At
		case v.oneCount:
			best = max(best, (x.At+1)/2)
		case v.c2Min:
			best = min(best, x.At)
		case v.offOne:
			best = max(best, x.At-1)
		default:
			best = max(best, x.At)
		}
	}
	return []byte(strconv.Itoa(best) + "\n")
}

// skip says whether v never counts line kind (l - 2N, negative for rows
// and columns) of line l.
func (v variant) skip(n, l int) bool {
	kind := l - 2*n
	switch {
	case l >= n && l < 2*n:
		return v.noCols
	case kind == game.SecondAbove || kind == game.SecondBelow:
		return v.noSemi2
	case kind == game.MainAbove || kind == game.MainBelow:
		return v.noSemi1
	case kind == game.Main:
		return v.noMain
	case kind == game.Second:
		return v.noSecond
	}
	return false
}

// play is game.Play with v's mistakes.
func (v variant) play(n, i int, round []int) (game.Result, int64) {
	count := make([]int, 2*game.LineCount(n))
	var lines [4]int
	var work int64
	centre := -1
	if n%2 == 1 {
		centre = n*n/2 + 1
	}
	for m, cell := range round {
		p := game.Mover(i, m)
		if v.fixedStart {
			p = game.Mover(0, m)
		}
		if v.startStefan {
			p = 3 - p
		}
		work++
		for _, l := range game.LinesOf(lines[:0], n, (cell-1)/n, (cell-1)%n) {
			kind := l - 2*n
			if v.skip(n, l) {
				continue
			}
			length := game.LineLen(n, l)
			if v.noCentre && kind == game.Second {
				if cell == centre {
					continue
				}
				if centre > 0 {
					length--
				}
			}
			work++
			k := 2*l + p - 1
			count[k]++
			if count[k] == length {
				return game.Result{Winner: p, At: m + 1, Line: l}, work
			}
		}
	}
	return game.Result{Line: -1}, work
}

// published is the solution published with the problem: it looks at the
// final board only, with X on the even marks (0-based) whatever the
// starter, checks rows, columns and the two full diagonals, gives a
// round with such a line to the player of the round's last mark by the
// parity of its length, and for C = 2 prints the longest round's length.
func published(c *game.Case) ([]byte, int64) {
	n := c.N
	var won [3]int
	longest := 0
	var work int64
	for _, r := range c.Rounds {
		board := make([]int, n*n+1)
		for m, cell := range r {
			board[cell] = 1 + m%2
		}
		found := false
		for l := 0; l < 2*n+game.SecondBelow+1 && !found; l++ {
			kind := l - 2*n
			if kind == game.MainAbove || kind == game.MainBelow || kind == game.SecondAbove || kind == game.SecondBelow {
				continue
			}
			cells := game.LineCells(n, l)
			first := board[cells[0]]
			same := true
			for _, x := range cells {
				work++
				same = same && board[x] == first
			}
			found = same
		}
		if found {
			longest = max(longest, len(r))
			if len(r)%2 == 1 {
				won[game.Teodora]++
			} else {
				won[game.Stefan]++
			}
		}
	}
	if c.C == 1 {
		return []byte(strconv.Itoa(won[1]) + " " + strconv.Itoa(won[2]) + "\n"), work
	}
	return []byte(strconv.Itoa(longest) + "\n"), work
}
