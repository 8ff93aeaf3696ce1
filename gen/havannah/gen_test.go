package havgen

import (
	"errors"
	"strings"
	"testing"

	havbrute "carokit/brute/havannah"
	"carokit/problem"
	"carokit/problems/havannah/hex"
)

// generate runs kind with the words of a plan line.
func generate(t *testing.T, kind string, words ...string) (problem.Generated, error) {
	t.Helper()
	for _, g := range Kinds() {
		if g.Kind == kind {
			a, err := g.ParseArgs(words)
			if err != nil {
				return problem.Generated{}, err
			}
			return g.Generate(a)
		}
	}
	t.Fatalf("no kind %q", kind)
	return problem.Generated{}, nil
}

func words(line string) []string { return strings.Fields(line) }

// TestEveryKindPlantsWhatItSays runs each kind over many seeds on small
// and medium boards: generate itself fails when hex.Solve disagrees with
// what was planted, so any error here is a construction that does not
// hold; the file must also read back strictly.
func TestEveryKindPlantsWhatItSays(t *testing.T) {
	lines := []string{
		"minimal --t 20",
		"bridge --s 2", "bridge --s 3", "bridge --s 7", "bridge --s 30 --pair random --t 20",
		"fork --s 3", "fork --s 4", "fork --s 9", "fork --s 40 --edges random --t 20",
		"ring --s 3 --t 20", "ring --s 4 --t 30", "ring --s 12 --t 30", "ring --s 40 --t 10 --inside stones",
		"ring --s 20 --touch edge --t 20", "ring --s 200 --d 150 --inside empty",
		"combo --s 4 --t 10", "combo --s 5 --t 10", "combo --s 12 --t 10", "combo --s 60 --t 4",
		"full-loop --s 3 --t 10", "full-loop --s 12 --t 20",
		"near-miss --s 4 --t 40", "near-miss --s 15 --t 40",
		"triangle --s 3 --t 20", "triangle --s 8 --t 20",
		"boundary --s 2 --t 30", "boundary --s 3 --t 30", "boundary --s 6 --t 30", "boundary --s 30 --t 10",
		"after --s 4 --t 20", "after --s 10 --t 20 --after 60",
		"empty --t 20", "tiny --t 50",
		"snake --s 60 --m 300", "snake --s 60 --m 250 --close bridge",
	}
	seeds := 15
	switch {
	case raceEnabled:
		seeds = 1 // the race detector makes the oracle ten times slower
	case testing.Short():
		seeds = 3
	}
	for _, line := range lines {
		w := words(line)
		for seed := range seeds {
			out, err := generate(t, w[0], append(w[1:], "--seed", string(rune('0'+seed%10))+strings.Repeat("1", seed/10))...)
			if err != nil {
				t.Fatalf("%s --seed %d: %v", line, seed, err)
			}
			cs, err := hex.ReadStrict("gen", out.Input, hex.HavannahLimits)
			if err != nil {
				t.Fatalf("%s: output does not validate: %v", line, err)
			}
			// The planting check is hex.Solve's word; the oracle, which
			// shares no code with it, must agree on the small boards.
			for i, c := range cs {
				if havbrute.Cost(c, 0) > 3e5 {
					continue // the oracle is quadratic: small boards only
				}
				if got, _ := havbrute.Solve(c); got != hex.Solve(c) {
					t.Fatalf("%s --seed %d case %d: brute %v, reference %v", line, seed, i+1, got, hex.Solve(c))
				}
			}
		}
	}
}

// TestAnswers pins what a few kinds plant, so a kind that silently
// changed its meaning (and still agreed with itself) is caught.
func TestAnswers(t *testing.T) {
	cases := []struct {
		name, line, want string
	}{
		// The seven answers in the order of the enumeration.
		{"combo all", "combo --s 8", "bridge fork bridge-fork ring bridge-ring fork-ring bridge-fork-ring"},
		// The minimal shapes, each the last move of its case.
		{"minimal", "minimal", "bridge fork ring"},
		// Loops full of stones are not rings.
		{"full loop", "full-loop --t 3", "none none none"},
		{"near miss", "near-miss --t 3", "none none none"},
		{"triangles", "triangle --t 2", "none none"},
		{"m zero", "empty --t 2", "none none"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := words(tc.line)
			out, err := generate(t, w[0], w[1:]...)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, l := range strings.Split(strings.TrimSpace(string(out.Answer)), "\n") {
				_, ans, _ := strings.Cut(l, ": ")
				k, _, _ := strings.Cut(ans, " in move")
				got = append(got, k)
			}
			if strings.Join(got, " ") != tc.want {
				t.Errorf("answers %q, want %q", got, tc.want)
			}
		})
	}
}

// TestLargest builds the heaviest kinds at the large subtask's limits:
// the planted answer holds there too and the file stays within limits.
func TestLargest(t *testing.T) {
	for _, line := range []string{
		"snake --s 3000 --m 10000", "snake --s 3000 --m 10000 --close bridge",
		"combo --s 3000", "fork --s 3000 --edges 0-2-4", "ring --s 3000 --d 1666 --inside empty",
		"ring --s 3000 --d 57 --inside stones",
	} {
		w := words(line)
		if _, err := generate(t, w[0], w[1:]...); err != nil {
			t.Errorf("%s: %v", line, err)
		}
	}
}

// TestParamErrors checks that bad values are refused as usage errors,
// not as a failed generator.
func TestParamErrors(t *testing.T) {
	for _, line := range []string{
		"bridge --pair 1-1", "bridge --pair 1-7", "fork --edges 0-1", "combo --answer none",
		"combo --s 3", "ring --s 3 --d 1 --inside stones", "ring --s 3000 --d 2000 --inside stones",
		"snake --s 100 --m 10000", "triangle --s 2", "bridge --t 14", "minimal --what square", "tiny --m 8",
	} {
		w := words(line)
		_, err := generate(t, w[0], w[1:]...)
		var pe *problem.ParamError
		if !errors.As(err, &pe) {
			t.Errorf("%s: got %v, want a *problem.ParamError", line, err)
		}
	}
}

// TestMinimalSizes: the minimal kinds are the smallest structures of
// HAVANNAH.md (2 stones on S = 2, 5 on S = 3, 6 on S = 3), not merely
// small ones.
func TestMinimalSizes(t *testing.T) {
	out, err := generate(t, "minimal", "--t", "5", "--seed", "7")
	if err != nil {
		t.Fatal(err)
	}
	cs, err := hex.ReadStrict("minimal", out.Input, hex.HavannahLimits)
	if err != nil {
		t.Fatal(err)
	}
	want := [3][2]int{{2, 2}, {3, 5}, {3, 6}}
	for i, c := range cs {
		if w := want[i%3]; c.S != w[0] || len(c.Moves) != w[1] {
			t.Errorf("case %d: S = %d with %d moves, want S = %d with %d", i+1, c.S, len(c.Moves), w[0], w[1])
		}
	}
}
