// Package app is the carokit command line: it declares the commands and
// their flags and calls the package function behind each one, so that
// tests can run every command as a user would (Run with arguments and
// writers) and check its output and exit code.
package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/internal/inputfile"
	"carokit/internal/untrusted"
	"carokit/plan"
	"carokit/problem"
)

// Exit codes.
const (
	ExitOK      = 0 // success
	ExitFailure = 1 // invalid input, mismatch, unmet expectation
	ExitUsage   = 2 // bad command line
)

// Env is what a command may touch besides its arguments.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// Self is the carokit executable, run as a child for built-in solutions.
	Self string
	// Getenv reads the environment (nil: os.Getenv); the shard of a
	// campaign may come from it (see package shard).
	Getenv func(string) string
}

// usageError marks a bad command line (exit code 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, a ...any) error { return usageError{fmt.Errorf(format, a...)} }

// failure is an error already explained on stderr (e.g. a failed judge
// table was printed): exit 1 with no further message.
type failure struct{ msg string }

func (e failure) Error() string { return e.msg }

// Run runs one carokit command line (args without the program name) and
// returns the process exit code.
func Run(ctx context.Context, args []string, env Env) int {
	if env.Stdin == nil {
		env.Stdin = os.Stdin
	}
	if env.Getenv == nil {
		env.Getenv = os.Getenv
	}
	a := newApp(env)
	if completing(args) {
		return complete(a, env, args[:len(args)-1])
	}
	args, err := flagsFirst(a, args)
	if err == nil {
		err = requiredMessage(a, args, a.RunContext(ctx, append([]string{"carokit"}, args...)))
	}
	if err == nil {
		if nf, ok := a.Metadata[notFoundKey].(error); ok {
			err = nf
		} else {
			return ExitOK
		}
	}
	if stoppedByPipe(ctx, err) || ctx.Err() != nil {
		// Interrupted: say so, rather than which run or test noticed.
		if why := context.Cause(ctx).Error(); why != "" {
			fmt.Fprintln(env.Stderr, "carokit:", oneLine(why))
		}
		return interruptedCode(ctx)
	}
	var f failure
	if errors.As(err, &f) {
		if f.msg != "" {
			// A failure may be several lines of carokit's own (one reason
			// each); what they quote is escaped line by line.
			lines := strings.Split(f.msg, "\n")
			for i, l := range lines {
				lines[i] = untrusted.Message(l)
			}
			fmt.Fprintln(env.Stderr, "carokit:", strings.Join(lines, "\n"))
		}
		return ExitFailure
	}
	var pe plan.Errors
	if errors.As(err, &pe) {
		// Every mistake of a plan, one line each, so all are fixed at once.
		for _, e := range pe {
			fmt.Fprintln(env.Stderr, "carokit:", oneLine(e.Error()))
		}
		return ExitUsage
	}
	fmt.Fprintln(env.Stderr, "carokit:", oneLine(err.Error()))
	var u usageError
	if errors.As(err, &u) || problem.IsParamError(err) || namedMissing(err, args) {
		return ExitUsage
	}
	return ExitFailure
}

// namedMissing reports whether err is about a file or folder that the
// command line names and that does not exist: a usage error, whichever
// command reads it (a FILE, --input, --plan, --submissions…).
func namedMissing(err error, args []string) bool {
	var pe *fs.PathError
	if !errors.As(err, &pe) || !errors.Is(pe.Err, fs.ErrNotExist) {
		return false
	}
	for _, w := range args {
		if _, v, ok := strings.Cut(w, "="); ok && isFlag(w) {
			w = v
		}
		if w != "" && filepath.Clean(w) == filepath.Clean(pe.Path) {
			return true
		}
	}
	return false
}

func oneLine(s string) string {
	return untrusted.Message(strings.ReplaceAll(strings.TrimSpace(s), "\n", "; "))
}

func newApp(env Env) *cli.App {
	onUsage := func(c *cli.Context, err error, _ bool) error { return usageError{usageMessage(c, err)} }
	a := &cli.App{
		Name:  "carokit",
		Usage: "generate, package, judge and stress-test competitive programming problems (first: Caro)",
		Flags: []cli.Flag{
			problemFlag(),
		},
		Reader: env.Stdin,
		// --expect NAME=OK,OK,TLE is one value: no slice flag splits at
		// commas (the flags that take a list say so and split it).
		DisableSliceFlagSeparator: true,
		EnableBashCompletion:      true,
		Metadata:                  map[string]any{},
		Writer:                    env.Stdout,
		ErrWriter:                 env.Stderr,
		OnUsageError:              onUsage,
		ExitErrHandler:            func(*cli.Context, error) {},
		Commands: []*cli.Command{
			solveCommand(env),
			validateCommand(env),
			solutionsCommand(env),
			genCommand(env),
			packageCommand(env),
			problemsCommand(env),
			showCommand(env),
			judgeCommand(env),
			benchCommand(env),
			stressCommand(env),
			exportCommand(env),
			completionCommand(env),
			mergeCommand(env),
			newCommand(env),
		},
	}
	// urfave/cli only calls CommandNotFound and then succeeds: keep the
	// error for Run, which makes it a usage error (exit 2).
	a.CommandNotFound = func(_ *cli.Context, name string) {
		a.Metadata[notFoundKey] = unknownCommand(a, name)
	}
	for _, c := range a.Commands {
		c.OnUsageError = onUsage
	}
	return a
}

// notFoundKey is where CommandNotFound leaves its error in the app's
// Metadata.
const notFoundKey = "carokit.notFound"

// unknownCommand is the usage error for a command name carokit does not
// have, with the closest one when it looks like a typo.
func unknownCommand(a *cli.App, name string) error {
	var names []string
	for _, c := range a.Commands {
		names = append(names, c.Names()...)
	}
	if s := closest(name, names); s != "" {
		return usagef("unknown command %q: did you mean %s?", name, s)
	}
	return usagef("unknown command %q (carokit --help lists them)", name)
}

// currentProblem resolves the global --problem flag.
func currentProblem(c *cli.Context) (problem.Problem, error) {
	return openProblem(c, problemName(c))
}

// readInput reads the one optional FILE argument ("-" or none: stdin),
// bounded by the problem's largest valid input and interruptible (see
// package inputfile). When the input is over the bound, the caller must
// report in.Explain(its reader) instead of using it.
func readInput(c *cli.Context, env Env, spec *problem.Spec) (*inputfile.Input, error) {
	if c.NArg() > 1 {
		return nil, usagef("expected at most one FILE, got %d arguments", c.NArg())
	}
	return inputfile.Read(c.Context, c.Args().First(), env.Stdin, spec.InputLimit())
}

// isTerminal reports whether w is a character device (a terminal), where
// progress bars make sense.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressWriter returns stderr when it is a terminal, else nil.
func progressWriter(env Env) io.Writer {
	if isTerminal(env.Stderr) {
		return env.Stderr
	}
	return nil
}
