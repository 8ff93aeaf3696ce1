// Package fake is the engine's test problem, unrelated to any real one,
// so that the package builder, the judge and stress are tested knowing
// problems only through problem.Problem: print the sum of n numbers.
// Imported only by tests.
//
// Input: "n\na1 … an\n" in exactly that layout, 1 ≤ n ≤ MaxN and
// MinV ≤ ai ≤ MaxV; Validate measures N (n) and V (the largest number).
// Answer: the sum. Its built-ins (New's): "ref" (the reference),
// "oracle" and "odd", wrong by one when the sum is odd; generator kinds
// "sum" (n random numbers, or every one --fill) and "small" (numbers in
// the lower half of the range).
package fake

import (
	"bytes"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"carokit/problem"
	"carokit/subtasks"
)

// Sum is the fake problem. The zero value is New's problem without its
// defaults filled in: use New, then change what a test needs.
type Sum struct {
	MaxN       int // largest n
	MinV, MaxV int // range of the numbers
	// Table is the subtask table: New's is N ≤ 5 (40 points), N ≤ MaxN
	// (60 points).
	Table     subtasks.Table
	Plan      string
	PlanFiles fs.FS // the problem's own plan files (Spec.PlanFiles)
	Solutions []problem.Solution
	Mutants   []problem.Solution
	// ShrinkWith, when set, replaces Shrink.
	ShrinkWith func(input []byte) [][]byte
}

// New returns the fake problem with its defaults: n ≤ 20, digits 0..9,
// two subtasks, a plan of three tests, the built-ins ref, oracle and odd.
func New() *Sum {
	ok, wa := problem.OK, problem.WA
	return &Sum{
		MaxN: 20, MaxV: 9,
		Table: subtasks.Table{
			{ID: 1, Weight: 40, Note: "n ≤ 5", Limits: []subtasks.Limit{{Name: "N", Max: 5}}},
			{ID: 2, Weight: 60, Note: "n ≤ 20", Limits: []subtasks.Limit{{Name: "N", Max: 20}}},
		},
		Plan: "@subtask 1\nsample sample\nsum --n 5\n@subtask 2\nsum --n 20\nsum --n 9\n",
		Solutions: []problem.Solution{
			Solution("ref", problem.RoleReference, []problem.Verdict{ok, ok}, nil),
			Solution("oracle", problem.RoleOracle, []problem.Verdict{ok, ok}, nil),
			Solution("odd", problem.RoleOther, []problem.Verdict{wa, wa}, func(_ []int, sum int) (int, error) {
				return sum + sum%2, nil
			}),
		},
	}
}

// Spec implements problem.Problem.
func (p *Sum) Spec() *problem.Spec {
	return &problem.Spec{
		Name: "sum", Title: "Sum", TimeLimit: time.Second, MemoryLimit: 64 << 20,
		Subtasks:   p.Table,
		Samples:    []problem.Sample{{Name: "sample", Input: []byte("3\n1 2 4\n"), Answer: []byte("7\n")}},
		Plan:       p.Plan,
		PlanFiles:  p.PlanFiles,
		Solutions:  p.Solutions,
		Mutants:    p.Mutants,
		Generators: p.generators(),
	}
}

// Solution is a built-in of the fake problem: the sum of the numbers,
// changed by bug (nil: right), which may also fail or panic.
func Solution(name string, role problem.Role, expected []problem.Verdict, bug func(nums []int, sum int) (int, error)) problem.Solution {
	return problem.Solution{Name: name, Summary: name, Complexity: "O(n)", Role: role, Expected: expected,
		Solve: func(c problem.Case) ([]byte, int64, error) {
			nums, err := Numbers(c.([]byte))
			if err != nil {
				return nil, 0, err
			}
			sum := 0
			for _, v := range nums {
				sum += v
			}
			if bug != nil {
				if sum, err = bug(nums, sum); err != nil {
					return nil, 0, err
				}
			}
			return fmt.Appendf(nil, "%d\n", sum), int64(len(nums)), nil
		}}
}

// Validate accepts only the canonical layout.
func (p *Sum) Validate(name string, input []byte) (subtasks.Values, error) {
	nums, err := p.read(input)
	if err == nil && !bytes.Equal(Format(nums), input) {
		err = fmt.Errorf("not in canonical form")
	}
	if err != nil {
		return nil, &problem.InputError{File: name, Line: 1, Col: 1, Msg: err.Error()}
	}
	return subtasks.Values{"N": int64(len(nums)), "V": int64(slices.Max(nums))}, nil
}

