package check

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"time"

	"carokit/internal/scratch"
	"carokit/internal/untrusted"
	"carokit/problem"
	"carokit/runner"
)

// Mode says how a problem's submissions meet its output validator.
type Mode struct {
	Interactive bool // the validator talks with the submission while both run
	// Passes is the most passes of a multi-pass problem
	// (limits.validation_passes); 0 or 1: one pass, no nextpass.in.
	Passes int
	// NextPassBytes bounds the nextpass.in read back (the problem's
	// output limit: a pass's input is the judge's to keep, as an output
	// is); 0 or less: DefaultNextPassBytes.
	NextPassBytes int64
}

// DefaultNextPassBytes is the bound on nextpass.in without a stated one:
// the format's default output limit (limits.output, 8 MiB).
const DefaultNextPassBytes = 8 << 20

// Interact judges one run of a submission on an interactive or
// multi-pass problem by the Kattis protocol, as problemtools runs it
// (problemtools/judge/execute.py, _run_interactive and _run_multipass):
// the output validator is started as `validator input answer feedback/
// flags...` (a testlib interactor as `interactor input tout answer`),
// and in an interactive problem its stdout is the submission's stdin and
// the submission's stdout its stdin. The verdict: the validator's when it
// failed (an error: a judge error) or ended first rejecting; else the
// submission's own TLE, MLE, OLE or RE; else the validator's 42 or 43. A
// multi-pass problem runs the submission again on nextpass.in while the
// validator accepts and writes one, up to m.Passes passes; the feedback
// folder persists between passes.
func (v *Validators) Interact(ctx context.Context, run problem.InteractRun, flags []string, m Mode) (problem.Interaction, error) {
	if v.Output == nil {
		return problem.Interaction{}, errors.New("an interactive or multi-pass problem needs an output validator (output_validator/): none found")
	}
	dir, done, err := scratch.MkdirTemp("carokit-interact-")
	if err != nil {
		return problem.Interaction{}, fmt.Errorf("interactor: %w", err)
	}
	defer done()
	b, err := newInteractBench(dir, run.Input, run.Answer)
	if err != nil {
		return problem.Interaction{}, fmt.Errorf("interactor: %w", err)
	}
	if v.Output.Testlib {
		b.output = filepath.Join(b.feedback, "tout.txt")
	}
	b.multiPass = m.Passes > 1
	b.nextPassBytes = m.NextPassBytes
	if b.nextPassBytes <= 0 {
		b.nextPassBytes = DefaultNextPassBytes
	}
	passes := max(m.Passes, 1)
	var out problem.Interaction
	for pass := 1; pass <= passes; pass++ {
		j, ended, tr, err := v.pass(ctx, b, run, flags, m.Interactive)
		if err != nil {
			return problem.Interaction{}, err
		}
		out.Passes = pass
		out.Transcript += passSeparator(pass) + tr
		out.Verdict, out.Detail = decide(j, ended)
		if out.Verdict != problem.OK {
			if j.NextPass != nil {
				return problem.Interaction{}, &ValidatorError{Validator: v.Output.Name, Reason: "it wrote nextpass.in but did not accept (exit 42)"}
			}
			return out, nil
		}
		if j.NextPass == nil {
			return out, nil
		}
		if err := os.Remove(filepath.Join(b.feedback, "nextpass.in")); err != nil {
			return problem.Interaction{}, fmt.Errorf("interactor: %w", err)
		}
		if err := os.WriteFile(b.input, j.NextPass, 0o644); err != nil {
			return problem.Interaction{}, fmt.Errorf("interactor: %w", err)
		}
	}
	return problem.Interaction{}, &ValidatorError{Validator: v.Output.Name, Reason: fmt.Sprintf("it gave no verdict within %d passes (limits.validation_passes)", passes)}
}

// passSeparator starts pass n's part of a transcript: "---" between
// passes, as a multi-pass .interaction file writes it.
func passSeparator(n int) string {
	if n == 1 {
		return ""
	}
	return "---\n"
}

// ended is a submission's end in one pass, and whether the validator
// ended before it.
type ended struct {
	problem.Ended
	validatorFirst bool
	// deadlock: both waited for each other's input (runner.Pair) and
	// were ended, the submission's TLE; the interactor has no verdict.
	deadlock bool
}

// decide is problemtools' rule for one pass (execute.py _run_interactive).
func decide(j Judgement, e ended) (problem.Verdict, string) {
	switch {
	case !j.Accepted && e.validatorFirst:
		return problem.WA, j.Message
	case e.Verdict != problem.OK:
		return e.Verdict, e.Detail
	case j.Accepted:
		return problem.OK, ""
	}
	return problem.WA, j.Message
}

// pass runs the submission and the validator once.
func (v *Validators) pass(ctx context.Context, b *interactBench, run problem.InteractRun, flags []string, interactive bool) (Judgement, ended, string, error) {
	p := v.Output.Prog
	p.Expose = append(slices.Clip(p.Expose), filepath.Dir(b.input))
	p.Writable = []string{b.feedback}
	if v.Output.Testlib {
		p.Args = append(slices.Clip(p.Args), b.input, b.output, b.answer)
	} else {
		p.Args = append(append(slices.Clip(p.Args), b.input, b.answer, b.feedback+string(filepath.Separator)), flags...)
	}
	lim := v.Limits
	if w := run.Wall + 2*time.Second; lim.Wall < w {
		lim.Wall = w
	}
	var (
		res runner.Result
		e   ended
		tr  string
		err error
	)
	if interactive {
		res, e, tr, err = v.talk(ctx, p, lim, run)
	} else {
		res, e, tr, err = v.afterwards(ctx, p, lim, b, run)
	}
	if err != nil || e.deadlock {
		return Judgement{}, e, tr, err
	}
	if err := b.readFeedback(&res); err != nil {
		return Judgement{}, e, tr, fmt.Errorf("interactor %s: %w", untrusted.Text(v.Output.Name), err)
	}
	j, err := judgement(*v.Output, res, b.multiPass)
	return j, e, tr, err
}

