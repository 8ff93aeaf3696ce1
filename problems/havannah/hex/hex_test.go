package hex

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"carokit/problem"
)

// TestSample: the statement's sample, read by both readers and solved by
// the reference, gives the statement's answers byte for byte.
func TestSample(t *testing.T) {
	in, err := os.ReadFile("../sample.in")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../sample.ans")
	if err != nil {
		t.Fatal(err)
	}
	for name, read := range map[string]func(string, []byte, Limits) ([]Case, error){"strict": ReadStrict, "lenient": ReadLenient} {
		cases, err := read("sample.in", in, HavannahLimits)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var rs []Result
		for _, c := range cases {
			rs = append(rs, Solve(c))
		}
		if got := FormatAnswers(rs); !bytes.Equal(got, want) {
			t.Errorf("%s: answers\n%s\nwant\n%s", name, got, want)
		}
		if got := Format(cases); !bytes.Equal(got, in) {
			t.Errorf("%s: Format does not give the sample back:\n%s", name, got)
		}
	}
}

// TestGeometry pins the board's shape: cell counts, corners with three
// neighbours, edge cells with four, inner cells with six, and corners on
// no edge.
func TestGeometry(t *testing.T) {
	for s := 2; s <= 7; s++ {
		count, byDegree := 0, map[int]int{}
		corners, edges := 0, map[int]int{}
		for x := 0; x <= 2*s; x++ {
			for y := 0; y <= 2*s; y++ {
				c := Cell{x, y}
				if !OnBoard(s, c) {
					if Corner(s, c) >= 0 || Edge(s, c) >= 0 {
						t.Errorf("S=%d: off-board %v is a corner or edge", s, c)
					}
					continue
				}
				count++
				deg := len(Neighbours(s, c))
				byDegree[deg]++
				switch k, e := Corner(s, c), Edge(s, c); {
				case k >= 0 && e >= 0:
					t.Errorf("S=%d: corner %v is also on edge %d", s, c, e)
				case k >= 0:
					corners++
					if deg != 3 {
						t.Errorf("S=%d: corner %v has %d neighbours", s, c, deg)
					}
				case e >= 0:
					edges[e]++
					if deg != 4 {
						t.Errorf("S=%d: edge cell %v has %d neighbours", s, c, deg)
					}
				case deg != 6:
					t.Errorf("S=%d: inner cell %v has %d neighbours", s, c, deg)
				}
			}
		}
		if count != Cells(s) || corners != 6 {
			t.Errorf("S=%d: %d cells (want %d), %d corners", s, count, Cells(s), corners)
		}
		for e := 0; e < 6; e++ {
			if edges[e] != s-2 {
				t.Errorf("S=%d: edge %d has %d cells, want %d", s, e, edges[e], s-2)
			}
		}
	}
}

