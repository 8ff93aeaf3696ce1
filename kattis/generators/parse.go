package generators

import (
	"errors"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// fileName is BAPCtools' rule for a test or group name (config.FILE_NAME_REGEX).
var fileName = regexp.MustCompile(`^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$`)

// rootDirs are the root's groups, in the order BAPCtools makes them.
var rootDirs = []string{"sample", "secret", "invalid_output", "invalid_answer",
	"invalid_input", "valid_output", "testing_tool_test", "fuzz"}

// deprecatedRootDirs are skipped with a warning (their singular is meant).
var deprecatedRootDirs = []string{"invalid_outputs", "invalid_answers", "invalid_inputs", "valid_outputs"}

// settings are what a group passes on to its groups and tests.
type settings struct {
	solution     string // slash path in the problem folder, "" for none
	noSolution   bool
	needsDefault bool
	salt         string
	retries      int
}

// dirRule is one parsed group.
type dirRule struct {
	key, path string
	set       settings
	group     int     // index in parser.groups
	children  []child // in the order they are made
	includes  []include
}

// child is a subgroup or a test (an index in parser.items).
type child struct {
	dir  *dirRule
	item int
}

// include is one test linked into a group.
type include struct{ name, from string }

// keyRules are the rules written under one key (include resolves keys).
type keyRules struct {
	included bool
	rules    []child
}

type parser struct {
	dir        string
	opt        Options
	errs       []error
	warns      []string
	generators map[string][]string

	numberedTotal int // numbered tests in the whole file
	nextTest      int // the last number given to a numbered test
	keys          map[string]*keyRules
	cases         map[string]string // test path -> the test it is (itself, or an included one)
	groups        []Group
	items         []Item
	nodes         map[string]*yaml.Node // group path -> its mapping
	countUsed     bool                  // the test being read substituted {count}
	same          map[string]sameRule   // what a test is made from -> the first test made so
}

// sameRule is the first test made from one rule's contents.
type sameRule struct {
	path string
	raw  *yaml.Node
}

func (p *parser) errorf(n *yaml.Node, where, format string, args ...any) {
	p.errs = append(p.errs, fmt.Errorf("generators.yaml:%s: %s%s", pos(n), placeOf(where), fmt.Sprintf(format, args...)))
}

func (p *parser) warnf(n *yaml.Node, where, format string, args ...any) {
	p.warns = append(p.warns, fmt.Sprintf("generators.yaml:%s: %s%s", pos(n), placeOf(where), fmt.Sprintf(format, args...)))
}

func placeOf(where string) string {
	if where == "" {
		return ""
	}
	return where + ": "
}

// parse reads the whole file; every error is reported at once.
func parse(data []byte, dir string, opt Options) (*Config, error) {
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("generators.yaml has %d bytes, more than %d: make big tests with a generator or copy: them", len(data), MaxBytes)
	}
	doc := &yaml.Node{}
	if err := yaml.Unmarshal(data, doc); err != nil {
		return nil, fmt.Errorf("generators.yaml: %w", err)
	}
	if doc.Kind != yaml.DocumentNode {
		doc = &yaml.Node{Kind: yaml.DocumentNode}
	}
	p := &parser{dir: dir, opt: opt, keys: map[string]*keyRules{},
		cases: map[string]string{}, generators: map[string][]string{}, nodes: map[string]*yaml.Node{},
		same: map[string]sameRule{}}
	var root *yaml.Node
	if len(doc.Content) > 0 {
		root = deref(doc.Content[0])
	}
	if isNull(root) {
		root = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: 1, Column: 1}
		doc.Content = []*yaml.Node{root}
	}
	if !isMap(root) {
		return nil, fmt.Errorf("generators.yaml:%s: the file must be a mapping (a group), found %s", pos(root), kindName(root))
	}
	if isTestCase(root) {
		return nil, fmt.Errorf("generators.yaml:%s: the root must be a group, not a test", pos(root))
	}
	m, err := newMap(root)
	if err != nil {
		return nil, fmt.Errorf("generators.yaml:%w", err)
	}
	m.take("version")
	p.parseGenerators(m)
	p.numberedTotal = p.countNumbered(root)
	rootDir := p.parseDir("", "", root, m, nil, "")
	if len(p.errs) > 0 {
		return nil, errors.Join(unique(p.errs, error.Error)...)
	}
	c := &Config{Dir: dir, Generators: p.generators, Warnings: unique(p.warns, func(s string) string { return s }), opt: opt, groups: p.groups, doc: doc, nodes: p.nodes}
	c.items = p.items
	p.appendIncludes(rootDir, &c.items)
	return c, nil
}

