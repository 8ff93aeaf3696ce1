// Package plan reads a test plan: a short text file in the spirit of TPS's
// gen/data. Tests are grouped under "@subtask N" headers; each following
// line is one test, written as the words of `carokit gen` without the
// leading "--kind": a generator kind and its "--name value" parameters.
// "sample NAME" puts a published sample into the subtask. '#' starts a
// comment.
//
//	@subtask 1
//	sample 1
//	line --n 15 --dir a --seed 3   # a win on the anti-diagonal
package plan

import (
	"fmt"
	"strconv"
	"strings"

	"carokit/problem"
)

// Plan is a parsed test plan.
type Plan struct {
	Groups []Group
}

// Group is the tests of one subtask, in order.
type Group struct {
	Subtask int
	Line    int // line of the @subtask header
	Tests   []Entry
}

// Entry is one test line.
type Entry struct {
	Line   int      // 1-based line in the plan file
	Kind   string   // generator kind, or "sample"
	Args   []string // the rest of the words
	Sample string   // for Kind == "sample": which sample
}

// IsSample reports whether the entry copies a published sample.
func (e Entry) IsSample() bool { return e.Kind == "sample" }

// Parse reads a plan. name is used in error messages ("plan.txt:3:1: …").
func Parse(name string, text []byte) (*Plan, error) {
	p := &Plan{}
	seen := map[int]bool{}
	lines := strings.Split(string(text), "\n")
	for i, raw := range lines {
		lineNo := i + 1
		line := raw
		if c := strings.IndexByte(line, '#'); c >= 0 {
			line = line[:c]
		}
		line = strings.TrimRight(line, " \t\r")
		words, cols := fields(line)
		if len(words) == 0 {
			continue
		}
		if strings.HasPrefix(words[0], "@") {
			if words[0] != "@subtask" {
				return nil, errAt(name, lineNo, cols[0], fmt.Sprintf("unknown header %q (want @subtask N)", words[0]))
			}
			if len(words) != 2 {
				return nil, errAt(name, lineNo, cols[0], "@subtask takes exactly one number")
			}
			id, err := strconv.Atoi(words[1])
			if err != nil || id < 1 {
				return nil, errAt(name, lineNo, cols[1], fmt.Sprintf("subtask %q is not a positive integer", words[1]))
			}
			if seen[id] {
				return nil, errAt(name, lineNo, cols[1], fmt.Sprintf("subtask %d appears twice", id))
			}
			seen[id] = true
			p.Groups = append(p.Groups, Group{Subtask: id, Line: lineNo})
			continue
		}
		if len(p.Groups) == 0 {
			return nil, errAt(name, lineNo, cols[0], "test before the first @subtask header")
		}
		e := Entry{Line: lineNo, Kind: words[0], Args: words[1:]}
		if e.Kind == "sample" {
			if len(words) != 2 {
				return nil, errAt(name, lineNo, cols[0], "sample takes exactly one name")
			}
			e.Sample, e.Args = words[1], nil
		}
		g := &p.Groups[len(p.Groups)-1]
		g.Tests = append(g.Tests, e)
	}
	if len(p.Groups) == 0 {
		return nil, errAt(name, 1, 1, "plan has no @subtask header")
	}
	for _, g := range p.Groups {
		if len(g.Tests) == 0 {
			return nil, errAt(name, g.Line, 1, fmt.Sprintf("subtask %d has no tests", g.Subtask))
		}
	}
	return p, nil
}

// ErrorAt returns an *problem.InputError for entry e of a plan file.
func ErrorAt(name string, e Entry, msg string) error {
	return errAt(name, e.Line, 1, msg)
}

func errAt(name string, line, col int, msg string) error {
	return &problem.InputError{File: name, Line: line, Col: col, Msg: msg}
}

// fields splits on blanks and tabs, returning each word's 1-based column
// (in bytes, as the other readers count).
func fields(s string) ([]string, []int) {
	var words []string
	var cols []int
	start := -1
	for i := 0; i <= len(s); i++ {
		blank := i == len(s) || s[i] == ' ' || s[i] == '\t'
		if blank && start >= 0 {
			words = append(words, s[start:i])
			cols = append(cols, start+1)
			start = -1
		} else if !blank && start < 0 {
			start = i
		}
	}
	return words, cols
}
