package havgen

import (
	"math/rand/v2"

	"carokit/problems/havannah/hex"
)

// combo plants want, completed by the last move, on a board of side ≥ 4.
//
// Without a ring the last move is the centre, joining arms that start on
// its neighbours in directions two apart (so they do not touch): each arm
// alone touches at most one corner and two edges, and their union is
// exactly want. With a ring the last move is a corner q of a hexagonal
// ring of radius d around the centre: it closes the ring and joins the
// ring (with arms from its other corners) to an arm running outwards
// from q; arms from ring corners keep a free cell between each other.
// A corner arm touches its corner, and an edge on each side it walks
// along the border; an edge arm touches one edge.
func combo(r *rand.Rand, s int, want hex.Kind) plant {
	c := centre(s)
	q := r.IntN(6)
	walk := func() int { return 1 + r.IntN(max(1, min(50, (s-2)/3))) }
	var cells []hex.Cell
	var last hex.Cell
	if want&hex.Ring == 0 {
		last = c
		cells = []hex.Cell{c}
		switch want {
		case hex.Bridge:
			cells = append(cells, cornerArm(s, q, 1, 0, 0)...)
			cells = append(cells, cornerArm(s, q+3, 1, 0, 0)...)
		case hex.Fork:
			for k := 0; k < 6; k += 2 {
				cells = append(cells, edgeArm(s, q+k, 1, bend(r, s, 2))...)
			}
		default: // bridge-fork: corner q with edges q−1 and q; corner q+3 with edge q+3
			cells = append(cells, cornerArm(s, q, 1, walk(), walk())...)
			cells = append(cells, cornerArm(s, q+3, 1, 0, walk())...)
		}
		return coinMirror(r, planted(s, order(r, cells, last), want))
	}
	// Three arms and a ring stay within 10 000 moves on the largest board.
	d := 1 + r.IntN(max(1, min((s-3)/3, (hex.HavannahLimits.MaxM-3*s-150)/6)))
	cells = ring(c, d)
	last = add(c, mul(d, dir(q)))
	other := q + 1 + r.IntN(5)
	switch want {
	case hex.Ring: // half the time an arm reaching a corner and both its edges
		if r.IntN(2) == 0 {
			cells = append(cells, cornerArm(s, other, d+1, walk(), walk())...)
		}
	case hex.Bridge | hex.Ring:
		cells = append(cells, cornerArm(s, q, d+1, 0, 0)...)
		cells = append(cells, cornerArm(s, other, d+1, 0, 0)...)
	case hex.Fork | hex.Ring:
		for k := 0; k < 6; k += 2 {
			cells = append(cells, edgeArm(s, q+k, d+1, bend(r, s, d+1))...)
		}
	default: // bridge-fork-ring
		cells = append(cells, cornerArm(s, q, d+1, walk(), walk())...)
		cells = append(cells, cornerArm(s, q+3, d+1, 0, walk())...)
	}
	return coinMirror(r, planted(s, order(r, cells, last), want))
}
