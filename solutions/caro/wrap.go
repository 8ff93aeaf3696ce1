package carosol

import (
	"carokit/problem"
	"carokit/problems/caro/game"
)

// Wrap turns an algorithm into a problem.Solution over cases parsed by
// Parse, printing its answer with format. The second dialect reuses it
// with its own limits, format and expectations.
func Wrap(a Algorithm, expected []problem.Verdict, format func(*game.Case, int) []byte) problem.Solution {
	s := problem.Solution{
		Name:       a.Name,
		Summary:    a.Summary,
		Complexity: a.Complexity,
		Role:       a.Role,
		Expected:   expected,
		Solve: func(c problem.Case) ([]byte, int64, error) {
			p := caseOf(c)
			var t int
			var reads int64
			if a.runParsed != nil {
				t, reads = a.runParsed(p)
			} else {
				t, reads = a.Run(p.Case)
			}
			if a.Role == problem.RoleReference {
				p.knowAnswer(t) // the cost models of the other built-ins need it
			}
			return append(format(p.Case, t), '\n'), reads, nil
		},
	}
	if a.Cost != nil {
		s.Work = func(c problem.Case) (int64, error) {
			p := caseOf(c)
			return a.Cost(p.Case, p.FirstWin()), nil
		}
	}
	return s
}
