package joc7

import (
	"slices"

	"carokit/problems/joc7/game"
)

// playOn rearranges the marks of a won round so that, after its win,
// the other player completes a line of their own, at the last marks of
// theirs: the round is over at the win, so its result (and the answer)
// stays, but a program that plays on after a win sees the other player
// win last, with a count larger than the win's. The line is one the
// winning line does not cross; the winner's marks on it before the win
// go to cells marked after it instead. It returns the round unchanged
// when no line can be completed so.
func playOn(n, i int, round []int) []int {
	res := game.Play(n, i, round)
	if res.Winner == game.None {
		return round
	}
	q := 3 - res.Winner
	win := game.LineCells(n, res.Line)
	for l := range game.LineCount(n) {
		cells := game.LineCells(n, l)
		if l == res.Line || slices.ContainsFunc(cells, func(v int) bool { return slices.Contains(win, v) }) {
			continue
		}
		out, ok := playOnLine(n, i, res.At, slices.Clone(round), cells, win)
		if !ok {
			continue
		}
		if r := game.Play(n, i, out); r == res && lastWinner(n, i, out) == q {
			return out
		}
	}
	return round
}

// playOnLine moves the winner's marks on line (before mark at, the win)
// to other cells marked after it, then puts the line's cells not yet the
// other player's at the other player's last marks of the round.
func playOnLine(n, i, at int, out, line, win []int) ([]int, bool) {
	p := game.Mover(i, at-1) // the winner: the win is their mark
	free := map[int]bool{}
	for _, v := range line {
		free[v] = true
	}
	j := at // the next mark after the win to swap with
	for m := range at {
		if !free[out[m]] {
			continue
		}
		if game.Mover(i, m) != p {
			delete(free, out[m]) // already the other player's
			continue
		}
		for j < len(out) && (free[out[j]] || slices.Contains(win, out[j]) || slices.Contains(line, out[j])) {
			j++
		}
		if j == len(out) {
			return nil, false
		}
		out[m], out[j] = out[j], out[m]
		j++
	}
	var slots []int // the other player's marks after the win
	for m := at; m < len(out); m++ {
		if game.Mover(i, m) != p {
			slots = append(slots, m)
		}
	}
	if len(free) == 0 || len(free) > len(slots) {
		return nil, false
	}
	last := slots[len(slots)-len(free):]
	var lineLeft, rest []int
	for _, v := range out[at:] {
		if free[v] {
			lineLeft = append(lineLeft, v)
		} else {
			rest = append(rest, v)
		}
	}
	for m := at; m < len(out); m++ {
		if len(last) > 0 && last[0] == m {
			out[m], lineLeft, last = lineLeft[0], lineLeft[1:], last[1:]
		} else {
			out[m], rest = rest[0], rest[1:]
		}
	}
	return out, true
}

// lastWinner is who completes a line last in round i when the round is
// played to its end, every line counted, not only the first.
func lastWinner(n, i int, round []int) int {
	count := make([]int, 2*game.LineCount(n))
	var lines [4]int
	last := game.None
	for m, v := range round {
		p := game.Mover(i, m)
		for _, l := range game.LinesOf(lines[:0], n, (v-1)/n, (v-1)%n) {
			k := 2*l + p - 1
			if count[k]++; count[k] == game.LineLen(n, l) {
				last = p
			}
		}
	}
	return last
}
