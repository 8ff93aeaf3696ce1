package carosol

import (
	"carokit/problem"
	"carokit/problems/caro/game"
)

// Mutants returns Caro's family of mutants: the reference (count around
// the new stone) with one plausible contestant bug each. A package's
// strength is which of them its tests kill (problem.Spec.Mutants); where
// each must die is the problem's declaration, as for the wrong solutions.
// Ten of the 18 answer the statement's sample with 10; the sample itself
// kills the others, as it would a contestant's before submitting.
//
// On a parsed case (a package build), the first mutant asked plays the
// game once for every mutant whose bug is in how it sees a win (see
// family), so the family costs about one replay per test, not one each.
func Mutants() []Algorithm {
	out := make([]Algorithm, len(mutants))
	for i := range mutants {
		m := &mutants[i]
		out[i] = Algorithm{
			Name: m.name, Summary: m.summary, Complexity: "O(K)", Role: problem.RoleOther,
			Wrong: true, Misnames: m.misnames,
			Run: func(c *game.Case) (int, int64) {
				t, reads := m.play(c, nil)
				return m.finish(c, t), reads
			},
			runParsed: func(p *Parsed) (int, int64) {
				t, reads := m.play(p.Case, p)
				return m.finish(p.Case, t), reads
			},
		}
	}
	return out
}

// mutant is the reference with one knob turned.
type mutant struct {
	name, summary string
	rule          *rule              // how it sees a win; nil: as the reference
	stride        int                // a fixed row stride of the flat board (its own replay)
	dropLast      bool               // reads only K-1 moves
	answer        func(t, k int) int // what it prints for the first win t (0: none) of k moves
	misnames      bool               // names the other player as the winner
}

// The eight rays from a stone, by index: → ← ↓ ↑ ↘ ↖ ↙ ↗.
var rays = [8][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}}

// rule is how a mutant decides that the stone just placed wins: for each
// line, two rays (-1: none), and 1 + the stones counted on them must
// reach need.
type rule struct {
	need    int
	lines   [][2]int
	maxSide int                // stones looked at per ray, 0 unlimited
	any     bool               // counts stones of either player
	bounds  func(n int) [4]int // the rows and columns a ray may read: rlo, rhi, clo, chi; nil all
	playsOn bool               // plays every move and answers the last win
}

var reference = [][2]int{{0, 1}, {2, 3}, {4, 5}, {6, 7}}

func without(i int) [][2]int {
	out := append([][2]int{}, reference[:i]...)
	return append(out, reference[i+1:]...)
}

func bounded(rlo, rhi, clo, chi int) func(int) [4]int {
	// 0 stands for N.
	return func(n int) [4]int {
		b := [4]int{rlo, rhi, clo, chi}
		for i := range b {
			if b[i] <= 0 {
				b[i] += n
			}
		}
		return b
	}
}

var mutants = []mutant{
	{name: "stop-bottom", summary: "walks never count into row N: while (nr < N)", rule: &rule{bounds: bounded(1, -1, 1, 0)}},
	{name: "stop-top", summary: "walks never count into row 1: while (nr > 1)", rule: &rule{bounds: bounded(2, 0, 1, 0)}},
	{name: "stop-left", summary: "walks never count into column 1: while (nc > 1)", rule: &rule{bounds: bounded(1, 0, 2, 0)}},
	{name: "stop-right", summary: "walks never count into column N: while (nc < N)", rule: &rule{bounds: bounded(1, 0, 1, -1)}},
	{name: "four-wins", summary: "off by one: four in a row already wins, cnt >= 4", rule: &rule{need: 4}},
	{name: "six-needed", summary: "off by one: wants six in a row, cnt > 5", rule: &rule{need: 6}},
	{name: "three-each-side", summary: "looks at most 3 stones away on each side, for (k = 1; k < 4; k++), so an end stone never wins", rule: &rule{maxSide: 3}},
	{name: "stride4096", summary: "a flat board with a fixed row stride of 4096: rows overlap when N > 4096", stride: 4096},
	{name: "no-vertical", summary: "forgets the column direction", rule: &rule{lines: without(1)}},
	{name: "no-diagonal", summary: "forgets the ↘ diagonal", rule: &rule{lines: without(2)}},
	{name: "crossed-diagonals", summary: "pairs ↘ with ↗ and ↙ with ↖: the back half of each diagonal is the other diagonal's",
		rule: &rule{lines: [][2]int{{0, 1}, {2, 3}, {4, 7}, {6, 5}}}},
	{name: "one-side", summary: "counts only forward from the new stone, → ↓ ↘ ↙, never back", rule: &rule{lines: [][2]int{{0, -1}, {2, -1}, {4, -1}, {6, -1}}}},
	{name: "any-colour", summary: "counts stones of either player along the line, not only the mover's", rule: &rule{any: true}},
	{name: "answer-minus-one", summary: "finds the win at move t but prints t-1, its 0-based index", answer: func(t, k int) int { return max(t-1, 0) }},
	{name: "last-win", summary: "plays on after the first win and prints the last winning move", rule: &rule{playsOn: true}},
	{name: "skip-last-move", summary: "reads only K-1 moves: for (i = 1; i < K; i++)", dropLast: true},
	{name: "none-prints-k", summary: "prints K instead of 0 when nobody wins", answer: func(t, k int) int {
		if t == 0 {
			return k
		}
		return t
	}},
	{name: "misnamed-winner", summary: "takes X for the player of even moves: the move is right, the winner's name wrong", misnames: true},
}

func init() {
	for i := range mutants {
		if r := mutants[i].rule; r != nil {
			if r.need == 0 {
				r.need = game.WinLength
			}
			if r.lines == nil {
				r.lines = reference
			}
		}
	}
}

// play returns where m's game stops (its first win as it sees it, 0 for
// none) and the cells it read. A mutant without a rule stops where the
// reference does; with p (a parsed case) both come from what is already
// known of the case.
func (m *mutant) play(c *game.Case, p *Parsed) (int, int64) {
	switch {
	case m.stride > 0 && p != nil && c.N <= m.stride:
		return p.FirstWin(), 0 // rows never overlap: the reference's game
	case m.stride > 0 && p != nil:
		return stridedKnown(c, m.stride, p.FirstWin()), 0
	case m.stride > 0:
		return strided(c, m.stride)
	case m.rule != nil && p != nil:
		return p.familyAnswer(m)
	case m.rule != nil:
		ans, reads := family(c, []*mutant{m})
		return ans[0], reads
	case m.dropLast && p == nil:
		res, reads := game.Play(&game.Case{N: c.N, Moves: c.Moves[:len(c.Moves)-1]})
		return res.Move, reads
	case p != nil:
		return p.FirstWin(), 0
	}
	res, reads := game.Play(c)
	return res.Move, reads
}

// finish turns where the game stops into what m prints.
func (m *mutant) finish(c *game.Case, t int) int {
	if m.dropLast && t == len(c.Moves) {
		t = 0 // its loop never reaches the last move
	}
	if m.answer != nil {
		t = m.answer(t, len(c.Moves))
	}
	return t
}
