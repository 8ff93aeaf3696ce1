package carogen

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"carokit/problems/caro/game"
)

// fill adds background stones in pattern colours until each colour has
// its share of K: ⌈K/2⌉ for X, ⌊K/2⌋ for O.
func (b *builder) fill() error {
	g := b.g
	need := [3]int{}
	for c := game.X; c <= game.O; c++ {
		need[c] = b.target[c] - len(b.stones[c])
		if need[c] < 0 {
			return fmt.Errorf("%s: the planted lines need more %s stones than K = %d gives", b.d.kind, c, b.d.k)
		}
	}
	if need[game.X]+need[game.O] == 0 {
		return nil
	}
	if g.cell == nil && g.reg.cells == g.reg.rows*g.reg.cols {
		return b.fillSparse(need)
	}
	if err := b.fillDense(need); err != nil {
		return err
	}
	b.scramble()
	return nil
}

// scrambleMax bounds the recolourings of one case: enough to break the
// pattern up on a board of 300, cheap on a block of 300000.
const scrambleMax = 40000

// scramble recolours random background stones of a dense region in pairs,
// one X to O and one O to X so that the counts hold, each only where it
// makes no five. The pattern's runs of at most two then grow into the
// runs of three and four that a real game has, which is what a solution's
// counting has to get right. (Stones of a sparse region rarely touch.)
func (b *builder) scramble() {
	g := b.g
	xs, os := b.stones[game.X][b.nFixed[game.X]:], b.stones[game.O][b.nFixed[game.O]:]
	if len(xs) == 0 || len(os) == 0 {
		return
	}
	for range min(len(xs)+len(os), scrambleMax) / 2 {
		i, j := b.r.IntN(len(xs)), b.r.IntN(len(os))
		x, o := xs[i], os[j]
		if !g.canHold(x, game.O) {
			continue
		}
		g.set(x, int8(game.O))
		if !g.canHold(o, game.X) {
			g.set(x, int8(game.X))
			continue
		}
		g.set(o, int8(game.X))
		xs[i], os[j] = o, x
	}
}

// cellOf returns the board cell of the region's i-th cell.
func (g *grid) cellOf(i int) (r, c int) {
	return g.reg.r0 + i/g.reg.cols, g.reg.c0 + i%g.reg.cols
}

// fillSparse scatters stones over a region at most a third full (always
// a whole rectangle), each in its pattern colour. Random probes of a
// 5000×5000 board miss the cache, so it draws candidate cells in batches,
// sorts them by row, takes the free ones in that order, and then frees a
// random few of each colour to keep exactly the number it needs: a
// uniform subset of the free cells of that colour.
func (b *builder) fillSparse(need [3]int) error {
	g := b.g
	rows, cols := uint64(g.reg.rows), uint64(g.reg.cols)
	var cand, sorted []int32
	var byColour [3][]int32
	start := make([]int32, rows+1)
	for round := 0; need[game.X]+need[game.O] > 0; round++ {
		if round > 50 {
			return retry("the region is too crowded to scatter stones")
		}
		m := (need[game.X]+need[game.O])*21/20 + 64
		cand = slices.Grow(cand[:0], m)
		clear(start)
		for range m {
			// One draw gives the row and the column (multiply-shift:
			// a bias of at most 5000/2³² is harmless here).
			x := b.r.Uint64()
			r := (x >> 32) * rows >> 32
			c := (x & 0xffffffff) * cols >> 32
			cand = append(cand, int32((r+1)*uint64(g.stride)+c+1))
			start[r+1]++
		}
		for i := 1; i <= int(rows); i++ {
			start[i] += start[i-1]
		}
		sorted = slices.Grow(sorted[:0], m)[:m]
		for _, idx := range cand {
			r := int(idx)/g.stride - 1
			sorted[start[r]] = idx
			start[r]++
		}
		for p := game.X; p <= game.O; p++ {
			byColour[p] = slices.Grow(byColour[p][:0], m/2+m/8)
		}
		for _, idx := range sorted {
			if g.get(idx) != 0 {
				continue // taken, or drawn twice
			}
			r, c := g.coords(idx)
			p := b.pat.at(r, c)
			g.packed[idx>>5] |= uint64(p) << (2 * (idx & 31)) // idx is empty
			byColour[p] = append(byColour[p], idx)
		}
		for p := game.X; p <= game.O; p++ {
			got := byColour[p]
			for drop := len(got) - need[p]; drop > 0; {
				j := b.r.IntN(len(got))
				if got[j] >= 0 {
					g.set(got[j], 0)
					got[j] = -1
					drop--
				}
			}
			for _, idx := range got {
				if idx >= 0 {
					b.stones[p] = append(b.stones[p], idx)
					need[p]--
				}
			}
		}
	}
	return nil
}

// fillDense picks the stones among the region's free cells by pattern
// colour. When one colour's cells are too few (a full block), it fills
// every cell and recolours stones of the other colour, each only where
// the change makes no five.
func (b *builder) fillDense(need [3]int) error {
	g := b.g
	var free [3][]int32
	for i := range g.reg.cells {
		r, c := g.cellOf(i)
		idx := g.index(r, c)
		if g.get(idx) == 0 {
			p := b.pat.at(r, c)
			free[p] = append(free[p], idx)
		}
	}
	short, long := game.X, game.O
	if len(free[game.X])-need[game.X] > len(free[game.O])-need[game.O] {
		short, long = game.O, game.X
	}
	flips := max(0, need[short]-len(free[short]))
	if len(free[long]) < need[long]+flips {
		return retry("the region has %d free cells for %d stones", len(free[game.X])+len(free[game.O]), need[game.X]+need[game.O])
	}
	b.take(free[short], min(need[short], len(free[short])), short)
	// The long colour's kept cells come first: a random subset; the holes
	// are placed before recolouring, so that each check sees the final
	// neighbourhood minus later recolourings, which it rechecks itself.
	cand := free[long]
	keep := need[long] + flips
	partialShuffle(b.r, cand, keep)
	for _, idx := range cand[:keep] {
		g.set(idx, int8(long))
	}
	flipped := 0
	kept := cand[:0:0]
	for _, idx := range cand[:keep] {
		if flipped < flips && g.canHold(idx, short) {
			g.set(idx, int8(short))
			b.stones[short] = append(b.stones[short], idx)
			flipped++
			continue
		}
		kept = append(kept, idx)
	}
	if flipped < flips {
		return retry("could not balance the colours (%d of %d recolourings)", flipped, flips)
	}
	b.stones[long] = append(b.stones[long], kept...)
	return nil
}

// take puts p's stones on m cells chosen at random from cells.
func (b *builder) take(cells []int32, m int, p game.Player) {
	partialShuffle(b.r, cells, m)
	for _, idx := range cells[:m] {
		b.g.set(idx, int8(p))
	}
	b.stones[p] = append(b.stones[p], cells[:m]...)
}

// partialShuffle moves a uniform random m-subset of s to its front.
func partialShuffle(r *rand.Rand, s []int32, m int) {
	for i := range m {
		j := i + r.IntN(len(s)-i)
		s[i], s[j] = s[j], s[i]
	}
}
