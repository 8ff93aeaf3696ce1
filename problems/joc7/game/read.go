package game

import (
	"carokit/input"
	"carokit/subtasks"
)

// ReadStrict reads input in the exact layout, as the package's validator:
// C in {1, 2}, 3 ≤ N ≤ 100, 1 ≤ K ≤ 25, each round a permutation of
// 1..N², and at least one round with a winner.
func ReadStrict(name string, data []byte) (*Case, error) {
	return read(input.NewStrict(name, data))
}

// ReadLenient reads input as the built-ins and a contestant's program do:
// numbers separated by any whitespace, with the same checks.
func ReadLenient(name string, data []byte) (*Case, error) {
	return read(input.NewLenient(name, data))
}

func read(r *input.Reader) (*Case, error) {
	c := &Case{}
	c.C = r.Int(1, 2, "C")
	r.Eoln()
	c.N = r.Int(MinN, MaxN, "N")
	r.Space()
	k := r.Int(1, MaxK, "K")
	r.Eoln()
	if r.Err() != nil {
		return nil, r.Err()
	}
	cells := c.N * c.N
	seen := make([]int, cells+1) // the round that marked the cell last
	c.Rounds = make([][]int, k)
	for i := range c.Rounds {
		r.Item("round", i+1, k)
		round := make([]int, cells)
		for m := range round {
			if m > 0 {
				r.Space()
			}
			at := r.Pos()
			v := r.Int(1, cells, "cell")
			if r.Err() != nil {
				return nil, r.Err()
			}
			if seen[v] == i+1 {
				r.Errorf(at, "round %d marks cell %d twice", i+1, v)
				return nil, r.Err()
			}
			seen[v] = i + 1
			round[m] = v
		}
		r.Eoln()
		c.Rounds[i] = round
	}
	r.EOF()
	if r.Err() != nil {
		return nil, r.Err()
	}
	for _, res := range Results(c) {
		if res.Winner != None {
			return c, nil
		}
	}
	r.Errorf(r.Pos(), "no round has a winner (the statement promises one)")
	return nil, r.Err()
}

// Values are c's measured values for subtask membership: C, N and K.
func Values(c *Case) subtasks.Values {
	return subtasks.Values{"C": int64(c.C), "N": int64(c.N), "K": int64(len(c.Rounds))}
}
