// Package judge runs solutions over a built test package and produces a
// report.Report: each run is timed and limited by package runner, its
// output checked by the problem, its verdicts scored per subtask and
// compared with what was declared about the solution. It also holds the
// timing engine behind `carokit bench`.
//
// The package knows problems only through problem.Problem and packages
// only through testpkg.Manifest, so any problem is judged by the same code.
package judge

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"carokit/problem"
	"carokit/report"
	"carokit/runner"
	"carokit/testpkg"
)

// Limits every run gets besides time and memory.
const (
	// OutputLimit caps a run's stdout; past it the verdict is OLE.
	OutputLimit = 16 << 20
	// StderrLimit is how much of a run's stderr is kept.
	StderrLimit = 64 << 10
	// sensitiveBand is how close to the time limit a CPU time must be for
	// the run to be re-run alone and flagged: ±20%.
	sensitiveBand = 0.2
)

// Options say what to judge and how.
type Options struct {
	Problem    problem.Problem
	PackageDir string
	// Solutions are built-in names, executables or source paths. With no
	// Solutions and no SubmissionsDir, every built-in is judged.
	Solutions []string
	// SubmissionsDir is a Kattis-style folder whose subfolders accepted/,
	// wrong_answer/, time_limit_exceeded/ and run_time_error/ declare what
	// their solutions must do (see report.Folders).
	SubmissionsDir string
	// Listed are submissions already found (a folder problem's, with
	// folders beyond report.Folders, such as rejected/ or brute_force/),
	// judged like SubmissionsDir's; their folder declares their
	// expectation only when report.Folders knows it.
	Listed []runner.Listed
	// Expect overrides, per solution name, the expected worst verdict of
	// each subtask (see ParseExpect).
	Expect      map[string][]problem.Verdict
	TimeLimit   time.Duration // CPU time per run; 0: the package's
	MemoryLimit int64         // bytes; 0: the package's
	// Jobs is how many runs go in parallel, at most one per core
	// (0: runtime.NumCPU()).
	Jobs int
	// Scoring is report.ScoringPerTest (default) or report.ScoringGroupMin.
	Scoring string
	// Self is the carokit binary, which runs built-ins as
	// SELF --problem NAME solve --solution SOL.
	Self     string
	CacheDir string    // where compiled programs are cached
	Progress io.Writer // a one-line progress bar; nil for none
	// Sandbox and MaxProcesses are passed to every run (runner.Limits).
	Sandbox      runner.SandboxMode
	MaxProcesses int
	// FailFast stops a solution's subtask (FailFastSubtask) or the whole
	// solution (FailFastSolution) at its first failing test; the tests
	// after it are reported as not run. "": every test runs.
	FailFast string
	// Shard and Shards restrict JudgeShard to the runs (solution × test,
	// numbered solution by solution) whose index is ≡ Shard (mod Shards),
	// so that Shards machines share one campaign (see Merge).
	Shard, Shards int
	// IO is "" (the problem's), "stdio" or "file" (problem.Spec.RunIO).
	IO string
	// KeepOutput is how many bytes of a failing run's output its result
	// keeps (report.TestResult.Output), for a report that shows them; 0
	// keeps none.
	KeepOutput int

	// CompileMemory is the compilers' memory limit (0: the default,
	// runner.DefaultCompileMemory); they run in the Sandbox mode.
	CompileMemory int64
}

// run is one (solution, test) pair and, once judged, its result.
type run struct {
	sol    *entry
	test   testpkg.TestEntry
	result report.TestResult
	near   bool // its CPU time is within sensitiveBand of the limit
	// wallCut: the wall-clock guard stopped it under its CPU limit, maybe
	// starved of CPU by a loaded machine rather than sleeping.
	wallCut bool
	wall    time.Duration // the guard of its re-runs alone once cut (0: the package's)
	done    bool          // judged (guarded by failFast.mu while runs go on)
	skipped bool          // not run, or not counted: --fail-fast
}

// Judge runs every solution on every test of the package and returns the
// report. Runs go in parallel, at most opt.Jobs at a time; the report is
// the same whatever opt.Jobs is, apart from measured times, because
// results are stored by index. Runs whose CPU time lands within ±20% of
// the time limit are re-run alone afterwards and flagged Sensitive if they
// stay there.
//
// Each run gets CPU time 1.2 × the limit, so that a run just over the
// limit is measured rather than cut: its verdict is still TLE, but it is
// flagged. A TLE therefore costs 1.2 × the limit, or the wall-clock guard
// of 2 × the limit + 1 s for a program that sleeps.
func Judge(ctx context.Context, opt Options) (*report.Report, error) {
	opt.Shard, opt.Shards = 0, 1
	c, err := judgeRuns(ctx, opt)
	if err != nil {
		return nil, err
	}
	rep := buildReport(c.manifest, c.spec, opt.Scoring, opt.FailFast, c.tl, c.entries, c.runs)
	rep.NotJudged = c.notJudged
	return rep, nil
}

