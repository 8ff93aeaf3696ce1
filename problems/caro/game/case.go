// Package game is the game of Caro: the case model (N and the moves), its
// readers and writer, and the rules (who has five or more in a row). The
// problems caro and duiyi, the solutions, the generators and the pictures
// all build on it.
package game

import (
	"encoding/binary"
	"slices"
	"strconv"
)

// Move is one stone, 1-based row and column.
type Move struct {
	R, C int32
}

// Case is one input: an N×N board and the moves in order. Move i (0-based)
// is played by X when i is even, by O when i is odd.
type Case struct {
	N     int
	Moves []Move
}

// Limits bound what a reader accepts: 1 ≤ N ≤ MaxN and
// 1 ≤ K ≤ min(N², MaxK).
type Limits struct {
	MaxN int
	MaxK int
}

// CaroLimits are the limits of the Caro statement.
var CaroLimits = Limits{MaxN: 5000, MaxK: 300000}

// MaxMoves is min(N², l.MaxK).
func (l Limits) MaxMoves(n int) int {
	if int64(n)*int64(n) < int64(l.MaxK) {
		return n * n
	}
	return l.MaxK
}

// Player is a stone colour.
type Player int8

// Players. None is an empty cell, or "nobody won".
const (
	None Player = iota
	X
	O
)

// Mover returns who plays move number t (1-based).
func Mover(t int) Player {
	if t%2 == 1 {
		return X
	}
	return O
}

func (p Player) String() string {
	switch p {
	case X:
		return "X"
	case O:
		return "O"
	}
	return "none"
}

// AppendText appends the canonical input text: "N K\n" then "r c\n" per move.
func (c *Case) AppendText(b []byte) []byte {
	b = strconv.AppendInt(b, int64(c.N), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(len(c.Moves)), 10)
	b = append(b, '\n')
	moves := c.Moves
	for len(moves) > 0 {
		b = slices.Grow(b, len(moves)*maxLine+coordSlack)
		n, done := appendLines(b[:cap(b)], len(b), moves)
		b, moves = b[:n], moves[done:]
		if len(moves) > 0 { // a coordinate outside the table (a Case built by hand)
			m := moves[0]
			b = append(strconv.AppendInt(b, int64(m.R), 10), ' ')
			b = append(strconv.AppendInt(b, int64(m.C), 10), '\n')
			moves = moves[1:]
		}
	}
	return b
}

const (
	maxLine    = len("9999 9999\n") // a move's line, both coordinates in coordText
	coordSlack = 4                  // appendLines writes 4 bytes for every coordinate
)

// coordText holds the decimal text of 0..9999, its bytes from the lowest
// and its length in the top byte: a package's text is millions of
// coordinates, nearly all of them below 10⁴.
var coordText = func() (t [10000]uint64) {
	for v := range t {
		var x uint64
		s := strconv.Itoa(v)
		for i := len(s) - 1; i >= 0; i-- {
			x = x<<8 | uint64(s[i])
		}
		t[v] = x | uint64(len(s))<<56
	}
	return t
}()

// appendLines writes the moves' lines into out from n while both their
// coordinates are in coordText, returning the new end and how many moves
// it wrote. out must have room for maxLine+coordSlack bytes per move.
func appendLines(out []byte, n int, moves []Move) (int, int) {
	for i, m := range moves {
		if uint32(m.R) >= uint32(len(coordText)) || uint32(m.C) >= uint32(len(coordText)) {
			return n, i
		}
		r, c := coordText[m.R], coordText[m.C]
		binary.LittleEndian.PutUint32(out[n:], uint32(r))
		n += int(r >> 56)
		out[n] = ' '
		binary.LittleEndian.PutUint32(out[n+1:], uint32(c))
		n += 1 + int(c>>56)
		out[n] = '\n'
		n++
	}
	return n, len(moves)
}

// Text returns the canonical input text.
func (c *Case) Text() []byte {
	return c.AppendText(make([]byte, 0, 16+len(c.Moves)*10))
}
