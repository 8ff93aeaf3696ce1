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
	lims    [][4]int // each mutant's rows and columns (rule.bounds), once
	reads   int64
	playing int  // those that stop at their first win and have not yet
	onward  bool // one plays on to the last move
	// anyColour: how many of those still asked count the stones of
	// either player (rule.any); only they need the stones of both.
	anyColour int
	touched   uint64 // what the replay's reads ahead found (unused)
}

func (f *familyRun) busy() bool { return f.playing > 0 || f.onward }

// newFamilyRun prepares the replay of the mutants ms on an n-board.
func newFamilyRun(ms []*mutant, n int) familyRun {
	f := familyRun{ans: make([]int, len(ms)), lims: make([][4]int, len(ms))}
	for j, m := range ms {
		if m.rule.playsOn {
			f.onward = true
		} else {
			f.playing++
		}
		if m.rule.any {
			f.anyColour++
		}
		if m.rule.bounds != nil {
			f.lims[j] = m.rule.bounds(n)
		}
	}
	return f
}

// replayShared plays c once for the four solutions and the mutants ms
// (see family).
func replayShared(c *game.Case, ms []*mutant) ([sharedCount]stop, familyRun) {
	b := getTiledBoard(c.N)
	var out [sharedCount]stop
	fam := newFamilyRun(ms, c.N)
	done, placed := 0, 0
	var touched uint64
	for i, mv := range c.Moves {
		if i%touchAhead == 0 {
			touched ^= b.touch(c.Moves[min(i+touchAhead, len(c.Moves)):min(i+2*touchAhead, len(c.Moves))])
		}
		t := i + 1
		p := int8(game.Mover(t))
		r, col := int(mv.R), int(mv.C)
		b.put(r, col, p)
		placed = t
		var runs [8]int
		if b.alone(r, col, p) {
			sharedQuiet(&out, &runs)
			if fam.anyColour > 0 {
				fam.move(b, ms, r, col, t, &runs)
			}
		} else {
			for d, e := range eight {
				runs[d] = b.run(r, col, e[0], e[1], p)
			}
			done += sharedStep(&out, &runs, t)
			if fam.busy() {
				fam.move(b, ms, r, col, t, &runs)
			}
		}
		if done == sharedCount && !fam.busy() {
			break
		}
	}
	b.release(c.Moves[:placed])
	fam.touched = touched
	return out, fam
}

// move is family's step for the stone just placed at (r, c), runs being
// its same-colour runs: the rays' counts of familyBoard.readRays (up to
// six cells, stopping at the first empty one), then each playing
// mutant's verdict. Only a mutant that counts either colour needs the
// stones of both (all); without one, the same-colour counts stand in for
// them (so once those have stopped, only the same-colour runs are read).
// A mutant is asked only when its two longest rays could make its
// line (every line is at most two rays, and a side never counts more than
// its ray holds), which is exact and spares most moves of a dense board.
func (f *familyRun) move(b *tiledBoard, ms []*mutant, r, c, t int, runs *[8]int) {
	var ry rayCounts
	for d, e := range eight {
		same := min(runs[d], 6)
		all := same
		if f.anyColour > 0 {
			for nr, nc := r+(all+1)*e[0], c+(all+1)*e[1]; all < 6 && b.at(nr, nc) != 0; nr, nc = nr+e[0], nc+e[1] {
				all++
			}
		}
		ry.same[d], ry.all[d] = same, all
	}
	sameTop, allTop := topTwo(&ry.same), 0
	if f.anyColour > 0 {
		allTop = topTwo(&ry.all)
	}
	if max(sameTop, allTop) < 3 {
		return // no rule sees a win with fewer than 4 stones
	}
	for j, m := range ms {
		on := m.rule.playsOn
		if f.ans[j] != 0 && !on {
			continue
		}
		top := sameTop
		if m.rule.any {
			top = allTop
		}
		if 1+top < m.rule.need || !m.rule.winsIn(&ry, &f.lims[j], r, c) {
			continue
		}
		if f.ans[j] == 0 && !on {
			f.playing--
			if m.rule.any {
				f.anyColour--
			}
		}
		f.ans[j] = t
	}
}

// topTwo is the sum of the two largest counts.
func topTwo(v *[8]int) int {
	a, b := 0, 0
	for _, x := range v {
		if x > a {
			a, b = x, a
		} else if x > b {
			b = x
		}
	}
	return a + b
}

// sharedStep adds to each solution still playing what it reads after a
// move whose runs are runs, records the move t as its stop if it wins
// there, and returns how many stopped.
func sharedStep(out *[sharedCount]stop, runs *[8]int, t int) int {
	done := 0
	for k := range out {
		if out[k].t != 0 {
			continue
		}
		reads, won := sharedVerdict(k, runs)
		out[k].reads += reads
		if won {
			out[k].t = t
			done++
		}
	}
	return done
}

// sharedQuiet is sharedStep after a move with no stone of the mover's
// next to it (all runs 0), the commonest move of a sparse board: nobody
// wins, and each solution reads one cell on each ray it walks (as
// sharedVerdict counts them: two per direction, one per ray).
func sharedQuiet(out *[sharedCount]stop, runs *[8]int) {
	for k := range out {
		if out[k].t == 0 {
			reads := int64(8)
			if k == sharedNoAnti {
				reads = 6
			}
			out[k].reads += reads
		}
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
