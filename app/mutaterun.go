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
	tmp, err := os.MkdirTemp("", "carokit-mutants-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	sum := sha256.Sum256(src)
	r := &mutationRun{env: env, cfg: cfg, build: opt, src: src, tmp: tmp,
		record: &testpkg.Mutation{Source: cfg.source, SourceSHA256: hex.EncodeToString(sum[:]), Seed: cfg.seed, Cap: cfg.cap}}
	all := mutate.Mutants(src, lang, cfg.seed, cfg.cap)
	r.record.Generated = len(all)
	for _, id := range unknownMarks(cfg.equivalents, all) {
		fmt.Fprintf(env.Stderr, "carokit: the plan marks %s equivalent, but no mutant of %s has that id (the source changed?)\n", id, untrusted.Text(cfg.source))
	}
	fmt.Fprintf(env.Stderr, "mutate: %d mutants of %s, compiling\n", len(all), untrusted.Text(cfg.source))
	start := time.Now()
	if err := r.compile(ctx, all); err != nil {
		return nil, err
	}
	compiled := time.Now()
	if err := r.kill(ctx, r.progs, nil); err != nil {
		return nil, err
	}
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
	if err := testpkg.RecordMutation(r.build.Out, r.record); err != nil {
		return nil, err
	}
	return r.record, nil
}

// compile compiles every mutant as the judge compiles submissions, in
// the sandbox, in parallel; one that does not compile is dropped and
// counted. The binaries go to a cache of the run's own, not the user's.
func (r *mutationRun) compile(ctx context.Context, all []mutate.Mutant) error {
	progs := make([]*runner.Program, len(all))
	comp := runner.Compile{CacheDir: filepath.Join(r.tmp, "bin"), MemoryBytes: r.cfg.compileMem}
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(stressJobs(r.cfg.jobs))
	for i, m := range all {
		if r.cfg.equivalents[m.ID] {
			continue // marked: neither compiled nor run
		}
		g.Go(func() error {
			path := filepath.Join(r.tmp, "src", m.ID, filepath.Base(r.cfg.source))
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(path, m.Apply(r.src), 0o644); err != nil {
				return err
			}
			s, err := runner.Inspect(path)
			if err != nil {
				return err
			}
			prog, err := runner.PrepareWith(gctx, s, comp)
			var ce *runner.CompileError
			if errors.As(err, &ce) {
				return nil
			}
			if err != nil {
				return fmt.Errorf("compile mutant %s: %w", m.ID, err)
			}
			prog.Name = "mutant " + m.ID
			progs[i] = &prog
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return err
	}
	for i, m := range all {
		switch {
		case r.cfg.equivalents[m.ID]:
			r.record.Mutants = append(r.record.Mutants, r.outcome(m, testpkg.MutantMarkedEquivalent))
		case progs[i] == nil:
			r.record.NotCompiling++
		default:
			r.mutants = append(r.mutants, m)
			r.progs = append(r.progs, testpkg.MutantProgram{ID: m.ID, Program: *progs[i]})
		}
	}
	return nil
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
// not nil) and records each cell: killed, or survived (Outcome "" until
// the hunt). Mutants already recorded get their cells replaced.
func (r *mutationRun) kill(ctx context.Context, progs []testpkg.MutantProgram, only [][]int) error {
	fmt.Fprintf(r.env.Stderr, "mutate: running %d mutants over %s\n", len(progs), r.build.Out)
	k, err := testpkg.RunMutants(ctx, testpkg.KillOptions{Problem: r.build.Problem, Dir: r.build.Out, Mutants: progs, Subtasks: only,
		Jobs: stressJobs(r.cfg.jobs), Progress: progressWriter(r.env)})
	if err != nil {
		return err
	}
	if only == nil {
		r.record.TopKillers = k.TestKills[:min(len(k.TestKills), 5)]
	}
	for i, p := range progs {
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
