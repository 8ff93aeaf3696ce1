package stress

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"sync"
	"testing"
)

func TestTable(t *testing.T) {
	sum, err := Run(context.Background(), sumOptions(sum77))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := sum.Table(&b); err != nil {
		t.Fatal(err)
	}
	f := sum.Failures[0]
	for _, want := range []string{"sum77", "right", "index", "N=1 V=77", "steps"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
	if !strings.Contains(b.String(), "seed 1 index "+strconv.Itoa(f.Index)) {
		t.Errorf("table lacks the first failure's seed and index:\n%s", b.String())
	}
}

func TestProgress(t *testing.T) {
	var b syncBuffer
	opt := sumOptions(sumRight)
	opt.Progress = &b
	if _, err := Run(context.Background(), opt); err != nil {
		t.Fatal(err)
	}
	if s := b.String(); !strings.Contains(s, "\rcases 3000, ") || !strings.Contains(s, "failures 0") || !strings.HasSuffix(s, "\n") {
		t.Errorf("progress %q, want a last line with 3000 cases, ending the line", s)
	}
}

// syncBuffer is a bytes.Buffer safe for the progress goroutine and the test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
