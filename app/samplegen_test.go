package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"carokit/testpkg"
)

// TestFolderGeneratedSampleFiles: a sample generators.yaml makes keeps
// the other files bt generate keeps for it (generators.DataExts), as a
// secret test does: beside the sample in the package, hashed in the
// manifest, and shipped by the Kattis export where its version has them.
// A generated sample used to be skipped with a warning, and a copied
// one kept its .in and .ans alone.
func TestFolderGeneratedSampleFiles(t *testing.T) {
	needFolderTools(t)
	gen := "import sys\nopen('testcase.in', 'w').write(sys.argv[1] + '\\n')\n" +
		"open('testcase.png', 'w').write('png ' + sys.argv[1])\nopen('testcase.in.statement', 'w').write(sys.argv[1] + '\\n')\n"
	dir := echoFolder(t, "gensample", fstest.MapFS{
		"generators/gen.py":          {Data: []byte(gen)},
		"generators/pic.in":          {Data: []byte("5\n")},
		"generators/pic.png":         {Data: []byte("a picture")},
		"generators/generators.yaml": {Data: []byte("data:\n  sample:\n    data:\n      - made: gen.py 7\n      - copied: {copy: pic}\n      - inline: {in: \"3\\n\"}\n  secret:\n    data:\n      - one: gen.py 1\n")},
	})
	pkg := filepath.Join(t.TempDir(), "pkg")
	code, out, stderr := runReal(t, t.TempDir(), "--problem", dir, "package", "--out", pkg)
	if code != 0 || strings.Contains(stderr, "skipped") {
		t.Fatalf("package: exit %d (want 0, no sample skipped)\n%s%s", code, out, stderr)
	}
	m, err := testpkg.Load(pkg)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		sample, reason string
		input          string   // the sample's input
		exts           []string // its extra files in the manifest
	}{
		{"made", "generated: its generator's .png and .in.statement", "7\n", []string{".in.statement", ".png"}},
		{"copied", "copy: takes every file of the copied test", "5\n", []string{".png"}},
		{"inline", "inline in: has no other file", "3\n", nil},
	}
	if len(m.Samples) != len(cases) {
		t.Fatalf("%d samples in the manifest, want %d", len(m.Samples), len(cases))
	}
	for _, c := range cases {
		t.Run(c.sample, func(t *testing.T) {
			i := slices.IndexFunc(m.Samples, func(e testpkg.TestEntry) bool { return strings.HasSuffix(e.Name, c.sample) })
			if i < 0 {
				t.Fatalf("no sample %s in the manifest (%s)", c.sample, c.reason)
			}
			e := m.Samples[i]
			if in, err := os.ReadFile(filepath.Join(pkg, filepath.FromSlash(e.Input))); err != nil || string(in) != c.input {
				t.Errorf("input %q, %v; want %q", in, err, c.input)
			}
			var exts []string
			for _, x := range e.Extra {
				exts = append(exts, x.Ext)
				if data, err := os.ReadFile(filepath.Join(pkg, filepath.FromSlash(x.Path))); err != nil || digestOf(data) != x.SHA256 || !strings.HasPrefix(x.Path, "data/sample/"+e.Name) {
					t.Errorf("%s at %s: %v, or not the manifest's bytes, or not beside the sample", x.Ext, x.Path, err)
				}
			}
			if !slices.Equal(exts, c.exts) {
				t.Errorf("extra files %q, want %q (%s)", exts, c.exts, c.reason)
			}
		})
	}
	for _, v := range []struct {
		version string
		ships   []string // of the generated sample's files
	}{
		{"2025-09", []string{".png", ".in.statement"}}, // the samples' statement variant is 2025-09's
		{"legacy", []string{".png"}},
	} {
		exp := filepath.Join(t.TempDir(), "exp")
		if code, out, stderr := runReal(t, t.TempDir(), "--problem", dir, "export", "--package", pkg, "--format", "kattis", "--kattis-version", v.version, "--out", exp); code != 0 {
			t.Fatalf("export %s: exit %d\n%s%s", v.version, code, out, stderr)
		}
		for _, ext := range []string{".png", ".in.statement"} {
			found, _ := filepath.Glob(filepath.Join(exp, "data", "sample", "*made"+ext))
			if want := slices.Contains(v.ships, ext); (len(found) == 1) != want {
				t.Errorf("export %s: the generated sample's %s shipped %d times, want it %v", v.version, ext, len(found), want)
			}
		}
	}
}
