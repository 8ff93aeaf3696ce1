// Package folder is a problem given as a folder in the Kattis problem
// package format (problem.yaml, data/, input_validators/,
// output_validators/, submissions/, generators/generators.yaml), as
// BAPCtools and problemtools read it: one implementation of
// problem.Problem whose validator, checker, reference and generator are
// the folder's own programs, run in carokit's sandbox.
//
// The engine's Problem methods take no context: a folder problem keeps
// the one it was opened with (Open) and stops its programs when it is
// cancelled.
package folder

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"carokit/internal/untrusted"
	"carokit/kattis/check"
	"carokit/kattis/format"
	"carokit/kattis/generators"
	"carokit/problem"
	"carokit/runner"
	"carokit/stress/textshrink"
	"carokit/subtasks"
)

// Options say how a folder problem runs its programs.
type Options struct {
	CacheDir      string             // compiled programs ("": runner's default)
	Sandbox       runner.SandboxMode // as runner.Limits.Sandbox
	CompileMemory int64              // compilers' memory (0: runner's default)
	// Generator is stress's input maker: a program of the folder and its
	// arguments, "{seed}" replaced by each case's seed
	// ("generators/gen.py {seed} 10 -5 5"). "": stress refuses to run.
	Generator string
	// Warnings receives one-line notes about the folder.
	Warnings func(string)
}

// defaultTimeLimit is the time limit of a folder that declares none
// (BAPCtools would compute one from its accepted submissions: carokit's
// --suggest-time-limit does).
const defaultTimeLimit = time.Second

// Problem is a Kattis problem folder opened for carokit.
type Problem struct {
	ctx    context.Context
	opt    Options
	meta   *format.Problem
	data   *format.Data
	groups []*format.Group // the subtasks' groups, in subtask order (index 0: subtask 1)
	spec   *problem.Spec

	once  sync.Once
	vals  *check.Validators
	err   error
	refMu sync.Mutex
	// refOnce finds the reference once: refPath, or refErr.
	refOnce sync.Once
	refPath string
	refErr  error
	ref     *runner.Program
	gen     *runner.Program

	extraSamples []problem.Sample // generators.yaml's, when data/sample has none
	samplesOnly  bool             // no secret test: the samples are subtask 1 (samplesPlan)
	warned       map[string]bool
	items        []generators.Item          // generators.yaml's tests, when it has one
	genSettings  map[string]format.Settings // generators.yaml's groups' settings, by path
	constants    map[string]string          // problem.yaml's constants, for generators' sources

	// tests are each subtask's tests in plan order (nil: not known, a
	// plan.txt), sampleKeys the samples' Kattis names, keySettings each
	// test's settings by Kattis name (testmap.go).
	tests       [][]testRef
	sampleKeys  []string
	keySettings map[string]format.Settings
}

