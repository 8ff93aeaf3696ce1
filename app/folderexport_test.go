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

func TestFolderPackageInvalidInputs(t *testing.T) {
	needFolderTools(t)
	cases := []struct {
		name string
		add  string // data/invalid_input/x.in's content
		code int
		want string
	}{
		{"an invalid input rejected: the package builds", "0\n\n", 0, "certified"},
		{"a valid input among the invalid ones fails the package, named", "3\n1 0 0\n", 1, "invalid_input/x"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "floatavg")
			copyTree(t, fixturePath(t, "floatavg"), dir)
			if err := os.MkdirAll(filepath.Join(dir, "data", "invalid_input"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "data", "invalid_input", "x.in"), []byte(c.add), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, stderr := runReal(t, dir, "package", "--out", filepath.Join(t.TempDir(), "pkg"))
			if code != c.code || !strings.Contains(out+stderr, c.want) {
				t.Errorf("exit %d, want %d and %q\n%s%s", code, c.code, c.want, out, stderr)
			}
		})
	}
}
