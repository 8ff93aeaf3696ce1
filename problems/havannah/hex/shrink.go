package hex

// Shrink proposes smaller files than cases, most aggressive first, for
// the stress search to keep the first that still fails: first each case
// alone (T = 1), then files without one case; for a single case, the
// moves cut to a prefix, then without runs of moves (halves down to
// single moves), then on a board one smaller (the cells shifted by each
// of the four offsets that keep them on it).
func Shrink(cases []Case) [][]Case {
	var out [][]Case
	if len(cases) > 1 {
		for _, c := range cases {
			out = append(out, []Case{c})
		}
		for i := range cases {
			out = append(out, append(append([]Case{}, cases[:i]...), cases[i+1:]...))
		}
		return out
	}
	if len(cases) == 0 {
		return nil
	}
	for _, c := range ShrinkCase(cases[0]) {
		out = append(out, []Case{c})
	}
	return out
}

// ShrinkCase proposes smaller variants of one case: fewer moves, then a
// smaller board.
func ShrinkCase(c Case) []Case {
	var out []Case
	m := len(c.Moves)
	for keep := m / 2; keep < m; keep = keep + max(1, (m-keep)/2) {
		out = append(out, Case{c.S, c.Moves[:keep]})
	}
	for size := m / 2; size >= 1; size /= 2 {
		for at := 0; at+size <= m; at += size {
			moves := append(append([]Cell{}, c.Moves[:at]...), c.Moves[at+size:]...)
			out = append(out, Case{c.S, moves})
		}
	}
	if c.S > 2 {
		for _, d := range [4]Cell{{0, 0}, {-1, -1}, {-1, 0}, {0, -1}} {
			if smaller, ok := shift(c, d); ok {
				out = append(out, smaller)
			}
		}
	}
	return out
}

// shift moves every cell of c by d onto the board of side S−1, if they
// all land on it.
func shift(c Case, d Cell) (Case, bool) {
	out := Case{S: c.S - 1, Moves: make([]Cell, len(c.Moves))}
	for i, m := range c.Moves {
		n := Cell{m.X + d.X, m.Y + d.Y}
		if !OnBoard(out.S, n) {
			return Case{}, false
		}
		out.Moves[i] = n
	}
	return out, true
}
