package generators

import (
	"path"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"carokit/kattis/format"
)

// GroupSettings are the settings of each group generators.yaml names, by
// path ("" for data/ itself): the group's inline test_group.yaml over its
// parent's (format.Settings.Child), starting from data/'s own (data/secret's
// inherited settings when data/ has tests), as bt generate writes them to
// data/. A folder problem judges with them and its kattis export writes
// them: one mechanism for both.
func (c *Config) GroupSettings(data *format.Data) (map[string]format.Settings, error) {
	root := format.RootSettings()
	if data != nil && data.Secret != nil {
		root = data.Secret.Settings // data/test_group.yaml's, inherited
	}
	out := map[string]format.Settings{"": root}
	groups := c.Groups()
	slices.SortStableFunc(groups, func(a, b Group) int {
		return strings.Count(a.Path, "/") - strings.Count(b.Path, "/")
	})
	for _, g := range groups {
		var yml []byte
		if g.YAML != nil {
			var err error
			if yml, err = yaml.Marshal(g.YAML); err != nil {
				return nil, err
			}
		}
		if g.Path == "" {
			if yml != nil {
				s, _, err := format.RootSettings().Child("generators.yaml test_group.yaml", yml)
				if err != nil {
					return nil, err
				}
				out[""] = s
			}
			continue
		}
		parent := out[path.Dir(g.Path)]
		if !strings.Contains(g.Path, "/") {
			parent = out[""]
		}
		s, _, err := parent.Child("generators.yaml, "+g.Path+"'s test_group.yaml", yml)
		if err != nil {
			return nil, err
		}
		out[g.Path] = s
	}
	return out, nil
}
