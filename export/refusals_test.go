package export

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/testpkg"
)

// TestRefusals lists what an export refuses, each for a reason a setter
// should hear about rather than find out on the judge.
func TestRefusals(t *testing.T) {
	cases := []struct {
		name   string
		format string
		opt    Options
		edit   func(m *testpkg.Manifest)
		want   string
	}{
		{"unknown format", "hackerrank", Options{}, nil, "unknown export format"},
		{"unknown scoring", "kattis", Options{Scoring: "best-of"}, nil, "unknown scoring"},
		{"themis cannot group", "themis", Options{Scoring: ScoringGroupMin}, nil, "group-min scoring cannot be expressed"},
		{"pass-fail is kattis only", "cms", Options{Scoring: ScoringPassFail}, nil, "for the kattis format only"},
		{"unknown kattis version", "kattis", Options{KattisVersion: "2024-01"}, nil, "unknown Kattis format version"},
		{"dmoj needs whole points", "dmoj", Options{}, func(m *testpkg.Manifest) { m.Subtasks[0].Weight, m.Subtasks[1].Weight = 29.5, 30.5 }, "must be integers"},
		{"path leaves the package", "polygon", Options{}, func(m *testpkg.Manifest) { m.Tests[1].Input = "../../etc/passwd" }, "does not stay inside"},
		{"subtask without tests", "cms", Options{}, func(m *testpkg.Manifest) {
			m.Subtasks = append(m.Subtasks, testpkg.SubtaskEntry{ID: 4, Group: "subtask4", Weight: 10})
		}, "subtask 4 has no tests"},
		{"test in unknown subtask", "kattis", Options{}, func(m *testpkg.Manifest) { m.Tests[0].Subtask = 9 }, "does not declare"},
		{"changed package file", "dmoj", Options{}, func(m *testpkg.Manifest) { m.Tests[2].AnswerSHA256 = strings.Repeat("0", 64) }, "package changed since it was built"},
		{"bad task name", "themis", Options{TaskName: "../CARO"}, nil, "letters, digits and underscores"},
		{"zero weight", "polygon", Options{}, func(m *testpkg.Manifest) { m.Subtasks[2].Weight = 0 }, "want a positive number"},
		// VNOJ's importer asserts a main solution; Polygon needs one.
		{"polygon without a main solution", "polygon", Options{}, nil, "no accepted C++ submission to tag main"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pkgDir, m := fakePackage(t, "caro", caroLike)
			if c.edit != nil {
				c.edit(m)
				writeManifest(t, pkgDir, m)
			}
			parent := t.TempDir()
			out := filepath.Join(parent, "export")
			err := Export(pkgDir, c.format, out, c.opt)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Export = %v, want an error containing %q", err, c.want)
			}
			// Nothing half-written: no destination and no temporary folder.
			if entries, _ := os.ReadDir(parent); len(entries) != 0 {
				t.Errorf("failed export left %v behind", entries)
			}
		})
	}
}

func TestUsageErrorsAreParamErrors(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	for _, c := range []struct {
		name, format string
		opt          Options
	}{
		{"format", "nope", Options{}},
		{"scoring", "kattis", Options{Scoring: "nope"}},
	} {
		if err := Export(pkgDir, c.format, filepath.Join(t.TempDir(), "x"), c.opt); !problem.IsParamError(err) {
			t.Errorf("%s: %v is not a usage error", c.name, err)
		}
	}
}

// TestDestination checks the rule for what Export may replace.
func TestDestination(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	cases := []struct {
		name    string
		prepare func(t *testing.T, out string)
		wantErr string // "" means the export must succeed
	}{
		{"absent", func(t *testing.T, out string) {}, ""},
		{"empty folder", func(t *testing.T, out string) { mkdir(t, out) }, ""},
		{"previous export", func(t *testing.T, out string) {
			if err := Export(pkgDir, "dmoj", out, Options{}); err != nil {
				t.Fatal(err)
			}
			put(t, filepath.Join(out, "stale.txt"), "from an older export")
		}, ""},
		{"previous export with the marker's old name", func(t *testing.T, out string) {
			if err := Export(pkgDir, "dmoj", out, Options{}); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(filepath.Join(out, MarkerFile), filepath.Join(out, ".carokit-export")); err != nil {
				t.Fatal(err)
			}
		}, ""},
		{"someone's folder", func(t *testing.T, out string) {
			mkdir(t, out)
			put(t, filepath.Join(out, "notes.txt"), "precious")
		}, "refusing to replace"},
		{"a file", func(t *testing.T, out string) { put(t, out, "precious") }, "not a folder"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			parent := t.TempDir()
			out := filepath.Join(parent, "export")
			c.prepare(t, out)
			before := snapshot(t, parent)
			err := Export(pkgDir, "kattis", out, Options{})
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("Export = %v, want %q", err, c.wantErr)
				}
				if after := snapshot(t, parent); !slices.Equal(before, after) {
					t.Errorf("refused export changed the destination:\nbefore %v\nafter  %v", before, after)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"export/" + MarkerFile, "export/problem.yaml"} {
				if !slices.Contains(snapshot(t, parent), want) {
					t.Errorf("export lacks %s", want)
				}
			}
			for _, p := range snapshot(t, parent) {
				if strings.Contains(p, "stale.txt") || strings.HasPrefix(p, ".export") || strings.HasSuffix(p, "init.yml") || strings.HasSuffix(p, "/.carokit-export") {
					t.Errorf("%s survived the replacement", p)
				}
			}
		})
	}
}

func mkdir(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
}

func put(t *testing.T, path, text string) {
	t.Helper()
	mkdir(t, filepath.Dir(path))
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// snapshot lists every path under dir, sorted, slash-separated.
func snapshot(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if rel, _ := filepath.Rel(dir, p); rel != "." {
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(out)
	return out
}
