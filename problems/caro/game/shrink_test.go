package game

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// The three known wrong solutions of CARO.md, written here against Board so
// that shrinking can be tested without the solutions package.
var wrongSolutions = []struct {
	name  string
	wins  func(b *Board, r, c int, p Player) bool
	wantK int // the smallest case it fails on (moves)
	wantN int // and the smallest board
	why   string
}{
	{
		name: "endpoint",
		wins: func(b *Board, r, c int, p Player) bool {
			for _, d := range Directions {
				dr, dc := d.Step()
				if b.Count(r, c, dr, dc, p) >= 4 || b.Count(r, c, -dr, -dc, p) >= 4 {
					return true
				}
			}
			return false
		},
		wantK: 9, wantN: 5,
		why: "X X _ X X filled last: 5 X stones, 4 O stones, a line of 5",
	},
	{
		name: "exact5",
		wins: func(b *Board, r, c int, p Player) bool {
			for _, d := range Directions {
				dr, dc := d.Step()
				if b.Count(r, c, dr, dc, p)+b.Count(r, c, -dr, -dc, p)+1 == WinLength {
					return true
				}
			}
			return false
		},
		wantK: 11, wantN: 6,
		why: "two runs joined into 6: 6 X stones, 5 O stones, a line of 6",
	},
	{
		name: "noanti",
		wins: func(b *Board, r, c int, p Player) bool {
			for _, d := range []Direction{Horizontal, Vertical, Diagonal} {
				dr, dc := d.Step()
				if b.Count(r, c, dr, dc, p)+b.Count(r, c, -dr, -dc, p)+1 >= WinLength {
					return true
				}
			}
			return false
		},
		wantK: 9, wantN: 5,
		why: "five X stones on a ↙ line and 4 O stones, a 5×5 board",
	},
}

// playWith returns the first move after which wins reports a win.
func playWith(c *Case, wins func(b *Board, r, c int, p Player) bool) int {
	b := NewBoard(c.N)
	for i, m := range c.Moves {
		p := Mover(i + 1)
		b.Place(int(m.R), int(m.C), p)
		if wins(b, int(m.R), int(m.C), p) {
			return i + 1
		}
	}
	return 0
}

// randomCase fills a random N×N board (N in [6, 15]) with up to 200 moves
// in random order, the kind of case a stress run starts from.
func randomCase(r *rand.Rand) *Case {
	n := 6 + r.IntN(10)
	var cells []Move
	for row := 1; row <= n; row++ {
		for col := 1; col <= n; col++ {
			cells = append(cells, Move{int32(row), int32(col)})
		}
	}
	r.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	return &Case{N: n, Moves: cells[:min(200, len(cells))]}
}

// shrinkGreedy is what the stress engine does: keep the first candidate
// that still fails, until none does.
func shrinkGreedy(t *testing.T, c *Case, fails func(*Case) bool) (*Case, int) {
	t.Helper()
	for steps := 0; steps < 100000; steps++ {
		var next *Case
		for _, cand := range ShrinkCandidates(c) {
			if fails(cand) {
				next = cand
				break
			}
		}
		if next == nil {
			return c, steps
		}
		c = next
	}
	t.Fatalf("shrinking did not end after 100000 steps")
	return nil, 0
}

// checkValid fails the test unless c is a valid case.
func checkValid(t *testing.T, c *Case, what string) {
	t.Helper()
	if !shrinkable(c) {
		t.Fatalf("%s is not a valid case: N=%d moves=%v", what, c.N, c.Moves)
	}
}

func TestShrinkReachesMinimum(t *testing.T) {
	const seeds = 8 // distinct random failures per wrong solution
	for _, w := range wrongSolutions {
		t.Run(w.name, func(t *testing.T) {
			fails := func(c *Case) bool {
				res, _ := Play(c)
				return playWith(c, w.wins) != res.Move
			}
			r := rand.New(rand.NewPCG(5, 0))
			for found := 0; found < seeds; {
				c := randomCase(r)
				if !fails(c) {
					continue
				}
				found++
				start := time.Now()
				got, steps := shrinkGreedy(t, c, fails)
				checkValid(t, got, "shrunk case")
				if len(got.Moves) != w.wantK || got.N != w.wantN {
					t.Errorf("from N=%d K=%d: shrunk to N=%d K=%d in %d steps, want N=%d K=%d (%s)\n%s",
						c.N, len(c.Moves), got.N, len(got.Moves), steps, w.wantN, w.wantK, w.why, got.Text())
				}
				t.Logf("N=%d K=%d → N=%d K=%d in %d steps, %v", c.N, len(c.Moves), got.N, len(got.Moves), steps, time.Since(start))
			}
		})
	}
}

func TestShrinkCandidatesValidAndSmaller(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(1, 9).Draw(rt, "n")
		cells := make([]Move, 0, n*n)
		for row := 1; row <= n; row++ {
			for col := 1; col <= n; col++ {
				cells = append(cells, Move{int32(row), int32(col)})
			}
		}
		perm := rapid.Permutation(cells).Draw(rt, "cells")
		k := rapid.IntRange(1, len(perm)).Draw(rt, "k")
		c := &Case{N: n, Moves: perm[:k]}
		before := ShrinkOrder(c)
		text := string(c.Text())
		for i, cand := range ShrinkCandidates(c) {
			if !shrinkable(cand) {
				rt.Fatalf("candidate %d is invalid: N=%d moves=%v", i, cand.N, cand.Moves)
			}
			if after := ShrinkOrder(cand); slices.Compare(after, before) >= 0 {
				rt.Fatalf("candidate %d is not smaller: %v, was %v\n%s", i, after, before, cand.Text())
			}
		}
		if string(c.Text()) != text {
			rt.Fatalf("ShrinkCandidates changed its input")
		}
	})
}

