package app

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/judge"
)

// flagsFirst moves the flags of the chosen command before its positional
// arguments, so that `carokit show case.in --at 9 --svg board.svg` means
// what it says: urfave/cli stops parsing flags at the first positional
// argument and would take "--at" for a second FILE. The command's own
// flag definitions say which flags take a value (the next word, unless
// written --flag=value). "--" ends the flags: what follows stays
// positional. A command that parses its own flags (gen: the parameters
// depend on the kind) is left as it is.
//
// A flag that takes a value but is followed by nothing, by "--" or by
// another flag is a usage error naming the flag: left alone, it would
// take the "--" added here for its value (`show case.in --svg` wrote a
// file named "--").
func flagsFirst(a *cli.App, args []string) ([]string, error) {
	i := 0
	for i < len(args) && isFlag(args[i]) { // global flags before the command
		if args[i] == "--" {
			return args, nil
		}
		if f := findFlag(a.Flags, args[i]); f != nil && takesValue(f) && !strings.Contains(args[i], "=") {
			// A command name is no value: `carokit --problem judge`.
			if i+1 < len(args) && (a.Command(args[i+1]) != nil || isFlagOf(a.Flags, args[i+1])) {
				return nil, missingValue(f)
			}
			i++
		}
		i++
	}
	if i >= len(args) {
		return args, nil
	}
	cmd := a.Command(args[i])
	if cmd == nil || cmd.SkipFlagParsing {
		return args, nil
	}
	flags, positional := []string{}, []string{}
	rest := args[i+1:]
	for j := 0; j < len(rest); j++ {
		w := rest[j]
		switch {
		case w == "--":
			positional = append(positional, rest[j+1:]...)
			j = len(rest)
		case isFlag(w):
			flags = append(flags, w)
			f := findFlag(cmd.Flags, w)
			if f == nil || !takesValue(f) || strings.Contains(w, "=") {
				continue
			}
			if j+1 == len(rest) || rest[j+1] == "--" || isFlagOf(cmd.Flags, rest[j+1]) || isFlagOf(a.Flags, rest[j+1]) {
				return nil, missingValue(f)
			}
			j++
			flags = append(flags, rest[j])
		default:
			positional = append(positional, w)
		}
	}
	out := append(append([]string{}, args[:i+1]...), flags...)
	if len(positional) > 0 {
		out = append(append(out, "--"), positional...)
	}
	return out, nil
}

// isFlagOf reports whether w is one of flags (or help) written as a
// flag, with or without its value: "--at", "-at", "--at=9".
func isFlagOf(flags []cli.Flag, w string) bool {
	return isFlag(w) && findFlag(append(flags, cli.HelpFlag), w) != nil
}

// missingValue is the usage error of a flag given without its value.
func missingValue(f cli.Flag) error {
	return usagef("flag --%s needs a value (%s)", f.Names()[0], valueHint(f))
}

// isFlag: "-" alone is a positional argument (stdin).
func isFlag(w string) bool { return len(w) > 1 && w[0] == '-' }

func findFlag(flags []cli.Flag, w string) cli.Flag {
	name, _, _ := strings.Cut(strings.TrimLeft(w, "-"), "=")
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				return f
			}
		}
	}
	return nil
}

func takesValue(f cli.Flag) bool {
	if g, ok := f.(*cli.GenericFlag); ok {
		if b, ok := g.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			return false
		}
	}
	v, ok := f.(cli.DocGenerationFlag)
	return ok && v.TakesValue()
}

var _ flag.Value = (*failFastValue)(nil)

// failFastValue is --fail-fast's value: alone it means "subtask", and
// --fail-fast=solution stops the whole solution. It is a bool flag to the
// flag parser (IsBoolFlag), so that a bare --fail-fast takes no word.
type failFastValue struct{ mode string }

func (v *failFastValue) String() string   { return v.mode }
func (v *failFastValue) IsBoolFlag() bool { return true }

// Set takes "true" (a bare --fail-fast), "subtask", "solution" or "false".
func (v *failFastValue) Set(s string) error {
	switch s {
	case "true", judge.FailFastSubtask:
		v.mode = judge.FailFastSubtask
	case "false":
		v.mode = ""
	case judge.FailFastSolution:
		v.mode = s
	default:
		msg := fmt.Sprintf("want --fail-fast, --fail-fast=%s or --fail-fast=%s", judge.FailFastSubtask, judge.FailFastSolution)
		if c := closest(s, failFastModes); c != "" {
			msg += "; did you mean --fail-fast=" + c + "?"
		}
		return errors.New(msg)
	}
	return nil
}
