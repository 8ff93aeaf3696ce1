package havsol

import (
	"carokit/problem"
	"carokit/problems/havannah/hex"
)

// variant is the reference's union-find with one idea changed: the known
// wrong solutions and the mutants are each one variant, so that each
// differs from the reference in exactly the mistake it is named for.
type variant struct {
	name, summary string
	dirs          [6]hex.Cell                                 // neighbour offsets, in the order the ring test walks them
	mask          func(s int, c hex.Cell) uint16              // corner bits 0..5, edge bits 6..11
	ring          func(p *play, m hex.Cell, a *[6]int32) bool // after m is placed; a: roots before, -1 empty, -2 off board
	bridgeMin     int                                         // corners a bridge needs
	forkMin       int                                         // edges a fork needs
	firstKindOnly bool                                        // names only the first kind
	lastWin       bool                                        // plays on and reports the last winning move
	firstMaskOnly bool                                        // a union keeps the mask of the first group only
}

// base is the reference as a variant.
func base(name, summary string) variant {
	return variant{name: name, summary: summary, dirs: hex.Dirs, mask: cellMask,
		ring: func(_ *play, _ hex.Cell, a *[6]int32) bool { return circularRing(a) }, bridgeMin: 2, forkMin: 3}
}

func (v variant) algorithm() Algorithm {
	return Algorithm{Name: v.name, Summary: v.summary, Complexity: "O(M α(M))", Role: problem.RoleOther, Run: v.run}
}

// play is a variant's state over one case.
type play struct {
	s, w   int
	index  *hex.Table
	parent []int32
	masks  []uint16
	looks  int64
}

func (p *play) find(i int32) int32 {
	for p.parent[i] != i {
		p.parent[i] = p.parent[p.parent[i]]
		i = p.parent[i]
	}
	return i
}

// root is the group of the stone at c, -1 when c is an empty board cell
// and -2 when it is off the board.
func (p *play) root(c hex.Cell) int32 {
	p.looks++
	if !hex.OnBoard(p.s, c) {
		return -2
	}
	if j := p.index.Get(int32(c.X*p.w + c.Y)); j >= 0 {
		return p.find(j)
	}
	return -1
}

func (v variant) run(c hex.Case) (hex.Result, int64) {
	p := &play{s: c.S, w: 2*c.S + 1, index: hex.GetTable(len(c.Moves)),
		parent: make([]int32, len(c.Moves)), masks: make([]uint16, len(c.Moves))}
	defer hex.PutTable(p.index)
	var last hex.Result
	// One array for every move: passed to v.ring, a func value, it
	// escapes, and a new one per move cost a sixth of a package build.
	around := new([6]int32)
	for i, m := range c.Moves {
		id := int32(i)
		p.parent[id], p.masks[id] = id, v.mask(c.S, m)
		p.looks++
		for d, dir := range v.dirs { // sets all six
			around[d] = p.root(hex.Cell{X: m.X + dir.X, Y: m.Y + dir.Y})
		}
		p.index.Put(int32(m.X*p.w+m.Y), id)
		var kinds hex.Kind
		if v.ring(p, m, around) {
			kinds |= hex.Ring
		}
		merged := false
		for _, r := range around {
			if r >= 0 && r != id && p.parent[r] == r {
				if !v.firstMaskOnly || !merged {
					p.masks[id] |= p.masks[r]
				}
				p.parent[r], merged = id, true
			}
		}
		if ones(p.masks[id]&0x3f) >= v.bridgeMin {
			kinds |= hex.Bridge
		}
		if ones(p.masks[id]>>6) >= v.forkMin {
			kinds |= hex.Fork
		}
		if kinds == 0 {
			continue
		}
		if v.firstKindOnly {
			kinds &= -kinds
		}
		last = hex.Result{Move: i + 1, Kinds: kinds}
		if !v.lastWin {
			return last, p.looks
		}
	}
	return last, p.looks
}

// surrounded reports whether board cell c has six neighbours on the board,
// all stones (the stone just placed included).
func (p *play) surrounded(c hex.Cell) bool {
	for _, d := range hex.Dirs {
		if p.root(hex.Cell{X: c.X + d.X, Y: c.Y + d.Y}) < 0 {
			return false
		}
	}
	return true
}
