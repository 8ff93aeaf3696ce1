package folder

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"carokit/kattis/check"
	"carokit/kattis/generators"
)

// InvalidInput is one input the folder says every input validator must
// reject: a file of data/invalid_input (or BAPCtools' older
// data/invalid_inputs), or a test of generators.yaml's invalid_input
// group.
type InvalidInput struct {
	Name  string   // "invalid_input/n-zero"
	Input []byte   // the input
	Flags []string // the input validators' flags for it
}

// InvalidInputs are the folder's invalid inputs: data/'s, then
// generators.yaml's (inline in:, copy: and generated ones).
func (p *Problem) InvalidInputs() ([]InvalidInput, error) {
	var out []InvalidInput
	for _, t := range p.data.InvalidInputs {
		in, err := os.ReadFile(t.In)
		if err != nil {
			return nil, fmt.Errorf("read invalid input %s: %w", t.Name, err)
		}
		out = append(out, InvalidInput{Name: t.Name, Input: in, Flags: t.Settings.InputValidatorFlags})
	}
	gy := filepath.Join(p.meta.Dir, "generators", "generators.yaml")
	if _, err := os.Stat(gy); errors.Is(err, fs.ErrNotExist) {
		return out, nil
	}
	cfg, err := generators.Read(p.meta.Dir)
	if err != nil {
		return nil, err
	}
	items, err := cfg.Expand()
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		if it.Group != "invalid_input" && !strings.HasPrefix(it.Group, "invalid_input/") {
			continue
		}
		in, ok, err := itemInput(it)
		if err == nil && !ok { // generated: see geninvalid.go
			var files map[string][]byte
			files, err = p.itemFiles(it)
			in = files[".in"]
		}
		if err != nil {
			return nil, fmt.Errorf("generators.yaml, %s: %w", it.Path, err)
		}
		out = append(out, InvalidInput{Name: it.Path, Input: in, Flags: stringList(it.GroupYAML["input_validator_args"])})
	}
	return out, nil
}

// itemInput is a generators.yaml test's input when it is inline or
// copied; ok is false for a generated one.
func itemInput(it generators.Item) ([]byte, bool, error) {
	switch {
	case it.In != nil:
		return []byte(*it.In), true, nil
	case it.Copy != "":
		in, err := os.ReadFile(it.Copy + ".in")
		return in, err == nil, err
	}
	return nil, false, nil
}

// stringList is a YAML list of words (or one string of words) as flags.
func stringList(v any) []string {
	switch x := v.(type) {
	case string:
		return strings.Fields(x)
	case []any:
		var out []string
		for _, e := range x {
			out = append(out, fmt.Sprint(e))
		}
		return out
	}
	return nil
}

// CheckInvalidInputs runs the input validators on every invalid input
// of the folder: each must be rejected (exit 43). It returns one error
// naming every invalid input a validator accepted, or the first
// validator that failed (a crash is the validator's bug, not a
// rejection).
func (p *Problem) CheckInvalidInputs() error {
	tests, err := p.InvalidInputs()
	if err != nil || len(tests) == 0 {
		return err
	}
	v, err := p.validators()
	if err != nil {
		return err
	}
	var accepted []string
	for _, t := range tests {
		err := v.ValidateInput(p.ctx, t.Input, t.Flags)
		var rej *check.InvalidInput
		switch {
		case err == nil:
			accepted = append(accepted, t.Name)
		case !errors.As(err, &rej):
			return fmt.Errorf("invalid input %s: %w", t.Name, err)
		}
	}
	if len(accepted) > 0 {
		return fmt.Errorf("the input validators accept %d invalid input(s), which they must reject (exit 43): %s; make the validator stricter", len(accepted), strings.Join(accepted, ", "))
	}
	return nil
}
