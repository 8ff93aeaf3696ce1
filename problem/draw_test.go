package problem

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"carokit/subtasks"
)

// drawSpec has two kinds: "num" prints its --v, refusing (a usage error)
// a --v over 5; "bad" fails as a generator's bug does.
func drawSpec() *Spec {
	num := func(a Args) (Generated, error) {
		v, err := a.Int("v", 0, 5)
		if err != nil {
			return Generated{}, err
		}
		return Generated{Input: []byte(strconv.Itoa(v) + "\n")}, nil
	}
	bad := func(Args) (Generated, error) { return Generated{}, errors.New("planted the wrong thing") }
	return &Spec{Name: "draw", Generators: []Generator{
		{Kind: "num", Summary: "a number", Params: []Param{{Name: "v", Default: "0"}}, Generate: num},
		{Kind: "bad", Summary: "a bug", Generate: bad},
	}}
}

func TestPickGenerators(t *testing.T) {
	s := drawSpec()
	if pool, err := s.PickGenerators(nil); err != nil || len(pool) != 2 {
		t.Errorf("no kinds: want every kind, got %d, %v", len(pool), err)
	}
	if pool, err := s.PickGenerators([]string{"bad", "num"}); err != nil || pool[0].Kind != "bad" || pool[1].Kind != "num" {
		t.Errorf("named kinds: want them in order, got %v", err)
	}
	if _, err := s.PickGenerators([]string{"num", "nope"}); !IsParamError(err) {
		t.Errorf("an unknown kind: want a usage error, got %v", err)
	}
}

func TestDrawFrom(t *testing.T) {
	s := drawSpec()
	num, _ := s.PickGenerators([]string{"num"})
	bad, _ := s.PickGenerators([]string{"bad"})
	// upTo draws --v in 0..hi, so that values over 5 are refused.
	upTo := func(hi int) func(*rand.Rand, *Generator) []string {
		return func(r *rand.Rand, g *Generator) []string { return []string{"--v", strconv.Itoa(r.IntN(hi + 1))} }
	}
	under := func(lim int) func([]byte) (bool, error) {
		return func(in []byte) (bool, error) {
			v, _ := strconv.Atoi(strings.TrimSpace(string(in)))
			return v <= lim, nil
		}
	}
	cases := []struct {
		name  string
		pool  []*Generator
		args  func(*rand.Rand, *Generator) []string
		fits  func([]byte) (bool, error)
		want  string // the case drawn, or the error's start
		param bool   // the error is a usage error
	}{
		{"refused arguments are drawn again", num, upTo(40), under(5), "", false},
		{"a case over the bounds is drawn again", num, upTo(5), under(1), "", false},
		{"nothing fits: a usage error saying what to change", num, upTo(5), under(-1), "no stress case of num fits the bounds in 50 draws (choose", true},
		{"arguments the kind does not take", num, func(*rand.Rand, *Generator) []string { return []string{"--w", "1"} }, under(5), `stress arguments "--w 1" for num`, true},
		{"a generator's bug is no usage error", bad, func(*rand.Rand, *Generator) []string { return nil }, under(5), "planted the wrong thing", false},
		{"a case the problem rejects is an error", num, upTo(5), func([]byte) (bool, error) { return false, errors.New("invalid") }, "num --v", false},
		{"an empty pool", nil, upTo(5), under(5), "no generator kind", true},
	}
	for _, c := range cases {
		got, err := DrawFrom(rand.New(rand.NewPCG(1, 2)), c.pool, c.args, c.fits)
		again, _ := DrawFrom(rand.New(rand.NewPCG(1, 2)), c.pool, c.args, c.fits)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want == "" && string(got) != string(again):
			t.Errorf("%s: drew %q, then %q from the same seed", c.name, got, again)
		case c.want == "":
			if ok, _ := c.fits(got); !ok {
				t.Errorf("%s: drew %q, which does not fit", c.name, got)
			}
		case err == nil || !strings.HasPrefix(err.Error(), c.want) || IsParamError(err) != c.param:
			t.Errorf("%s: got %v (usage error %v), want %q (usage error %v)", c.name, err, IsParamError(err), c.want, c.param)
		}
	}
}

func TestWithinBounds(t *testing.T) {
	p := boundsProblem{}
	for _, c := range []struct {
		in     string
		bounds subtasks.Values
		want   bool
		err    bool
	}{
		{"3", subtasks.Values{"N": 3}, true, false},
		{"4", subtasks.Values{"N": 3}, false, false},
		{"4", nil, true, false},
		{"4", subtasks.Values{"M": 1}, true, false}, // a value the problem does not measure
		{"x", nil, false, true},
	} {
		got, err := WithinBounds(p, c.bounds, []byte(c.in))
		if got != c.want || (err != nil) != c.err {
			t.Errorf("WithinBounds(%q, %v) = %v, %v; want %v (error %v)", c.in, c.bounds, got, err, c.want, c.err)
		}
	}
}

// boundsProblem measures N, the input's number, and rejects anything else.
type boundsProblem struct{ Problem }

func (boundsProblem) Validate(name string, in []byte) (subtasks.Values, error) {
	v, err := strconv.Atoi(string(in))
	if err != nil {
		return nil, fmt.Errorf("not a number")
	}
	return subtasks.Values{"N": int64(v)}, nil
}
