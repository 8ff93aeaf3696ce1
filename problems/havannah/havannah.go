// Package havannah plugs Havannah (HAVANNAH.md: after which move does a
// group first form a bridge, a fork or a ring on a hexagonal board) into
// the engine: the hex model's readers, the built-in solutions and
// mutants, the subtask table, the checker and the default plan.
package havannah

import (
	"embed"
	"io/fs"
	"math/rand/v2"
	"time"

	"carokit/problem"
	"carokit/problems/havannah/hex"
	havsol "carokit/solutions/havannah"
	"carokit/subtasks"
)

//go:embed plan.txt
var defaultPlan string

//go:embed sample.in
var sampleInput []byte

//go:embed sample.ans
var sampleAnswer []byte

// assets are the files exports ship (problem.Spec.Assets): the statement,
// a C++ validator and a C++ checker.
//
//go:embed assets
var assets embed.FS

var (
	ok  = []problem.Verdict{problem.OK, problem.OK}
	wa  = []problem.Verdict{problem.WA, problem.WA}
	tle = []problem.Verdict{problem.OK, problem.TLE}
)

// expected is the one declaration of each built-in's verdict per subtask
// (small, large).
var expected = map[string][]problem.Verdict{
	"brute": tle, "rescan": tle, "fast": ok,
	"corneredge": wa, "anyloop": wa, "sixring": wa, "boardgame": wa, "onekind": wa, "latewin": wa, "square": wa,
}

// Problem is Havannah, as the engine sees it.
type Problem struct {
	spec problem.Spec
}

// New returns the Havannah problem.
func New() *Problem {
	p := &Problem{spec: problem.Spec{
		Name:  "havannah",
		Title: "Havannah",
		// The reference needs well under 0.1 s for the largest file
		// (README); the brute force about 2 s for the worst small file
		// (200 cases, S = 50, 100 moves, nobody wins), which the small
		// subtask is for (the original allowed 30 s).
		TimeLimit:   5 * time.Second,
		MemoryLimit: 1 << 30,
		Subtasks:    Subtasks,
		// A unit costs about 10 ns (brute: 1.5·10^8 in 2 s; rescan:
		// 3.5·10^8 in 2.5 s), so the time limit is about 5·10^8 units.
		Work: problem.WorkLimits{
			Unit: "cells looked at",
			// fast looks at 7 cells a move: 1.4·10^6 on the largest file.
			ReferenceMax: 1e7,
			// brute on the worst small file: 200·100·(Cells(50) + 50).
			AcceptedMax: 2.5e8,
			// brute: 45 moves on S = 3000; rescan: 4 cases of 10 000 moves.
			TimeLimitMin: 1.2e9,
		},
		Samples: []problem.Sample{{Name: "sample", Input: sampleInput, Answer: sampleAnswer}},
		// The largest strict file: 20 cases of 10 000 lines "xxxx yyyy\n",
		// about 2 000 000 bytes.
		MaxTestBytes:  4 << 20,
		MaxInputBytes: 16 << 20,
		Plan:          defaultPlan,
		Generators:    generators(),
		Bench:         []string{"random --t 20 --s 3000 --m 10000 --walk false --seed 1"}, // every move played: nobody wins
	}}
	sub, err := fs.Sub(assets, "assets")
	if err != nil {
		panic(err) // the embedded folder is there: this cannot happen
	}
	p.spec.Assets = sub
	for _, a := range havsol.All() {
		p.spec.Solutions = append(p.spec.Solutions, havsol.Wrap(a, expected[a.Name]))
	}
	for _, a := range havsol.Mutants() {
		p.spec.Mutants = append(p.spec.Mutants, havsol.Wrap(a, wa))
	}
	return p
}

// Spec implements problem.Problem.
func (p *Problem) Spec() *problem.Spec { return &p.spec }

// Parse reads input leniently, once per test, for the built-ins.
func (p *Problem) Parse(input []byte) (problem.Case, error) {
	return havsol.Parse(input, hex.HavannahLimits)
}

// Validate reads input with the strict validator.
func (p *Problem) Validate(name string, input []byte) (subtasks.Values, error) {
	cs, err := hex.ReadStrict(name, input, hex.HavannahLimits)
	if err != nil {
		return nil, err
	}
	return hex.Values(cs), nil
}

// Check compares the output with the answer case by case.
func (p *Problem) Check(input, answer, output []byte) error {
	return check(answer, output)
}

// RandomCase draws a stress file: up to 4 cases, small boards first.
// Without kinds it is a random file (random walks and uniform cells,
// which form every structure); with kinds, a file of one of those kinds
// at a time, of small stress arguments.
func (p *Problem) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	if len(kinds) == 0 {
		return randomFile(r, growth, bounds)
	}
	return p.randomKinds(r, growth, bounds, kinds)
}

// Shrink proposes smaller files (see hex.Shrink): each candidate is
// smaller in problemtest.Magnitude (fewer or smaller numbers).
func (p *Problem) Shrink(input []byte) [][]byte {
	cs, err := hex.ReadLenient("", input, hex.HavannahLimits)
	if err != nil {
		return nil
	}
	var out [][]byte
	for _, s := range hex.Shrink(cs) {
		out = append(out, hex.Format(s))
	}
	return out
}
