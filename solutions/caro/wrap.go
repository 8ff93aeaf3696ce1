package carosol

import (
	"carokit/problem"
	"carokit/problems/caro/game"
)

// Wrap turns an algorithm into a problem.Solution that reads input
// leniently with limits lim and prints its answer with format. The second
// dialect reuses it with its own limits, format and expectations.
func Wrap(a Algorithm, expected []problem.Verdict, lim game.Limits, format func(*game.Case, int) []byte) problem.Solution {
	s := problem.Solution{
		Name:       a.Name,
		Summary:    a.Summary,
		Complexity: a.Complexity,
		Role:       a.Role,
		Expected:   expected,
		Solve: func(input []byte) ([]byte, int64, error) {
			e := cache.read(input, lim)
			if e.err != nil {
				return nil, 0, e.err
			}
			t, reads := a.Run(e.c)
			if a.Role == problem.RoleReference {
				e.knowAnswer(t) // the cost models of the other built-ins need it
			}
			return append(format(e.c, t), '\n'), reads, nil
		},
	}
	if a.Cost != nil {
		s.Work = func(input []byte) (int64, error) {
			e := cache.read(input, lim)
			if e.err != nil {
				return 0, e.err
			}
			return a.Cost(e.c, e.firstWin()), nil
		}
	}
	return s
}
