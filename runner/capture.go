package runner

import (
	"io"
	"os"
	"slices"
	"sync"
	"sync/atomic"
)

// capture drains one output pipe, keeping the first limit bytes. It always
// reads to end of file so the writer never blocks on a full pipe.
type capture struct {
	limit int64
	f     *os.File
	buf   []byte
	total int64
	// over, when not nil, is closed as soon as more than limit bytes have
	// arrived, so the watcher can kill the program without waiting for it.
	over chan struct{}
	// fwd, when not nil, gets every byte as it arrives (RunPiped: the
	// other program of an interaction) and is closed at end of file; after
	// its first failed write (the other side is gone) it gets nothing more,
	// and the pipe is still drained.
	fwd io.WriteCloser
	// moved counts the bytes forwarded to fwd (a Pair's progress).
	moved int64 // atomic (sync/atomic.AddInt64): capture is copied by value before it runs
}

func newCapture(f *os.File, limit int64, signal bool) capture {
	c := capture{limit: limit, f: f}
	if signal {
		c.over = make(chan struct{})
	}
	return c
}

func (c *capture) run(wg *sync.WaitGroup) {
	defer wg.Done()
	// Reads go to a pooled scratch buffer and what is kept is copied out
	// at its size: a run that prints a line allocates a line, not a
	// buffer of the largest size it might have needed, and one that
	// prints nothing (most stderr) allocates nothing.
	sp := scratchPool.Get().(*[]byte)
	defer scratchPool.Put(sp)
	scratch := *sp
	signalled := false
	if c.fwd != nil {
		defer c.fwd.Close()
	}
	fwd := c.fwd
	for {
		n, err := c.f.Read(scratch)
		if fwd != nil && n > 0 {
			if _, werr := fwd.Write(scratch[:n]); werr != nil {
				fwd = nil
			}
			atomic.AddInt64(&c.moved, int64(n))
		}
		if room := c.limit - int64(len(c.buf)); room > 0 && n > 0 {
			k := min(int64(n), room)
			if int64(cap(c.buf)-len(c.buf)) < k {
				// Doubling, but never past the limit: append's own growth
				// would overshoot it, and a 64 MiB capture raises the
				// judge's peak, which a direct start's MLE is told from.
				want := min(max(2*int64(len(c.buf)), int64(len(c.buf))+k), c.limit)
				c.buf = slices.Grow(c.buf, int(want)-len(c.buf))
			}
			c.buf = append(c.buf, scratch[:k]...)
		}
		c.total += int64(n)
		if c.total > c.limit && c.over != nil && !signalled {
			close(c.over)
			signalled = true
		}
		if err != nil {
			// io.EOF, or the pipe closed under us by closeReaders: either
			// way what we have is all we get.
			return
		}
	}
}

// scratchPool holds the capture goroutines' read buffers: a pipe's
// capacity, so a read empties it at once.
var scratchPool = sync.Pool{New: func() any {
	b := make([]byte, 64<<10)
	return &b
}}

// exceeded reports whether more than limit bytes arrived. Call it only
// after run has returned.
func (c *capture) exceeded() bool { return c.total > c.limit }
