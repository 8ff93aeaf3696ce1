package check

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"slices"

	"carokit/internal/untrusted"
	"carokit/runner"
)

// Rejected is an output the output validator judged wrong (Kattis exit 43;
// the default validator's mismatch; a testlib checker's WA or PE).
type Rejected struct {
	Message string // why, escaped, one line ("" if the validator said nothing)
}

func (e *Rejected) Error() string {
	if e.Message == "" {
		return "wrong answer"
	}
	return "wrong answer: " + e.Message
}

// Judgement is what the output validator decided about one output.
type Judgement struct {
	Accepted bool
	// Message is judgemessage.txt (else the validator's stderr; the
	// default validator's mismatch), escaped, one line.
	Message string
	// TeamMessage is teammessage.txt, escaped, one line ("" if none).
	TeamMessage string
	// Score is score.txt, ScoreMultiplier score_multiplier.txt, when the
	// validator wrote one (scoring problems).
	Score, ScoreMultiplier *float64
	// NextPass is nextpass.in, which a multi-pass problem's validator
	// writes to ask for another pass; nil when it wrote none.
	NextPass []byte
}

// CheckOutput judges output, a submission's output on input whose answer
// file is answer, with the group's output validator flags: nil when
// accepted, a *Rejected when wrong, any other error a failure of the
// validator (a judge error, never a wrong answer). See Judge.
func (v *Validators) CheckOutput(ctx context.Context, input, answer, output []byte, flags []string) error {
	j, err := v.Judge(ctx, input, answer, output, flags)
	if err != nil {
		return err
	}
	if !j.Accepted {
		return &Rejected{Message: j.Message}
	}
	return nil
}

// Judge runs the output validator by the Kattis protocol:
//
//	validator input_file answer_file feedback_dir/ flags... < output
//
// in the sandbox, kept warm between checks: the input and answer files
// are read-only files only this run sees, feedback_dir a fresh empty
// folder, the one it may write (runner's Program.Given and Feedback);
// exit 42 is accepted, 43 wrong, anything else a *ValidatorError. What
// it wrote in feedback_dir is read back, at most
// runner.FeedbackFileBytes a file. A
// testlib checker (its source includes testlib.h) runs as testlib wants,
// `checker input_file output_file answer_file` (the flags are not
// passed: testlib takes none): 0 is accepted, 1, 2, 4 and 8 (wrong
// answer, presentation error, extra output, early end) wrong, 3 (its
// fail) and anything else a *ValidatorError. Without a custom output
// validator, Default compares with the flags (ParseDefaultFlags: an
// error is the package's, not the output's).
func (v *Validators) Judge(ctx context.Context, input, answer, output []byte, flags []string) (Judgement, error) {
	if v.Output == nil {
		f, err := ParseDefaultFlags(flags)
		if err != nil {
			return Judgement{}, err
		}
		if err := Default(answer, output, f); err != nil {
			return Judgement{Message: err.Error()}, nil
		}
		return Judgement{Accepted: true}, nil
	}
	p := v.Output.Prog
	p.Given = [][]byte{input, answer}
	if v.Output.Testlib {
		p.Given = append(p.Given, output)
		p.Args = append(slices.Clip(p.Args), runner.GivenArg(0), runner.GivenArg(2), runner.GivenArg(1))
	} else {
		p.Args = append(append(slices.Clip(p.Args), runner.GivenArg(0), runner.GivenArg(1), runner.FeedbackArg+string(filepath.Separator)), flags...)
		p.Feedback = true
	}
	res, err := runner.RunInput(ctx, p, output, v.Limits)
	if err != nil {
		return Judgement{}, fmt.Errorf("output validator %s: %w", untrusted.Text(v.Output.Name), err)
	}
	return judgement(*v.Output, res, false)
}

// judgement reads a run's exit code and feedback files.
func judgement(ov Program, res runner.Result, multiPass bool) (Judgement, error) {
	if err := limitError(ov.Name, res); err != nil {
		return Judgement{}, err
	}
	if ov.Testlib {
		return testlibJudgement(ov, res)
	}
	if res.ExitCode != exitAccept && res.ExitCode != exitReject {
		return Judgement{}, &ValidatorError{Validator: ov.Name, Reason: exitReason(ov, res)}
	}
	files := map[string][]byte{}
	for _, name := range []string{"judgemessage.txt", "judgeerror.txt", "teammessage.txt", "score.txt", "score_multiplier.txt", "nextpass.in"} {
		if slices.Contains(res.FeedbackOther, name) {
			return Judgement{}, fmt.Errorf("output validator %s: %s in the feedback folder is not a regular file", untrusted.Text(ov.Name), name)
		}
		if data, ok := res.Feedback[name]; ok {
			files[name] = data
		}
	}
	next, hasNext := files["nextpass.in"]
	if hasNext && !multiPass {
		return Judgement{}, &ValidatorError{Validator: ov.Name, Reason: "it wrote nextpass.in, but the problem is not multi-pass"}
	}
	j := Judgement{Accepted: res.ExitCode == exitAccept, Message: said(files["judgemessage.txt"], files["judgeerror.txt"], res.Stderr),
		TeamMessage: said(files["teammessage.txt"])}
	if hasNext {
		j.NextPass = next
		if j.NextPass == nil {
			j.NextPass = []byte{}
		}
	}
	var err error
	if j.Score, err = feedbackNumber(ov.Name, "score.txt", files); err != nil {
		return Judgement{}, err
	}
	if j.ScoreMultiplier, err = feedbackNumber(ov.Name, "score_multiplier.txt", files); err != nil {
		return Judgement{}, err
	}
	if j.Score != nil && j.ScoreMultiplier != nil {
		return Judgement{}, &ValidatorError{Validator: ov.Name, Reason: "it wrote both score.txt and score_multiplier.txt, which the format forbids"}
	}
	return j, nil
}

// feedbackNumber reads a feedback file holding one number, nil if absent.
func feedbackNumber(validator, name string, files map[string][]byte) (*float64, error) {
	data, ok := files[name]
	if !ok {
		return nil, nil
	}
	v, ok := parseFloat(bytes.TrimSpace(data))
	if !ok {
		return nil, &ValidatorError{Validator: validator, Reason: fmt.Sprintf("%s holds %s, not a number", name, show(bytes.TrimSpace(data)))}
	}
	return &v, nil
}
