package stress

import (
	"context"
	"fmt"
	"hash/maphash"
	"time"

	"carokit/problem"
)

// outcome is one comparison of the target with the oracle.
type outcome struct {
	verdict              problem.Verdict // OK, or how the target failed
	detail               string
	oracleOut, targetOut []byte
}

// compare runs the oracle and the target on input. The target fails with
// its own verdict, or WA when the problem's checker rejects its output.
// The oracle failing is an error: a judge-side problem, not a finding.
func (s *search) compare(ctx context.Context, input []byte) (outcome, error) {
	oracle, target := s.opt.Oracle.Run, s.opt.Target.Run
	if s.opt.Oracle.RunCase != nil && s.opt.Target.RunCase != nil {
		// Two built-ins: the case is parsed once for both. An input they
		// cannot read goes the long way, which reports it as theirs.
		if c, err := s.opt.Problem.Parse(input); err == nil {
			oracle = func(ctx context.Context, _ []byte) ([]byte, problem.Verdict, string, error) {
				return s.opt.Oracle.RunCase(ctx, c)
			}
			target = func(ctx context.Context, _ []byte) ([]byte, problem.Verdict, string, error) {
				return s.opt.Target.RunCase(ctx, c)
			}
		}
	}
	oOut, ov, od, err := oracle(ctx, input)
	if err != nil {
		return outcome{}, fmt.Errorf("oracle %s: %w", s.opt.Oracle.Name, err)
	}
	if ov != problem.OK {
		return outcome{}, fmt.Errorf("oracle %s failed: %s (%s)", s.opt.Oracle.Name, ov, od)
	}
	tOut, tv, td, err := target(ctx, input)
	if err != nil {
		return outcome{}, fmt.Errorf("target %s: %w", s.opt.Target.Name, err)
	}
	o := outcome{verdict: tv, detail: td, oracleOut: oOut, targetOut: tOut}
	if tv == problem.OK {
		if err := s.opt.Problem.Check(input, oOut, tOut); err != nil {
			o.verdict, o.detail = problem.WA, err.Error()
		}
	}
	return o, nil
}

// shrink replaces p's case by the smallest variant that still fails the
// same way, greedily: of the problem's candidates, in order, it keeps the
// first that fails with the same verdict and asks again, until none does
// or the shrinking budget is spent. Candidates are tried jobs at a time;
// the choice stays the first in order, so the result does not depend on
// jobs (unless the budget runs out).
func (s *search) shrink(ctx context.Context, p *pending, jobs int) error {
	start := time.Now()
	sctx, cancel := context.WithTimeout(ctx, s.opt.ShrinkTime)
	defer cancel()
	f := p.f
	cur, out := f.Original, p.out
	// A problem's Shrink should only propose smaller cases; remembering
	// the cases already accepted keeps a careless one from cycling.
	seed := maphash.MakeSeed()
	seen := map[uint64]bool{maphash.Bytes(seed, cur): true}
	for sctx.Err() == nil {
		var cands [][]byte
		for _, c := range s.opt.Problem.Shrink(cur) {
			if !seen[maphash.Bytes(seed, c)] {
				cands = append(cands, c)
			}
		}
		results := make([]outcome, len(cands))
		k := 0
		next := func() (int, bool) {
			if k >= len(cands) {
				return 0, false
			}
			k++
			return k - 1, true
		}
		i, err := firstHit(sctx, jobs, false, next, func(cctx context.Context, j int) (bool, error) {
			o, ok := s.reproduces(cctx, cands[j], f.Verdict)
			results[j] = o
			return ok, nil
		})
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err != nil || i < 0 {
			break // out of time, or nothing smaller fails
		}
		cur, out = cands[i], results[i]
		seen[maphash.Bytes(seed, cur)] = true
		f.ShrinkSteps++
	}
	f.Shrunk, f.Detail = cur, out.detail
	f.OracleOutput, f.TargetOutput = out.oracleOut, out.targetOut
	f.ShrinkTime = time.Since(start)
	vals, err := s.opt.Problem.Validate("shrunk", cur)
	if err != nil {
		return fmt.Errorf("case %d: the shrunk case is invalid: %w", f.Index, err)
	}
	f.ShrunkValues = vals
	return nil
}

// reproduces reports whether the target fails on input with verdict want.
// An invalid candidate, or one the oracle cannot handle, does not count.
func (s *search) reproduces(ctx context.Context, input []byte, want problem.Verdict) (outcome, bool) {
	if _, err := s.opt.Problem.Validate("candidate", input); err != nil {
		return outcome{}, false
	}
	o, err := s.compare(ctx, input)
	if err != nil {
		return outcome{}, false
	}
	return o, o.verdict == want
}

// ShrinkInput compares opt.Target with opt.Oracle on one input, as Run
// does for a drawn case, and shrinks it when the target fails. It returns
// nil when the target passes. It serves an input found elsewhere (a
// setter's own case, a full-size case a test chose) and the tests of
// each problem's shrinking.
func ShrinkInput(ctx context.Context, opt Options, index int, input []byte) (*Failure, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	if opt.ShrinkTime == 0 {
		opt.ShrinkTime = DefaultShrinkTime
	}
	s := &search{opt: opt, jobs: max(1, opt.Jobs)}
	o, err := s.compare(ctx, input)
	if err != nil || o.verdict == problem.OK {
		return nil, err
	}
	p := &pending{out: o, f: &Failure{Index: index, Verdict: o.verdict, Original: input}}
	if err := s.shrink(ctx, p, s.jobs); err != nil {
		return nil, err
	}
	return p.f, nil
}
