package testpkg

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/sync/errgroup"

	"carokit/internal/progress"
	"carokit/internal/scratch"
	"carokit/internal/testcache"
	"carokit/plan"
	"carokit/problem"
)

// Options control one package build.
type Options struct {
	Problem  problem.Problem
	Out      string // the package folder (a symbolic link to one is followed)
	Seed     uint64 // seeds every test whose plan line gives no --seed
	Plan     []byte // nil: the problem's default plan
	PlanName string // for error messages; default "plan"
	// PlanDir is the folder the plan's "file" and "run" paths are
	// relative to (default: the current folder).
	PlanDir string
	// CheckGenerators builds every externally generated test a second
	// time, with another number of jobs, and fails when it differs; and
	// once more with another seed, warning when it does not change.
	CheckGenerators bool
	// Certify, when set, is a further certification step: it gets the
	// package, complete in its temporary folder dir, before it is moved
	// into place, and an error stops the build (package --submissions
	// judges the setter's own solutions there).
	Certify  func(ctx context.Context, dir string, m *Manifest) error
	Jobs     int // tests built in parallel (default: the number of cores)
	Progress io.Writer
	// Warnings receives one-line notes: a problem.yaml kept because the
	// setter edited it, a dead build's folder removed.
	Warnings io.Writer
	// AllowSurvivors builds the package even when one of the problem's
	// mutants survives a subtask where it must die (a plan kept for what
	// it reproduces, such as CARO.md's): each is named on Warnings and in
	// the manifest's strength instead of failing the certification.
	AllowSurvivors bool
	// Cache, when not nil, keeps built tests between builds: a test whose
	// plan line, generator and carokit binary are unchanged is copied from
	// it with its measurements instead of built again (see cache.go).
	Cache *testcache.Cache
	// CompileMemory is the memory limit of the compilers of external
	// generators (0: runner.DefaultCompileMemory).
	CompileMemory int64
	// Draft builds the package without certifying it (package --draft):
	// every test is still generated, validated and answered by the
	// reference, but what certification would refuse (a subtask without
	// tests, a wrong solution or mutant no test catches, a work limit
	// crossed, the setter's submissions) is only listed, on Warnings and
	// in the manifest (Manifest.Draft, Manifest.Uncertified).
	Draft bool
	// Force lets a rebuild remove what data/ holds beyond the files the
	// previous build wrote (see SetterFilesError); without it such a
	// rebuild is refused before anything is built.
	Force bool
}

// test is one planned test and, once built, its files and measurements.
type test struct {
	subtask int
	index   int // 1-based within the subtask
	entry   plan.Entry
	gen     *problem.Generator
	args    problem.Args
	sample  *problem.Sample
	file    string   // a "file" line's test, its path from here
	run     *runLine // a "run" line's generator

	input, answer []byte
	meta          TestEntry
	wrong         map[string]string // built-in → why it failed (WA) this test
	notes         []string          // its generator's warnings (writeNotes)
	extra         map[string][]byte // the other files its generator wrote, by extension

	kills     *killTable     // the package's mutant kills (strength.go)
	mutantWhy map[int]string // mutant index → how it failed this test
}