// campaign is a judge run in progress: the package, the solutions and
// the runs, of which a shard judges its own.
type campaign struct {
	manifest  *testpkg.Manifest
	spec      *problem.Spec
	tl        time.Duration
	mem       int64
	entries   []*entry
	notJudged []report.NotJudged
	runs      []*run // every run of the campaign, by index
	mine      []*run // those this shard judged
}

// judgeRuns opens and verifies the package, prepares the solutions and
// judges the runs of shard opt.Shard of opt.Shards.
func judgeRuns(ctx context.Context, opt Options) (*campaign, error) {
	if opt.Problem == nil {
		return nil, errors.New("judge: no problem given")
	}
	if err := report.CheckScoring(opt.Scoring); err != nil {
		return nil, err
	}
	if err := CheckFailFast(opt.FailFast); err != nil {
		return nil, err
	}
	if opt.Shards < 1 || opt.Shard < 0 || opt.Shard >= opt.Shards {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("shard %d/%d: want 0 ≤ I < M", opt.Shard, opt.Shards)}
	}
	if opt.FailFast != "" && opt.Shards > 1 {
		return nil, &problem.ParamError{Msg: "--fail-fast judges a campaign in one process: a shard cannot see the failures of the others"}
	}
	spec := opt.Problem.Spec()
	pkg, err := testpkg.Open(opt.PackageDir, spec.MaxTestBytes)
	if err != nil {
		return nil, err
	}
	if err := pkg.Verify(); err != nil {
		return nil, err
	}
	m := pkg.Manifest
	if m.Problem != "" && m.Problem != spec.Name {
		return nil, fmt.Errorf("package %s is for problem %q, not %q", opt.PackageDir, m.Problem, spec.Name)
	}
	if len(m.Tests) == 0 {
		return nil, fmt.Errorf("package %s has no tests", opt.PackageDir)
	}
	if err := checkExpectCounts(opt.Expect, len(m.Subtasks), m.SamplesOnly); err != nil {
		return nil, err
	}
	c := &campaign{manifest: m, spec: spec}
	c.tl, c.mem = packageLimits(m, spec, opt.TimeLimit, opt.MemoryLimit)
	if c.tl <= 0 {
		return nil, fmt.Errorf("package %s has no time limit and none was given", opt.PackageDir)
	}
	jobs := jobCount(opt.Jobs)
	entries, err := collect(&opt)
	if err != nil {
		return nil, err
	}
	files, err := spec.RunIO(opt.IO)
	if err != nil {
		return nil, err
	}
	if err := prepare(ctx, entries, spec, opt.Self, runner.Compile{CacheDir: opt.CacheDir, MemoryBytes: opt.CompileMemory, Sandbox: opt.Sandbox}, jobs, files); err != nil {
		return nil, err
	}
	c.entries, c.notJudged = splitNotJudged(entries)
	j := &judging{problem: opt.Problem, pkg: pkg, tl: c.tl, limits: runLimits(c.tl, c.mem, opt.Sandbox, opt.MaxProcesses), keepOutput: opt.KeepOutput}
	j.limits.Files = files
	for _, e := range c.entries {
		for _, t := range judgedTests(m) {
			r := &run{sol: e, test: t}
			if len(c.runs)%opt.Shards == opt.Shard {
				c.mine = append(c.mine, r)
			}
			c.runs = append(c.runs, r)
		}
	}
	if err := j.schedule(ctx, c.mine, jobs, &opt); err != nil {
		return nil, err
	}
	return c, nil
}

// judging is what every run of one Judge call shares.
type judging struct {
	problem problem.Problem
	pkg     *testpkg.Package // verified before any run
	tl      time.Duration
	limits  runner.Limits
	// keepOutput is Options.KeepOutput.
	keepOutput int
}

