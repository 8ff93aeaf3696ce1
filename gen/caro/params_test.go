package carogen

import (
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problems/caro/game"
)

// TestBadParams checks that every bad parameter is a *problem.ParamError
// whose one-line message names the problem.
func TestBadParams(t *testing.T) {
	tests := []struct {
		name, kind, args string
		want             string // a fragment of the message
	}{
		{"N zero", "line", "--n 0", "--n 0 is out of range"},
		{"N too big", "line", "--n 5001", "out of range [1, 5000]"},
		{"K above N²", "line", "--n 15 --k 300", "--k 300 is out of range [1, 225]"},
		{"K above 300000", "random", "--n 5000 --k 300001", "out of range [1, 300000]"},
		{"K zero", "line", "--k 0", "out of range"},
		{"K not a number", "line", "--k many", `--k "many" must be an integer or "auto"`},
		{"K too small to win", "line", "--n 15 --k 8", "K = 8 is too small"},
		{"7-run on a 5-board", "long-run", "--n 5 --len 7", "a line of 7 does not fit on a 5x5 board"},
		{"long-run of 5", "long-run", "--len 5", `--len "5" must be one of 6, 7`},
		{"at beyond K", "line", "--n 15 --k 50 --at 51", "--at 51 is beyond K = 50"},
		{"X at an even move", "line", "--n 15 --winner x --at 20", "--winner x plays the odd moves, but --at 20 is O's"},
		{"O at an odd move", "mid-fill", "--n 15 --winner o --at 21", "--winner o plays the even moves"},
		{"at too early", "line", "--n 15 --at 7", "--at 7 is too early"},
		{"at not a move", "line", "--at soon", `--at "soon" must be a move number`},
		{"at zero", "line", "--at 0", "--at 0 is not a move number"},
		{"at over 100%", "line", "--at 120%", "not a percentage"},
		{"unknown direction", "line", "--dir x", `--dir "x" must be one of h, v, d, a, random`},
		{"unknown winner", "line", "--winner y", `--winner "y" must be one of x, o, random`},
		{"no winner for a line", "line", "--winner none", "must be one of x, o, random"},
		{"gap 0", "mid-fill", "--gap 0", "--gap 0 is out of range [1, 3]"},
		{"gap 4", "mid-fill", "--gap 4", "--gap 4 is out of range [1, 3]"},
		{"end stone of a 7-run", "long-run", "--len 7 --pos 0", "--pos 0 in a line of 7 leaves 6 stones in a row"},
		{"pos end of a 6-run", "late-win", "--n 100 --k 5000 --len 6 --pos end", "--pos end needs --len 5"},
		{"pos beyond the line", "last-move-win", "--pos 5", "--pos 5 is out of range [0, 4]"},
		{"fill zero", "line", "--fill 0", "--fill 0 holds no stones"},
		{"fill above 1", "line", "--fill 1.5", "out of range [0, 1]"},
		{"fill a word", "line", "--fill dense", `--fill "dense" must be "board" or a density`},
		{"later too many", "line", "--later 101", "--later 101 is out of range [0, 100]"},
		{"later fives need stones", "line", "--n 15 --k 60 --later 20", "K = 60 gives"},
		{"later fives need moves after t", "line", "--n 15 --k 100 --later 2 --at 99", "too few moves after it"},
		{"late win too early", "late-win", "--n 15 --k 200 --at 100", "--at 100 comes before move 190"},
		{"late win too close to K", "late-win", "--n 15 --k 20 --later 2", "K = 20 is too small"},
		{"late win at K with later fives", "late-win", "--n 15 --k 200 --at 199", "too few moves after it"},
		{"last move is O's", "last-move-win", "--n 15 --k 100 --winner x", "--winner x cannot play the last move 100: it is O's"},
		{"last move too early", "last-move-win", "--n 15 --k 8", "K = 8 is too small"},
		{"unknown edge", "edge-win", "--edge middle", `--edge "middle" must be one of`},
		{"6-run with its end on the border", "edge-win", "--len 6 --dir h --edge left", "only its end stones on the left border"},
		{"6-run diagonal on the border", "edge-win", "--len 6 --dir d", "does not fit"},
		{"block taller than the board", "dense-block", "--n 300 --rows 400", "--rows 400 is out of range [1, 300]"},
		{"block off the board", "dense-block", "--n 300 --rows 100 --row0 250", "--row0 250 is out of range [1, 201]"},
		{"K above the block", "dense-block", "--n 300 --rows 100 --cols 100 --k 20000", "more than the 100x100 block holds"},
		{"line longer than the block", "dense-block", "--n 300 --rows 4 --cols 4", "no direction fits"},
		{"later fives without a win", "dense-block", "--winner none --later 1", "needs a win first"},
		{"block too small for K", "full-no-win", "--n 15 --rows 10 --cols 10 --k 200", "hold 100 cells, fewer than K = 200"},
		{"block wider than the board", "full-no-win", "--n 10 --rows 3 --k 100", "larger than the 10x10 board"},
		{"tiny N of 5", "tiny", "--n 5", "--n 5 is out of range [1, 4]"},
		{"tiny K above N²", "tiny", "--n 3 --k 10", "--k 10 is out of range [1, 9]"},
		{"random K zero", "random", "--k 0", "out of range"},
		{"no room for later fives", "late-win", "--n 8 --k 60 --later 2 --fill 1", "cannot build this case"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := generate(t, tc.kind, words(tc.args)...)
			if !problem.IsParamError(err) {
				t.Fatalf("%s %s: got %v, want a *problem.ParamError", tc.kind, tc.args, err)
			}
			if msg := err.Error(); !strings.Contains(msg, tc.want) || strings.Contains(msg, "\n") || !strings.HasPrefix(msg, tc.kind+": ") {
				t.Fatalf("%s %s: message %q, want one line with %q", tc.kind, tc.args, msg, tc.want)
			}
		})
	}
}

