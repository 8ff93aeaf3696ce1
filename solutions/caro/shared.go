package carosol

import (
	"sync"

	"carokit/problems/caro/game"
)

// The reference and the three known wrong solutions differ only in what
// they make of the runs of the mover's stones around the new one, and
// each reads the board in a way that these runs determine. On a parsed
// case (a package build, a stress comparison) they therefore share one
// replay: after each move it measures the eight runs once, and derives
// from them each solution's verdict and the cells that solution would
// have read, until every one of them has stopped. Answers and work are
// exactly those of fast, endpoint, exact5 and noAnti run apart (the
// package's manifest pins them).

// The solutions of the shared replay, by index.
const (
	sharedFast = iota
	sharedEndpoint
	sharedExact5
	sharedNoAnti
	sharedCount
)

// stop is where one solution's game stops (0: it sees no win) and the
// cells it read.
type stop struct {
	t     int
	reads int64
}

// sharedReplay is what the shared replay found on a parsed case.
type sharedReplay struct {
	once  sync.Once
	stops [sharedCount]stop
}

// runShared returns a runParsed for solution k of the shared replay.
// When the engine has said which mutants are live (LiveMutants), the
// replay also plays those whose bug is in how they see a win (family),
// in place of the family's own two replays: it goes on after the
// solutions have stopped only while one of them plays, and to the end
// when one plays on (most tests' wins come late, so that end is short).
func runShared(k int) func(p *Parsed) (int, int64) {
	return func(p *Parsed) (int, int64) {
		p.shared.once.Do(func() {
			if p.live == nil {
				p.shared.stops, _ = replayShared(p.Case, nil)
				return
			}
			first, onward := liveFamily(p, 0), liveFamily(p, 1)
			stops, fam := replayShared(p.Case, append(first, onward...))
			p.shared.stops = stops
			p.family[0].once.Do(func() { p.family[0].set(first, fam.ans[:len(first)], fam.reads) })
			p.family[1].once.Do(func() { p.family[1].set(onward, fam.ans[len(first):], fam.reads) })
		})
		s := p.shared.stops[k]
		return s.t, s.reads
	}
}

// familyRun is what a replay found for a family of mutants: each one's
// stop. Its reads stay 0: the engine that names the live mutants (a
// package build) does not use their work.
type familyRun struct {
	ans     []int
	reads   int64
	playing int  // those that stop at their first win and have not yet
	onward  bool // one plays on to the last move
	// anyColour: one counts the stones of either player (rule.any).
	anyColour bool
}

func (f *familyRun) busy() bool { return f.playing > 0 || f.onward }

// replayShared plays c once for the four solutions and the mutants ms
// (see family).
func replayShared(c *game.Case, ms []*mutant) ([sharedCount]stop, familyRun) {
	g := getGrid(c.N)
	var out [sharedCount]stop
	fam := familyRun{ans: make([]int, len(ms))}
	for _, m := range ms {
		if m.rule.playsOn {
			fam.onward = true
		} else {
			fam.playing++
		}
		fam.anyColour = fam.anyColour || m.rule.any
	}
	done, placed := 0, 0
	for i, mv := range c.Moves {
		t := i + 1
		p := int8(game.Mover(t))
		at := int(mv.R)*g.w + int(mv.C)
		g.put(at, p)
		placed = t
		var runs [8]int
		for d, e := range eight {
			step := e[0]*g.w + e[1]
			k := 0
			for j := at + step; g.has(j, p); j += step {
				k++
			}
			runs[d] = k
		}
		for k := range out {
			if out[k].t != 0 {
				continue
			}
			reads, won := sharedVerdict(k, &runs)
			out[k].reads += reads
			if won {
				out[k].t = t
				done++
			}
		}
		if fam.busy() {
			fam.move(g, ms, at, int(mv.R), int(mv.C), t, c.N, &runs)
		}
		if done == sharedCount && !fam.busy() {
			break
		}
	}
	putGrid(g, c.Moves[:placed])
	return out, fam
}

// move is family's step for the stone just placed at cell at = (r, c),
// runs being its same-colour runs: the rays' counts of familyBoard.readRays
// (up to six cells, stopping at the first empty one), then each playing
// mutant's verdict. Only a mutant that counts either colour needs the
// stones of both (all); without one, the same-colour counts stand in for
// them in the filter, which stays exact: every other rule needs at least
// three of the mover's stones on two rays.
func (f *familyRun) move(g *grid, ms []*mutant, at, r, c, t, n int, runs *[8]int) {
	var ry rayCounts
	for d, e := range eight {
		same := min(runs[d], 6)
		all := same
		if f.anyColour {
			step := e[0]*g.w + e[1]
			for j := at + (all+1)*step; all < 6 && (g.has(j, 1) || g.has(j, 2)); j += step {
				all++
			}
		}
		ry.same[d], ry.all[d] = same, all
	}
	if !ry.anyRunOf(3) {
		return
	}
	for j, m := range ms {
		on := m.rule.playsOn
		if (f.ans[j] != 0 && !on) || !m.rule.wins(&ry, n, r, c) {
			continue
		}
		if f.ans[j] == 0 && !on {
			f.playing--
		}
		f.ans[j] = t
	}
}

// sharedVerdict is what solution k reads and decides after a move whose
// new stone has runs[d] of the mover's stones next to it along each ray
// of eight (a walk along ray d reads runs[d] stones and the cell after).
// Rays 2q and 2q+1 are the two halves of game.Directions[q].
func sharedVerdict(k int, runs *[8]int) (int64, bool) {
	var reads int64
	switch k {
	case sharedEndpoint:
		// Four cells at most along each ray, in order, until a ray
		// holds four.
		for _, n := range runs {
			reads += int64(min(n+1, 4))
			if n >= 4 {
				return reads, true
			}
		}
		return reads, false
	case sharedNoAnti:
		return pairs(runs, 3, func(n int) bool { return n >= game.WinLength })
	case sharedExact5:
		return pairs(runs, 4, func(n int) bool { return n == game.WinLength })
	}
	return pairs(runs, 4, func(n int) bool { return n >= game.WinLength })
}

// pairs walks both halves of the first dirs directions in order, as
// counting around the new stone does, until wins accepts a line's length.
func pairs(runs *[8]int, dirs int, wins func(n int) bool) (int64, bool) {
	var reads int64
	for q := range dirs {
		f, b := runs[2*q], runs[2*q+1]
		reads += int64(f + b + 2)
		if wins(f + b + 1) {
			return reads, true
		}
	}
	return reads, false
}
