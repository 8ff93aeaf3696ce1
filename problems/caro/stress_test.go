package caro_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"carokit/problem"
	caroproblem "carokit/problems/caro"
	game "carokit/problems/caro/game"
	"carokit/runner"
	"carokit/stress"
	"carokit/subtasks"
)

// TestMain lets the external target tests re-execute this binary as the
// runner's launcher.
func TestMain(m *testing.M) {
	runner.MaybeLaunch()
	os.Exit(m.Run())
}

// subtask1 are the bounds of Caro's subtask 1.
var subtask1 = subtasks.Values{"N": 15, "K": 225}

// caroOptions stresses a built-in Caro solution against the oracle (brute).
func caroOptions(t testing.TB, target string) stress.Options {
	t.Helper()
	p := caroproblem.New()
	sol, err := p.Spec().FindSolution(target)
	if err != nil {
		t.Fatal(err)
	}
	oracle, err := p.Spec().SolutionWithRole(problem.RoleOracle)
	if err != nil {
		t.Fatal(err)
	}
	return stress.Options{
		Problem: p,
		Target:  stress.BuiltinTarget(p, sol),
		Oracle:  stress.BuiltinTarget(p, oracle),
		Bounds:  subtask1,
		Cases:   20000,
		Seed:    1,
		Jobs:    runtime.NumCPU(),
	}
}

// readShrunk reads a failure's shrunk case strictly, as a test file.
func readShrunk(t *testing.T, f stress.Failure) *game.Case {
	t.Helper()
	c, err := game.ReadStrict("shrunk", f.TestFile(), game.CaroLimits)
	if err != nil {
		t.Fatalf("shrunk case is not a valid test: %v\n%s", err, f.Shrunk)
	}
	return c
}

// The known wrong solutions, and the smallest case each fails on.
var knownWrong = []struct {
	name         string
	wantK, wantN int
	why          string
}{
	{"endpoint", 9, 5, "X X _ X X filled last: 5 X stones, 4 O stones, a line of 5"},
	{"noanti", 9, 5, "five X stones on a ↙ line and 4 O stones"},
	{"exact5", 11, 6, "two runs joined into 6: 6 X stones, 5 O stones, a line of 6"},
}

func TestCaroWrongSolutionsShrinkToMinimum(t *testing.T) {
	for _, w := range knownWrong {
		t.Run(w.name, func(t *testing.T) {
			for seed := uint64(1); seed <= 3; seed++ {
				opt := caroOptions(t, w.name)
				opt.Seed = seed
				start := time.Now()
				sum, err := stress.Run(context.Background(), opt)
				if err != nil {
					t.Fatal(err)
				}
				elapsed := time.Since(start)
				if len(sum.Failures) != 1 {
					t.Fatalf("seed %d: %d failures in %d cases, want 1", seed, len(sum.Failures), sum.Cases)
				}
				f := sum.Failures[0]
				c := readShrunk(t, f)
				if f.Verdict != problem.WA || len(c.Moves) != w.wantK || c.N != w.wantN {
					t.Errorf("seed %d: %s shrunk to N=%d K=%d, want WA with N=%d K=%d (%s)\n%s",
						seed, f.Verdict, c.N, len(c.Moves), w.wantN, w.wantK, w.why, f.Shrunk)
				}
				if res, _ := game.Play(c); fmt.Sprintf("%d\n", res.Move) != string(f.OracleOutput) || string(f.OracleOutput) == string(f.TargetOutput) {
					t.Errorf("seed %d: oracle said %q, target %q; the first win is at move %d", seed, f.OracleOutput, f.TargetOutput, res.Move)
				}
				limit := time.Second
				if raceEnabled {
					limit = 10 * time.Second
				}
				if elapsed > limit {
					t.Errorf("seed %d: finding and shrinking took %v, want under %v", seed, elapsed, limit)
				}
				t.Logf("seed %d: case %d (%s) → %s in %d steps; search+shrink %v, shrink %v",
					seed, f.Index, sizeOf(t, f.Original), f.ShrunkValues, f.ShrinkSteps, elapsed.Round(time.Millisecond), f.ShrinkTime.Round(time.Millisecond))
			}
		})
	}
}

