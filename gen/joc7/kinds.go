package joc7

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"carokit/problem"
	"carokit/problems/joc7/game"
)

// Samples are the statement's examples, by name; the adapter and the
// "sample" kind share them.
var Samples = map[string]string{
	"c1": "1\n4 4\n16 13 15 9 10 1 5 2 6 14 3 7 11 4 8 12\n1 2 3 4 5 6 7 8 12 11 10 9 13 14 15 16\n1 5 9 6 2 7 3 8 4 10 11 12 13 14 15 16\n1 2 3 4 8 7 6 5 12 11 10 9 16 15 14 13\n",
	"c2": "2\n4 4\n16 13 15 9 10 1 5 2 6 14 3 7 11 4 8 12\n1 2 3 4 5 6 7 8 12 11 10 9 13 14 15 16\n1 5 9 6 2 7 3 8 4 10 11 12 13 14 15 16\n1 2 3 4 8 7 6 5 12 11 10 9 16 15 14 13\n",
}

// Kinds is Joc 7's generator table.
func Kinds() []problem.Generator {
	return []problem.Generator{
		{Kind: "example", Summary: "a statement example: c1 or c2", Params: []problem.Param{{Name: "name", Default: "c1", Usage: "c1 or c2"}}, Generate: sample},
		{Kind: "lines", Summary: "round j plants a win on line from+j (mod 2N + 6), by the starter or the other player in turn, at a random or the last possible mark",
			Params: []problem.Param{
				{Name: "c", Default: "1", Usage: "query type"}, {Name: "n", Default: "5", Usage: "board side"}, {Name: "k", Default: "25", Usage: "rounds"},
				{Name: "from", Default: "0", Usage: "first line id (rows, columns, then the six diagonals)"},
				{Name: "at", Default: "random", Usage: "winning mark: random, first or last (the latest mark that player can win at)"},
				{Name: "nowin", Default: "0", Usage: "rounds among them, every (k/nowin)th, nobody wins (a full board)"},
				{Name: "playon", Default: "0", Usage: "1: in the first round won, the other player completes a line after the win (what a program that plays on sees)"},
			}, Generate: lines},
		{Kind: "maxround", Summary: "one round won at its latest mark (the largest count, not in the last won round), the others early, the last ones nobody's",
			Params: []problem.Param{
				{Name: "c", Default: "2", Usage: "query type"}, {Name: "n", Default: "6", Usage: "board side"}, {Name: "k", Default: "10", Usage: "rounds"},
				{Name: "big", Default: "2", Usage: "the round with the largest count (1-based)"},
				{Name: "line", Default: "-1", Usage: "its winning line id (-1: random)"},
				{Name: "nowin", Default: "0", Usage: "the last rounds nobody wins"},
				{Name: "trap", Default: "0", Usage: "1: the loser owns the secondary diagonal but its centre (odd N, a line through the centre)"},
			}, Generate: maxRound},
	}
}

func sample(a problem.Args) (problem.Generated, error) {
	in, ok := Samples[a.String("name")]
	if !ok {
		return problem.Generated{}, &problem.ParamError{Msg: fmt.Sprintf("example: no example %q (c1 or c2)", a.String("name"))}
	}
	return problem.Generated{Input: []byte(in)}, nil
}

func sizes(a problem.Args) (c, n, k int, err error) {
	if c, err = a.Int("c", 1, 2); err != nil {
		return
	}
	if n, err = a.Int("n", game.MinN, game.MaxN); err != nil {
		return
	}
	k, err = a.Int("k", 1, game.MaxK)
	return
}

func lines(a problem.Args) (problem.Generated, error) {
	c, n, k, err := sizes(a)
	if err != nil {
		return problem.Generated{}, err
	}
	from, err := a.Int("from", 0, game.LineCount(n)-1)
	if err != nil {
		return problem.Generated{}, err
	}
	nowin, err := a.Int("nowin", 0, k-1)
	if err != nil {
		return problem.Generated{}, err
	}
	at := a.String("at")
	if at != "random" && at != "first" && at != "last" {
		return problem.Generated{}, &problem.ParamError{Msg: fmt.Sprintf("lines: --at %q is not random, first or last", at)}
	}
	on, err := a.Int("playon", 0, 1)
	if err != nil {
		return problem.Generated{}, err
	}
	r := rand.New(rand.NewPCG(a.Seed, 7))
	cs := &game.Case{C: c, N: n}
	facts := map[string]string{}
	for i := 0; i < k; i++ {
		var round []int
		if nowin > 0 && i%(k/nowin) == k/nowin-1 && i/(k/nowin) < nowin {
			round, err = noWin(r, n, i)
		} else {
			l := (from + i) % game.LineCount(n)
			p := game.Starter(i)
			if (i/2)%2 == 1 {
				p = 3 - p // every (starter, winner) pair, two rounds each in turn
			}
			round, err = plantRound(r, n, i, p, l, at)
			if err == nil && on == 1 && facts["playon"] == "" {
				round = playOn(n, i, round)
				facts["playon"] = strconv.Itoa(i + 1) // the round played on
			}
		}
		if err != nil {
			return problem.Generated{}, fmt.Errorf("lines: round %d: %w", i+1, err)
		}
		cs.Rounds = append(cs.Rounds, round)
	}
	return finish(cs, facts)
}

