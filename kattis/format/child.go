package format

import "fmt"

// RootSettings are the settings of data/ before any test_group.yaml: the
// spec's defaults.
func RootSettings() Settings { return rootSettings() }

// Child is the settings a group inherits from s (what is per group or per
// test dropped), with the group's own test_group.yaml applied when data
// is not nil: for a group whose file is given elsewhere than in data/
// (generators.yaml's inline test_group.yaml:). name names the file in
// messages; the warnings are keys read but ignored.
func (s Settings) Child(name string, data []byte) (Settings, []string, error) {
	c := s.inherit()
	if data == nil {
		return c, nil, nil
	}
	f, err := parseYAML(data, name)
	if err != nil {
		return s, nil, err
	}
	var warnings []string
	warn := func(format string, args ...any) { warnings = append(warnings, fmt.Sprintf(format, args...)) }
	if err := c.apply(f, warn); err != nil {
		return s, warnings, err
	}
	return c, warnings, nil
}
