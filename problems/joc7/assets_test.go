package joc7_test

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problems/joc7"
)

// TestAssets: the statement and the standalone validator ship, and the
// validator agrees with the Go one: 42 on every valid case here, 43 with
// the same line and column on the malformed ones.
func TestAssets(t *testing.T) {
	p := joc7.New()
	a := p.Spec().Assets
	if st, err := fs.ReadFile(a, "statement.md"); err != nil || !bytes.Contains(st, []byte("joc7.in")) {
		t.Fatalf("statement.md: %v", err)
	}
	src, err := fs.ReadFile(a, "validator.cpp")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("no g++ to build validator.cpp")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "v.cpp"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "v")
	if msg, err := exec.Command("g++", "-std=c++17", "-O2", "-o", bin, filepath.Join(dir, "v.cpp")).CombinedOutput(); err != nil {
		t.Fatalf("g++: %v\n%s", err, msg)
	}
	valid, _ := filepath.Glob(filepath.Join("testdata", "*.in"))
	inputs := map[string][]byte{}
	for _, f := range valid {
		inputs[f], _ = os.ReadFile(f)
	}
	for _, s := range p.Spec().Samples {
		inputs[s.Name] = s.Input
	}
	win := "1 4 2 5 3 6 7 8 9"
	for name, in := range map[string]string{
		"repeated cell":  "1\n3 1\n1 4 2 5 3 6 7 8 8\n",
		"double space":   "1\n3 1\n1  4 2 5 3 6 7 8 9\n",
		"no winner":      "1\n4 1\n1 2 3 4 8 7 6 5 12 11 10 9 16 15 14 13\n",
		"C = 3":          "3\n3 1\n" + win + "\n",
		"trailing space": "1\n3 1\n" + win + " \n",
	} {
		inputs[name] = []byte(in)
	}
	for name, in := range inputs {
		cmd := exec.Command(bin)
		cmd.Stdin = bytes.NewReader(in)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("%s: %v", name, err)
		}
		_, goErr := p.Validate("joc7.in", in)
		switch {
		case goErr == nil && ee.ExitCode() != 42:
			t.Errorf("%s: valid, validator.cpp exits %d: %s", name, ee.ExitCode(), stderr.String())
		case goErr != nil && ee.ExitCode() != 43:
			t.Errorf("%s: invalid (%v), validator.cpp exits %d", name, goErr, ee.ExitCode())
		case goErr != nil:
			var ie *problem.InputError
			if errors.As(goErr, &ie) && !strings.HasPrefix(stderr.String(), "joc7.in:"+strconv.Itoa(ie.Line)+":") {
				t.Errorf("%s: Go says %v, validator.cpp %q: not the same line", name, goErr, stderr.String())
			}
		}
	}
}
