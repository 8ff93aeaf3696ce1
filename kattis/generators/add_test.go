package generators

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// copyFixture copies testdata/NAME into a temporary folder.
func copyFixture(t *testing.T, name string) string {
	t.Helper()
	dst := t.TempDir()
	src := filepath.Join("testdata", name)
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// TestAddTest: stress --save-to-plan's test lands in the right group,
// under a free name, inline, and the file keeps its comments and tests.
func TestAddTest(t *testing.T) {
	for _, tc := range []struct {
		name, group, base, want string
		in, ans                 string
		noAns                   bool
	}{
		{"a mapping group", "secret", "shrunk", "secret/shrunk", "1\n-1\n", "-1\n", false},
		{"a name taken gets -2", "secret", "a-plain", "secret/a-plain-2", "1\n5\n", "", true},
		{"a numbered group: the next number", "secret/big", "tail", "secret/big/8-tail", "2\n-1 -2\n", "-1\n", false},
		{"new groups on the way", "secret/found/deep", "t", "secret/found/deep/t", "1\n0\n", "", true},
		{"a root group made", "fuzz", "f", "fuzz/f", "x\n", "", true},
		{"one line without newline", "secret", "one", "secret/one", "7", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyFixture(t, "allkeys")
			before, err := Read(dir)
			if err != nil {
				t.Fatal(err)
			}
			var ans []byte
			if !tc.noAns {
				ans = []byte(tc.ans)
			}
			got, err := AddTest(dir, tc.group, tc.base, []byte(tc.in), ans)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Fatalf("AddTest = %q, want %q", got, tc.want)
			}
			after, err := Read(dir)
			if err != nil {
				t.Fatal(err)
			}
			var it *Item
			for i := range after.items {
				if after.items[i].Path == got {
					it = &after.items[i]
				}
			}
			wantIn := tc.in
			if !strings.HasSuffix(wantIn, "\n") {
				wantIn += "\n"
			}
			if it == nil || it.In == nil || *it.In != wantIn || (it.Ans != nil) == tc.noAns || (it.Ans != nil && *it.Ans != tc.ans) {
				t.Fatalf("the new test reads back as %+v", it)
			}
			if len(after.items) != len(before.items)+1 {
				t.Fatalf("%d tests after, %d before", len(after.items), len(before.items))
			}
			text, _ := os.ReadFile(filepath.Join(dir, "generators", "generators.yaml"))
			if !strings.Contains(string(text), "# Every key of generators.yaml") {
				t.Fatalf("the file lost its comment:\n%s", text)
			}
		})
	}
}

// TestAddTestRefuses: what cannot be saved is an error, the file intact.
func TestAddTestRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, group, base, in, want string
	}{
		{"bad name", "secret", "-x", "1\n", "test name \"-x\" is not valid"},
		{"not a root group", "extra", "x", "1\n", "data/extra is not a group BAPCtools makes"},
		{"under a numbered list", "secret/big/newsub", "x", "1\n", "numbers its groups"},
		{"binary", "secret", "x", "\xff\n", "not UTF-8 text"},
		{"empty group", "", "x", "1\n", "must be a path in data/"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyFixture(t, "allkeys")
			file := filepath.Join(dir, "generators", "generators.yaml")
			before, _ := os.ReadFile(file)
			_, err := AddTest(dir, tc.group, tc.base, []byte(tc.in), nil)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("AddTest error %v, want one containing %q", err, tc.want)
			}
			if after, _ := os.ReadFile(file); string(after) != string(before) {
				t.Fatal("generators.yaml changed")
			}
		})
	}
}
