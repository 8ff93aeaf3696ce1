package havgen

import (
	"math/rand/v2"

	"carokit/problem"
	"carokit/problems/havannah/hex"
)

func makeAfter(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 4)
	if err != nil {
		return nil, err
	}
	after, err := a.Int("after", 0, hex.HavannahLimits.MaxM)
	if err != nil {
		return nil, err
	}
	t, err := rounds(a, 1)
	if err != nil {
		return nil, err
	}
	out := make([]plant, 0, t)
	for range t {
		p := combo(r, s, comboAnswers[r.IntN(len(comboAnswers))])
		taken := make(map[hex.Cell]bool, len(p.c.Moves)+after)
		for _, m := range p.c.Moves {
			taken[m] = true
		}
		n := min(after, hex.Cells(s)-len(p.c.Moves), hex.HavannahLimits.MaxM-len(p.c.Moves))
		for added := 0; added < n; {
			// A walk from the last stones, so later structures form too.
			from := p.c.Moves[len(p.c.Moves)-1-r.IntN(3)]
			x := add(from, dir(r.IntN(6)))
			if r.IntN(5) == 0 || !hex.OnBoard(s, x) {
				x = randomCell(r, s)
			}
			if !taken[x] {
				taken[x] = true
				p.c.Moves = append(p.c.Moves, x)
				added++
			}
		}
		out = append(out, p)
	}
	return out, nil
}

func makeEmpty(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 2)
	if err != nil {
		return nil, err
	}
	t, err := rounds(a, 1)
	if err != nil {
		return nil, err
	}
	out := make([]plant, t)
	for i := range out {
		out[i] = none(2+r.IntN(s-1), nil)
	}
	return out, nil
}

func makeTiny(a problem.Args, r *rand.Rand) ([]plant, error) {
	t, err := rounds(a, 1)
	if err != nil {
		return nil, err
	}
	out := make([]plant, t)
	for i := range out {
		m, err := intOr(a, r, "m", 0, hex.Cells(2))
		if err != nil {
			return nil, err
		}
		out[i] = plant{c: hex.RandomCase(r, 2, m, r.IntN(2) == 0)}
	}
	return out, nil
}
