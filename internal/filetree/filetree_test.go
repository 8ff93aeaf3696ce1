package filetree

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestRead: files at any depth, by relative path; folders themselves are
// not entries; a missing root is an error, not an empty tree.
func TestRead(t *testing.T) {
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "a", "b"), 0o755)
	os.WriteFile(filepath.Join(root, "top"), []byte("1"), 0o644)
	os.WriteFile(filepath.Join(root, "a", "b", "deep"), []byte("2"), 0o644)
	got, err := Read(root)
	if err != nil || len(got) != 2 || string(got["top"]) != "1" || string(got[filepath.Join("a", "b", "deep")]) != "2" {
		t.Errorf("Read = %q, %v", got, err)
	}
	if _, err := Read(filepath.Join(root, "missing")); err == nil {
		t.Error("a missing root reads as an empty tree")
	}
}

// TestDiff: a changed file, one only on either side; equal trees differ
// nowhere.
func TestDiff(t *testing.T) {
	a := map[string][]byte{"same": []byte("1"), "changed": []byte("2"), "gone": nil}
	b := map[string][]byte{"same": []byte("1"), "changed": []byte("3"), "new": []byte("4")}
	if got := Diff(a, b); !slices.Equal(got, []string{"changed", "gone", "new"}) {
		t.Errorf("Diff = %q", got)
	}
	if got := Diff(a, a); len(got) != 0 {
		t.Errorf("a tree differs from itself: %q", got)
	}
}
