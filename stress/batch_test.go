package stress

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
)

// batchSum is the fake problem whose inputs join by concatenation, one output
// line per input, as a problem whose file holds several cases.
type batchSum struct{ *fake.Sum }

func (p *batchSum) JoinInputs(inputs [][]byte) ([]byte, error) { return bytes.Join(inputs, nil), nil }

func (p *batchSum) SplitOutput(inputs [][]byte, output []byte) ([][]byte, error) {
	lines := strings.SplitAfter(string(output), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) != len(inputs) {
		return nil, fmt.Errorf("%d lines for %d inputs", len(lines), len(inputs))
	}
	parts := make([][]byte, len(lines))
	for i, l := range lines {
		parts[i] = []byte(l)
	}
	return parts, nil
}

// processTarget is an external-like target (Run only, no RunCase) that
// reads joined inputs and prints one sum per input, one more when bug
// says so for that input's numbers and its place in the file; runs
// counts its processes.
func processTarget(bug func(nums []int, place int) bool, runs *atomic.Int64) Target {
	return Target{Name: "process", Run: func(ctx context.Context, input []byte) ([]byte, problem.Verdict, string, error) {
		runs.Add(1)
		f := strings.Fields(string(input))
		var out []byte
		for place := 0; len(f) > 0; place++ {
			n, _ := strconv.Atoi(f[0])
			nums := make([]int, n)
			sum := 0
			for i := range nums {
				nums[i], _ = strconv.Atoi(f[1+i])
				sum += nums[i]
			}
			f = f[1+n:]
			if bug(nums, place) {
				sum++
			}
			out = strconv.AppendInt(out, int64(sum), 10)
			out = append(out, '\n')
		}
		return out, problem.OK, "", nil
	}}
}

// has77 is sum77's bug, whatever the input's place.
func has77(nums []int, _ int) bool { return slices.Contains(nums, 77) }

// comparable is what a batched run must report as an unbatched one does:
// everything but timings.
func comparable(s *Summary) string {
	var b strings.Builder
	fmt.Fprintf(&b, "cases %d failed %d\n", s.Cases, s.Failed)
	for _, f := range s.Failures {
		fmt.Fprintf(&b, "index %d %s %q\noriginal %q\nshrunk %q\noracle %q target %q\nvalues %s steps %d\n",
			f.Index, f.Verdict, f.Detail, f.Original, f.Shrunk, f.OracleOutput, f.TargetOutput, f.ShrunkValues, f.ShrinkSteps)
	}
	return b.String()
}

func batchOptions(bug func([]int, int) bool, runs *atomic.Int64) Options {
	return Options{
		Problem: &batchSum{newSum()},
		Target:  processTarget(bug, runs),
		Oracle:  BuiltinTarget(newSum(), sumRight),
		Cases:   3000,
		Seed:    1,
		Jobs:    4,
	}
}

// TestBatchReportsWhatOneByOneDoes: with batches the summary, failure and
// shrunk case are those of a run without, wherever the first failure
// falls in its batch, whatever the jobs and shards.
func TestBatchReportsWhatOneByOneDoes(t *testing.T) {
	f := firstWith(1, 3000, 0, 1, 77)
	if f < 3 {
		t.Fatalf("first 77 at index %d: the cases below need one at 3 or later", f)
	}
	cases := []struct {
		name  string
		batch int
		edit  func(*Options)
		why   string
	}{
		{"first of a batch", f, nil, "the batch starting at the failure is the second; the first passes as a batch"},
		{"middle of a batch", f + 2, nil, "the cases before it in the batch pass one by one, then it fails"},
		{"last of a batch", f + 1, nil, "every earlier case of the batch is rerun before the failure"},
		{"batch of 1", 1, nil, "no batching: the plain path"},
		{"batch larger than the run", 5000, nil, "one batch holds every case"},
		{"one job", 7, func(o *Options) { o.Jobs = 1 }, "no later batch runs while the failing one reruns"},
		{"shard 1 of 3", 5, func(o *Options) { o.Shard, o.Shards = 1, 3 }, "batches are of the shard's indices"},
		{"keep going", 9, func(o *Options) { o.KeepGoing = true; o.Cases = 600 }, "every failure is found in the reruns, each shrunk as alone"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var plainRuns, batchRuns atomic.Int64
			plain, batched := batchOptions(has77, &plainRuns), batchOptions(has77, &batchRuns)
			if c.edit != nil {
				c.edit(&plain)
				c.edit(&batched)
			}
			batched.Batch = c.batch
			want := sameAsUnbatched(t, plain, batched, fmt.Sprintf("batch %d (%s)", c.batch, c.why))
			if len(want.Failures) == 0 {
				t.Errorf("no failure found: the case is vacuous")
			}
		})
	}
}

// TestBatchRunsFewerProcesses: batches that agree cost one process each,
// and a bug that only shows in a joined file (the second input of a
// process is off by one) is not a failure: its batches rerun one by one,
// where it passes, as it would without batches.
func TestBatchRunsFewerProcesses(t *testing.T) {
	cases := []struct {
		name    string
		bug     func([]int, int) bool
		maxRuns int64
		minRuns int64
		why     string
	}{
		{"all agree", func([]int, int) bool { return false }, 100, 100, "3000 cases in batches of 30: 100 processes"},
		{"wrong only when joined", func(_ []int, place int) bool { return place > 0 }, 3100, 3100, "each batch fails, then its 30 cases pass alone"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var runs atomic.Int64
			opt := batchOptions(c.bug, &runs)
			opt.Batch = 30
			sum, err := Run(context.Background(), opt)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Cases != 3000 || len(sum.Failures) != 0 {
				t.Errorf("%d cases, %d failures; want 3000, none", sum.Cases, len(sum.Failures))
			}
			if n := runs.Load(); n < c.minRuns || n > c.maxRuns {
				t.Errorf("%d processes, want %d (%s)", n, c.maxRuns, c.why)
			}
		})
	}
}

// TestBatchPropertySameAsOneByOne: for random seeds, batch sizes, jobs
// and shards, a batched run reports what an unbatched one does.
func TestBatchPropertySameAsOneByOne(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for trial := range 25 {
		var runs atomic.Int64
		plain := batchOptions(has77, &runs)
		plain.Seed, plain.Cases, plain.Jobs = uint64(trial+2), 200+r.IntN(800), 1+r.IntN(4)
		if r.IntN(2) == 0 {
			plain.Shards = 1 + r.IntN(4)
			plain.Shard = r.IntN(plain.Shards)
		}
		plain.KeepGoing = r.IntN(4) == 0
		batched := plain
		batched.Batch, batched.Jobs = 2+r.IntN(40), 1+r.IntN(4)
		sameAsUnbatched(t, plain, batched, fmt.Sprintf("seed %d, %d cases, shard %d/%d, batch %d, jobs %d",
			plain.Seed, plain.Cases, plain.Shard, plain.Shards, batched.Batch, batched.Jobs))
	}
}

// sameAsUnbatched runs plain and batched, fails the test unless they
// report the same, and returns plain's summary.
func sameAsUnbatched(t *testing.T, plain, batched Options, what string) *Summary {
	t.Helper()
	want, err := Run(context.Background(), plain)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Run(context.Background(), batched)
	if err != nil {
		t.Fatal(err)
	}
	if g, w := comparable(got), comparable(want); g != w {
		t.Errorf("%s:\n%s\nwithout batches:\n%s", what, g, w)
	}
	return want
}
