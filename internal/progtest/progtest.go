// Package progtest runs the programs carokit ships into exports (a
// problem's validator.cpp and checker.cpp) from tests: compile once, run
// as a judge would, read Go fuzz corpora as inputs. Only tests import it.
package progtest

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Validator exit codes, the Kattis convention every export uses.
const (
	Accept = 42
	Reject = 43
)

// CompileSource writes source to a file named name and compiles it, for
// a program held in memory (an embedded asset).
func CompileSource(t testing.TB, name string, source []byte) string {
	t.Helper()
	src := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(src, source, 0o644); err != nil {
		t.Fatal(err)
	}
	return CompileCPP(t, src)
}

// Validate runs the validator bin on input with args and reports whether
// it accepted (exit 42) and what it printed on standard error. Any exit
// code but 42 and 43 fails the test: a judge would call it a crash.
func Validate(t testing.TB, bin string, input []byte, args ...string) (bool, string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Stdin = bytes.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		t.Fatalf("%s %v: %v (want exit %d or %d)", bin, args, err, Accept, Reject)
	}
	switch exit.ExitCode() {
	case Accept:
		return true, stderr.String()
	case Reject:
		if stderr.Len() == 0 {
			t.Errorf("%s %v rejected an input without a message", bin, args)
		}
		return false, stderr.String()
	}
	t.Fatalf("%s %v: exit %d (want %d or %d): %s", bin, args, exit.ExitCode(), Accept, Reject, stderr.String())
	return false, ""
}

// FuzzInputs returns every Go fuzz corpus entry under the given folders
// that is one []byte value, by file path: inputs the readers' fuzzers
// found interesting, on which a shipped validator must agree with Go's.
func FuzzInputs(t testing.TB, roots ...string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.Contains(filepath.ToSlash(p), "/testdata/fuzz/") {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			lines := strings.Split(strings.TrimSpace(string(data)), "\n")
			if len(lines) != 2 || lines[0] != "go test fuzz v1" || !strings.HasPrefix(lines[1], "[]byte(") {
				return nil
			}
			v, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "[]byte("), ")"))
			if err != nil {
				return nil // a rune or other literal form: not an input
			}
			out[p] = []byte(v)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}
