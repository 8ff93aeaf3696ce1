package testpkg_test

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problems/caro"
	"carokit/problems/duiyi"
	"carokit/testpkg"
)

// TestDefaultPackageCertifies builds Caro's default package twice, with
// one and with two workers: certification passes, the layout is the
// reference one (10 / 9 / 11 tests) and the two builds are byte-identical.
func TestDefaultPackageCertifies(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two 35 MB packages")
	}
	dir := t.TempDir()
	var trees []map[string][]byte
	for _, jobs := range []int{1, 2} {
		out := filepath.Join(dir, "jobs", string(rune('0'+jobs)))
		m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: caro.New(), Out: out, Seed: 1, Jobs: jobs})
		if err != nil {
			t.Fatalf("jobs %d: %v", jobs, err)
		}
		for id, want := range map[int]int{1: 10, 2: 9, 3: 11} {
			if got := len(m.TestsOf(id)); got != want {
				t.Errorf("subtask %d has %d tests, want %d as in CARO.md", id, got, want)
			}
		}
		trees = append(trees, readTree(t, out))
	}
	if len(trees[0]) < 60 {
		t.Fatalf("package has only %d files", len(trees[0]))
	}
	for name, data := range trees[0] {
		if !bytes.Equal(data, trees[1][name]) {
			t.Errorf("%s differs between --jobs 1 and --jobs 2", name)
		}
	}
}

// TestDuiyiPackage: the second dialect goes through the same engine.
func TestDuiyiPackage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "duiyi")
	m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: duiyi.New(), Out: out, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Samples) != 3 || len(m.Tests) < 8 {
		t.Fatalf("%d samples and %d tests", len(m.Samples), len(m.Tests))
	}
	ans, err := os.ReadFile(filepath.Join(out, m.Samples[0].Answer))
	if err != nil || string(ans) != "HtBest 9\n" {
		t.Errorf("first sample answer %q (%v), want HtBest 9", ans, err)
	}
}

func TestBuildFailures(t *testing.T) {
	cases := []struct {
		name, plan, want, why string
	}{
		{"misplaced test", "@subtask 1\nsample 1\n@subtask 2\nline --n 15\n", "already fits subtask 1", "tests of subtask 2 must exceed subtask 1's limits"},
		{"too large", "@subtask 1\nline --n 16\n", "exceeds subtask 1", "a test must fit the subtask it is assigned to"},
		{"unknown kind", "@subtask 1\nspiral --n 5\n", "plan.txt:2:1: unknown generator kind", "plan errors name file and line"},
		{"bad parameter", "@subtask 1\nline --n 15 --dir q\n", "plan.txt:2:1:", "generator parameters are checked before anything is built"},
		{"wrong solution not caught", "@subtask 1\nsample 1\n@subtask 2\nfull-no-win --n 100\n@subtask 3\nfull-no-win --n 500 --k 1000\n", "no test catches the wrong solution", "a package that lets a wrong solution through is refused"},
		{"slow solution not separated", "@subtask 1\nsample 1\n@subtask 2\nmid-fill --n 100 --k 50 --at 9 --dir a\nlong-run --n 100 --k 50 --len 6 --pos 2 --at 11\n@subtask 3\nmid-fill --n 500 --k 50 --at 9 --dir a\nlong-run --n 500 --k 50 --len 6 --pos 2 --at 11\n", "declared TLE", "an early win lets the brute force finish: the time limit would not separate it"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "pkg")
			// A previous complete package must survive a failed build.
			if err := os.MkdirAll(out, 0o755); err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(out, testpkg.ManifestFile), []byte(minimalManifest), 0o644)
			_, err := testpkg.Build(context.Background(), testpkg.Options{Problem: caro.New(), Out: out, Plan: []byte(c.plan), PlanName: "plan.txt"})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error containing %q (%s)", err, c.want, c.why)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 {
				t.Errorf("temporary folders left beside the package: %v", entries)
			}
			if data, _ := os.ReadFile(filepath.Join(out, testpkg.ManifestFile)); string(data) != minimalManifest {
				t.Errorf("the previous package was touched")
			}
		})
	}
}

// minimalManifest is the least a manifest needs for carokit to own the
// folder it is in.
const minimalManifest = `{"format": "carokit-package", "format_version": 1}`

func TestRefusesToReplaceOtherFolders(t *testing.T) {
	out := t.TempDir() // exists, no manifest: not ours
	os.WriteFile(filepath.Join(out, "thesis.tex"), []byte("precious"), 0o644)
	_, err := testpkg.Build(context.Background(), testpkg.Options{Problem: caro.New(), Out: out, Plan: []byte("@subtask 1\nsample 1\n")})
	if err == nil || !strings.Contains(err.Error(), "not a carokit package") {
		t.Fatalf("got %v, want a refusal", err)
	}
	var ie *problem.InputError
	if errors.As(err, &ie) {
		t.Fatalf("refusal should not look like an input error: %v", err)
	}
}

func readTree(t *testing.T, root string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		rel, _ := filepath.Rel(root, path)
		files[rel] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// BenchmarkBuildDefault builds Caro's default package (30 tests, ~35 MB).
func BenchmarkBuildDefault(b *testing.B) {
	dir := b.TempDir()
	for i := 0; i < b.N; i++ {
		if _, err := testpkg.Build(context.Background(), testpkg.Options{Problem: caro.New(), Out: filepath.Join(dir, "pkg"), Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestVerify: a package edited after it was built is refused by name.
func TestVerify(t *testing.T) {
	out := filepath.Join(t.TempDir(), "duiyi")
	m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: duiyi.New(), Out: out, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(out); err != nil {
		t.Fatalf("fresh package: %v", err)
	}
	victim := filepath.Join(out, m.Tests[2].Answer)
	if err := os.WriteFile(victim, []byte("UNK 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(out); err == nil || !strings.Contains(err.Error(), m.Tests[2].Name+".ans: size 6 bytes, manifest.json says") {
		t.Fatalf("edited answer: got %v, want an error naming the file", err)
	}
	os.Remove(victim)
	if err := m.Verify(out); err == nil {
		t.Fatal("a missing file must be refused")
	}
}
