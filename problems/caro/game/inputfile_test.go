package game_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"carokit/internal/inputfile"
	"carokit/problem"
	"carokit/problems/caro/game"
)

// TestExplain: with Caro's lenient reader, for an input over the bound, the reported error is the full
// input's first error when what was read proves it, else "larger than".
func TestExplain(t *testing.T) {
	parse := func(b []byte) error { _, err := game.ReadLenient("", b, game.CaroLimits); return err }
	var moves strings.Builder
	for i := range 25 {
		fmt.Fprintf(&moves, "%d %d\n", i/5+1, i%5+1)
	}
	const max = 32
	cases := []struct {
		name      string
		input     string // longer than max
		line, col int
		larger    bool // the error is "larger than the largest valid case"
	}{
		// A bad token well inside the bound is the real first error.
		{"bad token early", "5 x\n" + strings.Repeat("1 ", 40), 1, 3, false},
		// A complete case then a long token: the reader's extra-data error.
		{"extra data after a complete case", "5 1\n1 1\n" + strings.Repeat("\x00", 60), 3, 1, false},
		// Valid moves across the bound: nothing is wrong in what was read.
		{"moves across the bound", "5 25\n" + moves.String(), 8, 4, true},
		// "1 1" cut from "1 10" would repeat move 1's cell: an artefact of
		// the cut, so not reported; the cut token is dropped first.
		{"cut token would repeat a cell", "9  20\n2 2\n3 3\n4 4\n5 5\n6 6\n1 1\n1 10\n", 8, 3, true},
		// Endless zeros: no whitespace at all.
		{"no whitespace", strings.Repeat("\x00", 100), 1, 33, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in, err := inputfile.Read(context.Background(), "", strings.NewReader(c.input), max)
			if err != nil {
				t.Fatal(err)
			}
			if !in.Over || len(in.Data) != max+1 {
				t.Fatalf("Over %v with %d bytes, want over with %d", in.Over, len(in.Data), max+1)
			}
			var ie *problem.InputError
			if !errors.As(in.Explain(parse), &ie) {
				t.Fatalf("not an InputError: %v", in.Explain(parse))
			}
			larger := strings.Contains(ie.Msg, "larger than the largest valid case")
			if ie.Line != c.line || ie.Col != c.col || larger != c.larger || ie.File != inputfile.StdinName {
				t.Errorf("got %v, want line %d col %d larger %v", ie, c.line, c.col, c.larger)
			}
		})
	}
}
