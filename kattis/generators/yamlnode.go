package generators

import (
	"fmt"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// field is one key of a YAML mapping, in the file's order.
type field struct {
	key    string
	strKey bool // a string (or null, read as "") key, as BAPCtools accepts
	keyN   *yaml.Node
	val    *yaml.Node // nil for a null value
}

// ymap is a YAML mapping whose keys are taken one by one; what is left
// is unknown (BAPCtools' YamlParser.remaining).
type ymap struct {
	node   *yaml.Node
	fields []field
	taken  map[int]bool
}

// deref follows aliases; nil stays nil.
func deref(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	return n
}

// isNull says whether n is absent or YAML null.
func isNull(n *yaml.Node) bool {
	n = deref(n)
	return n == nil || (n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null")
}

// isMap says whether n is a mapping.
func isMap(n *yaml.Node) bool {
	n = deref(n)
	return n != nil && n.Kind == yaml.MappingNode
}

// str returns n's string value when n is a YAML string.
func str(n *yaml.Node) (string, bool) {
	n = deref(n)
	if n == nil || n.Kind != yaml.ScalarNode || n.ShortTag() != "!!str" {
		return "", false
	}
	return n.Value, true
}

// integer returns n's value when n is a YAML integer (or a bool, which
// Python counts as one).
func integer(n *yaml.Node) (int, bool) {
	n = deref(n)
	if n == nil || n.Kind != yaml.ScalarNode {
		return 0, false
	}
	switch n.ShortTag() {
	case "!!int":
		var v int
		if n.Decode(&v) != nil {
			return 0, false
		}
		return v, true
	case "!!bool":
		var b bool
		if n.Decode(&b) != nil {
			return 0, false
		}
		if b {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// pairs returns a mapping's keys and values in the file's order, with
// YAML merge keys (<<: *base) applied as BAPCtools' YAML reader applies
// them: a key written in the mapping wins over a merged one, an earlier
// merged mapping over a later one.
func pairs(n *yaml.Node) [][2]*yaml.Node {
	return pairsMemo(n, map[*yaml.Node][][2]*yaml.Node{})
}

// pairsMemo is pairs with each merged mapping read once (a file of
// merges of merges stays linear).
func pairsMemo(n *yaml.Node, memo map[*yaml.Node][][2]*yaml.Node) [][2]*yaml.Node {
	n = deref(n)
	if done, ok := memo[n]; ok {
		return done
	}
	memo[n] = nil
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	var own, merged [][2]*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := deref(n.Content[i]), n.Content[i+1]
		if k.Kind != yaml.ScalarNode || k.ShortTag() != "!!merge" {
			own = append(own, [2]*yaml.Node{k, v})
			continue
		}
		srcs := []*yaml.Node{deref(v)}
		if deref(v).Kind == yaml.SequenceNode {
			srcs = deref(v).Content
		}
		for _, src := range srcs {
			merged = append(merged, pairsMemo(src, memo)...)
		}
	}
	seen := map[string]bool{}
	var out [][2]*yaml.Node
	for _, kv := range append(own, merged...) {
		id := kv[0].ShortTag() + ":" + kv[0].Value
		if seen[id] {
			continue
		}
		seen[id] = true
		out = append(out, kv)
	}
	memo[n] = out
	return out
}

// newMap reads mapping n (which must be one); duplicate keys are errors,
// as BAPCtools' YAML reader makes them.
func newMap(n *yaml.Node) (*ymap, error) {
	n = deref(n)
	m := &ymap{node: n, taken: map[int]bool{}}
	seen := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := deref(n.Content[i]); k.Kind == yaml.ScalarNode && k.ShortTag() == "!!merge" {
			continue
		}
		id := deref(n.Content[i]).ShortTag() + ":" + deref(n.Content[i]).Value
		if prev, dup := seen[id]; dup {
			return nil, fmt.Errorf("%s: duplicate key %s (first at line %d)", pos(n.Content[i]), strconv.Quote(n.Content[i].Value), prev.Line)
		}
		seen[id] = n.Content[i]
	}
	for _, kv := range pairs(n) {
		k, v := kv[0], kv[1]
		f := field{keyN: k, val: v}
		if isNull(v) {
			f.val = nil
		}
		if s, ok := str(k); ok {
			f.key, f.strKey = s, true
		} else if isNull(k) {
			f.strKey = true
		} else {
			f.key = k.Value
		}
		m.fields = append(m.fields, f)
	}
	return m, nil
}

// has says whether an untaken key is present (its value may be null).
func (m *ymap) has(key string) bool {
	_, i := m.find(key)
	return i >= 0
}

func (m *ymap) find(key string) (*field, int) {
	for i := range m.fields {
		if !m.taken[i] && m.fields[i].strKey && m.fields[i].key == key {
			return &m.fields[i], i
		}
	}
	return nil, -1
}

// take removes key and returns its field (nil when absent).
func (m *ymap) take(key string) *field {
	f, i := m.find(key)
	if i >= 0 {
		m.taken[i] = true
	}
	return f
}

// takeVal removes key and returns its value (nil when absent or null).
func (m *ymap) takeVal(key string) *yaml.Node {
	if f := m.take(key); f != nil {
		return f.val
	}
	return nil
}

// rest returns the fields not taken, in the file's order.
func (m *ymap) rest() []field {
	var out []field
	for i, f := range m.fields {
		if !m.taken[i] {
			out = append(out, f)
		}
	}
	return out
}

// pos is a node's place in the file, "line:col".
func pos(n *yaml.Node) string {
	if n == nil {
		return "?"
	}
	return fmt.Sprintf("%d:%d", n.Line, n.Column)
}

// kindName names a node's type for messages.
func kindName(n *yaml.Node) string {
	n = deref(n)
	switch {
	case n == nil:
		return "null"
	case n.Kind == yaml.MappingNode:
		return "a mapping"
	case n.Kind == yaml.SequenceNode:
		return "a list"
	}
	switch n.ShortTag() {
	case "!!str":
		return "a string"
	case "!!int":
		return "an integer"
	case "!!float":
		return "a number"
	case "!!bool":
		return "a boolean"
	case "!!null":
		return "null"
	}
	return n.ShortTag()
}

// decodeMap decodes a mapping (test_group.yaml) into plain Go values.
func decodeMap(n *yaml.Node) (map[string]any, error) {
	out := map[string]any{}
	if err := deref(n).Decode(&out); err != nil {
		return nil, err
	}
	return out, nil
}