// parseGenerators reads the root generators: dictionary.
func (p *parser) parseGenerators(m *ymap) {
	f := m.take("generators")
	if f == nil || f.val == nil {
		return
	}
	if !isMap(f.val) {
		p.warnf(f.val, "generators", "must be a mapping of names to files, found %s: ignored", kindName(f.val))
		return
	}
	gm, err := newMap(f.val)
	if err != nil {
		p.errs = append(p.errs, fmt.Errorf("generators.yaml:%w", err))
		return
	}
	for _, g := range gm.fields {
		if !g.strKey {
			p.warnf(g.keyN, "generators", "invalid key %s: ignored", g.key)
			continue
		}
		if strings.HasPrefix(g.key, "/") || !fileName.MatchString(g.key) {
			p.warnf(g.keyN, "generators", "key %q is not a valid name: ignored", g.key)
			continue
		}
		deps, ok := stringList(g.val)
		if !ok || len(deps) == 0 {
			p.warnf(g.keyN, "generators", "generator %q is missing its list of files: ignored", g.key)
			continue
		}
		for i, d := range deps {
			deps[i] = joinSlash("generators", d)
		}
		p.generators[g.key] = deps
	}
}

// stringList reads a YAML list of strings (null: empty).
func stringList(n *yaml.Node) ([]string, bool) {
	n = deref(n)
	if n == nil {
		return nil, true
	}
	if n.Kind != yaml.SequenceNode {
		return nil, false
	}
	var out []string
	for _, e := range n.Content {
		s, ok := str(e)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

// dataEntries returns a group's data: as its list of mappings (a mapping
// is a list of one), and whether it is numbered (a list).
func (p *parser) dataEntries(m *ymap, where string) ([]*yaml.Node, bool) {
	f := m.take("data")
	if f == nil || f.val == nil {
		return nil, false
	}
	n := deref(f.val)
	switch {
	case n.Kind == yaml.MappingNode:
		return []*yaml.Node{n}, false
	case n.Kind == yaml.SequenceNode:
		var out []*yaml.Node
		for i, e := range n.Content {
			if !isMap(e) {
				p.errorf(e, where, "data[%d] must be a mapping, found %s", i, kindName(e))
				continue
			}
			out = append(out, deref(e))
		}
		return out, true
	}
	p.warnf(n, where, "data must be a mapping or a list, found %s: ignored", kindName(n))
	return nil, false
}

// childKeys returns the keys of one data: mapping in the order BAPCtools
// takes them: the known root groups at the root, else sorted.
func (p *parser) childKeys(em *ymap, atRoot bool, where string) []*field {
	var out []*field
	if atRoot {
		for _, d := range deprecatedRootDirs {
			if f := em.take(d); f != nil {
				p.warnf(f.keyN, where, "key %q is deprecated, use %q: ignored", d, strings.TrimSuffix(d, "s"))
			}
		}
		for _, d := range rootDirs {
			if f := em.take(d); f != nil {
				out = append(out, f)
			}
		}
		return out
	}
	for i := range em.fields {
		if em.fields[i].strKey && !em.taken[i] {
			em.taken[i] = true
			out = append(out, &em.fields[i])
		}
	}
	slices.SortStableFunc(out, func(a, b *field) int { return strings.Compare(a.key, b.key) })
	return out
}

// warnUnknown warns about every key left in m.
func (p *parser) warnUnknown(m *ymap, where string) {
	for _, f := range m.rest() {
		if !f.strKey {
			p.warnf(f.keyN, where, "key %s is not a string: ignored (quote it)", f.key)
			continue
		}
		p.warnf(f.keyN, where, "unknown key %q: ignored", f.key)
	}
}

// joinSlash joins slash paths.
func joinSlash(parts ...string) string {
	var nonEmpty []string
	for _, s := range parts {
		if s != "" {
			nonEmpty = append(nonEmpty, s)
		}
	}
	if len(nonEmpty) == 0 {
		return ""
	}
	return path.Clean(strings.Join(nonEmpty, "/"))
}

// dotted is BAPCtools' name of a place in the file ("secret.group1.test").
func dotted(path, key string) string {
	if key == "" {
		key = `""`
	}
	if path == "" {
		return key
	}
	return strings.ReplaceAll(path, "/", ".") + "." + key
}

// unique drops repeated messages (each count: value of a test repeats
// the test's own), keeping the first of each.
func unique[T any](list []T, text func(T) string) []T {
	seen := map[string]bool{}
	var out []T
	for _, e := range list {
		if k := text(e); !seen[k] {
			seen[k] = true
			out = append(out, e)
		}
	}
	return out
}
