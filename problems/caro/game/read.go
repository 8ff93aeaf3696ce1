package game

import (
	"slices"

	"carokit/input"
)

// ReadLenient reads a case the way a judge feeds it to a contestant's
// program: integers separated by any whitespace (space, tab, \r, \n, \v,
// \f), signs and leading zeros allowed as scanf allows them. It still
// rejects anything that cannot be a case: a token that is not an integer,
// a value out of range, a repeated cell, too few moves, or data after the
// last move. Errors are *problem.InputError values.
func ReadLenient(name string, data []byte, lim Limits) (*Case, error) {
	return read(input.NewLenient(name, data), lim)
}

// ReadStrict validates a case the way a testlib validator does: exactly
// "N K\n", then K lines "r c\n", single spaces, \n line ends, integers
// without sign or leading zeros, nothing after the last line. Errors are
// *problem.InputError values whose messages read like testlib's.
func ReadStrict(name string, data []byte, lim Limits) (*Case, error) {
	return read(input.NewStrict(name, data), lim)
}

// read is the grammar of a case, the same for both readers: the reader's
// mode decides what whitespace means.
func read(r *input.Reader, lim Limits) (*Case, error) {
	n := r.Int(1, lim.MaxN, "N")
	r.Space()
	k := r.Int(1, lim.MaxMoves(n), "K")
	r.Eoln()
	if r.Err() != nil {
		return nil, r.Err()
	}
	c := &Case{N: n, Moves: make([]Move, 0, k)}
	seen := newCellSet(n)
	var v [2]int
	for i := 1; i <= k; i++ {
		r.Item("move", i, k)
		at := r.Pos()
		// QuickLine takes "r c\n" written canonically, which is nearly
		// every line; Int, Space and Eoln read or explain anything else.
		if !r.QuickLine(n, v[:]) {
			v[0] = r.Int(1, n, "r")
			r.Space()
			v[1] = r.Int(1, n, "c")
			r.Eoln()
			if r.Err() != nil {
				return nil, r.Err()
			}
		}
		row, col := v[0], v[1]
		m := Move{int32(row), int32(col)}
		if cell := (row-1)*n + col - 1; !seen.add(cell) {
			r.Errorf(at, "move %d repeats cell (%d,%d) of move %d", i, row, col, 1+slices.Index(c.Moves, m))
			return nil, r.Err()
		}
		c.Moves = append(c.Moves, m)
	}
	r.EOF()
	if r.Err() != nil {
		return nil, r.Err()
	}
	return c, nil
}

// cellSet remembers occupied cells: one bit per cell, or a map when the
// board is too large for a bitset (only for limits far beyond Caro's).
type cellSet struct {
	bits []uint64
	m    map[int]struct{}
}

func newCellSet(n int) *cellSet {
	cells := int64(n) * int64(n)
	if cells > 1<<30 {
		return &cellSet{m: map[int]struct{}{}}
	}
	return &cellSet{bits: make([]uint64, (cells+63)/64)}
}

// add marks cell i and reports whether it was free.
func (c *cellSet) add(i int) bool {
	if c.bits == nil {
		_, had := c.m[i]
		c.m[i] = struct{}{}
		return !had
	}
	w, b := &c.bits[i>>6], uint64(1)<<(i&63)
	had := *w&b != 0
	*w |= b
	return !had
}