func TestShrinkCandidatesProposals(t *testing.T) {
	sample := &Case{N: 7, Moves: []Move{{4, 4}, {3, 4}, {4, 3}, {4, 5}, {4, 2}, {5, 6}, {4, 1}, {6, 7}, {5, 4}, {2, 3}, {5, 5}, {1, 2}}}
	tests := []struct {
		name string
		c    *Case
		want *Case
		why  string
	}{
		{
			name: "prefix to first win",
			c:    sample,
			want: &Case{N: 7, Moves: sample.Moves[:10]},
			why:  "moves after the first win cannot change the answer",
		},
		{
			name: "translate and cut N",
			c:    &Case{N: 9, Moves: []Move{{3, 4}, {5, 6}, {4, 4}}},
			want: &Case{N: 3, Moves: []Move{{1, 1}, {3, 3}, {2, 1}}},
			why:  "the stones fit a 3×3 board once moved to (1,1)",
		},
		{
			name: "drop the first move",
			c:    &Case{N: 3, Moves: []Move{{1, 1}, {2, 2}, {3, 3}}},
			want: &Case{N: 3, Moves: []Move{{2, 2}, {3, 3}}},
			why:  "swapping colours turns an O win into a shorter X win",
		},
		{
			name: "drop an X and an O, keeping colours",
			c:    &Case{N: 3, Moves: []Move{{1, 1}, {1, 2}, {1, 3}, {2, 1}, {2, 2}}},
			want: &Case{N: 3, Moves: []Move{{1, 1}, {2, 1}, {2, 2}}},
			why:  "dropping (1,3) and (1,2) keeps X on (1,1),(2,2) and O on (2,1)",
		},
		{
			name: "move a stone off the edge",
			c:    &Case{N: 3, Moves: []Move{{1, 1}, {3, 3}}},
			want: &Case{N: 3, Moves: []Move{{1, 1}, {1, 2}}},
			why:  "(3,3) alone makes the board 3 wide",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cands := ShrinkCandidates(tt.c)
			for _, cand := range cands {
				if cand.N == tt.want.N && slices.Equal(cand.Moves, tt.want.Moves) {
					return
				}
			}
			var all []string
			for _, cand := range cands {
				all = append(all, fmt.Sprintf("N=%d %v", cand.N, cand.Moves))
			}
			t.Errorf("no candidate N=%d %v (%s); got:\n%v", tt.want.N, tt.want.Moves, tt.why, all)
		})
	}
}

func TestShrinkCandidatesDeterministic(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	c := randomCase(r)
	c.Moves = c.Moves[:40]
	a, b := ShrinkCandidates(c), ShrinkCandidates(c)
	if len(a) != len(b) || len(a) == 0 {
		t.Fatalf("got %d and %d candidates, want the same non-zero number", len(a), len(b))
	}
	for i := range a {
		if a[i].N != b[i].N || !slices.Equal(a[i].Moves, b[i].Moves) {
			t.Fatalf("candidate %d differs between two calls", i)
		}
	}
}

func TestShrinkCandidatesNone(t *testing.T) {
	tests := []struct {
		name string
		c    *Case
		why  string
	}{
		{"single stone at (1,1)", &Case{N: 1, Moves: []Move{{1, 1}}}, "already the smallest case"},
		{"repeated cell", &Case{N: 3, Moves: []Move{{1, 1}, {1, 1}}}, "invalid input gets no candidates"},
		{"off the board", &Case{N: 3, Moves: []Move{{4, 1}}}, "invalid input gets no candidates"},
		{"no moves", &Case{N: 3}, "K ≥ 1 is required"},
		{"nil", nil, "nothing to shrink"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ShrinkCandidates(tt.c); len(got) != 0 {
				t.Errorf("got %d candidates, want none (%s)", len(got), tt.why)
			}
		})
	}
}

// BenchmarkShrinkCandidates measures one call on the largest case of the
// statement and on a small spread-out one (where stones get moved).
func BenchmarkShrinkCandidates(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	spread := func(n, k int) *Case {
		c := &Case{N: n}
		seen := map[Move]bool{}
		for len(c.Moves) < k {
			m := Move{int32(1 + r.IntN(n)), int32(1 + r.IntN(n))}
			if !seen[m] {
				seen[m] = true
				c.Moves = append(c.Moves, m)
			}
		}
		return c
	}
	for _, bc := range []struct {
		name string
		c    *Case
	}{
		{"N=5000 K=300000", spread(5000, 300000)},
		{"N=5000 K=64", spread(5000, 64)},
		{"N=15 K=200", spread(15, 200)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var n int
			for b.Loop() {
				n = len(ShrinkCandidates(bc.c))
			}
			b.ReportMetric(float64(n), "candidates")
		})
	}
}
