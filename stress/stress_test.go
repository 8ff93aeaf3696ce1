package stress

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"carokit/problem"
	"carokit/runner"
	"carokit/subtasks"
)

func TestMain(m *testing.M) {
	runner.MaybeLaunch() // external targets re-execute this binary as their launcher
	os.Exit(m.Run())
}

func sumOptions(target *problem.Solution) Options {
	return Options{
		Problem: newSum(),
		Target:  BuiltinTarget(newSum(), target),
		Oracle:  BuiltinTarget(newSum(), sumRight),
		Cases:   3000,
		Seed:    1,
		Jobs:    4,
	}
}

func TestRunFindsAndShrinks(t *testing.T) {
	sum, err := Run(context.Background(), sumOptions(sum77))
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Failures) != 1 {
		t.Fatalf("got %d failures, want 1", len(sum.Failures))
	}
	f := sum.Failures[0]
	checks := []struct {
		what      string
		got, want string
	}{
		{"verdict", string(f.Verdict), "WA"},
		{"shrunk case", string(f.Shrunk), "1\n77\n"},
		{"oracle output", string(f.OracleOutput), "77\n"},
		{"target output", string(f.TargetOutput), "78\n"},
		{"detail", f.Detail, `token 1: expected "77", found "78"`},
		{"shrunk values", f.ShrunkValues.String(), "N=1 V=77"},
		{"test file", string(f.TestFile()), "1\n77\n"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %q, want %q", c.what, c.got, c.want)
		}
	}
	if want := firstWith(1, 3000, 0, 1, 77); f.Index != want {
		t.Errorf("first failure at index %d, want %d (the first case containing 77)", f.Index, want)
	}
	if sum.Cases != f.Index+1 || sum.Failed != 1 {
		t.Errorf("Cases = %d, Failed = %d; want %d and 1", sum.Cases, sum.Failed, f.Index+1)
	}
	if !bytes.Contains(f.Original, []byte("77")) || f.ShrinkSteps == 0 && len(f.Original) > len(f.Shrunk) {
		t.Errorf("original %q, %d steps: inconsistent with the shrunk %q", f.Original, f.ShrinkSteps, f.Shrunk)
	}
	// The failure is reproducible from its seed and index alone.
	in, err := newSum().RandomCase(rand.New(rand.NewPCG(f.Seed, uint64(f.Index))), growth(f.Index, 3000), nil, nil)
	if err != nil || !bytes.Equal(in, f.Original) {
		t.Errorf("case (%d, %d) redrawn as %q, want %q (err %v)", f.Seed, f.Index, in, f.Original, err)
	}
}

func TestSameFirstFailureWhateverJobs(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		want := firstWith(seed, 3000, 0, 1, 77)
		if want < 0 {
			t.Fatalf("seed %d: no case contains 77; the test needs one", seed)
		}
		for _, jobs := range []int{1, 2, 4, 8} {
			opt := sumOptions(sum77)
			opt.Seed, opt.Jobs = seed, jobs
			sum, err := Run(context.Background(), opt)
			if err != nil {
				t.Fatal(err)
			}
			if len(sum.Failures) != 1 || sum.Failures[0].Index != want || sum.Cases != want+1 {
				t.Errorf("seed %d, %d jobs: failures %v after %d cases, want index %d", seed, jobs, indices(sum.Failures), sum.Cases, want)
			}
		}
	}
}

func indices(fs []Failure) []int {
	var out []int
	for _, f := range fs {
		out = append(out, f.Index)
	}
	return out
}

func TestShrinkKeepsTheVerdict(t *testing.T) {
	// sum7788 gives WA on 77 and RE on 88; a case with both must shrink to
	// the one that fails the way the original did.
	for seed := uint64(1); seed <= 6; seed++ {
		opt := sumOptions(sum7788)
		opt.Seed = seed
		sum, err := Run(context.Background(), opt)
		if err != nil {
			t.Fatal(err)
		}
		f := sum.Failures[0]
		want := map[problem.Verdict]string{problem.WA: "1\n77\n", problem.RE: "1\n88\n"}[f.Verdict]
		if string(f.Shrunk) != want {
			t.Errorf("seed %d: %s on %q shrunk to %q, want %q", seed, f.Verdict, f.Original, f.Shrunk, want)
		}
	}
}

func TestTargetVerdicts(t *testing.T) {
	tests := []struct {
		name       string
		target     *problem.Solution
		verdict    problem.Verdict
		detailPart string
		why        string
	}{
		{"panic", sumPanics, problem.RE, "panic: always", "a panic in a built-in is a run-time error"},
		{"error", sumErrs, problem.RE, "cannot", "an error from Solve is a run-time error"},
		{"wrong", sum77, problem.WA, "expected", "the checker rejects the output"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sum, err := Run(context.Background(), sumOptions(tt.target))
			if err != nil {
				t.Fatal(err)
			}
			if len(sum.Failures) != 1 {
				t.Fatalf("got %d failures, want 1 (%s)", len(sum.Failures), tt.why)
			}
			f := sum.Failures[0]
			if f.Verdict != tt.verdict || !strings.Contains(f.Detail, tt.detailPart) {
				t.Errorf("got %s %q, want %s containing %q (%s)", f.Verdict, f.Detail, tt.verdict, tt.detailPart, tt.why)
			}
		})
	}
}

