package check

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"carokit/internal/untrusted"
	"carokit/problem"
	"carokit/runner"
)

// Kattis's exit codes, and testlib's that matter here.
const (
	exitAccept      = 42
	exitReject      = 43
	testlibOK       = 0
	testlibWA       = 1
	testlibPE       = 2
	testlibFail     = 3
	testlibDirt     = 4
	testlibEarlyEOF = 8
)

// InvalidInput is an input a validator rejected: exit 43 (a testlib
// validator: 3, its failed check), with the first lines of what it said.
type InvalidInput struct {
	Validator string
	Message   string // escaped, one line ("" if it said nothing)
}

func (e *InvalidInput) Error() string { return rejection("input", e.Validator, e.Message) }

// rejection says that the validator of kind ("input", "answer")
// rejected its file, with what it said.
func rejection(kind, validator, message string) string {
	s := fmt.Sprintf("%s validator %s rejected the %s", kind, untrusted.Text(validator), kind)
	if message != "" {
		s += ": " + message
	}
	return s
}

// ValidatorError is a validator that did not work: an exit code the
// protocol does not know (0 for a Kattis validator), a crash, a limit.
// Not a verdict on the input or the output: a judge error, the
// package's to mend.
type ValidatorError struct {
	Validator string
	Reason    string // escaped, one line
	// Err is what it wraps: runner.ErrWallCut for a validator the
	// wall-clock guard stopped (its run may be re-run), else nil.
	Err error
}

// Unwrap is Err.
func (e *ValidatorError) Unwrap() error { return e.Err }

func (e *ValidatorError) Error() string {
	return fmt.Sprintf("validator %s failed: %s", untrusted.Text(e.Validator), e.Reason)
}

// ValidateInput runs every input validator on input, in order, each as
// `validator flags... < input` (the Kattis protocol; a testlib
// validator's registerValidation takes the same arguments). It returns
// nil when all accept (exit 42; testlib: 0), the first *InvalidInput of
// one that rejects (43; testlib: 3), or a *ValidatorError of one that did
// neither.
func (v *Validators) ValidateInput(ctx context.Context, input []byte, flags []string) error {
	return v.ValidateInputWith(ctx, input, func(string) []string { return flags })
}

// ValidateInputWith is ValidateInput with each validator's flags given by
// its name: for a 2025-09 input_validator_args map (a validator the map
// does not name gets none).
func (v *Validators) ValidateInputWith(ctx context.Context, input []byte, flagsFor func(name string) []string) error {
	for _, iv := range v.Input {
		p := iv.Prog
		p.Args = append(slices.Clip(p.Args), flagsFor(iv.Name)...)
		res, err := runner.RunInput(ctx, p, input, v.Limits)
		if err != nil {
			return fmt.Errorf("input validator %s: %w", untrusted.Text(iv.Name), err)
		}
		if err := inputVerdict(iv, res); err != nil {
			return err
		}
	}
	return nil
}

// inputVerdict reads an input validator's run.
func inputVerdict(iv Program, res runner.Result) error {
	if err := limitError(iv.Name, res); err != nil {
		return err
	}
	accept, reject := exitAccept, exitReject
	if iv.Testlib {
		accept, reject = testlibOK, testlibFail
	}
	switch res.ExitCode {
	case accept:
		return nil
	case reject:
		return &InvalidInput{Validator: iv.Name, Message: said(res.Stderr, res.Stdout)}
	}
	return &ValidatorError{Validator: iv.Name, Reason: exitReason(iv, res)}
}

// limitError is the ValidatorError of a run stopped by a limit, nil for
// one that exited.
func limitError(name string, res runner.Result) error {
	switch res.Verdict {
	case problem.TLE, problem.MLE, problem.OLE:
		e := &ValidatorError{Validator: name, Reason: fmt.Sprintf("%s (%s)", res.Verdict, untrusted.Text(res.Detail))}
		if res.WallCut {
			e.Err = runner.ErrWallCut
		}
		return e
	}
	if res.Signal != "" || res.ExitCode < 0 {
		return &ValidatorError{Validator: name, Reason: untrusted.Text(res.Detail) + withSaid(res)}
	}
	return nil
}

// exitReason says why an exit code is neither accept nor reject.
func exitReason(p Program, res runner.Result) string {
	proto := "a Kattis validator exits 42 (accept) or 43 (reject)"
	if p.Testlib {
		proto = "a testlib validator exits 0 (accept) or 3 (reject)"
	}
	return fmt.Sprintf("exit code %d: %s%s", res.ExitCode, proto, withSaid(res))
}

// withSaid is what a run said, after "; ", or "".
func withSaid(res runner.Result) string {
	if s := said(res.Stderr, res.Stdout); s != "" {
		return "; it said: " + s
	}
	return ""
}

// saidLines and saidBytes bound what a message keeps of a program's words.
const (
	saidLines = 5
	saidBytes = 400
)

// said is the first lines of the first of texts that has any, escaped
// and joined into one line with " / ".
func said(texts ...[]byte) string {
	for _, t := range texts {
		t = bytes.TrimSpace(t)
		if len(t) == 0 {
			continue
		}
		var kept []string
		for _, l := range strings.Split(string(t), "\n") {
			if l = strings.TrimSpace(l); l != "" && len(kept) < saidLines {
				kept = append(kept, untrusted.Text(l))
			}
		}
		s := strings.Join(kept, " / ")
		if len(s) > saidBytes {
			s = string(cut([]byte(s), saidBytes))
		}
		return s
	}
	return ""
}

// InvalidAnswer is an answer an answer validator rejected (exit 43; a
// testlib one: 3), with the first lines of what it said.
type InvalidAnswer struct {
	Validator string
	Message   string // escaped, one line ("" if it said nothing)
}

func (e *InvalidAnswer) Error() string { return rejection("answer", e.Validator, e.Message) }

// ValidateAnswer runs every answer validator (answer_validators/) on
// answer, the answer of input, as BAPCtools and the 2025-09 format run
// one: `validator input_file flags... < answer`, exit 42 accepted, 43
// rejected (testlib: 0, 3). It returns nil when all accept (or there is
// none), the first *InvalidAnswer of one that rejects, or a
// *ValidatorError of one that did neither.
func (v *Validators) ValidateAnswer(ctx context.Context, input, answer []byte, flags []string) error {
	for _, av := range v.Answer {
		p := av.Prog
		p.Given = [][]byte{input}
		p.Args = append(append(slices.Clip(p.Args), runner.GivenArg(0)), flags...)
		res, err := runner.RunInput(ctx, p, answer, v.Limits)
		if err != nil {
			return fmt.Errorf("answer validator %s: %w", untrusted.Text(av.Name), err)
		}
		err = inputVerdict(av, res)
		var rej *InvalidInput
		if errors.As(err, &rej) {
			return &InvalidAnswer{Validator: av.Name, Message: rej.Message}
		}
		if err != nil {
			return err
		}
	}
	return nil
}
