package export

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestReadSubmissionsDiscovery: export finds submissions as the judge
// does (runner.ListSubmissions): a link counts as its target, a folder is
// one submission (a link to a folder too), README and hidden files are skipped, and an entry that
// cannot run is refused by name rather than shipped. The export copies
// links and folders as what they hold.
func TestReadSubmissionsDiscovery(t *testing.T) {
	pkgDir, m := fakePackage(t, "caro", caroLike)
	dir := t.TempDir()
	acc := filepath.Join(dir, "accepted")
	// Links are followed only inside the submission's folder: the
	// targets sit in a hidden subfolder, itself no submission.
	elsewhere := filepath.Join(acc, ".shared")
	for path, content := range map[string]string{
		filepath.Join(elsewhere, "real.c"):        "// real\n",
		filepath.Join(acc, "multi", "main.c"):     "// main\n",
		filepath.Join(acc, "multi", "board.c"):    "// board\n",
		filepath.Join(acc, "README.md"):           "notes\n",
		filepath.Join(acc, ".hidden.c"):           "// editor backup\n",
		filepath.Join(acc, "file.xyz"):            "?\n",
		filepath.Join(dir, "submissions.yaml"):    "{}\n",
		filepath.Join(elsewhere, "dir", "main.c"): "// dir\n",
	} {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(elsewhere, "real.c"), filepath.Join(acc, "linked.c")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(elsewhere, "dir"), filepath.Join(acc, "linkdir")); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadSubmissions(dir, m); err == nil || !strings.Contains(err.Error(), "file.xyz") {
		t.Fatalf("ReadSubmissions with file.xyz: %v; want it refused by name", err)
	}
	if err := os.Remove(filepath.Join(acc, "file.xyz")); err != nil {
		t.Fatal(err)
	}
	subs, err := ReadSubmissions(dir, m)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range subs {
		names = append(names, filepath.Base(s.Path))
	}
	if !slices.Equal(names, []string{"linkdir", "linked.c", "multi"}) {
		t.Fatalf("found %q; want linked.c, linkdir and multi (README and hidden file skipped)", names)
	}
	out := filepath.Join(t.TempDir(), "kattis")
	if err := Export(pkgDir, "kattis", out, Options{Submissions: subs}); err != nil {
		t.Fatal(err)
	}
	for rel, want := range map[string]string{"accepted/linked.c": "// real\n", "accepted/multi/board.c": "// board\n", "accepted/linkdir/main.c": "// dir\n"} {
		if got := string(readFile(t, filepath.Join(out, "submissions", rel))); got != want {
			t.Errorf("submissions/%s holds %q, want %q", rel, got, want)
		}
	}
}
