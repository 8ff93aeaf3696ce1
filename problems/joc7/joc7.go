// Package joc7 plugs Joc 7 (JOC7.md: full-line tic-tac-toe in K rounds,
// judged through the files joc7.in and joc7.out) into the engine: its
// model, built-ins, generator kinds, subtasks by query type and plan.
package joc7

import (
	"bytes"
	"embed"
	"io/fs"
	"math/rand/v2"
	"time"

	joc7gen "carokit/gen/joc7"
	"carokit/problem"
	"carokit/problems/joc7/game"
	joc7render "carokit/render/joc7"
	joc7sol "carokit/solutions/joc7"
	"carokit/subtasks"
)

//go:embed plan.txt
var defaultPlan string

//go:embed assets
var assets embed.FS

// planFiles are the default plan's "file" tests: counterexamples
// package --mutate --strengthen found and added.
//
//go:embed mutants/*.in
var planFiles embed.FS

// Subtasks: the examples, then the tests by query type, as in the
// original scoring. A test's subtask comes from its values, not its size:
// "example" is 1 for a statement example's exact text.
var Subtasks = subtasks.Table{
	{ID: 1, Weight: 10, Note: "the examples", Limits: []subtasks.Limit{{Name: "example", Max: 1, Exact: true}}},
	{ID: 2, Weight: 45, Note: "C = 1", Limits: []subtasks.Limit{{Name: "example", Max: 0, Exact: true}, {Name: "C", Max: 1, Exact: true}}},
	{ID: 3, Weight: 45, Note: "C = 2", Limits: []subtasks.Limit{{Name: "example", Max: 0, Exact: true}, {Name: "C", Max: 2, Exact: true}}},
}

// expected is the one declaration of each built-in's verdict per subtask.
var expected = map[string][]problem.Verdict{
	"fast":       {problem.OK, problem.OK, problem.OK},
	"brute":      {problem.OK, problem.TLE, problem.TLE},
	"published":  {problem.WA, problem.WA, problem.WA},
	"nosemi2":    {problem.WA, problem.WA, problem.WA},
	"oddcentre":  {problem.OK, problem.WA, problem.WA},
	"fixedstart": {problem.WA, problem.WA, problem.OK}, // swapping the players keeps every count
	"onecount":   {problem.WA, problem.OK, problem.WA},
	"lastround":  {problem.WA, problem.OK, problem.WA},
}

// mutantDies says where each mutant must die (WA) and where it may
// survive (OK): a C = 1 slip survives C = 2 and the other way round, and a
// line the examples never complete survives them.
var mutantDies = map[string][]problem.Verdict{
	"m-nosemi1":     {problem.WA, problem.WA, problem.WA},
	"m-nomain":      {problem.OK, problem.WA, problem.WA},
	"m-nosecond":    {problem.OK, problem.WA, problem.WA},
	"m-nocols":      {problem.OK, problem.WA, problem.WA},
	"m-stefanfirst": {problem.WA, problem.WA, problem.OK},
	"m-c2min":       {problem.WA, problem.OK, problem.WA},
	"m-c1swap":      {problem.WA, problem.WA, problem.OK},
	"m-nowinfull":   {problem.WA, problem.OK, problem.WA},
	"m-offbyone":    {problem.WA, problem.OK, problem.WA},
}

// Problem is Joc 7 as the engine sees it.
type Problem struct {
	spec problem.Spec
}

