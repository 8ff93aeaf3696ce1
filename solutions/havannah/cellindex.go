package havsol

// cellIndex maps a board cell's code (X·w+Y, never negative) to the move
// played there: an open-addressing table with linear probing, at most
// half full. Every variant looks up six neighbours per move, and Go's map
// spent most of a package build hashing them; a multiplicative hash of
// the int32 code does the same in a few instructions.
type cellIndex struct {
	shift uint32
	keys  []int32 // code+1, 0 for an empty slot
	vals  []int32
}

func newCellIndex(moves int) cellIndex {
	bits := uint32(4)
	for 1<<bits < 2*moves {
		bits++
	}
	return cellIndex{shift: 32 - bits, keys: make([]int32, 1<<bits), vals: make([]int32, 1<<bits)}
}

func (x *cellIndex) slot(code int32) uint32 { return uint32(code) * 0x9E3779B1 >> x.shift }

// put records that move id is on the cell code (not yet in the table).
func (x *cellIndex) put(code, id int32) {
	mask := uint32(len(x.keys) - 1)
	for i := x.slot(code); ; i = (i + 1) & mask {
		if x.keys[i] == 0 {
			x.keys[i], x.vals[i] = code+1, id
			return
		}
	}
}

// get returns the move on the cell code, false when there is none.
func (x *cellIndex) get(code int32) (int32, bool) {
	mask := uint32(len(x.keys) - 1)
	for i := x.slot(code); ; i = (i + 1) & mask {
		switch x.keys[i] {
		case code + 1:
			return x.vals[i], true
		case 0:
			return 0, false
		}
	}
}