// IsPath reports whether a --problem value names a folder rather than a
// built-in problem: it holds a path separator or is "." or "..".
func IsPath(s string) bool {
	return s == "." || s == ".." || strings.ContainsAny(s, `/\`)
}

// Find returns the problem folder holding dir: the nearest of dir and
// its parents with a problem.yaml, as BAPCtools finds its problem; "" if
// none.
func Find(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		if st, err := os.Stat(filepath.Join(abs, "problem.yaml")); err == nil && st.Mode().IsRegular() {
			return abs
		}
		up := filepath.Dir(abs)
		if up == abs {
			return ""
		}
		abs = up
	}
}

// Open reads the problem folder dir. Its programs are compiled at their
// first use, under ctx.
func Open(ctx context.Context, dir string, opt Options) (*Problem, error) {
	meta, err := format.ReadProblem(dir)
	if err != nil {
		return nil, fmt.Errorf("read problem folder %s: %w", dir, err)
	}
	data, err := format.ReadData(meta)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", filepath.Join(dir, "data"), err)
	}
	p := &Problem{ctx: ctx, opt: opt, meta: meta, data: data}
	if p.opt.Warnings == nil {
		p.opt.Warnings = func(string) {}
	}
	for _, w := range meta.Warnings {
		p.opt.Warnings(w)
	}
	if err := p.makeSpec(); err != nil {
		return nil, err
	}
	return p, nil
}

// Dir is the problem's folder.
func (p *Problem) Dir() string { return p.meta.Dir }

// Meta is what problem.yaml says.
func (p *Problem) Meta() *format.Problem { return p.meta }

// Data is the folder's data/ as it stands.
func (p *Problem) Data() *format.Data { return p.data }

// Spec implements problem.Problem.
func (p *Problem) Spec() *problem.Spec { return p.spec }

// validators compiles the folder's validators once.
func (p *Problem) validators() (*check.Validators, error) {
	p.once.Do(func() {
		p.vals, p.err = check.PrepareConstants(p.ctx, p.meta.Dir, p.opt.CacheDir, p.opt.Sandbox, p.meta.Constants)
		if p.err != nil {
			p.err = fmt.Errorf("prepare the validators of %s: %w", p.meta.Dir, p.err)
			return
		}
		for _, w := range p.vals.Warnings {
			p.warnOnce("validator "+w, w)
		}
	})
	return p.vals, p.err
}

// group is subtask id's group, nil for the samples (0) or no group.
func (p *Problem) group(id int) *format.Group {
	if id >= 1 && id <= len(p.groups) {
		return p.groups[id-1]
	}
	return nil
}

func (p *Problem) settings(id int) format.Settings {
	if g := p.group(id); g != nil {
		return g.Settings
	}
	if id == 0 && p.data.Sample != nil {
		return p.data.Sample.Settings
	}
	if p.data.Secret != nil {
		return p.data.Secret.Settings
	}
	return format.Settings{}
}

// Validate implements problem.Problem: every input validator, without a
// group's flags.
func (p *Problem) Validate(name string, input []byte) (subtasks.Values, error) {
	return p.validate(name, input, func(string) []string { return nil })
}

// ValidateIn implements problem.Grouped: every input validator with the
// group's input_validator_flags; the values say which group it is.
func (p *Problem) ValidateIn(subtask int, name string, input []byte) (subtasks.Values, error) {
	v, err := p.validate(name, input, p.settings(subtask).InputArgs)
	if err != nil || p.group(subtask) == nil {
		return v, err
	}
	return subtasks.Values{groupValue: int64(subtask)}, nil
}

// validate runs every input validator, each with flagsFor(its name): a
// group's flags, shared or per validator (2025-09's map).
func (p *Problem) validate(name string, input []byte, flagsFor func(validator string) []string) (subtasks.Values, error) {
	v, err := p.validators()
	if err != nil {
		return nil, err
	}
	if err := v.ValidateInputWith(p.ctx, input, flagsFor); err != nil {
		return nil, &problem.InputError{File: name, Line: 1, Col: 1, Msg: oneLine(err.Error())}
	}
	return subtasks.Values{}, nil
}

// Check implements problem.Problem: the output validator with
// problem.yaml's flags.
func (p *Problem) Check(input, answer, output []byte) error {
	return p.check(input, answer, output, nil)
}

// CheckIn implements problem.Grouped: the output validator with the
// group's output_validator_flags after problem.yaml's.
func (p *Problem) CheckIn(subtask int, input, answer, output []byte) error {
	return p.check(input, answer, output, p.settings(subtask).OutputValidatorFlags)
}

func (p *Problem) check(input, answer, output []byte, flags []string) error {
	if p.Interactive() {
		return interactiveCheck(answer, output)
	}
	v, err := p.validators()
	if err != nil {
		return err
	}
	all := append(append([]string(nil), p.meta.ValidatorFlags...), flags...)
	err = v.CheckOutput(p.ctx, input, answer, output, all)
	var rej *check.Rejected
	if err == nil || errors.As(err, &rej) {
		return err
	}
	return fmt.Errorf("the output validator failed (a judge error, not the submission's): %w", err)
}

// Parse implements problem.Problem: a folder problem's case is its input.
func (p *Problem) Parse(input []byte) (problem.Case, error) { return input, nil }

// Shrink implements problem.Problem with problem-free shrinking: lines,
// then tokens, then numbers (package textshrink). Its candidates may be
// invalid: the engine validates each it tries (stress stops at the first
// that still fails), which costs one validator run per candidate tried
// instead of one per candidate proposed.
func (p *Problem) Shrink(input []byte) [][]byte { return textshrink.Candidates(input) }

// RandomCase implements problem.Problem: the --generator program with a
// seed drawn from r.
// Within bounds naming a group (stress --subtask), a case the group's
// validator flags refuse is drawn again, a few times, then refused.
func (p *Problem) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	if len(kinds) > 0 {
		return nil, &problem.ParamError{Msg: "a folder problem has no generator kinds: choose its cases with --generator"}
	}
	id, grouped := bounds[groupValue]
	for range drawTries {
		in, err := p.generate(r.Uint64()%(1<<31), growth)
		if err != nil || !grouped {
			return in, err
		}
		if _, err := p.ValidateIn(int(id), "drawn", in); err == nil {
			return in, nil
		}
	}
	return nil, &problem.ParamError{Msg: fmt.Sprintf("the generator's cases do not fit %s's validator flags: give another --generator or --subtask", p.GroupPath(int(id)))}
}

// drawTries is how many cases RandomCase draws for a group before it
// gives up.
const drawTries = 20

func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", "; ")), " ")
}

// GroupPath is subtask id's group as the folder names it ("secret/group1";
// "sample" for 0).
func (p *Problem) GroupPath(id int) string {
	if g := p.group(id); g != nil {
		return g.Path
	}
	return "sample"
}

// Render implements problem.Renderer for show --text: a folder problem
// knows no drawing of its own, so its text is the input as it stands
// (show escapes what a terminal must not get raw).
func (p *Problem) Render(input []byte, at int, format string) ([]byte, error) {
	if format != "text" {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("a folder problem draws no %s pictures (show --text prints the input)", format)}
	}
	if at != 0 {
		return nil, &problem.ParamError{Msg: "a folder problem has no steps to show (--at)"}
	}
	return []byte(untrusted.Lines(string(input))), nil
}

// GroupFor is the group a new test goes into: of the groups whose input
// validator flags accept it, the one with the most flags (the most
// constrained), the first on a tie.
func (p *Problem) GroupFor(input []byte) (string, error) {
	best, most := 0, -1
	for i, g := range p.groups {
		if _, err := p.ValidateIn(i+1, "test", input); err != nil {
			continue
		}
		if n := len(g.Settings.InputValidatorFlags); n > most {
			best, most = i+1, n
		}
	}
	if best == 0 {
		return "", fmt.Errorf("no group's validator flags accept the test")
	}
	return p.GroupPath(best), nil
}

// GroupsAllOrNothing reports whether the folder's groups score all or
// nothing (score_aggregation pass-fail, or min: 2025-09's default, and
// legacy grader_flags min), as judge --scoring group-min does.
func (p *Problem) GroupsAllOrNothing() bool {
	for _, g := range p.groups {
		if a := g.Settings.Aggregation; a == "min" || a == "pass-fail" {
			return true
		}
	}
	return false
}
