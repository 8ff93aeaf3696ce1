package carogen

import (
	"strconv"
	"strings"
	"testing"
)

// TestFullBoards covers the boards the reference package names: a full
// 4×4 and a full 15×15 without a winner, and full boards with a win on
// the very last move, where no stone can be left out to fix the colours.
func TestFullBoards(t *testing.T) {
	tests := []struct {
		name, kind, args string
		n, k             int
	}{
		{"full 4x4", "full-no-win", "--n 4", 4, 16},
		{"full 5x5", "full-no-win", "--n 5", 5, 25},
		{"full 15x15", "full-no-win", "--n 15", 15, 225},
		{"full 300x300", "full-no-win", "--n 300", 300, 90000},
		{"500x600 block on 5000", "full-no-win", "--n 5000 --rows 500 --cols 600", 5000, 300000},
		{"full 5x5, last move wins", "last-move-win", "--n 5 --k 25", 5, 25},
		{"full 15x15, last move wins on ↙", "last-move-win", "--n 15 --k 225 --dir a", 15, 225},
		{"full 6x6, a 6-run at the end", "last-move-win", "--n 6 --k 36 --len 6", 6, 36},
		{"full 15x15 block, late win", "dense-block", "--n 15 --rows 15 --cols 15 --k 225", 15, 225},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if raceEnabled && tc.n > 300 {
				t.Skip("N = 5000 runs without the race detector")
			}
			for seed := range 5 {
				out, err := generate(t, tc.kind, append(words(tc.args), "--seed", strconv.Itoa(seed))...)
				if err != nil {
					t.Fatal(err)
				}
				c, _ := checkGenerated(t, tc.name, out)
				if c.N != tc.n || len(c.Moves) != tc.k {
					t.Fatalf("N=%d K=%d, want N=%d K=%d", c.N, len(c.Moves), tc.n, tc.k)
				}
				if tc.n > 15 && (seed > 0 || raceEnabled) {
					break // one is enough for the large ones
				}
			}
		})
	}
}

// TestPlantedShapes pins down the wins the reference package needs, one
// per shape, each checked for its exact line.
func TestPlantedShapes(t *testing.T) {
	tests := []struct {
		name, kind, args string
		dir              string
		length, pos      int // pos −1: any; −2: an end
	}{
		{"horizontal end", "line", "--n 15 --dir h", "h", 5, -2},
		{"vertical end", "line", "--n 15 --dir v", "v", 5, -2},
		{"diagonal end", "line", "--n 15 --dir d", "d", 5, -2},
		{"anti-diagonal end", "line", "--n 15 --dir a", "a", 5, -2},
		{"gap 1", "mid-fill", "--n 15 --gap 1 --dir h", "h", 5, 1},
		{"gap 2", "mid-fill", "--n 15 --gap 2 --dir a", "a", 5, 2},
		{"gap 3", "mid-fill", "--n 15 --gap 3 --dir v", "v", 5, 3},
		{"exactly 6", "long-run", "--n 15 --len 6 --dir d", "d", 6, -1},
		{"exactly 7", "long-run", "--n 15 --len 7 --dir a --pos 3", "a", 7, 3},
		{"corner ↘", "edge-win", "--n 15 --edge corner --dir d", "d", 5, -2},
		{"7-run along the bottom", "edge-win", "--n 15 --edge bottom --dir h --len 7", "h", 7, -1},
		{"dense 6-run", "dense-block", "--n 300 --rows 100 --cols 120 --len 6 --pos 2 --dir v", "v", 6, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			seeds := 10
			if raceEnabled {
				seeds = 3
			}
			for seed := range seeds {
				out, err := generate(t, tc.kind, append(words(tc.args), "--seed", strconv.Itoa(seed))...)
				if err != nil {
					t.Fatal(err)
				}
				_, res := checkGenerated(t, tc.name, out)
				pos, _ := strconv.Atoi(out.Facts["pos"])
				if res.Dir.Code() != tc.dir || res.Length != tc.length {
					t.Fatalf("seed %d: %s", seed, describe(res))
				}
				if (tc.pos >= 0 && pos != tc.pos) || (tc.pos == -2 && pos != 0 && pos != tc.length-1) {
					t.Fatalf("seed %d: winning stone at %d", seed, pos)
				}
			}
		})
	}
}

// TestEdgeWinEveryDirection puts a line against every border in every
// direction, including the ones where only an end stone touches.
func TestEdgeWinEveryDirection(t *testing.T) {
	for _, edge := range []string{"top", "bottom", "left", "right", "corner"} {
		for _, dir := range []string{"h", "v", "d", "a"} {
			for seed := range 4 {
				args := []string{"--n", "15", "--edge", edge, "--dir", dir, "--seed", strconv.Itoa(seed)}
				label := "edge-win " + strings.Join(args, " ")
				out, err := generate(t, "edge-win", args...)
				if err != nil {
					t.Fatalf("%s: %v", label, err)
				}
				_, res := checkGenerated(t, label, out)
				checkEdge(t, label, 15, edge, res, out.Facts)
			}
		}
	}
}

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

// TestBackgroundRuns checks that dense backgrounds look like a game: the
// pattern's runs of two are broken up into runs of three and four, which
// exercise a solution's counting, and still never reach five.
func TestBackgroundRuns(t *testing.T) {
	tests := []struct {
		name, kind, args string
		minFours         int
	}{
		{"full 15x15", "full-no-win", "--n 15", 1},
		{"N=300 nearly full", "line", "--n 300 --k 81000", 500},
		{"packed block", "mid-fill", "--n 1000 --k 100000 --fill 1", 500},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fours, seeds := 0, 3
			if raceEnabled {
				seeds = 1
			}
			for seed := range seeds {
				out, err := generate(t, tc.kind, append(words(tc.args), "--seed", strconv.Itoa(seed))...)
				if err != nil {
					t.Fatal(err)
				}
				c, res := checkGenerated(t, tc.name, out)
				for _, run := range runsOf(c.N, c.Moves, 4) {
					if run.length == 4 {
						fours++
					} else if res.Move == 0 || run.from != res.From || run.dir != res.Dir {
						t.Fatalf("seed %d: a background run %v", seed, run)
					}
				}
			}
			if fours < tc.minFours {
				t.Fatalf("%d runs of four in %d cases, want at least %d", fours, seeds, tc.minFours)
			}
		})
	}
}