// TestCaroShrinkFromFullSize shrinks failures on full-size subtask-1
// cases (growth 1: up to 225 moves on up to 15×15), not only the small
// ones a run finds first.
func TestCaroShrinkFromFullSize(t *testing.T) {
	for _, w := range knownWrong {
		t.Run(w.name, func(t *testing.T) {
			opt := caroOptions(t, w.name)
			opt.ShrinkTime = stress.DefaultShrinkTime
			found := 0
			for i := 0; found < 3 && i < 5000; i++ {
				input, err := opt.Problem.RandomCase(rand.New(rand.NewPCG(7, uint64(i))), 1, subtask1, nil)
				if err != nil {
					t.Fatal(err)
				}
				if c, _ := game.ReadStrict("", input, game.CaroLimits); len(c.Moves) < 100 {
					continue
				}
				f, err := stress.ShrinkInput(context.Background(), opt, i, input)
				if err != nil {
					t.Fatal(err)
				}
				if f == nil {
					continue
				}
				found++
				c := readShrunk(t, *f)
				if len(c.Moves) != w.wantK || c.N != w.wantN {
					t.Errorf("%s shrunk to N=%d K=%d, want N=%d K=%d (%s)\n%s", sizeOf(t, input), c.N, len(c.Moves), w.wantN, w.wantK, w.why, f.Shrunk)
				}
				t.Logf("%s → %s in %d steps, %v", sizeOf(t, input), f.ShrunkValues, f.ShrinkSteps, f.ShrinkTime.Round(time.Millisecond))
			}
			if found == 0 {
				t.Fatal("no full-size failure in 5000 cases")
			}
		})
	}
}

func sizeOf(t *testing.T, input []byte) string {
	c, err := game.ReadStrict("", input, game.CaroLimits)
	if err != nil {
		t.Fatalf("generated case is invalid: %v", err)
	}
	return game.Values(c).String()
}

func TestCaroFastAgreesWithBrute(t *testing.T) {
	opt := caroOptions(t, "fast")
	if raceEnabled {
		opt.Cases = 2000
	}
	sum, err := stress.Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Failures) != 0 || sum.Cases != opt.Cases {
		t.Fatalf("%d failures in %d cases, want none in %d: first %+v", len(sum.Failures), sum.Cases, opt.Cases, sum.Failures)
	}
	t.Logf("%d cases in %v (%.0f/s)", sum.Cases, sum.Elapsed, float64(sum.Cases)/sum.Elapsed.Seconds())
}

func TestCaroSameSeedSameFailureWhateverJobs(t *testing.T) {
	for _, target := range []string{"endpoint", "exact5"} {
		for seed := uint64(1); seed <= 3; seed++ {
			var first *stress.Failure
			for _, jobs := range []int{1, 4} {
				opt := caroOptions(t, target)
				opt.Seed, opt.Jobs = seed, jobs
				sum, err := stress.Run(context.Background(), opt)
				if err != nil {
					t.Fatal(err)
				}
				if len(sum.Failures) != 1 {
					t.Fatalf("%s seed %d, %d jobs: %d failures", target, seed, jobs, len(sum.Failures))
				}
				f := &sum.Failures[0]
				if first == nil {
					first = f
					continue
				}
				if f.Index != first.Index || string(f.Shrunk) != string(first.Shrunk) {
					t.Errorf("%s seed %d: 1 job finds case %d shrunk to %q, 4 jobs case %d shrunk to %q",
						target, seed, first.Index, first.Shrunk, f.Index, f.Shrunk)
				}
			}
		}
	}
}

func TestCaroShardsMakeOneRun(t *testing.T) {
	run := func(shard, shards int) map[int]bool {
		opt := caroOptions(t, "fast")
		opt.Cases = 2000
		opt.Shard, opt.Shards = shard, shards
		var mu sync.Mutex
		seen := map[int]bool{}
		opt.OnCase = func(i int, _ bool) {
			mu.Lock()
			defer mu.Unlock()
			if seen[i] {
				t.Errorf("index %d ran twice", i)
			}
			seen[i] = true
		}
		if _, err := stress.Run(context.Background(), opt); err != nil {
			t.Fatal(err)
		}
		return seen
	}
	whole, a, b := run(0, 1), run(0, 2), run(1, 2)
	for i := range a {
		if b[i] {
			t.Errorf("index %d ran in both shards", i)
		}
	}
	if len(whole) != 2000 || len(a)+len(b) != len(whole) {
		t.Fatalf("one run: %d indices; shards: %d + %d", len(whole), len(a), len(b))
	}
	for i := range whole {
		if !a[i] && !b[i] {
			t.Errorf("index %d ran in the whole run but in no shard", i)
		}
	}
}

