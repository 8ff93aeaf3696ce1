package app

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/internal/inputfile"
	"carokit/internal/scratch"
	"carokit/judge"
	"carokit/problem"
	"carokit/problems/folder"
	"carokit/report"
	htmlreport "carokit/report/html"
)

func judgeCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "judge",
		Usage: "run solutions over a package and print the per-subtask verdict table; exit 1 when one does not behave as declared",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "package", Usage: "package folder (default out/PROBLEM)"},
			&cli.StringSliceFlag{Name: "solution", Usage: "a built-in name, an executable, a .cpp/.cc/.c/.py/.go/.rs/.java file or a folder of sources (repeatable; default: every built-in)"},
			&cli.StringFlag{Name: "submissions", Usage: "Kattis-style folder whose accepted/, wrong_answer/, time_limit_exceeded/, run_time_error/ declare expectations"},
			&cli.StringSliceFlag{Name: "expect", Usage: "SOLUTION=V1,V2,… expected worst verdict per subtask (repeatable)"},
			durationFlag("time-limit", 0, "CPU time limit per test, e.g. 1s or 500ms (default: the package's)"),
			sizeFlag("memory-limit", "memory limit, e.g. 256MiB or 1GB (default: the package's)"),
			&cli.IntFlag{Name: "jobs", Usage: "runs in parallel, at most one per core (default: number of cores)"},
			choiceFlag("scoring", "per-test", judgeScorings, "per-test (weight × passed/total) or group-min (a subtask scores only when all its tests pass)"),
			choiceFlag("format", "table", reportFormats, "table, markdown, csv or json"),
			&cli.BoolFlag{Name: "verbose", Usage: "add the grid test × solution with verdict, time and work"},
			&cli.GenericFlag{Name: "fail-fast", Value: &failFastValue{}, Usage: "stop a solution's subtask at its first failing test (--fail-fast=solution: the whole solution); the rest is reported as not run"},
			&cli.BoolFlag{Name: "suggest-time-limit", Usage: "also suggest a time limit from the accepted and the time-limit-exceeded solutions"},
			&cli.StringFlag{Name: "save-transcripts", Usage: "interactive problems: write each failing run's messages to `DIR`/SOLUTION/TEST.interaction"},
			htmlFlag("the verdict table and every failing run (its output, the expected answer, the case drawn)"),
		}, append(shardFlags("runs (solution × test, numbered solution by solution)"), sandboxFlags()...)...),
		Action: func(c *cli.Context) error { return runJudge(c, env) },
	}
}

// runJudge is the judge command: options from the command line, the
// verdict table, and exit 1 when a solution misbehaved. A shard writes
// its runs to --result instead, for carokit merge.
func runJudge(c *cli.Context, env Env) error {
	if c.NArg() > 0 && c.IsSet("fail-fast") && slices.Contains(failFastModes, c.Args().First()) {
		// --fail-fast's mode is optional, so it is never the next word.
		return usagef("--fail-fast %s: write --fail-fast=%s (the mode comes after \"=\"; a bare --fail-fast is --fail-fast=%s)", c.Args().First(), c.Args().First(), judge.FailFastSubtask)
	}
	if c.NArg() > 0 {
		return usagef("judge takes no arguments (use --solution), got %q", c.Args().First())
	}
	out := judgePrint{Format: c.String("format"), Verbose: c.Bool("verbose"), SuggestTimeLimit: c.Bool("suggest-time-limit"), SaveTranscripts: c.String("save-transcripts")}
	opt, err := judgeOptions(c, env)
	if err != nil {
		return err
	}
	sh, err := resolveShard(c, env)
	if err != nil {
		return err
	}
	result := c.String("result")
	if sh.M > 1 && result == "" {
		return usagef("judge shard %d/%d needs --result FILE: its runs alone are no verdict table (carokit merge makes it)", sh.I, sh.M)
	}
	if err := needPackage(c, opt.PackageDir); err != nil {
		return err
	}
	if c.String("html") != "" {
		opt.KeepOutput = htmlreport.ShownBytes
	}
	if result == "" {
		rep, err := judge.Judge(c.Context, opt)
		if err != nil {
			return err
		}
		if fp, ok := opt.Problem.(*folder.Problem); ok {
			folderSubs(c).apply(rep, fp)
		}
		if err := judgeHTML(c, env, opt, rep); err != nil {
			return err
		}
		return printJudge(env, rep, out)
	}
	opt.Shard, opt.Shards = sh.I, sh.M
	part, err := judge.JudgeShard(c.Context, opt)
	if err != nil {
		return err
	}
	_, isFolder := opt.Problem.(*folder.Problem)
	if err := writeResult(result, resultFile{Kind: "judge", Print: &out, Judge: part, FolderRules: isFolder}); err != nil {
		return err
	}
	if sh.M > 1 {
		fmt.Fprintf(env.Stdout, "judge shard %d/%d: %d of %d runs, result in %s (carokit merge makes the table)\n", sh.I, sh.M, len(part.Runs), part.Campaign.Runs, result)
		if c.String("html") != "" {
			fmt.Fprintln(env.Stderr, "judge: a shard writes no page; its result keeps the failing runs' outputs for carokit merge --html")
		}
		return nil
	}
	rep, err := judge.Merge([]string{result}, []*judge.Partial{part})
	if err != nil {
		return err
	}
	if fp, ok := opt.Problem.(*folder.Problem); ok {
		folderSubs(c).apply(rep, fp)
	}
	if err := judgeHTML(c, env, opt, rep); err != nil {
		return err
	}
	return printJudge(env, rep, out)
}

