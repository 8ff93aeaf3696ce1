// Package duiyi is the same game as Caro judged in another dialect:
// n ≤ 1000, m ≤ 10^5, numbers separated by any whitespace, and the answer
// printed as "HtBest t" (the first player, odd moves, won at move t),
// "WHZ t" (the second player won) or "UNK m" (nobody won after all m
// moves). It reuses Caro's reader, rules, solutions, generators and
// shrinking, with its own limits, output format, subtask and plan.
package duiyi

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	carogen "carokit/gen/caro"
	"carokit/problem"
	game "carokit/problems/caro/game"
	carorender "carokit/render/caro"
	carosol "carokit/solutions/caro"
	"carokit/subtasks"
)

//go:embed plan.txt
var defaultPlan string

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

// Limits are the dialect's input limits.
var Limits = game.Limits{MaxN: 1000, MaxK: 100000}

// Subtasks: one subtask worth everything.
var Subtasks = subtasks.Table{
	{ID: 1, Weight: 100, Note: "n ≤ 1000, m ≤ 100000", Limits: []subtasks.Limit{{Name: "N", Max: 1000}, {Name: "K", Max: 100000}}},
}

// expected verdicts in the dialect's single subtask.
var expected = map[string][]problem.Verdict{
	"brute":    {problem.TLE},
	"linescan": {problem.OK},
	"fast":     {problem.OK},
	"endpoint": {problem.WA},
	"exact5":   {problem.WA},
	"noanti":   {problem.WA},
}

// mutantExpected declares where Caro's mutants must die in the dialect:
// everywhere but the fixed stride of 4096, which is right for every
// n ≤ 1000. A misnamed winner dies here, where the answer names him.
var mutantExpected = map[string][]problem.Verdict{
	"stride4096": {problem.OK},
}

// Problem is the dialect as the engine sees it.
type Problem struct {
	spec problem.Spec
}

// New returns the dialect.
func New() *Problem {
	p := &Problem{spec: problem.Spec{
		Name:  "duiyi",
		Title: "Caro (HtBest/WHZ/UNK dialect)",
		// O(n·m) line scanning reads up to 4·10^8 cells here: it is meant to
		// pass, and takes 0.7–0.9 s in Go, so 1 s would make it a coin toss.
		TimeLimit: 2 * time.Second,
		// The largest valid input: "1000 100000\n" and 100 000 lines of at
		// most "1000 1000\n", 1 000 012 bytes.
		MaxTestBytes: 2 << 20,
		MemoryLimit:  256 << 20,
		Subtasks:     Subtasks,
		Work: problem.WorkLimits{
			Unit:         "board cells read",
			ReferenceMax: 1e7,
			AcceptedMax:  5e8,
			TimeLimitMin: 1e9,
		},
		Samples: []problem.Sample{
			{Name: "htbest", Input: []byte("10 20  1 1 1 2 2 1 2 2 3 1 3 2 4 1 4 2 5 1 5 2 6 1 6 2 7 1 7 2 8 1 8 2 9 1 9 2 10 1 10 2\n"), Answer: []byte("HtBest 9\n")},
			{Name: "whz", Input: []byte("10 26  8 6 9 4 2 1 7 5 4 7 8 4 4 3 5 4 10 3 5 5 9 7 9 5 3 4 6 3 5 10 1 5 9 2 6 5 5 7 1 4 2 5 8 5 1 3 3 2 8 3 2 6\n"), Answer: []byte("WHZ 22\n")},
			{Name: "unk", Input: []byte("10 1  1 1\n"), Answer: []byte("UNK 1\n")},
		},
		Plan:   defaultPlan,
		Assets: Assets(),

		// The largest tidy case is "1000 100000\n" and 100 000 lines
		// "rrrr cccc\n": 1 000 012 bytes. The statement allows any
		// whitespace, so the bound is 8 MiB, 8.4× that: about 42 bytes
		// per integer for 4 digits.
		MaxInputBytes: 8 << 20,
	}}
	for _, a := range carosol.All() {
		p.spec.Solutions = append(p.spec.Solutions, carosol.Wrap(a, expected[a.Name], FormatAnswer))
	}
	for _, a := range carosol.Mutants() {
		exp, ok := mutantExpected[a.Name]
		if !ok {
			exp = []problem.Verdict{problem.WA}
		}
		format := FormatAnswer
		if a.Misnames {
			format = formatMisnamed
		}
		p.spec.Mutants = append(p.spec.Mutants, carosol.Wrap(a, exp, format))
	}
	for _, g := range carogen.Kinds() {
		p.spec.Generators = append(p.spec.Generators, dialectGenerator(g))
	}
	return p
}

