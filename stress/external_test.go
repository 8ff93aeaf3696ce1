package stress

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
	"carokit/runner"
)

// prepare builds a program from testdata with runner.Prepare.
func prepare(t *testing.T, source string) runner.Program {
	t.Helper()
	p, err := runner.Prepare(context.Background(), filepath.Join("testdata", source), t.TempDir())
	if err != nil {
		t.Fatalf("prepare %s: %v", source, err)
	}
	return p
}

func TestExternalTargetFoundAndSaved(t *testing.T) {
	opt := sumOptions(sumRight)
	opt.Target = ExternalTarget(prepare(t, "sum7788.c"), runner.Limits{CPU: time.Second})
	opt.Jobs = 2
	opt.Cases = 300 // sizes grow fast, so that the first failure has something to shrink
	opt.Seed = seedWithBigFailure(t, opt.Cases)
	sum, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Failures) != 1 {
		t.Fatalf("got %d failures, want 1", len(sum.Failures))
	}
	f := sum.Failures[0]
	want := map[problem.Verdict]string{problem.WA: "1\n77\n", problem.RE: "1\n88\n"}[f.Verdict]
	if want == "" || string(f.Shrunk) != want {
		t.Fatalf("%s (%s) shrunk to %q, want %q", f.Verdict, f.Detail, f.Shrunk, want)
	}
	// What --save writes: the shrunk case, which the program still fails.
	path := filepath.Join(t.TempDir(), "counterexample.in")
	if err := os.WriteFile(path, f.TestFile(), 0o644); err != nil {
		t.Fatal(err)
	}
	saved, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(saved, []byte(want)) {
		t.Fatalf("saved %q (%v), want %q", saved, err, want)
	}
	out, v, _, err := opt.Target.Run(context.Background(), saved)
	if err != nil || (f.Verdict == problem.RE) != (v == problem.RE) || f.Verdict == problem.WA && string(out) == want[2:] {
		t.Errorf("rerun on the saved case: %s %q, %v; want it to fail with %s", v, out, err, f.Verdict)
	}
	if f.ShrinkSteps == 0 || len(f.Original) <= len(f.Shrunk) {
		t.Errorf("%q shrunk in %d steps to %q, want some shrinking", f.Original, f.ShrinkSteps, f.Shrunk)
	}
	t.Logf("%s after %d cases: %q → %q in %d steps, %v", f.Verdict, sum.Cases, f.Original, f.Shrunk, f.ShrinkSteps, f.ShrinkTime)
}

func TestExternalTargetLeavesNoTempFiles(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	target := ExternalTarget(prepare(t, "sum7788.c"), runner.Limits{CPU: time.Second})
	out, v, _, err := target.Run(context.Background(), []byte("2\n1 2\n"))
	if err != nil || v != problem.OK || string(out) != "3\n" {
		t.Fatalf("got %q %s %v, want \"3\\n\" OK", out, v, err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("left %d files in TMPDIR, want none", len(left))
	}
}

// seedWithBigFailure returns the first seed whose first failing case holds
// at least 5 numbers.
func seedWithBigFailure(t *testing.T, cases int) uint64 {
	t.Helper()
	p := newSum()
	for seed := uint64(1); seed < 100; seed++ {
		for i := range cases {
			in, _ := p.RandomCase(rand.New(rand.NewPCG(seed, uint64(i))), growth(i, cases), nil, nil)
			nums, _ := fake.Numbers(in)
			if slices.Contains(nums, 77) || slices.Contains(nums, 88) {
				if len(nums) >= 5 {
					return seed
				}
				break
			}
		}
	}
	t.Fatal("no seed below 100 fails first on 5 numbers or more")
	return 0
}
