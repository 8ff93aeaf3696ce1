package stress

import (
	"bytes"
	"context"
	"fmt"

	"carokit/problem"
	"carokit/runner"
)

// Target is a program under test, or the oracle.
type Target struct {
	Name string
	// Run returns the program's output for input, or a failure verdict
	// (TLE, RE, …) with a detail. A non-nil error means the program could
	// not be judged at all (it could not start, ctx was cancelled).
	Run func(ctx context.Context, input []byte) (output []byte, verdict problem.Verdict, detail string, err error)
	// RunCase, set for a built-in, does what Run does on an input the
	// problem has already parsed: when the oracle and the target both
	// have it, a case is parsed once for the two.
	RunCase func(ctx context.Context, c problem.Case) (output []byte, verdict problem.Verdict, detail string, err error)
}

// BuiltinTarget runs a built-in solution of p in-process, with no fork:
// the input is parsed by p, and an error from Parse or Solve, or a panic,
// is a run-time error (RE). It has no time limit: built-in solutions are
// the problem's own.
func BuiltinTarget(p problem.Problem, s *problem.Solution) Target {
	return Target{
		Name: s.Name,
		Run: func(ctx context.Context, input []byte) ([]byte, problem.Verdict, string, error) {
			return solveSafely(ctx, func() ([]byte, int64, error) { return s.Run(p, input) })
		},
		RunCase: func(ctx context.Context, c problem.Case) ([]byte, problem.Verdict, string, error) {
			return solveSafely(ctx, func() ([]byte, int64, error) { return s.Solve(c) })
		},
	}
}

// solveSafely runs a built-in: an error it returns, or a panic, is RE.
// A built-in cannot be stopped midway, so when ctx ends first
// solveSafely returns ctx's error at once and leaves the solve to finish
// in the background: a brute force on a large case would otherwise hold
// the run (--time, Ctrl-C) for seconds or minutes.
func solveSafely(ctx context.Context, solve func() ([]byte, int64, error)) ([]byte, problem.Verdict, string, error) {
	if err := ctx.Err(); err != nil {
		return nil, "", "", err
	}
	type result struct {
		out    []byte
		v      problem.Verdict
		detail string
	}
	done := make(chan result, 1) // buffered: an abandoned solve does not block
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{nil, problem.RE, fmt.Sprintf("panic: %v", r)}
			}
		}()
		out, _, err := solve()
		if err != nil {
			done <- result{nil, problem.RE, err.Error()}
			return
		}
		done <- result{out, problem.OK, ""}
	}()
	select {
	case r := <-done:
		return r.out, r.v, r.detail, nil
	case <-ctx.Done():
		return nil, "", "", context.Cause(ctx)
	}
}

// ExternalTarget runs a program through package runner, under lim: a
// time-out kills its whole process group and is a TLE. The input is
// handed over from memory (runner.RunInput): no file per case.
func ExternalTarget(p runner.Program, lim runner.Limits) Target {
	name := p.Name
	if name == "" {
		name = p.Path
	}
	return Target{Name: name, Run: func(ctx context.Context, input []byte) ([]byte, problem.Verdict, string, error) {
		// A run the wall-clock guard cut under its CPU limit may have
		// been starved by a loaded machine: it is re-run alone, with
		// longer guards, before it may be a TLE.
		res, err := runner.RunRetried(ctx, p, input, lim)
		if err != nil {
			return nil, "", "", err
		}
		out := res.Stdout
		if res.Verdict != problem.OK && len(out) > failedOutputKeep {
			// Only shown, never checked: a copy of the start lets the
			// rest go, so the failures held while shrinking do not each
			// keep up to the whole output cap (an OLE's 16 MiB).
			out = bytes.Clone(out[:failedOutputKeep])
		}
		return out, res.Verdict, res.Detail, nil
	}}
}

// failedOutputKeep is how much of the output of a run that failed (TLE,
// OLE, RE, …) ExternalTarget returns.
const failedOutputKeep = 4 << 10