func TestNoFailure(t *testing.T) {
	tests := []struct {
		name   string
		target *problem.Solution
		kinds  []string
		why    string
	}{
		{"right", sumRight, nil, "the target is the oracle's twin"},
		{"small kind", sum77, []string{"small"}, "the bug needs 77, which kind small never draws"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opt := sumOptions(tt.target)
			opt.Kinds = tt.kinds
			sum, err := Run(context.Background(), opt)
			if err != nil {
				t.Fatal(err)
			}
			if len(sum.Failures) != 0 || sum.Cases != 3000 {
				t.Errorf("%d failures in %d cases, want none in 3000 (%s)", len(sum.Failures), sum.Cases, tt.why)
			}
		})
	}
}

func TestKeepGoing(t *testing.T) {
	opt := sumOptions(sum7788)
	opt.KeepGoing = true
	var mu sync.Mutex
	failed := 0
	opt.OnCase = func(_ int, f bool) {
		mu.Lock()
		defer mu.Unlock()
		if f {
			failed++
		}
	}
	sum, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	var shrunk []string
	for _, f := range sum.Failures {
		shrunk = append(shrunk, string(f.Shrunk))
	}
	slices.Sort(shrunk)
	if want := []string{"1\n77\n", "1\n88\n"}; !slices.Equal(shrunk, want) {
		t.Errorf("distinct shrunk cases %q, want %q", shrunk, want)
	}
	if sum.Cases != 3000 || sum.Failed != failed || failed < 10 {
		t.Errorf("Cases = %d, Failed = %d (hook saw %d); want 3000 cases and the same count, at least 10", sum.Cases, sum.Failed, failed)
	}
	if !slices.IsSortedFunc(sum.Failures, func(a, b Failure) int { return a.Index - b.Index }) {
		t.Errorf("failures not by index: %v", indices(sum.Failures))
	}
}

func TestOracleFailureIsAnError(t *testing.T) {
	opt := sumOptions(sumRight)
	opt.Oracle = BuiltinTarget(newSum(), sumPanics)
	sum, err := Run(context.Background(), opt)
	if err == nil || !strings.Contains(err.Error(), "oracle panics failed: RE (panic: always)") || !strings.Contains(err.Error(), "case 0 ") {
		t.Errorf("got %v, want the oracle's failure on case 0", err)
	}
	if sum == nil || len(sum.Failures) != 0 {
		t.Errorf("summary %+v, want one with no failures", sum)
	}
}

func TestBadOptions(t *testing.T) {
	ok := sumOptions(sumRight)
	tests := []struct {
		name  string
		edit  func(*Options)
		usage bool // a usage error (*problem.ParamError)
	}{
		{"no budget", func(o *Options) { o.Cases = 0 }, true},
		{"negative cases", func(o *Options) { o.Cases = -1 }, true},
		{"negative time", func(o *Options) { o.Time = -time.Second }, true},
		{"shard past shards", func(o *Options) { o.Shard, o.Shards = 2, 2 }, true},
		{"shard without shards", func(o *Options) { o.Shard = 1 }, true},
		{"negative shrink time", func(o *Options) { o.ShrinkTime = -1 }, true},
		{"bounds leave no case", func(o *Options) { o.Bounds = subtasks.Values{"N": 0} }, true},
		{"no problem", func(o *Options) { o.Problem = nil }, false},
		{"no target", func(o *Options) { o.Target = Target{} }, false},
		{"no oracle", func(o *Options) { o.Oracle = Target{} }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opt := ok
			tt.edit(&opt)
			_, err := Run(context.Background(), opt)
			if err == nil {
				t.Fatal("no error")
			}
			if problem.IsParamError(err) != tt.usage {
				t.Errorf("%v: usage error %v, want %v", err, problem.IsParamError(err), tt.usage)
			}
		})
	}
}

func TestGrowth(t *testing.T) {
	tests := []struct {
		name     string
		i, cases int
		want     float64
	}{
		{"start", 0, 1000, 0},
		{"middle", 500, 1000, 0.5},
		{"end", 1000, 1000, 1},
		{"time budget, start", 0, 0, 0},
		{"time budget, horizon", 1e6, 0, 1},
		{"time budget, past horizon", 1e7, 0, 1},
	}
	for _, tt := range tests {
		if got := growth(tt.i, tt.cases); got != tt.want {
			t.Errorf("%s: growth(%d, %d) = %g, want %g", tt.name, tt.i, tt.cases, got, tt.want)
		}
	}
	if g := growth(1000, 0); g <= 0.3 || g >= 0.7 {
		t.Errorf("growth(1000, 0) = %g: a time-budgeted run should be about half grown after 1000 cases", g)
	}
}

// BenchmarkEngine measures the engine's own cost per case: the sum problem
// draws, solves and checks in well under a microsecond.
func BenchmarkEngine(b *testing.B) {
	opt := sumOptions(sumRight)
	opt.Cases, opt.Jobs = 20000, 1
	cases := 0
	start := time.Now()
	for b.Loop() {
		sum, err := Run(context.Background(), opt)
		if err != nil {
			b.Fatal(err)
		}
		cases += sum.Cases
	}
	b.ReportMetric(float64(cases)/time.Since(start).Seconds(), "cases/s")
}
