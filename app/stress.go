package app

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/urfave/cli/v2"

	"carokit/internal/safefile"
	"carokit/judge"
	"carokit/problem"
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
			&cli.StringFlag{Name: "kinds", Usage: "comma-separated generator kinds to draw from (default: all; carokit gen --list)"},
			&cli.IntFlag{Name: "cases", Usage: "stop after this many cases"},
			&cli.DurationFlag{Name: "time", Usage: "stop after this long (default 30s when --cases is not given)"},
			&cli.StringFlag{Name: "seed", Usage: "seed of the whole run (default: a fresh one, printed so it can be replayed)"},
			&cli.IntFlag{Name: "jobs", Usage: "parallel workers, at most one per core (default: number of cores)"},
			&cli.StringFlag{Name: "shard", Usage: "I/M: run only the case indices ≡ I (mod M), so M machines share one campaign"},
			&cli.StringFlag{Name: "save", Usage: "write the shrunk failing test to `FILE`"},
			&cli.BoolFlag{Name: "keep-going", Usage: "collect every failure and report each distinct shrunk case once"},
			&cli.DurationFlag{Name: "shrink-time", Value: 10 * time.Second, Usage: "shrinking budget per failure"},
			&cli.DurationFlag{Name: "time-limit", Value: time.Second, Usage: "CPU limit per case for external programs"},
		}, sandboxFlags()...),
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
	fmt.Fprintf(env.Stderr, "stress: %s against %s, %s, seed %d\n", opt.Target.Name, opt.Oracle.Name, opt.Bounds, opt.Seed)
	sum, err := stress.Run(c.Context, opt)
	if err != nil {
		return err
	}
	for i := range sum.Failures {
		f := &sum.Failures[i]
		fmt.Fprintf(env.Stdout, "failure %d: %s on case %d of seed %d (%s); shrunk to %s:\n", i+1, f.Verdict, f.Index, f.Seed, f.Detail, f.ShrunkValues)
		env.Stdout.Write(f.TestFile())
		fmt.Fprintf(env.Stdout, "oracle %s prints: %s\ntarget %s prints: %s\n\n", opt.Oracle.Name, shownOutput(f.OracleOutput), opt.Target.Name, shownOutput(f.TargetOutput))
	}
	if err := sum.Table(env.Stdout); err != nil {
		return err
	}
	if len(sum.Failures) == 0 {
		return nil
	}
	if path := c.String("save"); path != "" {
		if err := safefile.Write(path, sum.Failures[0].TestFile(), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "saved the shrunk test to %s\n", path)
	}
	return failure{fmt.Sprintf("%s fails: replay with --seed %d", opt.Target.Name, opt.Seed)}
}

// stressOptions reads the command line into the options of a run.
func stressOptions(c *cli.Context, env Env, p problem.Problem, cleanup *[]func()) (stress.Options, error) {
	spec := p.Spec()
	// Direct: a stress run starts thousands of programs; see runner.Limits
	// (used only without the sandbox). The judge's output cap, so that a
	// program over it is OLE in both, and a stress run's memory stays
	// bounded.
	lim := runner.Limits{CPU: c.Duration("time-limit"), MemoryBytes: spec.MemoryLimit, OutputBytes: judge.OutputLimit, Direct: true}
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
		Problem: p, Cases: c.Int("cases"), Time: c.Duration("time"), Jobs: stressJobs(c.Int("jobs")),
		ShrinkTime: c.Duration("shrink-time"), KeepGoing: c.Bool("keep-going"), Progress: progressWriter(env),
	}
	if opt.Target, err = stressTarget(c, p, c.String("target"), lim, cleanup); err != nil {
		return opt, err
	}
	oracleName := c.String("oracle")
	if oracleName == "" {
		o, err := spec.SolutionWithRole(problem.RoleOracle)
		if err != nil {
			return opt, err
		}
		oracleName = o.Name
	}
	if opt.Oracle, err = stressTarget(c, p, oracleName, lim, cleanup); err != nil {
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
			if _, err := spec.FindGenerator(kind); err != nil {
				return opt, err
			}
		}
	}
	if opt.Cases == 0 && opt.Time == 0 {
		opt.Time = 30 * time.Second
	}
	if s := c.String("shard"); s != "" {
		if opt.Shard, opt.Shards, err = parseShard(s); err != nil {
			return opt, err
		}
	}
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
func stressTarget(c *cli.Context, p problem.Problem, name string, lim runner.Limits, cleanup *[]func()) (stress.Target, error) {
	if s, err := p.Spec().FindSolution(name); err == nil {
		return stress.BuiltinTarget(p, s), nil
	}
	if _, err := os.Stat(name); err != nil {
		return stress.Target{}, usagef("%q is neither a built-in solution nor a file", name)
	}
	prog, err := runner.Prepare(c.Context, name, "")
	if err != nil {
		return stress.Target{}, err
	}
	// One working folder for the whole run instead of one per case.
	if prog.Dir, err = os.MkdirTemp("", "carokit-stress-"); err != nil {
		return stress.Target{}, err
	}
	*cleanup = append(*cleanup, func() { os.RemoveAll(prog.Dir) })
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
		return 0, usagef("--seed %q is not a non-negative integer", s)
	}
	return seed, nil
}

func parseShard(s string) (int, int, error) {
	is, ms, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(is)
	m, err2 := strconv.Atoi(ms)
	if !ok || err1 != nil || err2 != nil || m < 1 || i < 0 || i >= m {
		return 0, 0, usagef("--shard %q: want I/M with 0 ≤ I < M", s)
	}
	return i, m, nil
}

// shownOutput is a program's output as the failure report shows it: as
// printed when it is short printable text, otherwise quoted and cut, so
// that 16 MiB of digits or bytes that are not UTF-8 stay one short line.
func shownOutput(b []byte) string {
	const max = 200
	s := strings.TrimSpace(string(b))
	printable := utf8.ValidString(s) && !strings.ContainsFunc(s, func(r rune) bool { return r != '\n' && !unicode.IsPrint(r) })
	if printable && len(s) <= max {
		return s
	}
	if len(s) > max {
		return fmt.Sprintf("%q…", s[:max])
	}
	return fmt.Sprintf("%q", s)
}
