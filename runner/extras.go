package runner

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"carokit/internal/scratch"
)

// A run's extras (Program.Given and Program.Feedback): the files it reads
// besides its input, and the fresh folder it may write. In a warm sandbox
// they cost no cold start: the given files are sealed memory files the
// program inherits as descriptors 3, 4, … (opened by /dev/fd/N), and the
// feedback folder is a tmpfs the init mounts afresh for the run and hands
// back as a descriptor when it ends (warmextras_linux.go). Anywhere else
// (a cold sandbox, --sandbox off, off Linux) they are a private
// temporary folder on the host: the given files in it read-only, the
// feedback folder writable (hostExtras).

// FeedbackArg, in Program.Args, is replaced by the path of the run's
// feedback folder (Program.Feedback).
const FeedbackArg = "{feedback}"

// GivenArg is the word of Program.Args replaced by the path of the i-th
// given file (Program.Given).
func GivenArg(i int) string { return "{given" + strconv.Itoa(i) + "}" }

// What is read back of a feedback folder: its regular files directly in
// it, at most FeedbackFiles of them, each at most FeedbackFileBytes.
const (
	FeedbackFiles     = 32
	FeedbackFileBytes = 64 << 10
	// maxGiven is how many files a run may be given.
	maxGiven = 4
	// feedbackBoxBytes is the size of the feedback folder in the sandbox.
	feedbackBoxBytes = 16 << 20
	// sandboxFeedback is where the feedback folder is in the sandbox.
	sandboxFeedback = "/feedback"
)

// hasExtras says p has given files or a feedback folder.
func (p Program) hasExtras() bool { return p.Feedback || len(p.Given) > 0 }

// expandExtras returns args with FeedbackArg and each GivenArg replaced,
// inside any word ("{feedback}/" is the folder with a slash).
func expandExtras(args []string, feedback string, given []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if strings.Contains(a, "{") {
			a = strings.ReplaceAll(a, FeedbackArg, feedback)
			for j, g := range given {
				a = strings.ReplaceAll(a, GivenArg(j), g)
			}
		}
		out[i] = a
	}
	return out
}

// hostExtras are a run's extras as a private folder on the host.
type hostExtras struct {
	dir, feedback string
	removeDir     func() // removes dir (scratch: a second Ctrl-C does too)
}

// newHostExtras writes p's given files into a new private folder, makes
// its feedback folder there, and returns p to run with them: the paths
// in its arguments, the folder exposed (read-only) and the feedback
// folder writable.
func newHostExtras(p Program) (*hostExtras, Program, error) {
	if len(p.Given) > maxGiven {
		return nil, p, fmt.Errorf("%d given files, at most %d", len(p.Given), maxGiven)
	}
	dir, remove, err := scratch.MkdirTemp("carokit-extras-")
	if err != nil {
		return nil, p, err
	}
	x := &hostExtras{dir: dir, removeDir: remove}
	if err := os.Chmod(dir, 0o755); err != nil {
		x.remove()
		return nil, p, err
	}
	given := make([]string, len(p.Given))
	for i, data := range p.Given {
		given[i] = filepath.Join(dir, "given"+strconv.Itoa(i))
		if err := os.WriteFile(given[i], data, 0o444); err != nil {
			x.remove()
			return nil, p, err
		}
	}
	if p.Feedback {
		x.feedback = filepath.Join(dir, "feedback")
		if err := os.Mkdir(x.feedback, 0o755); err != nil {
			x.remove()
			return nil, p, err
		}
		p.Writable = append(p.Writable[:len(p.Writable):len(p.Writable)], x.feedback)
	}
	p.Expose = append(p.Expose[:len(p.Expose):len(p.Expose)], dir)
	p.Args = expandExtras(p.Args, x.feedback, given)
	return x, p, nil
}

// collect reads the feedback folder back into res.
func (x *hostExtras) collect(res *Result) error {
	if x.feedback == "" {
		return nil
	}
	d, err := os.Open(x.feedback)
	if err != nil {
		return fmt.Errorf("feedback folder: %w", err)
	}
	defer d.Close()
	return readFeedbackDir(d, res)
}

func (x *hostExtras) remove() { x.removeDir() }

// hostExtrasFor puts p's extras, if any, in a private folder on the host
// (newHostExtras) and changes p to run with them; done, deferred with the
// run's result, reads the feedback back (unless the run failed) and
// removes the folder.
func hostExtrasFor(p *Program) (done func(res *Result, err *error), err error) {
	if !p.hasExtras() {
		return func(*Result, *error) {}, nil
	}
	x, xp, err := newHostExtras(*p)
	if err != nil {
		return nil, err
	}
	*p = xp
	return func(res *Result, err *error) {
		defer x.remove()
		if *err == nil {
			*err = x.collect(res)
		}
	}, nil
}

// readFeedbackDir reads the feedback folder d into res: its regular
// files (opened without following a link, never blocking on a FIFO),
// each bounded; the other entries only by name.
func readFeedbackDir(d *os.File, res *Result) error {
	entries, err := d.ReadDir(-1)
	if err != nil {
		return fmt.Errorf("feedback folder: %w", err)
	}
	for _, e := range entries {
		if len(res.Feedback)+len(res.FeedbackOther) >= FeedbackFiles {
			break
		}
		if !e.Type().IsRegular() {
			res.FeedbackOther = append(res.FeedbackOther, e.Name())
			continue
		}
		f, err := openFeedbackFile(d, e.Name())
		if err != nil {
			res.FeedbackOther = append(res.FeedbackOther, e.Name())
			continue
		}
		data, err := io.ReadAll(io.LimitReader(f, FeedbackFileBytes))
		f.Close()
		if err != nil {
			return fmt.Errorf("feedback folder: %s: %w", e.Name(), err)
		}
		if res.Feedback == nil {
			res.Feedback = map[string][]byte{}
		}
		res.Feedback[e.Name()] = data
	}
	return nil
}
