package app

import (
	"context"
	"errors"
	"syscall"
	"time"

	"github.com/urfave/cli/v2"
)

// Interruption is the cause main gives the command's context when a
// signal stops carokit (the first Ctrl-C, a SIGTERM, the standard output
// closed under it): Run says Why on stderr (nothing when it is "") and
// exits with Code, 128 plus the signal's number as a shell reports it
// (130 for SIGINT, 143 for SIGTERM, 141 for SIGPIPE).
type Interruption struct {
	Why  string
	Code int
}

func (i Interruption) Error() string { return i.Why }

// pipeGrace is how long Run waits, after a write failed on a closed pipe,
// for main to say whether it was the standard output (see
// stoppedByPipe).
const pipeGrace = 200 * time.Millisecond

// stoppedByPipe reports whether err, a command's failure, is a write to a
// pipe nobody reads any more and main has stopped the command for it: the
// standard output closed under it (carokit stress ... | head -1). main
// learns it from the SIGPIPE that comes with the failed write; Run waits
// a moment for it.
func stoppedByPipe(ctx context.Context, err error) bool {
	if !errors.Is(err, syscall.EPIPE) {
		return false
	}
	select {
	case <-ctx.Done():
		return true
	case <-time.After(pipeGrace):
		return false
	}
}

// interruptedCode is the exit code of a command stopped by ctx: the
// Interruption's code, else ExitFailure.
func interruptedCode(ctx context.Context) int {
	var in Interruption
	if errors.As(context.Cause(ctx), &in) && in.Code > 0 {
		return in.Code
	}
	return ExitFailure
}

// outputGrace is how long an interruption waits for a command's output
// being written (a picture, a table) before giving up on it.
const outputGrace = time.Second

// untilInterrupted runs a command's action in a goroutine of its own and
// returns when the action does or, at once, when the command's context
// is done (one Ctrl-C or SIGTERM): a built-in computation that does not
// watch the context (a brute-force solve, a validator or a renderer on a
// large case, a merge of many shards) must not hold the process, which
// exits as soon as Run returns. The action writes its results through
// writeOutput: once the interruption is decided, nothing more is written,
// so a command stopped leaves no output, partial or whole.
func untilInterrupted(action cli.ActionFunc) cli.ActionFunc {
	return func(c *cli.Context) error {
		ctx := c.Context
		gate := make(outputGate, 1)
		c.Context = context.WithValue(ctx, gateKey{}, gate)
		done := make(chan error, 1)
		go func() { done <- action(c) }()
		select {
		case err := <-done:
			return err
		case <-ctx.Done():
			gate.close()
			return context.Cause(ctx)
		}
	}
}

type gateKey struct{}

// outputGate orders an action's writes of its results against the
// interruption: a token held while writing, taken for good when the
// command is interrupted.
type outputGate chan struct{}

func (g outputGate) close() {
	select {
	case g <- struct{}{}: // kept: no write starts after this
	case <-time.After(outputGrace):
	}
}

// writeOutput runs write, which writes a command's results (stdout, a
// file), unless the command has been interrupted: then it writes nothing
// and returns the context's cause.
func writeOutput(c *cli.Context, write func() error) error {
	g, _ := c.Context.Value(gateKey{}).(outputGate)
	if g == nil {
		return write()
	}
	g <- struct{}{}
	defer func() { <-g }()
	if err := c.Context.Err(); err != nil {
		return context.Cause(c.Context)
	}
	return write()
}
