package problem

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"carokit/subtasks"
)

// PickGenerators returns the generator kinds named by kinds, in that
// order (nil: every kind of s): the pool a RandomCase that honours its
// kinds draws from. An unknown kind is a *ParamError.
func (s *Spec) PickGenerators(kinds []string) ([]*Generator, error) {
	if len(kinds) == 0 {
		kinds = make([]string, len(s.Generators))
		for i, g := range s.Generators {
			kinds[i] = g.Kind
		}
	}
	pool := make([]*Generator, 0, len(kinds))
	for _, k := range kinds {
		g, err := s.FindGenerator(k)
		if err != nil {
			return nil, err
		}
		pool = append(pool, g)
	}
	return pool, nil
}

// drawTries is how many draws DrawFrom makes before it gives up.
const drawTries = 50

// DrawFrom draws one stress case from a generator of pool, each choice
// from r: a kind, its arguments (args, given the kind; the seed is drawn
// after them), and the case. A draw whose arguments the kind refuses (a
// *ParamError: a board too small for what it plants) or whose case fits
// reports false (over the stress bounds) is drawn again, up to 50 times;
// an error of fits is returned as it is.
func DrawFrom(r *rand.Rand, pool []*Generator, args func(r *rand.Rand, g *Generator) []string, fits func(input []byte) (bool, error)) ([]byte, error) {
	if len(pool) == 0 {
		return nil, &ParamError{Msg: "no generator kind to draw from"}
	}
	var last error
	for range drawTries {
		g := pool[r.IntN(len(pool))]
		words := args(r, g)
		a, err := g.ParseArgs(words)
		if err != nil {
			return nil, fmt.Errorf("stress arguments %q for %s: %w", strings.Join(words, " "), g.Kind, err)
		}
		out, err := g.Generate(a.WithSeed(r.Uint64()))
		if IsParamError(err) {
			last = err
			continue
		}
		if err != nil {
			return nil, err
		}
		ok, err := fits(out.Input)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", g.Kind, strings.Join(words, " "), err)
		}
		if ok {
			return out.Input, nil
		}
	}
	names := make([]string, len(pool))
	for i, g := range pool {
		names[i] = g.Kind
	}
	msg := fmt.Sprintf("no stress case of %s fits the bounds in %d draws", strings.Join(names, ", "), drawTries)
	if last != nil {
		msg += ": " + last.Error()
	}
	return nil, &ParamError{Msg: msg + " (choose other kinds or another subtask)"}
}

// WithinBounds validates input, a generator's case, with p and reports
// whether each value bounds limits is at or under its bound: DrawFrom's
// fits for a problem whose generators do not take the bounds themselves.
// An input p rejects is an error (the generator's bug).
func WithinBounds(p Problem, bounds subtasks.Values, input []byte) (bool, error) {
	v, err := p.Validate("generated", input)
	if err != nil {
		return false, fmt.Errorf("the generated case is invalid: %w", err)
	}
	for name, hi := range bounds {
		if got, ok := v[name]; ok && got > hi {
			return false, nil
		}
	}
	return true, nil
}

// TestSized is implemented by built-in problems whose RandomCase draws
// stress-sized cases, too small to be tests of a subtask where a slow
// built-in must time out: TestSizedCase draws a case of such a subtask
// (bounds its limits) as large as its tests are, each choice from r,
// larger as growth goes from 0 to 1. package --mutate's search draws
// from it there.
type TestSized interface {
	TestSizedCase(r *rand.Rand, growth float64, bounds subtasks.Values) ([]byte, error)
}

// Enlarger is implemented by built-in problems that can grow a small
// case, too small to be a test of a subtask where a slow built-in must
// time out, into cases that can be (bounds the subtask's limits), each
// meant to keep what the small case shows: Enlarge returns them in the
// order to try. package --mutate tries them on a gap found only on small
// cases, and keeps the first the mutant still fails.
type Enlarger interface {
	Enlarge(input []byte, bounds subtasks.Values) ([][]byte, error)
}
