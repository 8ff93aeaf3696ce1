package generators

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"carokit/kattis/format"
)

// constantName is BAPCtools' CONSTANT_NAME_REGEX.
var constantName = regexp.MustCompile(`^[a-zA-Z_][a-zA-Z0-9_]*$`)

// readProblem reads what generators.yaml depends on in problem.yaml:
// its constants (as BAPCtools reads them: a name maps to a value, a
// number or a string, or to variants, one of them "value"; NAME.VARIANT
// names each variant) and its type (type: "interactive multi-pass" or a
// list; legacy validation: "custom interactive"). No problem.yaml: none.
func readProblem(dir string) (Options, error) {
	data, err := os.ReadFile(filepath.Join(dir, "problem.yaml"))
	if errors.Is(err, fs.ErrNotExist) {
		return Options{}, nil
	}
	if err != nil {
		return Options{}, fmt.Errorf("read problem.yaml for its constants: %w", err)
	}
	var doc struct {
		Constants  yaml.Node `yaml:"constants"`
		Type       yaml.Node `yaml:"type"`
		Validation yaml.Node `yaml:"validation"`
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return Options{}, fmt.Errorf("problem.yaml: %w", err)
	}
	opt := Options{Constants: constantsOf(&doc.Constants)}
	var words []string
	for _, n := range []*yaml.Node{&doc.Type, &doc.Validation} {
		if s, ok := str(n); ok {
			words = append(words, strings.Fields(s)...)
		} else if l, ok := stringList(n); ok {
			words = append(words, l...)
		}
	}
	opt.Interactive = slices.Contains(words, "interactive")
	opt.MultiPass = slices.Contains(words, "multi-pass")
	return opt, nil
}

// constantsOf reads the constants: mapping; what BAPCtools skips (with a
// warning of its own) is skipped.
func constantsOf(n *yaml.Node) map[string]string {
	out := map[string]string{}
	if !isMap(n) {
		return out
	}
	for _, kv := range pairs(n) {
		name, ok := str(kv[0])
		if !ok || !constantName.MatchString(name) {
			continue
		}
		v := deref(kv[1])
		if !isMap(v) {
			v = oneKeyNode("value", v)
		}
		for _, sv := range pairs(v) {
			sub, ok := str(sv[0])
			if !ok || !constantName.MatchString(sub) {
				continue
			}
			val, ok := constantValue(sv[1], sub == "value")
			if !ok {
				continue
			}
			out[name+"."+sub] = val
			if sub == "value" {
				out[name] = val
			}
		}
	}
	return out
}

func oneKeyNode(key string, v *yaml.Node) *yaml.Node {
	k := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key}
	if v == nil {
		v = &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null"}
	}
	return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Content: []*yaml.Node{k, v}}
}

// constantValue is a variant's text: a string, or for "value" also a
// number as Python's str() writes it.
func constantValue(n *yaml.Node, numberOK bool) (string, bool) {
	if s, ok := str(n); ok {
		return s, true
	}
	n = deref(n)
	if !numberOK || n == nil || n.Kind != yaml.ScalarNode {
		return "", false
	}
	switch n.ShortTag() {
	case "!!int":
		var v int64
		if n.Decode(&v) != nil {
			return "", false
		}
		return strconv.FormatInt(v, 10), true
	case "!!float":
		var f float64
		if n.Decode(&f) != nil {
			return "", false
		}
		return pyFloat(f), true
	}
	return "", false
}

// pyFloat writes f as Python's repr does: the shortest digits, positional
// for exponents -4 to 15 (with ".0" when whole), else d.ddde+XX.
func pyFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	mant, ex, _ := strings.Cut(strconv.FormatFloat(f, 'e', -1, 64), "e")
	exp, _ := strconv.Atoi(ex)
	if exp < -4 || exp >= 16 {
		return mant + "e" + fmt.Sprintf("%+03d", exp)
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// substituteConstants puts problem.yaml's constants for {{name}}; an
// unknown one stays, with a warning.
func (p *parser) substituteConstants(s string, n *yaml.Node, where string) string {
	out, unknown := SubstituteConstants(s, p.opt.Constants)
	for _, m := range unknown {
		p.warnf(n, where, "%s is not a constant of problem.yaml: left as it is", m)
	}
	return out
}

// constantsIn substitutes the constants in every string of a decoded
// YAML value (a map or list is changed in place).
func (p *parser) constantsIn(v any, n *yaml.Node, where string) any {
	switch x := v.(type) {
	case string:
		return p.substituteConstants(x, n, where)
	case map[string]any:
		for k, e := range x {
			x[k] = p.constantsIn(e, n, where)
		}
	case []any:
		for i, e := range x {
			x[i] = p.constantsIn(e, n, where)
		}
	}
	return v
}

// SubstituteConstants puts constants (problem.yaml's, as Config.Constants
// has them) for each {{name}} or {{name.variant}} in text, as BAPCtools
// does in generate: commands and in the sources of generators and
// validators. An unknown one is left as it is and named in unknown.
func SubstituteConstants(text string, constants map[string]string) (out string, unknown []string) {
	b, unknown := format.SubstituteConstants([]byte(text), constants)
	return string(b), unknown
}

// HasConstants reports whether text holds a {{name}} to substitute.
func HasConstants(text []byte) bool { return format.HasConstants(text) }

// Constants are problem.yaml's constants by name (and NAME.VARIANT), as
// {{name}} is substituted.
func (c *Config) Constants() map[string]string { return c.opt.Constants }
