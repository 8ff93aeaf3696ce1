package havannah

import (
	"fmt"
	"math/rand/v2"

	havgen "carokit/gen/havannah"
	"carokit/problem"
	"carokit/problems/havannah/hex"
	"carokit/subtasks"
)

// randomFile draws a stress file within bounds (T, S, M): up to 4 cases
// on boards that grow with growth from S = 2 to S = 12, the moves a
// random walk (structures form) or uniform cells.
func randomFile(r *rand.Rand, growth float64, bounds subtasks.Values) ([]byte, error) {
	lim := func(name string, hi int) int {
		if v, ok := bounds[name]; ok && int(v) < hi {
			return int(v)
		}
		return hi
	}
	maxT, maxS, maxM := lim("T", 4), lim("S", 2+int(10*min(max(growth, 0), 1))), lim("M", hex.HavannahLimits.MaxM)
	if maxT < 1 || maxS < 2 || maxM < 0 {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("stress bounds T ≤ %d, S ≤ %d, M ≤ %d leave no case", maxT, maxS, maxM)}
	}
	cases := make([]hex.Case, 1+r.IntN(maxT))
	for i := range cases {
		s := 2 + r.IntN(maxS-1)
		m := r.IntN(min(maxM, hex.Cells(s)) + 1)
		cases[i] = hex.RandomCase(r, s, m, r.IntN(4) != 0)
	}
	return hex.Format(cases), nil
}

// generators is the generator table: random files, then gen/havannah's
// planted kinds.
func generators() []problem.Generator {
	return append([]problem.Generator{{
		Kind:    "random",
		Summary: "T cases of side S with M moves each: a random walk (--walk true) or uniform cells",
		Params: []problem.Param{
			{Name: "t", Default: "1", Usage: "number of cases, 1..200"},
			{Name: "s", Default: "5", Usage: "board side, 2..3000"},
			{Name: "m", Default: "20", Usage: "moves per case, 0..10000 (at most the board's cells)"},
			{Name: "walk", Default: "true", Usage: "true: a random walk; false: uniform cells"},
			{Name: "pad", Default: "0", Usage: "heavy cases appended (S = 3000, M = 10000, uniform cells): what makes a file large"},
		},
		Generate: generateRandom,
	}}, havgen.Kinds()...)
}

func generateRandom(a problem.Args) (problem.Generated, error) {
	lim := hex.HavannahLimits
	t, err := a.Int("t", 1, lim.MaxT)
	if err != nil {
		return problem.Generated{}, err
	}
	s, err := a.Int("s", 2, lim.MaxS)
	if err != nil {
		return problem.Generated{}, err
	}
	m, err := a.Int("m", 0, min(lim.MaxM, hex.Cells(s)))
	if err != nil {
		return problem.Generated{}, err
	}
	walk, err := a.Choice("walk", "true", "false")
	if err != nil {
		return problem.Generated{}, err
	}
	pad, err := a.Int("pad", 0, lim.MaxT-t)
	if err != nil {
		return problem.Generated{}, err
	}
	r := rand.New(rand.NewPCG(a.Seed, 0x4861766e))
	cases := make([]hex.Case, t, t+pad)
	for i := range cases {
		cases[i] = hex.RandomCase(r, s, m, walk == "true")
	}
	for range pad {
		cases = append(cases, hex.RandomCase(r, lim.MaxS, lim.MaxM, false))
	}
	return problem.Generated{Input: hex.Format(cases)}, nil
}
