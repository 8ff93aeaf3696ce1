package havsol

import "carokit/problems/havannah/hex"

// wrong returns HAVANNAH.md's list of mistakes, one variant each.
func wrong() []variant {
	cornerEdge := base("corneredge", "wrong: a corner also counts as a cell of its two edges")
	cornerEdge.mask = func(s int, c hex.Cell) uint16 {
		if k := hex.Corner(s, c); k >= 0 {
			return 1<<k | 1<<(6+k) | 1<<(6+(k+5)%6)
		}
		return cellMask(s, c)
	}

	anyLoop := base("anyloop", "wrong: every move that joins a group to itself closes a ring")
	anyLoop.ring = func(_ *play, _ hex.Cell, a *[6]int32) bool {
		for i := range a {
			for j := i + 1; j < 6; j++ {
				if a[i] >= 0 && a[i] == a[j] {
					return true
				}
			}
		}
		return false
	}

	sixRing := base("sixring", "wrong: only sees rings of six stones around one empty cell")
	sixRing.ring = func(p *play, m hex.Cell, a *[6]int32) bool {
		for d, dir := range hex.Dirs {
			if e := (hex.Cell{X: m.X + dir.X, Y: m.Y + dir.Y}); a[d] == -1 && p.surrounded(e) {
				return true
			}
		}
		return false
	}

	boardGame := base("boardgame", "wrong: the board game's rule, a loop around stones is a ring too")
	boardGame.ring = func(p *play, m hex.Cell, a *[6]int32) bool {
		if circularRing(a) || p.surrounded(m) {
			return true
		}
		for d, dir := range hex.Dirs {
			if a[d] >= 0 && p.surrounded(hex.Cell{X: m.X + dir.X, Y: m.Y + dir.Y}) {
				return true
			}
		}
		return false
	}

	oneKind := base("onekind", "wrong: names only the first structure a move completes")
	oneKind.firstKindOnly = true

	lateWin := base("latewin", "wrong: plays every move and reports the last winning one")
	lateWin.lastWin = true

	square := base("square", "wrong: takes the board for the (2S−1)² square, so its edges are x, y = 1 or 2S−1 only")
	square.mask = func(s int, c hex.Cell) uint16 {
		if k := hex.Corner(s, c); k >= 0 {
			return 1 << k
		}
		n := 2*s - 1
		for e, on := range [6]bool{c.X == 1, false, c.Y == n, c.X == n, false, c.Y == 1} {
			if on {
				return 1 << (6 + e)
			}
		}
		return 0
	}
	return []variant{cornerEdge, anyLoop, sixRing, boardGame, oneKind, lateWin, square}
}

// mutants returns small plausible slips in the reference.
func mutants() []variant {
	dirSwapped := base("m-dir-swapped", "mutant: (x+1, y−1) for (x+1, y+1) in the neighbour table")
	dirSwapped.dirs[1] = hex.Cell{X: 1, Y: -1}

	dirOrder := base("m-dir-order", "mutant: the neighbour table out of circular order (two entries swapped)")
	dirOrder.dirs[1], dirOrder.dirs[2] = dirOrder.dirs[2], dirOrder.dirs[1]

	cornerShift := base("m-corner-shift", "mutant: the corner (1,S) taken as (1,S−1)")
	cornerShift.mask = func(s int, c hex.Cell) uint16 {
		switch c {
		case hex.Cell{X: 1, Y: s - 1}:
			return 1 << 1
		case hex.Cell{X: 1, Y: s}:
			return 1 << 6 // then an ordinary cell of edge 0
		}
		return cellMask(s, c)
	}

	edgeFirst := base("m-edge-first", "mutant: the edge test before the corner test, so corners count as edge cells only")
	edgeFirst.mask = func(s int, c hex.Cell) uint16 {
		n := 2*s - 1
		for e, on := range [6]bool{c.X == 1, c.Y-c.X == s-1, c.Y == n, c.X == n, c.X-c.Y == s-1, c.Y == 1} {
			if on {
				return 1 << (6 + e)
			}
		}
		return 0
	}

	forkTwo := base("m-fork-two", "mutant: a fork at two edges")
	forkTwo.forkMin = 2

	bridgeThree := base("m-bridge-three", "mutant: a bridge at three corners")
	bridgeThree.bridgeMin = 3

	oneArc := base("m-ring-one-arc", "mutant: a ring when either arc (not both) holds an empty position")
	oneArc.ring = func(_ *play, _ hex.Cell, a *[6]int32) bool {
		for i := 0; i < 6; i++ {
			for j := i + 2; j < 6; j++ {
				if a[i] >= 0 && a[i] == a[j] && (emptyIn(a, i, j) || emptyIn(a, j, i+6)) {
					return true
				}
			}
		}
		return false
	}

	offBoardStone := base("m-ring-offboard-stone", "mutant: positions off the board do not count as empty in the ring test")
	offBoardStone.ring = func(_ *play, _ hex.Cell, a *[6]int32) bool {
		b := *a
		for i := range b {
			if b[i] == -2 {
				b[i] = 1<<30 + int32(i) // a stone of a group of its own
			}
		}
		return circularRing(&b)
	}

	firstMask := base("m-first-mask", "mutant: a union keeps the corner/edge mask of the first group only")
	firstMask.firstMaskOnly = true

	diagEdge := base("m-diag-edge", "mutant: the edge y − x = S−1 written y − x = S")
	diagEdge.mask = func(s int, c hex.Cell) uint16 {
		if hex.Edge(s, c) == 1 {
			return 0
		}
		return cellMask(s, c)
	}
	return []variant{dirSwapped, dirOrder, cornerShift, edgeFirst, forkTwo, bridgeThree, oneArc, offBoardStone, firstMask, diagEdge}
}
