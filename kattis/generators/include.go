package generators

import (
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// addKnown records a rule under its key, for include:.
func (p *parser) addKnown(key string, c child, n *yaml.Node, where string) {
	if c.dir == nil {
		it := p.items[c.item]
		p.cases[it.Path] = it.Path
	}
	k := p.keys[key]
	if k == nil {
		k = &keyRules{}
		p.keys[key] = k
	}
	k.rules = append(k.rules, c)
	if k.included && len(k.rules) == 2 {
		p.warnf(n, where, "key %q, already included, is used again", key)
	}
}

// gatherIncludes resolves a group's include: keys to the tests they
// name, before its own tests are parsed (a group cannot include its own).
func (p *parser) gatherIncludes(m *ymap, where string) []string {
	f := m.take("include")
	if f == nil || f.val == nil {
		return nil
	}
	var keys []*yaml.Node
	if n := deref(f.val); n.Kind == yaml.SequenceNode {
		keys = n.Content
	} else {
		keys = []*yaml.Node{n}
	}
	var out []string
	for i, kn := range keys {
		key, ok := str(kn)
		switch {
		case !ok:
			p.errorf(kn, where, "include %d must be the key of a test or group, found %s", i, kindName(kn))
			continue
		case strings.Contains(key, "/"):
			p.errorf(kn, where, "include %d (%s) must be the key of a test or group, not a path", i, key)
			continue
		}
		k := p.keys[key]
		switch {
		case k == nil:
			p.errorf(kn, where, "include %d (%s) is not the key of a test or group written before it", i, key)
			continue
		case len(k.rules) != 1:
			p.errorf(kn, where, "include %d (%s) is ambiguous: %d tests or groups have that key", i, key, len(k.rules))
			continue
		}
		k.included = true
		out = append(out, p.testsOf(k.rules[0])...)
	}
	return out
}

// testsOf lists the tests a rule stands for: itself, or a group's tests
// and its subgroups' includes, in BAPCtools' walk order.
func (p *parser) testsOf(c child) []string {
	if c.dir == nil {
		return []string{p.items[c.item].Path}
	}
	var out []string
	for _, inc := range c.dir.includes {
		out = append(out, inc.from)
	}
	for _, sub := range c.dir.children {
		out = append(out, p.testsOf(sub)...)
	}
	return out
}

// addIncludes links the included tests into group d under their names.
func (p *parser) addIncludes(d *dirRule, tests []string, n *yaml.Node, where string) {
	for _, target := range tests {
		name := path.Base(target)
		at := childPath(d.path, name)
		if known, ok := p.cases[at]; ok {
			if known != target {
				if known == at {
					p.errorf(n, where, "included test %s has the name of a test of this group", target)
				} else {
					p.errorf(n, where, "%s is included from both %s and %s", at, target, known)
				}
			}
			continue
		}
		p.cases[at] = target
		d.includes = append(d.includes, include{name: name, from: target})
	}
}

// appendIncludes adds the included tests, group by group in walk order,
// after every made test (BAPCtools makes them in a second pass).
func (p *parser) appendIncludes(d *dirRule, items *[]Item) {
	for _, inc := range d.includes {
		*items = append(*items, Item{
			Path:      childPath(d.path, inc.name),
			Name:      inc.name,
			Group:     d.path,
			GroupYAML: p.groups[d.group].YAML,
			Include:   inc.from,
		})
	}
	for _, c := range d.children {
		if c.dir != nil {
			p.appendIncludes(c.dir, items)
		}
	}
}

// fsPath turns a slash path in the problem folder into a file path.
func (p *parser) fsPath(slash string) string {
	return fsJoin(p.dir, slash)
}

// prefixErr names the file in an error of newMap.
func prefixErr(err error) error {
	return fmt.Errorf("generators.yaml:%w", err)
}

// noteSame warns, as BAPCtools does, about a test made exactly as an
// earlier one (same program, command with its seed, copy and inline
// files), unless they are the copies count: asked for.
func (p *parser) noteSame(it Item, raw *yaml.Node, intended bool, n *yaml.Node, where string) {
	var b strings.Builder
	if it.Command != nil {
		fmt.Fprintf(&b, "gen\x00%s\x00%s\x00", it.Program, seedPattern.ReplaceAllLiteralString(it.CommandLine, strconv.FormatUint(it.Seed, 10)))
	}
	fmt.Fprintf(&b, "copy\x00%s\x00", it.Copy)
	exts := make([]string, 0, len(it.Inline))
	for e := range it.Inline {
		exts = append(exts, e)
	}
	slices.Sort(exts)
	for _, e := range exts {
		fmt.Fprintf(&b, "%s\x00%s\x00", e, it.Inline[e])
	}
	key := b.String()
	first, ok := p.same[key]
	if !ok {
		p.same[key] = sameRule{path: it.Path, raw: raw}
		return
	}
	if !intended || first.raw != raw {
		p.warnf(n, where, "%s is made exactly as %s: use count: N for identical tests (without {seed} or {count})", it.Path, first.path)
	}
}
