package runner

import (
	"os"
	"slices"
	"sync"
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
	var discard []byte
	signalled := false
	for {
		// Read straight into the kept buffer while it has room, then into
		// a scratch buffer that only counts.
		keep := int64(len(c.buf)) < c.limit
		var dst []byte
		if keep {
			if len(c.buf) == cap(c.buf) {
				want := min(max(2*int64(len(c.buf)), 32<<10), c.limit)
				c.buf = slices.Grow(c.buf, int(want)-len(c.buf))
			}
			dst = c.buf[len(c.buf):min(cap(c.buf), int(c.limit))]
		} else {
			if discard == nil {
				discard = make([]byte, 64<<10)
			}
			dst = discard
		}
		n, err := c.f.Read(dst)
		if keep {
			c.buf = c.buf[:len(c.buf)+n]
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

// exceeded reports whether more than limit bytes arrived. Call it only
// after run has returned.
func (c *capture) exceeded() bool { return c.total > c.limit }
