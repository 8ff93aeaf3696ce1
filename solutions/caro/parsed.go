package carosol

import (
	"sync"

	"carokit/problem"
	"carokit/problems/caro/game"
)

// Parsed is a Caro case as the engine hands it to the built-ins: read
// once (Parse), then given to every solution and cost model of a package
// build or a stress comparison. It also remembers the case's answer, so
// that the cost models, which need to know where the game stops, do not
// play it again: the reference records what it found.
type Parsed struct {
	*game.Case
	answerOnce sync.Once
	answer     int

	// What one replay found for each group of mutants with a rule of
	// their own (familyAnswer).
	family [2]replayed
	// What the reference and the wrong solutions found in their shared
	// replay (runShared).
	shared sharedReplay
	// live names the mutants the engine still runs on this case (nil:
	// all of them), set before any is asked (LiveMutants).
	live map[string]bool
}

// LiveMutants tells p which mutants the engine will ask about (those not
// yet killed in the test's subtask): the family's one replay leaves the
// others out and may stop sooner. A mutant's answer does not depend on
// it; call it before asking any mutant.
func (p *Parsed) LiveMutants(names []string) {
	p.live = make(map[string]bool, len(names))
	for _, n := range names {
		p.live[n] = true
	}
}

// Parse reads input leniently within lim.
func Parse(input []byte, lim game.Limits) (*Parsed, error) {
	c, err := game.ReadLenient("", input, lim)
	if err != nil {
		return nil, err
	}
	return &Parsed{Case: c}, nil
}

// knowAnswer records the answer the reference found.
func (p *Parsed) knowAnswer(t int) {
	p.answerOnce.Do(func() { p.answer = t })
}

// FirstWin is the case's answer: the move after which someone has first
// won, or 0; played once, unless the reference already said.
func (p *Parsed) FirstWin() int {
	p.answerOnce.Do(func() {
		res, _ := game.Play(p.Case)
		p.answer = res.Move
	})
	return p.answer
}

// caseOf unwraps what the engine hands a Caro built-in.
func caseOf(c problem.Case) *Parsed { return c.(*Parsed) }
