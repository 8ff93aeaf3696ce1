package carogen

import (
	"bytes"
	"maps"
	"strings"
	"testing"
)

// TestAnswerCheckedSameCase: a package build sets Args.AnswerChecked so
// that the planting kinds skip their own replay; the case, the planted
// answer and the facts must be the same as with the replay.
func TestAnswerCheckedSameCase(t *testing.T) {
	cases := []struct {
		name, kind, args string
	}{
		// The planting path (design.try) on a small board, where a
		// layout may need redraws: the draws must not depend on the flag.
		{"plant small", "long-run", "--n 15 --len 7 --dir v --pos 3 --seed 4"},
		// A late win on a larger board, the default plan's shape.
		{"plant late", "mid-fill", "--n 300 --k 20000 --dir a --gap 2 --at 96% --seed 2"},
		// The block path of full-no-win (simple.go), nobody wins.
		{"full block", "full-no-win", "--n 40 --k 600 --seed 3"},
		// The edge path with the stone chosen on the border.
		{"edge", "edge-win", "--n 15 --edge corner --dir a --pos border --seed 1"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := findKind(t, tc.kind)
			a, err := g.ParseArgs(strings.Fields(tc.args))
			if err != nil {
				t.Fatal(err)
			}
			want, err := g.Generate(a)
			if err != nil {
				t.Fatal(err)
			}
			a.AnswerChecked = true
			got, err := g.Generate(a)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Input, want.Input) || !bytes.Equal(got.Answer, want.Answer) || !maps.Equal(got.Facts, want.Facts) {
				t.Errorf("with AnswerChecked the case differs: answer %q vs %q, facts %v vs %v", got.Answer, want.Answer, got.Facts, want.Facts)
			}
		})
	}
}
