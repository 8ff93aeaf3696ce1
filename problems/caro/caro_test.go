package caro

import (
	"math/rand/v2"
	"strings"
	"testing"

	"carokit/problem"
	game "carokit/problems/caro/game"
	"carokit/subtasks"
)

func TestSolutionsOnSample(t *testing.T) {
	p := New()
	for _, s := range p.Spec().Solutions {
		out, _, err := s.Run(p, sampleInput)
		if err != nil || string(out) != "10\n" {
			t.Errorf("%s: %q, %v; every built-in answers the sample 10", s.Name, out, err)
		}
	}
	if err := p.Check(sampleInput, []byte("10\n"), []byte("10")); err != nil {
		t.Error(err)
	}
	v, err := p.Validate("sample.in", sampleInput)
	if err != nil || v["N"] != 7 || v["K"] != 12 {
		t.Errorf("Validate = %v, %v", v, err)
	}
}

// TestParsedOnce: one parsed case goes to every built-in of a package
// build, the reference first; the cost models then use the answer it
// left there. Each must agree with a run on a fresh parse, and a cost
// model with the count of a real run.
func TestParsedOnce(t *testing.T) {
	p := New()
	inputs := []string{"5 1\n1 1\n", "6 9\n1 1\n2 1\n1 2\n2 2\n1 3\n2 3\n1 4\n2 4\n1 5\n", "7 10\n1 1\n7 7\n1 2\n7 6\n1 3\n7 5\n1 4\n7 4\n2 1\n7 3\n"}
	for _, in := range inputs {
		shared, err := p.Parse([]byte(in))
		if err != nil {
			t.Fatal(err)
		}
		ref, _ := p.Spec().SolutionWithRole(problem.RoleReference)
		want, _, _ := ref.Solve(shared)
		for _, s := range p.Spec().Solutions {
			got, counted, err := s.Run(p, []byte(in))
			if err != nil {
				t.Fatal(err)
			}
			if again, _, _ := s.Solve(shared); string(again) != string(got) {
				t.Errorf("%s: %q on the shared case, %q on its own", s.Name, again, got)
			}
			if w, err := s.MeasureWork(shared); err != nil || w != counted {
				t.Errorf("%s: cost model %d (%v), a run counted %d", s.Name, w, err, counted)
			}
			if s.Name == "fast" && string(got) != string(want) {
				t.Errorf("fast %q, reference %q", got, want)
			}
		}
	}
	if _, err := p.Parse([]byte("bad\n")); err == nil {
		t.Error("Parse accepts a non-number")
	}
}

func TestRandomCaseWithinBounds(t *testing.T) {
	p := New()
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 300; i++ {
		in, err := p.RandomCase(r, float64(i)/300, subtasks.Values{"N": 9, "K": 40}, nil)
		if err != nil {
			t.Fatal(err)
		}
		v, err := p.Validate("case", in)
		if err != nil || v["N"] > 9 || v["K"] > 40 {
			t.Fatalf("case %d: %v %v", i, v, err)
		}
	}
	if _, err := p.RandomCase(r, 0, subtasks.Values{"N": 0}, nil); !problem.IsParamError(err) {
		t.Errorf("impossible bounds must be a usage error, got %v", err)
	}
}

func TestShrinkGivesValidSmallerCases(t *testing.T) {
	p := New()
	in := []byte("7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n")
	cands := p.Shrink(in)
	if len(cands) == 0 {
		t.Fatal("no candidates")
	}
	for _, c := range cands {
		v, err := p.Validate("candidate", c)
		if err != nil {
			t.Errorf("invalid candidate %q: %v", c, err)
			continue
		}
		// Smaller, or as big with a stone moved toward (1,1).
		if string(c) == string(in) || v["N"] > 7 || v["K"] > 12 {
			t.Errorf("candidate not smaller: %q", c)
		}
	}
	if p.Shrink([]byte("garbage")) != nil {
		t.Error("unreadable input has no candidates")
	}
	pic, err := p.Render(in, 0, "text")
	if err != nil || !strings.Contains(string(pic), "wins at move 10") {
		t.Errorf("Render: %v\n%s", err, pic)
	}
	_ = game.CaroLimits
}
