package readme

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// fixtures makes, in a page's folder, the files the pages' commands name.
var fixtures = []struct {
	name string
	make func(t *testing.T, dir, repo string)
}{
	// The statement's sample, for show.
	{"case.in", copyFixture("testdata/case.in")},
	// Move 12 repeats move 1's cell on line 13, as the documented message says.
	{"bad.in", copyFixture("testdata/bad.in")},
	// A setter's own solution, declared OK,OK,TLE: the line scan.
	{"my.cpp", func(t *testing.T, dir, repo string) {
		copyFile(t, filepath.Join(repo, "submissions/caro/time_limit_exceeded/line_scan.cpp"), filepath.Join(dir, "my.cpp"))
	}},
	// A web extension's folder, whose manifest.json is not carokit's: the
	// documentation shows package refusing it.
	{"webext", func(t *testing.T, dir, repo string) {
		must(t, os.MkdirAll(filepath.Join(dir, "webext", "src"), 0o755))
		must(t, os.WriteFile(filepath.Join(dir, "webext", "manifest.json"), []byte(`{"manifest_version":3}`+"\n"), 0o644))
		must(t, os.WriteFile(filepath.Join(dir, "webext", "README.md"), []byte("work\n"), 0o644))
	}},
	// A setter's folder: a plan with a hand-made test and an external C++
	// generator (a copy: stress --save-to-plan edits the plan).
	{"setter", func(t *testing.T, dir, repo string) {
		copyTree(t, filepath.Join(repo, "app/testdata/plan"), filepath.Join(dir, "setter"))
	}},
	// A folder problem (docs/folders.md): a copy, since package writes
	// nothing into it but stress --save-to-plan would.
	{"maxsum", func(t *testing.T, dir, repo string) {
		copyTree(t, filepath.Join(repo, "problems/folder/testdata/maxsum"), filepath.Join(dir, "maxsum"))
	}},
	// A multi-pass folder problem (docs/interactive.md).
	{"doubling", func(t *testing.T, dir, repo string) {
		copyTree(t, filepath.Join(repo, "problems/folder/testdata/doubling"), filepath.Join(dir, "doubling"))
	}},
	// Havannah's sample, for its solve and validate.
	{"havannah.in", func(t *testing.T, dir, repo string) {
		copyFile(t, filepath.Join(repo, "problems/havannah/sample.in"), filepath.Join(dir, "havannah.in"))
	}},
	// The repository's Kattis-style submissions folders, linked.
	{"submissions", func(t *testing.T, dir, repo string) {
		must(t, os.MkdirAll(filepath.Join(dir, "submissions"), 0o755))
		for _, p := range []string{"caro", "havannah", "joc7"} {
			must(t, os.Symlink(filepath.Join(repo, "submissions", p), filepath.Join(dir, "submissions", p)))
		}
	}},
}

// build builds the real carokit command, without the race detector.
func build(t *testing.T) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "carokit")
	cmd := exec.Command("go", "build", "-o", out, "carokit/cmd/carokit")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build carokit: %v\n%s", err, msg)
	}
	return out
}

// must stops the test on an error of its own set-up.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func copyFixture(src string) func(t *testing.T, dir, repo string) {
	return func(t *testing.T, dir, _ string) { copyFile(t, src, filepath.Join(dir, filepath.Base(src))) }
}

func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	b, err := os.ReadFile(src)
	must(t, err)
	must(t, os.WriteFile(dst, b, 0o644))
}

func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	must(t, filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		to := filepath.Join(dst, rel)
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		copyFile(t, path, to)
		return nil
	}))
}
