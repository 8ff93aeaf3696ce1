package joc7

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problems/joc7/game"
)

// TestPlayOn: lines --playon 1 keeps every round's result (so the
// answer) and, in the first round won, makes the other player complete a
// line after the win, last: what a program that plays on after a win
// sees. Without it the same seed makes the same case but that round.
func TestPlayOn(t *testing.T) {
	kinds := Kinds()
	g := &kinds[slices.IndexFunc(kinds, func(g problem.Generator) bool { return g.Kind == "lines" })]
	for _, tc := range []struct {
		name string
		args string
	}{
		{"a large board, wins at random marks, full boards among them", "--c 1 --n 100 --k 25 --from 7 --at random --nowin 5"},
		{"the earliest wins leave the most marks after them", "--c 2 --n 9 --k 6 --from 0 --at first"},
		{"a small odd board", "--c 1 --n 5 --k 4 --from 3 --at random"},
	} {
		gen := func(playon string) (*game.Case, map[string]string) {
			a, err := g.ParseArgs(append(strings.Fields(tc.args), "--playon", playon))
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			out, err := g.Generate(a.WithSeed(3))
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			c, err := game.ReadStrict("case", out.Input)
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			return c, out.Facts
		}
		plain, _ := gen("0")
		on, facts := gen("1")
		at, err := strconv.Atoi(facts["playon"])
		if err != nil || at < 1 {
			t.Errorf("%s: facts %v name no round played on", tc.name, facts)
			continue
		}
		for i := range on.Rounds {
			res, was := game.Play(on.N, i, on.Rounds[i]), game.Play(plain.N, i, plain.Rounds[i])
			switch {
			case res != was:
				t.Errorf("%s: round %d: %+v, without --playon %+v", tc.name, i+1, res, was)
			case i == at-1 && lastWinner(on.N, i, on.Rounds[i]) != 3-res.Winner:
				t.Errorf("%s: round %d, won by %d, is not won last by the other player", tc.name, i+1, res.Winner)
			case i != at-1 && !slices.Equal(on.Rounds[i], plain.Rounds[i]):
				t.Errorf("%s: round %d changed, only round %d may", tc.name, i+1, at)
			}
		}
	}
}
