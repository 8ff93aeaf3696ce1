package app

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"golang.org/x/sync/errgroup"

	"carokit/internal/scratch"
	"carokit/internal/untrusted"
	"carokit/mutate"
	"carokit/runner"
	"carokit/testpkg"
)

// mutationRun is one package --mutate: the mutants of one source over
// one package, then their survivors' search.
type mutationRun struct {
	env   Env
	cfg   *mutationConfig
	build testpkg.Options // how the package was built (--strengthen rebuilds it)
	src   []byte
	tmp   string // the mutants' sources, binaries and working folders
	// mutants are those that compile, in source order, with their
	// programs; record is what the manifest keeps.
	mutants []mutate.Mutant
	progs   []testpkg.MutantProgram
	record  *testpkg.Mutation
	// all are the mutants made; the run is shard sh of them (the whole
	// run: 0/1): it runs the mutants whose index is ≡ sh.I (mod sh.M),
	// after the learning mutants, whose kills order the tests.
	all      []mutate.Mutant
	sh       mutationShard
	learners []testpkg.MutantProgram // the learning mutants that compiled
	learned  []int                   // their indices
	failed   []int                   // the indices of this shard's mutants that do not compile
	owned    map[string]bool         // this shard's compiled mutants
}

// runMutation makes, compiles and runs the mutants of cfg.source over
// the package built with opt, hunts the survivors and, with
// --strengthen, adds the gaps' tests and rebuilds. It returns the record,
// also written into the package's manifest.
func runMutation(ctx context.Context, env Env, cfg *mutationConfig, opt testpkg.Options, reopen func() (testpkg.Options, error)) (*testpkg.Mutation, error) {
	src, err := os.ReadFile(cfg.source)
	if err != nil {
		return nil, fmt.Errorf("read the submission to mutate: %w", err)
	}
	lang, _ := mutate.LangOf(cfg.source)
	tmp, done, err := scratch.MkdirTemp("carokit-mutants-")
	if err != nil {
		return nil, err
	}
	defer done()
	sum := sha256.Sum256(src)
	r := &mutationRun{env: env, cfg: cfg, build: opt, src: src, tmp: tmp, sh: cfg.shard, owned: map[string]bool{},
		record: &testpkg.Mutation{Source: cfg.source, SourceSHA256: hex.EncodeToString(sum[:]), Seed: cfg.seed, Cap: cfg.cap}}
	all := mutate.Mutants(src, lang, cfg.seed, cfg.cap)
	r.all = all
	r.record.Generated = len(all)
	campaign, err := r.campaign()
	if err != nil {
		return nil, err
	}
	for _, id := range unknownMarks(cfg.equivalents, all) {
		fmt.Fprintf(env.Stderr, "carokit: the plan marks %s equivalent, but no mutant of %s has that id (the source changed?)\n", id, untrusted.Text(cfg.source))
	}
	fmt.Fprintf(env.Stderr, "mutate: %d mutants of %s, compiling\n", len(all), untrusted.Text(cfg.source))
	start := time.Now()
	if err := r.compile(ctx, all); err != nil {
		return nil, err
	}
	compiled := time.Now()
	if err := r.kill(ctx, r.firstRuns(), len(r.learners), nil); err != nil {
		return nil, err
	}
	r.record.TopKillers = testpkg.TopKillers(r.record.Mutants, campaign.Tests, testpkg.TopKillersShown)
	ran := time.Now()
	if err := r.hunt(ctx); err != nil {
		return nil, err
	}
	fmt.Fprintf(env.Stderr, "mutate: compiled in %.1f s, run over the package in %.1f s (%.1f mutants/s), survivors searched in %.1f s\n",
		compiled.Sub(start).Seconds(), ran.Sub(compiled).Seconds(), float64(len(r.progs))/max(ran.Sub(compiled).Seconds(), 1e-3), time.Since(ran).Seconds())
	if cfg.strengthen {
		if err := r.strengthen(ctx, reopen); err != nil {
			return nil, err
		}
	}
	order := map[string]int{}
	for i, m := range all {
		order[m.ID] = i
	}
	slices.SortFunc(r.record.Mutants, func(a, b testpkg.MutantOutcome) int { return cmp.Compare(order[a.ID], order[b.ID]) })
	r.record.Score(r.subtaskIDs())
	if cfg.result != "" {
		if err := r.writeResult(campaign); err != nil {
			return nil, err
		}
	}
	if r.sh.M > 1 {
		return r.record, nil // a shard's record is no package's: merge makes it
	}
	if err := testpkg.RecordMutation(r.build.Out, r.record); err != nil {
		return nil, err
	}
	return r.record, nil
}