// plantRound plants a win of p on line l, at the mark at asks for.
func plantRound(r *rand.Rand, n, i, p, l int, at string) ([]int, error) {
	switch at {
	case "first":
		return plantWin(r, n, i, p, l, 0, nil, nil)
	case "last":
		return plantWin(r, n, i, p, l, -1, nil, nil)
	}
	// A random mark of p's between the earliest and the latest.
	lo, hi := markRange(n, i, p, game.LineLen(n, l))
	t := lo + 2*r.IntN((hi-lo)/2+1)
	return plantWin(r, n, i, p, l, t, nil, nil)
}

// markRange is the earliest and latest mark at which p can complete a
// line of length cells in round i.
func markRange(n, i, p, length int) (lo, hi int) {
	cnt := 0
	for m := 0; m < n*n; m++ {
		if game.Mover(i, m) == p {
			cnt++
			if cnt == length {
				lo = m + 1
			}
			hi = m + 1
		}
	}
	return lo, hi
}

// maxRound: round big is won at the latest mark on line (random when
// negative), the others at their earliest marks on random lines, and the
// last nowin rounds have no winner (full boards: work for a slow
// solution). The largest count is in round big alone, so a solution that
// misses its win or misreads its starter changes the C = 2 answer. With
// trap, the other player owns the secondary diagonal but its centre
// (odd N), which the winner owns: see trapSecond.
func maxRound(a problem.Args) (problem.Generated, error) {
	c, n, k, err := sizes(a)
	if err != nil {
		return problem.Generated{}, err
	}
	big, err := a.Int("big", 1, k)
	if err != nil {
		return problem.Generated{}, err
	}
	nowin, err := a.Int("nowin", 0, k-1)
	if err != nil {
		return problem.Generated{}, err
	}
	line, err := a.Int("line", -1, game.LineCount(n)-1)
	if err != nil {
		return problem.Generated{}, err
	}
	trap := a.String("trap") == "1"
	r := rand.New(rand.NewPCG(a.Seed, 8))
	cs := &game.Case{C: c, N: n}
	for i := 0; i < k; i++ {
		var round []int
		p := game.Starter(i)
		l := r.IntN(game.LineCount(n))
		switch {
		case i == big-1:
			if line >= 0 {
				l = line
			}
			var pFirst, qFirst []int
			if trap {
				if pFirst, qFirst, err = trapSecond(n, l); err != nil {
					return problem.Generated{}, err
				}
			}
			round, err = plantWin(r, n, i, p, l, -1, pFirst, qFirst)
		case i >= k-nowin:
			round, err = noWin(r, n, i)
		default:
			round, err = plantRound(r, n, i, p, l, "first")
		}
		if err != nil {
			return problem.Generated{}, fmt.Errorf("maxround: round %d: %w", i+1, err)
		}
		cs.Rounds = append(cs.Rounds, round)
	}
	return finish(cs, map[string]string{})
}

// trapSecond is the trap for a solution that leaves the centre out of
// the secondary diagonal: the loser owns the diagonal's other N - 1
// cells, the winner its centre, on a line through the centre (the centre
// row or column, or the main diagonal), which is the only kind of line
// that crosses the diagonal nowhere else.
func trapSecond(n, l int) (pFirst, qFirst []int, err error) {
	centre := n*n/2 + 1
	mid := n / 2
	if n%2 == 0 || (l != mid && l != n+mid && l != 2*n+game.Main) {
		return nil, nil, &problem.ParamError{Msg: fmt.Sprintf("maxround: --trap needs odd N and --line through the centre (%d, %d or %d)", mid, n+mid, 2*n+game.Main)}
	}
	for _, v := range game.LineCells(n, 2*n+game.Second) {
		if v != centre {
			qFirst = append(qFirst, v)
		}
	}
	return nil, qFirst, nil
}

// finish verifies a case's promise, writes its facts and its answer.
func finish(cs *game.Case, facts map[string]string) (problem.Generated, error) {
	res := game.Results(cs)
	won := 0
	for _, x := range res {
		if x.Winner != game.None {
			won++
		}
	}
	if won == 0 {
		return problem.Generated{}, fmt.Errorf("no round has a winner")
	}
	facts["won"] = strconv.Itoa(won)
	facts["rounds"] = strconv.Itoa(len(cs.Rounds))
	return problem.Generated{Input: cs.Text(), Answer: game.Format(cs.C, res), Facts: facts}, nil
}
