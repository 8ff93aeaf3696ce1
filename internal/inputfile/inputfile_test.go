package inputfile

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"
)

// TestReadBound: an input of exactly max bytes is not over; one more is.
func TestReadBound(t *testing.T) {
	for _, n := range []int{0, 9, 10, 11, 1000} {
		in, err := Read(context.Background(), "", bytes.NewReader(make([]byte, n)), 10)
		if err != nil {
			t.Fatal(err)
		}
		if in.Over != (n > 10) || len(in.Data) != min(n, 11) {
			t.Errorf("%d bytes: Over %v, kept %d", n, in.Over, len(in.Data))
		}
	}
}

// blockingReader never returns, like a pipe whose writer is asleep.
type blockingReader struct{}

func (blockingReader) Read([]byte) (int, error) { select {} }

// TestReadCancel: a read blocked on stdin returns the context's cause at
// once when it is cancelled.
func TestReadCancel(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cause := errors.New("interrupted by SIGINT")
	go func() { time.Sleep(20 * time.Millisecond); cancel(cause) }()
	_, err := Read(ctx, "-", blockingReader{}, 10)
	if !errors.Is(err, cause) {
		t.Fatalf("got %v, want the cause", err)
	}
}
