package game

import (
	"fmt"
	"strconv"
	"strings"
)

// ShapeKey is the shape of a case for grouping failures, what a bug in a
// Caro solution can depend on. A game someone wins is N, K, the winner,
// the winning move, and the winning line: its direction, length, whether
// the last stone is at an end of it or inside, and the border it lies
// along if any; where the
// line lies otherwise and where the other stones are is not part of it
// (a shrunk case keeps the loser's stones that only make the moves
// alternate, anywhere). A game nobody wins is N, K and the moves in
// order, translated so that the top row and the left column any stone
// uses are row and column 1. An input the lenient reader refuses is its
// own shape.
func ShapeKey(input []byte, lim Limits) string {
	c, err := ReadLenient("input", input, lim)
	if err != nil || len(c.Moves) == 0 {
		return "unreadable:" + string(input)
	}
	head := "N=" + strconv.Itoa(c.N) + " K=" + strconv.Itoa(len(c.Moves)) + ": "
	if res, _ := Play(c); res.Move > 0 {
		last, where := c.Moves[res.Move-1], "inside"
		if last == res.From || last == res.To {
			where = "at an end"
		}
		return head + fmt.Sprintf("%v wins on move %d: a %v line of %d, the last stone %s, %s",
			res.Winner, res.Move, res.Dir, res.Length, where, along(c.N, res.From, res.To))
	}
	minR, minC := c.Moves[0].R, c.Moves[0].C
	for _, m := range c.Moves {
		minR, minC = min(minR, m.R), min(minC, m.C)
	}
	var b strings.Builder
	b.WriteString(head + "nobody wins:")
	for _, m := range c.Moves {
		b.WriteString(" " + strconv.Itoa(int(m.R-minR+1)) + "," + strconv.Itoa(int(m.C-minC+1)))
	}
	return b.String()
}

// along names the borders the whole line from a to b lies on (a row
// along row 1 or N, a column along column 1 or N), where walks that stop
// early at the border miss it.
func along(n int, a, b Move) string {
	var on []string
	for _, e := range []struct {
		name string
		yes  bool
	}{
		{"top", a.R == 1 && b.R == 1}, {"bottom", a.R == int32(n) && b.R == int32(n)},
		{"left", a.C == 1 && b.C == 1}, {"right", a.C == int32(n) && b.C == int32(n)},
	} {
		if e.yes {
			on = append(on, e.name)
		}
	}
	if len(on) == 0 {
		return "along no border"
	}
	return "along the " + strings.Join(on, " and ") + " border"
}
