package duiyi

import (
	"fmt"
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

// TestValidate pins the dialect's messages: its reader is Caro's lenient
// one (on package input) with n ≤ 1000, m ≤ 10^5.
func TestValidate(t *testing.T) {
	for _, tc := range []struct{ name, reason, in, want string }{
		{"n too large", "n ≤ 1000 here, not 5000", "1001 1\n1 1\n", `big:1:1: expected integer N in [1, 1000], found "1001"`},
		{"m too large", "m ≤ 10^5 here, not 3·10^5", "1000 100001\n", `big:1:6: expected integer K in [1, 100000], found "100001"`},
		{"one line, cut", "the dialect's samples are one line; a missing move is counted", "10 3  1 1 1 2", `big:1:14: file ends after 2 of 3 moves`},
		{"repeated cell", "located at the move's first number, on one line", "10 2 1 1 1 1", `big:1:10: move 2 repeats cell (1,1) of move 1`},
		{"valid", "whitespace of any kind", "3\t2\r\n1 1\n\n2 2", ""},
	} {
		_, err := New().Validate("big", []byte(tc.in))
		if got := fmt.Sprint(err); (tc.want == "" && err != nil) || (tc.want != "" && got != tc.want) {
			t.Errorf("%s (%s): got %v, want %q", tc.name, tc.reason, err, tc.want)
		}
	}
}
