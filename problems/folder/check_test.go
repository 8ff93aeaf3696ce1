package folder

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/kattis/check"
)

func TestCheckIn(t *testing.T) {
	needTools(t)
	tests := []struct {
		name, fixture string
		subtask       int // -1: Check, without a group's flags
		input, answer string
		output        string
		ok            bool
	}{
		{"float within the group's 1e-6 tolerance", "floatavg", 1, "3\n1 0 0\n", "0.33333333333333\n", "0.3333334\n", true},
		{"float outside the tolerance", "floatavg", 1, "3\n1 0 0\n", "0.33333333333333\n", "0.3334\n", false},
		{"float in scientific notation within the tolerance", "floatavg", 1, "3\n1 0 0\n", "0.33333333333333\n", "3.333333e-1\n", true},
		{"without the group's flags floats compare as text", "floatavg", -1, "3\n1 0 0\n", "0.33333333333333\n", "0.3333334\n", false},
		{"default: case and spaces do not matter", "maxsum", 1, "1\n-1\n", "-1\n", "  -1 \n\n", true},
		{"default: a wrong number is rejected", "maxsum", 1, "1\n-1\n", "-1\n", "0\n", false},
		{"case_sensitive from problem.yaml", "polyglot", 1, "World\n", "Hello, World!\n", "hello, world!\n", false},
		{"space_change_sensitive from problem.yaml", "polyglot", 1, "World\n", "Hello, World!\n", "Hello,  World!\n", false},
		{"polyglot: exact output accepted", "polyglot", 1, "World\n", "Hello, World!\n", "Hello, World!\n", true},
		{"custom validator: the judges' path", "anypath", 1, "2 1\n1 2\n", "2\n1 2\n", "2\n1 2\n", true},
		{"custom validator: another shortest path", "anypath", 1, "4 4\n1 2\n1 3\n2 4\n3 4\n", "3\n1 2 4\n", "3\n1 3 4\n", true},
		{"custom validator: not a path", "anypath", 1, "4 4\n1 2\n1 3\n2 4\n3 4\n", "3\n1 2 4\n", "2\n1 4\n", false},
		{"custom validator: a longer path", "anypath", 1, "4 4\n1 2\n1 3\n2 4\n3 4\n", "3\n1 2 4\n", "5\n1 2 1 3 4\n", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := open(t, tc.fixture)
			var err error
			if tc.subtask < 0 {
				err = p.Check([]byte(tc.input), []byte(tc.answer), []byte(tc.output))
			} else {
				err = p.CheckIn(tc.subtask, []byte(tc.input), []byte(tc.answer), []byte(tc.output))
			}
			var rej *check.Rejected
			if tc.ok && err != nil {
				t.Errorf("rejected: %v", err)
			}
			if !tc.ok && !errors.As(err, &rej) {
				t.Errorf("got %v, want a *check.Rejected", err)
			}
		})
	}
}

func TestInvalidInputs(t *testing.T) {
	// maxsum's invalid_input group of generators.yaml: inline and copied.
	got, err := open(t, "maxsum").InvalidInputs()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, ii := range got {
		names = append(names, ii.Name)
	}
	// A map's tests come in name order.
	want := "invalid_input/double-space invalid_input/leading-zero invalid_input/n-zero invalid_input/no-final-newline invalid_input/too-few invalid_input/too-large"
	if strings.Join(names, " ") != want {
		t.Errorf("invalid inputs %v, want %s", names, want)
	}
	if last := got[3].Input; string(last) != "1\n5" {
		t.Errorf("copied invalid input %q, want the file's bytes", last)
	}
}

func TestCheckInvalidInputs(t *testing.T) {
	needTools(t)
	tests := []struct {
		name    string
		fixture string
		add     map[string]string // files written into a copy of the fixture
		wantErr string            // "" for none
	}{
		{"every invalid input of generators.yaml is rejected", "maxsum", nil, ""},
		{"a folder without invalid inputs has nothing to check", "floatavg", nil, ""},
		{"data/invalid_input files are checked too, all rejected", "floatavg",
			map[string]string{"data/invalid_input/n-zero.in": "0\n\n", "data/invalid_input/letters.in": "x\n"}, ""},
		{"a valid input among the invalid ones is named", "floatavg",
			map[string]string{"data/invalid_input/n-zero.in": "0\n\n", "data/invalid_input/valid.in": "3\n1 0 0\n"},
			"accept 1 invalid input(s), which they must reject (exit 43): invalid_input/valid"},
		{"BAPCtools' older data/invalid_inputs", "floatavg",
			map[string]string{"data/invalid_inputs/valid.in": "3\n1 0 0\n"}, "invalid_inputs/valid"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := open(t, tc.fixture)
			if tc.add != nil {
				dir := filepath.Join(t.TempDir(), tc.fixture)
				copyDir(t, filepath.Join("testdata", tc.fixture), dir)
				for name, body := range tc.add {
					path := filepath.Join(dir, filepath.FromSlash(name))
					if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				var err error
				if p, err = Open(t.Context(), dir, Options{CacheDir: cacheDir()}); err != nil {
					t.Fatal(err)
				}
			}
			err := p.CheckInvalidInputs()
			switch {
			case tc.wantErr == "" && err != nil:
				t.Errorf("got %v, want none", err)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Errorf("got %v, want an error with %q", err, tc.wantErr)
			}
		})
	}
}

// copyDir copies the folder src to dst, files only.
func copyDir(t *testing.T, src, dst string) {
	t.Helper()
	err := os.CopyFS(dst, os.DirFS(src))
	if err != nil {
		t.Fatal(err)
	}
}
