package testpkg

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"carokit/internal/filetree"
	"carokit/problem/problemtest/fake"
)

// TestRebuildOverSetterFiles adds to a built package what a setter might,
// then rebuilds: files under data/ that the previous manifest does not
// list stop the rebuild (naming each, the package untouched) unless
// Force; files carokit wrote are replaced, edited or not; files beside
// data/ are kept.
func TestRebuildOverSetterFiles(t *testing.T) {
	cases := []struct {
		name    string
		add     map[string]string // relative to the package; "" makes an empty folder, "->X" a link to X
		force   bool
		refused []string // the files the refusal names; nil: the rebuild succeeds
		kept    []string // files that must survive the rebuild
		why     string
	}{
		{"notes in data", map[string]string{"data/NOTES.md": "mine\n"}, false, []string{"data/NOTES.md"}, nil,
			"the issue's case: a rebuild replaces data/ and took the setter's notes with it"},
		{"hand-made test", map[string]string{"data/secret/subtask1/99-handmade.in": "1\n", "data/secret/subtask1/99-handmade.ans": "1\n"}, false,
			[]string{"data/secret/subtask1/99-handmade.ans", "data/secret/subtask1/99-handmade.in"}, nil,
			"a test added by hand is the setter's work, not carokit's"},
		{"empty folder", map[string]string{"data/mine": ""}, false, []string{"data/mine/"}, nil,
			"a folder of the setter's, even empty, is not carokit's to remove"},
		{"link", map[string]string{"data/sample/extra.in": "->/etc/hostname"}, false, []string{"data/sample/extra.in"}, nil,
			"a link is a file of the setter's, named, not followed"},
		{"forced", map[string]string{"data/NOTES.md": "mine\n"}, true, nil, nil,
			"--force: the setter asked for the removal"},
		{"edited answer", map[string]string{"data/secret/subtask1/02-sum.ans": "0\n"}, false, nil, nil,
			"a file the manifest lists is carokit's: replaced, edited or not"},
		{"notes beside data", map[string]string{"NOTES.md": "mine\n"}, false, nil, []string{"NOTES.md"},
			"outside data/, the setter's files are kept as they always were"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "toy")
			if _, err := Build(context.Background(), Options{Problem: fake.New(), Out: out, Seed: 1}); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(filepath.Join(out, "data/secret/subtask1/02-sum.ans")); err != nil {
				t.Fatalf("the toy package changed its layout: %v", err)
			}
			for rel, content := range c.add {
				addFile(t, filepath.Join(out, filepath.FromSlash(rel)), content)
			}
			before, _ := filetree.Read(out)
			_, err := Build(context.Background(), Options{Problem: fake.New(), Out: out, Seed: 2, Force: c.force})
			after, _ := filetree.Read(out)
			if c.refused != nil {
				var se *SetterFilesError
				if !errors.As(err, &se) || !slices.Equal(se.Files, c.refused) {
					t.Fatalf("rebuild: %v; want it refused naming %v (%s)", err, c.refused, c.why)
				}
				for _, want := range append(c.refused, "move them away", "--force", out) {
					if !strings.Contains(err.Error(), want) {
						t.Errorf("the refusal does not say %q: %v", want, err)
					}
				}
				if diff := filetree.Diff(before, after); len(diff) != 0 {
					t.Errorf("a refused rebuild changed %v (%s)", diff, c.why)
				}
				return
			}
			if err != nil {
				t.Fatalf("rebuild: %v (%s)", err, c.why)
			}
			m, err := Load(out)
			if err != nil || m.Seed != 2 || m.Verify(out) != nil {
				t.Fatalf("the rebuilt package is not the new one: %v", err)
			}
			for _, rel := range c.kept {
				if !bytes.Equal(after[rel], before[rel]) {
					t.Errorf("%s lost or changed (%s)", rel, c.why)
				}
			}
			if c.force {
				if _, ok := after["data/NOTES.md"]; ok {
					t.Error("--force kept the file it was asked to remove")
				}
			}
		})
	}
}

// TestRebuildTooManySetterFiles: the refusal stays one readable line when
// data/ holds many files of the setter's.
func TestRebuildTooManySetterFiles(t *testing.T) {
	err := (&SetterFilesError{Out: "pkg", Files: []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}}).Error()
	if !strings.Contains(err, "h and 2 more;") || strings.Contains(err, "i,") || strings.Contains(err, "\n") {
		t.Errorf("message %q: want 8 names and \"and 2 more\" on one line", err)
	}
}

func addFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	var err error
	switch {
	case content == "":
		err = os.Mkdir(path, 0o755)
	case strings.HasPrefix(content, "->"):
		err = os.Symlink(strings.TrimPrefix(content, "->"), path)
	default:
		os.Remove(path)
		err = os.WriteFile(path, []byte(content), 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
}
