package havannah

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	havgen "carokit/gen/havannah"
	"carokit/problem"
	"carokit/problems/havannah/hex"
	"carokit/subtasks"
)

// stressLimits are a stress file's limits within bounds (T, S, M): up to
// 4 cases, on boards of side up to 2 + 10·growth (a planted kind's up to
// at least 6, the side its structures need), at most M moves a case.
func stressLimits(growth float64, bounds subtasks.Values) (maxT, maxS, plantS, maxM int, err error) {
	lim := func(name string, hi int) int {
		if v, ok := bounds[name]; ok && int(v) < hi {
			return int(v)
		}
		return hi
	}
	grown := 2 + int(10*min(max(growth, 0), 1))
	maxT, maxS, plantS, maxM = lim("T", 4), lim("S", grown), lim("S", max(grown, 6)), lim("M", hex.HavannahLimits.MaxM)
	if maxT < 1 || maxS < 2 || maxM < 0 {
		return 0, 0, 0, 0, &problem.ParamError{Msg: fmt.Sprintf("stress bounds T ≤ %d, S ≤ %d, M ≤ %d leave no case", maxT, maxS, maxM)}
	}
	return maxT, maxS, plantS, maxM, nil
}

// randomFile draws a stress file within bounds (T, S, M): up to 4 cases
// on boards that grow with growth from S = 2 to S = 12, the moves a
// random walk (structures form) or uniform cells.
func randomFile(r *rand.Rand, growth float64, bounds subtasks.Values) ([]byte, error) {
	maxT, maxS, _, maxM, err := stressLimits(growth, bounds)
	if err != nil {
		return nil, err
	}
	cases := make([]hex.Case, 1+r.IntN(maxT))
	for i := range cases {
		s := 2 + r.IntN(maxS-1)
		m := r.IntN(min(maxM, hex.Cells(s)) + 1)
		cases[i] = hex.RandomCase(r, s, m, r.IntN(4) != 0)
	}
	return hex.Format(cases), nil
}

// randomKinds draws a stress file from the generator kinds named (see
// problem.DrawFrom): the random kind's arguments like randomFile's
// choices, a planted kind's from havgen.StressArgs; a file over the
// bounds is drawn again.
func (p *Problem) randomKinds(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	pool, err := p.spec.PickGenerators(kinds)
	if err != nil {
		return nil, err
	}
	maxT, maxS, plantS, maxM, err := stressLimits(growth, bounds)
	if err != nil {
		return nil, err
	}
	args := func(r *rand.Rand, g *problem.Generator) []string {
		if g.Kind != "random" {
			return havgen.StressArgs(r, g, plantS, maxT)
		}
		s := 2 + r.IntN(maxS-1)
		return []string{"--t", strconv.Itoa(1 + r.IntN(maxT)), "--s", strconv.Itoa(s),
			"--m", strconv.Itoa(r.IntN(min(maxM, hex.Cells(s)) + 1)), "--walk", strconv.FormatBool(r.IntN(4) != 0)}
	}
	return problem.DrawFrom(r, pool, args, func(in []byte) (bool, error) { return problem.WithinBounds(p, bounds, in) })
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

// heavyCases is how many heavy cases make a file a test of subtask 2:
// the plan's --pad 4 (S = 3000, 10 000 uniform moves, nobody wins), on
// which the brute force and rescan run out of their work limit.
const heavyCases = 4

// TestSizedCase draws a file as large as subtask 2's tests are: a stress
// file (randomFile, up to 4 small cases) and the heavy cases every large
// test of the plan ends with. RandomCase's files alone never make the
// slow built-ins time out.
func (p *Problem) TestSizedCase(r *rand.Rand, growth float64, bounds subtasks.Values) ([]byte, error) {
	small, err := randomFile(r, growth, bounds)
	if err != nil {
		return nil, err
	}
	return withHeavy(r, small, bounds)
}

// Enlarge makes a small file a test of subtask 2 (problem.Enlarger): its
// cases, then the heavy cases, whose answers are their own, so a program
// that fails a case of the small file fails it there too.
func (p *Problem) Enlarge(input []byte, bounds subtasks.Values) ([][]byte, error) {
	big, err := withHeavy(rand.New(rand.NewPCG(uint64(len(input)), 1)), input, bounds)
	if err != nil {
		return nil, err
	}
	return [][]byte{big}, nil
}

// withHeavy appends the heavy cases to the file input, drawn from r.
func withHeavy(r *rand.Rand, input []byte, bounds subtasks.Values) ([]byte, error) {
	cases, err := hex.ReadLenient("", input, hex.HavannahLimits)
	if err != nil {
		return nil, err
	}
	maxT := hex.HavannahLimits.MaxT
	if t, ok := bounds["T"]; ok {
		maxT = min(maxT, int(t))
	}
	if len(cases)+heavyCases > maxT {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("%d cases and %d heavy ones are over T ≤ %d", len(cases), heavyCases, maxT)}
	}
	for range heavyCases {
		cases = append(cases, hex.RandomCase(r, hex.HavannahLimits.MaxS, hex.HavannahLimits.MaxM, false))
	}
	return hex.Format(cases), nil
}
