package check

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"time"

	"carokit/internal/untrusted"
)

// transcriptBytes bounds an interaction's transcript.
const transcriptBytes = 16 << 10

// transcript records what the two sides of an interaction send each
// other, in the order it arrives, as a Kattis .interaction file writes
// it: a line the interactor sent starts with "<", one the submission
// sent with ">". Text is escaped as it is recorded (untrusted.Text), so
// the transcript can go to a terminal.
type transcript struct {
	mu     sync.Mutex
	b      strings.Builder
	dir    byte // the side whose line is open, 0 at a line's start
	cut    bool
	closed map[byte]time.Time
}

func newTranscript() *transcript { return &transcript{closed: map[byte]time.Time{}} }

// side is one direction of the interaction: what it is given goes to w,
// and into the transcript.
type side struct {
	t   *transcript
	dir byte
	w   io.WriteCloser
}

func (t *transcript) side(dir byte, w io.WriteCloser) *side { return &side{t: t, dir: dir, w: w} }

func (s *side) Write(p []byte) (int, error) {
	s.t.record(s.dir, p)
	return s.w.Write(p)
}

// Close closes w and notes when: the side's program ended its output,
// which is how the end of a program is ordered against the other's.
func (s *side) Close() error {
	s.t.mu.Lock()
	if _, ok := s.t.closed[s.dir]; !ok {
		s.t.closed[s.dir] = time.Now()
	}
	s.t.mu.Unlock()
	return s.w.Close()
}

func (t *transcript) record(dir byte, p []byte) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for len(p) > 0 && !t.cut {
		if t.b.Len() >= transcriptBytes {
			if t.dir != 0 {
				t.b.WriteByte('\n')
			}
			t.b.WriteString("… (transcript cut here)\n")
			t.cut = true
			return
		}
		if t.dir != dir {
			if t.dir != 0 {
				t.b.WriteByte('\n')
			}
			t.b.WriteByte(dir)
			t.dir = dir
		}
		line := p
		if i := bytes.IndexByte(p, '\n'); i >= 0 {
			line = p[:i]
		}
		t.b.WriteString(untrusted.Text(string(line)))
		p = p[len(line):]
		if len(p) > 0 { // the newline
			t.b.WriteByte('\n')
			t.dir = 0
			p = p[1:]
		}
	}
}

// text is the transcript so far.
func (t *transcript) text() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.b.String()
	if t.dir != 0 && !t.cut {
		s += "\n"
	}
	return s
}

// first reports whether dir's side ended its output before other's (a
// side that never ended counts as last).
func (t *transcript) first(dir, other byte) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	a, okA := t.closed[dir]
	b, okB := t.closed[other]
	return okA && (!okB || a.Before(b))
}
