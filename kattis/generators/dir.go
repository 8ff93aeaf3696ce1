package generators

import (
	"strings"

	"go.yaml.in/yaml/v3"
)

// childPath is a test's or group's path in data/.
func childPath(parent, name string) string {
	if parent == "" {
		return name
	}
	return parent + "/" + name
}

// parseDir parses one group (BAPCtools' parse_directory); parent is nil
// for the root.
func (p *parser) parseDir(key, name string, n *yaml.Node, m *ymap, parent *dirRule, where string) *dirRule {
	d := &dirRule{key: key}
	if parent == nil {
		d.set = settings{needsDefault: true, retries: 1}
		m.take("command")
		for _, k := range []string{"gitignore_generated", "parallel", "visualizer"} {
			if f := m.take(k); f != nil {
				p.warnf(f.keyN, where, "key %q is deprecated (carokit ignores it)", k)
			}
		}
	} else {
		if !fileName.MatchString(name) {
			p.errorf(n, where, "group name %q is not valid (letters, digits, _ . -; not starting with . or -)", name)
		}
		d.path = childPath(parent.path, name)
		d.set = parent.set
		for _, k := range []string{"command", "generators", "version"} {
			if f := m.take(k); f != nil {
				p.warnf(f.keyN, where, "key %q is reserved here: ignored", k)
			}
		}
	}
	p.readSettings(&d.set, m, where)
	p.nodes[d.path] = deref(n)
	g := Group{Path: d.path}
	for _, yn := range []string{"test_group.yaml", "testdata.yaml"} {
		if f := m.take(yn); f != nil && f.val != nil {
			p.groupYAML(&g, yn, f.val, where)
		}
	}
	g.Solution, g.NoSolution = p.solutionOf(d.set)
	d.group = len(p.groups)
	p.groups = append(p.groups, g)
	p.addKnown(key, child{dir: d}, n, where)
	includes := p.gatherIncludes(m, where)
	entries, numbered := p.dataEntries(m, where)
	if parent == nil && numbered {
		p.errorf(n, where, "the root's data must be a mapping, not a numbered list")
	}
	groupsTotal := 0
	for _, e := range entries {
		for _, kv := range pairs(e) {
			if isDirectory(kv[1]) {
				groupsTotal++
			}
		}
	}
	nextGroup := 0
	for i, e := range entries {
		p.parseEntry(d, i, e, numbered, parent == nil, groupsTotal, &nextGroup)
	}
	p.addIncludes(d, includes, n, where)
	p.warnUnknown(m, where)
	return d
}

// parseEntry parses one mapping of a group's data: (one element of a
// numbered list, or the whole mapping).
func (p *parser) parseEntry(d *dirRule, i int, e *yaml.Node, numbered, atRoot bool, groupsTotal int, nextGroup *int) {
	where := strings.ReplaceAll(d.path, "/", ".")
	if numbered && len(pairs(e)) != 1 {
		p.errorf(e, where, "numbered entry %d must have exactly one key (indent generate:, count: ... one level more)", i)
		return
	}
	em, err := newMap(e)
	if err != nil {
		p.errs = append(p.errs, prefixErr(err))
		return
	}
	for _, f := range p.childKeys(em, atRoot, where) {
		cwhere := dotted(d.path, f.key)
		var names func() string
		switch {
		case numbered && isDirectory(f.val):
			*nextGroup++
			names = fixedName(numberedName(f.key, *nextGroup, groupsTotal))
		case numbered && isTestCase(f.val):
			names = func() string { p.nextTest++; return numberedName(f.key, p.nextTest, p.numberedTotal) }
		case f.key == "" && !numbered:
			p.errorf(f.keyN, cwhere, "a test or group of a mapping needs a name (only numbered lists allow an empty key)")
			continue
		default:
			names = fixedName(f.key)
		}
		switch {
		case isDirectory(f.val):
			cm, err := newMap(f.val)
			if err != nil {
				p.errs = append(p.errs, prefixErr(err))
				continue
			}
			sub := p.parseDir(f.key, names(), f.val, cm, d, cwhere)
			d.children = append(d.children, child{dir: sub})
		case isTestCase(f.val):
			for _, it := range p.parseTest(f.key, names, f, d, cwhere) {
				d.children = append(d.children, child{item: it})
			}
		default:
			p.errorf(f.keyN, cwhere, "is neither a test (a command, or a mapping with generate:, copy:, in: ...) nor a group, found %s", kindName(f.val))
		}
	}
	p.warnUnknown(em, where)
}

