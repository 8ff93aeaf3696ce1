package stress

import (
	"fmt"
	"math/rand/v2"

	"carokit/problem"
)

// warnDraws is how many of the run's largest cases OracleWarning prices.
const warnDraws = 4

// OracleWarning returns one line warning that oracle (a built-in with a
// cost model) is slow at the largest sizes the run draws, or "" when it
// is not, has no cost model, or the estimate cannot be made. "Slow" is
// the problem's own measure: at least Work.TimeLimitMin, the work that
// certifies a time-out, on one case. The estimate prices a few of the
// largest cases without solving them, so it costs milliseconds.
func OracleWarning(opt Options, oracle *problem.Solution) string {
	spec := opt.Problem.Spec()
	if oracle == nil || oracle.Work == nil || spec.Work.TimeLimitMin <= 0 {
		return ""
	}
	var most int64
	for d := range warnDraws {
		r := rand.New(rand.NewPCG(opt.Seed, ^uint64(d)))
		input, err := opt.Problem.RandomCase(r, 1, opt.Bounds, opt.Kinds)
		if err != nil {
			return ""
		}
		c, err := opt.Problem.Parse(input)
		if err != nil {
			return ""
		}
		w, err := oracle.Work(c)
		if err != nil {
			return ""
		}
		most = max(most, w)
	}
	if most < spec.Work.TimeLimitMin {
		return ""
	}
	return fmt.Sprintf("warning: the oracle %s needs up to %.2g %s on one of the largest cases of %s (%.2g is past the time limit): cases will take seconds each; smaller --bound values or a faster --oracle find more",
		oracle.Name, float64(most), spec.Work.Unit, opt.Bounds, float64(spec.Work.TimeLimitMin))
}
