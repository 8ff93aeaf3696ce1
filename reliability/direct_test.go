package reliability

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"carokit/runner"
)

// cancelledDuringStart is a context that is still live when runner.Run
// first looks at it and cancelled from then on: the cancellation falls
// inside the start of the program, the moment a stress run's other cases
// are cancelled at its first failure.
type cancelledDuringStart struct {
	context.Context
	calls atomic.Int32
	once  sync.Once
	done  chan struct{}
}

func (c *cancelledDuringStart) Err() error {
	if c.calls.Add(1) == 1 {
		return nil
	}
	c.once.Do(func() { close(c.done) })
	return context.Canceled
}

func (c *cancelledDuringStart) Done() <-chan struct{} { return c.done }

// TestDirectStartCancelled: a program started directly (the way stress
// starts them) whose run is cancelled while it starts is killed, not left
// running: Run returns without waiting for it, so no one else would. (A
// sleeping one lived forever, a looping one until RLIMIT_CPU.) The
// direct start is stress's without the sandbox.
func TestDirectStartCancelled(t *testing.T) {
	bin := fixture(t, "sleep.c")
	t.Setenv("TMPDIR", t.TempDir())
	ctx := &cancelledDuringStart{Context: context.Background(), done: make(chan struct{})}
	_, err := runner.Run(ctx, runner.Program{Path: bin}, "", runner.Limits{CPU: time.Second, Direct: true, Sandbox: runner.SandboxOff})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Run returned %v, want context.Canceled", err)
	}
	if ctx.calls.Load() < 2 {
		t.Fatalf("Run looked at the context %d times; the test needs the start to see it cancelled", ctx.calls.Load())
	}
	checkNoFixtureLeft(t)
}
