package hex

import (
	"math/bits"
	"strconv"
	"strings"
)

// Kind is a set of winning structures.
type Kind uint8

// The winning structures, in the order answers name them.
const (
	Bridge Kind = 1 << iota // a group touching two corners
	Fork                    // a group touching three edges
	Ring                    // a group encircling an empty cell
)

var kindNames = [3]string{"bridge", "fork", "ring"}

// String joins the kinds in k with "-" in the order bridge, fork, ring
// ("bridge-fork"); the empty set is "none".
func (k Kind) String() string {
	var parts []string
	for i, name := range kindNames {
		if k&(1<<i) != 0 {
			parts = append(parts, name)
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "-")
}

// ParseKind reads a kind as String prints it (not "none").
func ParseKind(s string) (Kind, bool) {
	for k := Bridge; k <= Bridge|Fork|Ring; k++ {
		if k.String() == s {
			return k, true
		}
	}
	return 0, false
}

// Result is a case's answer: the first winning move (1-based; 0 when no
// move wins) and every kind that move completes.
type Result struct {
	Move  int
	Kinds Kind
}

// String is the answer as printed after "Case #n: ": "none" or
// "bridge-fork in move 7".
func (r Result) String() string {
	if r.Move == 0 {
		return "none"
	}
	return r.Kinds.String() + " in move " + strconv.Itoa(r.Move)
}

// Solve is the reference: union-find over the stones, each group carrying
// the corners and edges it touches, and the circular-neighbour ring test.
// O(M α(M)) time and O(M) memory: stones are indexed through a hash
// table, so a large board with few stones costs nothing for its empty
// cells.
func Solve(c Case) Result {
	s := c.S
	w := 2*s + 1 // key stride: coordinates 0..2S, so off-board neighbours have keys too
	index := GetTable(len(c.Moves))
	defer PutTable(index)
	parent := make([]int32, len(c.Moves))
	masks := make([]uint16, len(c.Moves))
	for i, m := range c.Moves {
		id := int32(i)
		parent[id], masks[id] = id, mask(s, m)
		var around [6]int32 // root of each neighbour in circular order, -1 when empty
		for d, dir := range Dirs {
			around[d] = -1
			if j := index.Get(int32((m.X+dir.X)*w + m.Y + dir.Y)); j >= 0 {
				around[d] = find(parent, j)
			}
		}
		var kinds Kind
		if closesRing(&around) {
			kinds |= Ring
		}
		for _, r := range around {
			if r >= 0 && r != id {
				masks[id] |= masks[r]
				parent[r] = id
			}
		}
		index.Put(int32(m.X*w+m.Y), id)
		if bits.OnesCount16(masks[id]&0x3f) >= 2 {
			kinds |= Bridge
		}
		if bits.OnesCount16(masks[id]>>6) >= 3 {
			kinds |= Fork
		}
		if kinds != 0 {
			return Result{Move: i + 1, Kinds: kinds}
		}
	}
	return Result{}
}

// find returns the root of i's group, halving the path on the way.
func find(parent []int32, i int32) int32 {
	for parent[i] != i {
		parent[i] = parent[parent[i]]
		i = parent[i]
	}
	return i
}

// closesRing is the circular-neighbour test: a stone whose neighbours
// (roots in circular order, -1 for an empty or off-board position)
// include two of one group closes a ring exactly when both arcs of the
// circle between those two hold an empty position. Off-board positions
// count as empty: the one on the far side is then enclosed.
func closesRing(around *[6]int32) bool {
	for a := 0; a < 6; a++ {
		if around[a] < 0 {
			continue
		}
		for b := a + 2; b < 6; b++ {
			if around[b] != around[a] {
				continue
			}
			if emptyBetween(around, a, b) && emptyBetween(around, b, a+6) {
				return true
			}
		}
	}
	return false
}

// emptyBetween reports whether a position strictly between a and b (going
// round the circle, b > a, indices mod 6) is empty.
func emptyBetween(around *[6]int32, a, b int) bool {
	for k := a + 1; k < b; k++ {
		if around[k%6] < 0 {
			return true
		}
	}
	return false
}