// printJudge prints a judge report (of one run, or of the shards merged)
// and fails when a solution did not behave as declared.
func printJudge(env Env, rep *report.Report, p judgePrint) error {
	if err := rep.Write(env.Stdout, p.Format, p.Verbose); err != nil {
		return err
	}
	if rep.Draft && (p.Format == report.FormatCSV || p.Format == report.FormatJSON) {
		fmt.Fprintln(env.Stderr, "carokit:", report.DraftNote) // the table's notes say it otherwise
	}
	if p.SaveTranscripts != "" {
		if err := saveTranscripts(env, rep, p.SaveTranscripts); err != nil {
			return err
		}
	}
	if p.SuggestTimeLimit {
		tl, why, err := judge.SuggestTimeLimit(rep)
		if err != nil {
			return err
		}
		if tl > 0 {
			fmt.Fprintf(env.Stdout, "suggested time limit: %s (%s)\n", report.FormatDuration(tl), why)
		} else {
			fmt.Fprintf(env.Stdout, "no time limit to suggest: %s\n", why)
		}
	}
	if !rep.AllExpectationsMet() {
		return failure{"some solutions did not behave as declared (see the expected column and any NOT JUDGED line)"}
	}
	return nil
}

// judgeOptions reads the command line into the judge's options.
func judgeOptions(c *cli.Context, env Env) (judge.Options, error) {
	p, err := currentProblem(c)
	if err != nil {
		return judge.Options{}, err
	}
	expect, err := judge.ParseExpect(c.StringSlice("expect"))
	if err != nil {
		return judge.Options{}, err
	}
	sandbox, maxProcs, err := sandboxSettings(c, env)
	if err != nil {
		return judge.Options{}, err
	}
	opt := judge.Options{
		Problem:        p,
		PackageDir:     c.String("package"),
		Solutions:      c.StringSlice("solution"),
		SubmissionsDir: c.String("submissions"),
		Expect:         expect,
		TimeLimit:      durationOf(c, "time-limit"),
		MemoryLimit:    sizeOf(c, "memory-limit"),
		Jobs:           c.Int("jobs"),
		Scoring:        c.String("scoring"),
		Self:           env.Self,
		Progress:       progressWriter(env),
		Sandbox:        sandbox,
		MaxProcesses:   maxProcs,
		CompileMemory:  sizeOf(c, "compile-memory"),
		FailFast:       failFastMode(c),
		IO:             c.String("io"),
	}
	if _, err := ioSetting(c, p.Spec()); err != nil {
		return judge.Options{}, err
	}
	if opt.PackageDir == "" {
		opt.PackageDir = filepath.Join("out", p.Spec().Name)
	}
	if fp, ok := p.(*folder.Problem); ok && !c.IsSet("scoring") && fp.GroupsAllOrNothing() {
		opt.Scoring = report.ScoringGroupMin // as the folder's groups aggregate (min, pass-fail)
	}
	if fp, ok := p.(*folder.Problem); ok && len(opt.Solutions) == 0 && opt.SubmissionsDir == "" {
		fs, err := readFolderSubmissions(fp)
		if err != nil {
			return opt, err
		}
		opt.Listed = fs.listed
		c.App.Metadata[folderSubsKey] = fs
	}
	return opt, nil
}

func benchCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "bench",
		Usage: "time solutions on the problem's largest cases (its bench list; for Caro N = 5000, K = 300000, dense, scattered, win on the last move)",
		Flags: append([]cli.Flag{
			&cli.StringSliceFlag{Name: "solution", Usage: "built-in name, executable or source file (repeatable; default: every built-in)"},
			&cli.StringSliceFlag{Name: "input", Usage: "time on this input file instead of the problem's largest cases (repeatable)"},
			&cli.IntFlag{Name: "runs", Value: 5, Usage: "timed runs per solution and case, after one warm-up"},
			durationFlag("time-limit", 0, "CPU limit per run, e.g. 1s (default: the problem's)"),
			choiceFlag("format", "table", reportFormats, "table, markdown, csv or json"),
		}, sandboxFlags()...),
		Action: func(c *cli.Context) error {
			p, err := currentProblem(c)
			if err != nil {
				return err
			}
			if isInteractive(p) {
				return failure{"bench times a program on an input alone, and an interactive problem's programs run with the interactor: judge --package PKG shows each submission's max CPU"}
			}
			if err := checkSolutions(p.Spec(), "solution", c.StringSlice("solution")); err != nil {
				return err
			}
			if c.Int("runs") < 1 {
				return usagef("--runs must be at least 1")
			}
			sandbox, maxProcs, err := sandboxSettings(c, env)
			if err != nil {
				return err
			}
			if _, err := ioSetting(c, p.Spec()); err != nil {
				return err
			}
			dir, done, err := scratch.MkdirTemp("carokit-bench-")
			if err != nil {
				return err
			}
			defer done()
			inputs := c.StringSlice("input")
			if len(inputs) == 0 {
				inputs, err = writeBenchCases(p, dir)
			} else {
				inputs, err = copyBenchInputs(c, env, p, inputs, dir)
			}
			if err != nil {
				return err
			}
			rep, err := judge.Bench(c.Context, judge.BenchOptions{
				Problem: p, Solutions: c.StringSlice("solution"), Inputs: inputs,
				Runs: c.Int("runs"), Self: env.Self, TimeLimit: durationOf(c, "time-limit"),
				Sandbox: sandbox, MaxProcesses: maxProcs, IO: c.String("io"), CompileMemory: sizeOf(c, "compile-memory"),
			})
			if err != nil {
				return err
			}
			if err := rep.Write(env.Stdout, c.String("format")); err != nil {
				return err
			}
			return benchFailure(rep)
		},
	}
}

// benchFailure fails a bench where a solution got a verdict it is not
// declared to get (a program is declared OK): its times are no timing
// of a right answer.
func benchFailure(rep *judge.BenchReport) error {
	bad := rep.Unexpected()
	if len(bad) == 0 {
		return nil
	}
	var runs []string
	for _, r := range bad {
		runs = append(runs, fmt.Sprintf("%s %s on %s (declared %s)", r.Solution, r.Verdict, r.Input, r.Expected))
	}
	return failure{"some solutions did not behave as declared, so their times are not of right answers: " + strings.Join(runs, "; ")}
}

// writeBenchCases generates the problem's largest cases into dir.
func writeBenchCases(p problem.Problem, dir string) ([]string, error) {
	spec := p.Spec()
	if len(spec.Bench) == 0 {
		return nil, usagef("problem %s declares no bench cases: give --input", spec.Name)
	}
	var paths []string
	for _, line := range spec.Bench {
		words := strings.Fields(line)
		g, err := spec.FindGenerator(words[0])
		if err != nil {
			return nil, err
		}
		a, err := g.ParseArgs(words[1:])
		if err != nil {
			return nil, err
		}
		out, err := g.Generate(a)
		if err != nil {
			return nil, fmt.Errorf("bench case %q: %w", line, err)
		}
		path := filepath.Join(dir, fmt.Sprintf("%d-%s.in", len(paths)+1, g.Kind))
		if err := os.WriteFile(path, out.Input, 0o644); err != nil {
			return nil, err
		}
		paths = append(paths, path)
	}
	return paths, nil
}

// copyBenchInputs reads each --input once, bounded like any input, into
// dir under its own name: every run then reads a regular file, even when
// the input was a FIFO or a device.
func copyBenchInputs(c *cli.Context, env Env, p problem.Problem, inputs []string, dir string) ([]string, error) {
	var paths []string
	for i, name := range inputs {
		if st, err := os.Stat(name); err == nil && st.IsDir() {
			return nil, usagef("--input %s: a folder; want an input file (repeat --input for several)", name)
		}
		in, err := inputfile.Read(c.Context, name, env.Stdin, p.Spec().InputLimit())
		if err != nil {
			return nil, err
		}
		if in.Over {
			return nil, in.Explain(lenientReader(p))
		}
		sub := filepath.Join(dir, fmt.Sprint(i+1))
		if err := os.Mkdir(sub, 0o755); err != nil {
			return nil, err
		}
		path := filepath.Join(sub, filepath.Base(name))
		if err := os.WriteFile(path, in.Data, 0o644); err != nil {
			return nil, err
		}
		paths = append(paths, path)
	}
	return paths, nil
}

// failFastMode is --fail-fast's mode, "" when not given.
func failFastMode(c *cli.Context) string {
	if v, ok := c.Generic("fail-fast").(*failFastValue); ok {
		return v.mode
	}
	return ""
}
