// Package game is the game of Caro: the case model (N and the moves), its
// readers and writer, and the rules (who has five or more in a row). The
// problems caro and duiyi, the solutions, the generators and the pictures
// all build on it.
package game

import (
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
	b = slices.Grow(b, len(c.Moves)*10)
	for _, m := range c.Moves {
		b = appendCoord(b, m.R)
		b = append(b, ' ')
		b = appendCoord(b, m.C)
		b = append(b, '\n')
	}
	return b
}

// appendCoord appends v in decimal, as strconv.AppendInt does: a package's
// text is millions of coordinates, nearly all of four digits or fewer,
// which this writes without strconv's general path.
func appendCoord(b []byte, v int32) []byte {
	switch {
	case v < 0 || v >= 10000:
		return strconv.AppendInt(b, int64(v), 10)
	case v < 10:
		return append(b, byte('0'+v))
	case v < 100:
		return append(b, byte('0'+v/10), byte('0'+v%10))
	case v < 1000:
		return append(b, byte('0'+v/100), byte('0'+v/10%10), byte('0'+v%10))
	}
	return append(b, byte('0'+v/1000), byte('0'+v/100%10), byte('0'+v/10%10), byte('0'+v%10))
}

// Text returns the canonical input text.
func (c *Case) Text() []byte {
	return c.AppendText(make([]byte, 0, 16+len(c.Moves)*10))
}
