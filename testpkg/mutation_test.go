package testpkg_test

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/sync/errgroup"

	"carokit/mutate"
	"carokit/problem"
	"carokit/problem/problemtest/fake"
	"carokit/runner"
	"carokit/testpkg"
)

// sumC is a right answer to the fake problem (the sum of n numbers).
const sumC = `#include <stdio.h>
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long s = 0;
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        s += x;
    }
    printf("%lld\n", s);
    return 0;
}
`

// TestRunMutants runs the automatic mutants of a C answer to the fake
// problem over a small package: the killing test of every mutant in
// every subtask is the same with one job and with three, and in a run
// of the learning mutants and some of the others only, as a shard of
// package --mutate makes (the order of the tests is the learning
// mutants' alone), the mutants that change every sum die
// in both subtasks, i < n → i != n survives everywhere (it is the same
// loop), and the test that kills most comes first in TestKills.
func TestRunMutants(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles some twenty C mutants")
	}
	dir := t.TempDir()
	p := fake.New()
	p.Plan = "@subtask 1\nsum --n 5 --fill 1\nsum --n 3 --fill 0\nsum --n 4\n@subtask 2\nsum --n 20\nsum --n 9\nsum --n 7 --fill 0\n"
	pkg := filepath.Join(dir, "pkg")
	if _, err := testpkg.Build(context.Background(), testpkg.Options{Problem: p, Out: pkg, Seed: 1, Jobs: 2}); err != nil {
		t.Fatal(err)
	}
	mutants := mutate.Mutants([]byte(sumC), mutate.C, 1, 0)
	progs := make([]testpkg.MutantProgram, len(mutants))
	byDiff := map[string]int{}
	var g errgroup.Group
	g.SetLimit(2)
	for i, m := range mutants {
		byDiff[strings.SplitN(m.Diff([]byte(sumC)), ": ", 2)[1]] = i
		g.Go(func() error {
			src := filepath.Join(dir, m.ID, "sum.c")
			if err := os.MkdirAll(filepath.Dir(src), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(src, m.Apply([]byte(sumC)), 0o644); err != nil {
				return err
			}
			s, err := runner.Inspect(src)
			if err != nil {
				return err
			}
			prog, err := runner.PrepareWith(context.Background(), s, runner.Compile{CacheDir: filepath.Join(dir, "bin"), Sandbox: runner.SandboxOff})
			progs[i] = testpkg.MutantProgram{ID: m.ID, Program: prog}
			return err
		})
	}
	if err := g.Wait(); err != nil {
		t.Fatal(err)
	}
	const learn = 4
	var first *testpkg.Kills
	for _, jobs := range []int{1, 3} {
		k, err := testpkg.RunMutants(context.Background(), testpkg.KillOptions{Problem: p, Dir: pkg, Mutants: progs, Jobs: jobs, Learn: learn,
			Limits: runner.Limits{Sandbox: runner.SandboxOff, Direct: true}})
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = k
			continue
		}
		if !reflect.DeepEqual(first.Cells, k.Cells) || !reflect.DeepEqual(first.TestKills, k.TestKills) {
			t.Errorf("jobs 1 and %d disagree:\n%+v\n%+v", jobs, first.Cells, k.Cells)
		}
	}
	checkShardKills(t, p, pkg, progs, learn, first)
	cells := func(diff string) []testpkg.KillCell {
		i, ok := byDiff[diff]
		if !ok {
			t.Fatalf("no mutant %q among %v", diff, byDiff)
		}
		return first.Cells[i]
	}
	for _, c := range cells("s += x; → s -= x;") {
		if c.KilledBy == "" || c.Verdict != "WA" {
			t.Errorf("s -= x: %+v, want killed by a wrong answer in each subtask", c)
		}
	}
	for _, c := range cells("for (int i = 0; i < n; i++) { → for (int i = 0; i != n; i++) {") {
		if !c.Run || c.KilledBy != "" {
			t.Errorf("i != n: %+v, want run and survived", c)
		}
	}
	if len(first.TestKills) == 0 || first.TestKills[0].Kills < first.TestKills[len(first.TestKills)-1].Kills {
		t.Errorf("test kills not most first: %+v", first.TestKills)
	}
}

// TestMutationScore: a subtask's score is killed / (total − equivalent),
// likely and marked equivalents alike, a gap counting against it, and a
// cell no case of the search could be a test for (not searched) too: it
// is a survivor nothing shows equivalent. A mutant's outcome is its
// worst cell.
func TestMutationScore(t *testing.T) {
	cell := func(id int, outcome string) testpkg.MutantCell {
		return testpkg.MutantCell{Subtask: id, Outcome: outcome}
	}
	mu := &testpkg.Mutation{Mutants: []testpkg.MutantOutcome{
		{ID: "a", Subtasks: []testpkg.MutantCell{cell(1, testpkg.MutantKilled), cell(2, testpkg.MutantKilled)}},
		{ID: "b", Subtasks: []testpkg.MutantCell{cell(1, testpkg.MutantKilled), cell(2, testpkg.MutantGap)}},
		{ID: "c", Subtasks: []testpkg.MutantCell{cell(1, testpkg.MutantLikelyEquivalent), cell(2, testpkg.MutantKilled)}},
		{ID: "d", Subtasks: []testpkg.MutantCell{cell(1, testpkg.MutantMarkedEquivalent), cell(2, testpkg.MutantMarkedEquivalent)}},
		{ID: "e", Subtasks: []testpkg.MutantCell{cell(1, testpkg.MutantNotSearched), cell(2, testpkg.MutantLikelyEquivalent)}},
	}}
	mu.Score([]int{1, 2})
	want := []testpkg.MutationSubtask{
		{ID: 1, Total: 5, Killed: 2, Equivalent: 2, NotSearched: 1, Score: 2.0 / 3},
		{ID: 2, Total: 5, Killed: 2, Gaps: 1, Equivalent: 2, Score: 2.0 / 3},
	}
	if !reflect.DeepEqual(mu.Subtasks, want) {
		t.Errorf("scores %+v, want %+v", mu.Subtasks, want)
	}
	for i, w := range []string{testpkg.MutantKilled, testpkg.MutantGap, testpkg.MutantLikelyEquivalent, testpkg.MutantMarkedEquivalent, testpkg.MutantNotSearched} {
		if got := mu.Mutants[i].Outcome(); got != w {
			t.Errorf("mutant %s: outcome %s, want %s", mu.Mutants[i].ID, got, w)
		}
	}
}

// checkShardKills runs the learning mutants and every third of the
// others, as a shard of package --mutate does, and wants each of those
// others' cells to be the whole run's.
func checkShardKills(t *testing.T, p problem.Problem, pkg string, progs []testpkg.MutantProgram, learn int, whole *testpkg.Kills) {
	t.Helper()
	shard := slices.Clone(progs[:learn])
	var at []int
	for i := learn + 1; i < len(progs); i += 3 {
		shard, at = append(shard, progs[i]), append(at, i)
	}
	k, err := testpkg.RunMutants(context.Background(), testpkg.KillOptions{Problem: p, Dir: pkg, Mutants: shard, Jobs: 2, Learn: learn,
		Limits: runner.Limits{Sandbox: runner.SandboxOff, Direct: true}})
	if err != nil {
		t.Fatal(err)
	}
	for j, i := range at {
		if !reflect.DeepEqual(k.Cells[learn+j], whole.Cells[i]) {
			t.Errorf("mutant %d: in a shard %+v, in the whole run %+v", i, k.Cells[learn+j], whole.Cells[i])
		}
	}
}
