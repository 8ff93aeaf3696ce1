package duiyi

import (
	"testing"

	game "carokit/problems/caro/game"
)

// TestSamples: CARO.md's three samples of the dialect, for every correct
// built-in (the wrong ones too happen to pass them).
func TestSamples(t *testing.T) {
	p := New()
	for _, sample := range p.Spec().Samples {
		if _, err := p.Validate(sample.Name, sample.Input); err != nil {
			t.Fatalf("%s: %v", sample.Name, err)
		}
		for _, name := range []string{"fast", "linescan", "brute"} {
			s, _ := p.Spec().FindSolution(name)
			out, _, err := s.Run(p, sample.Input)
			if err != nil || p.Check(sample.Input, sample.Answer, out) != nil {
				t.Errorf("%s on %s: %q, %v; want %q", name, sample.Name, out, err, sample.Answer)
			}
		}
	}
}

func TestFormatAnswer(t *testing.T) {
	c := &game.Case{N: 10, Moves: make([]game.Move, 27)}
	for t0, want := range map[int]string{0: "UNK 27", 9: "HtBest 9", 22: "WHZ 22"} {
		if got := string(FormatAnswer(c, t0)); got != want {
			t.Errorf("FormatAnswer(%d) = %q, want %q", t0, got, want)
		}
	}
}

func TestLimits(t *testing.T) {
	if _, err := New().Validate("big", []byte("1001 1\n1 1\n")); err == nil {
		t.Error("n = 1001 is over the dialect's limit")
	}
}
