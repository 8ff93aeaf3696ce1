// Package plan reads a test plan: a short text file in the spirit of TPS's
// gen/data and BAPCtools' generators.yaml. Tests are grouped under
// "@subtask N" headers; each following line is one test:
//
//   - a built-in generator kind and its "--name value" parameters (the
//     words of `carokit gen` without the leading "--kind");
//   - "sample NAME": a published sample;
//   - "file PATH": a hand-made test, PATH relative to the plan file;
//   - "run PROGRAM ARGS…": an external generator, a source file or an
//     executable (PATH relative to the plan file) whose standard output is
//     the test; it gets a seed (see the testpkg package).
//
// '#' starts a comment. A word in single quotes keeps blanks and '#'
// ('two words', a doubled quote standing for one), and a "run" line may give
// options before its program (--seed=N, --retries=N, --solution=PATH:
// see RunOptions).
//
//	@subtask 1
//	sample 1
//	line --n 15 --dir a --seed 3   # a win on the anti-diagonal
//	file hand/bottom-row.in
//	run gens/border.cpp --n 5000 --side bottom
//
// "@equivalent ID…" marks automatic mutants (package --mutate) as
// equivalent to the solution they mutate, by their 12-digit ids, so that
// they are no longer reported; it may stand anywhere.
//
// A line may start with a label, a word ending in ':', which names its
// test ("all-negative: run gen.cpp {seed} 100 -9 -1"; a folder problem's
// plan names its tests as generators.yaml does).
package plan

import (
	"fmt"
	"strconv"
	"strings"
)

// Plan is a parsed test plan.
type Plan struct {
	Groups []Group
	// Equivalent are the ids of the mutants "@equivalent" lines mark.
	Equivalent []Mark
}

// Mark is one id of an "@equivalent" line.
type Mark struct {
	ID        string
	Line, Col int
}

// EquivalentHeader is the header that marks mutants equivalent.
const EquivalentHeader = "@equivalent"

// Group is the tests of one subtask, in order.
type Group struct {
	Subtask int
	Line    int // line of the @subtask header
	Col     int // column of the subtask number
	Tests   []Entry
}

// Entry is one test line.
type Entry struct {
	Line   int      // 1-based line in the plan file
	Kind   string   // generator kind, or "sample", "file", "run"
	Args   []string // the rest of the words
	Cols   []int    // 1-based column of each word: Cols[0] is the kind's, Cols[i+1] Args[i]'s
	Sample string   // for Kind == "sample": which sample
	Path   string   // for Kind == "file" and "run": the path as written
	Name   string   // the line's label, without its ':' ("": none)
	// Run is a "run" line's options and ProgArg the index in Args of its
	// program, after them (its arguments are Args[ProgArg+1:]).
	Run     RunOptions
	ProgArg int
}

// RunOptions are a "run" line's options, --NAME=VALUE words before its
// program (a folder problem's plan writes them for generators.yaml's
// keys):
//   - --seed=N: the seed its {seed} gets, the same for any package
//     --seed;
//   - --retries=N: a generator that fails is run again with the seed
//     plus one, up to N runs in all (BAPCtools' retries:);
//   - --solution=PATH: the test's answer is PATH's output on it
//     (BAPCtools' solution:), a program relative to the plan.
type RunOptions struct {
	Seed     uint64
	HasSeed  bool
	Retries  int
	Solution string
}

// The kinds of line that are not a problem's generator kinds.
const (
	KindSample = "sample"
	KindFile   = "file"
	KindRun    = "run"
)

// IsSample reports whether the entry copies a published sample.
func (e Entry) IsSample() bool { return e.Kind == KindSample }

// Text is the line as the plan means it: its words, one blank apart,
// without the comment.
func (e Entry) Text() string { return quoteAll(append([]string{e.Kind}, e.Args...)) }

// Col returns the column of word i of the line (0: the kind), 1 when
// there is no such word.
func (e Entry) Col(i int) int {
	if i >= 0 && i < len(e.Cols) {
		return e.Cols[i]
	}
	return 1
}

// Parse reads a plan. name is used in error messages ("plan.txt:3:1: …").
// Every error of the file is reported (as Errors), not only the first;
// the plan returned with them holds the lines that were read, so that a
// caller can check those too and report everything at once.
func Parse(name string, text []byte) (*Plan, error) {
	p := &Plan{}
	var errs []error
	fail := func(line, col int, format string, args ...any) {
		errs = append(errs, errAt(name, line, col, fmt.Sprintf(format, args...)))
	}
	seen := map[int]bool{}
	inGroup := false // a valid header came last, so tests have a group
	headerSeen := false
	badLines := map[int]bool{} // groups with a rejected line: not also "no tests"
	for i, raw := range strings.Split(string(text), "\n") {
		lineNo := i + 1
		split, badCol, msg := splitLine(raw)
		if msg != "" {
			fail(lineNo, badCol, "%s", msg)
			if inGroup {
				badLines[len(p.Groups)-1] = true
			}
			continue
		}
		if len(split) == 0 {
			continue
		}
		words, cols := wordsAndCols(split)
		if words[0] == EquivalentHeader && !split[0].quoted {
			marks, bad := equivalentMarks(name, lineNo, words, cols)
			p.Equivalent = append(p.Equivalent, marks...)
			errs = append(errs, bad...)
			continue
		}
		if strings.HasPrefix(words[0], "@") && !split[0].quoted {
			inGroup, headerSeen = false, true
			g, err := subtaskHeader(name, lineNo, words, cols, seen)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			seen[g.Subtask], inGroup = true, true
			p.Groups = append(p.Groups, g)
			continue
		}
		if !headerSeen {
			fail(lineNo, cols[0], "test before the first @subtask header")
			continue
		}
		if !inGroup {
			continue // under a rejected header, already reported
		}
		before := len(errs)
		label := ""
		if len(words) > 1 && len(words[0]) > 1 && strings.HasSuffix(words[0], ":") && !split[0].quoted {
			label, words, cols = strings.TrimSuffix(words[0], ":"), words[1:], cols[1:]
		}
		e := Entry{Line: lineNo, Kind: words[0], Args: words[1:], Cols: cols, Name: label}
		if msg := e.complete(); msg != "" {
			fail(lineNo, cols[0], "%s", msg)
		}
		if len(errs) > before {
			badLines[len(p.Groups)-1] = true
			continue
		}
		g := &p.Groups[len(p.Groups)-1]
		g.Tests = append(g.Tests, e)
	}
	if len(p.Groups) == 0 && len(errs) == 0 {
		fail(1, 1, "plan has no @subtask header")
	}
	for i, g := range p.Groups {
		if len(g.Tests) == 0 && !badLines[i] {
			fail(g.Line, 1, "subtask %d has no tests", g.Subtask)
		}
	}
	return p, Collect(errs)
}