// compile compiles this shard's mutants and the learning ones as the
// judge compiles submissions, in the sandbox, in parallel; one of the
// shard's that does not compile is dropped and counted. The binaries go
// to a cache of the run's own, not the user's.
func (r *mutationRun) compile(ctx context.Context, all []mutate.Mutant) error {
	progs := make([]*runner.Program, len(all))
	comp := runner.Compile{CacheDir: filepath.Join(r.tmp, "bin"), MemoryBytes: r.cfg.compileMem}
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(stressJobs(r.cfg.jobs))
	learn := learningMutants(len(all))
	for i, m := range all {
		if r.cfg.equivalents[m.ID] || !r.sh.owns(i) && !slices.Contains(learn, i) {
			continue // marked: neither compiled nor run; or another shard's
		}
		g.Go(func() error {
			prog, err := r.compileOne(gctx, m, comp)
			progs[i] = prog
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return err
	}
	for i, m := range all {
		if progs[i] != nil && slices.Contains(learn, i) {
			r.learners = append(r.learners, testpkg.MutantProgram{ID: m.ID, Program: *progs[i]})
			r.learned = append(r.learned, i)
		}
		switch {
		case !r.sh.owns(i):
		case r.cfg.equivalents[m.ID]:
			r.record.Mutants = append(r.record.Mutants, r.outcome(m, testpkg.MutantMarkedEquivalent))
		case progs[i] == nil:
			r.record.NotCompiling++
			r.failed = append(r.failed, i)
		default:
			r.mutants = append(r.mutants, m)
			r.progs = append(r.progs, testpkg.MutantProgram{ID: m.ID, Program: *progs[i]})
			r.owned[m.ID] = true
		}
	}
	return nil
}

// compileOne writes mutant m's source and compiles it: nil for a
// mutant the compiler refuses.
func (r *mutationRun) compileOne(ctx context.Context, m mutate.Mutant, comp runner.Compile) (*runner.Program, error) {
	path := filepath.Join(r.tmp, "src", m.ID, filepath.Base(r.cfg.source))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	if err := os.WriteFile(path, m.Apply(r.src), 0o644); err != nil {
		return nil, err
	}
	s, err := runner.Inspect(path)
	if err != nil {
		return nil, err
	}
	prog, err := runner.PrepareWith(ctx, s, comp)
	var ce *runner.CompileError
	if errors.As(err, &ce) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("compile mutant %s: %w", m.ID, err)
	}
	prog.Name = "mutant " + m.ID
	return &prog, nil
}

// firstRuns are the programs of the run over the package: the learning
// mutants, then this shard's others.
func (r *mutationRun) firstRuns() []testpkg.MutantProgram {
	out := slices.Clone(r.learners)
	for _, p := range r.progs {
		if !slices.ContainsFunc(r.learners, func(l testpkg.MutantProgram) bool { return l.ID == p.ID }) {
			out = append(out, p)
		}
	}
	return out
}

// outcome is a mutant's record with every subtask at one outcome.
func (r *mutationRun) outcome(m mutate.Mutant, what string) testpkg.MutantOutcome {
	o := testpkg.MutantOutcome{ID: m.ID, Operator: m.Operator, Line: m.Line, Diff: m.Diff(r.src)}
	for _, id := range r.subtaskIDs() {
		o.Subtasks = append(o.Subtasks, testpkg.MutantCell{Subtask: id, Outcome: what})
	}
	return o
}

func (r *mutationRun) subtaskIDs() []int {
	var ids []int
	for _, s := range r.build.Problem.Spec().Subtasks {
		ids = append(ids, s.ID)
	}
	return ids
}

// kill runs progs over the package (in the subtasks only lists, when
// not nil; the first learn of them in plan order, to order the tests
// for the others) and records each cell of this shard's mutants:
// killed, or survived (Outcome "" until the hunt). Mutants already
// recorded get their cells replaced.
func (r *mutationRun) kill(ctx context.Context, progs []testpkg.MutantProgram, learn int, only [][]int) error {
	fmt.Fprintf(r.env.Stderr, "mutate: running %d mutants over %s\n", len(progs), r.build.Out)
	k, err := testpkg.RunMutants(ctx, testpkg.KillOptions{Problem: r.build.Problem, Dir: r.build.Out, Mutants: progs, Subtasks: only,
		Learn: learn, Jobs: stressJobs(r.cfg.jobs), Progress: progressWriter(r.env)})
	if err != nil {
		return err
	}
	for i, p := range progs {
		if !r.owned[p.ID] {
			continue // a learning mutant of another shard
		}
		o := r.find(p.ID)
		for pos, c := range k.Cells[i] {
			if !c.Run {
				continue
			}
			cell := testpkg.MutantCell{Subtask: k.Subtasks[pos], KilledBy: c.KilledBy, Verdict: c.Verdict, Why: c.Why}
			if c.KilledBy != "" {
				cell.Outcome = testpkg.MutantKilled
			}
			o.Subtasks[pos] = cell
		}
	}
	return nil
}

// find is the record of mutant id, made when there is none yet.
func (r *mutationRun) find(id string) *testpkg.MutantOutcome {
	for i := range r.record.Mutants {
		if r.record.Mutants[i].ID == id {
			return &r.record.Mutants[i]
		}
	}
	for _, m := range r.mutants {
		if m.ID == id {
			r.record.Mutants = append(r.record.Mutants, r.outcome(m, ""))
			return &r.record.Mutants[len(r.record.Mutants)-1]
		}
	}
	panic("mutate: no mutant " + id)
}
