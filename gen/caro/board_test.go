package carogen

import (
	"testing"

	"pgregory.net/rapid"
)

// TestGridCoords: coords, which divides by multiplying, returns the cell
// that index gave, on grids of every shape up to the largest board, at the
// corners of the grid (its largest indices test the reciprocal's bound)
// and anywhere, and on a grid too large for the reciprocal.
func TestGridCoords(t *testing.T) {
	check := func(t rapid.TB, g *grid, r, c int) {
		if gr, gc := g.coords(g.index(r, c)); gr != r || gc != c {
			t.Fatalf("%v: coords(index(%d, %d)) = (%d, %d)", g.reg, r, c, gr, gc)
		}
	}
	if reciprocal(9000, 9002) != 0 {
		t.Fatalf("a 9000×9000 grid uses the reciprocal, beyond its proof")
	}
	huge := &grid{reg: region{r0: 1, c0: 1, rows: 9000, cols: 9000}, stride: 9002}
	check(t, huge, 9000, 9000)
	rapid.Check(t, func(rt *rapid.T) {
		rows, cols := rapid.IntRange(1, 5000).Draw(rt, "rows"), rapid.IntRange(1, 5000).Draw(rt, "cols")
		r0, c0 := rapid.IntRange(1, 5001-rows).Draw(rt, "r0"), rapid.IntRange(1, 5001-cols).Draw(rt, "c0")
		g := newGrid(region{r0: r0, c0: c0, rows: rows, cols: cols, cells: rows * cols}, true)
		if g.recip == 0 {
			rt.Fatalf("%v: no reciprocal", g.reg)
		}
		// The border too: index(r0-1, c0-1) is 0, the last is the far corner.
		for _, rc := range [][2]int{{r0 - 1, c0 - 1}, {r0 + rows, c0 + cols}, {r0 + rows, c0 - 1}, {r0 - 1, c0 + cols}} {
			check(rt, g, rc[0], rc[1])
		}
		check(rt, g, rapid.IntRange(r0-1, r0+rows).Draw(rt, "r"), rapid.IntRange(c0-1, c0+cols).Draw(rt, "c"))
	})
}
