package progress

import (
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"
)

// TestBar (moved from judge, which drew the bar first).
func TestBar(t *testing.T) {
	var buf strings.Builder
	p := New(&buf, 3)
	for range 3 {
		p.Done("correct.c")
	}
	p.Finish()
	out := buf.String()
	if !strings.Contains(out, "3/3 correct.c") || !strings.HasSuffix(out, "\n") {
		t.Errorf("progress %q: want the final count 3/3 with the solution, and a newline", out)
	}
	if strings.Count(out, "\r") > 2 {
		t.Errorf("progress %q: three quick runs drew more than twice (first and last)", out)
	}
}

func TestNilWriterDrawsNothing(t *testing.T) {
	bar := New(nil, 2)
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); bar.Done("x") }()
	}
	wg.Wait()
	bar.Finish() // must not panic
}

// TestETA: the estimate extrapolates the pace of the finished items.
func TestETA(t *testing.T) {
	cases := []struct {
		name     string
		elapsed  time.Duration
		n, total int
		want     string
	}{
		{"nothing done yet", time.Second, 0, 10, "ETA ?"},               // no pace to go by
		{"half done", 10 * time.Second, 5, 10, "ETA 10s"},               // the same again
		{"rounded to seconds", 1500 * time.Millisecond, 3, 4, "ETA 1s"}, // 0.5 s rounds up, not to 500ms
		{"long runs in minutes", time.Hour, 1, 3, "ETA 2h0m0s"},         // seconds would be noise
		{"all done", time.Minute, 4, 4, "done"},                         // nothing left
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := ETA(c.elapsed, c.n, c.total); got != c.want {
				t.Errorf("ETA(%v, %d, %d) = %q, want %q", c.elapsed, c.n, c.total, got, c.want)
			}
		})
	}
}

// TestBarEscapesNames: a solution's file name with ESC or a newline
// neither drives the terminal nor breaks the bar's line, and a long one
// is cut at a rune, not inside one.
func TestBarEscapesNames(t *testing.T) {
	var buf strings.Builder
	p := New(&buf, 2)
	p.Done("evil\x1b[2J\n.c")
	p.Done(strings.Repeat("é", 50) + "\x1b.c")
	p.Finish()
	out := strings.TrimSuffix(buf.String(), "\n")
	if strings.ContainsAny(out, "\x1b\n") || !utf8.ValidString(out) {
		t.Errorf("progress %q holds a raw control or a cut rune", out)
	}
	if !strings.Contains(out, `evil\x1b[2J\n.c`) {
		t.Errorf("progress %q does not show the name escaped", out)
	}
}
