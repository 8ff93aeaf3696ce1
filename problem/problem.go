// Package problem is the small interface between the engine (package
// building, judging, stress, reports, exports) and one competitive
// programming problem. The engine sees inputs and outputs only as bytes;
// reading, validating, checking and generating belong to the problem.
//
// A new problem is one folder under problems/ that returns a Problem.
package problem

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"strings"
	"time"

	"carokit/subtasks"
)

// Problem is what the engine needs from a problem.
type Problem interface {
	// Spec describes the problem: limits, subtasks, samples, the default
	// test plan, the built-in solutions and the generator kinds.
	Spec() *Spec
	// Validate reads input strictly, as a testlib validator would, and
	// returns the case's measured values (for subtask membership). Errors
	// are *InputError values naming name, line and column.
	Validate(name string, input []byte) (subtasks.Values, error)
	// Check compares a contestant's output with the expected answer for
	// input. It returns nil when accepted, or an error whose text says why
	// not ("expected 10, found 12").
	Check(input, answer, output []byte) error
	// RandomCase draws one small stress case from r. growth in [0,1] says
	// how far the run has progressed (small cases first); bounds are upper
	// limits by value name; kinds restricts the generator kinds (nil: all).
	RandomCase(r *rand.Rand, growth float64, bounds subtasks.Values, kinds []string) ([]byte, error)
	// Shrink proposes smaller valid variants of input, most aggressive
	// first. The engine keeps the first one that still fails the same way
	// and asks again, until none does.
	Shrink(input []byte) [][]byte
	// Parse reads input leniently, as the built-ins (and a real judge's
	// contestant) read it, into the problem's own Case. The engine parses
	// a test once and hands the Case to every built-in (Solution.Solve,
	// Solution.Work); errors are *InputError values.
	Parse(input []byte) (Case, error)
}

// Case is an input parsed by its problem (Problem.Parse), of the
// problem's own type: the engine passes it from Parse to the problem's
// built-ins and never looks inside. A Case is used by one goroutine at a
// time, so a problem may remember in it what one built-in found for the
// next (the reference's answer, for the cost models).
type Case any

// Spec is the data part of a problem.
type Spec struct {
	Name        string        // command-line name, e.g. "caro"
	Title       string        // human title
	TimeLimit   time.Duration // default per-test CPU limit
	MemoryLimit int64         // default memory limit in bytes
	Subtasks    subtasks.Table
	Work        WorkLimits // machine-independent separation of slow solutions
	Samples     []Sample
	Plan        string // default test plan (see package plan)
	// Plans are other plans by name, which `package --plan NAME` builds
	// (Caro's "article": CARO.md's 30-test package).
	Plans      map[string]string
	Solutions  []Solution
	Generators []Generator
	// Bench lists generator command lines (kind, then its arguments) of
	// the largest cases, which carokit bench times the solutions on.
	Bench []string
	// MaxTestBytes bounds an input or answer file of a package: readers
	// refuse a bigger one before reading it. 0: testpkg.DefaultMaxTestBytes.
	MaxTestBytes int64

	// Mutants are plausible wrong variants of the reference (a border walk
	// one short, a fixed stride, ...): the package's strength is measured
	// by which of them its tests kill. A mutant's Expected says, per
	// subtask, whether it must die there (any verdict but OK) or may
	// survive (OK). Built like Solutions, never used as a reference.
	Mutants []Solution

	// Assets holds the problem's files shipped into exports, at fixed
	// names: "statement.md" (the statement in Markdown, without samples:
	// exporters insert the package's), "validator.cpp" (a standalone C++17
	// input validator: reads standard input, exit 42 accept / 43 reject
	// with a FILE:LINE:COL-style message on standard error; "--subtask
	// NAME" checks that subtask's limits) and, when the token compare is
	// not enough, "checker.cpp" (a Kattis output validator: `checker input
	// answer feedback_dir < output`, exit 42 accepted / 43 not; Polygon's
	// export wraps it to testlib's protocol). Nil: the problem ships none.
	Assets fs.FS

	// IO says how a contestant's program gets the test and gives its
	// answer: the zero value is standard input and output; named files
	// are read and written in the program's working folder.
	IO IO

	// MaxInputBytes bounds every input carokit reads for this problem
	// (solve, validate, show, bench --input): at least the largest valid
	// case in the most spread-out layout the lenient reader accepts. An
	// input over it is rejected after reading MaxInputBytes+1 bytes, so an
	// endless or huge file cannot exhaust memory. 0 means
	// DefaultMaxInputBytes.
	MaxInputBytes int64

	// PlanFiles are a built-in's own test files, which its default plan
	// names in "file" lines (paths relative to this file system's root):
	// a plan's "file" line finds here what its own folder lacks.
	PlanFiles fs.FS

	// Folder problems (package folder) run their plan the way BAPCtools
	// runs generators.yaml:
	//   - PlanDir is the folder the default plan's "file" and "run" paths
	//     are relative to ("": the current folder);
	//   - SeedInPlaceOnly gives a "run" line its seed only where it writes
	//     {seed}, never as an appended --seed;
	//   - KeepAnswers makes a test's given answer (a "file" line's
	//     PATH.ans beside it) the test's answer, after checking the
	//     reference's output against it, instead of the reference's output.
	PlanDir         string
	SeedInPlaceOnly bool
	KeepAnswers     bool
}

