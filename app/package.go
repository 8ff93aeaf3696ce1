package app

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"carokit/internal/inputfile"
	"carokit/internal/testcache"
	"carokit/plan"
	"carokit/problem"
	"carokit/problems/folder"
	"carokit/report"
	"carokit/testpkg"
)

func packageCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "package",
		Usage: "build the certified test package (generate, validate, answer, certify) into --out",
		Flags: packageFlags(),
		Action: func(c *cli.Context) error {
			if err := checkFormats("export", c.StringSlice("export")); err != nil {
				return err
			}
			p, err := currentProblem(c)
			if err != nil {
				return err
			}
			mcfg, err := readMutationConfig(c, env, p)
			if err != nil {
				return err
			}
			spec := p.Spec()
			if c.Bool("print-plan") {
				text := spec.Plan
				if named, ok := spec.Plans[c.String("plan")]; ok {
					text = named
				}
				_, err := fmt.Fprint(env.Stdout, text)
				return err
			}
			opt, err := packageOptions(c, env, p)
			if err != nil {
				return err
			}
			limitHeap(opt.Jobs)
			start := time.Now()
			m, err := testpkg.Build(c.Context, opt)
			if ce := (*testpkg.CertificationError)(nil); errors.As(err, &ce) {
				return failure{strings.Join(ce.Lines(), "\n")} // one reason per line
			}
			if err != nil {
				return err
			}
			took := time.Since(start)
			var mu *testpkg.Mutation
			if mcfg != nil {
				mcfg.equivalents = mcfg.equivalentsOf(opt, spec)
				if mu, err = packageMutation(c, env, mcfg, opt); err != nil {
					return err
				}
				if m, err = testpkg.Load(opt.Out); err != nil { // rebuilt by --strengthen, and the run recorded
					return err
				}
			}
			summary := env
			if mcfg != nil && mcfg.json {
				summary.Stdout = env.Stderr // stdout is the JSON alone
			}
			if err := printPackageSummary(summary, m, opt.Out, took); err != nil {
				return err
			}
			if err := printStrength(summary, m, c.Bool("strength")); err != nil {
				return err
			}
			if err := packageHTML(c, env, spec, m); err != nil {
				return err
			}
			var mutated error
			if mcfg != nil {
				mutated = reportMutation(env, mcfg, mu)
				if _, gaps := mutated.(failure); mutated != nil && !gaps {
					return mutated
				}
			}
			if formats := c.StringSlice("export"); len(formats) > 0 {
				if err := exportPackage(c.Context, env, opt.Out, formats, exportFlags{scoring: "per-test", draft: opt.Draft, maxTestBytes: spec.MaxTestBytes, assets: spec.Assets, files: spec.IO, defaultSubmissions: defaultSubmissions(spec.Name), folder: sourceFolder(p), interactive: isInteractive(p), invalid: invalidTests(p)}); err != nil {
					return err
				}
			}
			return mutated
		},
	}
}

// packageOptions reads the build's options from the command line (and
// the plan file, read again at each call: --strengthen rebuilds after
// adding to it).
func packageOptions(c *cli.Context, env Env, p problem.Problem) (testpkg.Options, error) {
	spec := p.Spec()
	opt := testpkg.Options{Problem: p, Out: c.String("out"), Seed: c.Uint64("seed"), Jobs: c.Int("jobs"),
		Progress: progressWriter(env), Warnings: env.Stderr, CheckGenerators: c.Bool("check-generators"),
		AllowSurvivors: c.Bool("allow-survivors"), CompileMemory: sizeOf(c, "compile-memory"), Draft: c.Bool("draft"), Force: c.Bool("force")}
	if opt.Out == "" {
		opt.Out = filepath.Join("out", spec.Name)
	}
	if named, ok := spec.Plans[c.String("plan")]; ok {
		opt.Plan, opt.PlanName = []byte(named), c.String("plan")+" plan"
	} else if f := c.String("plan"); f != "" {
		in, err := inputfile.Read(c.Context, f, env.Stdin, plan.MaxBytes)
		if err != nil {
			return opt, fmt.Errorf("read plan: %w", err)
		}
		if in.Over {
			return opt, in.TooLarge()
		}
		opt.Plan, opt.PlanName = in.Data, in.Name
		if f != "-" {
			opt.PlanDir = filepath.Dir(f) // the plan's paths are relative to it
		}
	}
	if !c.Bool("no-cache") {
		cache, err := testcache.Open(c.String("cache-dir"), sizeOf(c, "cache-max"))
		if err != nil {
			// Without a cache the build is slower, not wrong.
			fmt.Fprintf(env.Stderr, "carokit: building without the cache: %v\n", err)
		}
		opt.Cache = cache
	}
	var err error
	opt.Certify, err = certifyStep(c, env, p, opt)
	return opt, err
}

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
	var rows [][]string
	groups := m.Subtasks
	if m.SamplesOnly { // its subtask repeats the samples: they are the row
		groups = []testpkg.SubtaskEntry{{Group: "sample"}}
	}
	for _, s := range groups {
		tests, id := m.TestsOf(s.ID), fmt.Sprint(s.ID)
		if m.SamplesOnly {
			tests, id = m.Samples, s.Group
		}
		var answers []string
		lo, hi := map[string]int64{}, map[string]int64{}
		for _, e := range tests {
			answers = append(answers, answerCell(e.AnswerText))
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
		rows = append(rows, []string{id, fmt.Sprintf("%g", s.Weight), fmt.Sprint(len(tests)), strings.Join(sizes, ", "), strings.Join(answers, " ")})
	}
	header := []string{"subtask", "weight", "tests", "sizes", "answers"}
	if m.Mutation != nil {
		header, rows = withMutationColumn(m, header, rows)
	}
	if err := report.WriteRows(env.Stdout, report.FormatTable, header, rows); err != nil {
		return err
	}
	if m.Draft {
		fmt.Fprintf(env.Stdout, "package %s: %d tests, DRAFT: not certified (validated, answers checked; %d certification requirements unmet, listed above and in its manifest) in %.2f s\n",
			out, len(m.Tests), len(m.Uncertified), took.Seconds())
	} else {
		what := "wrong solutions caught, slow ones separated by " + m.WorkUnit
		if m.WorkUnit == "" {
			what = "the submissions as declared"
		}
		fmt.Fprintf(env.Stdout, "package %s: %d tests, certified (validated, answers checked, %s) in %.2f s\n",
			out, len(m.Tests), what, took.Seconds())
	}
	if m.GeneratorCheck != nil {
		fmt.Fprintln(env.Stdout, m.GeneratorCheck)
	}
	if m.FromCache > 0 {
		fmt.Fprintf(env.Stdout, "%d of %d tests from the cache (package --no-cache builds them all)\n", m.FromCache, len(m.Tests))
	}
	return nil
}

