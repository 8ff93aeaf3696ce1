// Package carorender draws a Caro case: the board after a chosen move, cropped
// on big boards to the region around the winning line, as terminal text,
// as an SVG document or as a PNG image. `carokit show` and
// `carokit judge --verbose` use it to let a setter see what a test holds.
//
// Compose does the thinking (which move, which window, which line); Text,
// SVG and PNG only draw the Picture it returns.
package carorender

import (
	"errors"
	"fmt"

	"carokit/problems/caro/game"
)

// Defaults for Options fields left at zero.
const (
	DefaultMargin  = 3
	DefaultMaxSide = 25
)

// MinMaxSide is the smallest MaxSide accepted: the longest winning line a
// game can produce (four stones on each side of the new one, as nobody had
// won before it) must fit in the window.
const MinMaxSide = 2*(game.WinLength-1) + 1

// Options choose what Compose draws.
type Options struct {
	// At draws the board after move At (1..K). 0 draws it after the answer
	// (the first winning move), or after the last move when nobody wins.
	At int
	// Margin is how many cells of context surround the region of interest
	// on a cropped board. 0 means DefaultMargin; a negative value means none.
	Margin int
	// MaxSide is the largest window side drawn; boards bigger than that
	// are cropped. 0 means DefaultMaxSide; below MinMaxSide is an error.
	MaxSide int
}

// Stone is one stone inside the window.
type Stone struct {
	R, C   int // 1-based cell
	Move   int // 1-based number of the move that placed it
	Player game.Player
}

// Picture is what Compose decided to draw; Text, SVG and PNG render it.
type Picture struct {
	N      int // board size
	K      int // moves in the case
	At     int // the board is drawn after this move
	Answer int // the case's first winning move; 0 when nobody ever wins

	// The window, 1-based and inclusive.
	Top, Bottom int
	Left, Right int

	Stones []Stone // stones inside the window, in move order
	Last   Stone   // the stone of move At; it may lie outside the window

	// Win is the winning line on the board after move At (the first one,
	// as caro.Play finds it on the first At moves). Win.Move is 0 when
	// nobody has won yet.
	Win game.Result

	Title string // one line: board size, move, window
}

// Compose checks the case, finds the answer and the window, and collects
// the stones to draw. It reports an error for a malformed case (a move off
// the board or repeated), a bad option, or At outside 0..K.
func Compose(c *game.Case, opt Options) (*Picture, error) {
	if c == nil {
		return nil, errors.New("render: no case")
	}
	margin, maxSide, err := opt.resolve()
	if err != nil {
		return nil, err
	}
	if err := check(c); err != nil {
		return nil, err
	}
	k := len(c.Moves)
	full, _ := game.Play(c)
	at := opt.At
	if at == 0 {
		at = full.Move
		if at == 0 {
			at = k
		}
	}
	if at < 1 || at > k {
		return nil, fmt.Errorf("render: move %d is out of range 1..%d", at, k)
	}

	p := &Picture{N: c.N, K: k, At: at, Answer: full.Move}
	// caro.Play on the first At moves stops at the same first win when it
	// comes no later than At, and finds none otherwise; one game serves both.
	if full.Move != 0 && full.Move <= at {
		p.Win = full
	}
	last := c.Moves[at-1]
	p.Last = Stone{R: int(last.R), C: int(last.C), Move: at, Player: game.Mover(at)}

	// The region of interest: the winning line's bounding box, else the last stone.
	r0, r1, c0, c1 := p.Last.R, p.Last.R, p.Last.C, p.Last.C
	if p.Win.Move != 0 {
		r0, r1 = minmax(int(p.Win.From.R), int(p.Win.To.R))
		c0, c1 = minmax(int(p.Win.From.C), int(p.Win.To.C))
	}
	p.Top, p.Bottom = span(r0, r1, margin, maxSide, c.N)
	p.Left, p.Right = span(c0, c1, margin, maxSide, c.N)

	for i, m := range c.Moves[:at] {
		r, col := int(m.R), int(m.C)
		if p.contains(r, col) {
			p.Stones = append(p.Stones, Stone{R: r, C: col, Move: i + 1, Player: game.Mover(i + 1)})
		}
	}
	p.Title = fmt.Sprintf("N=%d, after move %d of %d; rows %d–%d, columns %d–%d",
		p.N, p.At, p.K, p.Top, p.Bottom, p.Left, p.Right)
	return p, nil
}

