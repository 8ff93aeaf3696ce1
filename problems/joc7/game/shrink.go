package game

// Shrink proposes smaller valid variants of c, most aggressive first:
// half the rounds, then each round dropped, then N one smaller (each
// round keeps the order of its marks on the top-left (N-1)×(N-1) board,
// renumbered). Every variant keeps a round with a winner.
func Shrink(c *Case) []*Case {
	var out []*Case
	keep := func(v *Case) {
		for _, r := range Results(v) {
			if r.Winner != None {
				out = append(out, v)
				return
			}
		}
	}
	k := len(c.Rounds)
	if k >= 4 {
		keep(&Case{C: c.C, N: c.N, Rounds: c.Rounds[:k/2]})
		keep(&Case{C: c.C, N: c.N, Rounds: c.Rounds[k/2:]})
	}
	for i := 0; i < k && k > 1; i++ {
		// Dropping round i changes the starters of the rounds after it:
		// a variant still, as valid as any.
		rounds := append(append([][]int{}, c.Rounds[:i]...), c.Rounds[i+1:]...)
		keep(&Case{C: c.C, N: c.N, Rounds: rounds})
	}
	if c.N > MinN {
		keep(smaller(c))
	}
	if c.C == 2 {
		keep(&Case{C: 1, N: c.N, Rounds: c.Rounds})
	}
	return out
}

// smaller is c on the top-left (N-1)×(N-1) board.
func smaller(c *Case) *Case {
	n := c.N - 1
	s := &Case{C: c.C, N: n}
	for _, r := range c.Rounds {
		round := make([]int, 0, n*n)
		for _, v := range r {
			row, col := (v-1)/c.N, (v-1)%c.N
			if row < n && col < n {
				round = append(round, row*n+col+1)
			}
		}
		s.Rounds = append(s.Rounds, round)
	}
	return s
}
