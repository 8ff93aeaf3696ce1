package generators

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"go.yaml.in/yaml/v3"

	"carokit/kattis/format"
)

// TestGroupYAML: the inline test_group.yaml of each group, and only its
// own, reaches format's merge, so a generated group keeps its flags with
// no data/ folder (BAPCtools' divsort lost secret/tolerant's
// float_tolerance before).
func TestGroupYAML(t *testing.T) {
	const gy = `data:
  secret:
    test_group.yaml:
      input_validator_args: {integers: [small]}
    data:
      tolerant:
        test_group.yaml:
          output_validator_args: [float_tolerance, "1e-2"]
        data:
          - a: {in: "1"}
      plain:
        data:
          - b: {in: "2"}
`
	c, err := Parse([]byte(gy), "p", Options{})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		group, why string
		want       any
	}{
		{"secret/tolerant", "its own file", map[string]any{"output_validator_args": []any{"float_tolerance", "1e-2"}}},
		{"secret", "a parent's file", map[string]any{"input_validator_args": map[string]any{"integers": []any{"small"}}}},
		{"secret/plain", "a group without one", nil},
		{"secret/missing", "no such group", nil},
	}
	for _, tc := range cases {
		t.Run(tc.why, func(t *testing.T) {
			var got any
			if b := c.GroupYAML(tc.group); b != nil {
				var m map[string]any
				if err := yaml.Unmarshal(b, &m); err != nil {
					t.Fatal(err)
				}
				got = m
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("GroupYAML(%q) = %#v, want %#v", tc.group, got, tc.want)
			}
		})
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "problem.yaml"), []byte("problem_format_version: 2025-09\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := format.ReadProblem(dir)
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := p.GroupSettings("secret/tolerant", c.GroupYAML)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.OutputArgs(s); !reflect.DeepEqual(got, []string{"float_tolerance", "1e-2"}) {
		t.Errorf("secret/tolerant's output args %q, want float_tolerance 1e-2", got)
	}
	if got := s.InputArgs("integers.py"); !reflect.DeepEqual(got, []string{"small"}) {
		t.Errorf("secret/tolerant's args for integers.py %q, want secret's [small]", got)
	}
}
