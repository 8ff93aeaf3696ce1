package generators

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"carokit/internal/safefile"

	"go.yaml.in/yaml/v3"
)

// AddTest saves a hand-made test in DIR/generators/generators.yaml (for
// stress --save-to-plan): in: (and ans: unless it is nil) written inline
// under a free name made from base (base, else base-2, base-3, ...) in
// the data: of group ("secret", "secret/group1"). Missing groups are
// made (as mappings) under the nearest group that exists, when its data:
// is a mapping or absent. In a numbered group (a data: list) the test is
// appended to the list, so it gets the next number. The file must parse
// before and after; its comments are kept, its layout may be tidied
// (YAML written with two-space indents). It returns the new test's path
// in data/ ("secret/group1/base").
func AddTest(problemDir, group, base string, in, ans []byte) (string, error) {
	c, err := Read(problemDir)
	if err != nil {
		return "", fmt.Errorf("generators.yaml has errors, fix them first: %w", err)
	}
	if !utf8.Valid(in) || (ans != nil && !utf8.Valid(ans)) {
		return "", fmt.Errorf("the test is not UTF-8 text, which generators.yaml cannot hold inline: save it as a file and copy: it")
	}
	if !fileName.MatchString(base + ".in") {
		return "", fmt.Errorf("test name %q is not valid (letters, digits, _ . -; not starting with . or -)", base)
	}
	data, err := c.groupData(group)
	if err != nil {
		return "", err
	}
	name := freeName(data, base)
	entry := testNode(in, ans)
	key := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: name}
	if data.Kind == yaml.SequenceNode {
		data.Content = append(data.Content, &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Content: []*yaml.Node{key, entry}})
	} else {
		data.Content = append(data.Content, key, entry)
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(c.doc); err != nil {
		return "", fmt.Errorf("write generators.yaml: %w", err)
	}
	after, err := Parse(b.Bytes(), problemDir, c.opt)
	if err != nil {
		return "", fmt.Errorf("generators.yaml would not parse with the new test: %w", err)
	}
	path := ""
	for _, it := range after.items {
		if it.Group == group && it.Key == name && it.Include == "" {
			path = it.Path
		}
	}
	if path == "" {
		return "", fmt.Errorf("the new test %s is not in group %s after adding it (is the group a root group BAPCtools knows: sample, secret, invalid_input, ...?)", name, group)
	}
	file := filepath.Join(problemDir, "generators", "generators.yaml")
	if err := safefile.Write(file, b.Bytes(), 0o644); err != nil {
		return "", err
	}
	return path, nil
}

// groupData returns the data: node of group, made (with the groups on
// the way) when missing.
func (c *Config) groupData(group string) (*yaml.Node, error) {
	if strings.HasPrefix(group, "/") || strings.HasSuffix(group, "/") || group == "" {
		return nil, fmt.Errorf("group %q must be a path in data/ like secret or secret/group1", group)
	}
	parts := strings.Split(group, "/")
	at := ""
	node := c.nodes[""]
	for i, part := range parts {
		next := childPath(at, part)
		if n, ok := c.nodes[next]; ok {
			at, node = next, n
			continue
		}
		if !fileName.MatchString(part) {
			return nil, fmt.Errorf("group name %q is not valid", part)
		}
		data := dataNode(node)
		if data.Kind != yaml.MappingNode {
			return nil, fmt.Errorf("group %s is not in generators.yaml and %s numbers its groups (a data: list): add the group first", group, dotIfRoot(at))
		}
		if i == 0 && !knownRoot(part) {
			return nil, fmt.Errorf("group %s: data/%s is not a group BAPCtools makes (sample, secret, invalid_input, ...)", group, part)
		}
		sub := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
		data.Content = append(data.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: part}, sub)
		at, node = next, sub
	}
	return dataNode(node), nil
}

func knownRoot(name string) bool {
	for _, r := range rootDirs {
		if r == name {
			return true
		}
	}
	return false
}

func dotIfRoot(p string) string {
	if p == "" {
		return "the root"
	}
	return p
}

// dataNode returns group node's data: value, made an empty mapping when
// absent or null.
func dataNode(group *yaml.Node) *yaml.Node {
	for i := 0; i+1 < len(group.Content); i += 2 {
		if k, ok := str(group.Content[i]); ok && k == "data" {
			v := deref(group.Content[i+1])
			if isNull(v) {
				v = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
				group.Content[i+1] = v
			}
			return v
		}
	}
	v := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	group.Content = append(group.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: "data"}, v)
	return v
}

// freeName is base, else base-2, base-3, ... : a key data does not have.
func freeName(data *yaml.Node, base string) string {
	used := map[string]bool{}
	var entries []*yaml.Node
	if data.Kind == yaml.SequenceNode {
		entries = data.Content
	} else {
		entries = []*yaml.Node{data}
	}
	for _, e := range entries {
		for _, kv := range pairs(e) {
			if k, ok := str(kv[0]); ok {
				used[k] = true
			}
		}
	}
	name := base
	for i := 2; used[name]; i++ {
		name = base + "-" + strconv.Itoa(i)
	}
	return name
}

// testNode is {in: ..., ans: ...}, each a literal block when it has
// several lines.
func testNode(in, ans []byte) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	add := func(k string, v []byte) {
		val := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: string(v)}
		if bytes.Count(v, []byte("\n")) > 1 || (len(v) > 0 && !bytes.HasSuffix(v, []byte("\n")) && bytes.Contains(v, []byte("\n"))) {
			val.Style = yaml.LiteralStyle
		} else {
			val.Style = yaml.DoubleQuotedStyle
		}
		n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: k}, val)
	}
	add("in", in)
	if ans != nil {
		add("ans", ans)
	}
	return n
}