func (o Options) resolve() (margin, maxSide int, err error) {
	margin, maxSide = o.Margin, o.MaxSide
	switch {
	case margin == 0:
		margin = DefaultMargin
	case margin < 0:
		margin = 0
	}
	if maxSide == 0 {
		maxSide = DefaultMaxSide
	}
	if maxSide < MinMaxSide {
		return 0, 0, fmt.Errorf("render: max side %d is below %d, the longest possible winning line", maxSide, MinMaxSide)
	}
	return margin, maxSide, nil
}

// check rejects what caro.Play assumes away: it would index outside its
// board for a move off the board, and misread a repeated cell.
func check(c *game.Case) error {
	if c.N < 1 || c.N > game.CaroLimits.MaxN {
		return fmt.Errorf("render: board size %d is out of range 1..%d", c.N, game.CaroLimits.MaxN)
	}
	if len(c.Moves) == 0 {
		return errors.New("render: the case has no moves")
	}
	b := game.NewBoard(c.N)
	for i, m := range c.Moves {
		r, col := int(m.R), int(m.C)
		if r < 1 || r > c.N || col < 1 || col > c.N {
			return fmt.Errorf("render: move %d (%d,%d) is off the %d×%d board", i+1, r, col, c.N, c.N)
		}
		if b.Occupied(r, col) {
			return fmt.Errorf("render: move %d (%d,%d) is on an occupied cell", i+1, r, col)
		}
		b.Place(r, col, game.X)
	}
	return nil
}

// span returns the window [lo, hi] along one axis: the whole board when it
// fits in maxSide, else the region [a, b] widened by margin on each side and
// capped at maxSide, centred on the region and slid inside the board rather
// than clipped, so a line against the border still gets its full context.
// The caller guarantees b-a+1 ≤ maxSide (see MinMaxSide).
func span(a, b, margin, maxSide, n int) (lo, hi int) {
	if n <= maxSide {
		return 1, n
	}
	side := min(b-a+1+2*margin, maxSide)
	lo = a - (side-(b-a+1))/2
	lo = max(1, min(lo, n-side+1))
	return lo, lo + side - 1
}

func minmax(a, b int) (int, int) {
	if a > b {
		return b, a
	}
	return a, b
}

func (p *Picture) rows() int { return p.Bottom - p.Top + 1 }
func (p *Picture) cols() int { return p.Right - p.Left + 1 }

func (p *Picture) contains(r, c int) bool {
	return r >= p.Top && r <= p.Bottom && c >= p.Left && c <= p.Right
}

// onWinLine reports whether (r, c) is one of the winning line's stones.
func (p *Picture) onWinLine(r, c int) bool {
	w := p.Win
	if w.Move == 0 {
		return false
	}
	dr, dc := w.Dir.Step()
	for i := range w.Length {
		if int(w.From.R)+i*dr == r && int(w.From.C)+i*dc == c {
			return true
		}
	}
	return false
}

// grid maps each window cell to its stone's index in p.Stones, or -1.
func (p *Picture) grid() [][]int {
	g := make([][]int, p.rows())
	for i := range g {
		g[i] = make([]int, p.cols())
		for j := range g[i] {
			g[i][j] = -1
		}
	}
	for i, s := range p.Stones {
		g[s.R-p.Top][s.C-p.Left] = i
	}
	return g
}

// arrows name the directions the way CARO.md draws them.
var arrows = [...]string{game.Horizontal: "→", game.Vertical: "↓", game.Diagonal: "↘", game.AntiDiagonal: "↙"}

// Caption says in one line what happened by move At: who won and where,
// or that nobody has (yet).
func (p *Picture) Caption() string {
	if w := p.Win; w.Move != 0 {
		return fmt.Sprintf("%s wins at move %d: %s (%d,%d)–(%d,%d), length %d",
			w.Winner, w.Move, arrows[w.Dir], w.From.R, w.From.C, w.To.R, w.To.C, w.Length)
	}
	if p.Answer != 0 {
		return fmt.Sprintf("nobody has five after move %d (%s wins at move %d)", p.At, game.Mover(p.Answer), p.Answer)
	}
	return fmt.Sprintf("nobody has five after move %d (nobody wins in %d moves)", p.At, p.K)
}

// lastMove describes the last stone, e.g. "move 10: O (2,3)".
func (p *Picture) lastMove() string {
	s := fmt.Sprintf("move %d: %s (%d,%d)", p.Last.Move, p.Last.Player, p.Last.R, p.Last.C)
	if !p.contains(p.Last.R, p.Last.C) {
		s += ", outside the window"
	}
	return s
}
