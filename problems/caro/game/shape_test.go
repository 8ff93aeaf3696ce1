package game

import (
	"testing"

	"pgregory.net/rapid"
)

// TestShapeKeyCases: which Caro cases are one shape of failure.
func TestShapeKeyCases(t *testing.T) {
	cases := []struct {
		name, a, b string
		same       bool
		why        string
	}{
		{"translated", "15 3\n1 1\n2 2\n1 3\n", "15 3\n7 9\n8 10\n7 11\n", true,
			"the same moves elsewhere on the board: the bug of the issue, 72 reports of one"},
		{"spacing", "15 2\n1 1\n2 2\n", "15  2\r\n1 1 2 2\n", true,
			"read leniently: whitespace is not shape"},
		{"other board", "15 2\n1 1\n2 2\n", "16 2\n1 1\n2 2\n", false,
			"N is part of the shape (a case on a board of another size may be another bug)"},
		{"move order", "15 2\n1 1\n2 2\n", "15 2\n2 2\n1 1\n", false,
			"who plays which stone matters: X and O swap"},
		{"mirrored", "15 2\n1 1\n2 2\n", "15 2\n1 2\n2 1\n", false,
			"only translation: ↘ and ↙ are other directions, other bugs"},
		{"win elsewhere", "9 9\n2 2\n9 9\n2 3\n9 8\n2 4\n9 7\n2 6\n1 9\n2 5\n", "9 9\n5 3\n1 1\n5 4\n7 1\n5 5\n8 8\n5 7\n3 9\n5 6\n", true,
			"the same winning row, its last stone inside, elsewhere and with O's stones elsewhere: one bug"},
		{"last stone at an end", "9 9\n2 2\n9 9\n2 3\n9 8\n2 4\n9 7\n2 6\n1 9\n2 5\n", "9 9\n2 2\n9 9\n2 3\n9 8\n2 4\n9 7\n2 5\n1 9\n2 6\n", false,
			"a win completed inside the line and one completed at its end are what the endpoint bug tells apart"},
		{"along the border", "9 9\n2 2\n9 9\n2 3\n9 8\n2 4\n9 7\n2 6\n1 9\n2 5\n", "9 9\n1 2\n9 9\n1 3\n9 8\n1 4\n9 7\n1 6\n5 9\n1 5\n", false,
			"a row along the top border is where walks that stop early fail"},
		{"other direction", "9 9\n2 2\n9 9\n2 3\n9 8\n2 4\n9 7\n2 6\n1 9\n2 5\n", "9 9\n2 2\n9 9\n3 2\n9 8\n4 2\n9 7\n6 2\n1 9\n5 2\n", false,
			"a row and a column are other bugs (no-vertical)"},
		{"unreadable", "15 2\n1 1\n", "15 2\n1 1\n1 1\n", false,
			"an input the reader refuses is only its own shape"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ka, kb := ShapeKey([]byte(c.a), CaroLimits), ShapeKey([]byte(c.b), CaroLimits)
			if (ka == kb) != c.same {
				t.Errorf("keys %q and %q: same %v, want %v (%s)", ka, kb, ka == kb, c.same, c.why)
			}
		})
	}
}

// TestShapeKeyTranslation: a Caro case moved anywhere on its board, off
// the borders as it was, keeps its key.
func TestShapeKeyTranslation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(3, 14).Draw(t, "n")
		inner := interior(n)
		k := rapid.IntRange(1, min(len(inner), 14)).Draw(t, "k")
		cells := rapid.Permutation(inner).Draw(t, "cells")[:k]
		c := &Case{N: n, Moves: cells}
		minR, minC, maxR, maxC := int32(n), int32(n), int32(1), int32(1)
		for _, m := range cells {
			minR, minC, maxR, maxC = min(minR, m.R), min(minC, m.C), max(maxR, m.R), max(maxC, m.C)
		}
		dr := int32(rapid.IntRange(int(2-minR), int(int32(n)-1-maxR)).Draw(t, "dr"))
		dc := int32(rapid.IntRange(int(2-minC), int(int32(n)-1-maxC)).Draw(t, "dc"))
		moved := &Case{N: n}
		for _, m := range cells {
			moved.Moves = append(moved.Moves, Move{R: m.R + dr, C: m.C + dc})
		}
		key := ShapeKey(c.Text(), CaroLimits)
		if got := ShapeKey(moved.Text(), CaroLimits); got != key {
			t.Fatalf("moved by (%d, %d): key %q, was %q", dr, dc, got, key)
		}
	})
}

// interior is the cells of an n×n board off its borders.
func interior(n int) []Move {
	var all []Move
	for r := 2; r < n; r++ {
		for c := 2; c < n; c++ {
			all = append(all, Move{R: int32(r), C: int32(c)})
		}
	}
	return all
}
