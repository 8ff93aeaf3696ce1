package mutate

import (
	"errors"
	"fmt"

	"go.yaml.in/yaml/v3"
)

// MarksFile is the file beside a Kattis folder's problem.yaml that
// marks mutants equivalent, for a folder whose tests come from
// generators.yaml or data/ (a plan's "@equivalent ID" lines do it for
// a plan): BAPCtools and problemtools read no such file.
const MarksFile = "mutate.yaml"

// MaxMarksBytes bounds a marks file: a few thousand ids.
const MaxMarksBytes = 1 << 20

// Mark is a mutant marked equivalent, where its id stands.
type Mark struct {
	ID        string
	Line, Col int
}

// ReadMarks reads a marks file:
//
//	equivalent:          # mutants of the reference package --mutate needs not run
//	  - 7ec07985102a     # i != n in the loop
//	  - 60028cbb461d
//
// Every error is name:line:col; an empty file marks nothing.
func ReadMarks(name string, data []byte) ([]Mark, error) {
	if len(data) > MaxMarksBytes {
		return nil, fmt.Errorf("%s: %d bytes, at most %d", name, len(data), MaxMarksBytes)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	top := doc.Content[0]
	at := func(n *yaml.Node, format string, args ...any) error {
		return fmt.Errorf("%s:%d:%d: %s", name, n.Line, n.Column, fmt.Sprintf(format, args...))
	}
	if top.Kind != yaml.MappingNode {
		return nil, at(top, "want a mapping with the key equivalent: a list of mutant ids")
	}
	var marks []Mark
	var errs []error
	for i := 0; i+1 < len(top.Content); i += 2 {
		key, value := top.Content[i], top.Content[i+1]
		if key.Value != "equivalent" {
			errs = append(errs, at(key, "unknown key %q (the one key is equivalent: a list of mutant ids)", key.Value))
			continue
		}
		if value.Kind != yaml.SequenceNode {
			errs = append(errs, at(value, "equivalent: want a list of mutant ids (package --mutate shows them)"))
			continue
		}
		for _, item := range value.Content {
			if item.Kind != yaml.ScalarNode || !ValidID(item.Value) {
				errs = append(errs, at(item, "mutant id %q is not 12 hexadecimal digits (package --mutate shows them)", item.Value))
				continue
			}
			marks = append(marks, Mark{ID: item.Value, Line: item.Line, Col: item.Column})
		}
	}
	return marks, errors.Join(errs...)
}
