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
	return read(func() *input.Reader { return input.NewLenient(name, data) }, lim)
}

// ReadStrict validates a case the way a testlib validator does: exactly
// "N K\n", then K lines "r c\n", single spaces, \n line ends, integers
// without sign or leading zeros, nothing after the last line. Errors are
// *problem.InputError values whose messages read like testlib's.
func ReadStrict(name string, data []byte, lim Limits) (*Case, error) {
	return read(func() *input.Reader { return input.NewStrict(name, data) }, lim)
}

// read is the grammar of a case, the same for both readers: the reader's
// mode decides what whitespace means. A valid case, nearly every one read,
// is read in one pass and its cells checked afterwards, in batches
// (readValid); anything else is read again move by move (readChecked),
// which finds the first error as the grammar orders them.
func read(open func() *input.Reader, lim Limits) (*Case, error) {
	if c := readValid(open(), lim); c != nil {
		return c, nil
	}
	return readChecked(open(), lim)
}

// readHeader reads "N K" and the line's end.
func readHeader(r *input.Reader, lim Limits) (n, k int) {
	n = r.Int(1, lim.MaxN, "N")
	r.Space()
	k = r.Int(1, lim.MaxMoves(n), "K")
	r.Eoln()
	return n, k
}

// readMove reads move i of k into v, and returns where it starts; false
// on an error (r.Err).
func readMove(r *input.Reader, i, k, n int, v *[2]int) (int, bool) {
	r.Item("move", i, k)
	at := r.Pos()
	// QuickLine takes "r c\n" written canonically, which is nearly every
	// line; Int, Space and Eoln read or explain anything else.
	if !r.QuickLine(n, v[:]) {
		v[0] = r.Int(1, n, "r")
		r.Space()
		v[1] = r.Int(1, n, "c")
		r.Eoln()
		return at, r.Err() == nil
	}
	return at, true
}

// readValid reads a case without an error, nil for any other: the moves
// first, then whether a cell repeats. The cells' bits are read a batch
// ahead (one wait for memory per batch, not per move at N = 5000).
func readValid(r *input.Reader, lim Limits) *Case {
	n, k := readHeader(r, lim)
	if r.Err() != nil {
		return nil
	}
	c := &Case{N: n, Moves: make([]Move, 0, k)}
	var v [2]int
	for i := 1; i <= k; i++ {
		if _, ok := readMove(r, i, k, n, &v); !ok {
			return nil
		}
		c.Moves = append(c.Moves, Move{int32(v[0]), int32(v[1])})
	}
	if r.EOF(); r.Err() != nil {
		return nil
	}
	seen := newCellSet(n)
	const batch = 16
	for i, m := range c.Moves {
		if i%batch == 0 {
			seen.touch(c.Moves[min(i+batch, len(c.Moves)):min(i+2*batch, len(c.Moves))], n)
		}
		if !seen.add((int(m.R)-1)*n + int(m.C) - 1) {
			return nil
		}
	}
	return c
}

// readChecked reads a case move by move, checking each cell as it comes.
func readChecked(r *input.Reader, lim Limits) (*Case, error) {
	n, k := readHeader(r, lim)
	if r.Err() != nil {
		return nil, r.Err()
	}
	c := &Case{N: n, Moves: make([]Move, 0, k)}
	seen := newCellSet(n)
	var v [2]int
	for i := 1; i <= k; i++ {
		at, ok := readMove(r, i, k, n, &v)
		if !ok {
			return nil, r.Err()
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
	bits    []uint64
	m       map[int]struct{}
	touched uint64 // what touch read (unused)
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

// touch reads the words of the cells of ms on an n-board, so that they
// are in the cache when add comes to them.
func (c *cellSet) touch(ms []Move, n int) {
	if c.bits == nil {
		return
	}
	var x uint64
	for _, m := range ms {
		x ^= c.bits[((int(m.R)-1)*n+int(m.C)-1)>>6]
	}
	c.touched ^= x
}