// wordsAndCols splits a line's words into their texts and their columns,
// the two slices an Entry keeps.
func wordsAndCols(split []word) ([]string, []int) {
	words, cols := make([]string, len(split)), make([]int, len(split))
	for k, w := range split {
		words[k], cols[k] = w.text, w.col
	}
	return words, cols
}

// subtaskHeader reads a header line other than "@equivalent": the group
// an "@subtask N" line opens, or the error that rejects the line (an
// unknown header, a missing or extra word, a number that is not a
// positive integer, a subtask that seen says appeared before). Parse
// then records the subtask in seen; with an error its tests are skipped.
func subtaskHeader(name string, lineNo int, words []string, cols []int, seen map[int]bool) (Group, error) {
	if words[0] != "@subtask" {
		return Group{}, errAt(name, lineNo, cols[0], fmt.Sprintf("unknown header %q (want @subtask N or @equivalent ID)", words[0]))
	}
	if len(words) != 2 {
		return Group{}, errAt(name, lineNo, cols[0], "@subtask takes exactly one number")
	}
	id, err := strconv.Atoi(words[1])
	if err != nil || id < 1 {
		return Group{}, errAt(name, lineNo, cols[1], fmt.Sprintf("subtask %q is not a positive integer", words[1]))
	}
	if seen[id] {
		return Group{}, errAt(name, lineNo, cols[1], fmt.Sprintf("subtask %d appears twice", id))
	}
	return Group{Subtask: id, Line: lineNo, Col: cols[1]}, nil
}

// equivalentMarks reads an "@equivalent ID…" line: each id is the 12
// hexadecimal digits package --mutate shows.
func equivalentMarks(name string, line int, words []string, cols []int) ([]Mark, []error) {
	if len(words) == 1 {
		return nil, []error{errAt(name, line, cols[0], "@equivalent takes the ids of mutants (package --mutate shows them)")}
	}
	var marks []Mark
	var errs []error
	for i, w := range words[1:] {
		if !isMutantID(w) {
			errs = append(errs, errAt(name, line, cols[i+1], fmt.Sprintf("mutant id %q is not 12 hexadecimal digits (package --mutate shows them)", w)))
			continue
		}
		marks = append(marks, Mark{ID: w, Line: line, Col: cols[i+1]})
	}
	return marks, errs
}

func isMutantID(w string) bool {
	if len(w) != 12 {
		return false
	}
	for i := range len(w) {
		if c := w[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// complete fills in what the special kinds of line name, or says what
// such a line lacks.
func (e *Entry) complete() string {
	switch e.Kind {
	case KindSample:
		if len(e.Args) != 1 {
			return "sample takes exactly one name"
		}
		e.Sample, e.Args = e.Args[0], nil
	case KindFile:
		if len(e.Args) != 1 {
			return "file takes exactly one path (of the test, relative to the plan)"
		}
		e.Path = e.Args[0]
	case KindRun:
		if msg := e.runOptions(); msg != "" {
			return msg
		}
		if len(e.Args) <= e.ProgArg {
			return "run takes a program (a source file or an executable, relative to the plan) and its arguments"
		}
		e.Path = e.Args[e.ProgArg]
	}
	return ""
}

// runOptions reads a "run" line's --NAME=VALUE options before its
// program.
func (e *Entry) runOptions() string {
	for ; e.ProgArg < len(e.Args); e.ProgArg++ {
		name, value, ok := strings.Cut(strings.TrimPrefix(e.Args[e.ProgArg], "--"), "=")
		if !ok || !strings.HasPrefix(e.Args[e.ProgArg], "--") {
			return ""
		}
		switch name {
		case "seed":
			n, err := strconv.ParseUint(value, 10, 63)
			if err != nil {
				return fmt.Sprintf("run --seed=%s: the seed must be a whole number from 0", value)
			}
			e.Run.Seed, e.Run.HasSeed = n, true
		case "retries":
			n, err := strconv.Atoi(value)
			if err != nil || n < 1 || n > 1000 {
				return fmt.Sprintf("run --retries=%s: give the number of runs, 1 to 1000", value)
			}
			e.Run.Retries = n
		case "solution":
			if value == "" {
				return "run --solution= needs the answer maker's path"
			}
			e.Run.Solution = value
		default:
			return ""
		}
	}
	return ""
}
