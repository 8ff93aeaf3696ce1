package generators

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Config is a parsed generators.yaml: its groups and tests, resolved
// against the problem folder.
type Config struct {
	// Dir is the problem folder the paths are resolved against.
	Dir string
	// Generators is the root generators: dictionary: a name (as written in
	// a command) to its files, as paths in the problem folder
	// ("generators/tree.py"); the first file is the entry point.
	Generators map[string][]string
	// Warnings are the things read but ignored, one line each, with the
	// place in the file.
	Warnings []string

	groups []Group
	items  []Item
	opt    Options
	doc    *yaml.Node            // the file, for AddTest
	nodes  map[string]*yaml.Node // group path -> its mapping in doc
}

// MaxBytes bounds generators.yaml.
const MaxBytes = 16 << 20

// Group is one directory of data/ that generators.yaml declares.
type Group struct {
	Path string // "sample", "secret/group1"; "" for data/ itself
	// YAML is the group's test_group.yaml (or legacy testdata.yaml) given
	// inline, nil when none; YAMLName says which of the two names.
	YAML     map[string]any
	YAMLName string
	// Solution, NoSolution: the group's answer maker, as for Item.
	Solution   string
	NoSolution bool
}

// Item is one test to make, in the order BAPCtools makes them.
type Item struct {
	Path  string // target test path in data/ without extension: "secret/group1/03-random"
	Name  string // its last element: "03-random"
	Group string // its group: "secret/group1"
	Key   string // the key it was written under: "random"

	// Command is the generator as written, then its arguments with
	// {seed}, {seed:N}, {name} and {count} substituted; nil when none.
	// Run Program with Command[1:] in an empty folder (see the package
	// documentation for {name}).
	Command []string
	// Args are the generator's arguments before {seed} ({seed:N}) and
	// {name} are substituted: what Generate takes, for a run of its own
	// seed (a retry).
	Args []string
	// CommandLine is the command as written, after {{constants}} and
	// {count} are substituted: what the seed is computed from.
	CommandLine string
	// Program is the generator's file or folder in the problem folder
	// ("DIR/generators/gen.cpp"). When Deps is not empty the program is
	// one of the root generators: its files are Deps (first the entry
	// point) and Program names the folder they make.
	Program string
	Deps    []string
	// Seed is the seed substituted (BAPCtools' rule, see Seed); set for
	// every generated test, used by the command only when UsesSeed.
	Seed     uint64
	UsesSeed bool
	// Retries is how many runs a failing generator gets, the seed
	// increased by one (modulo 2^31) at each retry.
	Retries int
	// CountValue is the test's {count} value, 1 without count:.
	CountValue int
	RandomSalt string

	// Copy is the base path of files to copy ("DIR/generators/manual/3":
	// every existing 3.in, 3.ans, 3.yaml, ... is copied), "" for none.
	Copy string
	// In and Ans point into Inline for inline in: and ans:; Inline holds
	// every inline file by extension (".in", ".ans", ".yaml", ".out",
	// ".in.statement", ...), each ending with a newline unless empty.
	In, Ans *string
	Inline  map[string]string
	// Links are the sample files given as {link: ...}: extension to the
	// extension it is the same file as (".in.statement" -> ".in").
	Links map[string]string
	// Match holds the regular expressions (Python syntax, as written) that
	// the made .in or .ans should match ("in", "ans"); a miss is a warning.
	Match map[string][]string

	// Solution is the answer maker ("DIR/submissions/accepted/sol.py"),
	// "" for the default: an accepted submission. NoSolution: an empty
	// solution: was given, no .ans is made for this test. BAPCtools runs
	// the solution only when the test has no .ans yet (none inline,
	// copied or written by the generator) and SolutionRuns(Path).
	Solution   string
	NoSolution bool

	// GroupYAML is the test_group.yaml of the test's group, if given
	// inline (the group's own, not merged with its parents').
	GroupYAML map[string]any

	// Include, when set, says this test is the test at that path (already
	// made earlier in the list), linked into Group under the same name;
	// nothing is run for it.
	Include string
}

// noAnswerRoots are the root groups whose answers BAPCtools never makes
// with the solution.
var noAnswerRoots = []string{"invalid_input", "invalid_answer", "invalid_output", "valid_output", "testing_tool_test"}

// SolutionRuns says whether BAPCtools makes a missing answer with the
// solution for the test at path: not under invalid_input,
// invalid_answer, invalid_output, valid_output, testing_tool_test.
func SolutionRuns(path string) bool {
	root, _, _ := strings.Cut(path, "/")
	return !slices.Contains(noAnswerRoots, root)
}

// Options is what generators.yaml's reading takes from problem.yaml.
type Options struct {
	// Constants are problem.yaml's constants: for {{name}}.
	Constants map[string]string
	// Interactive, MultiPass: the problem's type; they allow a test's
	// interaction: and let a sample have .interaction and .in.download
	// instead of an .in.
	Interactive, MultiPass bool
}

// Read reads DIR/generators/generators.yaml (and the constants and type
// of DIR/problem.yaml). Errors name the file, line and column.
func Read(problemDir string) (*Config, error) {
	data, err := readFile(filepath.Join(problemDir, "generators", "generators.yaml"))
	if err != nil {
		return nil, err
	}
	opt, err := readProblem(problemDir)
	if err != nil {
		return nil, err
	}
	return parse(data, problemDir, opt)
}

// Parse reads generators.yaml's contents as Read does, for the problem
// folder problemDir, with what problem.yaml says in opt.
func Parse(data []byte, problemDir string, opt Options) (*Config, error) {
	return parse(data, problemDir, opt)
}

// Groups returns every group the file declares, parents first.
func (c *Config) Groups() []Group {
	return append([]Group(nil), c.groups...)
}

// Expand returns the tests in BAPCtools' order: each group's own tests in
// the file's order (sorted keys, or list order), subgroups where they
// stand, then the included tests group by group. It checks that each
// test's generator, copied files and solution exist.
func (c *Config) Expand() ([]Item, error) {
	var errs []error
	for _, it := range c.items {
		if err := c.checkFiles(it); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	out := make([]Item, len(c.items))
	copy(out, c.items)
	return out, nil
}

// readFile reads generators.yaml, at most MaxBytes+1 bytes of it.
func readFile(file string) ([]byte, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("read generators.yaml: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read generators.yaml: %w", err)
	}
	return data, nil
}
