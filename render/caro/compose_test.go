package carorender

import (
	"strings"
	"testing"

	"carokit/problems/caro/game"
)

// windowCase is a board with a win and the window Compose must draw
// around it.
type windowCase struct {
	name   string
	why    string
	c      *game.Case
	opt    Options
	win    int // expected answer
	length int
	// expected window
	top, bottom, left, right int
}

// windowN is the side of the large boards of windowCases.
const windowN = 5000

var windowCases = []windowCase{
	{
		name: "vertical line against the bottom border",
		why:  "the window slides up instead of being clipped, keeping 11 rows",
		c:    xWins(windowN, line(4996, 2500, game.Vertical, 5), 10),
		win:  9, length: 5,
		top: 4990, bottom: 5000, left: 2497, right: 2503,
	},
	{
		name: "horizontal line in row 4998 against the right border",
		why:  "cropping works along columns and rows at once near the bottom-right",
		c:    xWins(windowN, line(4998, 4996, game.Horizontal, 5), 10),
		win:  9, length: 5,
		top: 4994, bottom: 5000, left: 4990, right: 5000,
	},
	{
		name: "diagonal into the bottom-right corner",
		why:  "a corner clamps both axes",
		c:    xWins(windowN, line(4996, 4996, game.Diagonal, 5), 10),
		win:  9, length: 5,
		top: 4990, bottom: 5000, left: 4990, right: 5000,
	},
	{
		name: "anti-diagonal into the top-left corner",
		why:  "From is the top-right end of a ↙ line; the window must still start at 1",
		c:    xWins(windowN, line(1, 5, game.AntiDiagonal, 5), 2500),
		win:  9, length: 5,
		top: 1, bottom: 11, left: 1, right: 11,
	},
	{
		name: "anti-diagonal into the bottom-left corner",
		why:  "mixed clamp: rows at the far border, columns at 1",
		c:    xWins(windowN, line(4996, 5, game.AntiDiagonal, 5), 10),
		win:  9, length: 5,
		top: 4990, bottom: 5000, left: 1, right: 11,
	},
	{
		name: "nine-stone line filled in the middle with the smallest MaxSide",
		why:  "the longest possible line must fit a MinMaxSide window exactly",
		c: xWins(windowN, append(append(line(2000, 2000, game.Horizontal, 4), line(2000, 2005, game.Horizontal, 4)...),
			game.Move{R: 2000, C: 2004}), 10),
		opt: Options{MaxSide: MinMaxSide},
		win: 17, length: 9,
		top: 1997, bottom: 2003, left: 2000, right: 2008,
	},
	{
		name: "no margin",
		why:  "a negative margin means none: the window is the line's bounding box",
		c:    xWins(windowN, line(300, 400, game.Vertical, 5), 10),
		opt:  Options{Margin: -1},
		win:  9, length: 5,
		top: 300, bottom: 304, left: 400, right: 400,
	},
	{
		name: "huge margin is capped by MaxSide",
		why:  "the window never exceeds MaxSide even when the margin asks for more",
		c:    xWins(windowN, line(300, 400, game.Diagonal, 5), 10),
		opt:  Options{Margin: 100},
		win:  9, length: 5,
		top: 290, bottom: 314, left: 390, right: 414,
	},
	{
		name: "moves after the win do not move the window",
		why:  "At defaults to the answer even when later stones lie elsewhere",
		c:    xWins(windowN, line(300, 400, game.Horizontal, 5), 10, game.Move{R: 4000, C: 4000}, game.Move{R: 4001, C: 4001}),
		win:  9, length: 5,
		top: 297, bottom: 303, left: 397, right: 407,
	},
	{
		name: "small board is drawn whole",
		why:  "a board no bigger than MaxSide needs no cropping",
		c:    xWins(20, line(1, 1, game.Vertical, 5), 20),
		win:  9, length: 5,
		top: 1, bottom: 20, left: 1, right: 20,
	},
}

func TestComposeWindowAroundWinningLine(t *testing.T) {
	for _, tc := range windowCases {
		t.Run(tc.name, func(t *testing.T) { checkWindow(t, tc) })
	}
}

// checkWindow composes tc's board and checks the window, the winning line
// in it and its stones.
func checkWindow(t *testing.T, tc windowCase) {
	p, err := Compose(tc.c, tc.opt)
	if err != nil {
		t.Fatalf("Compose: %v (%s)", err, tc.why)
	}
	if p.Win.Move != tc.win || p.Win.Length != tc.length || p.At != tc.win {
		t.Fatalf("win %+v at %d, want move %d length %d (%s)", p.Win, p.At, tc.win, tc.length, tc.why)
	}
	got := [4]int{p.Top, p.Bottom, p.Left, p.Right}
	want := [4]int{tc.top, tc.bottom, tc.left, tc.right}
	if got != want {
		t.Errorf("window rows %d–%d cols %d–%d, want rows %d–%d cols %d–%d (%s)",
			got[0], got[1], got[2], got[3], want[0], want[1], want[2], want[3], tc.why)
	}
	maxSide := tc.opt.MaxSide
	if maxSide == 0 {
		maxSide = DefaultMaxSide
	}
	if p.rows() > maxSide || p.cols() > maxSide || p.Top < 1 || p.Left < 1 || p.Bottom > p.N || p.Right > p.N {
		t.Errorf("window %v is outside the board or over %d a side", got, maxSide)
	}
	for _, end := range []game.Move{p.Win.From, p.Win.To} {
		if !p.contains(int(end.R), int(end.C)) {
			t.Errorf("line end %v outside the window %v", end, got)
		}
	}
	onLine := 0
	for _, s := range p.Stones {
		if p.onWinLine(s.R, s.C) {
			onLine++
			if s.Player != game.X {
				t.Errorf("stone %+v on the line is not X", s)
			}
		}
	}
	if onLine != tc.length {
		t.Errorf("%d stones of the line in the window, want %d", onLine, tc.length)
	}
}

