package game

import "slices"

// Bounds on the work one ShrinkCandidates call does. Shrinking is greedy and
// asks again after every accepted step, so the fine-grained steps only need
// to exist once the case is small; on a huge case the coarse ones (shorter
// prefixes, big chunks) come first and are what gets accepted.
const (
	// shrinkMoveBudget caps the moves copied into candidates by one call.
	shrinkMoveBudget = 1 << 21
	// shrinkMaxPairs is the most (X, O) pairs proposed for removal; with
	// more, adjacent pairs (the size-2 chunks) have to do.
	shrinkMaxPairs = 1024
	// shrinkMaxStonesMoved is the largest K for which single stones are
	// moved: geometry only matters once the moves are nearly minimal.
	shrinkMaxStonesMoved = 64
	// shrinkScanCells caps the cells looked at per stone for a new place.
	shrinkScanCells = 1024
	// shrinkTargetsPerStone is how many new places are proposed per stone.
	shrinkTargetsPerStone = 2
)

// ShrinkCandidates proposes smaller valid variants of c, most aggressive
// first, for greedy shrinking of a failing case: the caller keeps the first
// candidate that still fails and asks again.
//
// Every candidate is a valid case (1 ≤ N, 1 ≤ K ≤ N², distinct cells in
// range) and strictly smaller than c in the order (K, N, side of the
// stones' bounding square, stones on its edges, sum of coordinates), so
// repeated shrinking always ends. The proposals, in order:
//   - translate the stones toward (1,1) and cut N to the largest coordinate;
//   - prefixes: up to the first win (what follows it cannot matter), K/4,
//     K/2, 3K/4 and K−1 moves;
//   - drop a chunk of an even number of consecutive moves (later moves keep
//     their colours), big chunks first;
//   - drop one X move and one O move, each player keeping the order of its
//     remaining stones;
//   - drop the first move, which swaps the colours of all later moves (an
//     O win becomes an X win, one move shorter);
//   - move one stone to a free cell that shrinks the stones' bounding
//     square, takes a stone off its edge, or lies closer to (1,1).
//
// An invalid c (as a lenient reader may return) gets no candidates.
func ShrinkCandidates(c *Case) []*Case {
	if c == nil || !shrinkable(c) {
		return nil
	}
	s := &shrinker{c: c, budget: shrinkMoveBudget}
	s.normalize()
	s.prefixes()
	sizeTwo := s.chunks()
	s.pairs(sizeTwo)
	s.dropFirst()
	s.stoneMoves()
	return s.out
}

// shrinkable reports whether c is a valid case, so that Play can run on it
// and every candidate built from it stays valid.
func shrinkable(c *Case) bool {
	k := len(c.Moves)
	if c.N < 1 || k < 1 || int64(k) > int64(c.N)*int64(c.N) {
		return false
	}
	seen := make(map[Move]struct{}, k)
	for _, m := range c.Moves {
		if m.R < 1 || m.C < 1 || int(m.R) > c.N || int(m.C) > c.N {
			return false
		}
		if _, dup := seen[m]; dup {
			return false
		}
		seen[m] = struct{}{}
	}
	return true
}

type shrinker struct {
	c      *Case
	out    []*Case
	budget int // moves that may still be copied
}

// add proposes a case with n and the moves given; it reports false once
// the copy budget is spent.
func (s *shrinker) add(n int, moves []Move) bool {
	if len(moves) > s.budget {
		s.budget = 0
		return false
	}
	s.budget -= len(moves)
	s.out = append(s.out, &Case{N: n, Moves: moves})
	return true
}

// without returns c's moves minus the half-open range [i, j).
func (s *shrinker) without(i, j int) []Move {
	m := s.c.Moves
	out := make([]Move, 0, len(m)-(j-i))
	out = append(out, m[:i]...)
	return append(out, m[j:]...)
}

// box is the bounding rectangle of some stones.
type box struct{ minR, maxR, minC, maxC int }

func boxOf(moves []Move) box {
	b := box{minR: int(moves[0].R), maxR: int(moves[0].R), minC: int(moves[0].C), maxC: int(moves[0].C)}
	for _, m := range moves[1:] {
		b.minR = min(b.minR, int(m.R))
		b.maxR = max(b.maxR, int(m.R))
		b.minC = min(b.minC, int(m.C))
		b.maxC = max(b.maxC, int(m.C))
	}
	return b
}

func (b box) height() int { return b.maxR - b.minR + 1 }
func (b box) width() int  { return b.maxC - b.minC + 1 }
func (b box) side() int   { return max(b.height(), b.width()) }

// onEdge reports whether (r, c) lies on an edge of b that decides its side:
// the top or bottom row when b is at least as tall as wide, the first or
// last column when it is at least as wide as tall. Emptying such an edge
// is what lets N shrink.
func (b box) onEdge(r, c int) bool {
	side := b.side()
	if b.height() == side && (r == b.minR || r == b.maxR) {
		return true
	}
	return b.width() == side && (c == b.minC || c == b.maxC)
}

// normalize translates the stones so that the smallest row and column are
// 1 and cuts N to the largest coordinate; failing that (a bug may depend
// on where the border is), it cuts N alone.
func (s *shrinker) normalize() {
	b := boxOf(s.c.Moves)
	dr, dc := int32(b.minR-1), int32(b.minC-1)
	if n := b.side(); dr > 0 || dc > 0 || n < s.c.N {
		moves := make([]Move, len(s.c.Moves))
		for i, m := range s.c.Moves {
			moves[i] = Move{m.R - dr, m.C - dc}
		}
		s.add(n, moves)
	}
	if n := max(b.maxR, b.maxC); n < s.c.N && (dr > 0 || dc > 0) {
		s.add(n, slices.Clone(s.c.Moves))
	}
}