// TestSolveCases: small hand-made positions, each for one rule.
func TestSolveCases(t *testing.T) {
	cases := []struct {
		name string
		c    Case
		want string
	}{
		// Three mutually adjacent stones make a cycle in the graph but
		// enclose nothing: not a ring.
		{"triangle-is-not-a-ring", Case{3, []Cell{{2, 2}, {3, 3}, {2, 3}}}, "none"},
		// The six neighbours of (3,3) on S=3 enclose it, empty.
		{"six-ring", Case{3, []Cell{{2, 2}, {2, 3}, {3, 4}, {4, 4}, {4, 3}, {3, 2}}}, "ring in move 6"},
		// The same loop around a stone: the board game's ring, not ours.
		{"loop-around-a-stone", Case{3, []Cell{{3, 3}, {2, 2}, {2, 3}, {3, 4}, {4, 4}, {4, 3}, {3, 2}}}, "none"},
		// A corner is on no edge: corner (1,1) and two edge cells make no fork.
		{"corner-is-no-edge", Case{3, []Cell{{1, 1}, {1, 2}, {2, 1}}}, "none"},
		// Two adjacent corners on S=2 make the smallest bridge.
		{"smallest-bridge", Case{2, []Cell{{1, 1}, {1, 2}}}, "bridge in move 2"},
		// No moves: nothing to win.
		{"no-moves", Case{5, nil}, "none"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Solve(tc.c).String(); got != tc.want {
				t.Errorf("Solve = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestKindString: every set of kinds prints in the statement's order and
// reads back.
func TestKindString(t *testing.T) {
	want := []string{"none", "bridge", "fork", "bridge-fork", "ring", "bridge-ring", "fork-ring", "bridge-fork-ring"}
	for k := Kind(0); k < 8; k++ {
		if k.String() != want[k] {
			t.Errorf("Kind(%d) = %q, want %q", k, k, want[k])
		}
		if got, ok := ParseKind(want[k]); k != 0 && (!ok || got != k) {
			t.Errorf("ParseKind(%q) = %v, %v", want[k], got, ok)
		}
	}
	if got := (Result{7, Bridge | Fork}).String(); got != "bridge-fork in move 7" {
		t.Errorf("Result.String = %q", got)
	}
}

// TestReadErrors: the validator's rejections, each located.
func TestReadErrors(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		// |x−y| = S is the first diagonal off the board.
		{"off-board", "1\n3 1\n1 4\n", "f:3:1: move 1 of case 1: (1,4) is off the board"},
		// A cell played twice in one case.
		{"repeated", "1\n3 2\n2 2\n2 2\n", "f:4:1: move 2 of case 1 repeats cell (2,2) of move 1"},
		// T beyond the limit.
		{"T-too-large", "201\n", "f:1:1: expected integer T in [1, 200]"},
		// S = 1 is below the statement's minimum.
		{"S-too-small", "1\n1 0\n", "f:2:1: expected integer S of case 1 in [2, 3000]"},
		// S beyond the limit.
		{"S-too-large", "1\n3001 0\n", "f:2:1: expected integer S of case 1 in [2, 3000]"},
		// Two spaces between x and y: strict whitespace.
		{"two-spaces", "1\n3 1\n2  2\n", "f:3:3:"},
		// A second case missing.
		{"missing-case", "2\n2 0\n", "f:3:1:"},
		// More moves than the board's 7 cells on S = 2.
		{"M-beyond-cells", "1\n2 8\n", "f:2:3: expected integer M of case 1 in [0, 7]"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadStrict("f", []byte(tc.in), HavannahLimits)
			var ie *problem.InputError
			if !errors.As(err, &ie) || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("ReadStrict = %v, want prefix %q", err, tc.want)
			}
		})
	}
}

// TestShrink: a multi-case file first proposes each case alone, in order;
// a single case proposes fewer moves, then the board one smaller; every
// proposal is a valid file.
func TestShrink(t *testing.T) {
	ring := Case{3, []Cell{{2, 2}, {2, 3}, {3, 4}, {4, 4}, {4, 3}, {3, 2}}}
	corner := Case{2, []Cell{{1, 1}}}
	props := Shrink([]Case{corner, ring})
	if len(props) < 2 || len(props[0]) != 1 || props[0][0].S != 2 || len(props[1]) != 1 || props[1][0].S != 3 {
		t.Fatalf("first proposals %v, want each case alone", props[:2])
	}
	one := Shrink([]Case{ring})
	if len(one) == 0 || len(one[0][0].Moves) != 3 {
		t.Fatalf("first single-case proposal %v, want the first half of the moves", one[0])
	}
	smaller := false
	for _, p := range one {
		if _, err := ReadStrict("p", Format(p), HavannahLimits); err != nil {
			t.Errorf("proposal %v is invalid: %v", p, err)
		}
		if p[0].S == 2 {
			smaller = true
			if got := Solve(p[0]); got.Kinds&Ring != 0 {
				t.Errorf("a ring first on S = 2 (%v): its six outer cells are corners, so a bridge comes first", p[0])
			}
		}
	}
	// The ring around (3,3) on S = 3 fits on S = 2 shifted by (−1,−1).
	if !smaller {
		t.Errorf("no proposal on S = 2 for %v", ring)
	}
}
