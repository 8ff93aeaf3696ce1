package check

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSubstituted: which files a program's copy holds and what is put
// in them, each case one rule of Substituted.
func TestSubstituted(t *testing.T) {
	src := t.TempDir()
	files := map[string]string{
		"one/v.cpp":         "#include \"b.h\"\nint n = {{n}}; // {{n.tex}}\n",
		"one/b.h":           "const int M = {{m}};\n",
		"one/other.py":      "print({{n}})\n", // a sibling program: not copied with v.cpp
		"plain/v.py":        "print(1)\n",
		"unknown/v.py":      "print({{nope}}, {{n}})\n",
		"dir/prog/main.py":  "import lib\n",
		"dir/prog/sub/x.py": "X = {{n}}\n",
		"bin/v.py":          "print({{n}})\x00\n",
	}
	for name, text := range files {
		p := filepath.Join(src, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	consts := map[string]string{"n": "5", "n.value": "5", "n.tex": "\\num{5}", "m": "7", "m.value": "7"}
	cache := t.TempDir()
	for _, tc := range []struct {
		name, path string
		consts     map[string]string
		copied     bool
		want       map[string]string // file (relative to the copy's folder) → text
		unknown    []string
	}{
		{"a file and the header beside it", "one/v.cpp", consts, true,
			map[string]string{"v.cpp": "#include \"b.h\"\nint n = 5; // \\num{5}\n", "b.h": "const int M = 7;\n"}, nil},
		{"no constants in problem.yaml: the program itself", "one/v.cpp", nil, false, nil, nil},
		{"no {{name}} in the program: itself", "plain/v.py", consts, false, nil, nil},
		{"an unknown name stays and is named", "unknown/v.py", consts, true, map[string]string{"v.py": "print({{nope}}, 5)\n"}, []string{"{{nope}}"}},
		{"a folder program whole, its subfolders too", "dir/prog", consts, true,
			map[string]string{"prog/main.py": "import lib\n", "prog/sub/x.py": "X = 5\n"}, nil},
		{"a binary file is not text", "bin/v.py", consts, false, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(src, tc.path)
			got, unknown, err := Substituted(cache, path, tc.consts)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(unknown, tc.unknown) {
				t.Errorf("unknown %q, want %q", unknown, tc.unknown)
			}
			if copied := got != path; copied != tc.copied {
				t.Fatalf("copied %v (%s), want %v", copied, got, tc.copied)
			}
			if !tc.copied {
				return
			}
			checkCopy(t, cache, path, got, tc.want)
		})
	}
	a, _, _ := Substituted(cache, filepath.Join(src, "one/v.cpp"), consts)
	b, _, _ := Substituted(cache, filepath.Join(src, "one/v.cpp"), map[string]string{"n": "6", "m": "7"})
	if a == b {
		t.Errorf("other values share the copy %s: the compile cache would not tell them apart", a)
	}
}

// checkCopy checks that got, the copy of the program path, lies under the
// cache with path's name and that its folder holds exactly files (name,
// relative to that folder, → text).
func checkCopy(t *testing.T, cache, path, got string, files map[string]string) {
	t.Helper()
	if !strings.HasPrefix(got, filepath.Join(cache, "constants")) || filepath.Base(got) != filepath.Base(path) {
		t.Errorf("copy at %s, want %s under the cache", got, filepath.Base(path))
	}
	var have []string
	_ = filepath.WalkDir(filepath.Dir(got), func(f string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(filepath.Dir(got), f)
			have = append(have, filepath.ToSlash(rel))
		}
		return nil
	})
	if len(have) != len(files) {
		t.Errorf("the copy holds %q, want %d files", have, len(files))
	}
	for name, want := range files {
		b, err := os.ReadFile(filepath.Join(filepath.Dir(got), name))
		if err != nil || string(b) != want {
			t.Errorf("%s: %q, %v; want %q", name, b, err, want)
		}
	}
}
