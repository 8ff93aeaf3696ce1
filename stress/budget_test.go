package stress

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"carokit/internal/loadtiming"
	"carokit/problem/problemtest/fake"
)

func TestTimeBudget(t *testing.T) {
	opt := sumOptions(sumRight)
	opt.Cases, opt.Time = 0, 200*time.Millisecond
	start := time.Now()
	sum, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > loadtiming.Scale(2*time.Second) || sum.Cases < 100 {
		t.Errorf("%d cases in %v, want a 0.2 s run with at least 100 cases", sum.Cases, d)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	opt := sumOptions(sumRight)
	opt.Cases = 0
	opt.Time = time.Hour
	opt.OnCase = func(i int, _ bool) {
		if i == 500 {
			cancel()
		}
	}
	start := time.Now()
	sum, err := Run(ctx, opt)
	if !errors.Is(err, context.Canceled) || sum == nil || sum.Cases < 490 {
		// The few cases in flight when the context ends may be cut short.
		t.Errorf("got %v after %+v cases, want context.Canceled after about 500", err, sum)
	}
	if d := time.Since(start); d > loadtiming.Scale(5*time.Second) {
		t.Errorf("cancelled run took %v", d)
	}
}

func TestShrinkTimeBudget(t *testing.T) {
	// A Shrink that always finds a "smaller" failing case: only the budget
	// ends it, with the last case accepted.
	p := newSum()
	p.ShrinkWith = func(input []byte) [][]byte {
		nums, _ := fake.Numbers(input)
		time.Sleep(time.Millisecond)
		return [][]byte{fake.Format(append([]int{77}, nums[1:]...)), fake.Format([]int{77, (nums[len(nums)-1] + 1) % 100})}
	}
	opt := sumOptions(sum77)
	opt.Problem = p
	opt.ShrinkTime = 100 * time.Millisecond
	start := time.Now()
	sum, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	f := sum.Failures[0]
	if f.ShrinkTime < opt.ShrinkTime || time.Since(start) > loadtiming.Scale(2*time.Second) {
		t.Errorf("shrinking took %v (run %v), want the 100 ms budget", f.ShrinkTime, time.Since(start))
	}
	if f.ShrinkSteps < 10 || !bytes.Contains(f.Shrunk, []byte("77")) {
		t.Errorf("%d steps to %q, want many steps to a case with 77", f.ShrinkSteps, f.Shrunk)
	}
}
