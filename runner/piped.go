package runner

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync"
)

// RunPiped is Run for a program that talks to another while it runs (an
// interactive problem's submission and its interactor): stdin is a pipe
// the caller gives, handed to the program as is, and what the program
// writes on stdout goes to out as it arrives (and the first
// Limits.OutputBytes of it to Result.Stdout, for a transcript); out is
// closed when the program's stdout ends, so the other side sees end of
// file. A failed write to out (the other side is gone) drops the rest,
// still read. The caller closes stdin after RunPiped returns. File I/O
// (Limits.Files) is refused: an interaction goes through the standard
// streams.
func RunPiped(ctx context.Context, p Program, stdin *os.File, out io.WriteCloser, lim Limits) (Result, error) {
	if lim.Files.Files() {
		out.Close()
		return Result{}, fmt.Errorf("run %s: file I/O cannot be piped to another program", p.Name)
	}
	pr, err := prepareRun(p, lim)
	if err != nil {
		out.Close()
		return Result{}, err
	}
	oc := &closeOnce{WriteCloser: out}
	pr.stdin, pr.private, pr.forward, pr.pair = stdin, true, oc, pairFrom(ctx)
	res, err := runPrepared(ctx, pr)
	// The program's stdout closed out at its end of file; a run that
	// never started must close it too.
	oc.Close()
	return res, err
}

// closeOnce closes its writer at the first Close only.
type closeOnce struct {
	io.WriteCloser
	once sync.Once
	err  error
}

func (c *closeOnce) Close() error {
	c.once.Do(func() { c.err = c.WriteCloser.Close() })
	return c.err
}
