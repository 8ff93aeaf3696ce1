// Package problemtest checks that a problem keeps the problem.Problem
// contract the engine relies on. It is imported only by tests: each
// problem's package calls Run from one of its tests, so a new problem
// (a built-in or an adapter of external programs) is held to the same
// rules as the others:
//
//   - the Spec is complete: name, title, limits, subtasks whose weights
//     sum to 100, a reference, samples, plans that parse and name only the
//     problem's generators (with arguments they accept) and samples, an
//     expected verdict per subtask for every solution and mutant, and an
//     input bound (MaxInputBytes) that covers the samples;
//   - every sample validates, and the reference's answer to it is
//     accepted by Check against the sample's answer;
//   - the strict reader (Validate) and the lenient one (Parse) agree:
//     every input Validate accepts, Parse accepts; and on a corpus of
//     broken inputs (the samples cut, doubled, with tokens replaced and
//     bytes added) nothing panics;
//   - Shrink is deterministic and its candidates are valid and smaller
//     than their input (in bytes, or in the measure Options.Size gives);
//   - RandomCase is deterministic for a seed, its cases validate and fit
//     the bounds asked (each subtask's limits), and it honours kinds: a
//     case drawn with kinds [K] is of kind K when Options.KindOf can tell,
//     an unknown kind is a usage error (problem.ParamError), and two kinds
//     never draw the same cases from the same seeds.
package problemtest

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/subtasks"
)

// Options tune Run for one problem. The zero value checks everything with
// the defaults.
type Options struct {
	// Cases is how many random cases each check draws (default 12).
	Cases int
	// Seed is the first half of every random case's PCG seed (the case
	// number is the second), so a failure names the seed that shows it.
	Seed uint64
	// MaxGrowth bounds the growth the random checks draw with (default 1):
	// a problem whose cases at full growth are slow to draw may lower it.
	MaxGrowth float64
	// Size measures an input for Shrink's "smaller", compared
	// lexicographically: nil counts bytes. A problem whose shrink steps may
	// keep the byte count (a stone moved to a cell nearer the corner)
	// documents its own measure (or uses Magnitude).
	Size func(input []byte) []int64
	// KindOf, when set, says why input (drawn with kinds [kind]) is not
	// of that kind, or nil: the problem's own recognizer.
	KindOf func(kind string, input []byte) error
	// Kinds are the generator kinds whose draws are checked; nil: every
	// kind of Spec.Generators.
	Kinds []string
	// Broken are more inputs for the no-panic check, beside those made
	// from the samples.
	Broken [][]byte
	// ExternalReference says the problem's reference is an external
	// program, not a built-in (a folder problem): the Spec needs no
	// built-in reference and the samples' answers are checked against
	// themselves only.
	ExternalReference bool
	// InvalidShrinks says Shrink may propose invalid candidates, which the
	// engine validates before it tries one (stress does): a folder
	// problem, whose validator is a program, so that checking every
	// candidate up front would cost a run each. The candidates are still
	// held to being smaller and deterministic.
	InvalidShrinks bool
}

func (o Options) cases() int {
	if o.Cases > 0 {
		return o.Cases
	}
	return 12
}

func (o Options) growth(i int) float64 {
	g := o.MaxGrowth
	if g <= 0 || g > 1 {
		g = 1
	}
	n := o.cases()
	if n == 1 {
		return 0
	}
	return g * float64(i) / float64(n-1)
}

func (o Options) size(input []byte) []int64 {
	if o.Size != nil {
		return o.Size(input)
	}
	return []int64{int64(len(input))}
}

// rng is the source of case i of a check.
func (o Options) rng(i int) *rand.Rand { return rand.New(rand.NewPCG(o.Seed, uint64(i))) }

// Run checks p against the problem.Problem contract, each part a subtest
// of t: spec, samples, readers, shrink, random and kinds.
func Run(t *testing.T, p problem.Problem, opt Options) {
	t.Helper()
	t.Run("spec", func(t *testing.T) { checkSpec(t, p, opt) })
	t.Run("samples", func(t *testing.T) { checkSamples(t, p, opt) })
	t.Run("readers", func(t *testing.T) { checkReaders(t, p, opt) })
	t.Run("shrink", func(t *testing.T) { checkShrink(t, p, opt) })
	t.Run("random", func(t *testing.T) { checkRandom(t, p, opt) })
	t.Run("kinds", func(t *testing.T) { checkKinds(t, p, opt) })
}

// panicError is a panic that safely caught.
type panicError struct {
	what  string
	value any
}

func (e *panicError) Error() string { return fmt.Sprintf("%s panicked: %v", e.what, e.value) }

// isPanic reports whether err is a panic that safely caught.
func isPanic(err error) bool {
	var pe *panicError
	return errors.As(err, &pe)
}

// safely runs f, turning a panic into a *panicError naming what panicked.
func safely(what string, f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &panicError{what, r}
		}
	}()
	return f()
}

// validate runs p.Validate without letting a panic escape.
func validate(p problem.Problem, name string, input []byte) (v subtasks.Values, err error) {
	perr := safely("Validate", func() error {
		v, err = p.Validate(name, input)
		return nil
	})
	if perr != nil {
		return nil, perr
	}
	return v, err
}

// parse runs p.Parse without letting a panic escape.
func parse(p problem.Problem, input []byte) error {
	return safely("Parse", func() error {
		_, err := p.Parse(input)
		return err
	})
}

// shrink runs p.Shrink without letting a panic escape.
func shrink(p problem.Problem, input []byte) (out [][]byte, err error) {
	err = safely("Shrink", func() error {
		out = p.Shrink(input)
		return nil
	})
	return out, err
}

// show is an input for a failure message: whole when short, else its
// start and its length.
func show(input []byte) string {
	const max = 120
	if len(input) <= max {
		return fmt.Sprintf("%q", input)
	}
	return fmt.Sprintf("%q… (%d bytes)", input[:max], len(input))
}

// Magnitude is a shrink measure for inputs made of numbers: the sum, over
// the blank-separated tokens, of 1 + |v| for an integer v and of the
// token's length for any other token. Dropping a token or moving a number
// toward 0 lowers it, where the byte count may stay (a move "6 7" made
// "1 1"). A problem whose Shrink lowers it documents so and passes it as
// Options.Size.
func Magnitude(input []byte) []int64 {
	var m int64
	for _, tok := range strings.Fields(string(input)) {
		v, err := strconv.ParseInt(tok, 10, 64)
		switch {
		case err != nil:
			m += int64(len(tok))
		case v < 0:
			m += 1 - max(v, -math.MaxInt64/4)
		default:
			m += 1 + min(v, math.MaxInt64/4)
		}
	}
	return []int64{m}
}
