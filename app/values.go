package app

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/export"
	"carokit/judge"
	"carokit/problems"
	"carokit/report"
	"carokit/runner"
)

// choiceValue is the value of a flag that takes one of a few words
// (--format, --scoring, --sandbox, --problem…): anything else is refused
// while the command line is read, with the closest word when it looks
// like a typo. Completion offers the words (see choicesOf).
type choiceValue struct {
	value   string
	allowed []string
}

func (v *choiceValue) String() string {
	if v == nil {
		return ""
	}
	return v.value
}

// Set takes one of the allowed words.
func (v *choiceValue) Set(s string) error {
	if !slices.Contains(v.allowed, s) {
		return errors.New(wantOneOf(s, v.allowed))
	}
	v.value = s
	return nil
}

// choiceFlag declares a flag whose value is one of allowed; def is its
// value when not given ("" for none).
func choiceFlag(name, def string, allowed []string, usage string) cli.Flag {
	return &cli.GenericFlag{Name: name, Value: &choiceValue{def, allowed}, Usage: usage}
}

// choicesOf is the words flag f takes, nil when its value is open.
func choicesOf(f cli.Flag) []string {
	if g, ok := f.(*cli.GenericFlag); ok {
		if v, ok := g.Value.(*choiceValue); ok {
			return v.allowed
		}
		if _, ok := g.Value.(*problemValue); ok {
			return problems.Names() // a folder's path is the shell's to complete
		}
	}
	return nil
}

// wantOneOf says which words are allowed, and the one s probably meant.
func wantOneOf(s string, allowed []string) string {
	msg := "want " + orList(allowed)
	if c := closest(s, allowed); c != "" {
		msg += "; did you mean " + c + "?"
	}
	return msg
}

// orList is "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// The enumerated values of the commands' flags.
var (
	reportFormats  = []string{report.FormatTable, report.FormatMarkdown, report.FormatCSV, report.FormatJSON}
	judgeScorings  = []string{report.ScoringPerTest, report.ScoringGroupMin}
	exportScorings = []string{export.ScoringPerTest, export.ScoringGroupMin, export.ScoringPassFail}
	kattisVersions = []string{export.KattisLegacy, export.Kattis2023, export.Kattis2025}
	sandboxModes   = []string{string(runner.SandboxAuto), string(runner.SandboxRequire), string(runner.SandboxOff)}
	ioModes        = []string{"stdio", "file"}
	failFastModes  = []string{judge.FailFastSubtask, judge.FailFastSolution}
)

// valueHints say what an open-valued flag wants, by flag name, for the
// message of a flag given without its value.
var valueHints = map[string]string{
	"svg": "a file name", "png": "a file name", "save": "a file name", "result": "a file name",
	"out": "a folder", "package": "a package folder", "submissions": "a folder", "cache-dir": "a folder",
	"solution": "a built-in solution name or a program file", "target": "a built-in solution name or a program file",
	"oracle": "a built-in solution name or a program file", "input": "an input file",
	"expect": "SOLUTION=VERDICT,VERDICT,…", "bound": "NAME=MAX", "shard": "I/M", "io-files": "IN/OUT",
	"kinds": "generator kinds separated by commas", "plan": "a plan file or the name of one of the problem's plans",
	"save-to-plan": "a plan file", "task-name": "a name", "export": "a format: " + orList(export.FormatNames()),
	"seed": "a non-negative integer", "format": orList(export.FormatNames()), // export's; the others' are choices
}

// valueHint says what flag f wants as its value.
func valueHint(f cli.Flag) string {
	if words := choicesOf(f); words != nil {
		return orList(words)
	}
	switch f := f.(type) {
	case *cli.IntFlag:
		return "an integer, e.g. " + example(f.Name)
	case *cli.Uint64Flag:
		return "a non-negative integer, e.g. " + example(f.Name)
	case *cli.GenericFlag:
		switch f.Value.(type) {
		case *durationValue:
			return "a duration such as 1s or 500ms"
		case *sizeValue:
			return "a size such as 256MiB or 1GB"
		}
	}
	if h, ok := valueHints[f.Names()[0]]; ok {
		return h
	}
	return "a value"
}

// examples are the integers shown for an integer flag, by name; others
// get 1.
var examples = map[string]string{"seed": "42", "jobs": "2", "cases": "1000", "at": "9", "runs": "5",
	"max-n": "15", "max-k": "100", "batch": "10", "max-processes": "64", "shards": "4"}

// example is "--seed 42": the flag with a sensible value.
func example(name string) string {
	v, ok := examples[name]
	if !ok {
		v = "1"
	}
	return "--" + name + " " + v
}

// numberMessage rewrites the flag package's "parse error" and "value out
// of range" for an integer flag of c into what is wanted; "" when f is
// not one.
func numberMessage(flags []cli.Flag, name, value, why string) string {
	f := findFlag(flags, "--"+name)
	if f == nil || (why != "parse error" && why != "value out of range") {
		return ""
	}
	want := ""
	switch f.(type) {
	case *cli.IntFlag, *cli.Int64Flag:
		want = "an integer"
	case *cli.UintFlag, *cli.Uint64Flag:
		want = "a non-negative integer"
	default:
		return ""
	}
	if why == "value out of range" {
		return fmt.Sprintf("--%s: %q is out of range (want %s, e.g. %s)", name, value, want, example(name))
	}
	return fmt.Sprintf("--%s: %q is not %s (e.g. %s)", name, value, want, example(name))
}
