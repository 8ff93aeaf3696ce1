package folder

import (
	"strings"

	"carokit/kattis/format"
	"carokit/kattis/generators"
)

// withGeneratorsYAML is s with the validator flags generators.yaml's
// inline test_group.yaml (or testdata.yaml) files give group path and
// its parents ("", "secret", path), nearest last: what bt generate
// would write into data/ for a group data/ does not have yet.
func withGeneratorsYAML(s format.Settings, groups []generators.Group, path string) format.Settings {
	for _, g := range groups {
		if g.YAML == nil || (g.Path != "" && g.Path != path && !strings.HasPrefix(path, g.Path+"/")) {
			continue
		}
		for _, k := range []string{"input_validator_args", "input_validator_flags"} {
			if v, ok := g.YAML[k]; ok {
				s.InputValidatorFlags = stringList(v)
			}
		}
		for _, k := range []string{"output_validator_args", "output_validator_flags"} {
			if v, ok := g.YAML[k]; ok {
				s.OutputValidatorFlags = stringList(v)
			}
		}
	}
	return s
}
