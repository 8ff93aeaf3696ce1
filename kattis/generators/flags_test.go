package generators

import (
	"slices"
	"testing"
)

// TestValidatorFlags checks which inline test_group.yaml gives a group's
// validator flags: its own, else the nearest parent's, in either key and
// form.
func TestValidatorFlags(t *testing.T) {
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
	cases := []struct {
		name, path, kind string
		want             []string
		ok               bool
	}{
		{"own group's string form wins over the parent's", "secret/small", "input_validator", []string{"--max-n", "10"}, true},
		{"a group without its own takes its parent's list", "secret/big", "input_validator", []string{"--max-n", "1000"}, true},
		{"data/'s flags reach every group", "secret/big", "output_validator", []string{"float_tolerance", "1e-6"}, true},
		{"the samples get only data/'s", "sample", "input_validator", nil, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, ok, err := c.ValidatorFlags(tc.path, tc.kind)
			if err != nil || ok != tc.ok || !slices.Equal(got, tc.want) {
				t.Errorf("ValidatorFlags(%s, %s) = %q, %v, %v; want %q, %v", tc.path, tc.kind, got, ok, err, tc.want, tc.ok)
			}
		})
	}
}
