package caro

import (
	"fmt"
	"strings"
	"testing"

	"carokit/problem"
	game "carokit/problems/caro/game"
	"carokit/subtasks"
)

// TestEnlarge: every enlargement of a small case is a test of subtask 2
// (it fits no smaller subtask, and brute's scans reach the work limit),
// with the small case's moves, in order and on their cells, after an even
// padding that wins nothing: the reference's answer is the small one moved
// by the padding (0 stays 0).
func TestEnlarge(t *testing.T) {
	p := New()
	spec := p.Spec()
	fast, err := spec.SolutionWithRole(problem.RoleReference)
	if err != nil {
		t.Fatal(err)
	}
	var brute *problem.Solution
	for i := range spec.Solutions {
		if spec.Solutions[i].Name == "brute" {
			brute = &spec.Solutions[i]
		}
	}
	bounds := subtasks.Values{"N": 300, "K": 90000}
	for _, tc := range []struct {
		name, small string
		answer      int // the small case's
		want        int // enlargements, at least
	}{
		{"a win on move 9 keeps its move, after the padding", "6 9\n1 1\n2 1\n1 2\n2 2\n1 3\n2 3\n1 4\n2 4\n1 5\n", 9, 64},
		{"nobody wins: nobody wins after the padding either", "5 4\n1 1\n1 2\n2 2\n5 5\n", 0, 64},
		{"a win on O's move, the players kept", "7 10\n1 1\n7 7\n1 2\n7 6\n1 3\n7 5\n1 4\n7 4\n2 1\n7 3\n", 10, 64},
	} {
		bigger, err := p.Enlarge([]byte(tc.small), bounds)
		if err != nil || len(bigger) < tc.want {
			t.Errorf("%s: %d enlargements, %v; want %d", tc.name, len(bigger), err, tc.want)
			continue
		}
		small, _ := game.ReadStrict("small", []byte(tc.small), game.CaroLimits)
		for i, in := range bigger {
			c, err := game.ReadStrict("big", in, game.CaroLimits)
			if err != nil {
				t.Fatalf("%s: enlargement %d: %v", tc.name, i+1, err)
			}
			pad := len(c.Moves) - len(small.Moves)
			v, _ := p.Validate("big", in)
			fit, _ := spec.Subtasks.Smallest(v)
			out, _, _ := fast.Run(p, in)
			want := 0
			if tc.answer > 0 {
				want = pad + tc.answer
			}
			parsed, _ := p.Parse(in)
			work, _ := brute.Work(parsed)
			switch {
			case pad%2 != 0 || fmt.Sprint(c.Moves[pad:]) != fmt.Sprint(small.Moves):
				t.Errorf("%s: enlargement %d: padding %d, the small moves not kept after it", tc.name, i+1, pad)
			case strings.TrimSpace(string(out)) != fmt.Sprint(want):
				t.Errorf("%s: enlargement %d (N = %d): the reference answers %q, want %d", tc.name, i+1, c.N, out, want)
			case fit != 2 || work < spec.Work.TimeLimitMin:
				t.Errorf("%s: enlargement %d (N = %d): fits subtask %d, brute's work %d (limit %d)", tc.name, i+1, c.N, fit, work, spec.Work.TimeLimitMin)
			}
		}
	}
}
