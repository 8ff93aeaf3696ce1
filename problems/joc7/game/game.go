// Package game is Joc 7's model (JOC7.md): the board's 2N + 6 lines, the
// rounds, who wins each and when, the readers and the case's text.
package game

import (
	"strconv"
)

// Limits of the statement.
const (
	MinN = 3
	MaxN = 100
	MaxK = 25
)

// Players. A round's starter alternates: round 1 (index 0) is Teodora's.
const (
	None    = 0
	Teodora = 1 // marks X
	Stefan  = 2 // marks 0
)

// Case is one input: the query type, the board's side and the rounds,
// each the cells 1..N² in the order they are marked.
type Case struct {
	C, N   int
	Rounds [][]int
}

// Result is how one round ended.
type Result struct {
	Winner int // None, Teodora or Stefan
	At     int // marks made up to and including the winning one (0: none)
	Line   int // the line completed (see Lines), -1 when none
}

// Starter is who marks first in round i (0-based).
func Starter(i int) int {
	if i%2 == 0 {
		return Teodora
	}
	return Stefan
}

// Mover is who makes mark m (0-based) of round i.
func Mover(i, m int) int {
	if m%2 == 0 {
		return Starter(i)
	}
	return 3 - Starter(i)
}

// LineCount is the number of lines of an N×N board: 2N + 6.
func LineCount(n int) int { return 2*n + 6 }

// Line ids: rows 0..N-1, columns N..2N-1, then the main diagonal, the
// semidiagonal above it (col = row+1), the one below (row = col+1), the
// secondary diagonal (row+col = N-1), the one above it (row+col = N-2)
// and the one below (row+col = N).
const (
	Main = iota
	MainAbove
	MainBelow
	Second
	SecondAbove
	SecondBelow
)

// LineName names line id l of an N×N board for messages and pictures.
func LineName(n, l int) string {
	switch {
	case l < 0:
		return "none"
	case l < n:
		return "row " + strconv.Itoa(l+1)
	case l < 2*n:
		return "column " + strconv.Itoa(l-n+1)
	}
	return [...]string{"main diagonal", "semidiagonal above the main diagonal", "semidiagonal below the main diagonal",
		"secondary diagonal", "semidiagonal above the secondary diagonal", "semidiagonal below the secondary diagonal"}[l-2*n]
}

// LineLen is the number of cells of line l.
func LineLen(n, l int) int {
	if l < 2*n {
		return n
	}
	switch l - 2*n {
	case Main, Second:
		return n
	}
	return n - 1
}

// LinesOf appends to dst the lines through cell (r, c), 0-based.
func LinesOf(dst []int, n, r, c int) []int {
	dst = append(dst, r, n+c)
	switch c - r {
	case 0:
		dst = append(dst, 2*n+Main)
	case 1:
		dst = append(dst, 2*n+MainAbove)
	case -1:
		dst = append(dst, 2*n+MainBelow)
	}
	switch r + c - (n - 1) {
	case 0:
		dst = append(dst, 2*n+Second)
	case -1:
		dst = append(dst, 2*n+SecondAbove)
	case 1:
		dst = append(dst, 2*n+SecondBelow)
	}
	return dst
}

// LineCells lists the cells (1..N²) of line l, top row first.
func LineCells(n, l int) []int {
	var out []int
	at := func(r, c int) {
		if r >= 0 && r < n && c >= 0 && c < n {
			out = append(out, r*n+c+1)
		}
	}
	for i := 0; i < n; i++ {
		switch {
		case l < n:
			at(l, i)
		case l < 2*n:
			at(i, l-n)
		case l == 2*n+Main:
			at(i, i)
		case l == 2*n+MainAbove:
			at(i, i+1)
		case l == 2*n+MainBelow:
			at(i, i-1)
		case l == 2*n+Second:
			at(i, n-1-i)
		case l == 2*n+SecondAbove:
			at(i, n-2-i)
		case l == 2*n+SecondBelow:
			at(i, n-i)
		}
	}
	return out
}

// Play plays round i of an N×N board with line counters: O(N²).
func Play(n, i int, round []int) Result {
	count := make([]int, 2*LineCount(n))
	var lines [4]int
	for m, v := range round {
		p := Mover(i, m)
		for _, l := range LinesOf(lines[:0], n, (v-1)/n, (v-1)%n) {
			k := 2*l + p - 1
			count[k]++
			if count[k] == LineLen(n, l) {
				return Result{Winner: p, At: m + 1, Line: l}
			}
		}
	}
	return Result{Line: -1}
}

// Results plays every round of c.
func Results(c *Case) []Result {
	out := make([]Result, len(c.Rounds))
	for i, r := range c.Rounds {
		out[i] = Play(c.N, i, r)
	}
	return out
}

// Answer is the expected output of c, with its newline.
func Answer(c *Case) []byte { return Format(c.C, Results(c)) }

// Format prints the answer to query c over the rounds' results.
func Format(c int, res []Result) []byte {
	var won [3]int
	best := 0
	for _, r := range res {
		won[r.Winner]++
		if r.Winner != None {
			best = max(best, r.At)
		}
	}
	if c == 1 {
		return []byte(strconv.Itoa(won[Teodora]) + " " + strconv.Itoa(won[Stefan]) + "\n")
	}
	return []byte(strconv.Itoa(best) + "\n")
}

// Text is c in the statement's exact layout.
func (c *Case) Text() []byte {
	b := make([]byte, 0, 16+len(c.Rounds)*c.N*c.N*5)
	b = strconv.AppendInt(b, int64(c.C), 10)
	b = append(b, '\n')
	b = strconv.AppendInt(b, int64(c.N), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(len(c.Rounds)), 10)
	b = append(b, '\n')
	for _, r := range c.Rounds {
		for j, v := range r {
			if j > 0 {
				b = append(b, ' ')
			}
			b = strconv.AppendInt(b, int64(v), 10)
		}
		b = append(b, '\n')
	}
	return b
}