// prefixes proposes keeping only the first moves, shortest first.
func (s *shrinker) prefixes() {
	k := len(s.c.Moves)
	res, _ := Play(s.c)
	lengths := []int{res.Move, k / 4, k / 2, 3 * k / 4, k - 1}
	slices.Sort(lengths)
	lengths = slices.Compact(lengths)
	for _, p := range lengths {
		if p >= 1 && p < k && !s.add(s.c.N, slices.Clone(s.c.Moves[:p])) {
			return
		}
	}
}

// chunks proposes dropping runs of an even number of consecutive moves,
// halving the size each round (overlapping by half a chunk, so a run that
// straddles two aligned chunks is still caught). It reports whether every
// adjacent pair was proposed.
func (s *shrinker) chunks() (sizeTwo bool) {
	k := len(s.c.Moves)
	for size := k / 2 &^ 1; size >= 2; size = size / 2 &^ 1 {
		step := max(1, size/2)
		for i := 0; i+size <= k; i += step {
			if !s.add(s.c.N, s.without(i, i+size)) {
				return false
			}
		}
		if size == 2 {
			return true
		}
	}
	return false
}

// pairs proposes dropping one X move and one O move. The remaining stones
// of each player keep their order and are interleaved again from X, so
// every stone keeps its colour.
func (s *shrinker) pairs(skipAdjacent bool) {
	var xs, os []int
	for i := range s.c.Moves {
		if i%2 == 0 {
			xs = append(xs, i)
		} else {
			os = append(os, i)
		}
	}
	if len(s.c.Moves) < 3 || len(xs)*len(os) > shrinkMaxPairs {
		return
	}
	for _, x := range xs {
		for _, o := range os {
			if skipAdjacent && (x-o == 1 || o-x == 1) {
				continue // a size-2 chunk already dropped these two
			}
			if !s.add(s.c.N, s.interleaveWithout(xs, os, x, o)) {
				return
			}
		}
	}
}

func (s *shrinker) interleaveWithout(xs, os []int, x, o int) []Move {
	out := make([]Move, 0, len(s.c.Moves)-2)
	i, j := 0, 0
	for turn := 0; len(out) < len(s.c.Moves)-2; turn++ {
		if turn%2 == 0 {
			if xs[i] == x {
				i++
			}
			out = append(out, s.c.Moves[xs[i]])
			i++
		} else {
			if os[j] == o {
				j++
			}
			out = append(out, s.c.Moves[os[j]])
			j++
		}
	}
	return out
}

// dropFirst proposes dropping the first move: the colours of all later
// moves swap, which turns a minimal O win (X needs as many stones as O)
// into a shorter X win.
func (s *shrinker) dropFirst() {
	if len(s.c.Moves) >= 2 {
		s.add(s.c.N, slices.Clone(s.c.Moves[1:]))
	}
}

// ShrinkOrder is the well-founded order every shrink candidate of c
// decreases, compared lexicographically: K, N, the side of the stones'
// bounding square, the stones on its edges, the sum of their coordinates.
// Without it greedy shrinking could cycle.
func ShrinkOrder(c *Case) []int64 {
	m := measureOf(c.Moves)
	return []int64{int64(len(c.Moves)), int64(c.N), int64(m.side), int64(m.edge), int64(m.sum)}
}

// measure orders cases of the same K and N for stone moves.
type measure struct{ side, edge, sum int }

func (a measure) less(b measure) bool {
	if a.side != b.side {
		return a.side < b.side
	}
	if a.edge != b.edge {
		return a.edge < b.edge
	}
	return a.sum < b.sum
}

func measureOf(moves []Move) measure {
	b := boxOf(moves)
	m := measure{side: b.side()}
	for _, mv := range moves {
		if b.onEdge(int(mv.R), int(mv.C)) {
			m.edge++
		}
		m.sum += int(mv.R) + int(mv.C)
	}
	return m
}

// stoneMoves proposes moving one stone to a free cell inside the stones'
// bounding rectangle, when that makes the case smaller by measure: the
// bounding square shrinks (so the next normalization cuts N), fewer stones
// sit on its deciding edges (so it can shrink later), or the stones move
// toward (1,1). For each stone the cells nearest the rectangle's top-left
// corner are tried first; the proposals are sorted by the measure reached.
func (s *shrinker) stoneMoves() {
	k := len(s.c.Moves)
	if k > shrinkMaxStonesMoved {
		return
	}
	moves := slices.Clone(s.c.Moves)
	occupied := make(map[Move]struct{}, k)
	for _, m := range moves {
		occupied[m] = struct{}{}
	}
	base := measureOf(moves)
	b := boxOf(moves)
	type proposal struct {
		m     measure
		moves []Move
	}
	var props []proposal
	for i, from := range s.c.Moves {
		found, looked := 0, 0
	scan:
		for d := 0; d <= b.height()+b.width()-2; d++ {
			for dr := max(0, d-b.width()+1); dr <= min(d, b.height()-1); dr++ {
				to := Move{int32(b.minR + dr), int32(b.minC + d - dr)}
				if looked++; looked > shrinkScanCells {
					break scan
				}
				if _, taken := occupied[to]; taken {
					continue
				}
				moves[i] = to
				if m := measureOf(moves); m.less(base) {
					props = append(props, proposal{m, slices.Clone(moves)})
					if found++; found == shrinkTargetsPerStone {
						moves[i] = from
						break scan
					}
				}
				moves[i] = from
			}
		}
	}
	slices.SortStableFunc(props, func(p, q proposal) int {
		switch {
		case p.m.less(q.m):
			return -1
		case q.m.less(p.m):
			return 1
		}
		return 0
	})
	for _, p := range props {
		if !s.add(s.c.N, p.moves) {
			return
		}
	}
}
