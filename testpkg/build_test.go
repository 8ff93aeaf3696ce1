package testpkg_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/internal/filetree"
	"carokit/problem"
	"carokit/problem/problemtest/fake"
	"carokit/testpkg"
)

// TestToyPackage builds the fake problem's default package with one and
// with two workers: certification passes, each subtask holds its tests,
// and the two builds are byte-identical.
func TestToyPackage(t *testing.T) {
	dir := t.TempDir()
	var trees []map[string][]byte
	for _, jobs := range []int{1, 2} {
		out := filepath.Join(dir, "jobs", string(rune('0'+jobs)))
		m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: fake.New(), Out: out, Seed: 1, Jobs: jobs})
		if err != nil {
			t.Fatalf("jobs %d: %v", jobs, err)
		}
		for id, want := range map[int]int{1: 2, 2: 2} {
			if got := len(m.TestsOf(id)); got != want {
				t.Errorf("subtask %d has %d tests, want %d", id, got, want)
			}
		}
		tree, err := filetree.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		trees = append(trees, tree)
	}
	for name, data := range trees[0] {
		if !bytes.Equal(data, trees[1][name]) {
			t.Errorf("%s differs between --jobs 1 and --jobs 2", name)
		}
	}
}

func TestBuildFailures(t *testing.T) {
	cases := []struct {
		name, plan, want, why string
	}{
		{"misplaced test", "@subtask 1\nsample sample\n@subtask 2\nsum --n 5\n", "already fits subtask 1", "tests of subtask 2 must exceed subtask 1's limits"},
		{"too large", "@subtask 1\nsum --n 6\n", "exceeds subtask 1", "a test must fit the subtask it is assigned to"},
		{"unknown kind", "@subtask 1\nspiral --n 5\n", "plan.txt:2:1: unknown generator kind", "plan errors name file and line"},
		{"bad parameter", "@subtask 1\nsum --n 5 --fill q\n", "plan.txt:2:18:", "a bad generator parameter is a plan error at the value at fault"},
		{"wrong solution not caught", "@subtask 1\nsample sample\n@subtask 2\nsum --n 9 --fill 2\n", "subtask 2: no test catches the wrong solution odd", "a package that lets a wrong solution through is refused, naming the subtask"},
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
			_, err := testpkg.Build(context.Background(), testpkg.Options{Problem: fake.New(), Out: out, Plan: []byte(c.plan), PlanName: "plan.txt"})
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
	_, err := testpkg.Build(context.Background(), testpkg.Options{Problem: fake.New(), Out: out, Plan: []byte("@subtask 1\nsample sample\n")})
	if err == nil || !strings.Contains(err.Error(), "not a carokit package") {
		t.Fatalf("got %v, want a refusal", err)
	}
	var ie *problem.InputError
	if errors.As(err, &ie) {
		t.Fatalf("refusal should not look like an input error: %v", err)
	}
}

// TestVerify: a package edited after it was built is refused by name.
func TestVerify(t *testing.T) {
	out := filepath.Join(t.TempDir(), "toy")
	m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: fake.New(), Out: out, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(out); err != nil {
		t.Fatalf("fresh package: %v", err)
	}
	victim := filepath.Join(out, m.Tests[2].Answer)
	if err := os.WriteFile(victim, []byte("123456\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(out); err == nil || !strings.Contains(err.Error(), m.Tests[2].Name+".ans: size 7 bytes, manifest.json says") {
		t.Fatalf("edited answer: got %v, want an error naming the file", err)
	}
	os.Remove(victim)
	if err := m.Verify(out); err == nil {
		t.Fatal("a missing file must be refused")
	}
}
