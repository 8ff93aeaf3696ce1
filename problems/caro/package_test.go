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
// one and with two workers: certification passes, the layout is CARO.md's
// 10 / 9 / 11 tests and the 5 / 5 / 4 that kill the mutants, every mutant
// dies in every subtask where it must, and the two builds are
// byte-identical (the strength matrix in manifest.json included).
func TestDefaultPackageCertifies(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two 42 MB packages")
	}
	dir := t.TempDir()
	var trees []map[string][]byte
	for _, jobs := range []int{1, 2} {
		out := filepath.Join(dir, "jobs", string(rune('0'+jobs)))
		m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: caro.New(), Out: out, Seed: 1, Jobs: jobs})
		if err != nil {
			t.Fatalf("jobs %d: %v", jobs, err)
		}
		for id, want := range map[int]int{1: 15, 2: 15, 3: 15} {
			if got := len(m.TestsOf(id)); got != want {
				t.Errorf("subtask %d has %d tests, want %d", id, got, want)
			}
		}
		if m.Strength == nil || len(m.Strength.Mutants) < 12 {
			t.Fatalf("strength %+v: want Caro's mutants", m.Strength)
		}
		for i := range m.Subtasks {
			if must, _ := m.Strength.Survivors(i); len(must) > 0 {
				t.Errorf("subtask %d: %v survive where they must die", i+1, must)
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

// TestArticlePlan: CARO.md's 30-test plan (`package --plan article`)
// still builds its 10 / 9 / 11 tests, but only when survivors are
// allowed: it has no win on the bottom row, so the mutant whose walks
// never reach row N survives, and certification names it.
func TestArticlePlan(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the article's 36 MB package")
	}
	plan := []byte(caro.New().Spec().Plans["article"])
	_, err := testpkg.Build(context.Background(), testpkg.Options{Problem: caro.New(), Out: filepath.Join(t.TempDir(), "strict"), Seed: 1, Plan: plan, PlanName: "article plan"})
	want := "certification failed: subtask 1: no test kills the mutant stop-bottom (walks never count into row N: while (nr < N))"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Fatalf("strict build of the article plan: %v, want %q…", err, want)
	}
	var warn strings.Builder
	m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: caro.New(), Out: filepath.Join(t.TempDir(), "weak"), Seed: 1, Plan: plan, PlanName: "article plan",
		AllowSurvivors: true, Warnings: &warn})
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[int]int{1: 10, 2: 9, 3: 11} {
		if got := len(m.TestsOf(id)); got != want {
			t.Errorf("subtask %d has %d tests, want %d as in CARO.md", id, got, want)
		}
	}
	if !strings.Contains(warn.String(), "weak package: subtask 3: no test kills the mutant stride4096") {
		t.Errorf("warnings %q do not name the survivors", warn.String())
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

// BenchmarkBuildDefault builds Caro's default package (45 tests, ~42 MB).
func BenchmarkBuildDefault(b *testing.B) {
	dir := b.TempDir()
	for i := 0; i < b.N; i++ {
		if _, err := testpkg.Build(context.Background(), testpkg.Options{Problem: caro.New(), Out: filepath.Join(dir, "pkg"), Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
