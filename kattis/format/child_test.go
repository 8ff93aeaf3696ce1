package format

import (
	"slices"
	"testing"
)

// TestChild: a group's inline test_group.yaml (generators.yaml's) is
// applied over what it inherits, and per-group settings are not
// inherited.
func TestChild(t *testing.T) {
	root := RootSettings()
	root.MaxScore = 50
	cases := []struct {
		name, yaml string
		wantIn     []string
		wantOut    []string
		bad        bool
	}{
		// The flags the group gives are its own.
		{"args", "input_validator_args: [--max-n, \"100\"]\n", []string{"--max-n", "100"}, nil, false},
		// A legacy string of flags is split.
		{"legacy flags", "output_validator_flags: float_tolerance 1e-6\n", nil, []string{"float_tolerance", "1e-6"}, false},
		// Nothing given: only what is inherited.
		{"empty", "", nil, nil, false},
		// A wrong value is an error naming the key.
		{"bad aggregation", "score_aggregation: avg2\n", nil, nil, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var data []byte
			if c.yaml != "" {
				data = []byte(c.yaml)
			}
			s, _, err := root.Child("test_group.yaml", data)
			if (err != nil) != c.bad {
				t.Fatalf("err = %v, want error %v", err, c.bad)
			}
			if c.bad {
				return
			}
			if !slices.Equal(s.InputValidatorFlags, c.wantIn) || !slices.Equal(s.OutputValidatorFlags, c.wantOut) {
				t.Errorf("flags in %q out %q, want %q %q", s.InputValidatorFlags, s.OutputValidatorFlags, c.wantIn, c.wantOut)
			}
			if s.MaxScore != 0 {
				t.Errorf("max_score %v inherited", s.MaxScore)
			}
		})
	}
}
