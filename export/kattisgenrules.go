package export

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"carokit/kattis/generators"
	"carokit/testpkg"
)

// A folder problem's tests made by its own generators.yaml keep their
// rules in the 2025-09 export's generators.yaml: BAPCtools b6e8c80
// regenerates them with the folder's generator, command and seed, under
// the export's names, to the same bytes. The names may change because
// a test's {seed} is sha512 of random_salt and the command alone, never
// its name (generate.py:649-656), and {name} is always "testcase"
// (generate.py:268); so each test becomes a key of its group's map
// (unnumbered: a map's keys are the names, generate.py:2096-2107) with
//
//   - generate: the command as the folder wrote it ({seed} kept; the
//     program shipped at the same path under generators/),
//   - random_salt and retries when the folder sets them (inherited
//     options a test may set, generate.py:454-487),
//   - ans: the package's answer, hard-coded (generate.py:700-720: a
//     string that ends in a newline is written as it is), since the
//     answers are the package's and the root says solution: null.
//
// A test that cannot be written so honestly stays a copy of its files:
// one the folder copies or writes inline (a copy is the same bytes), an
// include, a {count} rule (its seed depends on the count,
// generate.py:651-655), a generator of the root generators: dictionary,
// a folder with problem.yaml constants (BAPCtools substitutes them in
// the generator's source), one whose package command is not the
// folder's (the package was not built from this generators.yaml), and an
// answer without a final newline or over maxHardcodedAnswer bytes.

// maxHardcodedAnswer bounds an answer written into generators.yaml.
const maxHardcodedAnswer = 64 << 10

// genRules are the generators.yaml rules of the export's tests that the
// folder's generators.yaml makes, by test path under data/ without
// extension ("secret/large/01-1-random"), and the generator programs
// they run, as paths in the folder ("generators/gen.cpp").
type genRules struct {
	rules    map[string]*yaml.Node
	programs []string
}

// sourceGenRules matches the package's secret tests with the folder's
// generators.yaml tests, in the order the folder problem plans them (a
// subtask's tests are its group's, in BAPCtools' order), and writes a
// rule for each that can be regenerated (see above).
func (l *layout) sourceGenRules() (*genRules, error) {
	out := &genRules{rules: map[string]*yaml.Node{}}
	if l.source == nil || l.source.gen == nil || len(l.source.gen.Constants()) > 0 {
		return out, nil
	}
	items, err := l.source.gen.Expand()
	if err != nil {
		return nil, fmt.Errorf("generators.yaml: %w", err)
	}
	shipped := map[string]bool{}
	for _, g := range l.groups {
		if !isGroupPath(g.sub.Note) {
			continue
		}
		var list []generators.Item
		for _, it := range items {
			if it.Group == g.sub.Note || strings.HasPrefix(it.Group, g.sub.Note+"/") {
				list = append(list, it)
			}
		}
		if len(list) != len(g.tests) {
			continue // not the folder's plan: every test is copied
		}
		dir := strings.TrimPrefix(l.kattisGroupDir(g), "data/")
		for i, t := range g.tests {
			rule, program, err := l.genRule(t, list[i])
			if err != nil {
				return nil, err
			}
			if rule == nil {
				continue
			}
			out.rules[path.Join(dir, t.Name)] = rule
			if !shipped[program] {
				shipped[program] = true
				out.programs = append(out.programs, program)
			}
		}
	}
	return out, nil
}

// genRule is the rule of the package's test t made by the folder's it,
// and its program's path in the folder; nil when t is copied instead.
func (l *layout) genRule(t testpkg.TestEntry, it generators.Item) (*yaml.Node, string, error) {
	if it.Include != "" || len(it.Command) == 0 || it.CountValue != 1 || len(it.Deps) > 0 || t.Kind != "run" {
		return nil, "", nil
	}
	fields := strings.Fields(t.Command)
	if len(fields) == 0 || strings.Join(fields[1:], " ") != strings.Join(it.Command[1:], " ") {
		return nil, "", nil
	}
	program, err := filepath.Rel(l.source.meta.Dir, it.Program)
	if err != nil || !strings.HasPrefix(filepath.ToSlash(program), "generators/") {
		return nil, "", nil
	}
	_, ans, err := l.files(t)
	if err != nil {
		return nil, "", err
	}
	if len(ans) > maxHardcodedAnswer || len(ans) > 0 && ans[len(ans)-1] != '\n' {
		return nil, "", nil
	}
	rule := ymap(ystr("generate"), ystr(it.CommandLine))
	if it.RandomSalt != "" {
		rule.Content = append(rule.Content, ystr("random_salt"), ystr(it.RandomSalt))
	}
	if it.Retries > 1 {
		rule.Content = append(rule.Content, ystr("retries"), &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: fmt.Sprint(it.Retries)})
	}
	rule.Content = append(rule.Content, ystr("ans"), answerNode(string(ans)))
	return rule, filepath.ToSlash(program), nil
}

// answerNode is an answer as a YAML string that reads back to exactly
// its bytes: a literal block for plain lines, else double-quoted.
func answerNode(s string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s, Style: yaml.DoubleQuotedStyle}
	if plainLines(s) {
		n.Style = yaml.LiteralStyle
	}
	return n
}

// plainLines reports whether s is printable ASCII lines, each without
// leading or trailing blanks, ending in exactly one newline: a literal
// block keeps such text as it is.
func plainLines(s string) bool {
	if !strings.HasSuffix(s, "\n") || strings.HasSuffix(s, "\n\n") {
		return false
	}
	for _, line := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		if line == "" || strings.TrimSpace(line) != line {
			return false
		}
		for _, r := range line {
			if r < ' ' || r > '~' {
				return false
			}
		}
	}
	return true
}

// shipPrograms copies the generator programs the rules run from the
// folder into the export, at the same paths.
func (l *layout) shipPrograms(outDir string, programs []string) error {
	for _, p := range programs {
		src := filepath.Join(l.source.meta.Dir, filepath.FromSlash(p))
		dst := filepath.Join(outDir, filepath.FromSlash(p))
		info, err := os.Stat(src)
		if err != nil {
			return fmt.Errorf("generators.yaml: %w", err)
		}
		if info.IsDir() {
			err = copyTree(src, dst)
		} else if err = os.MkdirAll(filepath.Dir(dst), 0o755); err == nil {
			err = copyFile(src, dst)
		}
		if err != nil {
			return fmt.Errorf("generators.yaml: copy %s: %w", p, err)
		}
	}
	return nil
}
