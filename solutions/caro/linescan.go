package carosol

import "carokit/problems/caro/game"

// lineScan walks, after each move, the four whole lines through the new
// stone from border to border and takes the longest run of the mover's
// colour. All four lines are walked even on the winning move, so reads is
// exactly what lineScanCost computes.
func lineScan(c *game.Case) (t int, reads int64) {
	n := c.N
	board := make([]int8, n*n)
	for i, m := range c.Moves {
		t := i + 1
		p := int8(game.Mover(t))
		r, col := int(m.R)-1, int(m.C)-1
		board[r*n+col] = p
		best := 0
		for _, d := range game.Directions {
			dr, dc := d.Step()
			// Back up to the border, then walk to the other border.
			k := min(back(r, dr, n), back(col, dc, n))
			rr, cc := r-k*dr, col-k*dc
			run := 0
			for rr >= 0 && rr < n && cc >= 0 && cc < n {
				reads++
				if board[rr*n+cc] == p {
					run++
					best = max(best, run)
				} else {
					run = 0
				}
				rr += dr
				cc += dc
			}
		}
		if best >= game.WinLength {
			return t, reads
		}
	}
	return 0, reads
}

// back is how many steps of -d stay on a board of size n from x.
func back(x, d, n int) int {
	switch {
	case d > 0:
		return x
	case d < 0:
		return n - 1 - x
	}
	return n // no limit in this coordinate
}

// lineScanCost is lineScan's reads, in O(t) arithmetic, given the case's
// answer t (0: nobody wins, then t = K): a row and a column of N cells plus
// the two diagonals through each of the first t moves.
func lineScanCost(c *game.Case, answer int) int64 {
	t := answer
	if t == 0 {
		t = len(c.Moves)
	}
	n := c.N
	var reads int64
	for _, m := range c.Moves[:t] {
		r, col := int(m.R), int(m.C)
		diag := n - abs(r-col)
		anti := n - abs(r+col-(n+1))
		reads += int64(2*n + diag + anti)
	}
	return reads
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
