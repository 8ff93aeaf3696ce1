package problemtest

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
	"carokit/subtasks"
)

// recorder is a testing.TB that keeps what a check reports, so a test
// can hold a check to failing on a broken problem.
type recorder struct {
	testing.TB
	msgs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

func (r *recorder) Fatal(args ...any) {
	r.msgs = append(r.msgs, fmt.Sprint(args...))
	runtime.Goexit()
}

// record runs check on its own goroutine (Fatalf ends it) and returns
// what it reported.
func record(t *testing.T, check func(testing.TB)) []string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r)
	}()
	<-done
	return r.msgs
}

// variant is the fake problem with some methods replaced by a breakage.
type variant struct {
	*fake.Sum
	editSpec func(*problem.Spec)
	validate func(name string, input []byte) (subtasks.Values, error)
	parse    func(input []byte) (problem.Case, error)
	shrink   func(input []byte) [][]byte
	random   func(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error)
}

func (v variant) Spec() *problem.Spec {
	s := v.Sum.Spec()
	if v.editSpec != nil {
		v.editSpec(s)
	}
	return s
}

func (v variant) Validate(name string, input []byte) (subtasks.Values, error) {
	if v.validate != nil {
		return v.validate(name, input)
	}
	return v.Sum.Validate(name, input)
}

func (v variant) Parse(input []byte) (problem.Case, error) {
	if v.parse != nil {
		return v.parse(input)
	}
	return v.Sum.Parse(input)
}

func (v variant) Shrink(input []byte) [][]byte {
	if v.shrink != nil {
		return v.shrink(input)
	}
	return v.Sum.Shrink(input)
}

func (v variant) RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error) {
	if v.random != nil {
		return v.random(r, growth, bounds, kinds)
	}
	return v.Sum.RandomCase(r, growth, bounds, kinds)
}

// TestRunPassesTheFake: the fake problem keeps the contract, so every
// check is silent on it (the rest of this file breaks it one way at a
// time), in New's limits and in stress's wider ones.
func TestRunPassesTheFake(t *testing.T) {
	t.Run("new", func(t *testing.T) { Run(t, fake.New(), Options{Size: Magnitude}) })
	wide := fake.New()
	wide.MaxN, wide.MaxV = 50, 99
	t.Run("wide", func(t *testing.T) { Run(t, wide, Options{Size: Magnitude}) })
}

// sum is the unbroken fake the breakages below delegate to, and calls
// counts the calls of the breakages that change between calls.
var (
	sum   = fake.New()
	calls atomic.Int64
)

// wrongRef is a reference one too many everywhere.
var wrongRef = fake.Solution("ref", problem.RoleReference, []problem.Verdict{problem.OK, problem.OK},
	func(_ []int, s int) (int, error) { return s + 1, nil })

