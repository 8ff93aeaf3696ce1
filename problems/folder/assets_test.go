package folder

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestAssets checks which of problem.Spec.Assets a folder gives: only
// those whose contract its files meet.
func TestAssets(t *testing.T) {
	cases := []struct {
		folder string
		want   map[string]string // asset → text it must contain; absent: not shipped
	}{
		{"maxsum", map[string]string{ // one C++ validator; a LaTeX statement is not converted
			assetValidator: "Input validator for maxsum"}},
		{"anypath", map[string]string{ // a C++ output validator is the checker
			assetValidator: "int main", assetChecker: "int main"}},
		{"floatavg", map[string]string{}},                                       // a Python validator is not C++
		{"scoring2", map[string]string{assetValidator: "", assetStatement: ""}}, // a Markdown statement
		{"polyglot", map[string]string{}},                                       // a validator folder in Python, a legacy statement in LaTeX
	}
	for _, tc := range cases {
		t.Run(tc.folder, func(t *testing.T) {
			p, err := Open(context.Background(), filepath.Join("testdata", tc.folder), Options{})
			if err != nil {
				t.Fatal(err)
			}
			a := p.Spec().Assets
			for _, name := range []string{assetStatement, assetValidator, assetChecker} {
				want, ok := tc.want[name]
				var data []byte
				if a != nil {
					data, err = fs.ReadFile(a, name)
				} else {
					err = fs.ErrNotExist
				}
				switch {
				case !ok && !errors.Is(err, fs.ErrNotExist):
					t.Errorf("%s shipped (err %v); want none", name, err)
				case ok && err != nil:
					t.Errorf("%s: %v", name, err)
				case ok && !bytes.Contains(data, []byte(want)):
					t.Errorf("%s lacks %q", name, want)
				}
			}
		})
	}
}

// TestWrappedValidator compiles maxsum's validator.cpp and checks the
// contract: "--subtask N" checks subtask N's limits (subtask 2,
// secret/small, has --max-n 100 from generators.yaml), no flag the
// validator's own defaults.
func TestWrappedValidator(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles C++")
	}
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++")
	}
	p, err := Open(context.Background(), "testdata/maxsum", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.GroupPath(2); got != "secret/small" {
		t.Fatalf("subtask 2 is %s; the test assumes secret/small", got)
	}
	src, err := fs.ReadFile(p.Spec().Assets, assetValidator)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "validator.cpp"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "validator")
	if out, err := exec.Command(gxx, "-std=c++17", "-O1", "-o", bin, filepath.Join(dir, "validator.cpp")).CombinedOutput(); err != nil {
		t.Fatalf("compile validator.cpp: %v\n%s", err, out)
	}
	// An exporter wrapping it in turn (Polygon's) renames its main: the
	// wrapper must keep that name, not define a second main.
	again := "#define main outer_main\n" + string(src) + "#undef main\nint main(int c, char** v) { return outer_main(c, v); }\n"
	if err := os.WriteFile(filepath.Join(dir, "again.cpp"), []byte(again), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gxx, "-std=c++17", "-fsyntax-only", filepath.Join(dir, "again.cpp")).CombinedOutput(); err != nil {
		t.Errorf("validator.cpp wrapped again does not compile: %v\n%s", err, out)
	}
	n101 := "101\n" + strings.TrimSuffix(strings.Repeat("1 ", 101), " ") + "\n"
	cases := []struct {
		name  string
		args  []string
		input string
		code  int
	}{
		{"small input in the small subtask", []string{"--subtask", "2"}, "2\n1 -1\n", 42},
		{"101 numbers break the small subtask's --max-n 100", []string{"--subtask", "2"}, n101, 43},
		{"101 numbers are fine in the large subtask", []string{"--subtask", "1"}, n101, 42},
		{"no --subtask: the validator's own bounds", nil, n101, 42},
		{"a malformed input is rejected whatever the subtask", []string{"--subtask", "1"}, "2\n1  -1\n", 43},
		{"an unknown subtask is a usage error", []string{"--subtask", "3"}, "1\n1\n", 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(bin, tc.args...)
			cmd.Stdin = strings.NewReader(tc.input)
			err := cmd.Run()
			code := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tc.code {
				t.Errorf("exit %d; want %d", code, tc.code)
			}
		})
	}
}