// Build generates, validates, answers and certifies every test of the
// plan, then writes the package to opt.Out. Nothing changes at opt.Out
// unless everything succeeded: the package is built in a temporary folder
// beside it, and then renamed into place, or, when opt.Out is already a
// package or a setter's problem folder, its own entries swapped in (see
// swapIn) and everything else kept. Any other existing folder is refused,
// and so is a package whose data/ holds files the previous build did not
// write (unless opt.Force): the swap replaces data/ as a whole.
func Build(ctx context.Context, opt Options) (*Manifest, error) {
	spec := opt.Problem.Spec()
	planText, planName, tests, done, err := planTests(ctx, opt, spec)
	if err != nil {
		return nil, err
	}
	defer done()
	kills := newKillTable(spec, tests)
	reference, err := spec.SolutionWithRole(problem.RoleReference)
	if err != nil {
		return nil, err
	}
	tgt, err := findTarget(opt.Out)
	if err != nil {
		return nil, err
	}
	if err := tgt.checkSetterFiles(opt.Out, opt.Force); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(tgt.dir), 0o755); err != nil {
		return nil, fmt.Errorf("create %s: %w", filepath.Dir(tgt.dir), err)
	}
	for _, dir := range removeStale(tgt.dir) {
		warnf(opt.Warnings, "removed %s, left by a build that was killed", dir)
	}
	tmp, owner, err := newBuildingDir(tgt.dir)
	if err != nil {
		return nil, err
	}
	defer owner.Close()
	forget, err := scratch.Track(tmp)
	if err != nil {
		os.RemoveAll(tmp)
		return nil, errAbandoned
	}
	defer func() {
		// After a failure, the half-built package; after a swap, the
		// previous entries; after a rename into place, nothing.
		os.RemoveAll(tmp)
		forget()
	}()

	tc, err := openTestCache(opt, spec, tests)
	if err != nil {
		return nil, err
	}
	if err := buildAll(ctx, opt, spec, reference, tc.restore(spec, tests, tmp, opt.Warnings), planName, tmp); err != nil {
		return nil, err
	}
	tc.store(opt, spec, tests, tmp)
	if err := tc.settleMutants(opt.Problem, spec, tests, tmp); err != nil {
		return nil, err
	}
	var genCheck *GeneratorCheck
	if opt.CheckGenerators {
		if genCheck, err = checkGenerators(ctx, opt, spec, tests, planName); err != nil {
			return nil, err
		}
	}
	strength, unmet, err := certification(opt, spec, tests, kills)
	if err != nil {
		return nil, err
	}
	m, err := assemble(opt, spec, tests, tmp)
	if err != nil {
		return nil, err
	}
	m.Strength = strength
	m.markDraft(opt.Draft, unmet)
	m.FromCache = tc.fromCache()
	m.GeneratorCheck = genCheck
	if err := commit(ctx, opt, tgt, m, planText, tmp); err != nil {
		return nil, err
	}
	return m, nil
}

// buildAll builds the tests, at most opt.Jobs at a time, each written to
// tmp as soon as it is made and then dropped from memory.
func buildAll(ctx context.Context, opt Options, spec *problem.Spec, reference *problem.Solution, tests []*test, planName, tmp string) error {
	jobs := opt.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	bar := progress.New(opt.Progress, len(tests))
	defer bar.Finish()
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(jobs)
	for _, t := range startOrder(tests) {
		g.Go(func() error {
			if err := gctx.Err(); err != nil {
				return err
			}
			if err := buildTest(gctx, opt.Problem, spec, reference, t, tmp); err != nil {
				if problem.IsParamError(err) {
					return plan.Collect([]error{plan.ArgError(planName, t.entry, err.Error())})
				}
				return fmt.Errorf("subtask %d test %s (%s line %d): %w", t.subtask, t.meta.Name, planName, t.entry.Line, err)
			}
			bar.Done(t.meta.Name)
			return nil
		})
	}
	defer writeNotes(opt.Warnings, tests) // after the builds, which fill them
	return g.Wait()
}

// startOrder is the order the tests start in: the last subtask first,
// since plans go from the small subtasks to the large ones, so that the
// large tests do not start last and leave cores idle at the end; within a
// subtask, plan order, since a test skips the mutants that the tests
// before it in its subtask have killed. What is built does not depend on
// the order.
func startOrder(tests []*test) []*test {
	order := slices.Clone(tests)
	slices.SortStableFunc(order, func(a, b *test) int { return cmp.Compare(b.subtask, a.subtask) })
	return order
}