// talk runs the submission and the validator at once, each one's stdout
// the other's stdin, and records the transcript.
func (v *Validators) talk(ctx context.Context, p runner.Program, lim runner.Limits, run problem.InteractRun) (runner.Result, ended, string, error) {
	toValR, toValW, err := os.Pipe()
	if err != nil {
		return runner.Result{}, ended{}, "", fmt.Errorf("interactor: %w", err)
	}
	toSubR, toSubW, err := os.Pipe()
	if err != nil {
		toValR.Close()
		toValW.Close()
		return runner.Result{}, ended{}, "", fmt.Errorf("interactor: %w", err)
	}
	tr := newTranscript()
	// Both runs watched as a pair: waiting for each other, they end at
	// once rather than at the wall clock.
	ctx, pair := runner.WithPair(ctx)
	type done struct {
		res runner.Result
		err error
	}
	valDone := make(chan done, 1)
	go func() {
		res, err := runner.RunPiped(ctx, p, toValR, tr.side('<', toSubW), lim)
		toValR.Close()
		valDone <- done{res, err}
	}()
	end, subErr := run.Start(ctx, toSubR, tr.side('>', toValW))
	toSubR.Close()
	vd := <-valDone
	if subErr != nil {
		return runner.Result{}, ended{}, "", subErr
	}
	if vd.err != nil {
		return runner.Result{}, ended{}, "", fmt.Errorf("interactor %s: %w", untrusted.Text(v.Output.Name), vd.err)
	}
	if pair.Deadlocked() {
		// As problemtools' wall clock ends a pair that waits: the
		// submission's TLE, said as the idleness it is.
		return vd.res, ended{Ended: problem.Ended{Verdict: problem.TLE, Detail: end.Detail}, deadlock: true}, tr.text(), nil
	}
	return vd.res, ended{Ended: end, validatorFirst: tr.first('<', '>')}, tr.text(), nil
}

// afterwards runs the submission on the pass's input, then the validator
// on its output (a multi-pass problem that is not interactive).
func (v *Validators) afterwards(ctx context.Context, p runner.Program, lim runner.Limits, b *interactBench, run problem.InteractRun) (runner.Result, ended, string, error) {
	in, err := os.Open(b.input)
	if err != nil {
		return runner.Result{}, ended{}, "", fmt.Errorf("interactor: %w", err)
	}
	defer in.Close()
	var out bytes.Buffer
	end, err := run.Start(ctx, in, nopCloser{&out})
	if err != nil {
		return runner.Result{}, ended{}, "", err
	}
	tr := newTranscript()
	input, _ := os.ReadFile(b.input)
	tr.record('<', input)
	tr.record('>', out.Bytes())
	res, err := runner.RunInput(ctx, p, out.Bytes(), lim)
	if err != nil {
		return runner.Result{}, ended{}, "", fmt.Errorf("output validator %s: %w", untrusted.Text(v.Output.Name), err)
	}
	return res, ended{Ended: end}, tr.text(), nil
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }

// interactBench is the folder of one interactive run, kept across the
// passes of a multi-pass problem (the spec keeps the feedback folder's
// files between passes): the input (each pass's), the answer, and the
// feedback folder, given to the interactor with Program.Writable.
type interactBench struct {
	input, answer, output, feedback string
	multiPass                       bool
	nextPassBytes                   int64 // Mode.NextPassBytes
}

// newInteractBench writes the files of a run into dir: readable by the
// sandboxed interactor (nobody, when carokit is root).
func newInteractBench(dir string, input, answer []byte) (*interactBench, error) {
	b := &interactBench{input: filepath.Join(dir, "input.in"), answer: filepath.Join(dir, "answer.ans"),
		feedback: filepath.Join(dir, "feedback")}
	if err := os.Chmod(dir, 0o755); err != nil {
		return nil, err
	}
	for path, data := range map[string][]byte{b.input: input, b.answer: answer} {
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return nil, err
		}
	}
	return b, os.Mkdir(b.feedback, 0o755)
}

// feedbackNames are the feedback files the protocol defines.
var feedbackNames = []string{"judgemessage.txt", "judgeerror.txt", "teammessage.txt", "score.txt", "score_multiplier.txt", "nextpass.in"}

// readFeedback reads the protocol's files of the feedback folder into
// res as runner reads a Program.Feedback folder: each regular file
// bounded (runner.FeedbackFileBytes; nextpass.in by nextPassBytes, and
// one larger is the validator's error, never a silently cut input);
// another kind (a link, a folder) only named.
func (b *interactBench) readFeedback(res *runner.Result) error {
	for _, name := range feedbackNames {
		path := filepath.Join(b.feedback, name)
		st, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		if !st.Mode().IsRegular() {
			res.FeedbackOther = append(res.FeedbackOther, name)
			continue
		}
		// Every process of the run is dead: nothing swaps the file for a link now.
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		bound := int64(runner.FeedbackFileBytes)
		if name == "nextpass.in" {
			bound = b.nextPassBytes
		}
		data, err := io.ReadAll(io.LimitReader(f, bound+1))
		f.Close()
		if err != nil {
			return err
		}
		if int64(len(data)) > bound {
			if name == "nextpass.in" {
				return fmt.Errorf("nextpass.in is larger than %d bytes (the problem's output limit, limits.output)", bound)
			}
			data = data[:bound]
		}
		if res.Feedback == nil {
			res.Feedback = map[string][]byte{}
		}
		res.Feedback[name] = data
	}
	return nil
}
