package folder_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"carokit/problems/folder"
)

// TestSamplesOnly: a folder with samples and no secret test (as
// BAPCtools' hello, fltcmp and hellounix are), from data/ or from
// generators.yaml, opens with its samples standing in as subtask 1 and
// says so loudly; SamplesOnly tells the package's certification, which
// refuses it (a draft only, as problemtools errs on an empty data/secret).
func TestSamplesOnly(t *testing.T) {
	gens := filepath.Join(t.TempDir(), "gensamples")
	if err := os.CopyFS(gens, fstest.MapFS{
		"problem.yaml":                 {Data: []byte("problem_format_version: 2025-09\nname: Echo\nlimits:\n  time_limit: 1\n")},
		"generators/generators.yaml":   {Data: []byte("data:\n  sample:\n    data:\n      - one:\n          in: \"1\"\n          ans: \"1\"\n      - two:\n          in: \"2\"\n          ans: \"2\"\n")},
		"submissions/accepted/echo.py": {Data: []byte("print(input())\n")},
	}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, dir string
		tests     int
	}{
		{"data/sample, an empty data/secret", "testdata/samplesonly", 1},
		{"generators.yaml with samples alone", gens, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var warnings []string
			p, err := folder.Open(context.Background(), tc.dir, folder.Options{CacheDir: t.TempDir(), Warnings: func(s string) { warnings = append(warnings, s) }})
			if err != nil {
				t.Fatalf("Open: %v", err)
			}
			if !p.SamplesOnly() {
				t.Error("SamplesOnly is false")
			}
			if st := p.Spec().Subtasks; len(st) != 1 || st[0].Note != "sample" {
				t.Errorf("subtasks %+v, want the samples as subtask 1", st)
			}
			if n := strings.Count(p.Spec().Plan, ": file "); n != tc.tests {
				t.Errorf("plan holds %d tests, want the %d samples:\n%s", n, tc.tests, p.Spec().Plan)
			}
			text := strings.Join(warnings, "\n")
			if !strings.Contains(text, "has no secret tests") || strings.Contains(text, "could not match") {
				t.Errorf("warnings %q, want the lack of secret tests named, and the tests matched to their group", warnings)
			}
		})
	}
	if p, err := folder.Open(context.Background(), "testdata/maxsum", folder.Options{CacheDir: t.TempDir()}); err != nil || p.SamplesOnly() {
		t.Errorf("maxsum: SamplesOnly %v, %v; want false", p != nil && p.SamplesOnly(), err)
	}
}
