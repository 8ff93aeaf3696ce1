package havsol

import (
	"sync"

	"carokit/problem"
	"carokit/problems/havannah/hex"
)

// Parsed is a Havannah file as the engine hands it to the built-ins: read
// once, given to every solution and cost model. It remembers the
// reference's answers, which the cost models need (where each case stops).
type Parsed struct {
	Cases      []hex.Case
	answerOnce sync.Once
	answers    []hex.Result
}

// Parse reads input leniently within lim.
func Parse(input []byte, lim hex.Limits) (*Parsed, error) {
	cs, err := hex.ReadLenient("", input, lim)
	if err != nil {
		return nil, err
	}
	return &Parsed{Cases: cs}, nil
}

// knowAnswers records the answers the reference found.
func (p *Parsed) knowAnswers(rs []hex.Result) {
	p.answerOnce.Do(func() { p.answers = rs })
}

// Answers are the reference's answers, solved once unless the reference
// already said.
func (p *Parsed) Answers() []hex.Result {
	p.answerOnce.Do(func() {
		for _, c := range p.Cases {
			p.answers = append(p.answers, hex.Solve(c))
		}
	})
	return p.answers
}

// caseOf unwraps what the engine hands a Havannah built-in.
func caseOf(c problem.Case) *Parsed { return c.(*Parsed) }