// Check compares tokens.
func (p *Sum) Check(input, answer, output []byte) error { return problem.CompareTokens(answer, output) }

// Parse hands the built-ins the input itself.
func (p *Sum) Parse(input []byte) (problem.Case, error) {
	if _, err := Numbers(input); err != nil {
		return nil, &problem.InputError{File: "input", Line: 1, Col: 1, Msg: err.Error()}
	}
	return input, nil
}

// RandomCase draws 1 + growth·(n - 1) numbers at most, n = bounds["N"]
// (else MaxN), each in MinV..MaxV; with kinds [small], in the lower half
// of that range. With several kinds it picks one of them from r.
func (p *Sum) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	maxN := p.MaxN
	if v, ok := bounds["N"]; ok && int(v) < maxN {
		maxN = int(v)
	}
	if maxN < 1 {
		return nil, &problem.ParamError{Msg: "bounds leave no case"}
	}
	kind := "sum"
	for _, k := range kinds {
		if k != "sum" && k != "small" {
			return nil, &problem.ParamError{Msg: fmt.Sprintf("unknown generator kind %q (sum or small)", k)}
		}
	}
	if len(kinds) == 1 {
		kind = kinds[0]
	} else if len(kinds) > 1 {
		kind = kinds[r.IntN(len(kinds))]
	}
	n := 1 + r.IntN(1+int(growth*float64(maxN-1)))
	return Format(p.draw(r, n, kind == "small")), nil
}

// draw is n numbers from r, in the lower half of the range when small.
func (p *Sum) draw(r *rand.Rand, n int, small bool) []int {
	width := p.MaxV - p.MinV + 1
	if small {
		width = max(1, width/2)
	}
	nums := make([]int, n)
	for i := range nums {
		nums[i] = p.MinV + r.IntN(width)
	}
	return nums
}

// Shrink drops halves, then single numbers, then lowers one number toward
// MinV: every candidate has fewer numbers or a smaller one, so it is
// smaller in problemtest.Magnitude.
func (p *Sum) Shrink(input []byte) [][]byte {
	if p.ShrinkWith != nil {
		return p.ShrinkWith(input)
	}
	nums, err := p.read(input)
	if err != nil {
		return nil
	}
	var out [][]byte
	n := len(nums)
	if n >= 2 {
		out = append(out, Format(nums[:n/2]), Format(nums[n/2:]))
		for i := range nums {
			out = append(out, Format(slices.Delete(slices.Clone(nums), i, i+1)))
		}
	}
	for i, v := range nums {
		for _, w := range []int{p.MinV, p.MinV + (v-p.MinV)/2, v - 1} {
			if w >= p.MinV && w < v {
				c := slices.Clone(nums)
				c[i] = w
				out = append(out, Format(c))
			}
		}
	}
	return out
}

// read reads the numbers and holds them to the problem's limits.
func (p *Sum) read(input []byte) ([]int, error) {
	nums, err := Numbers(input)
	if err != nil {
		return nil, err
	}
	if len(nums) > p.MaxN {
		return nil, fmt.Errorf("n = %d is over %d", len(nums), p.MaxN)
	}
	for _, v := range nums {
		if v < p.MinV || v > p.MaxV {
			return nil, fmt.Errorf("number %d is out of range [%d, %d]", v, p.MinV, p.MaxV)
		}
	}
	return nums, nil
}

// Numbers reads the numbers of an input in any layout: a count n ≥ 1,
// then exactly n integers.
func Numbers(input []byte) ([]int, error) {
	f := strings.Fields(string(input))
	if len(f) == 0 {
		return nil, fmt.Errorf("empty input")
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 1 || len(f) != n+1 {
		return nil, fmt.Errorf("bad count %q for %d numbers", f[0], len(f)-1)
	}
	nums := make([]int, n)
	for i := range nums {
		if nums[i], err = strconv.Atoi(f[i+1]); err != nil {
			return nil, fmt.Errorf("bad number %q", f[i+1])
		}
	}
	return nums, nil
}

// Format writes numbers in the canonical layout.
func Format(nums []int) []byte {
	b := strconv.AppendInt(nil, int64(len(nums)), 10)
	b = append(b, '\n')
	for i, v := range nums {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return append(b, '\n')
}
