// Package carobrute is the oracle for Caro: a full re-scan of the board after
// every move. It is slow on purpose and written to be obviously right,
// sharing nothing with game.Play, so that stress testing can trust it.
package carobrute

import "carokit/problems/caro/game"

// FirstWin returns the first move after which some player has five or more
// in a row (0 if nobody ever does) and how many board cells it read.
//
// After every move it reads all five cells of every window of five that
// fits on the board, in all four directions, without stopping early, so
// reads is exactly t·WindowReads(N), where t is the answer (or K when the
// answer is 0). c must be a valid case, as the caro readers guarantee.
func FirstWin(c *game.Case) (t int, reads int64) {
	n := c.N
	board := make([]int8, n*n) // 0 empty, 1 X, 2 O; row-major, 0-based
	for i, m := range c.Moves {
		t := i + 1
		board[(int(m.R)-1)*n+int(m.C)-1] = int8(game.Mover(t))
		won, r := scan(board, n)
		reads += r
		if won {
			return t, reads
		}
	}
	return 0, reads
}

// scan reads all five cells of every window of five on the board.
func scan(board []int8, n int) (won bool, reads int64) {
	// (dr, dc) steps: →, ↓, ↘, ↙.
	for _, d := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
		dr, dc := d[0], d[1]
		step := dr*n + dc // in the flat board; positive in all four directions
		// The window starting at (r, c) ends at (r+4dr, c+4dc), which must
		// be on the board too.
		for r := 0; r+4*dr < n; r++ {
			for c := max(0, -4*dc); c < n && c+4*dc < n; c++ {
				i := r*n + c
				a, b, x, y, z := board[i], board[i+step], board[i+2*step], board[i+3*step], board[i+4*step]
				reads += game.WinLength
				if a != 0 && a == b && a == x && a == y && a == z {
					won = true
				}
			}
		}
	}
	return won, reads
}

// WindowReads is the number of cells one full scan of an N×N board reads:
// five per window, with N·(N−4) windows in each of the row and column
// directions and (N−4)² in each diagonal direction; 0 when N < 5.
func WindowReads(n int) int64 {
	if n < game.WinLength {
		return 0
	}
	m := int64(n - 4)
	return 5 * (2*int64(n)*m + 2*m*m)
}

// Cost returns FirstWin's reads on c without scanning, given c's answer
// (0: nobody wins): the brute force scans the whole board once per move up
// to the answer, or K times, and every scan costs WindowReads(N).
func Cost(c *game.Case, answer int) int64 {
	t := answer
	if t == 0 {
		t = len(c.Moves)
	}
	return int64(t) * WindowReads(c.N)
}
