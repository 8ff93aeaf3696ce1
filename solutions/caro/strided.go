package carosol

import (
	"sync"

	"carokit/problems/caro/game"
)

// strided plays c as a contestant whose flat board has a fixed row
// stride: cell (r, c) is (r-1)·stride + c-1, so when N > stride the end
// of a row shares cells with the start of the next, and a stone placed
// there overwrites (and is read as) the other. Walks check 1..N. The
// board is two bits per cell (5 MB at N = 5000), kept between runs.
func strided(c *game.Case, stride int) (int, int64) {
	n := c.N
	words := ((n-1)*stride+n)/32 + 1
	cells, _ := stridedBoards.Get().([]uint64)
	if len(cells) != words {
		cells = make([]uint64, words)
	}
	t, reads := playStrided(c, cells, stride)
	placed := c.Moves
	if t > 0 {
		placed = c.Moves[:t]
	}
	for _, mv := range placed {
		i := (int(mv.R)-1)*stride + int(mv.C) - 1
		cells[i>>5] &^= 3 << (uint(i) & 31 * 2)
	}
	stridedBoards.Put(cells)
	return t, reads
}

// stridedBoards keeps strided's boards between runs.
var stridedBoards sync.Pool

// playStrided is strided's game on cells.
func playStrided(c *game.Case, cells []uint64, stride int) (int, int64) {
	n := c.N
	var reads int64
	at := func(r, col int) game.Player {
		i := (r-1)*stride + col - 1
		return game.Player(cells[i>>5] >> (uint(i) & 31 * 2) & 3)
	}
	for i, mv := range c.Moves {
		t := i + 1
		p := game.Mover(t)
		r, col := int(mv.R), int(mv.C)
		j := (r-1)*stride + col - 1
		sh := uint(j) & 31 * 2
		cells[j>>5] = cells[j>>5]&^(3<<sh) | uint64(p)<<sh
		for _, l := range reference {
			run := 1
			for _, d := range l {
				dr, dc := rays[d][0], rays[d][1]
				for nr, nc := r+dr, col+dc; nr >= 1 && nr <= n && nc >= 1 && nc <= n; nr, nc = nr+dr, nc+dc {
					reads++
					if at(nr, nc) != p {
						break
					}
					run++
				}
			}
			if run >= game.WinLength {
				return t, reads
			}
		}
	}
	return 0, reads
}

// stridedKnown is strided's answer on a case whose first win (the
// reference's, 0: none) is known, without most of strided's walks. A
// strided board differs from the real one only on cells that share a key
// with another cell of the board: columns c with c+stride <= N or
// c-stride >= 1. Before the first win, each side of each line through
// the new stone holds at most WinLength-2 stones of the mover, so every
// walk reads at most WinLength-1 cells away from it; a move whose
// column lies farther than that from every shared column therefore reads
// exactly what the real board holds, and, like the reference, sees no
// win. Only the other moves, and every move from the first win on, walk
// the strided board (kept in full: a walk may read any cell). The
// answer is strided's; the cells read are not counted (a package build,
// the only caller, does not use a mutant's work).
func stridedKnown(c *game.Case, stride, firstWin int) int {
	n := c.N
	words := ((n-1)*stride+n)/32 + 1
	cells, _ := stridedBoards.Get().([]uint64)
	if len(cells) != words {
		cells = make([]uint64, words)
	}
	// Columns lo..hi read the real board from every cell within
	// WinLength-1 of them.
	lo, hi := n-stride+game.WinLength, stride-game.WinLength+1
	ans := 0
	for i, mv := range c.Moves {
		t := i + 1
		p := uint64(game.Mover(t))
		r, col := int(mv.R), int(mv.C)
		j := (r-1)*stride + col - 1
		sh := uint(j) & 31 * 2
		cells[j>>5] = cells[j>>5]&^(3<<sh) | p<<sh
		if (t < firstWin || firstWin == 0) && col >= lo && col <= hi {
			continue
		}
		if stridedWins(cells, stride, n, r, col, p) {
			ans = t
			break
		}
	}
	placed := c.Moves
	if ans > 0 {
		placed = c.Moves[:ans]
	}
	for _, mv := range placed {
		i := (int(mv.R)-1)*stride + int(mv.C) - 1
		cells[i>>5] &^= 3 << (uint(i) & 31 * 2)
	}
	stridedBoards.Put(cells)
	return ans
}

// stridedWins reports whether the stone of p just placed at (r, col)
// wins on the strided board cells, walking as playStrided does.
func stridedWins(cells []uint64, stride, n, r, col int, p uint64) bool {
	for _, l := range reference {
		run := 1
		for _, d := range l {
			dr, dc := rays[d][0], rays[d][1]
			step := dr*stride + dc
			j := (r-1)*stride + col - 1
			for nr, nc := r+dr, col+dc; nr >= 1 && nr <= n && nc >= 1 && nc <= n; nr, nc = nr+dr, nc+dc {
				j += step
				if cells[j>>5]>>(uint(j)&31*2)&3 != p {
					break
				}
				run++
			}
		}
		if run >= game.WinLength {
			return true
		}
	}
	return false
}
