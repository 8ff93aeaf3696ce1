package testpkg

import (
	"context"
	"errors"
	"fmt"
	"io"

	"carokit/internal/untrusted"
	"carokit/kattis/generators"
	"carokit/plan"
	"carokit/problem"
	"carokit/runner"
)

// makeRun makes a "run" line's test: its input, and the answer planted
// with it (nil when none). When no answer came with the input, the
// line's --solution makes it from the input.
func makeRun(ctx context.Context, t *test, spec *problem.Spec) (in, planted []byte, err error) {
	in, planted, t.extra, err = generate(ctx, t, spec, t.run.seed)
	if err != nil || planted != nil || t.run.sol == nil {
		return in, planted, err
	}
	s := t.run.sol
	res, err := runner.RunInput(ctx, s.prog, in, generatorLimits(spec))
	if err != nil {
		return nil, nil, fmt.Errorf("run solution %s: %w", s.info.Program, err)
	}
	if res.Verdict != problem.OK {
		return nil, nil, runFailure("solution "+s.info.Program+" failed on the test", res)
	}
	return in, res.Stdout, nil
}

// generate runs a "run" line's generator with seed. A folder problem's
// plan (Spec.SeedInPlaceOnly) or a line with --retries runs it as
// BAPCtools does (generators.Generate: testcase.in or the standard
// output, testcase.ans beside it as the planted answer, a failed run
// retried with the seed plus one, the other files it wrote beside
// testcase.in, generators.DataExts, kept with the test as bt generate
// keeps them in data/); any other line's standard output is its test.
func generate(ctx context.Context, t *test, spec *problem.Spec, seed uint64) (in, planted []byte, extra map[string][]byte, err error) {
	if !spec.SeedInPlaceOnly && t.run.retries == 0 {
		in, err = runGenerator(ctx, t, spec, seed)
		return in, nil, nil, err
	}
	prog := t.run.prog.prog
	prog.Name = t.run.prog.info.Program // the plan's words for it
	made, err := generators.Generate(ctx, generators.GenerateOptions{Program: prog,
		Args: t.run.argvWithout(), Seed: seed, Retries: t.run.retries, Limits: generatorLimits(spec)})
	if err != nil {
		return nil, nil, nil, err
	}
	t.notes = append(t.notes, made.Warnings...)
	for ext, data := range made.Files {
		if ext != ".in" && ext != ".ans" {
			if extra == nil {
				extra = map[string][]byte{}
			}
			extra[ext] = data
		}
	}
	return made.Files[".in"], made.Files[".ans"], extra, nil
}

// writeNotes writes what the tests' generators said, each line once
// (in plan order: the same whatever --jobs).
func writeNotes(w io.Writer, tests []*test) {
	seen := map[string]bool{}
	for _, t := range tests {
		for _, n := range t.notes {
			if !seen[n] {
				seen[n] = true
				warnf(w, "%s", n)
			}
		}
	}
}

// generateInput is generate's input alone (--check-generators).
func generateInput(ctx context.Context, t *test, spec *problem.Spec, seed uint64) ([]byte, error) {
	in, _, _, err := generate(ctx, t, spec, seed)
	return in, err
}

// runFailure says that a program run for the build failed: what, its
// verdict and the first line of its standard error.
func runFailure(what string, res runner.Result) error {
	msg := fmt.Sprintf("%s: %s (%s)", what, res.Verdict, res.Detail)
	if line := firstLine(string(res.Stderr)); line != "" {
		msg += ": " + line
	}
	return errors.New(msg)
}

// generatorLimits are an external generator's (and a line's solution's)
// limits: generous, the output bounded by the problem's input limit.
func generatorLimits(spec *problem.Spec) runner.Limits {
	return runner.Limits{CPU: generatorCPU, MemoryBytes: generatorMemory, OutputBytes: spec.InputLimit()}
}

// argvWithout is the generator's arguments with {seed} left in place,
// for generators.Generate to put each run's seed there.
func (r *runLine) argvWithout() []string {
	if r.placed || r.fixed {
		return r.words
	}
	return append(append([]string(nil), r.words...), "--seed", "{seed}")
}

// solutionWord is the word of a run line holding its --solution option.
func solutionWord(e plan.Entry) int {
	for i := 0; i < e.ProgArg; i++ {
		if len(e.Args[i]) > 11 && e.Args[i][:11] == "--solution=" {
			return i + 1
		}
	}
	return 0
}

// warnf writes one warning line to w (nil: nowhere).
func warnf(w io.Writer, format string, args ...any) {
	if w != nil {
		// A warning may quote a generator's or compiler's words.
		fmt.Fprintln(w, "carokit: "+untrusted.Message(fmt.Sprintf(format, args...)))
	}
}
