package carogen

import (
	"math/rand/v2"
	"testing"

	carobrute "carokit/brute/caro"
	"carokit/problem"
	"carokit/problems/caro/game"
)

// TestRandomBounds draws stress cases at every growth and checks that
// they are valid, respect the bounds, and that growth 0 stays tiny.
func TestRandomBounds(t *testing.T) {
	tests := []struct {
		name       string
		growth     float64
		maxN, maxK int
		kinds      []string
		wantN      int // every N ≤ wantN
		wantK      int // every K ≤ wantK
	}{
		{"growth 0 is tiny", 0, 5000, 300000, nil, 8, 64},
		{"subtask 1 bounds", 1, 15, 225, nil, 15, 225},
		{"small K bound", 1, 300, 30, nil, 300, 30},
		{"N below five", 1, 4, 16, nil, 4, 16},
		{"planting kinds only", 0.5, 40, 1600, []string{"line", "mid-fill", "long-run", "late-win"}, 40, 1600},
		{"tiny only", 1, 5000, 300000, []string{"tiny"}, 4, 16},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(3, 4))
			draws := 150
			if raceEnabled {
				draws = 40
			}
			for range draws {
				c, err := Random(r, tc.growth, tc.maxN, tc.maxK, tc.kinds)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := game.ReadStrict("stress", c.Text(), game.Limits{MaxN: tc.wantN, MaxK: tc.wantK}); err != nil {
					t.Fatalf("case outside N ≤ %d, K ≤ %d: %v", tc.wantN, tc.wantK, err)
				}
				if c.N <= 20 {
					res, _ := game.Play(c)
					if bt, _ := carobrute.FirstWin(c); bt != res.Move {
						t.Fatalf("brute force %d, game %d", bt, res.Move)
					}
				}
			}
		})
	}
}

// TestRandomGrows checks that sizes grow with growth: at 1 some case is
// well beyond what growth 0 allows.
func TestRandomGrows(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	biggest := 0
	for range 40 {
		c, err := Random(r, 1, 300, 5000, nil)
		if err != nil {
			t.Fatal(err)
		}
		biggest = max(biggest, c.N)
	}
	if biggest <= 100 {
		t.Fatalf("largest N at growth 1 is %d, want some above 100", biggest)
	}
}

// TestRandomDeterministic checks that the same source gives the same cases.
func TestRandomDeterministic(t *testing.T) {
	r1, r2 := rand.New(rand.NewPCG(9, 9)), rand.New(rand.NewPCG(9, 9))
	for range 30 {
		c1, err1 := Random(r1, 0.3, 100, 5000, nil)
		c2, err2 := Random(r2, 0.3, 100, 5000, nil)
		if err1 != nil || err2 != nil || string(c1.Text()) != string(c2.Text()) {
			t.Fatalf("two runs differ (%v, %v)", err1, err2)
		}
	}
}

// TestRandomErrors checks the refusals: no room at all, an unknown kind,
// and kinds that cannot fit the bounds.
func TestRandomErrors(t *testing.T) {
	tests := []struct {
		name       string
		maxN, maxK int
		kinds      []string
	}{
		{"no moves", 10, 0, nil},
		{"no board", 0, 10, nil},
		{"unknown kind", 10, 10, []string{"spiral"}},
		{"a line on a 4x4 board", 4, 16, []string{"line"}},
		{"a line in 5 moves", 15, 5, []string{"line", "long-run"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Random(rand.New(rand.NewPCG(1, 1)), 0.5, tc.maxN, tc.maxK, tc.kinds)
			if !problem.IsParamError(err) {
				t.Fatalf("got %v, want a *problem.ParamError", err)
			}
		})
	}
}