// TestChooseWin pins down how --winner and --at settle the winning move.
func TestChooseWin(t *testing.T) {
	tests := []struct {
		name   string
		w      game.Player
		at     atSpec
		k      int
		later  int
		wantW  game.Player
		wantT  int
		reason string
	}{
		{"a fixed move decides the winner", game.None, atSpec{move: 20, percent: -1}, 100, 0, game.O, 20, "even moves are O's"},
		{"a percentage moves to X's parity", game.X, atSpec{percent: 50}, 100, 0, game.X, 51, "50 is even, 51 the next odd"},
		{"a percentage clamps to the first possible", game.O, atSpec{percent: 1}, 100, 0, game.O, 10, "O needs four stones first"},
		{"end is the last move of the winner", game.X, atSpec{keyword: "end", percent: -1}, 100, 0, game.X, 99, "move 100 is O's"},
		{"end leaves room for later fives", game.O, atSpec{keyword: "end", percent: -1}, 100, 2, game.O, 98, "X and O each need a move after"},
		{"100% with later fives steps back", game.X, atSpec{percent: 100}, 101, 2, game.X, 99, "101 and 100 leave no O move after"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := findKind(t, "line")
			a, _ := g.ParseArgs(nil)
			w, tt, err := chooseWin(a, nil, tc.w, tc.at, timing{k: tc.k, length: 5, later: splitLater(tc.later)})
			if err != nil || w != tc.wantW || tt != tc.wantT {
				t.Fatalf("got %s at %d (%v), want %s at %d: %s", w, tt, err, tc.wantW, tc.wantT, tc.reason)
			}
		})
	}
}

// TestPattern checks the background's promise for every variant: at most
// two in a row anywhere, and at most three through one recoloured cell.
func TestPattern(t *testing.T) {
	const n = 24
	for _, ab := range patternCoefs {
		for phase := range 4 {
			p := pattern{a: ab[0], b: ab[1], phase: phase}
			colour := func(r, c int, flip [2]int) game.Player {
				if r == flip[0] && c == flip[1] {
					return game.X + game.O - p.at(r, c)
				}
				return p.at(r, c)
			}
			longest := func(flip [2]int) int {
				best := 0
				for r := 1; r <= n; r++ {
					for c := 1; c <= n; c++ {
						for _, d := range game.Directions {
							dr, dc := d.Step()
							l := 1
							for rr, cc := r+dr, c+dc; rr >= 1 && rr <= n && cc >= 1 && cc <= n && colour(rr, cc, flip) == colour(r, c, flip); rr, cc = rr+dr, cc+dc {
								l++
							}
							best = max(best, l)
						}
					}
				}
				return best
			}
			if l := longest([2]int{0, 0}); l != 2 {
				t.Errorf("pattern %v: longest run %d, want 2", p, l)
			}
			if l := longest([2]int{n / 2, n / 2}); l > 3 {
				t.Errorf("pattern %v with one cell recoloured: run of %d", p, l)
			}
		}
	}
}
