package app

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"carokit/problem"
	"carokit/runner"
)

// sandboxFlags are the flags of every command that runs user programs.
func sandboxFlags() []cli.Flag {
	return []cli.Flag{
		choiceFlag("sandbox", string(runner.SandboxAuto), sandboxModes,
			"auto (sandbox programs where the kernel allows it, say what is not enforced), require (fail where it cannot) or off (no sandbox, for debugging)"),
		&cli.IntFlag{Name: "max-processes", Value: runner.DefaultMaxProcesses,
			Usage: "cap on the processes and threads of one sandboxed run"},
		choiceFlag("io", "", ioModes,
			"stdio or file: how programs get the test and give the answer (default: the problem's; file: its files, or NAME.in and NAME.out)"),
	}
}

// ioSetting reads --io: the files of a run, or none for standard streams.
func ioSetting(c *cli.Context, spec *problem.Spec) (problem.IO, error) {
	io, err := spec.RunIO(c.String("io"))
	if err != nil {
		return io, usageError{fmt.Errorf("--io: %w", err)}
	}
	return io, nil
}

// sandboxSettings reads --sandbox and --max-processes, checks that the
// mode can be had (require) and prints on stderr, once, what auto cannot
// enforce here.
func sandboxSettings(c *cli.Context, env Env) (runner.SandboxMode, int, error) {
	mode, err := runner.ParseSandbox(c.String("sandbox"))
	if err != nil {
		return "", 0, usageError{fmt.Errorf("--sandbox: %w", err)}
	}
	n := c.Int("max-processes")
	if n < 1 {
		return "", 0, usagef("--max-processes must be at least 1, got %d", n)
	}
	warning, err := runner.CheckSandbox(mode)
	if err != nil {
		return "", 0, err
	}
	if warning != "" {
		fmt.Fprintln(env.Stderr, "carokit: "+warning)
	}
	return mode, n, nil
}