func TestCaroExternalBuggyProgram(t *testing.T) {
	prog, err := runner.Prepare(context.Background(), filepath.Join("testdata", "exact5.c"), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	opt := caroOptions(t, "fast")
	opt.Target = stress.ExternalTarget(prog, runner.Limits{CPU: time.Second})
	var runs atomic.Int64
	ext := opt.Target.Run
	opt.Target.Run = func(ctx context.Context, in []byte) ([]byte, problem.Verdict, string, error) {
		runs.Add(1)
		return ext(ctx, in)
	}
	opt.Cases = 2000
	// Each candidate costs a fork and exec (about 5 ms, several times that
	// on a loaded machine) and shrinking takes about 400 of them: the
	// default budget could cut it short under load.
	opt.ShrinkTime = time.Minute
	start := time.Now()
	sum, err := stress.Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Failures) != 1 {
		t.Fatalf("%d failures in %d cases, want 1", len(sum.Failures), sum.Cases)
	}
	f := sum.Failures[0]
	path := filepath.Join(t.TempDir(), "exact5.in")
	if err := os.WriteFile(path, f.TestFile(), 0o644); err != nil {
		t.Fatal(err)
	}
	saved, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := game.ReadStrict(path, saved, game.CaroLimits)
	if err != nil {
		t.Fatalf("saved case is not a valid test: %v", err)
	}
	if len(c.Moves) != 11 || c.N != 6 {
		t.Errorf("saved case N=%d K=%d, want N=6 K=11:\n%s", c.N, len(c.Moves), saved)
	}
	t.Logf("case %d after %d cases → %s in %d steps; total %v, shrink %v, %d runs", f.Index, sum.Cases, f.ShrunkValues, f.ShrinkSteps, time.Since(start).Round(time.Millisecond), f.ShrinkTime.Round(time.Millisecond), runs.Load())
}

// BenchmarkCaroFastVsBrute measures cases per second of the built-in pair
// on subtask-1 bounds, 5000 cases per run, all cores.
func BenchmarkCaroFastVsBrute(b *testing.B) {
	for _, jobs := range []int{1, runtime.NumCPU()} {
		b.Run(fmt.Sprintf("jobs=%d", jobs), func(b *testing.B) {
			opt := caroOptions(b, "fast")
			opt.Cases, opt.Jobs = 5000, jobs
			cases := 0
			start := time.Now()
			for b.Loop() {
				sum, err := stress.Run(context.Background(), opt)
				if err != nil || len(sum.Failures) != 0 {
					b.Fatalf("err %v, failures %d", err, len(sum.Failures))
				}
				cases += sum.Cases
			}
			b.ReportMetric(float64(cases)/time.Since(start).Seconds(), "cases/s")
		})
	}
}

// TestCaroKeepGoingGroupsByShape: stress --keep-going on a wrong Caro
// solution reports a few distinct bugs, not one per failing case (their
// shrunk cases differ in where the line and O's stones lie), every
// example a case of its group, the same with 1 and 2 jobs.
func TestCaroKeepGoingGroupsByShape(t *testing.T) {
	var runs [][]string
	for _, jobs := range []int{1, 2} {
		opt := caroOptions(t, "endpoint")
		opt.Cases, opt.KeepGoing, opt.Jobs = 300, true, jobs
		sum, err := stress.Run(context.Background(), opt)
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		var got []string
		for _, f := range sum.Failures {
			total += f.Count
			got = append(got, fmt.Sprintf("case %d ×%d: %s", f.Index, f.Count, f.Shape))
			if f.Shape != game.ShapeKey(f.Shrunk, game.CaroLimits) {
				t.Errorf("case %d: shape %q is not its shrunk case's", f.Index, f.Shape)
			}
		}
		if sum.Failed < 30 || total != sum.Failed || len(sum.Failures) > 8 {
			t.Fatalf("jobs %d: %d failures in %d groups (counts add up to %d): want the failures in a few shapes\n%q", jobs, sum.Failed, len(sum.Failures), total, got)
		}
		runs = append(runs, got)
	}
	if fmt.Sprint(runs[0]) != fmt.Sprint(runs[1]) {
		t.Errorf("jobs 1: %q\njobs 2: %q", runs[0], runs[1])
	}
}
