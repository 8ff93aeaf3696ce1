package havgen

import (
	"fmt"
	"math/rand/v2"

	"carokit/problem"
	"carokit/problems/havannah/hex"
)

// ringSpot draws the centre p of a ring of radius d: with edge, one side
// of the ring lies on a random edge (and only that side touches the
// border); otherwise the whole ring is inner cells.
// With edge, side is the index of the ring's side on edge side (ring side
// i runs from ring corner i to ring corner i+1); otherwise −1.
func ringSpot(r *rand.Rand, s, d int, edge bool) (p hex.Cell, side int) {
	c := centre(s)
	if edge {
		i, a := r.IntN(6), 1+r.IntN(s-2-d)
		return add(c, add(mul(a, dir(i)), mul(s-1-d-a, dir(i+1)))), i
	}
	reach := s - 2 - d
	for {
		p := hex.Cell{X: c.X - reach + r.IntN(2*reach+1), Y: c.Y - reach + r.IntN(2*reach+1)}
		if dist(p, c) <= reach {
			return p, -1
		}
	}
}

// closing draws the ring's last move: any ring cell, or with side ≥ 0
// half the time a cell inside the side on the edge, whose neighbours
// beyond the ring are all off the board (the ring test must count them as
// empty there).
func closing(r *rand.Rand, loop []hex.Cell, d, side int) hex.Cell {
	if side >= 0 && d >= 2 && r.IntN(2) == 0 {
		return loop[side*d+1+r.IntN(d-1)]
	}
	return loop[r.IntN(len(loop))]
}

// ringStones is how many moves a ring of radius d takes, with its inside
// full but one cell when full.
func ringStones(d int, full bool) int {
	if full {
		return 6*d + hex.Cells(d) - 1
	}
	return 6 * d
}

func makeRing(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 3)
	if err != nil {
		return nil, err
	}
	inside, err := a.Choice("inside", "empty", "stones", "random")
	if err != nil {
		return nil, err
	}
	touch, err := a.Choice("touch", "none", "edge", "random")
	if err != nil {
		return nil, err
	}
	t, err := rounds(a, 1)
	if err != nil {
		return nil, err
	}
	out := make([]plant, 0, t)
	for range t {
		edge := touch == "edge" || touch == "random" && s >= 4 && r.IntN(2) == 0
		full := inside == "stones" || inside == "random" && r.IntN(2) == 0
		hi := s - 2
		if edge {
			hi = s - 3
		}
		for hi > 1 && ringStones(hi, full) > hex.HavannahLimits.MaxM {
			hi--
		}
		if full && inside == "random" && hi < 2 {
			full = false
		}
		lo := 1
		if full && a.String("d") == "random" {
			lo = 2
		}
		d, err := intOr(a, r, "d", lo, hi)
		if err != nil {
			return nil, err
		}
		if full && d < 2 {
			if inside == "stones" {
				return nil, &problem.ParamError{Msg: fmt.Sprintf("%s: --inside stones needs --d ≥ 2 (a ring of radius 1 has one cell inside)", a.Kind)}
			}
			full = false
		}
		p, onEdge := ringSpot(r, s, d, edge)
		loop := ring(p, d)
		last := closing(r, loop, d, onEdge)
		var moves []hex.Cell
		if full {
			// Inside out, a cell next to the closing move left empty: until
			// that move it reaches the outside through the closing cell.
			var hole hex.Cell
			for _, n := range hex.Neighbours(s, last) {
				if dist(n, p) == d-1 {
					hole = n
					break
				}
			}
			for _, x := range disc(p, d) {
				if x != hole {
					moves = append(moves, x)
				}
			}
		}
		moves = append(moves, order(r, loop, last)...)
		out = append(out, planted(s, moves, hex.Ring))
	}
	return out, nil
}

func makeFullLoop(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 3)
	if err != nil {
		return nil, err
	}
	t, err := rounds(a, 1)
	if err != nil {
		return nil, err
	}
	hi := s - 2
	for hi > 1 && hex.Cells(hi+1) > hex.HavannahLimits.MaxM {
		hi--
	}
	out := make([]plant, 0, t)
	for range t {
		d, err := intOr(a, r, "d", 1, hi)
		if err != nil {
			return nil, err
		}
		p, _ := ringSpot(r, s, d, false)
		loop := ring(p, d)
		moves := append(disc(p, d), order(r, loop, loop[r.IntN(len(loop))])...)
		out = append(out, planted(s, moves, 0))
	}
	return out, nil
}

func makeSnake(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 5)
	if err != nil {
		return nil, err
	}
	m, err := a.Int("m", 12, hex.HavannahLimits.MaxM)
	if err != nil {
		return nil, err
	}
	closeKind, err := a.Choice("close", "ring", "bridge")
	if err != nil {
		return nil, err
	}
	c := centre(s)
	if closeKind == "ring" {
		d := m / 6
		if d > s-2 {
			return nil, &problem.ParamError{Msg: fmt.Sprintf("%s: --m %d needs a ring of radius %d, which needs --s ≥ %d", a.Kind, m, d, d+2)}
		}
		loop := ring(c, d)
		j := r.IntN(len(loop))
		return []plant{planted(s, append(loop[j:], loop[:j]...), hex.Ring)}, nil
	}
	// From corner q in to the ring, five sides around it, out to corner q+5.
	d := (m - 2*s + 1) / 3
	if d < 2 || d > s-3 {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("%s: --close bridge on side %d takes --m from %d to %d", a.Kind, s, 2*s+5, 2*s-1+3*(s-3))}
	}
	q := r.IntN(6)
	in := cornerArm(s, q, d+1, 0, 0)
	var moves []hex.Cell
	for i := len(in) - 1; i >= 0; i-- {
		moves = append(moves, in[i])
	}
	loop := ring(c, d)
	for k := 0; k <= 5*d; k++ {
		moves = append(moves, loop[(q*d+k)%len(loop)])
	}
	moves = append(moves, cornerArm(s, q+5, d+1, 0, 0)...)
	return []plant{planted(s, moves, hex.Bridge)}, nil
}
