package game

import (
	"fmt"
	"math"
	"strconv"
	"testing"

	"pgregory.net/rapid"
)

// plainText is AppendText written the obvious way, the oracle.
func plainText(c *Case) string {
	s := fmt.Sprintf("%d %d\n", c.N, len(c.Moves))
	for _, m := range c.Moves {
		s += strconv.Itoa(int(m.R)) + " " + strconv.Itoa(int(m.C)) + "\n"
	}
	return s
}

// TestAppendText: AppendText writes what strconv writes, through its table
// and outside it.
func TestAppendText(t *testing.T) {
	for _, tc := range []struct {
		name  string
		moves []Move
	}{
		// Each bound of the digit counts, on both sides.
		{"digit counts", []Move{{0, 9}, {10, 99}, {100, 999}, {1000, 9999}, {9999, 1}}},
		// Outside the table (a Case built by hand may hold anything): five
		// digits and more, and negatives, before, between and after table
		// moves, so that the writer goes back and forth.
		{"outside the table", []Move{{10000, 1}, {5, 5}, {1, math.MaxInt32}, {-7, 3}, {4, 4}, {math.MinInt32, -1}}},
		{"none", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &Case{N: 5000, Moves: tc.moves}
			if got, want := string(c.AppendText([]byte("x"))), "x"+plainText(c); got != want {
				t.Errorf("AppendText = %q, want %q", got, want)
			}
		})
	}
	rapid.Check(t, func(rt *rapid.T) {
		coord := rapid.OneOf(rapid.Int32Range(0, 9999), rapid.Int32())
		moves := rapid.SliceOf(rapid.Custom(func(rt *rapid.T) Move {
			return Move{coord.Draw(rt, "r"), coord.Draw(rt, "c")}
		})).Draw(rt, "moves")
		c := &Case{N: 7, Moves: moves}
		if got, want := string(c.Text()), plainText(c); got != want {
			rt.Fatalf("Text = %q, want %q", got, want)
		}
	})
}
