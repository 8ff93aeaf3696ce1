package carosol

import (
	"sync"

	"carokit/problems/caro/game"
)

// family replays c once for the mutants ms, which all differ from the
// reference only in their rule: after each move it reads the eight rays
// from the new stone once (up to the first empty cell, at most six
// cells: no rule needs more) and asks every mutant still playing whether
// it sees a win there. It returns each mutant's stop (0: none) and the
// cells read.
func family(c *game.Case, ms []*mutant) ([]int, int64) {
	b := getFamilyBoard(c.N)
	ans := make([]int, len(ms))
	playing := len(ms)
	var reads int64
	var placed int
	for i, mv := range c.Moves {
		t := i + 1
		p := game.Mover(t)
		r, col := int(mv.R), int(mv.C)
		b.put(r, col, p)
		placed = t
		var ry rayCounts
		reads += b.readRays(r, col, p, &ry)
		if !ry.anyRunOf(3) {
			continue // no rule sees a win with fewer than 4 stones
		}
		for j, m := range ms {
			if (ans[j] != 0 && !m.rule.playsOn) || !m.rule.wins(&ry, c.N, r, col) {
				continue
			}
			if ans[j] == 0 && !m.rule.playsOn {
				playing--
			}
			ans[j] = t
		}
		if playing == 0 {
			break
		}
	}
	b.release(c.Moves[:placed])
	return ans, reads
}

// rayCounts are, for each of the eight rays from the new stone, how many
// of the mover's stones follow it (same) and how many stones of either
// player (all), up to six.
type rayCounts struct {
	same, all [8]int
}

// anyRunOf reports whether two rays hold at least k stones together: if
// not, no rule sees 1 + k + 1 in a row.
func (ry *rayCounts) anyRunOf(k int) bool {
	a, b := 0, 0
	for _, v := range ry.all {
		if v > a {
			a, b = v, a
		} else if v > b {
			b = v
		}
	}
	return a+b >= k
}

// wins reports whether the rule sees a win through the stone at (r, c)
// of an n×n board.
func (ru *rule) wins(ry *rayCounts, n, r, c int) bool {
	var lim [4]int
	if ru.bounds != nil {
		lim = ru.bounds(n)
	}
	return ru.winsIn(ry, &lim, r, c)
}

// winsIn is wins with the rule's bounds already computed (lim, unused
// when the rule has none).
func (ru *rule) winsIn(ry *rayCounts, lim *[4]int, r, c int) bool {
	counts := &ry.same
	if ru.any {
		counts = &ry.all
	}
	side := func(d int) int {
		if d < 0 {
			return 0
		}
		k := counts[d]
		if ru.maxSide > 0 {
			k = min(k, ru.maxSide)
		}
		if ru.bounds != nil {
			k = min(k, room(r, rays[d][0], lim[0], lim[1]), room(c, rays[d][1], lim[2], lim[3]))
		}
		return k
	}
	for _, l := range ru.lines {
		if 1+side(l[0])+side(l[1]) >= ru.need {
			return true
		}
	}
	return false
}

// room is how many steps of d from x stay within [lo, hi]: none when x
// itself is outside and d does not move it (a row walk on a row it may
// not read).
func room(x, d, lo, hi int) int {
	switch {
	case d > 0:
		return max(hi-x, 0)
	case d < 0:
		return max(x-lo, 0)
	case x < lo || x > hi:
		return 0
	}
	return 6
}

// familyBoard is the replay's board: two bits per cell (0 empty, or the
// player) so that one memory read gives a cell whatever its colour, with
// a one-cell empty border.
type familyBoard struct {
	n, w  int
	cells []uint64
}

func getFamilyBoard(n int) *familyBoard {
	w := n + 2
	return &familyBoard{n: n, w: w, cells: boards.Get(w*w/32 + 1)}
}

func (b *familyBoard) release(placed []game.Move) {
	for _, m := range placed {
		i := int(m.R)*b.w + int(m.C)
		b.cells[i>>5] &^= 3 << (uint(i) & 31 * 2)
	}
	boards.Put(b.cells)
}

func (b *familyBoard) put(r, c int, p game.Player) {
	i := r*b.w + c
	b.cells[i>>5] |= uint64(p) << (uint(i) & 31 * 2)
}

func (b *familyBoard) at(i int) game.Player {
	return game.Player(b.cells[i>>5] >> (uint(i) & 31 * 2) & 3)
}

// readRays fills ry for p's stone at (r, c) and returns the cells read.
func (b *familyBoard) readRays(r, c int, p game.Player, ry *rayCounts) int64 {
	var reads int64
	at := r*b.w + c
	for d, s := range rays {
		step := s[0]*b.w + s[1]
		same, all := 0, 0
		for k := 1; k <= 6; k++ {
			reads++
			v := b.at(at + k*step)
			if v == game.None {
				break
			}
			all++
			if v == p && same == k-1 {
				same++
			}
		}
		ry.same[d], ry.all[d] = same, all
	}
	return reads
}

// familyAnswer is m's stop on p, from one replay of every rule mutant of
// its group the first time one is asked (of the live ones only, when the
// engine said which: the replay stops once they have all stopped). The mutants that play on to the
// last move replay apart: the others stop at their first win, and the
// engine stops asking for a mutant once a test has killed it.
func (p *Parsed) familyAnswer(m *mutant) (int, int64) {
	g := 0
	if m.rule.playsOn {
		g = 1
	}
	if p.live != nil && !p.live[m.name] {
		ans, reads := family(p.Case, []*mutant{m}) // not hinted: alone
		return ans[0], reads
	}
	f := &p.family[g]
	f.once.Do(func() {
		ms := liveFamily(p, g)
		ans, reads := family(p.Case, ms)
		f.set(ms, ans, reads)
	})
	if t, ok := f.answers[m]; ok {
		return t, f.reads
	}
	ans, reads := family(p.Case, []*mutant{m}) // not in the replay (hinted later): alone
	return ans[0], reads
}

// liveFamily lists the rule mutants of group g (1: those that play on)
// that are live on p (all of them when the engine did not say).
func liveFamily(p *Parsed, g int) []*mutant {
	var ms []*mutant
	for i := range mutants {
		if r := mutants[i].rule; r != nil && r.playsOn == (g == 1) && (p.live == nil || p.live[mutants[i].name]) {
			ms = append(ms, &mutants[i])
		}
	}
	return ms
}

// set records a replay's stops ans of the mutants ms.
func (f *replayed) set(ms []*mutant, ans []int, reads int64) {
	f.answers = make(map[*mutant]int, len(ms))
	for j, m := range ms {
		f.answers[m] = ans[j]
	}
	f.reads = reads
}

// replayed is what one replay found for a group of mutants.
type replayed struct {
	once    sync.Once
	answers map[*mutant]int
	reads   int64
}
