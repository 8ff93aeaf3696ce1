package generators

import (
	"fmt"
	"strings"
)

// ValidatorFlags are the flags generators.yaml's inline test_group.yaml
// files give the validators of kind ("input_validator" or
// "output_validator") in the group at path ("secret/group1"): the
// nearest of the group's and its parents' (data/ first) KIND_args (a
// list, or a string) or KIND_flags (a string of words), as bt generate
// writes them to data/. ok is false when none gives any.
func (c *Config) ValidatorFlags(path, kind string) (flags []string, ok bool, err error) {
	byPath := map[string]map[string]any{}
	for _, g := range c.groups {
		if g.YAML != nil {
			byPath[g.Path] = g.YAML
		}
	}
	parts := strings.Split(path, "/")
	for i := 0; i <= len(parts); i++ {
		f, given, err := yamlFlags(byPath[strings.Join(parts[:i], "/")], kind)
		if err != nil {
			return nil, false, fmt.Errorf("generators.yaml, group %s: %w", strings.Join(parts[:i], "/"), err)
		}
		if given {
			flags, ok = f, true
		}
	}
	return flags, ok, nil
}

// yamlFlags reads KIND_args or KIND_flags from one inline
// test_group.yaml (nil: none).
func yamlFlags(m map[string]any, kind string) ([]string, bool, error) {
	for _, key := range []string{kind + "_args", kind + "_flags"} {
		switch v := m[key].(type) {
		case nil:
			continue
		case string:
			return strings.Fields(v), true, nil
		case []any:
			out := make([]string, len(v))
			for i, x := range v {
				if _, isMap := x.(map[string]any); isMap {
					return nil, false, fmt.Errorf("%s: want a list of words", key)
				}
				out[i] = fmt.Sprint(x)
			}
			return out, true, nil
		default:
			return nil, false, fmt.Errorf("%s: flags per validator (a map) are not supported here; give one list for all validators", key)
		}
	}
	return nil, false, nil
}