// New returns Joc 7.
func New() *Problem {
	p := &Problem{spec: problem.Spec{
		Name:        "joc7",
		Title:       "Joc 7",
		TimeLimit:   100 * time.Millisecond,
		MemoryLimit: 64 << 20,
		Subtasks:    Subtasks,
		IO:          problem.IO{Input: "joc7.in", Output: "joc7.out"},
		// fast does at most 25·10⁴·5 = 1.25·10⁶; brute about 2·10⁴ cells
		// per mark, 5·10⁹ at N = 100, K = 25 with late wins.
		Work: problem.WorkLimits{Unit: "cells read and counters raised", ReferenceMax: 2e6, AcceptedMax: 1e7, TimeLimitMin: 5e8},
		Samples: []problem.Sample{
			{Name: "c1", Input: []byte(joc7gen.Samples["c1"]), Answer: []byte("2 1\n")},
			{Name: "c2", Input: []byte(joc7gen.Samples["c2"]), Answer: []byte("14\n")},
		},
		Plan:       defaultPlan,
		PlanFiles:  planFiles,
		Generators: joc7gen.Kinds(),
		Bench:      []string{"lines --c 1 --n 100 --k 25 --at last --seed 1"},
		// The largest strict case: 25 lines of 10⁴ numbers of up to 5
		// digits and a space, 1.5 MB; the lenient reader takes any
		// whitespace, so 8 MiB.
		MaxTestBytes:  2 << 20,
		MaxInputBytes: 8 << 20,
	}}
	p.spec.Assets, _ = fs.Sub(assets, "assets") // cannot fail: the folder is embedded
	for _, a := range joc7sol.All() {
		p.spec.Solutions = append(p.spec.Solutions, joc7sol.Wrap(a, expected[a.Name]))
	}
	for _, a := range joc7sol.Mutants() {
		p.spec.Mutants = append(p.spec.Mutants, joc7sol.Wrap(a, mutantDies[a.Name]))
	}
	return p
}

// Spec implements problem.Problem.
func (p *Problem) Spec() *problem.Spec { return &p.spec }

// Parse reads input leniently, once per test, for the built-ins.
func (p *Problem) Parse(input []byte) (problem.Case, error) {
	return game.ReadLenient("", input)
}

// Validate reads input strictly; "example" says it is a statement
// example, which selects the first subtask.
func (p *Problem) Validate(name string, input []byte) (subtasks.Values, error) {
	c, err := game.ReadStrict(name, input)
	if err != nil {
		return nil, err
	}
	v := game.Values(c)
	v["example"] = 0
	for _, s := range p.spec.Samples {
		if bytes.Equal(s.Input, input) {
			v["example"] = 1
		}
	}
	return v, nil
}

// Check compares the numbers token by token.
func (p *Problem) Check(input, answer, output []byte) error {
	return problem.CompareTokens(answer, output)
}

// RandomCase draws a small case: without kinds, random rounds (see
// joc7gen.RandomCase); with kinds, a case of one of them at a time, of
// small stress arguments (joc7gen.StressArgs), drawn again while over the
// bounds.
func (p *Problem) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	if len(kinds) > 0 {
		pool, err := p.spec.PickGenerators(kinds)
		if err != nil {
			return nil, err
		}
		args := func(r *rand.Rand, g *problem.Generator) []string { return joc7gen.StressArgs(r, g, growth, bounds) }
		return problem.DrawFrom(r, pool, args, func(in []byte) (bool, error) { return problem.WithinBounds(p, bounds, in) })
	}
	c, err := joc7gen.RandomCase(r, growth, bounds)
	if err != nil {
		return nil, err
	}
	return c.Text(), nil
}

// TestSizedCase draws a case as large as the tests of subtasks 2 and 3
// (brute must time out on each), from the lines and maxround kinds
// (joc7gen.TestSizedArgs): RandomCase's stay under N = 10, K = 5, far
// below brute's work limit.
func (p *Problem) TestSizedCase(r *rand.Rand, growth float64, bounds subtasks.Values) ([]byte, error) {
	pool, err := p.spec.PickGenerators([]string{"lines", "maxround"})
	if err != nil {
		return nil, err
	}
	args := func(r *rand.Rand, g *problem.Generator) []string { return joc7gen.TestSizedArgs(r, g, growth, bounds) }
	return problem.DrawFrom(r, pool, args, func(in []byte) (bool, error) { return problem.WithinBounds(p, bounds, in) })
}

// Shrink drops whole rounds, then shrinks N (see game.Shrink): each
// candidate is smaller in problemtest.Magnitude (fewer or smaller numbers).
func (p *Problem) Shrink(input []byte) [][]byte {
	c, err := game.ReadLenient("", input)
	if err != nil {
		return nil
	}
	var out [][]byte
	for _, s := range game.Shrink(c) {
		out = append(out, s.Text())
	}
	return out
}

// Render draws a round at a mark (see joc7render.At): --at counts marks
// through the rounds, round r's mark t being (r-1)·N² + t.
func (p *Problem) Render(input []byte, at int, format string) ([]byte, error) {
	return joc7render.Input(input, at, format)
}
