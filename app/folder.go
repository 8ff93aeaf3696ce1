package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/internal/safefile"
	"carokit/internal/untrusted"
	"carokit/kattis/generators"
	"carokit/problem"
	"carokit/problems"
	"carokit/problems/folder"
	"carokit/report"
	"carokit/runner"
	"carokit/stress"
	"carokit/testpkg"
)

// problemValue is --problem's value: a built-in problem's name, or a
// problem folder's path (it holds a '/' or is "." or ".."). A word that
// is neither is refused while the command line is read, with the closest
// name.
type problemValue struct{ value string }

func (v *problemValue) String() string {
	if v == nil {
		return ""
	}
	return v.value
}

// Set takes a built-in's name or a path.
func (v *problemValue) Set(s string) error {
	if !folder.IsPath(s) && !slices.Contains(problems.Names(), s) {
		msg := "want " + orList(append(problems.Names(), "a problem folder's path (./myproblem)"))
		if c := closest(s, problems.Names()); c != "" {
			msg += "; did you mean " + c + "?"
		}
		return errors.New(msg)
	}
	v.value = s
	return nil
}

func problemFlag() cli.Flag {
	return &cli.GenericFlag{Name: "problem", Value: &problemValue{"caro"},
		Usage: "the problem to work on: a built-in (caro, duiyi, havannah, joc7) or a Kattis problem folder's path (default: the folder holding problem.yaml here or above, else caro)"}
}

// problemName is the problem the command line names: --problem, else the
// problem folder holding the working folder (a problem.yaml here or in a
// parent, not a carokit package's), else caro.
func problemName(c *cli.Context) string {
	if isSet(c, "problem") {
		return c.String("problem")
	}
	if dir := folder.Find("."); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, testpkg.ManifestFile)); err != nil {
			return dir
		}
	}
	return c.String("problem")
}

// isSet reports whether flag name was given anywhere on the command line.
func isSet(c *cli.Context, name string) bool {
	for _, x := range c.Lineage() {
		if x.IsSet(name) {
			return true
		}
	}
	return false
}

