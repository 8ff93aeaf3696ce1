package problemtest

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"testing"

	"carokit/problem"
	"carokit/subtasks"
)

// smallGrowth is the largest growth of the cases the shrink and kinds checks
// draw: each shrink candidate of a large case is validated, and stress
// shrinks small cases.
const smallGrowth = 0.1

// shrinkDepth is how many times the shrink check follows a case's first
// candidate, checking the candidates of each.
const shrinkDepth = 4

// maxCandidates bounds the candidates checked per input.
const maxCandidates = 100

// checkShrink: from the samples and small random cases, and then from
// each one's first candidate a few times over, Shrink gives the same
// candidates twice, and each is valid, parses and is smaller.
func checkShrink(t testing.TB, p problem.Problem, opt Options) {
	var starts [][]byte
	for _, s := range p.Spec().Samples {
		starts = append(starts, s.Input)
	}
	for i := range opt.cases() {
		in, err := p.RandomCase(opt.rng(i), opt.growth(i)*smallGrowth, nil, nil)
		if err != nil {
			t.Fatalf("RandomCase (seed %d, %d): %v", opt.Seed, i, err)
		}
		starts = append(starts, in)
	}
	for _, in := range starts {
		for range shrinkDepth {
			cands := shrinkOnce(t, p, opt, in)
			if len(cands) == 0 {
				break
			}
			in = cands[0]
		}
	}
}

// shrinkOnce checks the candidates of one input and returns them.
func shrinkOnce(t testing.TB, p problem.Problem, opt Options, in []byte) [][]byte {
	t.Helper()
	first, err := shrink(p, in)
	if err != nil {
		t.Errorf("input %s: %v", show(in), err)
		return nil
	}
	again, _ := shrink(p, in)
	if !slices.EqualFunc(first, again, bytes.Equal) {
		t.Errorf("input %s: Shrink is not deterministic (%d candidates, then %d)", show(in), len(first), len(again))
	}
	size := opt.size(in)
	for i, c := range first[:min(len(first), maxCandidates)] {
		if _, err := validate(p, "candidate", c); err != nil {
			if opt.InvalidShrinks {
				continue
			}
			t.Errorf("input %s: candidate %d %s does not validate: %v", show(in), i+1, show(c), err)
			return nil
		}
		if err := parse(p, c); err != nil {
			t.Errorf("input %s: candidate %d %s validates but does not parse: %v", show(in), i+1, show(c), err)
		}
		if cs := opt.size(c); slices.Compare(cs, size) >= 0 {
			t.Errorf("input %s (size %v): candidate %d %s is not smaller (size %v)", show(in), size, i+1, show(c), cs)
			return nil
		}
	}
	return first
}

// boundsToCheck are the bounds the random check draws within: none (the
// problem's own limits), then each subtask's limits, as stress --subtask
// asks for them.
func boundsToCheck(table subtasks.Table) []subtasks.Values {
	out := []subtasks.Values{nil}
	for _, s := range table {
		out = append(out, boundsOf(s))
	}
	return out
}

// checkRandom: for every bounds, RandomCase draws the same case twice
// from one seed, and the case validates, parses and fits the bounds.
func checkRandom(t testing.TB, p problem.Problem, opt Options) {
	for _, bounds := range boundsToCheck(p.Spec().Subtasks) {
		for i := range opt.cases() {
			if _, err := drawChecked(p, opt, i, opt.growth(i), bounds, nil); err != nil {
				t.Errorf("bounds {%s}: %v", bounds, err)
			}
		}
	}
}

