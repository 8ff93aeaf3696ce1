package joc7_test

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	joc7gen "carokit/gen/joc7"
	"carokit/problem"
	"carokit/problems/joc7"
	"carokit/problems/joc7/game"
)

// TestExamples: the statement's two examples (C = 1: "2 1", C = 2: "14")
// through every built-in declared OK on the examples, and each example
// is the examples subtask's.
func TestExamples(t *testing.T) {
	p := joc7.New()
	spec := p.Spec()
	for _, s := range spec.Samples {
		v, err := p.Validate(s.Name, s.Input)
		if err != nil || v["example"] != 1 {
			t.Fatalf("%s: values %v, %v", s.Name, v, err)
		}
		for _, sol := range spec.Solutions {
			if sol.ExpectedIn(1) != problem.OK {
				continue
			}
			out, _, err := sol.Run(p, s.Input)
			if err != nil || !bytes.Equal(out, s.Answer) {
				t.Errorf("%s on example %s: %q, %v; want %q", sol.Name, s.Name, out, err, s.Answer)
			}
		}
	}
}

// TestEachWrongSolutionHasItsCase: every built-in declared WA somewhere
// gets a wrong answer on its own small case in testdata, named after it,
// made to show its mistake alone.
func TestEachWrongSolutionHasItsCase(t *testing.T) {
	p := joc7.New()
	cases := []struct {
		name, why string
	}{
		{"published", "a round won on a semidiagonal: the final board has no full row, column or diagonal"},
		{"nosemi2", "C = 2 with the win on the semidiagonal above the secondary diagonal, found much later without it"},
		{"oddcentre", "odd N: the loser owns the secondary diagonal but its centre"},
		{"fixedstart", "round 2 is started by Ștefan: the marks change hands"},
		{"onecount", "C = 2: the winner's marks are half the count"},
		{"lastround", "C = 2: the largest count is in round 1, not in the last won round"},
	}
	declared := 0
	for _, s := range p.Spec().Solutions {
		for _, v := range s.Expected {
			if v == problem.WA {
				declared++
				break
			}
		}
	}
	if declared != len(cases) {
		t.Errorf("%d built-ins are declared WA somewhere, %d have a case here", declared, len(cases))
	}
	ref, _ := p.Spec().SolutionWithRole(problem.RoleReference)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", tc.name+".in"))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := p.Validate(tc.name+".in", in); err != nil {
				t.Fatal(err)
			}
			want, _, err := ref.Run(p, in)
			if err != nil {
				t.Fatal(err)
			}
			sol, err := p.Spec().FindSolution(tc.name)
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := sol.Run(p, in)
			if err != nil || p.Check(in, want, got) == nil {
				t.Errorf("%s passes its case (%s): %q, %v", tc.name, tc.why, got, err)
			}
		})
	}
}

// TestFastAgreesWithBrute: the reference's counters and the line-by-line
// check find the same winner at the same mark, on thousands of random
// rounds of every board side from 3 to 9 and both starters.
func TestFastAgreesWithBrute(t *testing.T) {
	p := joc7.New()
	fast, _ := p.Spec().FindSolution("fast")
	brute, _ := p.Spec().FindSolution("brute")
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(game.MinN, 9).Draw(rt, "n")
		k := rapid.IntRange(1, game.MaxK).Draw(rt, "k")
		c := &game.Case{C: rapid.IntRange(1, 2).Draw(rt, "c"), N: n}
		for i := 0; i < k; i++ {
			round := rapid.Permutation(cellsOf(n)).Draw(rt, "round")
			c.Rounds = append(c.Rounds, round)
		}
		a, _, err1 := fast.Solve(c)
		b, _, err2 := brute.Solve(c)
		if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
			rt.Fatalf("fast %q (%v), brute %q (%v) on\n%s", a, err1, b, err2, c.Text())
		}
	})
	// And round by round, with the line and the mark, on 5000 more.
	r := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 5000; i++ {
		n := game.MinN + r.IntN(7)
		round := r.Perm(n * n)
		for j := range round {
			round[j]++
		}
		c := &game.Case{C: 2, N: n, Rounds: make([][]int, i%2+1)}
		c.Rounds[i%2] = round
		c.Rounds[0] = round
		want := game.Play(n, i%2, round)
		got, _, _ := brute.Solve(c)
		if string(got) != strconv.Itoa(max(want.At, game.Play(n, 0, round).At))+"\n" {
			t.Fatalf("round %v of N = %d: brute says %q, the counters %+v", round, n, got, want)
		}
	}
}

