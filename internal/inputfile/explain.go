package inputfile

import (
	"errors"
	"fmt"
	"strings"

	"carokit/problem"
)

// Explain returns the error to report for an input that is Over: parse
// is the problem's reader (nil error when it accepts), and the result is
// always an error.
//
// The input is larger than any valid case, but its first error may lie
// well inside what was read (a bad byte at line 3 of a 1 GB file), and a
// setter wants that one. Only what the full input certainly holds is
// trusted: the read bytes up to the last ASCII whitespace (every token
// there is whole) are parsed, and an error located before their end is
// the full input's first error. When those bytes are a complete valid
// case, the token that follows is extra data, and the reader's own
// message for it is reported. Otherwise the error is at the first byte
// over the bound: "input is larger than the largest valid case".
func (in *Input) Explain(parse func([]byte) error) error {
	data := in.Data
	whole := lastSpace(data) + 1 // data[:whole] ends with whitespace or is empty
	endLine, endCol := position(data, whole)
	err := parse(data[:whole])
	if ie := in.located(err); ie != nil && before(ie, endLine, endCol) {
		return ie
	}
	if err == nil && whole < len(data) {
		if ie := in.located(parse(data)); ie != nil && ie.Line == endLine && ie.Col == endCol {
			// A reader that gives the extra token's length saw only
			// the part that was read.
			read := fmt.Sprintf("(%d bytes)", len(data)-whole)
			if m, ok := strings.CutSuffix(ie.Msg, read); ok {
				ie.Msg = m + fmt.Sprintf("(at least %d bytes)", len(data)-whole)
			}
			return ie
		}
	}
	return in.TooLarge()
}

// TooLarge is the error of an input over the bound, located at the first
// byte over it.
func (in *Input) TooLarge() error {
	line, col := position(in.Data, int(in.Max))
	return &problem.InputError{File: in.Name, Line: line, Col: col,
		Msg: fmt.Sprintf("input is larger than the largest valid case (%d bytes)", in.Max)}
}

// located returns err as an InputError naming the file, or nil.
func (in *Input) located(err error) *problem.InputError {
	var ie *problem.InputError
	if !errors.As(err, &ie) {
		return nil
	}
	c := *ie
	if c.File == "" {
		c.File = in.Name
	}
	return &c
}

func before(ie *problem.InputError, line, col int) bool {
	return ie.Line < line || ie.Line == line && ie.Col < col
}

// position is the 1-based line and byte column of offset off, as the
// problems' readers count them (lines end at '\n').
func position(data []byte, off int) (line, col int) {
	line, start := 1, 0
	for i := 0; i < off && i < len(data); i++ {
		if data[i] == '\n' {
			line, start = line+1, i+1
		}
	}
	return line, off - start + 1
}

// lastSpace is the index of the last ASCII whitespace byte, or -1.
func lastSpace(data []byte) int {
	for i := len(data) - 1; i >= 0; i-- {
		switch data[i] {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			return i
		}
	}
	return -1
}
