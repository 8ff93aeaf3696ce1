package duiyi

import (
	"fmt"
	"strings"
	"testing"

	"carokit/problem"
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

// TestValidate pins the dialect's messages: its layout (checkLayout),
// then Caro's lenient reader with n ≤ 1000, m ≤ 10^5.
func TestValidate(t *testing.T) {
	for _, tc := range []struct{ name, reason, in, want string }{
		{"n too large", "n ≤ 1000 here, not 5000", "1001 1\n1 1\n", `big:1:1: expected integer N in [1, 1000], found "1001"`},
		{"m too large", "m ≤ 10^5 here, not 3·10^5", "1000 100001\n", `big:1:6: expected integer K in [1, 100000], found "100001"`},
		{"one line, cut", "the dialect's samples are one line; a missing move is counted", "10 3  1 1 1 2\n", `big:2:1: file ends after 2 of 3 moves`},
		{"repeated cell", "located at the move's first number, on one line", "10 2 1 1 1 1\n", `big:1:10: move 2 repeats cell (1,1) of move 1`},
		{"valid", "runs of spaces and line breaks", "3  2\n1 1\n\n2 2\n", ""},
		{"tab", "spaces and line breaks only, in the layout (checkLayout)", "3\t2\n1 1\n2 2\n", `big:1:2: expected a digit, a space or a line break, found '\t'`},
		{"CRLF", "BAPCtools' windows_newline is invalid", "3 2\r\n1 1\r\n2 2\r\n", `big:1:4: carriage return: lines end with "\n" alone`},
	} {
		_, err := New().Validate("big", []byte(tc.in))
		if got := fmt.Sprint(err); (tc.want == "" && err != nil) || (tc.want != "" && got != tc.want) {
			t.Errorf("%s (%s): got %v, want %q", tc.name, tc.reason, err, tc.want)
		}
	}
}

// TestDialectGenerators: a Caro generator kind through the dialect reads
// only the first line of what it made: a size over the dialect's limits
// is a usage error naming the kind, and the planted answer is restated
// in the dialect, with UNK's move count from that line.
func TestDialectGenerators(t *testing.T) {
	p := New()
	cases := []struct {
		name string
		args []string
		want string // the answer, or the error
		why  string
	}{
		{"over the dialect's N", []string{"random", "--n", "2000", "--k", "10"}, "over the dialect's n ≤ 1000", "Caro's generators allow N up to 5000"},
		{"no winner", []string{"full-no-win", "--n", "4"}, "UNK 16\n", "UNK counts the moves of the first line"},
		{"X wins last", []string{"last-move-win", "--n", "9", "--k", "41", "--seed", "2"}, "HtBest 41\n", "odd moves are the first player's"},
		{"O wins last", []string{"last-move-win", "--n", "9", "--k", "40", "--seed", "2"}, "WHZ 40\n", "even moves are the second player's"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := p.Spec().FindGenerator(c.args[0])
			if err != nil {
				t.Fatal(err)
			}
			a, err := g.ParseArgs(c.args[1:])
			if err != nil {
				t.Fatal(err)
			}
			out, err := g.Generate(a)
			got := string(out.Answer)
			if err != nil {
				got = err.Error()
				if !problem.IsParamError(err) {
					t.Errorf("%v is not a usage error", err)
				}
			}
			if !strings.Contains(got, c.want) {
				t.Errorf("got %q, want %q (%s)", got, c.want, c.why)
			}
		})
	}
}
