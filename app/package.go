package app

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/olekukonko/tablewriter"
	"github.com/urfave/cli/v2"

	"carokit/internal/inputfile"
	"carokit/testpkg"
)

func packageCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "package",
		Usage: "build the certified test package (generate, validate, answer, certify) into --out",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "out", Usage: "package folder (default out/PROBLEM)"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of every test whose plan line has no --seed"},
			&cli.StringFlag{Name: "plan", Usage: "plan file replacing the default plan (see --print-plan)"},
			&cli.IntFlag{Name: "jobs", Usage: "tests built in parallel (default: number of cores)"},
			&cli.BoolFlag{Name: "print-plan", Usage: "print the default plan and exit"},
			&cli.StringSliceFlag{Name: "export", Usage: "also export the package in this format (repeatable; see carokit export)"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usagef("package takes no arguments, got %q", c.Args().First())
			}
			p, err := currentProblem(c)
			if err != nil {
				return err
			}
			spec := p.Spec()
			if c.Bool("print-plan") {
				_, err := fmt.Fprint(env.Stdout, spec.Plan)
				return err
			}
			opt := testpkg.Options{Problem: p, Out: c.String("out"), Seed: c.Uint64("seed"), Jobs: c.Int("jobs"), Progress: progressWriter(env), Warnings: env.Stderr}
			if opt.Out == "" {
				opt.Out = filepath.Join("out", spec.Name)
			}
			if f := c.String("plan"); f != "" {
				in, err := inputfile.Read(c.Context, f, env.Stdin, maxPlanBytes)
				if err != nil {
					return fmt.Errorf("read plan: %w", err)
				}
				if in.Over {
					return in.TooLarge()
				}
				opt.Plan, opt.PlanName = in.Data, in.Name
			}
			limitHeap(opt.Jobs)
			start := time.Now()
			m, err := testpkg.Build(c.Context, opt)
			if err != nil {
				return err
			}
			if err := printPackageSummary(env, m, opt.Out, time.Since(start)); err != nil {
				return err
			}
			if formats := c.StringSlice("export"); len(formats) > 0 {
				return exportPackage(env, opt.Out, formats, exportFlags{scoring: "per-test", maxTestBytes: spec.MaxTestBytes, assets: spec.Assets, defaultSubmissions: defaultSubmissions(spec.Name)})
			}
			return nil
		},
	}
}

// maxPlanBytes bounds a plan file: a line per test, so 1 MiB is some
// ten thousand tests.
const maxPlanBytes = 1 << 20

// limitHeap sets a soft memory limit for a build of jobs tests at a
// time, unless the user set GOMEMLIMIT. A build keeps only the tests in
// flight (tens of MB for the largest Caro cases), but Go's collector lets
// the heap grow to twice what was live at the last collection; the limit
// makes it collect sooner instead, which costs little since little is
// live (64 MiB with 2 jobs: 68 MiB peak for the default package, 92–99
// MiB without it).
func limitHeap(jobs int) {
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	debug.SetMemoryLimit(int64(32+16*jobs) << 20)
}

func printPackageSummary(env Env, m *testpkg.Manifest, out string, took time.Duration) error {
	t := tablewriter.NewTable(env.Stdout)
	t.Header("subtask", "weight", "tests", "sizes", "answers")
	for _, s := range m.Subtasks {
		tests := m.TestsOf(s.ID)
		var answers []string
		lo, hi := map[string]int64{}, map[string]int64{}
		for _, e := range tests {
			answers = append(answers, e.AnswerText)
			for k, v := range e.Values {
				if cur, ok := lo[k]; !ok || v < cur {
					lo[k] = v
				}
				if v > hi[k] {
					hi[k] = v
				}
			}
		}
		var sizes []string
		for _, k := range sortedKeys(lo) {
			sizes = append(sizes, fmt.Sprintf("%s %d–%d", k, lo[k], hi[k]))
		}
		if err := t.Append(fmt.Sprint(s.ID), fmt.Sprintf("%g", s.Weight), fmt.Sprint(len(tests)), strings.Join(sizes, ", "), strings.Join(answers, " ")); err != nil {
			return err
		}
	}
	if err := t.Render(); err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "package %s: %d tests, certified (validated, answers checked, wrong solutions caught, slow ones separated by %s) in %.2f s\n",
		out, len(m.Tests), m.WorkUnit, took.Seconds())
	return nil
}

func sortedKeys(m map[string]int64) []string {
	keys := slices.Collect(maps.Keys(m))
	slices.Sort(keys)
	return keys
}
