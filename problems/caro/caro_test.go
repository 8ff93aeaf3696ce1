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
		out, _, err := s.Solve(sampleInput)
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

// TestReadCache: the cache must never hand one input's case to another,
// and must report errors as the reader does.
func TestReadCache(t *testing.T) {
	fast, _ := New().Spec().FindSolution("fast")
	inputs := []string{"5 1\n1 1\n", "5 5\n1 1\n2 1\n1 2\n2 2\n1 3\n", "5 1\n1 1\n", "bad\n"}
	want := []string{"0\n", "0\n", "0\n", ""}
	for round := 0; round < 3; round++ {
		for i, in := range inputs {
			out, _, err := fast.Solve([]byte(in))
			if string(out) != want[i] || (want[i] == "") != (err != nil) {
				t.Fatalf("round %d input %d: %q, %v", round, i, out, err)
			}
		}
	}
	// Same bytes in another slice, after many other inputs evicted it.
	for i := 0; i < 64; i++ { // far more than the read cache holds
		fast.Solve([]byte("5 1\n" + string(rune('1'+i%5)) + " 1\n"))
	}
	win := []byte("6 9\n1 1\n2 1\n1 2\n2 2\n1 3\n2 3\n1 4\n2 4\n1 5\n")
	if out, _, _ := fast.Solve(append([]byte(nil), win...)); string(out) != "9\n" {
		t.Errorf("got %q, want 9", out)
	}
	lin, _ := New().Spec().FindSolution("linescan")
	_, counted, _ := lin.Solve(win)
	if w, err := lin.MeasureWork(win); err != nil || w != counted {
		t.Errorf("cost model through the cache: %d, %v; the run counted %d", w, err, counted)
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
