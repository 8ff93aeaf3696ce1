package havgen

import (
	"fmt"
	"math/rand/v2"

	"carokit/problem"
	"carokit/problems/havannah/hex"
)

const allKinds = hex.Bridge | hex.Fork | hex.Ring

// planted is a case whose last move completes want.
func planted(s int, moves []hex.Cell, want hex.Kind) plant {
	if want == 0 {
		return none(s, moves)
	}
	return plant{c: hex.Case{S: s, Moves: moves}, want: hex.Result{Move: len(moves), Kinds: want}, known: true}
}

// coinMirror mirrors the case half of the time, so the arms that turn one
// way around the board turn the other way too.
func coinMirror(r *rand.Rand, p plant) plant {
	if r.IntN(2) == 0 {
		p.c = mirror(p.c)
	}
	return p
}

func makeMinimal(a problem.Args, r *rand.Rand) ([]plant, error) {
	what, err := a.Choice("what", "bridge", "fork", "ring", "all")
	if err != nil {
		return nil, err
	}
	list := []string{what}
	if what == "all" {
		list = []string{"bridge", "fork", "ring"}
	}
	t, err := rounds(a, len(list))
	if err != nil {
		return nil, err
	}
	var out []plant
	for range t {
		for _, w := range list {
			out = append(out, minimal(r, w))
		}
	}
	return out, nil
}

// minimal is the smallest structure of its kind on the smallest board
// that holds it, turned by a random corner index.
func minimal(r *rand.Rand, what string) plant {
	i := r.IntN(6)
	switch what {
	case "bridge": // two adjacent corners of the side-2 board
		cs := hex.Corners(2)
		return coinMirror(r, planted(2, order(r, []hex.Cell{cs[i]}, cs[(i+1)%6]), hex.Bridge))
	case "fork": // the three consecutive edge cells of side 3 and the two cells between them
		c := centre(3)
		var cells []hex.Cell
		for k := range 3 {
			cells = append(cells, add(c, add(dir(i+k), dir(i+k+1))))
			if k < 2 {
				cells = append(cells, add(c, dir(i+k+1)))
			}
		}
		return coinMirror(r, planted(3, order(r, cells, cells[r.IntN(len(cells))]), hex.Fork))
	default: // six stones around the centre of side 3
		cells := ring(centre(3), 1)
		return planted(3, order(r, cells, cells[i]), hex.Ring)
	}
}

func makeBridge(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 2)
	if err != nil {
		return nil, err
	}
	var pairs [][]int
	switch a.String("pair") {
	case "all":
		for i := range 6 {
			for j := i + 1; j < 6; j++ {
				pairs = append(pairs, []int{i, j})
			}
		}
	case "random":
		pairs = [][]int{nil}
	default:
		p, err := indices(a, "pair", 2)
		if err != nil {
			return nil, err
		}
		pairs = [][]int{p}
	}
	t, err := rounds(a, len(pairs))
	if err != nil {
		return nil, err
	}
	var out []plant
	for range t {
		for _, p := range pairs {
			if p == nil {
				p = r.Perm(6)[:2]
			}
			cells := append(cornerArm(s, p[0], 1, 0, 0), centre(s))
			cells = append(cells, cornerArm(s, p[1], 1, 0, 0)...)
			out = append(out, planted(s, order(r, cells, add(centre(s), mul(s-1, dir(p[1])))), hex.Bridge))
		}
	}
	return out, nil
}

func makeFork(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 3)
	if err != nil {
		return nil, err
	}
	var triples [][]int
	switch a.String("edges") {
	case "all":
		for i := range 6 {
			for j := i + 1; j < 6; j++ {
				for k := j + 1; k < 6; k++ {
					triples = append(triples, []int{i, j, k})
				}
			}
		}
	case "random":
		triples = [][]int{nil}
	default:
		p, err := indices(a, "edges", 3)
		if err != nil {
			return nil, err
		}
		triples = [][]int{p}
	}
	t, err := rounds(a, len(triples))
	if err != nil {
		return nil, err
	}
	var out []plant
	for range t {
		for _, e := range triples {
			if e == nil {
				e = r.Perm(6)[:3]
			}
			cells := []hex.Cell{centre(s)}
			for _, i := range e {
				cells = append(cells, edgeArm(s, i, 1, bend(r, s, 2))...)
			}
			out = append(out, planted(s, order(r, cells, cells[len(cells)-1]), hex.Fork))
		}
	}
	return out, nil
}

// bend draws where an edge arm turns: from lo (at least 1) to S−2.
func bend(r *rand.Rand, s, lo int) int {
	lo = min(lo, s-2)
	return lo + r.IntN(s-1-lo)
}

var comboAnswers = []hex.Kind{hex.Bridge, hex.Fork, hex.Bridge | hex.Fork, hex.Ring, hex.Bridge | hex.Ring, hex.Fork | hex.Ring, allKinds}

func makeCombo(a problem.Args, r *rand.Rand) ([]plant, error) {
	s, err := side(a, 4)
	if err != nil {
		return nil, err
	}
	var list []hex.Kind
	switch v := a.String("answer"); v {
	case "all":
		list = comboAnswers
	case "random":
		list = []hex.Kind{0}
	default:
		k, ok := hex.ParseKind(v)
		if !ok {
			return nil, &problem.ParamError{Msg: fmt.Sprintf("%s: --answer %q must be one of the seven answers (bridge, fork, ring, bridge-fork, bridge-ring, fork-ring, bridge-fork-ring), random or all", a.Kind, v)}
		}
		list = []hex.Kind{k}
	}
	t, err := rounds(a, len(list))
	if err != nil {
		return nil, err
	}
	var out []plant
	for range t {
		for _, k := range list {
			if k == 0 {
				k = comboAnswers[r.IntN(len(comboAnswers))]
			}
			out = append(out, combo(r, s, k))
		}
	}
	return out, nil
}
