package havannah

import (
	"fmt"

	"carokit/input"
	"carokit/problems/havannah/hex"
)

// check reads the answer and the contestant's output case by case: each
// case is "Case #n: " then "none" or "K in move k" with K a structure
// name; tokens may be separated by any whitespace, as a judge's checker
// reading words would. The first difference is reported naming its case.
func check(answer, output []byte) error {
	want, err := readAnswers("answer", answer, -1)
	if err != nil {
		return fmt.Errorf("the answer file is broken: %w", err)
	}
	got, err := readAnswers("output", output, len(want))
	if err != nil {
		return err
	}
	for i := range want {
		if got[i] != want[i] {
			return fmt.Errorf("case %d: expected %q, found %q", i+1, want[i].String(), got[i].String())
		}
	}
	return nil
}

// readAnswers reads "Case #n: ..." lines: exactly t of them, or as many as
// there are when t < 0.
func readAnswers(name string, data []byte, t int) ([]hex.Result, error) {
	r := input.NewLenient(name, data)
	var rs []hex.Result
	for n := 1; t < 0 || n <= t; n++ {
		if t < 0 && r.Pos() == len(data) {
			break
		}
		if r.Pos() == len(data) {
			return nil, fmt.Errorf("case %d: missing (the output ends after %d of %d cases)", n, n-1, t)
		}
		res, err := readCase(r, n)
		if err != nil {
			return nil, fmt.Errorf("case %d: %w", n, err)
		}
		rs = append(rs, res)
	}
	if r.EOF(); r.Err() != nil {
		return nil, fmt.Errorf("output after the last case %d: %w", t, r.Err())
	}
	return rs, nil
}

// readCase reads one "Case #n: RESULT".
func readCase(r *input.Reader, n int) (hex.Result, error) {
	r.Word("Case")
	r.Word(fmt.Sprintf("#%d:", n))
	at := r.Pos()
	tok := string(r.Token("result"))
	if r.Err() != nil || tok == "none" {
		return hex.Result{}, r.Err()
	}
	k, ok := hex.ParseKind(tok)
	if !ok {
		r.Errorf(at, "unknown structure %q (want none, bridge, fork, ring or several joined by - in that order)", tok)
		return hex.Result{}, r.Err()
	}
	r.Word("in")
	r.Word("move")
	move := r.Int(1, hex.HavannahLimits.MaxM, "k")
	return hex.Result{Move: move, Kinds: k}, r.Err()
}
