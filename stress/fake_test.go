package stress

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"carokit/problem"
	"carokit/subtasks"
)

// sumProblem is a tiny problem that keeps the engine honest about knowing
// problems only through problem.Problem: print the sum of n numbers.
// Input: "n\na1 a2 … an\n", 1 ≤ n ≤ 50, 0 ≤ ai ≤ 99.
type sumProblem struct {
	// shrink, when set, replaces the problem's own Shrink.
	shrink func(input []byte) [][]byte
}

func (p *sumProblem) Spec() *problem.Spec {
	return &problem.Spec{Name: "sum", Title: "Sum"}
}

func (p *sumProblem) Validate(name string, input []byte) (subtasks.Values, error) {
	nums, err := parseSum(input)
	if err != nil {
		return nil, &problem.InputError{File: name, Line: 1, Col: 1, Msg: err.Error()}
	}
	if !bytes.Equal(formatSum(nums), input) {
		return nil, &problem.InputError{File: name, Line: 1, Col: 1, Msg: "not in canonical form"}
	}
	return subtasks.Values{"N": int64(len(nums)), "V": int64(slices.Max(nums))}, nil
}

func (p *sumProblem) Check(input, answer, output []byte) error {
	return problem.CompareTokens(answer, output)
}

// RandomCase draws n ≤ bounds["N"] numbers below 100; kind "small" only
// draws numbers below 50 (so the buggy solutions below never fail on it).
func (p *sumProblem) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	maxN := 50
	if v, ok := bounds["N"]; ok {
		maxN = int(v)
	}
	if maxN < 1 {
		return nil, &problem.ParamError{Msg: "bounds leave no case"}
	}
	maxV := 100
	if slices.Equal(kinds, []string{"small"}) {
		maxV = 50
	}
	n := 1 + r.IntN(1+int(growth*float64(maxN-1)))
	nums := make([]int, n)
	for i := range nums {
		nums[i] = r.IntN(maxV)
	}
	return formatSum(nums), nil
}

// Parse hands the built-ins the input itself.
func (p *sumProblem) Parse(input []byte) (problem.Case, error) { return input, nil }

// Shrink drops halves, then single numbers, then lowers one number.
func (p *sumProblem) Shrink(input []byte) [][]byte {
	if p.shrink != nil {
		return p.shrink(input)
	}
	nums, err := parseSum(input)
	if err != nil {
		return nil
	}
	var out [][]byte
	n := len(nums)
	if n >= 2 {
		out = append(out, formatSum(nums[:n/2]), formatSum(nums[n/2:]))
		for i := range nums {
			out = append(out, formatSum(slices.Delete(slices.Clone(nums), i, i+1)))
		}
	}
	for i, v := range nums {
		for _, w := range []int{0, v / 2, v - 1} {
			if w >= 0 && w < v {
				c := slices.Clone(nums)
				c[i] = w
				out = append(out, formatSum(c))
			}
		}
	}
	return out
}

func parseSum(input []byte) ([]int, error) {
	f := strings.Fields(string(input))
	if len(f) == 0 {
		return nil, fmt.Errorf("empty input")
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 1 || n > 50 || len(f) != n+1 {
		return nil, fmt.Errorf("bad n %q for %d numbers", f[0], len(f)-1)
	}
	nums := make([]int, n)
	for i := range nums {
		v, err := strconv.Atoi(f[i+1])
		if err != nil || v < 0 || v > 99 {
			return nil, fmt.Errorf("bad number %q", f[i+1])
		}
		nums[i] = v
	}
	return nums, nil
}

func formatSum(nums []int) []byte {
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

// sumSolution builds a built-in solution; bug may change the answer,
// return an error or panic, given the numbers.
func sumSolution(name string, bug func(nums []int, sum int) (int, error)) *problem.Solution {
	return &problem.Solution{Name: name, Solve: func(c problem.Case) ([]byte, int64, error) {
		nums, err := parseSum(c.([]byte))
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

var (
	sumRight = sumSolution("right", nil)
	// sum77 answers one too many when 77 is among the numbers: about one
	// case in a hundred per number fails.
	sum77 = sumSolution("sum77", func(nums []int, sum int) (int, error) {
		if slices.Contains(nums, 77) {
			return sum + 1, nil
		}
		return sum, nil
	})
	// sum7788 is sum77 that also panics on 88.
	sum7788 = sumSolution("sum7788", func(nums []int, sum int) (int, error) {
		if slices.Contains(nums, 88) {
			panic("88")
		}
		if slices.Contains(nums, 77) {
			return sum + 1, nil
		}
		return sum, nil
	})
	sumPanics = sumSolution("panics", func([]int, int) (int, error) { panic("always") })
	sumErrs   = sumSolution("errs", func([]int, int) (int, error) { return 0, fmt.Errorf("cannot") })
)

// firstWith returns the first index (of those ≡ shard mod shards, below
// cases) whose case contains v, computed without the engine.
func firstWith(seed uint64, cases, shard, shards int, v int) int {
	p := &sumProblem{}
	for i := shard; i < cases; i += shards {
		in, _ := p.RandomCase(rand.New(rand.NewPCG(seed, uint64(i))), growth(i, cases), nil, nil)
		nums, _ := parseSum(in)
		if slices.Contains(nums, v) {
			return i
		}
	}
	return -1
}
