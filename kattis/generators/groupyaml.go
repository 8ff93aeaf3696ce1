package generators

import "go.yaml.in/yaml/v3"

// GroupYAML is the test_group.yaml (or testdata.yaml) generators.yaml
// gives group ("" for data/ itself, "secret", "secret/group1") inline,
// as the file BAPCtools writes into data/; nil when it gives none. Its
// shape is format.Problem.GroupSettings' yamlOf.
func (c *Config) GroupYAML(group string) []byte {
	for _, g := range c.groups {
		if g.Path != group || g.YAML == nil {
			continue
		}
		out, err := yaml.Marshal(g.YAML)
		if err != nil {
			return nil // decoded from YAML: it marshals
		}
		return out
	}
	return nil
}
