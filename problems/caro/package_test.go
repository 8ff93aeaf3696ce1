package caro_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"carokit/internal/filetree"
	"carokit/problems/caro"
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
		tree, err := filetree.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		trees = append(trees, tree)
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

// TestCaroBuildFailures: plans that Caro's certification must refuse.
func TestCaroBuildFailures(t *testing.T) {
	cases := []struct {
		name, plan, want, why string
	}{
		{"misplaced test", "@subtask 1\nsample 1\n@subtask 2\nline --n 15\n", "already fits subtask 1", "tests of subtask 2 must exceed subtask 1's limits"},
		{"wrong solution not caught", "@subtask 1\nsample 1\n@subtask 2\nfull-no-win --n 100\n@subtask 3\nfull-no-win --n 500 --k 1000\n", "no test catches the wrong solution", "a package that lets a wrong solution through is refused"},
		{"slow solution not separated", "@subtask 1\nsample 1\n@subtask 2\nmid-fill --n 100 --k 50 --at 9 --dir a\nlong-run --n 100 --k 50 --len 6 --pos 2 --at 11\n@subtask 3\nmid-fill --n 500 --k 50 --at 9 --dir a\nlong-run --n 500 --k 50 --len 6 --pos 2 --at 11\n", "declared TLE", "an early win lets the brute force finish: the time limit would not separate it"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "pkg")
			_, err := testpkg.Build(context.Background(), testpkg.Options{Problem: caro.New(), Out: out, Plan: []byte(c.plan), PlanName: "plan.txt"})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error containing %q (%s)", err, c.want, c.why)
			}
		})
	}
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
