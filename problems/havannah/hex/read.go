package hex

import (
	"carokit/input"
	"carokit/subtasks"
)

// Limits bound what a file may hold: T cases, side S in [2, MaxS], M
// moves (at most the board's cells).
type Limits struct {
	MaxT, MaxS, MaxM int
}

// HavannahLimits are HAVANNAH.md's, the union of both subtasks.
var HavannahLimits = Limits{MaxT: 200, MaxS: 3000, MaxM: 10000}

// ReadLenient reads a file the way a judge feeds it to a contestant:
// integers separated by any whitespace. It still refuses what cannot be
// a file: a non-integer, a value out of range, a cell off the board, a
// repeated cell, too few moves or cases, data after the last case.
// Errors are *problem.InputError values.
func ReadLenient(name string, data []byte, lim Limits) ([]Case, error) {
	return read(input.NewLenient(name, data), lim)
}

// ReadStrict validates a file as a testlib validator does: exactly "T\n",
// then per case "S M\n" and M lines "x y\n", single spaces, canonical
// integers, nothing after the last line.
func ReadStrict(name string, data []byte, lim Limits) ([]Case, error) {
	return read(input.NewStrict(name, data), lim)
}

// read is the grammar of a file, the same for both readers.
func read(r *input.Reader, lim Limits) ([]Case, error) {
	t := r.Int(1, lim.MaxT, "T")
	r.Eoln()
	if r.Err() != nil {
		return nil, r.Err()
	}
	cases := make([]Case, 0, t)
	seen := &Table{} // the cells of the case being read, reused case after case
	for n := 1; n <= t; n++ {
		r.Item("case", n, t)
		c, err := readCase(r, lim, n, seen)
		if err != nil {
			return nil, err
		}
		cases = append(cases, c)
	}
	r.Item("", 0, 0)
	r.EOF()
	if r.Err() != nil {
		return nil, r.Err()
	}
	return cases, nil
}

// readCase reads case n: "S M" and its moves, refusing off-board and
// repeated cells (seen holds the cells read).
func readCase(r *input.Reader, lim Limits, n int, seen *Table) (Case, error) {
	s := r.Int(2, lim.MaxS, "S")
	r.Space()
	m := r.Int(0, min(lim.MaxM, Cells(s)), "M")
	r.Eoln()
	if r.Err() != nil {
		return Case{}, r.Err()
	}
	c := Case{S: s, Moves: make([]Cell, 0, m)}
	seen.Reset(m)
	w, side := 2*s+1, 2*s-1
	var v [2]int
	for i := 1; i <= m; i++ {
		r.Item("move", i, m)
		at := r.Pos()
		if !r.QuickLine(side, v[:]) {
			v[0] = r.Int(1, side, "x")
			r.Space()
			v[1] = r.Int(1, side, "y")
			r.Eoln()
			if r.Err() != nil {
				return Case{}, r.Err()
			}
		}
		cell := Cell{v[0], v[1]}
		if !OnBoard(s, cell) {
			r.Errorf(at, "move %d of case %d: (%d,%d) is off the board (|x-y| = %d > S-1 = %d)", i, n, cell.X, cell.Y, abs(cell.X-cell.Y), s-1)
			return Case{}, r.Err()
		}
		key := int32(cell.X*w + cell.Y)
		if j := seen.Get(key); j >= 0 {
			r.Errorf(at, "move %d of case %d repeats cell (%d,%d) of move %d", i, n, cell.X, cell.Y, j)
			return Case{}, r.Err()
		}
		seen.Put(key, int32(i))
		c.Moves = append(c.Moves, cell)
	}
	return c, nil
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Values are the sizes subtasks limit: T, and the largest S and M of any
// case (a file belongs to a subtask when every case fits it).
func Values(cases []Case) subtasks.Values {
	v := subtasks.Values{"T": int64(len(cases)), "S": 0, "M": 0}
	for _, c := range cases {
		v["S"] = max(v["S"], int64(c.S))
		v["M"] = max(v["M"], int64(len(c.Moves)))
	}
	return v
}
