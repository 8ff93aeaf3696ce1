package format

import (
	"path"
	"strings"
)

// GroupSettings are the merged settings of the group at group path
// ("secret", "secret/group1/small") when its test_group.yaml files (or
// testdata.yaml) come from somewhere other than data/: BAPCtools'
// generators.yaml declares them inline, and the folder's data/ may not
// exist yet. yamlOf returns the contents of one group's file ("" for
// data/ itself, then "secret", "secret/group1", …), nil when the group
// gives none. The settings are merged as ReadData merges data/'s files:
// problem.yaml's legacy grading keys, then data/'s, then each group's
// over what it inherits from its parent, constants substituted; the
// strings are the keys read but ignored, as Data.Warnings says them.
func (p *Problem) GroupSettings(group string, yamlOf func(group string) []byte) (Settings, []string, error) {
	r := &dataReader{p: p, d: &Data{}}
	s := rootSettings()
	if err := r.legacyGrading(&s); err != nil {
		return Settings{}, nil, err
	}
	if err := r.applyGiven("", yamlOf, &s); err != nil {
		return Settings{}, nil, err
	}
	for i, part := range strings.Split(group, "/") {
		at := strings.Join(strings.Split(group, "/")[:i+1], "/")
		s = s.inherit()
		switch {
		case i == 0 && part == "sample":
			s.FullFeedback = true
			if p.Version == V2025 {
				s.Aggregation = "pass-fail"
			}
		case i > 0 && p.Version == V2025:
			s.Aggregation = "pass-fail" // per group: pass-fail unless given
		}
		if err := r.applyGiven(at, yamlOf, &s); err != nil {
			return Settings{}, nil, err
		}
	}
	return s, r.d.Warnings, nil
}

// applyGiven merges the file yamlOf gives group over s.
func (r *dataReader) applyGiven(group string, yamlOf func(string) []byte, s *Settings) error {
	data := yamlOf(group)
	if data == nil {
		return nil
	}
	name := "test_group.yaml"
	if r.p.Version != V2025 {
		name = "testdata.yaml"
	}
	f, err := parseYAML(r.p.Substitute(data), path.Join("data", group, name))
	if err != nil {
		return err
	}
	return s.apply(f, r.warn)
}
