package havannah_test

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problems/havannah"
)

// compileAsset builds one of the problem's C++ assets, or skips without g++.
func compileAsset(t *testing.T, name string) string {
	t.Helper()
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ is not installed")
	}
	src, err := fs.ReadFile(havannah.New().Spec().Assets, name)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), src, 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, strings.TrimSuffix(name, ".cpp"))
	if out, err := exec.Command("g++", "-O2", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-o", bin, filepath.Join(dir, name)).CombinedOutput(); err != nil {
		t.Fatalf("compile %s: %v\n%s", name, err, out)
	}
	return bin
}

// exitCode runs cmd and returns its exit code.
func exitCode(t *testing.T, cmd *exec.Cmd) int {
	t.Helper()
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0
}

// TestAssetValidator: the C++ validator accepts (42) and rejects (43)
// what the Go validator does, with the line and column of the fault.
func TestAssetValidator(t *testing.T) {
	bin := compileAsset(t, "validator.cpp")
	p := havannah.New()
	cases := []struct {
		name, input, subtask, where string // where: "" = valid, else the start of the message
	}{
		// The statement's sample.
		{"sample", string(p.Spec().Samples[0].Input), "", ""},
		// |x − y| = S is off the board.
		{"off-board", "1\n3 1\n1 4\n", "", "input:3:1:"},
		// A cell played twice.
		{"repeated", "1\n3 2\n2 2\n2 2\n", "", "input:4:1:"},
		// T = 0.
		{"T-zero", "0\n", "", "input:1:1:"},
		// S = 3001.
		{"S-too-large", "1\n3001 0\n", "", "input:2:1:"},
		// Two spaces.
		{"two-spaces", "1\n3 1\n2  2\n", "", "input:3:3:"},
		// Data after the last case.
		{"trailing", "1\n2 0\n\n", "", "input:3:1:"},
		// S = 51 is not small.
		{"large-in-small", "1\n51 0\n", "1", "input:2:1:"},
		// S = 51 is large.
		{"large-in-large", "1\n51 0\n", "2", ""},
		// 21 cases do not fit the large subtask.
		{"T-21-in-large", "21\n" + strings.Repeat("2 0\n", 21), "large", "input:1:1:"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var args []string
			if tc.subtask != "" {
				args = []string{"--subtask", tc.subtask}
			}
			cmd := exec.Command(bin, args...)
			var stderr bytes.Buffer
			cmd.Stdin, cmd.Stderr = strings.NewReader(tc.input), &stderr
			code := exitCode(t, cmd)
			want := 42
			if tc.where != "" {
				want = 43
			}
			if code != want || !strings.HasPrefix(stderr.String(), tc.where) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, stderr.String(), want, tc.where)
			}
			// The Go validator agrees when no subtask is asked for.
			if _, err := p.Validate("input", []byte(tc.input)); tc.subtask == "" && (err == nil) != (tc.where == "") {
				t.Errorf("the Go validator says %v", err)
			}
		})
	}
}

// TestAssetChecker: the C++ checker (Kattis output validator) accepts and
// rejects the outputs the Go checker does, naming the same case.
func TestAssetChecker(t *testing.T) {
	bin := compileAsset(t, "checker.cpp")
	dir := t.TempDir()
	answer := "Case #1: bridge in move 2\nCase #2: none\nCase #3: bridge-fork in move 5\n"
	ansPath := filepath.Join(dir, "answer")
	if err := os.WriteFile(ansPath, []byte(answer), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, output, want string }{
		{"exact", answer, "accepted"},                                                     // the answer itself
		{"spacing", strings.ReplaceAll(answer, " ", "\t ") + "\n", "accepted"},            // words, not bytes
		{"missing-case", "Case #1: bridge in move 2\nCase #2: none\n", "case 3: missing"}, // T − 1 cases
		{"extra-case", answer + "Case #4: none\n", "after the last case 3"},               // T + 1 cases
		{"wrong-number", "Case #2: bridge in move 2\n", "case 1: expected \"#1:\""},       // numbering
		{"wrong-name", "Case #1: bridges in move 2\n", "case 1: unknown structure"},       // a plural
		{"wrong-order", "Case #1: fork-bridge in move 2\n", "case 1: unknown structure"},  // order of kinds
		{"wrong-move", "Case #1: bridge in move 3\n", "case 1: expected \"bridge in move 2\""},
	}
	p := havannah.New()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fb := t.TempDir()
			cmd := exec.Command(bin, filepath.Join(dir, "input"), ansPath, fb)
			cmd.Stdin = strings.NewReader(tc.output)
			code := exitCode(t, cmd)
			msg, err := os.ReadFile(filepath.Join(fb, "judgemessage.txt"))
			if err != nil {
				t.Fatal(err)
			}
			want := 43
			if tc.want == "accepted" {
				want = 42
			}
			if code != want || !strings.Contains(string(msg), tc.want) {
				t.Errorf("exit %d, message %q; want %d and %q", code, msg, want, tc.want)
			}
			if goErr := p.Check(nil, []byte(answer), []byte(tc.output)); (goErr == nil) != (want == 42) {
				t.Errorf("the Go checker disagrees: %v", goErr)
			}
		})
	}
}
