package testpkg

import (
	"fmt"
	"io"
	"sync"
)

// progress draws "building tests 12/30" on a terminal; it is a no-op
// when w is nil (the CLI passes nil when stderr is not a terminal).
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	total int
}

func newProgress(w io.Writer, total int) *progress { return &progress{w: w, total: total} }

func (p *progress) update(done int) {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintf(p.w, "\rbuilding tests %d/%d", done, p.total)
}

func (p *progress) finish() {
	if p.w != nil {
		fmt.Fprintln(p.w)
	}
}
