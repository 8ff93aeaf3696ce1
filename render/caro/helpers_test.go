package carorender

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problems/caro/game"
)

// readCase parses "N K" and K moves from a testdata file; the render tests
// keep their own reader so they do not depend on caro's input checks.
func readCase(t *testing.T, name string) *game.Case {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	r := strings.NewReader(string(data))
	var c game.Case
	var k int
	if _, err := fmt.Fscan(r, &c.N, &k); err != nil {
		t.Fatalf("%s: header: %v", name, err)
	}
	for i := range k {
		var m game.Move
		if _, err := fmt.Fscan(r, &m.R, &m.C); err != nil {
			t.Fatalf("%s: move %d: %v", name, i+1, err)
		}
		c.Moves = append(c.Moves, m)
	}
	return &c
}

// line returns length cells from (r, c) in direction d.
func line(r, c int, d game.Direction, length int) []game.Move {
	dr, dc := d.Step()
	out := make([]game.Move, length)
	for i := range out {
		out[i] = game.Move{R: int32(r + i*dr), C: int32(c + i*dc)}
	}
	return out
}

// xWins builds a case on an n×n board where X plays xs in order and O
// answers on row oRow, columns 1, 3, 5, … (never two O stones adjacent,
// so O cannot win), then both sides play the extra moves.
func xWins(n int, xs []game.Move, oRow int, extra ...game.Move) *game.Case {
	c := &game.Case{N: n}
	for i, m := range xs {
		c.Moves = append(c.Moves, m)
		if i < len(xs)-1 {
			c.Moves = append(c.Moves, game.Move{R: int32(oRow), C: int32(2*i + 1)})
		}
	}
	c.Moves = append(c.Moves, extra...)
	return c
}

// scattered builds a case where nobody wins: stones on a sparse lattice
// (every third row and column), ending with last.
func scattered(n, count int, last game.Move) *game.Case {
	c := &game.Case{N: n}
	for i := 0; len(c.Moves) < count-1; i++ {
		m := game.Move{R: int32(1 + 3*(i%50)), C: int32(1 + 3*(i/50))}
		if m != last {
			c.Moves = append(c.Moves, m)
		}
	}
	c.Moves = append(c.Moves, last)
	return c
}