// FormatAnswer prints the dialect's answer for first winning move t of c.
func FormatAnswer(c *game.Case, t int) []byte { return formatAnswer(len(c.Moves), t) }

// formatMisnamed prints the answer of a mutant that takes the player of
// even moves for the first player.
func formatMisnamed(c *game.Case, t int) []byte {
	out := FormatAnswer(c, t)
	if t == 0 {
		return out
	}
	if game.Mover(t) == game.X {
		return strconv.AppendInt([]byte("WHZ "), int64(t), 10)
	}
	return strconv.AppendInt([]byte("HtBest "), int64(t), 10)
}

// formatAnswer prints the answer of a game of k moves first won at t.
func formatAnswer(k, t int) []byte {
	switch {
	case t == 0:
		return strconv.AppendInt([]byte("UNK "), int64(k), 10)
	case game.Mover(t) == game.X:
		return strconv.AppendInt([]byte("HtBest "), int64(t), 10)
	default:
		return strconv.AppendInt([]byte("WHZ "), int64(t), 10)
	}
}

// dialectGenerator runs a Caro generator kind and restates its planted
// answer in the dialect. The case itself is the same text: Caro's layout
// is whitespace-separated numbers too. Only its first line is read: the
// sizes, to refuse a case over the dialect's limits as a parameter error
// and to print UNK's move count; the moves were checked by the generator.
func dialectGenerator(g problem.Generator) problem.Generator {
	inner := g.Generate
	g.Generate = func(a problem.Args) (problem.Generated, error) {
		out, err := inner(a)
		if err != nil {
			return out, err
		}
		n, k, err := sizes(out.Input)
		if err != nil {
			return problem.Generated{}, err
		}
		if n > Limits.MaxN || k > Limits.MaxK {
			return problem.Generated{}, &problem.ParamError{Msg: fmt.Sprintf("duiyi: %s makes N = %d, K = %d, over the dialect's n ≤ %d, m ≤ %d", a.Kind, n, k, Limits.MaxN, Limits.MaxK)}
		}
		if out.Answer == nil {
			return out, nil
		}
		t, err := strconv.Atoi(string(bytes.TrimSpace(out.Answer)))
		if err != nil {
			return problem.Generated{}, err
		}
		out.Answer = append(formatAnswer(k, t), '\n')
		return out, nil
	}
	return g
}

// sizes reads N and K from the first line of a generated Caro case.
func sizes(input []byte) (n, k int, err error) {
	line, _, _ := bytes.Cut(input, []byte("\n"))
	f := strings.Fields(string(line))
	if len(f) == 2 {
		if n, err = strconv.Atoi(f[0]); err == nil {
			k, err = strconv.Atoi(f[1])
		}
	}
	if len(f) != 2 || err != nil {
		return 0, 0, fmt.Errorf("duiyi: a generated case starts with %q, not N K", line)
	}
	return n, k, nil
}

// Spec implements problem.Problem.
func (p *Problem) Spec() *problem.Spec { return &p.spec }

// Parse reads input leniently, once per test, for the built-ins.
func (p *Problem) Parse(input []byte) (problem.Case, error) {
	return carosol.Parse(input, Limits)
}

// Validate reads the input within the dialect's limits, laid out as
// checkLayout says: numbers separated by spaces and line breaks.
func (p *Problem) Validate(name string, input []byte) (subtasks.Values, error) {
	if err := checkLayout(name, input); err != nil {
		return nil, err
	}
	c, err := game.ReadLenient(name, input, Limits)
	if err != nil {
		return nil, err
	}
	return game.Values(c), nil
}

// Check compares "HtBest 9" and the like token by token.
func (p *Problem) Check(input, answer, output []byte) error {
	return problem.CompareTokens(answer, output)
}

// RandomCase draws a stress case within the dialect's limits.
func (p *Problem) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	c, err := carogen.RandomCase(r, growth, bounds, kinds, Limits)
	if err != nil {
		return nil, err
	}
	return c.Text(), nil
}

// Shrink proposes smaller cases, as for Caro.
func (p *Problem) Shrink(input []byte) [][]byte { return game.ShrinkText(input, Limits) }

// ShapeKey groups stress failures as for Caro (game.ShapeKey).
func (p *Problem) ShapeKey(input []byte) string { return game.ShapeKey(input, Limits) }

// Render draws a case, as for Caro.
func (p *Problem) Render(input []byte, at int, format string) ([]byte, error) {
	return carorender.Input(input, at, format, Limits)
}
