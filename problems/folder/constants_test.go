package folder

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConstantsInPrograms: problem.yaml's constants are put in the
// sources of the input validator (and of the header beside it) and of
// the output validator before they are compiled (testdata/constants'
// cannot compile or run without them), and a folder with other values,
// sharing the cache, gets programs of its own. Submissions are not
// substituted (app's TestFolderConstants judges one).
func TestConstantsInPrograms(t *testing.T) {
	needTools(t)
	p := open(t, "constants")
	five := []byte("5\n-1000 1000 7 -3 4\n")
	if _, err := p.Validate("1-five.in", five); err != nil {
		t.Errorf("Validate with max_n 5: %v, want valid", err)
	}
	for _, tc := range []struct {
		name, output string
		ok           bool
	}{
		{"within the slack of 1", "9\n", true},
		{"beyond it", "10\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := p.Check(five, []byte("8\n"), []byte(tc.output))
			if (err == nil) != tc.ok {
				t.Errorf("Check(%q): %v, want accepted %v", tc.output, err, tc.ok)
			}
		})
	}
	c, err := p.Parse([]byte("3\n1 2 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	out, _, err := p.Spec().Solutions[0].Solve(c)
	if err != nil || !bytes.Equal(out, []byte("6\n")) {
		t.Errorf("the reference: %q, %v; want 6", out, err)
	}

	dir := editedCopy(t, "constants", "problem.yaml", "max_n: 5", "max_n: 4")
	four, err := Open(t.Context(), dir, Options{CacheDir: cacheDir()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := four.Validate("1-five.in", five); err == nil {
		t.Error("Validate with max_n 4 accepts 5 numbers: the compiled validator of max_n 5 was reused")
	}
}

// editedCopy is a copy of testdata/fixture with old replaced by new in
// its file (once, which must happen).
func editedCopy(t *testing.T, fixture, file, old, new string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), fixture)
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", fixture))); err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(dir, file))
	if err != nil || !strings.Contains(string(text), old) {
		t.Fatalf("%s/%s: %v, or no %q in it", fixture, file, err, old)
	}
	if err := os.WriteFile(filepath.Join(dir, file), []byte(strings.Replace(string(text), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}
