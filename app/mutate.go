package app

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"carokit/mutate"
	"carokit/plan"
	"carokit/problem"
	"carokit/problems/folder"
	"carokit/testpkg"
)

// mutateFlags are package's flags of --mutate.
func mutateFlags() []cli.Flag {
	return append([]cli.Flag{
		&cli.BoolFlag{Name: "mutate", Usage: "after the build, run automatic mutants of a submission (the argument; default: the folder's reference, or the problem's accepted C++ submission) over the package, per subtask, and search the survivors' gaps with stress (see docs/mutation.md)"},
		&cli.IntFlag{Name: "mutants", Value: 60, Usage: "with --mutate: at most `N` mutants, chosen evenly over the operators and lines (0: all)"},
		&cli.StringFlag{Name: "mutate-budget", Value: "200,2s", Usage: "with --mutate: each survivor's stress search per subtask, `CASES,TIME` (either may be left out)"},
		&cli.BoolFlag{Name: "strengthen", Usage: "with --mutate: add each gap's shrunk counterexample to the plan (or the folder) in the smallest subtask it fits, rebuild, and run those mutants again"},
		&cli.StringFlag{Name: "generator", Usage: "with --mutate on a folder problem: the input maker of the survivors' search, `\"PROGRAM ARGS\"` as stress --generator takes it"},
		choiceFlag("format", "table", []string{"table", "json"}, "with --mutate: the report as a table or as JSON (the package summary then goes to stderr)"),
	}, shardFlags("mutants (numbered in source order; each shard also runs the few learning mutants that order the tests)")...)
}

// mutationConfig is what the command line asks of a mutation run.
type mutationConfig struct {
	source      string // the submission mutated
	seed        uint64
	cap         int
	cases       int
	time        time.Duration
	strengthen  bool
	planFile    string // the plan --strengthen adds to ("": a folder problem's folder)
	jobs        int
	json        bool
	compileMem  int64
	equivalents map[string]bool
	folderMarks []string      // the ids a folder's mutate.yaml marks equivalent
	generator   string        // a folder problem's --generator
	shard       mutationShard // --shard (the whole run: 0/1)
	result      string        // --result: the shard's result file
}

// readMutationConfig checks --mutate's flags and argument before the
// build, so that a usage error costs no build.
func readMutationConfig(c *cli.Context, env Env, p problem.Problem) (*mutationConfig, error) {
	if !c.Bool("mutate") {
		for _, f := range []string{"strengthen", "mutants", "mutate-budget", "generator", "format", "shard", "shards", "result"} {
			if c.IsSet(f) {
				return nil, usagef("--%s goes with --mutate", f)
			}
		}
		if c.NArg() > 0 {
			return nil, usagef("package takes no arguments, got %q (a submission to mutate goes with --mutate)", c.Args().First())
		}
		return nil, nil
	}
	if c.NArg() > 1 {
		return nil, usagef("package --mutate takes one submission, got %d arguments", c.NArg())
	}
	cfg := &mutationConfig{seed: c.Uint64("seed"), cap: c.Int("mutants"), strengthen: c.Bool("strengthen"),
		jobs: c.Int("jobs"), json: c.String("format") == "json", compileMem: sizeOf(c, "compile-memory"), generator: c.String("generator")}
	if cfg.cap < 0 {
		return nil, usagef("--mutants %d: want 0 (all) or more", cfg.cap)
	}
	var err error
	if cfg.cases, cfg.time, err = parseBudget(c.String("mutate-budget")); err != nil {
		return nil, err
	}
	if cfg.source, err = mutationSource(p, c.Args().First()); err != nil {
		return nil, err
	}
	if _, ok := mutate.LangOf(cfg.source); !ok {
		return nil, usagef("--mutate %s: mutants are made of C, C++ and Python sources only", cfg.source)
	}
	if _, isFolder := p.(*folder.Problem); !isFolder && cfg.strengthen {
		f := c.String("plan")
		if _, named := p.Spec().Plans[f]; f == "" || f == "-" || named {
			return nil, usagef("--strengthen adds tests to a plan file: write the plan with `carokit package --print-plan > plan.txt` and build with --plan plan.txt")
		}
		cfg.planFile = f
	}
	if _, isFolder := p.(*folder.Problem); isFolder && c.String("generator") == "" {
		return nil, usagef("package --mutate on a folder problem needs --generator \"PROGRAM {seed} ARGS\" (a generator of the folder, as stress takes it) to search the survivors' gaps")
	}
	if err := readMutationShard(c, env, cfg); err != nil {
		return nil, err
	}
	if fp, isFolder := p.(*folder.Problem); isFolder {
		if cfg.folderMarks, err = folderMarks(fp.Dir()); err != nil {
			return nil, err
		}
	}
	return cfg, nil
}