// breakages break the fake problem one rule at a time, each with the
// check of that rule and what it must say.
var breakages = []struct {
	name  string
	check func(testing.TB, problem.Problem, Options)
	v     variant
	want  string
}{
	{"weights that do not sum to 100 make a wrong score", checkSpec,
		variant{editSpec: func(s *problem.Spec) { s.Subtasks[1].Weight = 50 }}, "sum to 90"},
	{"a verdict per subtask is what certification compares", checkSpec,
		variant{editSpec: func(s *problem.Spec) { s.Solutions[2].Expected = s.Solutions[2].Expected[:1] }}, "declares 1 expected verdicts for 2"},
	{"a plan line of no kind fails only at build time otherwise", checkSpec,
		variant{editSpec: func(s *problem.Spec) { s.Plan = "@subtask 1\nnope --n 3\n" }}, `unknown generator kind "nope"`},
	{"a plan argument the kind refuses", checkSpec,
		variant{editSpec: func(s *problem.Spec) { s.Plan = "@subtask 1\nsum --size 3\n" }}, `unknown parameter "--size"`},
	{"an input bound under a sample refuses the sample", checkSpec,
		variant{editSpec: func(s *problem.Spec) { s.MaxInputBytes = 3 }}, "over MaxInputBytes"},
	{"no reference, no answers", checkSpec,
		variant{editSpec: func(s *problem.Spec) { s.Solutions = s.Solutions[1:] }}, "declares no solution with role"},
	{"a reference the checker rejects on the sample", checkSamples,
		variant{editSpec: func(s *problem.Spec) { s.Solutions[0] = wrongRef }}, "output \"8\\n\" is rejected"},
	{"a sample the validator rejects", checkSamples,
		variant{editSpec: func(s *problem.Spec) { s.Samples[0].Input = []byte("3\n1 2\n") }}, "does not validate"},
	{"a validator that panics on an empty file", checkReaders,
		variant{validate: func(name string, in []byte) (subtasks.Values, error) {
			if len(in) == 0 {
				panic("empty")
			}
			return sum.Validate(name, in)
		}}, "Validate panicked: empty"},
	{"a lenient reader stricter than the validator", checkReaders,
		variant{parse: func(in []byte) (problem.Case, error) {
			if strings.Contains(string(in), " 0") {
				return nil, fmt.Errorf("no zeros")
			}
			return sum.Parse(in)
		}}, "Validate accepts it, Parse does not"},
	{"a shrink candidate bigger than its input never ends", checkShrink,
		variant{shrink: func(in []byte) [][]byte {
			nums, _ := fake.Numbers(in)
			return [][]byte{fake.Format(append(nums, 1))}
		}}, "is not smaller"},
	{"a shrink candidate the validator rejects", checkShrink,
		variant{shrink: func([]byte) [][]byte { return [][]byte{[]byte("1\n1 2\n")} }}, "does not validate"},
	{"a shrink that changes between calls", checkShrink,
		variant{shrink: func([]byte) [][]byte {
			return [][]byte{fake.Format([]int{int(calls.Add(1) % 2)})}
		}}, "Shrink is not deterministic"},
	{"a random case that is not the seed's alone", checkRandom,
		variant{random: func(r *rand.Rand, g float64, b subtasks.Values, k []string) ([]byte, error) {
			return fake.Format([]int{int(calls.Add(1) % 9)}), nil
		}}, "RandomCase is not deterministic"},
	{"a random case over the bounds asked", checkRandom,
		variant{random: func(r *rand.Rand, g float64, b subtasks.Values, k []string) ([]byte, error) {
			return sum.RandomCase(r, 1, nil, k)
		}}, "over the bound 5"},
	{"kinds ignored: stress --kinds X draws every kind", checkKinds,
		variant{random: func(r *rand.Rand, g float64, b subtasks.Values, k []string) ([]byte, error) {
			return sum.RandomCase(r, g, b, nil)
		}}, "kinds sum and small draw the same"},
	{"a kind drawn over the bounds: stress --kinds X --subtask 1 leaves subtask 1", checkKinds,
		variant{random: func(r *rand.Rand, g float64, b subtasks.Values, k []string) ([]byte, error) {
			if b != nil {
				return sum.RandomCase(r, 1, nil, k)
			}
			return sum.RandomCase(r, g, b, k)
		}}, "kind sum, bounds {N=5}"},
	{"an unknown kind drawn anyway", checkKinds,
		variant{random: func(r *rand.Rand, g float64, b subtasks.Values, k []string) ([]byte, error) {
			return sum.RandomCase(r, g, b, nil)
		}}, "want a usage error"},
}

// TestChecksCatchBreakage holds the check of each rule to saying so on
// the fake problem broken that way (breakages), and to silence on the
// unbroken fake.
func TestChecksCatchBreakage(t *testing.T) {
	for _, c := range breakages {
		t.Run(c.name, func(t *testing.T) {
			c.v.Sum = fake.New()
			msgs := record(t, func(tb testing.TB) { c.check(tb, c.v, Options{Size: Magnitude}) })
			if !strings.Contains(strings.Join(msgs, "\n"), c.want) {
				t.Errorf("want a failure containing %q, got %q", c.want, msgs)
			}
			clean := record(t, func(tb testing.TB) { c.check(tb, variant{Sum: fake.New()}, Options{Size: Magnitude}) })
			if len(clean) > 0 {
				t.Errorf("the unbroken fake fails the same check: %q", clean)
			}
		})
	}
}

// TestKindOf: a recognizer the problem gives is asked about every case.
func TestKindOf(t *testing.T) {
	kindOf := func(kind string, in []byte) error {
		if kind == "small" {
			return fmt.Errorf("never small")
		}
		return nil
	}
	msgs := record(t, func(tb testing.TB) { checkKinds(tb, fake.New(), Options{KindOf: kindOf, Cases: 2}) })
	if len(msgs) != 2 || !strings.Contains(msgs[0], "kind small: case 0") {
		t.Errorf("want both small cases refused, got %q", msgs)
	}
}

// TestMagnitude pins the shrink measure for numbers.
func TestMagnitude(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int64
		why  string
	}{
		{"", 0, "nothing"},
		{"2\n6 7\n", 3 + 7 + 8, "1 + |v| per integer"},
		{"2\n1 1\n", 3 + 2 + 2, "a move toward the corner is smaller, same bytes"},
		{"-3 x yz\n", 4 + 1 + 2, "a negative number, then words by length"},
	} {
		if got := Magnitude([]byte(c.in)); got[0] != c.want {
			t.Errorf("Magnitude(%q) = %d, want %d (%s)", c.in, got[0], c.want, c.why)
		}
	}
}
