package testpkg_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"carokit/problem/problemtest/fake"
	"carokit/runner"
	"carokit/testpkg"
)

// orderMutants are hand-made wrong answers to the fake problem, in
// Python (no compiler): each prints the sum of the numbers, changed
// where the named tests of orderPlan tell.
var orderMutants = []struct{ id, bug string }{
	{"learn-n5-a", "s + (n >= 5)"},       // a learning mutant: wrong on n = 5 only (the last test)
	{"learn-n5-b", "s * (n < 5)"},        // another: the same test kills it
	{"other-n1-a", "s + (n == 1)"},       // wrong on n = 1 only (the middle test)
	{"other-n1-b", "0 if n == 1 else s"}, // likewise
	{"other-n1-c", "s - (n == 1)"},       // likewise
	{"other-all", "s + 1"},               // wrong everywhere: every test kills it
}

// orderPlan puts the test that kills the learning mutants last in plan
// order, behind one that kills none of them and one that kills only
// mutants that are not learning ones.
const orderPlan = "@subtask 1\nsum --n 3 --fill 0\nsum --n 1 --fill 7\nsum --n 5 --fill 3\n@subtask 2\nsum --n 7 --fill 1\n"

// TestShardOrderLearnt: the tests are ordered by the learning mutants'
// kills alone. The test that kills both learning mutants is the last of
// subtask 1 in plan order, so "other-all", which every test kills, is
// killed by it: in plan order it would be the first test, and had the
// order learnt from every mutant run before it (the whole run has
// three more that only the middle test kills, which a shard of
// "other-all" alone does not run), the whole run would say the middle
// test and a shard the last one.
func TestShardOrderLearnt(t *testing.T) {
	dir := t.TempDir()
	p := fake.New()
	p.Plan = orderPlan
	pkg := filepath.Join(dir, "pkg")
	if _, err := testpkg.Build(context.Background(), testpkg.Options{Problem: p, Out: pkg, Seed: 1, Jobs: 2}); err != nil {
		t.Fatal(err)
	}
	// One program holds every mutant, chosen by its argument: a Python
	// program is prepared (its syntax checked) once, not six times.
	code := "import sys\nd = list(map(int, open(0).read().split()))\nn = d[0]\ns = sum(d[1:n + 1])\n"
	for i, m := range orderMutants {
		code += fmt.Sprintf("if sys.argv[1] == %q:\n    print(%s)\n", fmt.Sprint(i), m.bug)
	}
	src := filepath.Join(dir, "mutants.py")
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := runner.Inspect(src)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := runner.PrepareWith(context.Background(), s, runner.Compile{CacheDir: filepath.Join(dir, "bin"), Sandbox: runner.SandboxOff})
	if err != nil {
		t.Fatal(err)
	}
	var progs []testpkg.MutantProgram
	for i, m := range orderMutants {
		one := prog
		one.Args = append(slices.Clone(prog.Args), fmt.Sprint(i))
		progs = append(progs, testpkg.MutantProgram{ID: m.id, Program: one})
	}
	const learn, all = 2, 5 // "other-all" is the last mutant
	runs := map[string][]testpkg.MutantProgram{"whole run": progs, "shard": {progs[0], progs[1], progs[all]}}
	cells := map[string][]testpkg.KillCell{}
	for name, ms := range runs {
		only := make([][]int, len(ms)) // subtask 1 alone: subtask 2 is there for the package's certification
		for i := range only {
			only[i] = []int{1}
		}
		k, err := testpkg.RunMutants(context.Background(), testpkg.KillOptions{Problem: p, Dir: pkg, Mutants: ms, Jobs: 1, Learn: learn,
			Subtasks: only, Limits: runner.Limits{Sandbox: runner.SandboxOff, Direct: true}})
		if err != nil {
			t.Fatal(err)
		}
		cells[name] = k.Cells[len(ms)-1]
		if got := k.Cells[0][0].KilledBy; got == "" {
			t.Fatalf("%s: the learning mutant %s survives subtask 1: the fixture is broken", name, progs[0].ID)
		}
	}
	last := cells["whole run"][0].KilledBy
	if want := cells["shard"][0].KilledBy; last != want || !reflect.DeepEqual(cells["whole run"], cells["shard"]) {
		t.Errorf("other-all: the whole run says %+v, a shard %+v", cells["whole run"], cells["shard"])
	}
	if wantFirst := "03-sum"; last != wantFirst {
		t.Errorf("other-all is killed in subtask 1 by %q, want %q, the test that kills the learning mutants, the last of the plan", last, wantFirst)
	}
}
