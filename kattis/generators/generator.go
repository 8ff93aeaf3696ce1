package generators

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Generator is a generator command resolved as generate: resolves it.
type Generator struct {
	Name     string   // the program as written: "gen.py", "tree"
	Args     []string // its arguments as written ({seed}, {name} not substituted)
	Program  string   // as Item.Program
	Deps     []string // as Item.Deps
	UsesSeed bool
}

// Command is the generator's name and arguments for one seed, as
// Item.Command has them.
func (g *Generator) Command(seed uint64) []string {
	return append([]string{g.Name}, substituteArgs(g.Args, seed)...)
}

// Resolve resolves a command written as generate: is ("gen.py {seed} 10
// -5 5", "tree 5"), for stress --generator: a file or folder in
// generators/, or a name of the generators: dictionary; it checks that
// its files exist.
func (c *Config) Resolve(command string) (*Generator, error) {
	g, err := resolveCommand(c.Dir, c.Generators, command)
	if err != nil {
		return nil, err
	}
	return g, checkProgram(c.Dir, g.Program, g.Deps)
}

// ResolveIn is Resolve for a problem folder without generators.yaml.
func ResolveIn(problemDir, command string) (*Generator, error) {
	c := &Config{Dir: problemDir}
	return c.Resolve(command)
}

// resolveCommand splits a command and finds its program.
func resolveCommand(dir string, gens map[string][]string, cmd string) (*Generator, error) {
	words, err := splitCommand(cmd)
	switch {
	case err != nil:
		return nil, fmt.Errorf("command %q cannot be split into words: %w", cmd, err)
	case len(words) == 0:
		return nil, fmt.Errorf("command %q is empty", cmd)
	case strings.HasPrefix(words[0], "/"):
		return nil, fmt.Errorf("generator %q must be a path in generators/, not an absolute path", words[0])
	}
	seeds := 0
	for _, a := range words[1:] {
		seeds += len(seedPattern.FindAllStringIndex(a, -1))
	}
	if seeds > 1 {
		return nil, fmt.Errorf("command %q: {seed} (or {seed:N}) may appear at most once", cmd)
	}
	g := &Generator{Name: words[0], Args: words[1:], UsesSeed: seeds > 0,
		Program: fsJoin(dir, joinSlash("generators", words[0]))}
	for _, dep := range gens[path.Clean(words[0])] {
		g.Deps = append(g.Deps, fsJoin(dir, dep))
	}
	return g, nil
}

func fsJoin(dir, slash string) string {
	return filepath.Join(dir, filepath.FromSlash(slash))
}

// checkProgram checks that a generator's files exist; for a missing
// "gen" next to a "gen.cpp" it says which was meant.
func checkProgram(dir, program string, deps []string) error {
	files := deps
	if len(files) == 0 {
		files = []string{program}
	}
	var errs []error
	for _, p := range files {
		if _, err := os.Stat(p); err == nil {
			continue
		}
		hint := ""
		if m, _ := filepath.Glob(globEscape(p) + ".*"); len(m) > 0 {
			hint = fmt.Sprintf("; did you mean %s? (write the file's extension)", filepath.Base(m[0]))
		}
		errs = append(errs, fmt.Errorf("generator %s not found (a file or folder in generators/, or a name of generators:)%s", relTo(dir, p), hint))
	}
	return errors.Join(errs...)
}

// globEscape escapes a path's glob characters.
func globEscape(p string) string {
	r := strings.NewReplacer(`*`, `\*`, `?`, `\?`, `[`, `\[`)
	if filepath.Separator == '\\' {
		r = strings.NewReplacer(`*`, `[*]`, `?`, `[?]`, `[`, `[[]`)
	}
	return r.Replace(p)
}

// relTo is p relative to dir, with slashes, for messages.
func relTo(dir, p string) string {
	if r, err := filepath.Rel(dir, p); err == nil {
		return filepath.ToSlash(r)
	}
	return p
}
