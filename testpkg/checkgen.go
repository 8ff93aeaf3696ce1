package testpkg

import (
	"bytes"
	"context"
	"fmt"
	"runtime"

	"golang.org/x/sync/errgroup"

	"carokit/problem"
)

// checkGenerators runs every external generator's test again: with its
// own seed, at another number of jobs than the build (1 after a parallel
// build, 2 after a sequential one), and fails when the input differs
// (the generator reads the clock, uninitialised memory, thread timing…);
// and with another seed, warning when the input does not change, for the
// lines whose seed carokit chooses (their tests are meant to vary). It
// returns what it checked, for the command to say.
func checkGenerators(ctx context.Context, opt Options, spec *problem.Spec, tests []*test, planName string) (*GeneratorCheck, error) {
	jobs := opt.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	other := 1
	if jobs == 1 {
		other = 2
	}
	type verdict struct {
		differs, seedless bool
	}
	verdicts := make([]verdict, len(tests))
	check := &GeneratorCheck{Jobs: other}
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(other)
	for i, t := range tests {
		if t.run == nil {
			continue
		}
		check.Lines++
		if !t.run.fixed {
			check.Seeded++
		}
		g.Go(func() error {
			again, err := generateInput(gctx, t, spec, t.run.seed)
			if err != nil {
				return fmt.Errorf("check generators: subtask %d test %s: %w", t.subtask, t.meta.Name, err)
			}
			verdicts[i].differs = digest(again) != t.meta.InputSHA256
			if t.run.fixed {
				return nil
			}
			moved, err := generateInput(gctx, t, spec, t.run.seed^0x5bd1e995)
			if err != nil {
				return fmt.Errorf("check generators: subtask %d test %s with another seed: %w", t.subtask, t.meta.Name, err)
			}
			verdicts[i].seedless = bytes.Equal(again, moved)
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	for i, t := range tests {
		if verdicts[i].seedless {
			check.Seedless++
			warnf(opt.Warnings, "%s:%d:%d: test %s (subtask %d) comes out the same with another seed: %s ignores its seed, so this line cannot vary with package --seed",
				planName, t.entry.Line, t.entry.Col(1), t.meta.Name, t.subtask, t.entry.Path)
		}
	}
	for i, t := range tests {
		if verdicts[i].differs {
			return nil, fmt.Errorf("generator %s is not reproducible: test %s (subtask %d, %s line %d) came out different when built again with --jobs %d",
				t.entry.Path, t.meta.Name, t.subtask, planName, t.entry.Line, other)
		}
	}
	return check, nil
}

// GeneratorCheck is what package --check-generators checked: the plan's
// "run" lines, each built again at Jobs jobs (the same bytes, or the
// build fails), and those whose seed carokit chooses (Seeded) run once
// more with another seed, Seedless of them coming out the same.
type GeneratorCheck struct {
	Lines, Seeded, Seedless, Jobs int
}

// String says what was checked, in one line.
func (c *GeneratorCheck) String() string {
	if c.Lines == 0 {
		return "checked generators: the plan has no run lines, nothing to check"
	}
	lines, each := fmt.Sprintf("%d generator lines", c.Lines), "each gives"
	if c.Lines == 1 {
		lines, each = "1 generator line", "it gives"
	}
	s := fmt.Sprintf("checked %s: %s the same bytes twice (built again with --jobs %d)", lines, each, c.Jobs)
	if c.Seeded > 0 {
		s += fmt.Sprintf("; %d of %d with a seed from package --seed change with another seed", c.Seeded-c.Seedless, c.Seeded)
	}
	return s
}