// drawChecked draws case i twice and checks it (see checkRandom).
func drawChecked(p problem.Problem, opt Options, i int, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	where := fmt.Sprintf("case %d (seed %d, growth %.2f)", i, opt.Seed, growth)
	var in, again []byte
	err := safely("RandomCase", func() (err error) {
		if in, err = p.RandomCase(opt.rng(i), growth, bounds, kinds); err != nil {
			return err
		}
		again, err = p.RandomCase(opt.rng(i), growth, bounds, kinds)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", where, err)
	}
	if !bytes.Equal(in, again) {
		return nil, fmt.Errorf("%s: RandomCase is not deterministic: %s, then %s", where, show(in), show(again))
	}
	v, err := validateWithin(p, bounds, in)
	if err != nil {
		return nil, fmt.Errorf("%s %s does not validate: %w", where, show(in), err)
	}
	if err := parse(p, in); err != nil {
		return nil, fmt.Errorf("%s %s validates but does not parse: %w", where, show(in), err)
	}
	for name, hi := range bounds {
		got, ok := v[name]
		if !ok {
			return nil, fmt.Errorf("%s: Validate measures no %s, which the bounds limit", where, name)
		}
		if got > hi {
			return nil, fmt.Errorf("%s %s has %s = %d, over the bound %d", where, show(in), name, got, hi)
		}
	}
	return in, nil
}

// checkKinds: an unknown kind is a usage error; each kind's cases
// validate, are of that kind when Options.KindOf can tell, and differ
// from every other kind's drawn from the same seeds.
func checkKinds(t testing.TB, p problem.Problem, opt Options) {
	_, err := p.RandomCase(opt.rng(0), 0, nil, []string{"no-such-kind"})
	if !problem.IsParamError(err) {
		t.Errorf("RandomCase with the unknown kind no-such-kind: want a usage error (problem.ParamError), got %v", err)
	}
	kinds := opt.Kinds
	if kinds == nil {
		for _, g := range p.Spec().Generators {
			kinds = append(kinds, g.Kind)
		}
	}
	drawn := map[string][]byte{} // every case of a kind, joined, when all drew
	for _, k := range kinds {
		var all [][]byte
		for i := range opt.cases() {
			in, err := drawChecked(p, opt, i, opt.growth(i)*smallGrowth, nil, []string{k})
			if err != nil {
				t.Errorf("kind %s: %v", k, err)
				all = nil
				break
			}
			if opt.KindOf != nil {
				if err := opt.KindOf(k, in); err != nil {
					t.Errorf("kind %s: case %d %s is not of its kind: %v", k, i, show(in), err)
				}
			}
			all = append(all, in)
		}
		if all != nil {
			drawn[k] = bytes.Join(all, []byte{0})
		}
	}
	checkKindBounds(t, p, opt, kinds)
	for i, a := range kinds {
		for _, b := range kinds[i+1:] {
			if drawn[a] != nil && bytes.Equal(drawn[a], drawn[b]) {
				t.Errorf("kinds %s and %s draw the same %d cases from the same seeds: RandomCase ignores kinds", a, b, opt.cases())
			}
		}
	}
}

// kindBoundCases is how many cases checkKindBounds draws per kind and
// subtask.
const kindBoundCases = 3

// checkKindBounds: a kind drawn within a subtask's bounds gives a case
// within them, or a usage error when the kind cannot fit them (Joc 7's
// statement examples, in a subtask of no examples).
func checkKindBounds(t testing.TB, p problem.Problem, opt Options, kinds []string) {
	for _, bounds := range boundsToCheck(p.Spec().Subtasks)[1:] {
		for _, k := range kinds {
			for i := range min(opt.cases(), kindBoundCases) {
				_, err := drawChecked(p, opt, i, opt.growth(i)*smallGrowth, bounds, []string{k})
				if err != nil && !problem.IsParamError(err) {
					t.Errorf("kind %s, bounds {%s}: %v", k, bounds, err)
				}
			}
		}
	}
}

// validateWithin validates a case drawn within bounds: for a problem whose
// groups validate with flags of their own (problem.Grouped: a folder
// problem), as a test of the subtask whose limits the bounds are, which
// then measures that group; else with Validate.
func validateWithin(p problem.Problem, bounds subtasks.Values, in []byte) (subtasks.Values, error) {
	if _, ok := p.(problem.Grouped); ok && len(bounds) > 0 {
		for _, s := range p.Spec().Subtasks {
			if maps.Equal(boundsOf(s), bounds) {
				var v subtasks.Values
				var err error
				perr := safely("ValidateIn", func() error {
					v, err = problem.ValidateIn(p, s.ID, "random", in)
					return nil
				})
				if perr != nil {
					return nil, perr
				}
				return v, err
			}
		}
	}
	return validate(p, "random", in)
}

// boundsOf is subtask s's limits as bounds.
func boundsOf(s subtasks.Subtask) subtasks.Values {
	b := subtasks.Values{}
	for _, l := range s.Limits {
		b[l.Name] = l.Max
	}
	return b
}
