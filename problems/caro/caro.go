// Package caro plugs the Caro problem (CARO.md: the first move after
// which someone has five or more in a row) into the engine: it wires the
// case readers of package caro, the built-in solutions, the generator
// kinds, the subtask table and the default test plan.
package caro

import (
	"embed"
	"io/fs"
	"math/rand/v2"
	"strconv"
	"time"

	carogen "carokit/gen/caro"
	"carokit/problem"
	game "carokit/problems/caro/game"
	carosol "carokit/solutions/caro"
	"carokit/subtasks"
)

//go:embed plan.txt
var defaultPlan string

// articlePlan is CARO.md's 30-test package, whose verdict table the
// article gives: `carokit package --plan article`.
//
// planFiles are the default plan's "file" tests: counterexamples
// package --mutate --strengthen found and added.
//
//go:embed mutants/*.in
var planFiles embed.FS

//go:embed article.txt
var articlePlan string

// assetFiles are the files shipped into exports (problem.Spec.Assets):
// the statement and the standalone input validator.
//
//go:embed assets
var assetFiles embed.FS

// Assets returns the problem's export files at the names problem.Spec.Assets
// documents.
func Assets() fs.FS {
	sub, err := fs.Sub(assetFiles, "assets")
	if err != nil {
		panic(err) // the embedded folder always exists
	}
	return sub
}

//go:embed sample.in
var sampleInput []byte

// expected is the one declaration of the verdict each built-in gets in
// each subtask of Caro (CARO.md's table): read by `carokit solutions`, the
// package certification and the judge's "expected" column, and checked
// against the README's table by a test.
var expected = map[string][]problem.Verdict{
	"brute":    {problem.OK, problem.TLE, problem.TLE},
	"linescan": {problem.OK, problem.OK, problem.TLE},
	"fast":     {problem.OK, problem.OK, problem.OK},
	"endpoint": {problem.WA, problem.WA, problem.WA},
	"exact5":   {problem.WA, problem.WA, problem.WA},
	"noanti":   {problem.WA, problem.WA, problem.WA},
}

// mutantExpected declares where each of Caro's mutants (carosol.Mutants)
// must die: WA in every subtask where some valid case makes it answer
// wrong. A fixed stride of 4096 is right up to N = 4096 (subtask 3 only),
// and a misnamed winner is invisible: Caro prints only the move.
var mutantExpected = map[string][]problem.Verdict{
	"stride4096":      {problem.OK, problem.OK, problem.WA},
	"misnamed-winner": {problem.OK, problem.OK, problem.OK},
}

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
		Subtasks:    Subtasks,
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
		PlanFiles:    planFiles,
		Plans:        map[string]string{"article": articlePlan},

		Assets:     Assets(),
		Generators: carogen.Kinds(),
		Bench: []string{
			"dense-block --n 5000 --rows 500 --cols 600 --k 300000 --winner none --seed 1",
			"random --n 5000 --k 300000 --seed 1",
			"last-move-win --n 5000 --k 300000 --seed 1",
		},

		// The largest strict case is "5000 300000\n" and 300 000 lines
		// "rrrr cccc\n": 3 000 012 bytes. The lenient reader takes any
		// whitespace layout (CRLF, tabs, runs of blanks, leading zeros),
		// so the bound is 16 MiB, 5.6× that: about 28 bytes per integer
		// for 4 digits, room for any layout a judge's file has.
		MaxInputBytes: 16 << 20,
	}}
	for _, a := range carosol.All() {
		p.spec.Solutions = append(p.spec.Solutions, carosol.Wrap(a, expected[a.Name], FormatAnswer))
	}
	for _, a := range carosol.Mutants() {
		exp, ok := mutantExpected[a.Name]
		if !ok {
			exp = []problem.Verdict{problem.WA, problem.WA, problem.WA}
		}
		p.spec.Mutants = append(p.spec.Mutants, carosol.Wrap(a, exp, FormatAnswer))
	}
	return p
}

// FormatAnswer prints Caro's answer: the move number, or 0.
func FormatAnswer(c *game.Case, t int) []byte {
	return strconv.AppendInt(nil, int64(t), 10)
}

// Spec implements problem.Problem.
func (p *Problem) Spec() *problem.Spec { return &p.spec }

// Parse reads input leniently, once per test, for the built-ins.
func (p *Problem) Parse(input []byte) (problem.Case, error) {
	return carosol.Parse(input, game.CaroLimits)
}

// Validate reads input with the strict validator.
func (p *Problem) Validate(name string, input []byte) (subtasks.Values, error) {
	c, err := game.ReadStrict(name, input, game.CaroLimits)
	if err != nil {
		return nil, err
	}
	return game.Values(c), nil
}

// ValidateParse validates input strictly and hands the case it read to
// the built-ins: a strictly valid input reads the same leniently.
func (p *Problem) ValidateParse(name string, input []byte) (subtasks.Values, problem.Case, error) {
	c, err := game.ReadStrict(name, input, game.CaroLimits)
	if err != nil {
		return nil, nil, err
	}
	return game.Values(c), &carosol.Parsed{Case: c}, nil
}

// Check compares the printed move number with the answer, token by token.
func (p *Problem) Check(input, answer, output []byte) error {
	return problem.CompareTokens(answer, output)
}

// RandomCase draws a stress case from the generator kinds.
func (p *Problem) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	c, err := carogen.RandomCase(r, growth, bounds, kinds, game.CaroLimits)
	if err != nil {
		return nil, err
	}
	return c.Text(), nil
}

// Shrink proposes smaller cases (see caro.ShrinkCandidates).
func (p *Problem) Shrink(input []byte) [][]byte {
	return game.ShrinkText(input, game.CaroLimits)
}

// ShapeKey groups stress failures: the same moves elsewhere on the board
// are the same bug (game.ShapeKey).
func (p *Problem) ShapeKey(input []byte) string { return game.ShapeKey(input, game.CaroLimits) }
