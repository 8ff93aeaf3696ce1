package carogen

import (
	"fmt"
	"slices"

	"carokit/problems/caro/game"
)

// slotPin asks for stone cell to land in slot [lo, hi) of its colour's
// list (slot s of X is move 2s+1, of O move 2s+2).
type slotPin struct {
	cell   int32
	lo, hi int
}

// order interleaves the stones into moves: the winning stone is exactly
// move t, the rest of its line earlier, each later five's last stone
// after t, everything else at random.
func (b *builder) order() (*game.Case, game.Result, error) {
	d := b.d
	var pins [3][]slotPin
	var res game.Result
	if d.winner != game.None {
		main := b.lines[0]
		w := count(d.winner, d.t) - 1
		for i, idx := range main.cells {
			if i == main.pos {
				pins[d.winner] = append(pins[d.winner], slotPin{idx, w, w + 1})
			} else {
				pins[d.winner] = append(pins[d.winner], slotPin{idx, 0, w})
			}
		}
		toR, toC := main.cellAt(main.length - 1)
		res = game.Result{Move: d.t, Winner: d.winner, Dir: main.dir, From: main.from,
			To: game.Move{R: int32(toR), C: int32(toC)}, Length: main.length}
		for _, l := range b.lines[1:] {
			c := l.colour
			pins[c] = append(pins[c], slotPin{l.cells[l.pos], count(c, d.t), len(b.stones[c])})
		}
	}
	var lists [3][]int32
	for c := game.X; c <= game.O; c++ {
		var err error
		if lists[c], err = b.arrange(b.stones[c], b.nFixed[c], pins[c]); err != nil {
			return nil, res, err
		}
	}
	moves := make([]game.Move, d.k)
	for i := range moves {
		idx := lists[game.Mover(i+1)][i/2]
		r, c := b.g.coords(idx)
		moves[i] = game.Move{R: int32(r), C: int32(c)}
	}
	return &game.Case{N: d.n, Moves: moves}, res, nil
}

// arrange orders one colour's stones: pinned stones in a random free slot
// of their range (tightest ranges first), the others shuffled around them.
func (b *builder) arrange(stones []int32, fixed int, pins []slotPin) ([]int32, error) {
	out := make([]int32, len(stones))
	used := make([]bool, len(stones))
	slices.SortStableFunc(pins, func(x, y slotPin) int { return (x.hi - x.lo) - (y.hi - y.lo) })
	for _, p := range pins {
		if p.lo >= p.hi || p.hi > len(stones) {
			return nil, fmt.Errorf("%s: no slot in [%d, %d) of %d for a planted stone", b.d.kind, p.lo, p.hi, len(stones))
		}
		s := p.lo + b.r.IntN(p.hi-p.lo)
		for tries := 0; used[s]; tries++ {
			if tries > 64 {
				s = firstFree(used, p.lo, p.hi)
				if s < 0 {
					return nil, fmt.Errorf("%s: slots [%d, %d) are all taken", b.d.kind, p.lo, p.hi)
				}
				break
			}
			s = p.lo + b.r.IntN(p.hi-p.lo)
		}
		used[s] = true
		out[s] = p.cell
	}
	// Pinned stones are line stones, among the first nFixed.
	rest := make([]int32, 0, len(stones)-len(pins))
	for _, idx := range stones[:fixed] {
		if !slices.ContainsFunc(pins, func(p slotPin) bool { return p.cell == idx }) {
			rest = append(rest, idx)
		}
	}
	rest = append(rest, stones[fixed:]...)
	b.r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	j := 0
	for s := range out {
		if !used[s] {
			out[s] = rest[j]
			j++
		}
	}
	return out, nil
}

func firstFree(used []bool, lo, hi int) int {
	for s := lo; s < hi; s++ {
		if !used[s] {
			return s
		}
	}
	return -1
}
