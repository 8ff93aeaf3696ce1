package stress

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
)

// newSum is the engine's fake problem (problem/problemtest/fake) in
// stress's limits: "n\na1 … an\n", 1 ≤ n ≤ 50, 0 ≤ ai ≤ 99, so that the
// buggy solutions below (77, 88) fail on about one case in a hundred per
// number; kind "small" draws numbers below 50, on which they never fail.
func newSum() *fake.Sum {
	p := fake.New()
	p.MaxN, p.MaxV = 50, 99
	return p
}

// sumSolution builds a built-in solution; bug may change the answer,
// return an error or panic, given the numbers.
func sumSolution(name string, bug func(nums []int, sum int) (int, error)) *problem.Solution {
	s := fake.Solution(name, problem.RoleOther, nil, bug)
	return &s
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
	p := newSum()
	for i := shard; i < cases; i += shards {
		in, _ := p.RandomCase(rand.New(rand.NewPCG(seed, uint64(i))), growth(i, cases), nil, nil)
		nums, _ := fake.Numbers(in)
		if slices.Contains(nums, v) {
			return i
		}
	}
	return -1
}
