package game

import (
	"slices"
	"testing"
)

// TestLines: every line has its length, and LineCells and LinesOf agree
// on every cell of boards with odd and even sides.
func TestLines(t *testing.T) {
	for _, n := range []int{3, 4, 5, 10, 11} {
		through := map[int][]int{}
		for v := 1; v <= n*n; v++ {
			for _, l := range LinesOf(nil, n, (v-1)/n, (v-1)%n) {
				through[l] = append(through[l], v)
			}
		}
		for l := 0; l < LineCount(n); l++ {
			cells := LineCells(n, l)
			if len(cells) != LineLen(n, l) || !slices.Equal(cells, through[l]) {
				t.Errorf("N = %d, %s: cells %v, through %v, length %d", n, LineName(n, l), cells, through[l], LineLen(n, l))
			}
		}
	}
}

// TestExampleRounds: the statement's account of its example, round by
// round (who, when, which line).
func TestExampleRounds(t *testing.T) {
	c, err := ReadStrict("joc7.in", []byte("1\n4 4\n16 13 15 9 10 1 5 2 6 14 3 7 11 4 8 12\n1 2 3 4 5 6 7 8 12 11 10 9 13 14 15 16\n1 5 9 6 2 7 3 8 4 10 11 12 13 14 15 16\n1 2 3 4 8 7 6 5 12 11 10 9 16 15 14 13\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []Result{{Teodora, 7, 8 + MainBelow}, {Teodora, 14, 8 + SecondBelow}, {Stefan, 8, 1}, {None, 0, -1}}
	if got := Results(c); !slices.Equal(got, want) {
		t.Errorf("results %v, want %v", got, want)
	}
}