// assemble writes the samples and returns the manifest of the package.
func assemble(opt Options, spec *problem.Spec, tests []*test, tmp string) (*Manifest, error) {
	m := &Manifest{
		Format:        Format,
		FormatVersion: FormatVersion,
		Problem:       spec.Name,
		Title:         spec.Title,
		Seed:          opt.Seed,
		TimeLimitMS:   spec.TimeLimit.Milliseconds(),
		MemoryLimitMB: spec.MemoryLimit >> 20,
		WorkUnit:      spec.Work.Unit,
	}
	for _, s := range spec.Subtasks {
		m.Subtasks = append(m.Subtasks, SubtaskEntry{ID: s.ID, Group: GroupName(s.ID), Weight: s.Weight, Note: s.Note})
	}
	if so, ok := opt.Problem.(interface{ SamplesOnly() bool }); ok && so.SamplesOnly() {
		m.SamplesOnly = true
	}
	samples, err := checkedSamples(opt.Problem, spec)
	if err != nil {
		return nil, err
	}
	for i, s := range samples {
		name := SampleName(i, s.Name)
		e := TestEntry{Name: name, Kind: "sample", Input: "data/sample/" + name + ".in", Answer: "data/sample/" + name + ".ans",
			AnswerText: strings.TrimSpace(string(s.Answer))}
		if err := writeFiles(tmp, &e, s.Input, s.Answer, s.Extra); err != nil {
			return nil, err
		}
		m.Samples = append(m.Samples, e)
	}
	for _, t := range tests {
		m.Tests = append(m.Tests, t.meta)
	}
	m.ProblemYAMLSHA256 = digest(ProblemYAML(m))
	return m, nil
}

// commit writes the metadata and moves the package into place. It keeps a
// problem.yaml the setter has edited, saying on opt.Warnings how it
// differs from carokit's.
func commit(ctx context.Context, opt Options, tgt *target, m *Manifest, planText []byte, tmp string) error {
	// Look again: the folder may have changed during the build.
	now, err := findTarget(opt.Out)
	if err != nil {
		return err
	}
	if now.dir != tgt.dir {
		return fmt.Errorf("package folder %s now leads to %s, not %s as when the build started", opt.Out, now.dir, tgt.dir)
	}
	if err := now.checkSetterFiles(opt.Out, opt.Force); err != nil {
		return err // put there during the build
	}
	tgt = now
	yml := ProblemYAML(m)
	cur, err := readSmall(filepath.Join(tgt.dir, "problem.yaml"), maxManifestBytes)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		// A link or something unreadable: the setter's business.
		warnf(opt.Warnings, "keeping %s as it is (%v)", filepath.Join(opt.Out, "problem.yaml"), err)
		yml = nil
	case !tgt.ownsProblemYAML(cur, yml):
		whose := "edited since carokit wrote it"
		if tgt.old == nil {
			whose = "the setter's"
		}
		warnf(opt.Warnings, "keeping %s, %s; it differs from carokit's in: %s",
			filepath.Join(opt.Out, "problem.yaml"), whose, yamlDifferences(cur, yml))
		yml = nil
	}
	if err := writeMetadata(tmp, m, planText, yml); err != nil {
		return err
	}
	if opt.Certify != nil {
		if err := opt.Certify(ctx, tmp, m); err != nil {
			if ctx.Err() != nil {
				return err // interrupted: no verdict, draft or not
			}
			if !opt.Draft {
				return &CertificationError{Problems: []string{err.Error()}, Err: err}
			}
			warnf(opt.Warnings, "draft, not certified: %v", err)
			m.markDraft(true, append(m.Uncertified, err.Error()))
			if err := writeMetadata(tmp, m, planText, yml); err != nil {
				return err
			}
		}
	}
	// Exclusive, so that a second Ctrl-C's scratch.RemoveAll finds the
	// package either before the renames or after them, never between.
	err = scratch.Exclusive(func() error {
		if !tgt.exists {
			if err := os.Rename(tmp, tgt.dir); err != nil {
				return fmt.Errorf("move the package into place: %w", err)
			}
			return nil
		}
		return swapIn(tmp, tgt.dir, yml != nil)
	})
	if errors.Is(err, scratch.ErrStopped) {
		return errAbandoned
	}
	return err
}

var errAbandoned = errors.New("package build abandoned: the process is exiting")

// hold keeps a second Ctrl-C's scratch.RemoveAll from running while test
// files are written into the half-built package (which would make its
// folder again after the removal); errAbandoned once it has run.
func hold() (release func(), err error) {
	release, err = scratch.Hold()
	if err != nil {
		return nil, errAbandoned
	}
	return release, nil
}

// GroupName is the data/secret folder of subtask id.
func GroupName(id int) string { return "subtask" + strconv.Itoa(id) }

func digest(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}
