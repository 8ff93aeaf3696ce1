package testpkg

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"carokit/problem"
	"carokit/subtasks"
)

// Toy is a tiny problem for the package builder's own tests, so that the
// engine is tested without any real problem: print the sum of n numbers.
// Input: "n\na1 … an\n" with 1 ≤ n ≤ 20 (subtask 1: n ≤ 5) and 0 ≤ ai ≤ 9.
// Its built-ins: a reference, an oracle, and "odd", declared wrong in
// both subtasks: it answers one too many when the sum is odd.
type Toy struct{}

// Spec implements problem.Problem.
func (Toy) Spec() *problem.Spec {
	sol := func(name string, role problem.Role, wrong bool) problem.Solution {
		exp := []problem.Verdict{problem.OK, problem.OK}
		if wrong {
			exp = []problem.Verdict{problem.WA, problem.WA}
		}
		return problem.Solution{Name: name, Summary: name, Complexity: "O(n)", Role: role, Expected: exp,
			Solve: func(c problem.Case) ([]byte, int64, error) {
				nums, err := parseToy(c.([]byte))
				if err != nil {
					return nil, 0, err
				}
				s := 0
				for _, v := range nums {
					s += v
				}
				if wrong && s%2 == 1 {
					s++
				}
				return []byte(strconv.Itoa(s) + "\n"), int64(len(nums)), nil
			}}
	}
	return &problem.Spec{
		Name: "toy", Title: "Toy", TimeLimit: time.Second, MemoryLimit: 64 << 20,
		Subtasks: subtasks.Table{
			{ID: 1, Weight: 40, Note: "n ≤ 5", Limits: []subtasks.Limit{{Name: "N", Max: 5}}},
			{ID: 2, Weight: 60, Note: "n ≤ 20", Limits: []subtasks.Limit{{Name: "N", Max: 20}}},
		},
		Samples: []problem.Sample{{Name: "sample", Input: []byte("3\n1 2 4\n"), Answer: []byte("7\n")}},
		Plan:    "@subtask 1\nsample sample\nsum --n 5\n@subtask 2\nsum --n 20\nsum --n 9\n",
		Solutions: []problem.Solution{
			sol("ref", problem.RoleReference, false), sol("oracle", problem.RoleOracle, false), sol("odd", problem.RoleOther, true),
		},
		Generators: []problem.Generator{{
			Kind: "sum", Summary: "n random digits", Params: []problem.Param{{Name: "n", Default: "5", Usage: "how many numbers"}, {Name: "fill", Default: "random", Usage: "every number this digit"}},
			Generate: func(a problem.Args) (problem.Generated, error) {
				n, err := a.Int("n", 1, 20)
				if err != nil {
					return problem.Generated{}, err
				}
				r := rand.New(rand.NewPCG(a.Seed, 1))
				nums := make([]int, n)
				for i := range nums {
					nums[i] = r.IntN(10)
				}
				if a.String("fill") != "random" {
					d, err := a.Int("fill", 0, 9)
					if err != nil {
						return problem.Generated{}, err
					}
					for i := range nums {
						nums[i] = d
					}
				}
				return problem.Generated{Input: formatToy(nums)}, nil
			},
		}},
	}
}

// Validate accepts only the canonical layout.
func (Toy) Validate(name string, input []byte) (subtasks.Values, error) {
	nums, err := parseToy(input)
	if err == nil && !bytes.Equal(formatToy(nums), input) {
		err = fmt.Errorf("not in canonical form")
	}
	if err != nil {
		return nil, &problem.InputError{File: name, Line: 1, Col: 1, Msg: err.Error()}
	}
	return subtasks.Values{"N": int64(len(nums))}, nil
}

// Check compares tokens.
func (Toy) Check(input, answer, output []byte) error { return problem.CompareTokens(answer, output) }

// RandomCase is not used by the builder.
func (Toy) RandomCase(*rand.Rand, float64, subtasks.Values, []string) ([]byte, error) {
	return formatToy([]int{1}), nil
}

// Parse hands the built-ins the input itself.
func (Toy) Parse(input []byte) (problem.Case, error) { return input, nil }

// Shrink is not used by the builder.
func (Toy) Shrink([]byte) [][]byte { return nil }

func parseToy(input []byte) ([]int, error) {
	f := strings.Fields(string(input))
	if len(f) == 0 {
		return nil, fmt.Errorf("empty input")
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 1 || n > 20 || len(f) != n+1 {
		return nil, fmt.Errorf("bad count %q", f[0])
	}
	nums := make([]int, n)
	for i := range nums {
		if nums[i], err = strconv.Atoi(f[i+1]); err != nil || nums[i] < 0 || nums[i] > 9 {
			return nil, fmt.Errorf("bad number %q", f[i+1])
		}
	}
	return nums, nil
}

func formatToy(nums []int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", len(nums))
	for i, v := range nums {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(v))
	}
	b.WriteByte('\n')
	return []byte(b.String())
}
