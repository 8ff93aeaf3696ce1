// Package generators reads BAPCtools' generators/generators.yaml and
// expands it into the ordered list of tests it describes, with BAPCtools'
// own rules for names, seeds, counts, copies, inline files, nested and
// numbered groups, includes, solutions and random salts.
//
// What a setter writes (user documentation; the full format is BAPCtools'
// doc/generators.yaml):
//
//	solution: /submissions/accepted/sol.cpp   # makes every .ans not given
//	random_salt: v2                            # changes every {seed}
//	generators:                                # programs made of several files
//	  gen: [gen.cpp, lib.h]
//	data:
//	  sample:
//	    data:
//	      "1": {in: "3\n1 -2 3\n", ans: "4\n"}  # inline files
//	      "2": {copy: manual/2}                 # generators/manual/2.in, .ans, ...
//	  secret:
//	    test_group.yaml: {input_validator_args: [--max-n, "100"]}
//	    data:
//	      - small: gen {seed} 10 -5 5           # 1-small (numbered list)
//	      - rnd: {generate: gen {seed} {count} 100, count: 3}  # 2-rnd-1 ... 4-rnd-3
//	      - big:                                # a numbered subgroup: 1-big
//	          data: {max: gen {seed:1} 200000 -1000000000 1000000000}
//
// The rules, as BAPCtools applies them:
//   - a test's {seed} (or {seed:N}) is sha512(random_salt [+ ":" + (count-1)
//     when its count value is not 1] + the command, with leading and
//     trailing white space removed) modulo 2^31; {seed:N} only changes the
//     command, hence the seed; at most one {seed} per command;
//   - {count} is the count value (count: 3 gives 1, 2, 3; count: [7, -3]
//     or count: 1..=3 name the values); each value adds "-VALUE" to the
//     name, zero-padded when the values are consecutive;
//   - {name} becomes "testcase": a generator runs in an empty folder and
//     writes testcase.in (else its standard output is the input), and may
//     write testcase.ans and the other known files;
//   - {{constant}} comes from problem.yaml's constants;
//   - the command is split as Python's shlex.split does (quotes group
//     words);
//   - keys of a mapping are taken in alphabetical order, those of the root
//     in the order sample, secret, invalid_output, invalid_answer,
//     invalid_input, valid_output, testing_tool_test, fuzz; a list of
//     one-key mappings numbers its tests with one counter for the whole
//     file (zero-padded to the total of numbered tests) and its groups per
//     list;
//   - solution: /path names the answer maker (the same for nested groups
//     and tests unless they set their own); an empty solution: makes no
//     answer; none at all means the default: an accepted submission;
//   - include: [key, ...] links tests (or a whole group's) by their key
//     into a group after everything else is made;
//   - visualizer, parallel and gitignore_generated are ignored with a
//     warning, as are unknown keys; a key that is not a string is skipped
//     with a warning, as BAPCtools does (quote "01").
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

// Read reads DIR/generators/generators.yaml (and the constants of
// DIR/problem.yaml). Errors name the file, line and column.
func Read(problemDir string) (*Config, error) {
	data, err := readFile(filepath.Join(problemDir, "generators", "generators.yaml"))
	if err != nil {
		return nil, err
	}
	constants, err := readConstants(problemDir)
	if err != nil {
		return nil, err
	}
	return parse(data, problemDir, constants)
}

// Parse reads generators.yaml's contents as Read does, for the problem
// folder problemDir, with the given problem.yaml constants.
func Parse(data []byte, problemDir string, constants map[string]string) (*Config, error) {
	return parse(data, problemDir, constants)
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
