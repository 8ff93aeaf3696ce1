package app

import (
	"os"
	"strings"

	"carokit/problem"
)

// The problem's own names (built-in solutions, generator kinds) are
// closed lists: a name that is not among them gets the closest one.

// solutionNames are the problem's built-in solutions.
func solutionNames(spec *problem.Spec) []string {
	names := make([]string, len(spec.Solutions))
	for i, s := range spec.Solutions {
		names[i] = s.Name
	}
	return names
}

// builtinSolution is the built-in solution named by --flag name.
func builtinSolution(spec *problem.Spec, flag, name string) (*problem.Solution, error) {
	if s, err := spec.FindSolution(name); err == nil {
		return s, nil
	}
	return nil, usagef("--%s %q: problem %s has no such built-in solution%s", flag, name, spec.Name, suggestion(name, solutionNames(spec), "carokit solutions lists them"))
}

// checkSolutions refuses, before anything runs, a --flag value that is
// neither a built-in solution nor a file or folder (a usage error in
// every command).
func checkSolutions(spec *problem.Spec, flag string, names []string) error {
	for _, name := range names {
		if _, err := spec.FindSolution(name); err == nil {
			continue
		}
		if _, err := os.Stat(name); err != nil {
			return usagef("--%s %q is neither a built-in solution of %s nor a file%s", flag, name, spec.Name, suggestion(name, solutionNames(spec), "carokit solutions lists the built-ins"))
		}
	}
	return nil
}

// generator is the generator of kind, as --flag gives it.
func generator(spec *problem.Spec, flag, kind string) (*problem.Generator, error) {
	if g, err := spec.FindGenerator(kind); err == nil {
		return g, nil
	}
	kinds := make([]string, len(spec.Generators))
	for i, g := range spec.Generators {
		kinds[i] = g.Kind
	}
	return nil, usagef("--%s %s: no such generator kind%s", flag, kind, suggestion(kind, kinds, "carokit gen --list shows them"))
}

// suggestion is "; did you mean X?" when name is close to one of names,
// else where to look, as "(where)".
func suggestion(name string, names []string, where string) string {
	if c := closest(name, names); c != "" {
		return "; did you mean " + c + "?"
	}
	return " (" + where + ": " + strings.Join(names, ", ") + ")"
}
