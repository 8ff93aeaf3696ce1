package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/testpkg"
)

// TestFolderMarksRead: a folder's mutate.yaml is read before the build:
// a bad id is an error at its line and column and nothing is built; the
// marks join the plan's.
func TestFolderMarksRead(t *testing.T) {
	dir := t.TempDir()
	problemDir := weakMaxsum(t, dir)
	if err := os.WriteFile(filepath.Join(problemDir, "mutate.yaml"), []byte("equivalent:\n  - 7ec07985102a\n  - 7ec0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "never")
	code, _, stderr := run(t, "", "--problem", problemDir, "package", "--out", out, "--mutate", filepath.Join(dir, "kadane.py"), "--generator", "generators/gen.cpp {seed} 10 -5 5")
	if code != 1 || !strings.Contains(stderr, "mutate.yaml:3:5: mutant id \"7ec0\"") {
		t.Errorf("exit %d, stderr %q; want 1 and the bad id's place", code, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("%s was built", out)
	}
	ids, err := folderMarks(problemDir)
	if err == nil || len(ids) != 0 {
		t.Errorf("marks %v, %v; want none and the error", ids, err)
	}
	if ids, err := folderMarks(dir); err != nil || ids != nil {
		t.Errorf("a folder without mutate.yaml: marks %v, %v; want none", ids, err)
	}
	cfg := &mutationConfig{folderMarks: []string{"aaaaaaaaaaaa"}}
	if got := cfg.equivalentsOf(testpkg.Options{Plan: []byte("@equivalent bbbbbbbbbbbb\n@subtask 1\nsample 1\n")}, nil); len(got) != 2 || !got["aaaaaaaaaaaa"] || !got["bbbbbbbbbbbb"] {
		t.Errorf("marks %v: want the plan's and mutate.yaml's", got)
	}
}
