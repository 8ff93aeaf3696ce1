// Package progress draws the one-line progress bar that long commands
// (package, judge) show on a terminal: "[####......] ETA 41s 12/30 name",
// redrawn in place at most ten times a second.
package progress

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"carokit/internal/untrusted"
)

// every is the least time between two redraws, so that fast work does not
// flood a slow terminal.
const every = 100 * time.Millisecond

// Bar counts finished items out of a total. A Bar with a nil writer draws
// nothing (the CLI passes nil when stderr is not a terminal). It is safe
// for concurrent use.
type Bar struct {
	w     io.Writer
	total int
	start time.Time

	mu   sync.Mutex
	n    int
	last time.Time
}

// New returns a bar for total items drawn on w.
func New(w io.Writer, total int) *Bar {
	return &Bar{w: w, total: total, start: time.Now()}
}

// Done counts one finished item; name says what it was.
func (p *Bar) Done(name string) {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	if now := time.Now(); p.n == p.total || now.Sub(p.last) >= every {
		p.last = now
		p.draw(name)
	}
}

// Finish ends the line, so that what follows starts on a fresh one.
func (p *Bar) Finish() {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprint(p.w, "\n")
}

func (p *Bar) draw(name string) {
	const width = 30
	filled := 0
	if p.total > 0 {
		filled = width * p.n / p.total
	}
	// A name is a file name, a solution's: escaped, then cut at a rune.
	name = untrusted.Text(name)
	if r := []rune(name); len(r) > 40 {
		name = "…" + string(r[len(r)-39:])
	}
	// The trailing spaces wipe a longer name from the previous draw.
	fmt.Fprintf(p.w, "\r[%s%s] %-11s %d/%d %-40s", strings.Repeat("#", filled), strings.Repeat(".", width-filled),
		ETA(time.Since(p.start), p.n, p.total), p.n, p.total, name)
}

// ETA is "ETA 41s": the time left if the remaining items go at the pace
// of the done ones (n of total after elapsed), whole seconds (minutes
// past an hour); "done" at the end, "ETA ?" before the first.
func ETA(elapsed time.Duration, n, total int) string {
	switch {
	case n >= total:
		return "done"
	case n <= 0:
		return "ETA ?"
	}
	left := time.Duration(float64(elapsed) / float64(n) * float64(total-n))
	if left >= time.Hour {
		return "ETA " + left.Round(time.Minute).String()
	}
	return "ETA " + left.Round(time.Second).String()
}
