package app

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"carokit/internal/safefile"
	"carokit/internal/scratch"
	"carokit/internal/untrusted"
	"carokit/judge"
	"carokit/plan"
	"carokit/problem"
	"carokit/problems/folder"
	"carokit/runner"
	"carokit/stress"
)

func stressCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "stress",
		Usage: "search in parallel for a case where --target disagrees with the oracle, and shrink it to a minimal test",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "target", Required: true, Usage: "solution under test: built-in name, executable or source file"},
			&cli.StringFlag{Name: "oracle", Usage: "the solution to trust (default: the problem's brute force)"},
			&cli.IntFlag{Name: "subtask", Usage: "draw cases within this subtask's limits (default: the smallest subtask)"},
			&cli.StringSliceFlag{Name: "bound", Usage: "`NAME=MAX`: draw cases with the subtask value NAME at most MAX (repeatable; instead of --subtask; names from the problem's subtask table)"},
			&cli.IntFlag{Name: "max-n", Usage: "alias of --bound N=MAX"},
			&cli.IntFlag{Name: "max-k", Usage: "alias of --bound K=MAX"},
			&cli.StringFlag{Name: "generator", Usage: "a folder problem's input maker: `\"PROGRAM ARGS\"`, a program of the folder run with {seed} replaced by each case's seed (e.g. \"generators/gen.py {seed} 10 -5 5\")"},
			&cli.StringFlag{Name: "kinds", Usage: "comma-separated generator kinds to draw from (default: all; carokit gen --list)"},
			&cli.IntFlag{Name: "cases", Usage: "stop after this many cases"},
			durationFlag("time", 0, "stop after this long, e.g. 60s or 10m (default 30s when --cases is not given)"),
			&cli.StringFlag{Name: "seed", Usage: "seed of the whole run (default: a fresh one, printed so it can be replayed)"},
			&cli.IntFlag{Name: "jobs", Usage: "parallel workers, at most one per core (default: number of cores)"},
			&cli.StringFlag{Name: "save", Usage: "write the shrunk failing test to `FILE`"},
			&cli.StringFlag{Name: "save-to-plan", Usage: "add the shrunk failing test to the plan `PLAN` as a 'file' line of the smallest subtask it fits, the test written beside the plan under a new name"},
			&cli.BoolFlag{Name: "keep-going", Usage: "collect every failure, group them by the shape of their shrunk case (Caro: the moves up to translation) and report one example per distinct bug, with its count"},
			durationFlag("shrink-time", 10*time.Second, "shrinking budget per failure"),
			durationFlag("time-limit", time.Second, "CPU limit per case for external programs"),
			htmlFlag("each counterexample before and after shrinking, both outputs and the case drawn"),
			&cli.IntFlag{Name: "batch", Value: 1, Usage: "run up to `N` cases in one process of an external target where the problem's input holds several cases (havannah); a batch that disagrees is run again case by case, so the failure reported is the same (time limit per process)"},
		}, append(shardFlags("case indices"), sandboxFlags()...)...),
		Action: func(c *cli.Context) error { return runStress(c, env) },
	}
}

// runStress is the stress command: resolve the two targets and the
// bounds, search, then print and save what was found.
func runStress(c *cli.Context, env Env) error {
	p, err := currentProblem(c)
	if err != nil {
		return err
	}
	var cleanup []func()
	defer func() {
		for _, f := range cleanup {
			f()
		}
	}()
	opt, err := stressOptions(c, env, p, &cleanup)
	if err != nil {
		return err
	}
	if path := c.String("save-to-plan"); path == "-" {
		return usagef("--save-to-plan wants a plan file, not standard input")
	} else if path != "" {
		if _, err := os.Stat(path); err != nil {
			return usagef("--save-to-plan: %v", err)
		}
	}
	fmt.Fprintf(env.Stderr, "stress: %s against %s, %s, seed %d\n", untrusted.Text(opt.Target.Name), untrusted.Text(opt.Oracle.Name), opt.Bounds, opt.Seed)
	if o, err := p.Spec().FindSolution(opt.Oracle.Name); err == nil {
		if w := stress.OracleWarning(opt, o); w != "" {
			fmt.Fprintln(env.Stderr, w)
		}
	}
	sum, err := stress.Run(c.Context, opt)
	if err != nil {
		return err
	}
	if path := c.String("result"); path != "" {
		part := stress.PartialOf(stress.CampaignOf(opt, stressSettings(c)), opt, sum)
		if err := writeResult(path, resultFile{Kind: "stress", Stress: part}); err != nil {
			return err
		}
	}
	if err := stressHTML(c, env, p, sum); err != nil {
		return err
	}
	err = printStress(env, sum, c.String("save"))
	if _, failed := err.(failure); failed {
		if path := c.String("save-to-plan"); path != "" {
			if err := saveToPlan(c, env, p, path, &sum.Failures[0], opt); err != nil {
				return err
			}
		}
	}
	return err
}