// parseBudget reads --mutate-budget: "CASES,TIME", "CASES" or "TIME".
func parseBudget(s string) (int, time.Duration, error) {
	cases, d := 0, time.Duration(0)
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if n, err := strconv.Atoi(part); err == nil && n > 0 && cases == 0 {
			cases = n
		} else if v, err := time.ParseDuration(part); err == nil && v > 0 && d == 0 {
			d = v
		} else {
			return 0, 0, usagef("--mutate-budget %q: want CASES,TIME (e.g. 200,2s), a positive count and a duration", s)
		}
	}
	return cases, d, nil
}

// mutationSource is the submission to mutate: the one given, else a
// folder problem's reference, else the problem's accepted C++
// submission in submissions/NAME/accepted (of this repository).
func mutationSource(p problem.Problem, given string) (string, error) {
	if given != "" {
		if st, err := os.Stat(given); err != nil || !st.Mode().IsRegular() {
			return "", usagef("--mutate %s: not a source file", given)
		}
		return given, nil
	}
	if fp, ok := p.(*folder.Problem); ok {
		ref, err := fp.ReferencePath()
		if err != nil {
			return "", usagef("--mutate: %v; name the submission to mutate", err)
		}
		return ref, nil
	}
	dir := filepath.Join("submissions", p.Spec().Name, "accepted")
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if l, ok := mutate.LangOf(e.Name()); ok && l == mutate.CPP {
			return filepath.Join(dir, e.Name()), nil
		}
	}
	return "", usagef("--mutate: no C++ source in %s; name the submission to mutate", dir)
}

// planEquivalents are the mutants the build's plan marks equivalent.
func planEquivalents(opt testpkg.Options, spec *problem.Spec) map[string]bool {
	text := opt.Plan
	if text == nil {
		text = []byte(spec.Plan)
	}
	out := map[string]bool{}
	if pl, err := plan.Parse("plan", text); err == nil {
		for _, m := range pl.Equivalent {
			out[m.ID] = true
		}
	}
	return out
}

// folderMarks are the mutants a folder's mutate.yaml marks equivalent
// (none without the file): a folder whose tests come from
// generators.yaml or data/ has no plan of the setter's to mark them in.
func folderMarks(dir string) ([]string, error) {
	path := filepath.Join(dir, mutate.MarksFile)
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read the mutants marked equivalent: %w", err)
	}
	marks, err := mutate.ReadMarks(path, data)
	if err != nil {
		return nil, fmt.Errorf("%w\n(%s lists the mutants package --mutate need not run: equivalent: [ID, ...])", err, mutate.MarksFile)
	}
	var ids []string
	for _, m := range marks {
		ids = append(ids, m.ID)
	}
	return ids, nil
}

// equivalentsOf are the mutants the build's plan and, for a folder, its
// mutate.yaml mark equivalent.
func (cfg *mutationConfig) equivalentsOf(opt testpkg.Options, spec *problem.Spec) map[string]bool {
	marks := planEquivalents(opt, spec)
	for _, id := range cfg.folderMarks {
		marks[id] = true
	}
	return marks
}

// unknownMarks are the marked ids no mutant of this run has, sorted.
func unknownMarks(marks map[string]bool, ms []mutate.Mutant) []string {
	var out []string
	for id := range marks {
		if !slices.ContainsFunc(ms, func(m mutate.Mutant) bool { return m.ID == id }) {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out
}

// mutationFailure is the exit of a run with gaps left, or nil.
func mutationFailure(mu *testpkg.Mutation, strengthened bool) error {
	gaps := 0
	for i := range mu.Mutants {
		if mu.Mutants[i].Outcome() == testpkg.MutantGap {
			gaps++
		}
	}
	if gaps == 0 {
		return nil
	}
	if strengthened {
		return failure{fmt.Sprintf("%d mutants still survive with a counterexample after --strengthen (see above)", gaps)}
	}
	return failure{fmt.Sprintf("%d mutants survive the package but not stress: add their counterexamples with --strengthen, or mark them @equivalent in the plan", gaps)}
}

// packageMutation is package --mutate after the build: the run (with
// --strengthen, the rebuild), recorded in the package's manifest.
func packageMutation(c *cli.Context, env Env, cfg *mutationConfig, opt testpkg.Options) (*testpkg.Mutation, error) {
	reopen := func() (testpkg.Options, error) {
		p, err := currentProblem(c) // a folder problem reads its generators.yaml again
		if err != nil {
			return testpkg.Options{}, err
		}
		return packageOptions(c, env, p)
	}
	return runMutation(c.Context, env, cfg, opt, reopen)
}

// reportMutation prints a mutation run's report, and exits 1 while gaps
// remain; a shard of several prints nothing (merge prints the report).
func reportMutation(env Env, cfg *mutationConfig, mu *testpkg.Mutation) error {
	if cfg.shard.M > 1 {
		return nil
	}
	if err := printMutation(env.Stdout, mu, cfg.json, cfg); err != nil {
		return err
	}
	return mutationFailure(mu, cfg.strengthen)
}
