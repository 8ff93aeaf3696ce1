// Package carogen holds the Caro test generators: one entry per kind in the
// table of Kinds, each turning its parameters and a seed into a case and
// the win planted in it (a line of a given direction and length, its
// last stone at an end, in the middle or against the border, at a chosen
// move), checked against caro.Play before it is returned. Random draws
// small-to-large cases from the same kinds for stress testing.
//
// The cases are built on a background that never holds five in a row (a
// period-4 colouring, see pattern), so that the planted line is the only
// possible win until its last stone, wherever the move order puts it.
package carogen

import (
	"hash/fnv"
	"math/rand/v2"
	"strconv"

	"carokit/problem"
)

// kind is one generator before it is wrapped for the engine.
type kind struct {
	name    string
	summary string
	params  []problem.Param
	make    func(a problem.Args, r *rand.Rand) (*built, error)
}

// kinds is the table of generator kinds, in the order `carokit gen
// --list` shows them. A new kind is one entry here.
var kinds = []kind{
	{"line", "a plain five in a chosen direction, completed at one end",
		[]problem.Param{pN, pK, pFill, pDir, pWinner, pAt, pLater},
		plantKind{pos: "end", hasLater: true}.make},
	{"mid-fill", "a five completed by a stone in its middle (X _ X X X, X X _ X X, X X X _ X)",
		[]problem.Param{pN, pK, pFill, pDir, {Name: "gap", Default: "random", Usage: "index 1..3 of the winning stone in the five, or random"}, pWinner, pAt, pLater},
		plantKind{pos: "gap", hasLater: true}.make},
	{"long-run", "a stone joining two runs into exactly 6 or 7 in a row",
		[]problem.Param{pN, pK, pFill, pDir, {Name: "len", Default: "random", Usage: "length of the run: 6, 7 or random"}, pPos, pWinner, pAt, pLater},
		plantKind{lens: []int{6, 7}, pos: "param", hasLater: true}.make},
	{"edge-win", "a winning line against the border or in a corner",
		[]problem.Param{pN, pK, pFill, {Name: "edge", Default: "random", Usage: "top, bottom, left, right, corner or random"}, pDir, pLen5,
			{Name: "pos", Default: "border", Usage: "which stone wins: border (one on that border, the corner cell for corner), a 0-based index, end, mid or random"},
			pWinner, pAt, pLater},
		plantKind{lens: []int{5, 6, 7}, pos: "border", edge: true, hasLater: true}.make},
	{"late-win", "a win after at least 95% of the moves, with later fives of both players after it",
		[]problem.Param{pN, pK, pFill, pDir, pLen5, pPos, pWinner,
			{Name: "at", Default: "97%", Usage: `the winning move t ≥ 95% of K: a number, a percentage of K ("97%"), end or random`},
			{Name: "later", Default: "2", Usage: "how many fives (alternately O and X) are completed after the win"}},
		plantKind{lens: []int{5, 6, 7}, pos: "param", late: true, hasLater: true}.make},
	{"last-move-win", "a win on exactly move K (X when K is odd, O when even)",
		[]problem.Param{pN, pK, pFill, pDir, pLen5, pPos, pWinner},
		plantKind{lens: []int{5, 6, 7}, pos: "param", last: true}.make},
	{"dense-block", "stones packed into a rows×cols block, no five until a planted late win (or none)",
		[]problem.Param{{Name: "n", Default: "300", Usage: "board size N (1..5000)"},
			{Name: "rows", Default: "200", Usage: "block height"}, {Name: "cols", Default: "240", Usage: "block width"},
			{Name: "row0", Default: "random", Usage: "block's first row: a number, random or centre"},
			{Name: "col0", Default: "random", Usage: "block's first column: a number, random or centre"},
			{Name: "k", Default: "auto", Usage: `number of moves, at most rows·cols; "auto" leaves 1% of the block empty`},
			pDir, pLen5, pPos, {Name: "winner", Default: "random", Usage: "who wins: x, o, random or none"},
			{Name: "at", Default: "97%", Usage: `the winning move t: a number, a percentage of K ("97%"), end or random`}, pLater},
		plantKind{lens: []int{5, 6, 7}, pos: "param", block: true, hasLater: true}.make},
	{"full-no-win", "the whole board (or a block of K cells) completely filled, nobody wins",
		[]problem.Param{pN, {Name: "k", Default: "auto", Usage: `number of moves; "auto" = min(N², 300000): the whole board when it fits`},
			{Name: "rows", Default: "auto", Usage: "block height, or auto (square-ish)"}, {Name: "cols", Default: "auto", Usage: "block width, or auto"},
			{Name: "row0", Default: "random", Usage: "block's first row: a number, random or centre"},
			{Name: "col0", Default: "random", Usage: "block's first column: a number, random or centre"}},
		makeFullNoWin},
	{"random", "distinct cells drawn uniformly; the answer is whatever the game gives",
		[]problem.Param{pN, {Name: "k", Default: "random", Usage: "number of moves ≤ min(N², 300000), or random"}},
		makeRandom},
	{"tiny", "a board of N < 5 (nobody can win), randomly filled",
		[]problem.Param{{Name: "n", Default: "random", Usage: "board size 1..4, or random"}, {Name: "k", Default: "random", Usage: "number of moves ≤ N², or random"}},
		makeTiny},
}

// Kinds returns every generator kind, in the order `carokit gen --list`
// shows them.
func Kinds() []problem.Generator {
	out := make([]problem.Generator, len(kinds))
	for i, k := range kinds {
		out[i] = problem.Generator{Kind: k.name, Summary: k.summary, Params: k.params, Generate: k.generate}
	}
	return out
}

// generate runs the kind from its own seeded source: the seed and a
// constant of the kind, so two kinds with one seed differ.
func (k kind) generate(a problem.Args) (problem.Generated, error) {
	b, err := k.make(a, k.source(a.Seed))
	if err != nil {
		return problem.Generated{}, err
	}
	return problem.Generated{
		Input:  b.c.Text(),
		Answer: append(strconv.AppendInt(nil, int64(b.res.Move), 10), '\n'),
		Facts:  b.facts,
	}, nil
}

func (k kind) source(seed uint64) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(k.name))
	return rand.New(rand.NewPCG(seed, h.Sum64()))
}
