package carosol

import (
	"testing"

	"carokit/problems/caro/game"

	"pgregory.net/rapid"
)

// sharedSame fails unless every solution of the shared replay, and every
// mutant told that only some are live, answers c on a parsed case exactly
// as it does alone (answer and reads for the solutions, whose reads are
// the package's pinned work; answer for the mutants).
func sharedSame(t interface {
	Helper()
	Fatalf(string, ...any)
}, c *game.Case, liveEvery int, fold bool) {
	t.Helper()
	p := &Parsed{Case: c}
	for _, a := range All() {
		if a.runParsed == nil {
			continue
		}
		wt, wr := a.Run(c)
		gt, gr := a.runParsed(p)
		if gt != wt || gr != wr {
			t.Fatalf("%s: shared replay gives move %d after %d reads, alone %d after %d, on %q", a.Name, gt, gr, wt, wr, c.Text())
		}
	}
	q := &Parsed{Case: c}
	q.knowAnswer(answer(c))
	var live []string
	for i, m := range mutants {
		if i%liveEvery == 0 {
			live = append(live, m.name)
		}
	}
	q.LiveMutants(live)
	if fold {
		runShared(sharedFast)(q) // the reference's replay plays the live family too
	}
	for i, m := range Mutants() {
		if i%liveEvery != 0 {
			continue
		}
		want, _ := m.Run(c)
		if got, _ := m.runParsed(q); got != want {
			t.Fatalf("mutant %s, live with every %dth (folded: %v): %d on the parsed case, %d alone, on %q", m.Name, liveEvery, fold, got, want, c.Text())
		}
	}
}

// TestSharedReplayRandom: on random small games (runs of six and seven
// included now and then), the shared replay and the live-mutant hint
// change nothing.
func TestSharedReplayRandom(t *testing.T) {
	raiseChecks(t, 2000)
	rapid.Check(t, func(t *rapid.T) {
		sharedSame(t, genCase(t), rapid.IntRange(1, 5).Draw(t, "liveEvery"), rapid.Bool().Draw(t, "fold"))
	})
}

// TestSharedReplayCases: the hand-made cases, built to make each wrong
// solution fail (joins into six and seven, gaps, borders), through the
// shared replay.
func TestSharedReplayCases(t *testing.T) {
	for _, fc := range loadCases(t) {
		t.Run(fc.name, func(t *testing.T) {
			// Every 5th mutant: any-colour (index 12) is not live.
			for _, every := range []int{1, 2, 3, 5} {
				sharedSame(t, fc.c, every, false)
				sharedSame(t, fc.c, every, true)
			}
		})
	}
}
