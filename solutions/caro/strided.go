package carosol

import (
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
	cells := boards.Get(words)
	t, reads := playStrided(c, cells, stride)
	placed := c.Moves
	if t > 0 {
		placed = c.Moves[:t]
	}
	for _, mv := range placed {
		i := (int(mv.R)-1)*stride + int(mv.C) - 1
		cells[i>>5] &^= 3 << (uint(i) & 31 * 2)
	}
	boards.Put(cells)
	return t, reads
}

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
// reference's, 0: none) is known, without most of strided's work.
//
// A strided board differs from the real one only on cells that share a
// key with another cell of the board: columns c with c+stride <= N or
// c-stride >= 1. A walk needs to read at most WinLength-1 cells on each
// side (one more cannot change whether the line holds WinLength), so a
// move whose column lies farther than that from every shared column
// (lo..hi) reads what the real board holds and sees what the reference
// sees: no win before the first win, a win on it. Only the other moves
// walk the strided board, and their walks read only the columns below wlo
// or above whi: only stones there are placed on it. If the mutant misses
// the first win, the rest of the board is placed and every later move
// walks. The answer is strided's; the cells read are not counted (a
// package build, the only caller, does not use a mutant's work).
func stridedKnown(c *game.Case, stride, firstWin int) int {
	n := c.N
	sb := getStridedBoard(n, stride)
	lo, hi := n-stride+game.WinLength, stride-game.WinLength+1
	wlo, whi := lo+game.WinLength-1, hi-game.WinLength+1
	ans, full := 0, false
	var touched uint64
	for i, mv := range c.Moves {
		if i%touchAhead == 0 {
			touched ^= sb.touch(c.Moves[min(i+touchAhead, len(c.Moves)):min(i+2*touchAhead, len(c.Moves))], wlo, whi)
		}
		t := i + 1
		r, col := int(mv.R), int(mv.C)
		if full || col < wlo || col > whi {
			sb.put(r, col, game.Mover(t))
		}
		switch safe := col >= lo && col <= hi; {
		case !full && t != firstWin && safe:
			continue // the reference's verdict: no win
		case !full && t == firstWin && safe:
			ans = t
		case sb.wins(r, col, game.Mover(t)):
			ans = t
		case !full && t == firstWin:
			full = true // missed the first win: the real board from now on
			for j, m := range c.Moves[:t] {
				if int(m.C) >= wlo && int(m.C) <= whi {
					sb.put(int(m.R), int(m.C), game.Mover(j+1))
				}
			}
		}
		if ans != 0 {
			break
		}
	}
	placed := c.Moves
	if ans > 0 {
		placed = c.Moves[:ans]
	}
	sb.release(placed, full, wlo, whi)
	sb.touched = touched
	return ans
}

// stridedBoard is a strided board of two bits per cell, for a game on an
// n×n board.
type stridedBoard struct {
	n, stride int
	cells     []uint64
	touched   uint64 // what the reads ahead found (unused)
}

func getStridedBoard(n, stride int) *stridedBoard {
	words := ((n-1)*stride+n)/32 + 1
	return &stridedBoard{n: n, stride: stride, cells: boards.Get(words)}
}

// touch reads the words of the moves ms outside columns wlo..whi, as
// tiledBoard.touch does.
func (sb *stridedBoard) touch(ms []game.Move, wlo, whi int) uint64 {
	var x uint64
	for _, mv := range ms {
		if col := int(mv.C); col < wlo || col > whi {
			// The rows above and below too: a walk reads them first.
			j := (int(mv.R)-1)*sb.stride + col - 1
			x ^= sb.cells[j>>5] ^ sb.cells[max(j-sb.stride, 0)>>5] ^ sb.cells[min(j+sb.stride, len(sb.cells)*32-1)>>5]
		}
	}
	return x
}

// release empties the cells of the moves placed (all of them when full,
// else only those outside columns wlo..whi) and keeps the board.
func (sb *stridedBoard) release(placed []game.Move, full bool, wlo, whi int) {
	if len(placed)*8 >= len(sb.cells) {
		clear(sb.cells)
		placed = nil
	}
	for _, mv := range placed {
		if col := int(mv.C); full || col < wlo || col > whi {
			i := (int(mv.R)-1)*sb.stride + col - 1
			sb.cells[i>>5] &^= 3 << (uint(i) & 31 * 2)
		}
	}
	boards.Put(sb.cells)
}

func (sb *stridedBoard) put(r, col int, p game.Player) {
	j := (r-1)*sb.stride + col - 1
	sh := uint(j) & 31 * 2
	sb.cells[j>>5] = sb.cells[j>>5]&^(3<<sh) | uint64(p)<<sh
}

// wins reports whether p's stone at (r, col) makes WinLength in a row
// on the strided board, walking as playStrided does but never more than
// WinLength-1 cells on a side.
func (sb *stridedBoard) wins(r, col int, p game.Player) bool {
	n, cells, want := sb.n, sb.cells, uint64(p)
	at := (r-1)*sb.stride + col - 1
	for _, l := range reference {
		run := 1
		for _, d := range l {
			dr, dc := rays[d][0], rays[d][1]
			j, step := at, dr*sb.stride+dc
			nr, nc := r+dr, col+dc
			for k := 1; k < game.WinLength && nr >= 1 && nr <= n && nc >= 1 && nc <= n; k++ {
				j += step
				if cells[j>>5]>>(uint(j)&31*2)&3 != want {
					break
				}
				run++
				nr, nc = nr+dr, nc+dc
			}
		}
		if run >= game.WinLength {
			return true
		}
	}
	return false
}
