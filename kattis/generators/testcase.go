package generators

import (
	"path"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// textExts are the files a test may give inline, in BAPCtools' order
// (KNOWN_TEXT_DATA_EXTENSIONS).
var textExts = []string{".in", ".ans", ".out", ".in.statement", ".ans.statement",
	".in.download", ".ans.download", ".interaction", ".yaml"}

// sampleExts are allowed only for samples.
var sampleExts = []string{".in.statement", ".ans.statement", ".in.download", ".ans.download"}

// linkKeys may be {link: ...}; linkTargets are what they may link to.
var (
	linkKeys    = []string{"in.statement", "ans.statement", "in.download", "ans.download"}
	linkTargets = []string{"in.statement", "ans.statement", "in.download", "ans.download", "in", "ans"}
)

// parseTest parses one test key (BAPCtools' parse_test_case): one item
// per count value. It returns the items' indexes.
func (p *parser) parseTest(key string, names func() string, f *field, d *dirRule, where string) []int {
	var raw *yaml.Node // the test as a mapping
	switch s, isStr := str(f.val); {
	case f.val == nil:
		p.errorf(f.keyN, where, "empty entry: a test needs a command, or generate:, copy: or in:")
		names()
		return nil
	case isStr && strings.HasSuffix(s, ".in"):
		p.warnf(f.val, where, "use copy: %s instead of the file name", strings.TrimSuffix(s, ".in"))
		raw = oneKeyMap("copy", strings.TrimSuffix(s, ".in"), f.val)
	case isStr:
		raw = oneKeyMap("generate", s, f.val)
	default:
		raw = deref(f.val)
	}
	vals, err := parseCount(f.val)
	if err != nil {
		p.errs = append(p.errs, prefixErr(err))
		return nil
	}
	hasCount := countNode(f.val) != nil
	var out []int
	for _, v := range vals {
		name := names()
		if hasCount {
			name += countSuffix(vals, v)
		}
		m, err := newMap(raw)
		if err != nil {
			p.errs = append(p.errs, prefixErr(err))
			return out
		}
		p.countUsed = false
		it, ok := p.testItem(key, name, v, hasCount, m, raw, d, where)
		if !ok {
			continue
		}
		if _, dup := p.cases[it.Path]; dup {
			p.errorf(f.keyN, where, "test %s is written twice", it.Path)
			continue
		}
		p.noteSame(it, raw, hasCount && !p.countUsed && !it.UsesSeed, f.keyN, where)
		p.items = append(p.items, it)
		idx := len(p.items) - 1
		p.addKnown(key, child{item: idx}, f.keyN, where)
		out = append(out, idx)
	}
	return out
}

// oneKeyMap makes the mapping {key: value} at the place of n.
func oneKeyMap(key, value string, n *yaml.Node) *yaml.Node {
	n = deref(n)
	k := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key, Line: n.Line, Column: n.Column}
	v := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: value, Line: n.Line, Column: n.Column}
	return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Content: []*yaml.Node{k, v}, Line: n.Line, Column: n.Column}
}

// testItem is one test of a rule (BAPCtools' TestCaseRule).
func (p *parser) testItem(key, name string, countValue int, hasCount bool, m *ymap, raw *yaml.Node, d *dirRule, where string) (Item, bool) {
	nerr := len(p.errs)
	if strings.HasSuffix(name, ".in") {
		name = strings.TrimSuffix(name, ".in")
		p.errorf(raw, where, "test names should not end with .in")
	}
	it := Item{Path: childPath(d.path, name), Name: name, Group: d.path, Key: key,
		CountValue: countValue, GroupYAML: p.groups[d.group].YAML}
	set := d.set
	p.readSettings(&set, m, where)
	it.Solution, it.NoSolution = p.solutionOf(set)
	it.RandomSalt, it.Retries = set.salt, set.retries
	if !fileName.MatchString(name + ".in") {
		p.errorf(raw, where, "test name %q is not valid (letters, digits, _ . -; not starting with . or -)", name)
	}
	if name == "test_group" {
		p.errorf(raw, where, "a test must not be named test_group (the name of the group's test_group.yaml)")
	}
	sample := strings.SplitN(it.Path, "/", 2)[0] == "sample"
	interacts := p.opt.Interactive || p.opt.MultiPass
	if !m.has("generate") && !m.has("copy") && !m.has("in") &&
		!(sample && m.has("in.statement") && m.has("in.download")) &&
		!(sample && interacts && m.has("interaction") && m.has("in.download")) {
		also := ""
		if sample {
			also = ", in.statement and in.download"
		}
		if sample && interacts {
			also += ", interaction and in.download"
		}
		p.errorf(raw, where, "a test needs at least one of: generate, copy, in%s", also)
	}
	if !interacts && m.has("interaction") {
		p.errorf(raw, where, "interaction is only for interactive or multi-pass problems")
	}
	if !sample {
		for _, e := range sampleExts {
			if m.has(e[1:]) {
				p.errorf(raw, where, "%s is only for samples", e[1:])
			}
		}
	}
	if g := m.takeVal("generate"); g != nil {
		p.generate(&it, g, countValue, hasCount, where)
	}
	if c := m.takeVal("copy"); c != nil {
		p.copyFrom(&it, c, where)
	}
	p.inline(&it, m, where)
	p.match(&it, m, where)
	for _, k := range []string{"data", "test_group.yaml", "include"} {
		if f := m.take(k); f != nil {
			p.warnf(f.keyN, where, "key %q is for groups: ignored in a test", k)
		}
	}
	m.take("count")
	if len(p.errs) == nerr {
		p.warnUnknown(m, where)
	}
	return it, len(p.errs) == nerr
}

// generate reads generate: (the command, its program and its seed).
func (p *parser) generate(it *Item, gn *yaml.Node, countValue int, hasCount bool, where string) {
	cmd, ok := str(gn)
	switch {
	case !ok:
		p.errorf(gn, where, "generate must be a string, found %s", kindName(gn))
		return
	case cmd == "":
		p.errorf(gn, where, "generate must not be empty")
		return
	}
	cmd = p.substituteConstants(cmd, gn, where)
	if strings.Contains(cmd, "{count}") {
		if hasCount {
			cmd = strings.ReplaceAll(cmd, "{count}", strconv.Itoa(countValue))
			p.countUsed = true
		} else {
			p.warnf(gn, where, "{count} in a command without count: left as it is")
		}
	}
	g, err := resolveCommand(p.dir, p.generators, cmd)
	if err != nil {
		p.errorf(gn, where, "%v", err)
		return
	}
	it.UsesSeed = g.UsesSeed
	it.CommandLine = cmd
	it.Seed = Seed(it.RandomSalt, cmd, countValue)
	it.Command = g.Command(it.Seed)
	it.Args = g.Args
	it.Program, it.Deps = g.Program, g.Deps
}

// copyFrom reads copy: (a base path in generators/, without extension).
func (p *parser) copyFrom(it *Item, c *yaml.Node, where string) {
	s, ok := str(c)
	if !ok {
		p.errorf(c, where, "copy must be a string, found %s", kindName(c))
		return
	}
	if strings.HasPrefix(s, "/") {
		p.errorf(c, where, "copy %q must be a path in generators/, not an absolute path", s)
		return
	}
	for _, e := range []string{".in", ".ans", ".out", ".interaction", ".yaml"} {
		if path.Ext(s) == e {
			p.warnf(c, where, "copy: %s should not include the extension", s)
		}
	}
	it.Copy = p.fsPath(joinSlash("generators", s))
}