// answerCell is a test's answer as the summary shows it: a one-line
// answer as is, a longer one (a line per case) by its line count, so that
// a 200-case test does not fill the screen.
func answerCell(answer string) string {
	if n := strings.Count(strings.TrimRight(answer, "\n"), "\n"); n > 0 {
		return fmt.Sprintf("[%d lines]", n+1)
	}
	return answer
}

func sortedKeys[V any](m map[string]V) []string {
	keys := slices.Collect(maps.Keys(m))
	slices.Sort(keys)
	return keys
}

// packageFlags are the package command's flags.
func packageFlags() []cli.Flag {
	return append([]cli.Flag{
		&cli.StringFlag{Name: "out", Usage: "package folder (default out/PROBLEM)"},
		&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of every test whose plan line has no --seed"},
		&cli.StringFlag{Name: "plan", Usage: "plan file, or the name of one of the problem's plans (caro: article), replacing the default plan (see --print-plan)"},
		&cli.IntFlag{Name: "jobs", Usage: "tests built in parallel (default: number of cores)"},
		&cli.BoolFlag{Name: "print-plan", Usage: "print the default plan (or the one --plan names) and exit"},
		&cli.StringFlag{Name: "submissions", Usage: "`DIR` of the setter's own solutions (Kattis folders, or submissions.yaml): certification also requires every accepted one to pass all tests and every wrong one to fail a test of each subtask it is declared to fail"},
		&cli.BoolFlag{Name: "check-generators", Usage: "run every external generator (plan 'run' lines) again, with other --jobs and with another seed: fail if a test changes, warn if one ignores its seed"},
		&cli.BoolFlag{Name: "strength", Usage: "show which test kills each of the problem's mutants in each subtask"},
		&cli.BoolFlag{Name: "allow-survivors", Usage: "build even when a mutant survives a subtask where it must die (a weaker plan such as caro's article), naming each"},
		&cli.BoolFlag{Name: "draft", Usage: "build even when certification fails (tests still validated and answered by the reference): the package is marked DRAFT, not certified, in its manifest, its summary and judge's output, and export refuses it without --draft"},
		&cli.BoolFlag{Name: "force", Usage: "rebuild over a package even when its data/ holds files carokit did not write there, removing them (without it such a rebuild is refused, naming them)"},
		&cli.BoolFlag{Name: "no-cache", Usage: "build every test, none from the cache of built tests"},
		&cli.StringFlag{Name: "cache-dir", Usage: "`DIR` of the cache of built tests (default: carokit/tests in the user's cache folder)"},
		sizeFlag("cache-max", "bound of the cache of built tests, e.g. 500MiB: after a build the least recently used entries go (default 2GiB)"),
		compileMemoryFlag(),
		&cli.StringSliceFlag{Name: "export", Usage: "also export the package in this format (repeatable; see carokit export)"},
		htmlFlag("the package's summary (tests per subtask, their kinds and sizes, the certification and mutant matrices)"),
	}, mutateFlags()...)
}

// certifyStep is the build's further certification: the setter's own
// solutions of --submissions, or a folder problem's submissions, nil
// for neither.
func certifyStep(c *cli.Context, env Env, p problem.Problem, opt testpkg.Options) (func(context.Context, string, *testpkg.Manifest) error, error) {
	if dir := c.String("submissions"); dir != "" {
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			return nil, usagef("--submissions %s: not a folder", dir)
		}
		return submissionsCheck(env, p, dir, opt.Jobs, opt.CompileMemory), nil
	}
	if fp, ok := p.(*folder.Problem); ok {
		return folderCertify(env, fp, opt.Jobs, opt.CompileMemory), nil
	}
	return nil, nil
}
