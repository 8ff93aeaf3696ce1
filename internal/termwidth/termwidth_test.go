package termwidth

import (
	"bytes"
	"testing"
)

// TestOf: $COLUMNS decides when set; a buffer (not a terminal) has no
// limit otherwise.
func TestOf(t *testing.T) {
	cases := []struct {
		name    string
		columns string
		want    int
	}{
		{"columns set", "72", 72},        // the user's or a test's choice wins
		{"columns unset", "", 0},         // a buffer is not a terminal: no limit
		{"columns not a number", "x", 0}, // garbage is ignored, not an error
		{"columns zero", "0", 0},         // zero would make every table narrow
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("COLUMNS", c.columns)
			if got := Of(&bytes.Buffer{}); got != c.want {
				t.Errorf("Of = %d, want %d", got, c.want)
			}
		})
	}
}