// printStress prints a stress summary (of one run, or of the shards
// merged): each failure with its shrunk case, the table, and saves the
// first failure's shrunk case to save when given. Exit 1 on a failure.
func printStress(env Env, sum *stress.Summary, save string) error {
	if len(sum.Failures) > 0 && sum.Failed > 1 && sum.Failures[0].Count > 0 {
		fmt.Fprintf(env.Stdout, "%d failing cases, %s; one example each:\n\n", sum.Failed, sum.DistinctBugs())
	}
	for i := range sum.Failures {
		f := &sum.Failures[i]
		also := ""
		if f.Count > 1 {
			also = fmt.Sprintf(", and %d more cases of this shape", f.Count-1)
		}
		// Everything a program printed, or a shard file held, escaped.
		to := "shrunk to"
		if len(f.ShrunkValues) > 0 {
			to += " " + untrusted.Text(f.ShrunkValues.String())
		}
		fmt.Fprintf(env.Stdout, "failure %d: %s on case %d of seed %d (%s)%s; %s:\n", i+1, untrusted.Text(string(f.Verdict)), f.Index, f.Seed,
			untrusted.Text(f.Detail), also, to)
		io.WriteString(env.Stdout, untrusted.Lines(string(f.TestFile())))
		if f.Count > 0 && f.Shape != "" && !strings.Contains(f.Shape, "\n") {
			fmt.Fprintf(env.Stdout, "shape: %s\n", untrusted.Text(f.Shape)) // the problem's own, in words
		}
		fmt.Fprintf(env.Stdout, "oracle %s prints: %s\ntarget %s prints: %s\n\n", untrusted.Text(sum.Oracle), shownOutput(f.OracleOutput),
			untrusted.Text(sum.Target), shownOutput(f.TargetOutput))
	}
	if err := sum.Table(env.Stdout); err != nil {
		return err
	}
	if len(sum.Failures) == 0 {
		return nil
	}
	if save != "" {
		if err := safefile.Write(save, sum.Failures[0].TestFile(), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "saved the shrunk test to %s\n", save)
	}
	return failure{fmt.Sprintf("%s fails: replay with --seed %d", sum.Target, sum.Seed)}
}

// stressSettings are the flags besides stress.Options that change what a
// case does, for the campaign's identity.
func stressSettings(c *cli.Context) map[string]string {
	return map[string]string{"time-limit": c.Duration("time-limit").String(), "sandbox": c.String("sandbox")}
}

// saveToPlan adds the failure's shrunk case to the plan at path, in the
// section of the smallest subtask it fits: a package assigns a test to
// exactly that subtask (a case drawn under --subtask 3's bounds often
// shrinks into subtask 1).
func saveToPlan(c *cli.Context, env Env, p problem.Problem, path string, f *stress.Failure, opt stress.Options) error {
	if fp, ok := p.(*folder.Problem); ok {
		return saveToFolder(env, fp, path, f, opt)
	}
	id, err := p.Spec().Subtasks.Smallest(f.ShrunkValues)
	if err != nil {
		return fmt.Errorf("save to plan: %w", err)
	}
	base := fmt.Sprintf("stress-%d-%d", opt.Seed, f.Index)
	// One comment line of the plan, whatever the target's file is called.
	note := untrusted.Text(fmt.Sprintf("stress: %s is %s here (seed %d, case %d, shrunk)", opt.Target.Name, f.Verdict, opt.Seed, f.Index))
	saved, err := plan.AddFile(c.Context, path, id, base, f.TestFile(), note)
	if err != nil {
		return fmt.Errorf("save to plan: %w", err)
	}
	fmt.Fprintf(env.Stdout, "saved the shrunk test to %s and added it to %s, subtask %d\n", saved, path, id)
	return nil
}

