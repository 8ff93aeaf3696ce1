package app

import (
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
func flagsFirst(a *cli.App, args []string) []string {
	i := 0
	for i < len(args) && isFlag(args[i]) { // global flags before the command
		if args[i] == "--" {
			return args
		}
		if f := findFlag(a.Flags, args[i]); f != nil && takesValue(f) && !strings.Contains(args[i], "=") {
			i++
		}
		i++
	}
	if i >= len(args) {
		return args
	}
	cmd := a.Command(args[i])
	if cmd == nil || cmd.SkipFlagParsing {
		return args
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
			if f := findFlag(cmd.Flags, w); f != nil && takesValue(f) && !strings.Contains(w, "=") && j+1 < len(rest) {
				j++
				flags = append(flags, rest[j])
			}
		default:
			positional = append(positional, w)
		}
	}
	out := append(append([]string{}, args[:i+1]...), flags...)
	if len(positional) > 0 {
		out = append(append(out, "--"), positional...)
	}
	return out
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
		return fmt.Errorf("want --fail-fast, --fail-fast=%s or --fail-fast=%s", judge.FailFastSubtask, judge.FailFastSolution)
	}
	return nil
}
