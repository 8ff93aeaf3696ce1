package problem

import (
	"context"
	"io"
	"os"
	"time"
)

// Interactive is implemented by a problem whose submissions talk with an
// interactor while they run (Kattis's interactive and multi-pass types):
// the engine judges each run of such a problem through Interact, never
// by running the submission on the input and checking its output.
type Interactive interface {
	Interactive() bool // false: the problem is judged as usual after all
	Interact(ctx context.Context, run InteractRun) (Interaction, error)
}

// InteractRun is one run of a submission on one test of an interactive
// problem.
type InteractRun struct {
	Subtask       int // 0: the samples or no group known (stress)
	Input, Answer []byte
	// Wall is the submission's wall-clock guard: the interactor's is a
	// little longer, so that a pair waiting for each other ends with the
	// submission's TLE.
	Wall time.Duration
	// Start runs the submission once (once per pass in a multi-pass
	// problem) reading stdin, a pipe from the interactor or a pass's
	// input, and writing its output to stdout as it arrives; it closes
	// stdout when the submission's output ends and returns when the
	// submission has ended, with its verdict as a program: OK for an
	// exit 0 within the limits, else TLE, MLE, OLE or RE and why.
	Start func(ctx context.Context, stdin *os.File, stdout io.WriteCloser) (Ended, error)
}

// Ended is how a submission's run ended, before the interactor's
// judgement.
type Ended struct {
	Verdict Verdict
	Detail  string
}

// Interaction is the judgement of one interactive run.
type Interaction struct {
	Verdict Verdict // OK, WA, or the submission's own TLE, MLE, OLE or RE
	Detail  string  // why (the interactor's message), escaped, one line
	// Transcript is the messages exchanged, in order, as a Kattis
	// .interaction file has them ("<" lines from the interactor, ">"
	// lines from the submission), cut at a bound with a note.
	Transcript string
	Passes     int // the passes run (1 for an interactive problem)
}

// IsInteractive says whether p is judged through an interactor.
func IsInteractive(p Problem) (Interactive, bool) {
	i, ok := p.(Interactive)
	if !ok || !i.Interactive() {
		return nil, false
	}
	return i, true
}
