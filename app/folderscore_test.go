package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestFolderKattisScore: judge's JSON carries each submission's Kattis
// score and each subtask's points, equal to what problemtools'
// verifyproblem printed for the fixtures (problems/folder/testdata/
// README.md).
func TestFolderKattisScore(t *testing.T) {
	needFolderTools(t)
	for _, tc := range []struct {
		fixture string
		want    map[string][]float64 // solution → total, then each subtask's points
	}{
		{"scoring2", map[string][]float64{"accepted/sum.cpp": {100, 40, 60}, "partially_accepted/int32.cpp": {40, 40, 0}, "wrong_answer/first_only.py": {0, 0, 0}}},
		{"scoring3", map[string][]float64{"accepted/exact.py": {100, 30, 70}, "partially_accepted/near.py": {50, 15, 35},
			"wrong_answer/int32.cpp": {40, 30, 10}, "wrong_answer/small_only.py": {50, 30, 20}}},
	} {
		t.Run(tc.fixture, func(t *testing.T) {
			pkg := folderPackage(t, tc.fixture)
			code, out, stderr := runReal(t, t.TempDir(), "--problem", fixturePath(t, tc.fixture), "judge", "--package", pkg, "--format", "json")
			if code != 0 {
				t.Fatalf("judge: exit %d\n%s%s", code, out, stderr)
			}
			var sols []struct {
				Solution string  `json:"solution"`
				Score    float64 `json:"score"`
				Subtasks []struct {
					Points *float64 `json:"points"`
				} `json:"subtasks"`
				Tests []struct {
					Score *float64 `json:"score"`
				} `json:"tests"`
			}
			if err := json.Unmarshal([]byte(out), &sols); err != nil {
				t.Fatal(err)
			}
			scored := false
			for _, s := range sols {
				want, ok := tc.want[s.Solution]
				if !ok {
					continue
				}
				got := []float64{s.Score}
				for _, st := range s.Subtasks {
					if st.Points == nil {
						t.Fatalf("%s: a subtask without points", s.Solution)
					}
					got = append(got, *st.Points)
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s: score and points %v, want problemtools' %v", s.Solution, got, want)
				}
				for _, tr := range s.Tests {
					scored = scored || tr.Score != nil
				}
			}
			if want := tc.fixture == "scoring3"; scored != want {
				t.Errorf("tests carry score.txt: %v, want %v", scored, want)
			}
		})
	}
}

// TestFolderScoreExpectation: a submissions.yaml score: the submission
// misses fails judge and package's certification, in one line each.
func TestFolderScoreExpectation(t *testing.T) {
	needFolderTools(t)
	dir := filepath.Join(t.TempDir(), "scoring2")
	if err := os.CopyFS(dir, os.DirFS(fixturePath(t, "scoring2"))); err != nil {
		t.Fatal(err)
	}
	yml := filepath.Join(dir, "submissions", "submissions.yaml")
	text, err := os.ReadFile(yml)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(yml, []byte(strings.Replace(string(text), "  score: 40\n", "  score: [50, 60]\n", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	const want = "partially_accepted/int32.cpp: score: 40, not in [50, 60]"
	code, out, stderr := runReal(t, t.TempDir(), "--problem", dir, "judge", "--package", folderPackage(t, "scoring2"))
	if code != 1 || !strings.Contains(out+stderr, want) {
		t.Errorf("judge: exit %d, want 1 and %q:\n%s%s", code, want, out, stderr)
	}
	code, out, stderr = runReal(t, t.TempDir(), "--problem", dir, "package", "--out", filepath.Join(t.TempDir(), "pkg"))
	if code != 1 || !strings.Contains(stderr, want) {
		t.Errorf("package: exit %d, want 1 and %q:\n%s%s", code, want, out, stderr)
	}
}

// TestFolderPartiallyAccepted: the legacy partially_accepted folder
// (problemtools judges it in 2023-07 too) holds its submissions to the
// overall Kattis verdict and a score below data/'s range: scoring2's
// int32.cpp (WA on group 2, accepted overall by accept_if_any_accepted,
// 40 points) meets it, and the full solution put there does not.
func TestFolderPartiallyAccepted(t *testing.T) {
	needFolderTools(t)
	dir := filepath.Join(t.TempDir(), "scoring2")
	if err := os.CopyFS(dir, os.DirFS(fixturePath(t, "scoring2"))); err != nil {
		t.Fatal(err)
	}
	full, err := os.ReadFile(filepath.Join(dir, "submissions", "accepted", "sum.py"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "submissions", "partially_accepted", "full.py"), full, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := runReal(t, t.TempDir(), "--problem", dir, "judge", "--package", folderPackage(t, "scoring2"))
	const want = "partially_accepted/full.py: partially accepted: score 100 is the most data/'s range allows (100)"
	if code != 1 || !strings.Contains(out+stderr, want) {
		t.Errorf("judge: exit %d, want 1 and %q:\n%s%s", code, want, out, stderr)
	}
	if strings.Contains(out+stderr, "partially_accepted/int32.cpp:") {
		t.Errorf("int32.cpp (40 points, accepted overall) is reported unmet:\n%s%s", out, stderr)
	}
}
