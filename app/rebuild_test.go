package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/internal/filetree"
)

// TestPackageRebuildKeepsSetterData is the case through the real
// binary: a setter puts NOTES.md and a hand-made test into data/ of a
// built package and rebuilds it. The rebuild is refused (exit 1, one line
// naming the files, how to go on) and the package is left as it was;
// with --force the rebuild removes them; NOTES.md beside data/ is kept
// either way.
func TestPackageRebuildKeepsSetterData(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the default package")
	}
	dir := t.TempDir()
	pkg := filepath.Join(dir, "pkg")
	build := func(extra ...string) (int, string, string) {
		return runReal(t, dir, append([]string{"package", "--out", pkg, "--cache-dir", filepath.Join(dir, "cache")}, extra...)...)
	}
	if code, out, stderr := build(); code != 0 {
		t.Fatalf("first build: exit %d\n%s%s", code, out, stderr)
	}
	mine := map[string]string{
		"NOTES.md":                             "beside data/: always kept\n",
		"data/NOTES.md":                        "where the issue lost it\n",
		"data/secret/subtask1/99-handmade.in":  "1 5\n1 1\n",
		"data/secret/subtask1/99-handmade.ans": "0\n",
	}
	for rel, content := range mine {
		if err := os.WriteFile(filepath.Join(pkg, filepath.FromSlash(rel)), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	before, err := filetree.Read(pkg)
	if err != nil {
		t.Fatal(err)
	}
	code, out, stderr := build("--seed", "2")
	want := "carokit: refusing to rebuild the package in " + pkg + ": its data/ holds files carokit did not write, which the rebuild would remove: data/NOTES.md, data/secret/subtask1/99-handmade.ans, data/secret/subtask1/99-handmade.in; move them away"
	if code != ExitFailure || !strings.HasPrefix(stderr, want) || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "--force") {
		t.Errorf("rebuild over the setter's files: exit %d, stderr %q\nwant exit 1 and one line starting %q and naming --force", code, stderr, want)
	}
	if out != "" {
		t.Errorf("a refused rebuild printed %q", out)
	}
	after, _ := filetree.Read(pkg)
	if diff := filetree.Diff(before, after); len(diff) != 0 {
		t.Errorf("the refused rebuild changed the package: %v", diff)
	}
	if code, out, stderr := build("--seed", "2", "--force"); code != 0 {
		t.Fatalf("--force: exit %d\n%s%s", code, out, stderr)
	}
	after, _ = filetree.Read(pkg)
	for rel := range mine {
		_, kept := after[rel]
		if kept != (rel == "NOTES.md") {
			t.Errorf("after --force, %s kept: %v (want only NOTES.md beside data/ kept)", rel, kept)
		}
	}
}
