package export

import (
	"fmt"
	"os"
	"path"
	"path/filepath"

	"go.yaml.in/yaml/v3"
)

// legacyRejected moves a folder problem's submissions/rejected/ programs,
// copied as they are, to the folder of their first expected failure: the
// legacy format has no rejected/ (problemtools a185fe9
// problemtools/formatversion.py:36-43, submission_directories; verifyproblem.py:1549
// warns "Directory submissions/rejected is not part of format version
// legacy"), as writeKattisSubmissions does for carokit's own. The
// failure is the program's submissions.yaml entry's first required
// verdict, else its first permitted one that is not AC, else WA; its key
// in submissions.yaml follows it.
func legacyRejected(outDir string) error {
	dir := filepath.Join(outDir, "submissions", "rejected")
	ents, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil
	} else if err != nil {
		return fmt.Errorf("submissions: %w", err)
	}
	yamlFile := filepath.Join(outDir, "submissions", "submissions.yaml")
	var doc yaml.Node
	if raw, err := os.ReadFile(yamlFile); err == nil {
		if err := yaml.Unmarshal(raw, &doc); err != nil {
			return fmt.Errorf("submissions.yaml: %w", err)
		}
	}
	var rules *yaml.Node
	if len(doc.Content) > 0 && doc.Content[0].Kind == yaml.MappingNode {
		rules = doc.Content[0]
	}
	for _, e := range ents {
		key := path.Join("rejected", e.Name())
		entry := mapKey(rules, key)
		code := firstFailure(entry.value)
		to := path.Join(kattisDir([]string{code}), e.Name())
		dst := filepath.Join(outDir, "submissions", filepath.FromSlash(to))
		if _, err := os.Lstat(dst); err == nil {
			return fmt.Errorf("submissions: rejected/%s and %s: legacy has no rejected/ to keep both", e.Name(), to)
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return fmt.Errorf("submissions: %w", err)
		}
		if err := os.Rename(filepath.Join(dir, e.Name()), dst); err != nil {
			return fmt.Errorf("submissions: %w", err)
		}
		if entry.key != nil {
			entry.key.Value = to
		}
	}
	if err := os.Remove(dir); err != nil {
		return fmt.Errorf("submissions: %w", err)
	}
	if rules == nil {
		return nil
	}
	text, err := encodeYAML(&doc)
	if err != nil {
		return fmt.Errorf("submissions.yaml: %w", err)
	}
	return os.WriteFile(yamlFile, text, 0o644)
}

// keyValue is one entry of a YAML mapping, nil nodes when absent.
type keyValue struct{ key, value *yaml.Node }

// mapKey finds key in the mapping m (nil for none).
func mapKey(m *yaml.Node, key string) keyValue {
	if m == nil || m.Kind != yaml.MappingNode {
		return keyValue{}
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return keyValue{m.Content[i], m.Content[i+1]}
		}
	}
	return keyValue{}
}

// firstFailure is the verdict a rejected program's rule expects first:
// its first required one, else its first permitted one but AC, else WA.
func firstFailure(rule *yaml.Node) string {
	for _, k := range []string{"required", "permitted"} {
		seq := mapKey(rule, k).value
		if seq == nil || seq.Kind != yaml.SequenceNode {
			continue
		}
		for _, v := range seq.Content {
			if v.Value != "AC" {
				return v.Value
			}
		}
	}
	return "WA"
}
