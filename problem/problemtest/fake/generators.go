package fake

import (
	"math/rand/v2"

	"carokit/problem"
)

// generators are the kinds: "sum" (n random numbers, or every one
// --fill) and "small" (n numbers in the lower half of the range).
func (p *Sum) generators() []problem.Generator {
	pn := problem.Param{Name: "n", Default: "5", Usage: "how many numbers"}
	return []problem.Generator{
		{Kind: "sum", Summary: "n random numbers", Params: []problem.Param{pn, {Name: "fill", Default: "random", Usage: "every number this value"}},
			Generate: func(a problem.Args) (problem.Generated, error) { return p.generate(a, false) }},
		{Kind: "small", Summary: "n numbers in the lower half of the range", Params: []problem.Param{pn},
			Generate: func(a problem.Args) (problem.Generated, error) { return p.generate(a, true) }},
	}
}

func (p *Sum) generate(a problem.Args, small bool) (problem.Generated, error) {
	n, err := a.Int("n", 1, p.MaxN)
	if err != nil {
		return problem.Generated{}, err
	}
	nums := p.draw(rand.New(rand.NewPCG(a.Seed, 1)), n, small)
	if a.Has("fill") && a.String("fill") != "random" {
		d, err := a.Int("fill", p.MinV, p.MaxV)
		if err != nil {
			return problem.Generated{}, err
		}
		for i := range nums {
			nums[i] = d
		}
	}
	return problem.Generated{Input: Format(nums)}, nil
}
