package havsol

import "carokit/problems/havannah/hex"

// rescan is correct and too slow for the large subtask: before each move
// it labels the groups again from scratch by a search over the stones
// already played (each looked at with its six neighbours), then applies
// the circular ring test and the corner/edge masks. O(M²) per case.
func rescan(c hex.Case) (hex.Result, int64) {
	s, w := c.S, 2*c.S+1
	key := func(x, y int) int { return x*w + y }
	label := map[int]int{} // stone -> group, rebuilt before each move
	var work int64
	for i, m := range c.Moves {
		masks := relabel(c, i, label, key)
		work += lookPerMove * int64(i+1)
		var around [6]int32
		own := cellMask(s, m)
		for d, dir := range hex.Dirs {
			around[d] = -1
			if g, ok := label[key(m.X+dir.X, m.Y+dir.Y)]; ok {
				around[d] = int32(g)
				own |= masks[g]
			}
		}
		kinds := kindsOf(own)
		if circularRing(&around) {
			kinds |= hex.Ring
		}
		if kinds != 0 {
			return hex.Result{Move: i + 1, Kinds: kinds}, work
		}
	}
	return hex.Result{}, work
}

// relabel labels the groups of the first n moves of c into label by a
// depth-first search with an explicit stack, and returns each group's
// corner/edge mask.
func relabel(c hex.Case, n int, label map[int]int, key func(x, y int) int) []uint16 {
	clear(label)
	stones := make(map[int]hex.Cell, n)
	for _, m := range c.Moves[:n] {
		stones[key(m.X, m.Y)] = m
	}
	var masks []uint16
	var stack []hex.Cell
	for _, start := range c.Moves[:n] {
		if _, done := label[key(start.X, start.Y)]; done {
			continue
		}
		g := len(masks)
		masks = append(masks, 0)
		label[key(start.X, start.Y)] = g
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			m := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			masks[g] |= cellMask(c.S, m)
			for _, d := range hex.Dirs {
				k := key(m.X+d.X, m.Y+d.Y)
				if n, ok := stones[k]; ok {
					if _, done := label[k]; !done {
						label[k] = g
						stack = append(stack, n)
					}
				}
			}
		}
	}
	return masks
}

// rescanCost is rescan's count without playing: 7·(1+2+…+t) for t moves.
func rescanCost(c hex.Case, r hex.Result) int64 {
	t := int64(played(c, r))
	return lookPerMove * t * (t + 1) / 2
}

// cellMask is the corner bit (0..5) or edge bit (6..11) of a cell.
func cellMask(s int, c hex.Cell) uint16 {
	if k := hex.Corner(s, c); k >= 0 {
		return 1 << k
	}
	if e := hex.Edge(s, c); e >= 0 {
		return 1 << (6 + e)
	}
	return 0
}

// kindsOf is the bridge and fork of a group's mask.
func kindsOf(m uint16) hex.Kind {
	var k hex.Kind
	if ones(m&0x3f) >= 2 {
		k |= hex.Bridge
	}
	if ones(m>>6) >= 3 {
		k |= hex.Fork
	}
	return k
}

func ones(m uint16) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// circularRing is the circular-neighbour test (-1: empty or off board):
// two neighbours of one group with an empty position on both arcs.
func circularRing(around *[6]int32) bool {
	for a := 0; a < 6; a++ {
		for b := a + 2; b < 6; b++ {
			if around[a] >= 0 && around[a] == around[b] && emptyIn(around, a, b) && emptyIn(around, b, a+6) {
				return true
			}
		}
	}
	return false
}

func emptyIn(around *[6]int32, a, b int) bool {
	for k := a + 1; k < b; k++ {
		if around[k%6] < 0 {
			return true
		}
	}
	return false
}
