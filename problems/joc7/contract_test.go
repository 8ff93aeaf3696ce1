package joc7_test

import (
	"bytes"
	"fmt"
	"testing"

	"carokit/problem/problemtest"
	"carokit/problems/joc7"
	"carokit/problems/joc7/game"
)

// TestContract holds joc7 to the problem.Problem contract the engine
// relies on (package problemtest), its kinds told apart where a case
// shows its kind (kindOf).
func TestContract(t *testing.T) {
	p := joc7.New()
	problemtest.Run(t, p, problemtest.Options{Size: problemtest.Magnitude, KindOf: func(kind string, input []byte) error {
		return kindOf(p, kind, input)
	}})
}

// kindOf: an "example" case is a statement example; a planting kind's
// case has a round somebody wins (its generator checks what it planted).
func kindOf(p *joc7.Problem, kind string, input []byte) error {
	if kind == "example" {
		for _, s := range p.Spec().Samples {
			if bytes.Equal(s.Input, input) {
				return nil
			}
		}
		return fmt.Errorf("not a statement example")
	}
	c, err := game.ReadStrict("drawn", input)
	if err != nil {
		return err
	}
	for _, r := range game.Results(c) {
		if r.Winner != game.None {
			return nil
		}
	}
	return fmt.Errorf("no round has a winner")
}