func cellsOf(n int) []int {
	out := make([]int, n*n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

// TestShrinkKeepsValid: every variant Shrink proposes is a valid input
// (a round with a winner kept, cells renumbered into 1..N²), no larger
// than the case it came from and different from it.
func TestShrinkKeepsValid(t *testing.T) {
	p := joc7.New()
	g, _ := p.Spec().FindGenerator("lines")
	args, err := g.ParseArgs(strings.Fields("--c 2 --n 6 --k 6 --nowin 2"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := g.Generate(args)
	if err != nil {
		t.Fatal(err)
	}
	variants := p.Shrink(out.Input)
	if len(variants) < 6 {
		t.Fatalf("only %d variants", len(variants))
	}
	smallerN := false
	for _, v := range variants {
		vals, err := p.Validate("variant", v)
		if err != nil {
			t.Fatalf("invalid variant: %v\n%s", err, v)
		}
		if len(v) > len(out.Input) || bytes.Equal(v, out.Input) {
			t.Errorf("variant not smaller (C = 2 to C = 1 keeps the size, nothing grows):\n%s", v)
		}
		smallerN = smallerN || vals["N"] == 5
	}
	if !smallerN {
		t.Error("no variant with N one smaller")
	}
}

// TestGeneratorsPlant: the kinds keep their promises on the board sides
// where they are hardest: N = 3 (semidiagonals of 2 cells), a win on the
// very last mark, odd and even N, every line.
func TestGeneratorsPlant(t *testing.T) {
	p := joc7.New()
	cases := []struct {
		line, why string
	}{
		{"lines --c 1 --n 3 --k 12 --at first", "every one of N = 3's 12 lines, both starters and winners"},
		{"lines --c 1 --n 3 --k 12 --at last", "the latest mark possible on each line of N = 3"},
		{"lines --c 2 --n 8 --k 22 --at last --nowin 2", "even N, late wins, two full boards nobody wins"},
		{"lines --c 2 --n 9 --k 25 --from 5 --at random --nowin 5", "odd N"},
		{"maxround --c 2 --n 7 --k 6 --big 3 --line 3 --trap 1 --nowin 2", "the centre trap, odd N"},
		{"lines --c 1 --n 100 --k 2 --from 204 --at last", "N = 100, the last semidiagonals"},
	}
	for _, tc := range cases {
		t.Run(tc.line, func(t *testing.T) {
			f := strings.Fields(tc.line)
			g, err := p.Spec().FindGenerator(f[0])
			if err != nil {
				t.Fatal(err)
			}
			args, err := g.ParseArgs(f[1:])
			if err != nil {
				t.Fatal(err)
			}
			out, err := g.Generate(args)
			if err != nil {
				t.Fatalf("%s: %v", tc.why, err)
			}
			if _, err := p.Validate("gen", out.Input); err != nil {
				t.Fatalf("%s: %v", tc.why, err)
			}
			c, _ := game.ReadStrict("gen", out.Input)
			for i, r := range game.Results(c) {
				if strings.Contains(tc.line, "--at last") && r.Winner != game.None && r.At < c.N*c.N-1 {
					t.Errorf("round %d won at %d, not at the last marks", i+1, r.At)
				}
			}
		})
	}
	// A full 3×3 board always has a full line (the semidiagonals of 2
	// cells), so a round nobody wins cannot be asked for there.
	if _, err := joc7gen.Kinds()[1].Generate(mustArgs(t, "lines", "--n 3 --k 2 --nowin 1")); err == nil {
		t.Error("N = 3 with a round nobody wins was generated")
	}
}

func mustArgs(t *testing.T, kind, args string) problem.Args {
	t.Helper()
	g, err := joc7.New().Spec().FindGenerator(kind)
	if err != nil {
		t.Fatal(err)
	}
	a, err := g.ParseArgs(strings.Fields(args))
	if err != nil {
		t.Fatal(err)
	}
	return a
}
