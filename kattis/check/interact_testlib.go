package check

import (
	"bytes"
	"fmt"
	"strconv"

	"carokit/runner"
)

// testlibPoints is testlib's exit code for quitp (POINTS_EXIT_CODE, the
// _points result): an accepted run worth the points its message starts
// with ("points 12.5 message" on standard error).
const testlibPoints = 7

// testlibJudgement reads a testlib checker's or interactor's exit code,
// as Polygon and DMOJ's testlib contrib module read it
// (dmoj/contrib/testlib.py, parse_return_code): 0 accepted, 1 wrong
// answer, 2 presentation error (4, dirt, and 8, an unexpected end, with
// it), 7 accepted with the points of its message, 3 (its fail) and
// anything else the validator's own failure.
func testlibJudgement(ov Program, res runner.Result) (Judgement, error) {
	switch res.ExitCode {
	case testlibOK:
		return Judgement{Accepted: true, Message: said(res.Stderr)}, nil
	case testlibWA, testlibPE, testlibDirt, testlibEarlyEOF:
		return Judgement{Message: said(res.Stderr, res.Stdout)}, nil
	case testlibPoints:
		points, ok := testlibPointsOf(res.Stderr)
		if !ok {
			return Judgement{}, &ValidatorError{Validator: ov.Name, Reason: "exit code 7 (testlib's points) without \"points N\" on standard error" + withSaid(res)}
		}
		return Judgement{Accepted: true, Message: said(res.Stderr), Score: &points}, nil
	}
	return Judgement{}, &ValidatorError{Validator: ov.Name, Reason: fmt.Sprintf(
		"exit code %d: a testlib checker or interactor exits 0 (accepted), 1 or 2 (wrong), 7 (points; 3 is its own failure)%s", res.ExitCode, withSaid(res))}
}

// testlibPointsOf reads the number after "points " at the start of a
// testlib program's standard error (testlib's quitp writes "points " and
// then the number, then the message).
func testlibPointsOf(stderr []byte) (float64, bool) {
	rest, ok := bytes.CutPrefix(bytes.TrimLeft(stderr, " \t\r\n"), []byte("points "))
	if !ok {
		return 0, false
	}
	fields := bytes.Fields(rest)
	if len(fields) == 0 {
		return 0, false
	}
	v, err := strconv.ParseFloat(string(fields[0]), 64)
	return v, err == nil
}
