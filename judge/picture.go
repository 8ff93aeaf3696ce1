package judge

import (
	"errors"

	"carokit/problem"
	"carokit/testpkg"
)

// pictureMaxBytes bounds the tests drawn for a wrong answer: a picture of a
// big board says little, and drawing every failure would cost time. A
// multi-case file is drawn at its failing case only, so it may be larger
// (Havannah's small files hold 200 small boards); a picture over
// pictureMaxTextBytes is dropped.
const (
	pictureMaxBytes     = 4096
	caseFileMaxBytes    = 1 << 20
	pictureMaxTextBytes = 64 << 10
)

// picture draws a small test at its expected answer, when the problem can.
func (j *judging) picture(t testpkg.TestEntry, failure error) string {
	return drawFailure(j.problem, t.InputBytes, failure, func() ([]byte, error) { return j.pkg.ReadInput(t) })
}

// drawFailure draws the input of size bytes that read returns: where the
// checker named the failing case of a multi-case file (problem.CaseError)
// and p draws single cases, that case; "" when p draws nothing or the
// input or picture is too big.
func drawFailure(p problem.Problem, size int64, failure error, read func() ([]byte, error)) string {
	r, ok := p.(problem.Renderer)
	if !ok {
		return ""
	}
	var ce *problem.CaseError
	cr, byCase := p.(problem.CaseRenderer)
	byCase = byCase && errors.As(failure, &ce)
	if size > pictureMaxBytes && (!byCase || size > caseFileMaxBytes) {
		return ""
	}
	input, err := read()
	if err != nil {
		return ""
	}
	var pic []byte
	if byCase {
		pic, err = cr.RenderCase(input, ce.Case, 0, "text")
	} else {
		pic, err = r.Render(input, 0, "text")
	}
	if err != nil || len(pic) > pictureMaxTextBytes {
		return ""
	}
	return string(pic)
}
