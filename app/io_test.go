package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestIOFlags: --io and solve --io-files, the command line of file I/O.
func TestIOFlags(t *testing.T) {
	example, err := os.ReadFile(filepath.Join("..", "problems", "joc7", "testdata", "onecount.in"))
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	if err := os.WriteFile("joc7.in", example, 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		args   []string
		code   int
		stderr string
		why    string
	}{
		{"solve by files", []string{"--problem", "joc7", "solve", "--io-files", "joc7.in/joc7.out"}, 0, "",
			"a built-in judged by files reads and writes them in its working folder"},
		{"io-files without a slash", []string{"--problem", "joc7", "solve", "--io-files", "joc7.in"}, 2, "--io-files",
			"IN/OUT is one flag: a single name is a usage error"},
		{"io-files with a folder", []string{"--problem", "joc7", "solve", "--io-files", "../x/joc7.out"}, 2, "--io-files",
			"a name with a folder could write outside the working folder"},
		{"unknown io mode", []string{"--problem", "joc7", "judge", "--package", "nowhere", "--io", "pipe"}, 2, "--io",
			"a bad --io is a usage error, before anything runs"},
		{"io on bench", []string{"--problem", "joc7", "bench", "--io", "socket"}, 2, "--io", "bench takes --io too"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := run(t, "", tc.args...)
			if code != tc.code || !strings.Contains(errOut, tc.stderr) {
				t.Errorf("%s: exit %d, stderr %q; want %d and %q", tc.why, code, errOut, tc.code, tc.stderr)
			}
		})
	}
	out, err := os.ReadFile("joc7.out")
	if err != nil || string(out) != "25\n" {
		t.Errorf("joc7.out = %q, %v; want the reference's 25", out, err)
	}
}