// DefaultMaxInputBytes is the input bound of a problem that sets none:
// 64 MiB, a common judge's input limit.
const DefaultMaxInputBytes = 64 << 20

// InputLimit is the bound on an input's size: MaxInputBytes, or
// DefaultMaxInputBytes when unset.
func (s *Spec) InputLimit() int64 {
	if s.MaxInputBytes > 0 {
		return s.MaxInputBytes
	}
	return DefaultMaxInputBytes
}

// Sample is one published example.
type Sample struct {
	Name   string
	Input  []byte
	Answer []byte
	// Extra are the sample's other files by extension (".png",
	// ".yaml", ...: what a folder's generator wrote beside testcase.in),
	// kept beside it in the package (testpkg.TestEntry.Extra).
	Extra map[string][]byte
}

// WorkLimits are the thresholds, in the problem's unit of work, that the
// package certification uses to separate solutions by time limit without
// timing them: a solution expected to pass a subtask must stay at or under
// AcceptedMax on each of its tests (the reference under ReferenceMax), and
// one expected to time out must need at least TimeLimitMin on each.
type WorkLimits struct {
	Unit         string // e.g. "board cells read"
	ReferenceMax int64
	AcceptedMax  int64
	TimeLimitMin int64
}

// Role says what a built-in solution is for.
type Role int

// Roles of built-in solutions.
const (
	RoleOther     Role = iota
	RoleReference      // its answers become the .ans files
	RoleOracle         // obviously right, slow: stress compares against it
)

// Solution is one built-in solution.
type Solution struct {
	Name       string
	Summary    string    // one line
	Complexity string    // e.g. "O(K)"
	Role       Role      // reference, oracle or other
	Expected   []Verdict // expected verdict per subtask, in table order
	// Solve returns the output a contestant's program would print for a
	// parsed case, and the work it did (board cells read, for Caro).
	Solve func(c Case) (output []byte, work int64, err error)
	// Work returns the work Solve would do on c without necessarily doing
	// it (a cost model). Nil means: run Solve and take its count.
	Work func(c Case) (int64, error)
}

// ExpectedIn is the verdict s is declared to get in subtask (1-based, in
// table order); OK when it declares none there.
func (s *Solution) ExpectedIn(subtask int) Verdict {
	if subtask >= 1 && subtask <= len(s.Expected) {
		return s.Expected[subtask-1]
	}
	return OK
}

// MeasureWork returns s's work on c, from its cost model when it has one.
func (s *Solution) MeasureWork(c Case) (int64, error) {
	if s.Work != nil {
		return s.Work(c)
	}
	_, w, err := s.Solve(c)
	return w, err
}

// Run parses input with p and solves it: for a single input, where
// nothing else will read the same case (the solve command, tests).
func (s *Solution) Run(p Problem, input []byte) ([]byte, int64, error) {
	c, err := p.Parse(input)
	if err != nil {
		return nil, 0, err
	}
	return s.Solve(c)
}

// FindSolution returns the built-in solution with the given name.
func (s *Spec) FindSolution(name string) (*Solution, error) {
	for i := range s.Solutions {
		if s.Solutions[i].Name == name {
			return &s.Solutions[i], nil
		}
	}
	return nil, fmt.Errorf("problem %s has no built-in solution %q", s.Name, name)
}

// SolutionWithRole returns the first built-in solution with role r.
func (s *Spec) SolutionWithRole(r Role) (*Solution, error) {
	for i := range s.Solutions {
		if s.Solutions[i].Role == r {
			return &s.Solutions[i], nil
		}
	}
	return nil, fmt.Errorf("problem %s declares no solution with role %d", s.Name, r)
}

