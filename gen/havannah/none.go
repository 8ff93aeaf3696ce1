package havgen

import (
	"math/rand/v2"

	"carokit/problem"
	"carokit/problems/havannah/hex"
)

// none is a case built to have no winning move.
func none(s int, moves []hex.Cell) plant {
	return plant{c: hex.Case{S: s, Moves: moves}, known: true}
}

func makeNearMiss(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 4)
	if err != nil {
		return nil, err
	}
	of, err := a.Choice("of", "bridge", "fork", "ring", "combo", "random")
	if err != nil {
		return nil, err
	}
	t, err := rounds(a, 1)
	if err != nil {
		return nil, err
	}
	out := make([]plant, 0, t)
	for range t {
		k := of
		if k == "random" {
			k = []string{"bridge", "fork", "ring", "combo"}[r.IntN(4)]
		}
		var p plant
		switch k {
		case "bridge":
			p = combo(r, s, hex.Bridge)
		case "fork":
			p = combo(r, s, hex.Fork)
		case "ring":
			p = combo(r, s, hex.Ring)
		default:
			p = combo(r, s, comboAnswers[r.IntN(len(comboAnswers))])
		}
		// Every shape's last move is what completes it: without it, nothing does.
		out = append(out, none(s, p.c.Moves[:len(p.c.Moves)-1]))
	}
	return out, nil
}

func makeTriangle(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 3) // on side 2 every triangle holds two adjacent corners
	if err != nil {
		return nil, err
	}
	t, err := rounds(a, 1)
	if err != nil {
		return nil, err
	}
	out := make([]plant, 0, t)
	for range t {
		n, err := intOr(a, r, "count", 1, max(1, hex.Cells(s)/12))
		if err != nil {
			return nil, err
		}
		taken := map[hex.Cell]bool{}
		var moves []hex.Cell
		for tries := 0; len(moves) < 3*n && tries < 100*n; tries++ {
			x, i := randomCell(r, s), r.IntN(6)
			tri := []hex.Cell{x, add(x, dir(i)), add(x, dir(i+1))}
			if free(s, taken, tri) {
				for _, c := range tri {
					taken[c] = true
				}
				moves = append(moves, order(r, tri, tri[r.IntN(3)])...)
			}
		}
		out = append(out, none(s, moves))
	}
	return out, nil
}

// free reports whether the cells are on the board and neither taken nor
// next to a taken cell, so a new group stays separate.
func free(s int, taken map[hex.Cell]bool, cells []hex.Cell) bool {
	for _, c := range cells {
		if !hex.OnBoard(s, c) || taken[c] {
			return false
		}
		for _, n := range hex.Neighbours(s, c) {
			if taken[n] {
				return false
			}
		}
	}
	return true
}

// randomCell draws a board cell uniformly.
func randomCell(r *rand.Rand, s int) hex.Cell {
	for {
		c := hex.Cell{X: 1 + r.IntN(2*s-1), Y: 1 + r.IntN(2*s-1)}
		if hex.OnBoard(s, c) {
			return c
		}
	}
}

// border returns the 6(S−1) border cells in circular order from corner 0;
// corner i is at index i(S−1).
func border(s int) []hex.Cell {
	var out []hex.Cell
	cs := hex.Corners(s)
	for i := range 6 {
		step := sub(dir(i+1), dir(i))
		for j := range s - 1 {
			out = append(out, add(cs[i], mul(j, step)))
		}
	}
	return out
}

func makeBoundary(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 2)
	if err != nil {
		return nil, err
	}
	t, err := rounds(a, 1)
	if err != nil {
		return nil, err
	}
	out := make([]plant, 0, t)
	b := border(s)
	for range t {
		// Runs along the border with a free cell between them, each cut
		// short before a second corner: one corner and two edges at most.
		var moves []hex.Cell
		start := r.IntN(len(b))
		for pos := 0; pos < len(b)-2; {
			n, corners := 1+r.IntN(s+1), 0
			var run []hex.Cell
			for ; n > 0 && pos < len(b)-1; n, pos = n-1, pos+1 {
				k := (start + pos) % len(b)
				if k%(s-1) == 0 {
					if corners++; corners == 2 {
						break
					}
				}
				run = append(run, b[k])
			}
			moves = append(moves, run...)
			pos += 1 + r.IntN(3)
		}
		r.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		out = append(out, none(s, moves))
	}
	return out, nil
}
