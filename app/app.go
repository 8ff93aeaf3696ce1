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
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/internal/inputfile"
	"carokit/problem"
	"carokit/problems"
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
	err := a.RunContext(ctx, append([]string{"carokit"}, flagsFirst(a, args)...))
	if err == nil {
		return ExitOK
	}
	if ctx.Err() != nil {
		// Interrupted: say so, rather than which run or test noticed.
		fmt.Fprintln(env.Stderr, "carokit:", oneLine(context.Cause(ctx).Error()))
		return ExitFailure
	}
	var f failure
	if errors.As(err, &f) {
		if f.msg != "" {
			fmt.Fprintln(env.Stderr, "carokit:", f.msg)
		}
		return ExitFailure
	}
	fmt.Fprintln(env.Stderr, "carokit:", oneLine(err.Error()))
	var u usageError
	if errors.As(err, &u) || problem.IsParamError(err) {
		return ExitUsage
	}
	return ExitFailure
}

func oneLine(s string) string {
	return strings.ReplaceAll(strings.TrimSpace(s), "\n", "; ")
}

func newApp(env Env) *cli.App {
	onUsage := func(_ *cli.Context, err error, _ bool) error { return usageError{err} }
	a := &cli.App{
		Name:  "carokit",
		Usage: "generate, package, judge and stress-test competitive programming problems (first: Caro)",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "problem", Value: "caro", Usage: "the problem to work on (" + strings.Join(problems.Names(), ", ") + ")"},
		},
		Reader:         env.Stdin,
		Writer:         env.Stdout,
		ErrWriter:      env.Stderr,
		OnUsageError:   onUsage,
		ExitErrHandler: func(*cli.Context, error) {},
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
			mergeCommand(env),
		},
		CommandNotFound: func(c *cli.Context, name string) {
			fmt.Fprintf(env.Stderr, "carokit: unknown command %q (carokit --help lists them)\n", name)
		},
	}
	for _, c := range a.Commands {
		c.OnUsageError = onUsage
	}
	return a
}

// currentProblem resolves the global --problem flag.
func currentProblem(c *cli.Context) (problem.Problem, error) {
	return problems.Lookup(c.String("problem"))
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
