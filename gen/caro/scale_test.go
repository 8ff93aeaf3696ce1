package carogen

import (
	"strings"
	"testing"
)

// TestLateWinsAtScale checks the late wins the subtasks need to make slow
// solutions time out: t ≥ 20% of K at N = 300, t ≥ 100 000 at N = 5000.
func TestLateWinsAtScale(t *testing.T) {
	tests := []struct {
		name, kind, args string
		minT             int
	}{
		{"N=300 line at 97%", "line", "--n 300 --k 81000 --at 97% --later 2", 78000},
		{"N=300 mid-fill at the end", "mid-fill", "--n 300 --k 90000 --at end", 89990},
		{"N=300 late-win", "late-win", "--n 300 --k 80000", 76000},
		{"N=5000 late-win", "late-win", "--n 5000 --k 300000 --later 4", 285000},
		{"N=5000 dense block", "dense-block", "--n 5000 --rows 500 --cols 600 --k 300000 --winner o --len 7", 285000},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if raceEnabled && strings.Contains(tc.args, "5000") {
				t.Skip("N = 5000 runs without the race detector")
			}
			out, err := generate(t, tc.kind, words(tc.args)...)
			if err != nil {
				t.Fatal(err)
			}
			_, res := checkGenerated(t, tc.name, out)
			if res.Move < tc.minT {
				t.Fatalf("win at %d, want ≥ %d", res.Move, tc.minT)
			}
		})
	}
}

// TestBigCases runs every kind once at the largest size and checks the
// input with the strict reader and the game.
func TestBigCases(t *testing.T) {
	for _, g := range Kinds() {
		if g.Kind == "tiny" {
			continue
		}
		t.Run(g.Kind, func(t *testing.T) {
			if raceEnabled && g.Kind != "line" && g.Kind != "dense-block" {
				t.Skip("the sparse and the dense path suffice under the race detector")
			}
			args := []string{"--n", "5000", "--k", "300000"}
			if g.Kind == "dense-block" {
				args = append(args, "--rows", "500", "--cols", "600")
			}
			out, err := generate(t, g.Kind, args...)
			if err != nil {
				t.Fatal(err)
			}
			c, res := checkGenerated(t, g.Kind, out)
			if c.N != 5000 || len(c.Moves) != 300000 {
				t.Fatalf("N=%d K=%d", c.N, len(c.Moves))
			}
			if g.Kind != "random" && g.Kind != "full-no-win" && res.Move == 0 {
				t.Fatal("nobody wins")
			}
		})
	}
}
