package generators

import (
	"slices"
	"testing"
)

// TestGroupSettings checks which inline test_group.yaml gives a group's
// validator flags: its own, else the nearest parent's, in either key and
// form.
func TestGroupSettings(t *testing.T) {
	const file = `
test_group.yaml:
  output_validator_flags: float_tolerance 1e-6
data:
  secret:
    test_group.yaml:
      input_validator_args: [--max-n, 1000]
    data:
      small:
        test_group.yaml:
          input_validator_args: "--max-n 10"
        data:
          - a: {in: "1\n"}
      big:
        data:
          - b: {in: "2\n"}
`
	c, err := Parse([]byte(file), t.TempDir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.GroupSettings(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, path string
		in, out    []string
	}{
		{"own group's string form wins over the parent's", "secret/small", []string{"--max-n", "10"}, []string{"float_tolerance", "1e-6"}},
		{"a group without its own takes its parent's list", "secret/big", []string{"--max-n", "1000"}, []string{"float_tolerance", "1e-6"}},
		{"data/'s flags reach every group", "secret", []string{"--max-n", "1000"}, []string{"float_tolerance", "1e-6"}},
		{"data/ itself", "", nil, []string{"float_tolerance", "1e-6"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s, ok := got[tc.path]
			if !ok || !slices.Equal(s.InputValidatorFlags, tc.in) || !slices.Equal(s.OutputValidatorFlags, tc.out) {
				t.Errorf("GroupSettings()[%q] = %+v, %v; want input %q, output %q", tc.path, s, ok, tc.in, tc.out)
			}
		})
	}
}
