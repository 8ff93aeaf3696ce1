package app

import (
	"archive/zip"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// exportedInputs are the hashes of an export's test inputs, by format.
func exportedInputs(t *testing.T, format, dir string) []string {
	t.Helper()
	var out []string
	keep := func(rel string) bool {
		switch format {
		case "kattis":
			return strings.HasPrefix(rel, "data/") && strings.HasSuffix(rel, ".in")
		case "cms":
			return strings.HasPrefix(rel, "input/")
		case "polygon":
			return strings.HasPrefix(rel, "tests/") && !strings.HasSuffix(rel, ".a")
		case "themis":
			return strings.HasSuffix(rel, ".INP")
		}
		return false
	}
	for rel, h := range treeHashes(t, dir) {
		if keep(rel) {
			out = append(out, h)
		}
	}
	if format == "dmoj" {
		out = zipInputs(t, dir)
	}
	slices.Sort(out)
	return out
}

// zipInputs are the hashes of the .in files of dir's one zip archive
// (DMOJ's, named after the problem).
func zipInputs(t *testing.T, dir string) []string {
	t.Helper()
	zips, _ := filepath.Glob(filepath.Join(dir, "*.zip"))
	if len(zips) != 1 {
		t.Fatalf("%s: %d zip archives, want 1", dir, len(zips))
	}
	r, err := zip.OpenReader(zips[0])
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var out []string
	for _, f := range r.File {
		if !strings.HasSuffix(f.Name, ".in") {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		h := sha256.New()
		_, err = io.Copy(h, rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, hex.EncodeToString(h.Sum(nil)))
	}
	return out
}

func TestFolderExport(t *testing.T) {
	needFolderTools(t)
	// Real-binary runs in folders of their own, most of their time spent
	// waiting on child processes: they run beside each other.
	t.Parallel()
	formats := []string{"kattis", "dmoj", "cms", "polygon", "themis"}
	for _, fixture := range []string{"maxsum", "scoring2"} {
		t.Run(fixture, func(t *testing.T) {
			pkg := folderPackage(t, fixture)
			var want []string
			for rel, h := range treeHashes(t, pkg) {
				if strings.HasPrefix(rel, "data/") && strings.HasSuffix(rel, ".in") {
					want = append(want, h)
				}
			}
			slices.Sort(want)
			out := t.TempDir()
			args := []string{"--problem", fixturePath(t, fixture), "export", "--package", pkg, "--out", out}
			for _, f := range formats {
				args = append(args, "--format", f)
			}
			code, stdout, stderr := runReal(t, t.TempDir(), args...)
			if code != 0 {
				t.Fatalf("export: exit %d\n%s%s", code, stdout, stderr)
			}
			for _, f := range formats {
				got := exportedInputs(t, f, filepath.Join(out, f))
				if !slices.Equal(got, want) {
					t.Errorf("%s: %d inputs, want the package's %d, byte for byte", f, len(got), len(want))
				}
			}
		})
	}
}

// TestFolderPackageInvalidInputs: package checks the folder's invalid
// tests as bt validate does, data/invalid_answer's included (it was not
// read), and fails naming one that no validator rejects.
func TestFolderPackageInvalidInputs(t *testing.T) {
	needFolderTools(t)
	cases := []struct {
		name  string
		files map[string]string // added to the folder
		code  int
		want  string
	}{
		{"an invalid input rejected: the package builds", map[string]string{"data/invalid_input/x.in": "0\n\n"}, 0, "certified"},
		{"a valid input among the invalid ones fails the package, named", map[string]string{"data/invalid_input/x.in": "3\n1 0 0\n"}, 1, "invalid_input/x"},
		{"an invalid answer the output validator accepts fails the package, named",
			map[string]string{"data/invalid_answer/y.in": "4\n1 2 3 4\n", "data/invalid_answer/y.ans": "2.5\n"}, 1, "accept 1 invalid answer(s), which one must reject (exit 43): invalid_answer/y"},
		{"an invalid answer an answer validator rejects: the package builds",
			map[string]string{"data/invalid_answer/y.in": "4\n1 2 3 4\n", "data/invalid_answer/y.ans": "two and a half\n",
				"answer_validators/number.py": "import sys\ntry:\n    float(sys.stdin.read())\nexcept ValueError:\n    sys.exit(43)\nsys.exit(42)\n"}, 0, "certified"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "floatavg")
			copyTree(t, fixturePath(t, "floatavg"), dir)
			for name, text := range c.files {
				path := filepath.Join(dir, filepath.FromSlash(name))
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			code, out, stderr := runReal(t, dir, "package", "--out", filepath.Join(t.TempDir(), "pkg"))
			if code != c.code || !strings.Contains(out+stderr, c.want) {
				t.Errorf("exit %d, want %d and %q\n%s%s", code, c.code, c.want, out, stderr)
			}
		})
	}
}
