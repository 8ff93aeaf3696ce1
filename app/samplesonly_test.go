package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSamplesOnlyExports: a samples-only folder's draft package exports
// its sample as a sample only, never again as a secret test (its
// manifest's one subtask repeats the samples, which every export used
// to ship: CMS input0 and input1, Themis Test01 and Test02, a 2025-09
// secret group including the sample); a format that needs a test other
// than the samples refuses, exit 1, saying what to add. judge --expect
// over it takes the samples' one verdict.
func TestSamplesOnlyExports(t *testing.T) {
	needFolderTools(t)
	dir := filepath.Join(t.TempDir(), "so")
	if err := os.CopyFS(dir, os.DirFS(fixturePath(t, "samplesonly"))); err != nil {
		t.Fatal(err)
	}
	// Polygon tags an accepted C++ submission main.
	cpp := "#include <iostream>\n#include <string>\nint main() { std::string s; std::getline(std::cin, s); std::cout << s << '\\n'; }\n"
	if err := os.WriteFile(filepath.Join(dir, "submissions", "accepted", "echo.cpp"), []byte(cpp), 0o644); err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	pkg := filepath.Join(work, "pkg")
	if code, out, stderr := runReal(t, work, "--problem", dir, "package", "--draft", "--out", pkg); code != 0 {
		t.Fatalf("package --draft: exit %d\n%s%s", code, out, stderr)
	}
	refused := "the package has samples only and "
	cases := []struct {
		name, reason string
		args         []string
		code         int
		want         string            // in stdout+stderr
		files        map[string]string // file of the export → text it holds ("" only that it exists)
		absent       []string          // files the export must not have
	}{
		{"cms", "public_testcases marks the sample; no second input repeats it",
			[]string{"--format", "cms"}, 0, "exported cms",
			map[string]string{"task.yaml": "n_input: 1\n", "input/input0.txt": "3\n"}, []string{"input/input1.txt"}},
		{"polygon", "sample=\"true\" marks it; one test, no group but the samples",
			[]string{"--format", "polygon"}, 0, "exported polygon",
			map[string]string{"problem.xml": "<test-count>1</test-count>", "tests/01": "3\n"}, []string{"tests/02"}},
		{"kattis legacy", "data/secret must hold a test (the spec, problemtools)",
			[]string{"--format", "kattis"}, 1, refused + "the Kattis format needs at least one test in data/secret; add data/secret/*.in", nil, nil},
		{"kattis 2025-09", "the same rule in every version",
			[]string{"--format", "kattis", "--kattis-version", "2025-09"}, 1, refused + "the Kattis format needs", nil, nil},
		{"dmoj", "no samples in init.yml: the problem would be worth 0 points",
			[]string{"--format", "dmoj"}, 1, refused + "DMOJ has no samples", nil, nil},
		{"themis", "no samples in Themis either",
			[]string{"--format", "themis"}, 1, refused + "Themis has no samples", nil, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(work, "ex-"+strings.ReplaceAll(c.name, " ", "-"))
			args := append([]string{"--problem", dir, "export", "--package", pkg, "--draft", "--out", out}, c.args...)
			code, stdout, stderr := runReal(t, work, args...)
			if code != c.code || !strings.Contains(stdout+stderr, c.want) {
				t.Fatalf("exit %d, want %d and %q (%s):\n%s%s", code, c.code, c.want, c.reason, stdout, stderr)
			}
			for f, want := range c.files {
				b, err := os.ReadFile(filepath.Join(out, f))
				if err != nil || !strings.Contains(string(b), want) {
					t.Errorf("%s: %v, want it holding %q (%s):\n%s", f, err, want, c.reason, b)
				}
			}
			for _, f := range c.absent {
				if _, err := os.Stat(filepath.Join(out, f)); err == nil {
					t.Errorf("%s exists: the sample is exported twice (%s)", f, c.reason)
				}
			}
		})
	}
	t.Run("judge --expect", func(t *testing.T) {
		for _, e := range []struct {
			expect, want string
			code         int
		}{
			{"accepted/echo.py=OK", "│ yes", 0},                        // the samples' verdict, met
			{"accepted/echo.py=WA", "samples: expected WA, got OK", 1}, // unmet, said once
			{"accepted/echo.py=OK,OK", "has samples only", 2},          // one verdict only
		} {
			code, stdout, stderr := runReal(t, work, "--problem", dir, "judge", "--package", pkg, "--expect", e.expect)
			if code != e.code || !strings.Contains(stdout+stderr, e.want) {
				t.Errorf("--expect %s: exit %d, want %d and %q:\n%s%s", e.expect, code, e.code, e.want, stdout, stderr)
			}
		}
	})
}