func TestComposeNobodyWinsCentresOnLastMove(t *testing.T) {
	tests := []struct {
		name                     string
		why                      string
		c                        *game.Case
		top, bottom, left, right int
	}{
		{"last move in the middle of a big board", "the window is centred on the last stone",
			scattered(5000, 400, game.Move{R: 2500, C: 1234}), 2497, 2503, 1231, 1237},
		{"last move in the top-left corner", "the window slides inside the board, the stone is no longer central",
			scattered(5000, 400, game.Move{R: 2, C: 2}), 1, 7, 1, 7},
		{"last move next to the bottom border", "sliding applies to the far border too",
			scattered(5000, 400, game.Move{R: 5000, C: 2501}), 4994, 5000, 2498, 2504},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Compose(tc.c, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if p.Answer != 0 || p.Win.Move != 0 || p.At != p.K {
				t.Fatalf("answer %d, win %d, at %d of %d: want nobody winning, drawn after the last move", p.Answer, p.Win.Move, p.At, p.K)
			}
			got := [4]int{p.Top, p.Bottom, p.Left, p.Right}
			if want := [4]int{tc.top, tc.bottom, tc.left, tc.right}; got != want {
				t.Errorf("window %v, want %v (%s)", got, want, tc.why)
			}
			if !p.contains(p.Last.R, p.Last.C) {
				t.Errorf("last stone %+v outside the window", p.Last)
			}
			if !strings.Contains(p.Caption(), "nobody wins") {
				t.Errorf("caption %q does not say nobody wins", p.Caption())
			}
		})
	}
}

func TestComposeAt(t *testing.T) {
	sample := readCase(t, "sample.in")
	tests := []struct {
		name    string
		why     string
		at      int
		wantWin int // 0: no line drawn
		caption string
	}{
		{"default is the answer", "At 0 draws the first winning move", 0, 10, "O wins at move 10: ↘ (2,3)–(6,7), length 5"},
		{"exactly the answer", "the line appears on the winning move", 10, 10, "O wins at move 10"},
		{"before the win", "no line yet; the caption still names the answer", 9, 0, "nobody has five after move 9 (O wins at move 10)"},
		{"first move", "a single stone, no line", 1, 0, "nobody has five after move 1"},
		{"after the win", "later moves keep the first winning line", 12, 10, "O wins at move 10"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Compose(sample, Options{At: tc.at})
			if err != nil {
				t.Fatal(err)
			}
			if p.Win.Move != tc.wantWin {
				t.Errorf("win at %d, want %d (%s)", p.Win.Move, tc.wantWin, tc.why)
			}
			if !strings.Contains(p.Caption(), tc.caption) {
				t.Errorf("caption %q lacks %q", p.Caption(), tc.caption)
			}
			wantStones := p.At // the 7×7 sample is drawn whole
			if len(p.Stones) != wantStones {
				t.Errorf("%d stones drawn after move %d", len(p.Stones), p.At)
			}
			if p.Last.Move != p.At || p.Last.Player != game.Mover(p.At) {
				t.Errorf("last stone %+v after move %d", p.Last, p.At)
			}
			if tc.wantWin == 0 {
				if strings.Contains(boardRows(p.Text()), "(") || strings.Contains(string(p.SVG()), "win-line") {
					t.Errorf("a winning line is drawn before the win (%s)", tc.why)
				}
			}
		})
	}
}

// boardRows drops the title and the legend of a Text picture.
func boardRows(text string) string {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	return strings.Join(lines[1:len(lines)-1], "\n")
}

func TestComposeErrors(t *testing.T) {
	sample := readCase(t, "sample.in")
	tests := []struct {
		name string
		why  string
		c    *game.Case
		opt  Options
		want string
	}{
		{"At past the last move", "there is no move 13 in a 12-move case", sample, Options{At: 13}, "out of range 1..12"},
		{"negative At", "moves are numbered from 1", sample, Options{At: -1}, "out of range"},
		{"MaxSide too small", "a nine-stone line could not fit", sample, Options{MaxSide: 5}, "below 9"},
		{"nil case", "no panic on a missing case", nil, Options{}, "no case"},
		{"no moves", "nothing to draw", &game.Case{N: 5}, Options{}, "no moves"},
		{"board too big", "caro.Play would allocate a board beyond the statement", &game.Case{N: 5001, Moves: []game.Move{{R: 1, C: 1}}}, Options{}, "board size"},
		{"move off the board", "caro.Play would index outside its board", &game.Case{N: 5, Moves: []game.Move{{R: 1, C: 1}, {R: 6, C: 2}}}, Options{}, "move 2 (6,2) is off"},
		{"repeated cell", "a stone cannot be placed twice", &game.Case{N: 5, Moves: []game.Move{{R: 1, C: 1}, {R: 2, C: 2}, {R: 1, C: 1}}}, Options{}, "move 3 (1,1) is on an occupied cell"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Compose(tc.c, tc.opt)
			if err == nil {
				t.Fatalf("no error, picture %+v (%s)", p, tc.why)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q lacks %q (%s)", err, tc.want, tc.why)
			}
		})
	}
}
