package runner

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"time"
)

// Toolchain says what turns a submission into the program that runs: the
// compile command and the first line of the compiler's (or interpreter's)
// version, e.g. "g++ -O2 -std=c++17 -static" and "g++ (Debian 14.2.0-19)
// 14.2.0". A package records it beside each externally generated test,
// since another compiler may generate another test from the same source.
type Toolchain struct {
	Command string
	Version string
}

// versionArgs is how each tool tells its version, where "--version" is
// not the way.
var versionArgs = map[string][]string{"go": {"version"}, "javac": {"-version"}}

// ToolchainOf returns the toolchain of s; the zero Toolchain for an
// executable run as is. A missing tool is a *NotRunnableError.
func ToolchainOf(ctx context.Context, s Source) (Toolchain, error) {
	if s.Lang == "" {
		return Toolchain{}, nil
	}
	c, ok := compilerFor(s.Lang)
	if !ok {
		return Toolchain{}, fmt.Errorf("toolchain of %s: no compiler for %s", s.Path, s.Lang)
	}
	tool, command := "python3", "python3"
	if c.argv != nil {
		tool = c.argv[0]
		var words []string
		for _, a := range c.argv {
			if !strings.HasPrefix(a, "{") && a != "-o" && a != "-d" {
				words = append(words, a)
			}
		}
		command = strings.Join(words, " ")
	}
	path, err := lookTool(s, tool)
	if err != nil {
		return Toolchain{}, err
	}
	args := versionArgs[tool]
	if args == nil {
		args = []string{"--version"}
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Env = append(cmd.Environ(), c.env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return Toolchain{}, fmt.Errorf("%s %s: %w", tool, strings.Join(args, " "), err)
	}
	first, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	return Toolchain{Command: command, Version: strings.TrimSpace(first)}, nil
}
