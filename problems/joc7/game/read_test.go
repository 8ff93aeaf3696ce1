package game

import (
	"strings"
	"testing"
)

func TestReadStrict(t *testing.T) {
	// A 3×3 round Teodora wins on the first row at mark 5.
	win := "1 4 2 5 3 6 7 8 9"
	cases := []struct {
		name, in, want string
		why            string
	}{
		{"valid", "1\n3 1\n" + win + "\n", "", "the smallest valid case"},
		{"C out of range", "3\n3 1\n" + win + "\n", "joc7.in:1:1: ", "C is 1 or 2"},
		{"N too small", "1\n2 1\n1 2 3 4\n", "joc7.in:2:1: ", "3 ≤ N"},
		{"K too large", "1\n3 26\n", "joc7.in:2:3: ", "K ≤ 25"},
		{"cell twice", "1\n3 1\n1 4 2 5 3 6 7 8 8\n", "joc7.in:3:17: round 1 marks cell 8 twice", "a round is a permutation"},
		{"cell off the board", "1\n3 1\n1 4 2 5 3 6 7 8 10\n", "joc7.in:3:17: ", "cells are 1..N²"},
		{"round too short", "1\n3 1\n1 4 2 5 3 6 7 8\n", "joc7.in:3:", "each round has N² cells"},
		{"double space", "1\n3 1\n1  4 2 5 3 6 7 8 9\n", "joc7.in:3:", "single spaces: the exact layout"},
		{"no winner", "1\n4 1\n1 2 3 4 8 7 6 5 12 11 10 9 16 15 14 13\n", "no round has a winner", "the statement promises a winner (the example's round 4 alone)"},
		{"trailing data", "1\n3 1\n" + win + "\n5\n", "joc7.in:4:1: ", "nothing after the last round"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadStrict("joc7.in", []byte(tc.in))
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("%s: rejected: %v", tc.why, err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("%s: got %v, want %q", tc.why, err, tc.want)
			}
		})
	}
	// The lenient reader takes any whitespace, as a contestant's scanf.
	if _, err := ReadLenient("joc7.in", []byte("1\r\n3   1\n"+strings.ReplaceAll(win, " ", "\n")+"\n\n")); err != nil {
		t.Errorf("lenient: %v", err)
	}
}