func fixedName(s string) func() string { return func() string { return s } }

// readSettings reads solution:, random_salt: and retries: over the
// inherited ones (BAPCtools' Config).
func (p *parser) readSettings(s *settings, m *ymap, where string) {
	if f := m.take("solution"); f != nil {
		switch v, ok := str(f.val); {
		case f.val == nil:
			s.needsDefault, s.noSolution, s.solution = false, true, ""
		case !ok:
			p.warnf(f.val, where, "solution must be a string, found %s: ignored", kindName(f.val))
		default:
			if sol, okSol := p.solutionPath(v, f.val, where); okSol {
				s.needsDefault, s.noSolution, s.solution = false, false, sol
			}
		}
	}
	if f := m.take("random_salt"); f != nil && f.val != nil {
		if v, ok := str(f.val); ok {
			s.salt = v
		} else {
			p.warnf(f.val, where, "random_salt must be a string (quote it), found %s: ignored", kindName(f.val))
		}
	}
	if f := m.take("retries"); f != nil && f.val != nil {
		v, ok := integer(f.val)
		switch {
		case !ok || deref(f.val).ShortTag() != "!!int":
			p.warnf(f.val, where, "retries must be an integer, found %s: ignored", kindName(f.val))
		case v <= 0:
			p.warnf(f.val, where, "retries should be > 0 but is %d: ignored", v)
		default:
			s.retries = v
		}
	}
}

// solutionPath resolves a solution: value, which must be a path from the
// problem folder starting with "/", without arguments.
func (p *parser) solutionPath(v string, n *yaml.Node, where string) (string, bool) {
	words, err := splitCommand(v)
	switch {
	case err != nil:
		p.errorf(n, where, "solution %q: %v", v, err)
		return "", false
	case len(words) == 0:
		p.errorf(n, where, "solution is empty (leave it out for the default, or write solution: with no value for none)")
		return "", false
	case len(words) > 1:
		p.errorf(n, where, "solution %q must not have arguments", v)
		return "", false
	case !strings.HasPrefix(words[0], "/"):
		p.errorf(n, where, "solution %q must be a path from the problem folder starting with /, e.g. /submissions/accepted/sol.cpp", v)
		return "", false
	}
	return joinSlash(strings.TrimLeft(words[0], "/")), true
}

// solutionOf is the answer maker of settings for Item and Group.
func (p *parser) solutionOf(s settings) (string, bool) {
	if s.noSolution {
		return "", true
	}
	if s.solution == "" {
		return "", false
	}
	return p.fsPath(s.solution), false
}

// groupYAML reads a group's inline test_group.yaml.
func (p *parser) groupYAML(g *Group, name string, n *yaml.Node, where string) {
	if g.YAML != nil {
		p.warnf(n, where, "both test_group.yaml and testdata.yaml given: %s ignored", name)
		return
	}
	if !isMap(n) {
		p.errorf(n, where, "%s must be a mapping, found %s", name, kindName(n))
		return
	}
	v, err := decodeMap(n)
	if err != nil {
		p.errorf(n, where, "%s: %v", name, err)
		return
	}
	// BAPCtools reads a test_group.yaml with problem.yaml's constants put
	// in its text ("{{max_n}}", quoted in YAML, becomes "50").
	p.constantsIn(v, n, where)
	if len(v) > 0 {
		g.YAML, g.YAMLName = v, name
	}
}
