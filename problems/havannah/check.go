package havannah

import (
	"fmt"

	"carokit/input"
	"carokit/problem"
	"carokit/problems/havannah/hex"
)

// check reads the answer, then the contestant's output case by case:
// each case is "Case #n: " then "none" or "K in move k" with K a
// structure name; tokens may be separated by any whitespace, as a judge's
// checker reading words would. The first case that differs, is missing
// or cannot be read is reported by its number.
func check(answer, output []byte) error {
	want, err := readAnswers("answer", answer)
	if err != nil {
		return fmt.Errorf("the answer file is broken: %w", err)
	}
	r := input.NewLenient("output", output)
	for i, w := range want {
		n := i + 1
		if r.Pos() == len(output) {
			return &problem.CaseError{Case: n, Err: fmt.Errorf("missing (the output ends after %d of %d cases)", n-1, len(want))}
		}
		got, err := readCase(r, n)
		if err != nil {
			return &problem.CaseError{Case: n, Err: err}
		}
		if got != w {
			return &problem.CaseError{Case: n, Err: fmt.Errorf("expected %q, found %q", w.String(), got.String())}
		}
	}
	if r.EOF(); r.Err() != nil {
		return fmt.Errorf("output after the last case %d: %w", len(want), r.Err())
	}
	return nil
}

// readAnswers reads every "Case #n: ..." line of an answer file.
func readAnswers(name string, data []byte) ([]hex.Result, error) {
	r := input.NewLenient(name, data)
	var rs []hex.Result
	for n := 1; r.Pos() < len(data); n++ {
		res, err := readCase(r, n)
		if err != nil {
			return nil, fmt.Errorf("case %d: %w", n, err)
		}
		rs = append(rs, res)
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
