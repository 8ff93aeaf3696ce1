package plan

import (
	"cmp"
	"errors"
	"slices"
	"strconv"
	"strings"

	"carokit/problem"
)

// Errors is every error found in a plan, in the order of the file; its
// text is one "PLAN:LINE:COL: message" line per error.
type Errors []*problem.InputError

func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap gives errors.As the first error's *problem.InputError.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// Collect returns errs (each an *problem.InputError or an Errors; nil
// ones are skipped) sorted by place as one Errors, or nil when there are
// none. Any other error is not the plan's: the first such is returned
// as it is.
func Collect(errs []error) error {
	var all Errors
	for _, err := range errs {
		var es Errors
		var ie *problem.InputError
		switch {
		case err == nil:
		case errors.As(err, &es):
			all = append(all, es...)
		case errors.As(err, &ie):
			all = append(all, ie)
		default:
			return err
		}
	}
	if len(all) == 0 {
		return nil
	}
	slices.SortStableFunc(all, func(a, b *problem.InputError) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col))
	})
	return all
}

// ErrorAt returns an *problem.InputError for entry e of a plan file, at
// the column of the kind.
func ErrorAt(name string, e Entry, msg string) error {
	return errAt(name, e.Line, e.Col(0), msg)
}

// WordError returns an *problem.InputError at word i of entry e (0: the
// kind, 1: the first argument).
func WordError(name string, e Entry, i int, msg string) error {
	return errAt(name, e.Line, e.Col(i), msg)
}

// ArgError locates a generator's complaint about its arguments: at the
// argument the message names ("--n" or a quoted word; the last one
// written, for a parameter given twice), else at the kind.
func ArgError(name string, e Entry, msg string) error {
	for i := len(e.Args) - 1; i >= 0; i-- {
		w := e.Args[i]
		flag, _, _ := strings.Cut(w, "=")
		if strings.Contains(msg, strconv.Quote(w)) || (strings.HasPrefix(flag, "--") && mentions(msg, flag)) {
			return errAt(name, e.Line, e.Col(i+1), msg)
		}
	}
	return ErrorAt(name, e, msg)
}

// mentions says msg holds flag as a whole word ("--n" in "--n 7 is over
// 5", not in "--nodes").
func mentions(msg, flag string) bool {
	for rest := msg; ; {
		i := strings.Index(rest, flag)
		if i < 0 {
			return false
		}
		end := i + len(flag)
		if end == len(rest) || !isWordByte(rest[end]) {
			return true
		}
		rest = rest[end:]
	}
}

func isWordByte(c byte) bool {
	return c == '-' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func errAt(name string, line, col int, msg string) *problem.InputError {
	return &problem.InputError{File: name, Line: line, Col: col, Msg: msg}
}
