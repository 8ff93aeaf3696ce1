package judge

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// progressEvery is the least time between two redraws of the bar, so that
// a fast package does not flood a slow terminal.
const progressEvery = 100 * time.Millisecond

// progress is a one-line bar redrawn in place with "\r": runs done out of
// the total, and the solution of the latest run. A nil writer draws
// nothing. It is safe for concurrent use.
type progress struct {
	w     io.Writer
	total int

	mu   sync.Mutex
	n    int
	last time.Time
}

func newProgress(w io.Writer, total int) *progress {
	return &progress{w: w, total: total}
}

// done counts one finished run of solution name.
func (p *progress) done(name string) {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	if now := time.Now(); p.n == p.total || now.Sub(p.last) >= progressEvery {
		p.last = now
		p.draw(name)
	}
}

// finish ends the line, so that what follows starts on a fresh one.
func (p *progress) finish() {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprint(p.w, "\n")
}

func (p *progress) draw(name string) {
	const width = 30
	filled := 0
	if p.total > 0 {
		filled = width * p.n / p.total
	}
	if len(name) > 40 {
		name = "…" + name[len(name)-39:]
	}
	// The trailing spaces wipe a longer name from the previous draw.
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d %-40s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), p.n, p.total, name)
}