// stressOptions reads the command line into the options of a run.
func stressOptions(c *cli.Context, env Env, p problem.Problem, cleanup *[]func()) (stress.Options, error) {
	spec := p.Spec()
	// Direct: a stress run starts thousands of programs; see runner.Limits
	// (used only without the sandbox). The judge's output cap, so that a
	// program over it is OLE in both, and a stress run's memory stays
	// bounded.
	lim := runner.Limits{CPU: durationOf(c, "time-limit"), MemoryBytes: spec.MemoryLimit, OutputBytes: judge.OutputLimit, Direct: true}
	var err error
	if lim.Files, err = ioSetting(c, spec); err != nil {
		return stress.Options{}, err
	}
	if !isBuiltin(p, c.String("target")) || (c.String("oracle") != "" && !isBuiltin(p, c.String("oracle"))) {
		if lim.Sandbox, lim.MaxProcesses, err = sandboxSettings(c, env); err != nil {
			return stress.Options{}, err
		}
	}
	opt := stress.Options{
		Problem: p, Cases: c.Int("cases"), Time: durationOf(c, "time"), Jobs: stressJobs(c.Int("jobs")),
		ShrinkTime: durationOf(c, "shrink-time"), KeepGoing: c.Bool("keep-going"), Progress: progressWriter(env),
		Batch: c.Int("batch"),
	}
	if opt.Batch < 1 {
		return opt, usagef("--batch %d: want at least 1", opt.Batch)
	}
	if opt.Target, err = stressTarget(c, p, "target", c.String("target"), lim, cleanup); err != nil {
		return opt, err
	}
	oracleName := c.String("oracle")
	if fp, ok := p.(*folder.Problem); ok && oracleName == "" {
		if oracleName, err = fp.ReferencePath(); err != nil {
			return opt, err
		}
	} else if c.String("generator") != "" {
		return opt, usagef("--generator is for folder problems; %s draws its cases itself (--kinds chooses among them)", spec.Name)
	}
	if oracleName == "" {
		o, err := spec.SolutionWithRole(problem.RoleOracle)
		if err != nil {
			return opt, err
		}
		oracleName = o.Name
	}
	if opt.Oracle, err = stressTarget(c, p, "oracle", oracleName, lim, cleanup); err != nil {
		return opt, err
	}
	if opt.Bounds, err = stressBounds(c, spec.Subtasks); err != nil {
		return opt, err
	}
	if opt.Seed, err = stressSeed(c.String("seed")); err != nil {
		return opt, err
	}
	if k := c.String("kinds"); k != "" {
		opt.Kinds = strings.Split(k, ",")
		for _, kind := range opt.Kinds {
			if _, err := generator(spec, "kinds", kind); err != nil {
				return opt, err
			}
		}
	}
	if opt.Cases == 0 && opt.Time == 0 {
		opt.Time = 30 * time.Second
	}
	sh, err := resolveShard(c, env)
	if err != nil {
		return opt, err
	}
	opt.Shard, opt.Shards = sh.I, sh.M
	return opt, nil
}

// isBuiltin says name is one of the problem's built-in solutions.
func isBuiltin(p problem.Problem, name string) bool {
	_, err := p.Spec().FindSolution(name)
	return err == nil
}

// stressJobs caps the workers at one per core, as judge does: more
// programs than cores share the CPU, and a program that needs 0.2 s of CPU
// would hit the wall-clock guard and read as a TLE it is not.
func stressJobs(jobs int) int {
	if jobs <= 0 || jobs > runtime.NumCPU() {
		return runtime.NumCPU()
	}
	return jobs
}

// stressTarget resolves a built-in name (run in-process) or a program.
func stressTarget(c *cli.Context, p problem.Problem, flag, name string, lim runner.Limits, cleanup *[]func()) (stress.Target, error) {
	if s, err := p.Spec().FindSolution(name); err == nil {
		return stress.BuiltinTarget(p, s), nil
	}
	if err := checkSolutions(p.Spec(), flag, []string{name}); err != nil {
		return stress.Target{}, err
	}
	src, err := runner.Inspect(name)
	if err != nil {
		return stress.Target{}, err
	}
	prog, err := runner.PrepareWith(c.Context, src, runner.Compile{MemoryBytes: sizeOf(c, "compile-memory"), Sandbox: lim.Sandbox})
	if err != nil {
		return stress.Target{}, err
	}
	// One working folder for the whole run instead of one per case.
	var remove func()
	if prog.Dir, remove, err = scratch.MkdirTemp("carokit-stress-"); err != nil {
		return stress.Target{}, err
	}
	*cleanup = append(*cleanup, remove)
	if ip, ok := problem.IsInteractive(p); ok {
		return stress.InteractiveTarget(ip, prog, lim), nil
	}
	return stress.ExternalTarget(prog, lim), nil
}

func stressSeed(s string) (uint64, error) {
	if s == "" {
		var b [8]byte
		rand.Read(b[:])
		return binary.LittleEndian.Uint64(b[:]) % 1_000_000_000, nil
	}
	seed, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, usagef("--seed: %q is not a non-negative integer (e.g. %s)", s, example("seed"))
	}
	return seed, nil
}

// shownOutput is a program's output as the failure report shows it: on
// one line, escaped (untrusted.Text: a newline is \n, ESC is \x1b, so a
// target cannot forge a line of the report or drive the terminal), and
// cut, so that 16 MiB of digits stay one short line.
func shownOutput(b []byte) string {
	const max = 200
	s := strings.TrimSpace(string(b))
	if len(s) > max {
		return untrusted.Text(s[:max]) + "…"
	}
	return untrusted.Text(s)
}