// openProblem resolves name to a built-in or opens the folder it names,
// with the command's sandbox and compiler settings.
func openProblem(c *cli.Context, name string) (problem.Problem, error) {
	if !folder.IsPath(name) {
		return problems.Lookup(name)
	}
	if st, err := os.Stat(filepath.Join(name, "problem.yaml")); err != nil || !st.Mode().IsRegular() {
		return nil, usagef("--problem %s: no problem folder there (it needs a problem.yaml; carokit new %s writes one)", name, name)
	}
	opt := folder.Options{CompileMemory: sizeOf(c, "compile-memory"), Generator: stringFlag(c, "generator")}
	if mode, err := runner.ParseSandbox(stringFlag(c, "sandbox")); err == nil {
		opt.Sandbox = mode
	}
	opt.Warnings = func(s string) { fmt.Fprintln(c.App.ErrWriter, "carokit: "+s) }
	p, err := folder.Open(c.Context, name, opt)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// stringFlag is flag name's value when the command has it, else "".
func stringFlag(c *cli.Context, name string) string {
	for _, f := range c.Command.Flags {
		if slices.Contains(f.Names(), name) {
			return c.String(name)
		}
	}
	return ""
}

// isPathArg reports whether --problem would read s as a folder.
func isPathArg(s string) bool { return folder.IsPath(s) }

// validateGrouped is validate for a problem whose groups validate with
// flags of their own (a folder problem): the input is valid for a
// subtask when its group's validators accept it; without --subtask, the
// first that does is the smallest.
func validateGrouped(c *cli.Context, env Env, p problem.Problem, name string, data []byte) error {
	table := p.Spec().Subtasks
	ids := []int{}
	if c.IsSet("subtask") {
		ids = append(ids, c.Int("subtask"))
	} else {
		for _, s := range table {
			ids = append(ids, s.ID)
		}
	}
	var first error
	for _, id := range ids {
		if _, err := problem.ValidateIn(p, id, name, data); err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		st, _ := table.Get(id)
		what := "smallest subtask"
		if c.IsSet("subtask") {
			what = "subtask"
		}
		return writeOutput(c, func() error {
			_, err := fmt.Fprintf(env.Stdout, "%s: valid, %s %d (%s)\n", untrusted.Text(name), what, id, untrusted.Text(st.Note))
			return err
		})
	}
	if first == nil {
		return fmt.Errorf("%s: the problem has no test group", name)
	}
	if _, err := p.Validate(name, data); err == nil && !c.IsSet("subtask") {
		return fmt.Errorf("%s: the validators accept it, but with no group's flags: %w", name, first)
	}
	return first
}

// genFolder is gen for a folder problem: --list lists generators.yaml's
// tests, --test PATH prints one of them as package builds it (the same
// bytes as bt generate), and -- PROGRAM ARGS runs a program of the
// folder.
func genFolder(env Env, fp *folder.Problem, args []string) error {
	switch {
	case len(args) == 1 && args[0] == "--list":
		var rows [][]string
		for _, it := range fp.Items() {
			what := strings.Join(it.Command, " ")
			switch {
			case it.Include != "":
				what = "include " + it.Include
			case it.Copy != "":
				what = "copy " + relTo(fp.Dir(), it.Copy)
			case it.In != nil:
				what = "inline"
			}
			rows = append(rows, []string{untrusted.Text(it.Path), untrusted.Text(what)})
		}
		if len(rows) == 0 {
			return failure{fp.Dir() + " has no generators/generators.yaml: its tests are its data/ files"}
		}
		return report.WriteRows(env.Stdout, report.FormatTable, []string{"test", "made by"}, rows)
	case len(args) == 2 && args[0] == "--test":
		for _, it := range fp.Items() {
			if it.Path == args[1] && it.Include == "" {
				files, err := fp.MakeTest(it.Path)
				if err != nil {
					return err
				}
				_, err = env.Stdout.Write(files[".in"])
				return err
			}
		}
		return usagef("--test %s: no test of that path in generators.yaml (gen --list lists them)", args[1])
	case len(args) > 1 && args[0] == "--":
		return writeGenerated(env, fp, args[1:])
	}
	return usagef("gen on a folder problem: gen --list, gen --test PATH (from gen --list) or gen -- PROGRAM ARGS")
}

func writeGenerated(env Env, fp *folder.Problem, words []string) error {
	out, err := fp.Generate(words)
	if err != nil {
		return err
	}
	_, err = env.Stdout.Write(out)
	return err
}

// relTo is path relative to dir when it is inside it.
func relTo(dir, path string) string {
	if rel, err := filepath.Rel(dir, path); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return path
}

// saveToFolder is stress --save-to-plan for a folder problem: the shrunk
// case goes into the folder (path is the folder or its generators.yaml),
// inline in generators/generators.yaml when it has one, else as
// data/secret/GROUP/NAME.in with the oracle's answer; in the most
// constrained group whose validator flags accept it.
func saveToFolder(env Env, fp *folder.Problem, path string, f *stress.Failure, opt stress.Options) error {
	if !sameFile(path, fp.Dir()) && !sameFile(path, filepath.Join(fp.Dir(), "generators", "generators.yaml")) {
		return usagef("--save-to-plan %s: for a folder problem, give its folder (%s) or its generators/generators.yaml", path, fp.Dir())
	}
	group, err := fp.GroupFor(f.TestFile())
	if err != nil {
		return fmt.Errorf("save to the folder: %w", err)
	}
	base := fmt.Sprintf("stress-%d-%d", opt.Seed, f.Index)
	if fp.Items() != nil {
		saved, err := generators.AddTest(fp.Dir(), group, base, f.TestFile(), nil)
		if err != nil {
			return fmt.Errorf("save to generators.yaml: %w", err)
		}
		fmt.Fprintf(env.Stdout, "added the shrunk test to %s as %s\n", filepath.Join(fp.Dir(), "generators", "generators.yaml"), untrusted.Text(saved))
		return nil
	}
	dir := filepath.Join(fp.Dir(), "data", filepath.FromSlash(group))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	in := filepath.Join(dir, base+".in")
	if _, err := os.Lstat(in); err == nil {
		return fmt.Errorf("save to the folder: %s exists", in)
	}
	if err := safefile.Write(in, f.TestFile(), 0o644); err != nil {
		return err
	}
	if err := safefile.Write(strings.TrimSuffix(in, ".in")+".ans", f.OracleOutput, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "saved the shrunk test as %s (and its .ans, the oracle's answer)\n", in)
	return nil
}

// sameFile reports whether a and b name the same file.
func sameFile(a, b string) bool {
	x, err1 := os.Stat(a)
	y, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(x, y)
}
