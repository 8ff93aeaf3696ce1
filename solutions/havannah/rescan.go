package havsol

import "carokit/problems/havannah/hex"

// rescan is correct and too slow for the large subtask: before each move
// it labels the groups of the stones already played again from scratch,
// by a depth-first search over them (each stone looked at with its six
// neighbours), then applies the circular ring test and the corner/edge
// masks. The neighbours of each stone are found once, through a map, so
// the searches run over arrays. O(M²) per case.
func rescan(c hex.Case) (hex.Result, int64) {
	s, w := c.S, 2*c.S+1
	at := make(map[int]int32, len(c.Moves))
	for i, m := range c.Moves {
		at[m.X*w+m.Y] = int32(i)
	}
	// near[i][d]: the move played at stone i's neighbour d, -1 if none.
	near := make([][6]int32, len(c.Moves))
	for i, m := range c.Moves {
		for d, dir := range hex.Dirs {
			near[i][d] = -1
			if j, ok := at[(m.X+dir.X)*w+m.Y+dir.Y]; ok {
				near[i][d] = j
			}
		}
	}
	label := make([]int32, len(c.Moves))
	var masks []uint16
	var stack []int32
	var work int64
	for i, m := range c.Moves {
		masks, stack = relabel(c, int32(i), near, label, masks[:0], stack)
		work += lookPerMove * int64(i+1)
		var around [6]int32
		own := cellMask(s, m)
		for d, j := range near[i] {
			around[d] = -1
			if j >= 0 && j < int32(i) {
				around[d] = label[j]
				own |= masks[label[j]]
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

// relabel labels the groups of the first n stones (an explicit stack, no
// recursion) and returns each group's corner/edge mask.
func relabel(c hex.Case, n int32, near [][6]int32, label []int32, masks []uint16, stack []int32) ([]uint16, []int32) {
	for i := range n {
		label[i] = -1
	}
	for start := range n {
		if label[start] >= 0 {
			continue
		}
		g := int32(len(masks))
		masks = append(masks, 0)
		label[start] = g
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			masks[g] |= cellMask(c.S, c.Moves[i])
			for _, j := range near[i] {
				if j >= 0 && j < n && label[j] < 0 {
					label[j] = g
					stack = append(stack, j)
				}
			}
		}
	}
	return masks, stack
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
