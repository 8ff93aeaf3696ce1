package app

import (
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/internal/inputfile"
	"carokit/internal/untrusted"
	"carokit/problem"
	"carokit/problems"
	"carokit/problems/folder"
	"carokit/report"
)

func solveCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "solve",
		Usage:     "read a case (FILE or stdin) leniently, as a judge would, and print a built-in solution's answer",
		ArgsUsage: "[FILE]",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "solution", Value: "", Usage: "built-in solution (default: the reference; carokit solutions lists them)"},
			&cli.StringFlag{Name: "io-files", Usage: "IN/OUT: read the case from file IN and write the answer to file OUT, in the working folder, as a program judged by files"},
		},
		Action: untilInterrupted(func(c *cli.Context) error {
			p, err := currentProblem(c)
			if err != nil {
				return err
			}
			sol, err := pickSolution(p.Spec(), c.String("solution"))
			if err != nil {
				return err
			}
			if c.String("io-files") != "" {
				return solveFiles(c, p, sol)
			}
			in, err := readInput(c, env, p.Spec())
			if err != nil {
				return err
			}
			if in.Over {
				return in.Explain(lenientReader(p))
			}
			out, _, err := sol.Run(p, in.Data)
			if err != nil {
				return withFile(err, in.Name)
			}
			return writeOutput(c, func() error { _, err := env.Stdout.Write(out); return err })
		}),
	}
}

// solveFiles is solve --io-files IN/OUT.
func solveFiles(c *cli.Context, p problem.Problem, sol *problem.Solution) error {
	in, out, ok := strings.Cut(c.String("io-files"), "/")
	files := problem.IO{Input: in, Output: out}
	if err := files.Validate(); err != nil || !ok || c.NArg() > 0 {
		return usagef("--io-files wants IN/OUT, two plain file names, and no FILE argument")
	}
	data, err := inputfile.Read(c.Context, in, nil, p.Spec().InputLimit())
	if err != nil {
		return err
	}
	if data.Over {
		return data.Explain(lenientReader(p))
	}
	answer, _, err := sol.Run(p, data.Data)
	if err != nil {
		return withFile(err, in)
	}
	return writeOutput(c, func() error { return os.WriteFile(out, answer, 0o644) })
}

func pickSolution(spec *problem.Spec, name string) (*problem.Solution, error) {
	if name == "" {
		return spec.SolutionWithRole(problem.RoleReference)
	}
	return builtinSolution(spec, "solution", name)
}

// lenientReader checks an input the way solve reads it (this only
// locates the first error of an input too large to solve).
func lenientReader(p problem.Problem) func([]byte) error {
	return func(b []byte) error {
		_, err := p.Parse(b)
		return err
	}
}

// withFile puts the file name into an input error raised by a reader that
// did not know it.
func withFile(err error, name string) error {
	if ie, ok := err.(*problem.InputError); ok && ie.File == "" {
		copied := *ie
		copied.File = name
		return &copied
	}
	return err
}

func validateCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "validate",
		Usage:     "check a case strictly, like a testlib validator; print the smallest subtask it belongs to",
		ArgsUsage: "[FILE]",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "subtask", Usage: "also check that the case belongs to subtask S"},
		},
		Action: untilInterrupted(func(c *cli.Context) error {
			p, err := currentProblem(c)
			if err != nil {
				return err
			}
			in, err := readInput(c, env, p.Spec())
			if err != nil {
				return err
			}
			name := in.Name
			if in.Over {
				return in.Explain(func(b []byte) error { _, err := p.Validate(name, b); return err })
			}
			table := p.Spec().Subtasks
			if c.IsSet("subtask") {
				if _, err := table.Get(c.Int("subtask")); err != nil {
					return usageError{err}
				}
			}
			if _, ok := p.(problem.Grouped); ok {
				return validateGrouped(c, env, p, name, in.Data)
			}
			values, err := p.Validate(name, in.Data)
			if err != nil {
				return err
			}
			if c.IsSet("subtask") {
				id := c.Int("subtask")
				if err := table.Fits(id, values); err != nil {
					return fmt.Errorf("%s: %w", name, err)
				}
				return writeOutput(c, func() error {
					_, err := fmt.Fprintf(env.Stdout, "%s: valid, subtask %d (%s)\n", untrusted.Text(name), id, values)
					return err
				})
			}
			id, err := table.Smallest(values)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			return writeOutput(c, func() error {
				_, err := fmt.Fprintf(env.Stdout, "%s: valid, smallest subtask %d (%s)\n", untrusted.Text(name), id, values)
				return err
			})
		}),
	}
}

func solutionsCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "solutions",
		Usage: "list the built-in solutions with their complexity and expected verdicts",
		Action: func(c *cli.Context) error {
			p, err := currentProblem(c)
			if err != nil {
				return err
			}
			if fp, ok := p.(*folder.Problem); ok {
				return listFolderSubmissions(env, fp)
			}
			spec := p.Spec()
			header := []string{"solution", "complexity", "role"}
			for _, s := range spec.Subtasks {
				header = append(header, fmt.Sprintf("subtask %d", s.ID))
			}
			header = append(header, "what it does")
			var rows [][]string
			for _, s := range spec.Solutions {
				row := []string{s.Name, s.Complexity, roleName(s.Role)}
				for _, st := range spec.Subtasks {
					row = append(row, string(s.ExpectedIn(st.ID)))
				}
				rows = append(rows, append(row, s.Summary))
			}
			return report.WriteRows(env.Stdout, report.FormatTable, header, rows)
		},
	}
}

func roleName(r problem.Role) string {
	switch r {
	case problem.RoleReference:
		return "reference"
	case problem.RoleOracle:
		return "oracle"
	}
	return ""
}

func problemsCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "problems",
		Usage: "list the problems carokit knows (the values of --problem)",
		Action: func(c *cli.Context) error {
			for _, name := range problems.Names() {
				p, err := problems.Lookup(name)
				if err != nil {
					return err
				}
				fmt.Fprintf(env.Stdout, "%-8s %s\n", name, p.Spec().Title)
			}
			return nil
		},
	}
}