// FindGenerator returns the generator kind with the given name.
func (s *Spec) FindGenerator(kind string) (*Generator, error) {
	for i := range s.Generators {
		if s.Generators[i].Kind == kind {
			return &s.Generators[i], nil
		}
	}
	return nil, &ParamError{Msg: fmt.Sprintf("unknown generator kind %q (carokit gen --list shows the kinds)", kind)}
}

// Verdict is a judging outcome.
type Verdict string

// Verdicts, in the order a subtask's worst verdict is chosen (later is worse).
const (
	OK  Verdict = "OK"  // accepted
	WA  Verdict = "WA"  // wrong answer
	TLE Verdict = "TLE" // time limit exceeded
	MLE Verdict = "MLE" // memory limit exceeded
	OLE Verdict = "OLE" // output limit exceeded
	RE  Verdict = "RE"  // run-time error
	CE  Verdict = "CE"  // compile error
)

// ParseVerdict accepts a verdict name in any case.
func ParseVerdict(s string) (Verdict, error) {
	for _, v := range []Verdict{OK, WA, TLE, MLE, OLE, RE, CE} {
		if strings.EqualFold(string(v), s) {
			return v, nil
		}
	}
	if strings.EqualFold(s, "AC") {
		return OK, nil
	}
	return "", fmt.Errorf("unknown verdict %q (want OK, WA, TLE, MLE, OLE, RE or CE)", s)
}

// InputError is a rejection of an input file, located by line and column
// (both 1-based). Its text is one line: "FILE:LINE:COL: message".
type InputError struct {
	File string
	Line int
	Col  int
	Msg  string
}

func (e *InputError) Error() string {
	name := e.File
	if name == "" {
		name = "<input>"
	}
	return fmt.Sprintf("%s:%d:%d: %s", name, e.Line, e.Col, e.Msg)
}

// ParamError is a bad generator parameter or command-line value: a usage
// error (exit code 2), as opposed to a failure.
type ParamError struct {
	Msg string
}

func (e *ParamError) Error() string { return e.Msg }

// IsParamError reports whether err is or wraps a *ParamError.
func IsParamError(err error) bool {
	var p *ParamError
	return errors.As(err, &p)
}

// Renderer is implemented by problems that can draw a case (carokit show,
// and the judge's verbose report of a wrong answer).
type Renderer interface {
	// Render draws input as it stands after step at (0: at the answer) in
	// format "text", "svg" or "png".
	Render(input []byte, at int, format string) ([]byte, error)
}

// ValidParser is implemented by problems whose strict validator can hand
// the case it read to the built-ins: a package build then reads each
// input once instead of twice (Validate, then Parse), which is a sixth of
// the build's CPU for Caro's big boards. ValidateParse must return what
// Validate and Parse would.
type ValidParser interface {
	ValidateParse(name string, input []byte) (subtasks.Values, Case, error)
}

// CaseRenderer is implemented by Renderers of problems whose files hold
// several cases (Havannah's T cases): RenderCase draws case n (1-based)
// the way Render draws a file's first (carokit show --case N).
type CaseRenderer interface {
	RenderCase(input []byte, n, at int, format string) ([]byte, error)
}

// CaseError is a checker's error about one case of a multi-case file
// ("case 3: expected …"): judge draws that case for a wrong answer when
// the problem is a CaseRenderer.
type CaseError struct {
	Case int // 1-based
	Err  error
}

func (e *CaseError) Error() string { return fmt.Sprintf("case %d: %v", e.Case, e.Err) }

// Unwrap returns the error about the case.
func (e *CaseError) Unwrap() error { return e.Err }

// Batcher is implemented by problems whose input holds several cases
// (Havannah's T), so that stress can run several drawn inputs in one
// process of an external target: a fork and exec for many cases.
type Batcher interface {
	// JoinInputs makes one input of whole inputs, in order; an error
	// (say, too many cases for one file) means they go one by one.
	JoinInputs(inputs [][]byte) ([]byte, error)
	// SplitOutput cuts the output of JoinInputs(inputs) into what each
	// input alone would have had printed. It fails on any output it
	// cannot cut exactly (the wrong number of cases, a case number out of
	// place, a form the checker would only accept leniently), and then
	// the inputs are run one by one.
	SplitOutput(inputs [][]byte, output []byte) ([][]byte, error)
}
