package format

import (
	"errors"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// maxYAML bounds every YAML file read: problem.yaml, test_group.yaml and
// submissions.yaml are a few kilobytes; a larger one is a mistake.
const maxYAML = 1 << 20

// entry is one key of a YAML mapping with its value, in file order.
type entry struct {
	key string
	val *yaml.Node
}

// yfile is a parsed YAML mapping and the name its errors carry.
type yfile struct {
	name    string
	entries []entry
}

// readYAMLFile reads and parses a YAML mapping file; a missing file is
// (nil, nil).
func readYAMLFile(path, name string) (*yfile, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	return parseYAML(data, name)
}

// parseYAML parses data as one YAML mapping (an empty document is an
// empty mapping), with keys in file order.
func parseYAML(data []byte, name string) (*yfile, error) {
	if len(data) > maxYAML {
		return nil, fmt.Errorf("%s: larger than %d bytes", name, maxYAML)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	f := &yfile{name: name}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return f, nil
	}
	root := doc.Content[0]
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return f, nil
	}
	entries, err := f.mapping(root, "the file")
	if err != nil {
		return nil, err
	}
	f.entries = entries
	return f, nil
}

// errAt is an error at a node's line and column.
func (f *yfile) errAt(n *yaml.Node, format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", f.name, n.Line, n.Column, fmt.Sprintf(format, args...))
}

// mapping returns a mapping node's entries; what names the value in errors.
func (f *yfile) mapping(n *yaml.Node, what string) ([]entry, error) {
	n = resolve(n)
	if n.Kind != yaml.MappingNode {
		return nil, f.errAt(n, "%s must be a map", what)
	}
	out := make([]entry, 0, len(n.Content)/2)
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := resolve(n.Content[i])
		if k.Kind != yaml.ScalarNode {
			return nil, f.errAt(k, "a key of %s must be a string", what)
		}
		if seen[k.Value] {
			return nil, f.errAt(k, "key %q appears twice", k.Value)
		}
		seen[k.Value] = true
		out = append(out, entry{k.Value, n.Content[i+1]})
	}
	return out, nil
}

// resolve follows an alias to the node it names.
func resolve(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

// isNull reports an explicit null value (key: or key: ~).
func isNull(n *yaml.Node) bool {
	n = resolve(n)
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// str reads a scalar as a string.
func (f *yfile) str(n *yaml.Node, key string) (string, error) {
	n = resolve(n)
	if n.Kind != yaml.ScalarNode {
		return "", f.errAt(n, "%s must be a string", key)
	}
	return n.Value, nil
}

// words reads a string (split at white space, as the legacy format's
// flags are) or a sequence of strings (2023-07 and later); null is none.
func (f *yfile) words(n *yaml.Node, key string) ([]string, error) {
	n = resolve(n)
	if isNull(n) {
		return nil, nil
	}
	switch n.Kind {
	case yaml.ScalarNode:
		return strings.Fields(n.Value), nil
	case yaml.SequenceNode:
		out := make([]string, 0, len(n.Content))
		for _, c := range n.Content {
			c = resolve(c)
			if c.Kind != yaml.ScalarNode {
				return nil, f.errAt(c, "%s must be a list of strings", key)
			}
			out = append(out, c.Value)
		}
		return out, nil
	}
	return nil, f.errAt(n, "%s must be a string or a list of strings", key)
}

// float reads a number; inf, -inf and +inf are allowed where the spec
// allows them (range), so every caller checks finiteness itself.
func (f *yfile) float(n *yaml.Node, key string) (float64, error) {
	s, err := f.str(n, key)
	if err != nil {
		return 0, err
	}
	v, err := parseFloat(s)
	if err != nil {
		return 0, f.errAt(n, "%s must be a number, not %q", key, s)
	}
	return v, nil
}

// positive reads a finite number > 0.
func (f *yfile) positive(n *yaml.Node, key string) (float64, error) {
	v, err := f.float(n, key)
	if err != nil {
		return 0, err
	}
	if !(v > 0) || math.IsInf(v, 0) {
		return 0, f.errAt(n, "%s must be a number above 0", key)
	}
	return v, nil
}

// boolean reads true or false.
func (f *yfile) boolean(n *yaml.Node, key string) (bool, error) {
	n = resolve(n)
	var b bool
	if n.Kind != yaml.ScalarNode || n.Decode(&b) != nil {
		return false, f.errAt(n, "%s must be true or false", key)
	}
	return b, nil
}

// parseFloat parses a number as YAML and the spec write them: decimal,
// scientific, inf with a sign; not hexadecimal, not NaN.
func parseFloat(s string) (float64, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch strings.TrimLeft(t, "+-") {
	case "inf", ".inf", "infinity":
		if strings.HasPrefix(t, "-") {
			return math.Inf(-1), nil
		}
		return math.Inf(1), nil
	}
	if strings.ContainsAny(t, "xpn_") {
		return 0, fmt.Errorf("not a decimal number: %q", s)
	}
	return strconv.ParseFloat(t, 64)
}