// judge runs r once and sets its result: the runner's verdict, TLE when
// the run finished but past the limit, and for a finished run the
// problem's checker decides between OK and WA.
func (j *judging) judge(ctx context.Context, r *run) error {
	t := r.test
	res := report.TestResult{Name: t.Name, Subtask: t.Subtask}
	if r.sol.builtin {
		res.Work = t.Work[r.sol.name]
	}
	if r.sol.compileErr != "" {
		res.Verdict = problem.CE
		r.result = res
		return nil
	}
	var out runner.Result
	var err error
	if ip, ok := problem.IsInteractive(j.problem); ok {
		out, err = j.interact(ctx, ip, r, &res)
	} else {
		out, err = j.runPlain(ctx, r, &res)
	}
	if err != nil {
		return fmt.Errorf("run %s on %s: %w", r.sol.name, t.Name, err)
	}
	if res.Verdict != problem.OK && j.keepOutput > 0 {
		res.Output, res.OutputBytes = string(out.Stdout[:min(len(out.Stdout), j.keepOutput)]), int64(len(out.Stdout))
	}
	// A run the runner cut at its CPU limit (1.2 × tl) is beyond the band;
	// one stopped by the wall-clock guard inside it was probably slowed by
	// its neighbours, which is what re-running alone is for.
	r.near = out.CPU >= time.Duration(float64(j.tl)*(1-sensitiveBand)) && out.CPU < j.limits.CPU &&
		(res.Verdict == problem.OK || res.Verdict == problem.WA || res.Verdict == problem.TLE)
	r.wallCut = out.WallCut
	if res.Verdict == problem.TLE {
		res.Cut = "CPU " + report.FormatDuration(out.CPU)
		if out.WallCut {
			res.Cut = "wall clock " + report.FormatDuration(out.Wall)
		}
	}
	r.result = res
	return nil
}

// runPlain runs r on its test's input and checks its output.
func (j *judging) runPlain(ctx context.Context, r *run, res *report.TestResult) (runner.Result, error) {
	t := r.test
	out, err := runner.Run(ctx, r.sol.prog, j.pkg.Path(t.Input), j.limitsOf(r))
	if err != nil {
		return out, err
	}
	res.CPU, res.Wall, res.PeakKiB = out.CPU, out.Wall, out.PeakRSSKiB
	res.Verdict, res.Detail = j.programVerdict(out)
	if res.Verdict == problem.OK {
		fb, err := j.check(t, out.Stdout)
		if err != nil {
			res.Verdict, res.Detail = problem.WA, err.Error()
			res.Picture = j.picture(t, err)
			if ce := (*problem.CaseError)(nil); errors.As(err, &ce) {
				res.Case = ce.Case
			}
		}
		res.Feedback = fb
	}
	return out, nil
}

// programVerdict is a run's verdict as a program, before any checker:
// the runner's, TLE when it finished but past the limit, and the first
// line of stderr as the reason of an RE that has none.
func (j *judging) programVerdict(out runner.Result) (problem.Verdict, string) {
	switch {
	case out.Verdict == problem.OK && out.CPU > j.tl:
		return problem.TLE, fmt.Sprintf("CPU %s > limit %s", report.FormatDuration(out.CPU), report.FormatDuration(j.tl))
	case out.Verdict == problem.RE && out.Detail == "":
		return problem.RE, firstLine(out.Stderr)
	}
	return out.Verdict, out.Detail
}

// check asks the problem whether output answers the test, and what
// more its checker said (a score). The files are read here, not kept, so
// memory stays flat however big the package.
func (j *judging) check(t testpkg.TestEntry, output []byte) (problem.Feedback, error) {
	input, err := j.pkg.ReadInput(t)
	if err != nil {
		return problem.Feedback{}, err
	}
	answer, err := j.pkg.ReadAnswer(t)
	if err != nil {
		return problem.Feedback{}, err
	}
	return problem.CheckTest(j.problem, t.Subtask, t.Name, input, answer, output)
}

func buildReport(m *testpkg.Manifest, spec *problem.Spec, scoring, failFast string, tl time.Duration, entries []*entry, runs []*run) *report.Report {
	if scoring == "" {
		scoring = report.ScoringPerTest
	}
	rep := &report.Report{Problem: spec.Name, Scoring: scoring, TimeLimit: tl, Samples: len(m.Samples), FailFast: failFast, Draft: m.Draft}
	n := len(judgedTests(m))
	for _, s := range m.Subtasks {
		if m.SamplesOnly {
			break // its subtask repeats the samples: not judged, not shown
		}
		rep.Subtasks = append(rep.Subtasks, report.SubtaskInfo{ID: s.ID, Weight: s.Weight, Tests: len(m.TestsOf(s.ID))})
	}
	for i, e := range entries {
		s := report.SolutionResult{
			Name: e.name, Source: e.source, Reference: e.reference,
			Expected: e.expected, Declared: e.declared,
			CompileError: e.compileErr,
		}
		for _, r := range runs[i*n : (i+1)*n] {
			s.Tests = append(s.Tests, r.result)
		}
		s.Summarize(rep.Subtasks, scoring)
		rep.Solutions = append(rep.Solutions, s)
	}
	return rep
}

// judgedTests are the package's samples, a group of their own worth no
// points (report.SampleGroup), then its tests; the samples alone for a
// samples-only package, whose one subtask repeats them.
func judgedTests(m *testpkg.Manifest) []testpkg.TestEntry {
	if m.SamplesOnly {
		return slices.Clone(m.Samples)
	}
	return append(slices.Clone(m.Samples), m.Tests...)
}

func firstLine(b []byte) string {
	line, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
	if len(line) > 200 {
		line = line[:200] + "…"
	}
	return line
}
