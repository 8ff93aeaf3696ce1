package app

import (
	"fmt"
	"slices"

	"github.com/urfave/cli/v2"

	"carokit/testpkg"
)

// mutationShard is shard I of M of a mutation run (the whole run: 0/1).
type mutationShard struct{ I, M int }

// owns says mutant index k is this shard's.
func (s mutationShard) owns(k int) bool { return k%s.M == s.I }

// learnCount is how many mutants order the tests for the others
// (testpkg.KillOptions.Learn): every shard runs them first, so the
// order, and with it every mutant's killing test, is the same whatever
// the shards.
const learnCount = 8

// learningMutants are the indices of the learning mutants among n:
// spread evenly over the source (the mutants are in source order), so
// that they learn from every part of it.
func learningMutants(n int) []int {
	l := min(learnCount, n)
	out := make([]int, l)
	for j := range l {
		out[j] = j * n / l
	}
	return out
}

// readMutationShard reads --shard and --result of package --mutate:
// the shard comes from the flag or the engine's variables, and only
// with --result (a whole run's report is never lost to a variable of
// the environment). --strengthen needs the whole run's gaps at once,
// so it is refused with --result: a sharded run's gaps are merge's, and
// a whole run adds them.
func readMutationShard(c *cli.Context, env Env, cfg *mutationConfig) error {
	cfg.shard = mutationShard{0, 1}
	cfg.result = c.String("result")
	if cfg.result == "" {
		if c.IsSet("shard") || c.IsSet("shards") {
			return usagef("package --mutate --shard needs --result FILE: a shard's mutants alone are no report (carokit merge makes it)")
		}
		return nil
	}
	if cfg.strengthen {
		return usagef("--strengthen goes with a whole run, without --result: merge the shards, then run package --mutate --strengthen once to add the gaps' tests")
	}
	sh, err := resolveShard(c, env)
	if err != nil {
		return err
	}
	cfg.shard = mutationShard{sh.I, sh.M}
	return nil
}

// campaign is the run's identity, written into each shard's result.
func (r *mutationRun) campaign() (*testpkg.MutationCampaign, error) {
	sum, err := manifestSum(r.build.Out)
	if err != nil {
		return nil, err
	}
	m, err := testpkg.Load(r.build.Out)
	if err != nil {
		return nil, err
	}
	c := &testpkg.MutationCampaign{Problem: r.build.Problem.Spec().Name, PackageSHA256: sum,
		Source: r.record.Source, SourceSHA256: r.record.SourceSHA256, Seed: r.cfg.seed, Cap: r.cfg.cap,
		Cases: r.cfg.cases, Time: r.cfg.time, Generator: r.cfg.generator, Learn: learningMutants(len(r.all)), Subtasks: r.subtaskIDs()}
	for _, mu := range r.all {
		c.Mutants = append(c.Mutants, mu.ID)
	}
	for id := range r.cfg.equivalents {
		if slices.Contains(c.Mutants, id) {
			c.Equivalent = append(c.Equivalent, id)
		}
	}
	slices.Sort(c.Equivalent)
	for _, s := range m.Subtasks {
		for _, t := range m.TestsOf(s.ID) {
			c.Tests = append(c.Tests, testpkg.TestRef{Subtask: s.ID, Name: t.Name})
		}
	}
	return c, nil
}

// writeResult writes this shard's mutants' outcomes to --result, and
// for a shard of several says so on stdout.
func (r *mutationRun) writeResult(c *testpkg.MutationCampaign) error {
	c.Learned = r.learned
	p := &testpkg.MutationPartial{Campaign: *c, Shard: r.sh.I, Shards: r.sh.M, NotCompiling: r.failed}
	if p.NotCompiling == nil {
		p.NotCompiling = []int{}
	}
	for _, o := range r.record.Mutants {
		p.Mutants = append(p.Mutants, testpkg.IndexedOutcome{Index: slices.Index(c.Mutants, o.ID), Outcome: o})
	}
	format := "table"
	if r.cfg.json {
		format = "json"
	}
	if err := writeResult(r.cfg.result, resultFile{Kind: "mutation", Print: &judgePrint{Format: format}, Mutation: p}); err != nil {
		return err
	}
	if r.sh.M > 1 {
		fmt.Fprintf(r.env.Stdout, "mutation shard %d/%d: %d of %d mutants, result in %s (carokit merge makes the report)\n",
			r.sh.I, r.sh.M, len(p.Mutants)+len(p.NotCompiling), len(c.Mutants), r.cfg.result)
	}
	return nil
}

// mergeMutation merges the shards of a mutation run and prints what the
// whole run prints after the package's summary, exiting as it does.
func mergeMutation(env Env, names []string, files []resultFile, format string) error {
	parts := make([]*testpkg.MutationPartial, len(files))
	for k := range files {
		parts[k] = files[k].Mutation
	}
	mu, err := testpkg.MergeMutation(names, parts)
	if err != nil {
		return err
	}
	if format == "" {
		format = files[0].Print.Format
	}
	if format != "table" && format != "json" {
		return usagef("merge --format %s: a mutation run's report is a table or JSON", format)
	}
	c := &parts[0].Campaign
	cfg := &mutationConfig{cases: c.Cases, time: c.Time}
	if err := printMutation(env.Stdout, mu, format == "json", cfg); err != nil {
		return err
	}
	return mutationFailure(mu, false)
}
