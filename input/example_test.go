package input_test

import (
	"fmt"

	"carokit/input"
)

// A validator of Havannah's input (T cases: "S M", then M lines "x y"),
// strict: this is the whole reader a problem writes.
func Example() {
	data := []byte("2\n2 1\n1 1\n3 2\n1 3\n5 9\n")
	r := input.NewStrict("havannah.in", data)
	t := r.Int(1, 200, "T")
	r.Eoln()
	for c := 1; c <= t; c++ {
		r.Item("case", c, t) // "S of case 2", "file ends after 1 of 2 cases"
		s := r.Int(2, 50, "S")
		r.Space()
		m := r.Int(0, 100, "M")
		r.Eoln()
		for i := 1; i <= m; i++ {
			r.Item("move", i, m)
			at := r.Pos()
			x := r.Int(1, 2*s-1, "x")
			r.Space()
			y := r.Int(1, 2*s-1, "y")
			r.Eoln()
			if r.Err() == nil && (x-y > s-1 || y-x > s-1) {
				r.Errorf(at, "move %d: (%d,%d) is off the board", i, x, y)
			}
		}
	}
	r.EOF()
	fmt.Println(r.Err())
	// Output: havannah.in:6:3: expected integer y of move 2 in [1, 5], found "9"
}

// A checker reading a contestant's "Case #n: ..." lines leniently, word
// by word.
func Example_checker() {
	out := []byte("Case #1: bridge in move 2\nCase #2:  none\ncase #3: none\n")
	r := input.NewLenient("output", out)
	for n := 1; n <= 3; n++ {
		r.Word("Case")
		r.Word(fmt.Sprintf("#%d:", n))
		if kind := r.Token("result"); string(kind) != "none" {
			r.Word("in")
			r.Word("move")
			r.Int(1, 10000, "k")
		}
	}
	r.EOF()
	fmt.Println(r.Err())
	// Output: output:3:1: expected "Case", found "case"
}
