// Package caro plugs the Caro problem (CARO.md: the first move after
// which someone has five or more in a row) into the engine: it wires the
// case readers of package caro, the built-in solutions, the generator
// kinds, the subtask table and the default test plan.
package caro

import (
	_ "embed"
	"fmt"
	"math/rand/v2"
	"strconv"
	"time"

	game "carokit/caro"
	"carokit/gen"
	"carokit/problem"
	"carokit/solutions"
	"carokit/subtasks"
)

//go:embed plan.txt
var defaultPlan string

//go:embed sample.in
var sampleInput []byte

// Problem is Caro, as the engine sees it.
type Problem struct {
	spec problem.Spec
}

// New returns the Caro problem.
func New() *Problem {
	p := &Problem{spec: problem.Spec{
		Name:        "caro",
		Title:       "Caro",
		TimeLimit:   time.Second,
		MemoryLimit: 256 << 20,
		Subtasks:    subtasks.Caro,
		Work: problem.WorkLimits{
			Unit:         "board cells read",
			ReferenceMax: 2e7,
			AcceptedMax:  2e8,
			TimeLimitMin: 1e9,
		},
		Samples: []problem.Sample{{Name: "sample", Input: sampleInput, Answer: []byte("10\n")}},
		// The largest valid input: "5000 300000\n" and 300 000 lines of at
		// most "5000 5000\n", 3 000 012 bytes.
		MaxTestBytes: 4 << 20,
		Plan:         defaultPlan,
		Generators:   gen.Kinds(),
		Bench: []string{
			"dense-block --n 5000 --rows 500 --cols 600 --k 300000 --winner none --seed 1",
			"random --n 5000 --k 300000 --seed 1",
			"last-move-win --n 5000 --k 300000 --seed 1",
		},
	}}
	for _, a := range solutions.All() {
		p.spec.Solutions = append(p.spec.Solutions, Wrap(a, a.Expected, game.CaroLimits, FormatAnswer))
	}
	return p
}

// FormatAnswer prints Caro's answer: the move number, or 0.
func FormatAnswer(c *game.Case, t int) []byte {
	return strconv.AppendInt(nil, int64(t), 10)
}

// Wrap turns an algorithm into a problem.Solution that reads input
// leniently with limits lim and prints its answer with format. The second
// dialect reuses it with its own limits, format and expectations.
func Wrap(a solutions.Algorithm, expected []problem.Verdict, lim game.Limits, format func(*game.Case, int) []byte) problem.Solution {
	s := problem.Solution{
		Name:       a.Name,
		Summary:    a.Summary,
		Complexity: a.Complexity,
		Role:       a.Role,
		Expected:   expected,
		Solve: func(input []byte) ([]byte, int64, error) {
			e := cache.read(input, lim)
			if e.err != nil {
				return nil, 0, e.err
			}
			t, reads := a.Run(e.c)
			if a.Role == problem.RoleReference {
				e.knowAnswer(t) // the cost models of the other built-ins need it
			}
			return append(format(e.c, t), '\n'), reads, nil
		},
	}
	if a.Cost != nil {
		s.Work = func(input []byte) (int64, error) {
			e := cache.read(input, lim)
			if e.err != nil {
				return 0, e.err
			}
			return a.Cost(e.c, e.firstWin()), nil
		}
	}
	return s
}

// Spec implements problem.Problem.
func (p *Problem) Spec() *problem.Spec { return &p.spec }

// Validate reads input with the strict validator.
func (p *Problem) Validate(name string, input []byte) (subtasks.Values, error) {
	c, err := game.ReadStrict(name, input, game.CaroLimits)
	if err != nil {
		return nil, err
	}
	return Values(c), nil
}

// Values are the sizes subtasks limit: N and K.
func Values(c *game.Case) subtasks.Values {
	return subtasks.Values{"N": int64(c.N), "K": int64(len(c.Moves))}
}

// Check compares the printed move number with the answer, token by token.
func (p *Problem) Check(input, answer, output []byte) error {
	return problem.CompareTokens(answer, output)
}

// RandomCase draws a stress case from the generator kinds.
func (p *Problem) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	c, err := RandomCase(r, growth, bounds, kinds, game.CaroLimits)
	if err != nil {
		return nil, err
	}
	return c.Text(), nil
}

// RandomCase draws a case within bounds ("N", "K") and the limits lim.
func RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string, lim game.Limits) (*game.Case, error) {
	maxN, maxK := lim.MaxN, lim.MaxK
	if v, ok := bounds["N"]; ok && int(v) < maxN {
		maxN = int(v)
	}
	if v, ok := bounds["K"]; ok && int(v) < maxK {
		maxK = int(v)
	}
	if maxN < 1 || maxK < 1 {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("stress bounds N ≤ %d, K ≤ %d leave no case", maxN, maxK)}
	}
	return gen.Random(r, growth, maxN, maxK, kinds)
}

// Shrink proposes smaller cases (see caro.ShrinkCandidates).
func (p *Problem) Shrink(input []byte) [][]byte {
	return ShrinkText(input, game.CaroLimits)
}

// ShrinkText reads input leniently and returns the text of each shrink candidate.
func ShrinkText(input []byte, lim game.Limits) [][]byte {
	c, err := game.ReadLenient("", input, lim)
	if err != nil {
		return nil
	}
	var out [][]byte
	for _, s := range game.ShrinkCandidates(c) {
		out = append(out, s.Text())
	}
	return out
}
