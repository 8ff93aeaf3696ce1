package termwidth

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestOf: $COLUMNS decides when set; otherwise a pipe or a file gets
// Default, and a writer in memory has no limit.
func TestOf(t *testing.T) {
	r, pipe, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer pipe.Close()
	file, err := os.Create(filepath.Join(t.TempDir(), "out.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	cases := []struct {
		name    string
		columns string
		w       io.Writer
		want    int
	}{
		{"columns set", "72", &bytes.Buffer{}, 72},        // the user's or a test's choice wins
		{"columns set on a pipe", "72", pipe, 72},         // everywhere
		{"columns unset", "", &bytes.Buffer{}, 0},         // a buffer is not a terminal: no limit
		{"columns not a number", "x", &bytes.Buffer{}, 0}, // garbage is ignored, not an error
		{"columns zero", "0", &bytes.Buffer{}, 0},         // zero would make every table narrow
		{"pipe", "", pipe, Default},                       // `carokit solutions | less`: not 156 columns
		{"file", "", file, Default},                       // `carokit judge > report.txt`
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("COLUMNS", c.columns)
			if got := Of(c.w); got != c.want {
				t.Errorf("Of = %d, want %d", got, c.want)
			}
		})
	}
}
