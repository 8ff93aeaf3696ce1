package carobrute

import (
	"testing"

	"carokit/problems/caro/game"
)

func moves(cells ...int32) []game.Move {
	var m []game.Move
	for i := 0; i+1 < len(cells); i += 2 {
		m = append(m, game.Move{R: cells[i], C: cells[i+1]})
	}
	return m
}

func TestFirstWin(t *testing.T) {
	for _, tc := range []struct {
		name, reason string
		c            game.Case
		want         int
	}{
		{"sample", "CARO.md: O's ↘ five at move 10", game.Case{N: 7, Moves: moves(4, 4, 3, 4, 4, 3, 4, 5, 4, 2, 5, 6, 4, 1, 6, 7, 5, 4, 2, 3, 5, 5, 1, 2)}, 10},
		{"n1", "one cell, no five", game.Case{N: 1, Moves: moves(1, 1)}, 0},
		{"n4 row", "four in a row is all a 4×4 board allows", game.Case{N: 4, Moves: moves(1, 1, 2, 1, 1, 2, 2, 2, 1, 3, 2, 3, 1, 4)}, 0},
		{"x row", "X fills row 1 of a 5×5 board on move 9", game.Case{N: 5, Moves: moves(1, 1, 3, 1, 1, 2, 3, 2, 1, 3, 3, 3, 1, 4, 3, 4, 1, 5)}, 9},
		{"o column", "O fills column 5; X never has five", game.Case{N: 6, Moves: moves(1, 1, 1, 5, 2, 2, 2, 5, 3, 1, 3, 5, 4, 2, 4, 5, 6, 1, 5, 5)}, 10},
		{"x diagonal", "X on (1,1)..(5,5) ↘", game.Case{N: 5, Moves: moves(3, 3, 1, 2, 1, 1, 1, 3, 5, 5, 1, 4, 2, 2, 5, 1, 4, 4)}, 9},
		{"x anti-diagonal", "X on (1,5)..(5,1) ↙, middle stone last", game.Case{N: 5, Moves: moves(1, 5, 1, 1, 2, 4, 1, 2, 4, 2, 2, 2, 5, 1, 4, 4, 3, 3)}, 9},
		{"six by joining", "X X _ X X X: the 9th move makes six", game.Case{N: 6, Moves: moves(2, 1, 1, 1, 2, 2, 1, 2, 2, 4, 4, 4, 2, 5, 4, 5, 2, 6, 5, 5, 2, 3)}, 11},
		{"no winner", "stones scattered, never five", game.Case{N: 5, Moves: moves(1, 1, 1, 2, 1, 3, 1, 4, 2, 1, 2, 2, 2, 3, 2, 4)}, 0},
	} {
		got, reads := FirstWin(&tc.c)
		if got != tc.want {
			t.Errorf("%s (%s): FirstWin = %d, want %d", tc.name, tc.reason, got, tc.want)
		}
		steps := tc.want
		if steps == 0 {
			steps = len(tc.c.Moves)
		}
		if want := int64(steps) * WindowReads(tc.c.N); reads != want {
			t.Errorf("%s: reads = %d, want %d scans × %d", tc.name, reads, steps, WindowReads(tc.c.N))
		}
		if cost := Cost(&tc.c, answer(&tc.c)); cost != reads {
			t.Errorf("%s: Cost = %d, FirstWin read %d", tc.name, cost, reads)
		}
	}
}

// TestWindowReads counts windows one by one, independently of the formula.
func TestWindowReads(t *testing.T) {
	for n := 1; n <= 20; n++ {
		var windows int64
		for r := 1; r <= n; r++ {
			for c := 1; c <= n; c++ {
				for _, d := range game.Directions {
					dr, dc := d.Step()
					er, ec := r+4*dr, c+4*dc
					if er >= 1 && er <= n && ec >= 1 && ec <= n {
						windows++
					}
				}
			}
		}
		if got := WindowReads(n); got != 5*windows {
			t.Errorf("WindowReads(%d) = %d, want 5 × %d windows", n, got, windows)
		}
	}
}

// drawn15 is a full 15×15 game nobody wins: colour ((c/2)+r) mod 2
// (0-based) never has five in a row, and X's and O's cells alternate.
func drawn15() *game.Case {
	var xs, os []game.Move
	for r := 0; r < 15; r++ {
		for c := 0; c < 15; c++ {
			m := game.Move{R: int32(r + 1), C: int32(c + 1)}
			if (c/2+r)%2 == 0 {
				xs = append(xs, m)
			} else {
				os = append(os, m)
			}
		}
	}
	g := &game.Case{N: 15}
	for i := range xs {
		g.Moves = append(g.Moves, xs[i])
		if i < len(os) {
			g.Moves = append(g.Moves, os[i])
		}
	}
	return g
}

func TestDrawn15(t *testing.T) {
	c := drawn15()
	if t0, reads := FirstWin(c); t0 != 0 || reads != 225*WindowReads(15) {
		t.Errorf("full drawn board: FirstWin = %d after %d reads, want 0 after %d", t0, reads, 225*WindowReads(15))
	}
}

// BenchmarkFirstWin15 is the longest game a stress run gives the oracle.
func BenchmarkFirstWin15(b *testing.B) {
	c := drawn15()
	for b.Loop() {
		FirstWin(c)
	}
}

// answer is where FirstWin stops, from the O(K) rules.
func answer(c *game.Case) int {
	res, _ := game.Play(c)
	return res.Move
}
