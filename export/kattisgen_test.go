package export

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"go.yaml.in/yaml/v3"
)

// genRule is one entry of generators.yaml as BAPCtools b6e8c80 reads it
// (bapctools/generate.py): a directory has test_group.yaml (:1623),
// include (:2016) and data (a map of names); a test has copy (:665).
type genRule struct {
	TestGroup yaml.Node          `yaml:"test_group.yaml"`
	Include   []string           `yaml:"include"`
	Data      map[string]genRule `yaml:"data"`
	Copy      string             `yaml:"copy"`
}

// TestKattisGenerators pins the 2025-09 export's generators.yaml against
// what `bt generate` does with it, so that it finds every file of data/
// unchanged: every test file is made by exactly one rule, a copy from
// generators/ (relative to it, generate.py:178) of the same bytes or an
// include of the sample it links to, and no two copies hold the same
// files (BAPCtools takes the second for a duplicated rule and warns
// "Found identical rule", generate.py:758-762, 973-976); each test_group.yaml key prints as
// the file's text (generate.py:1705-1708 compares the text: the file
// holds no comment, which ruamel would move); solution is null, so
// BAPCtools neither runs nor picks a submission (generate.py:478-484,
// 358-405).
func TestKattisGenerators(t *testing.T) {
	assets := fstest.MapFS{"checker.flags": {Data: []byte("case_sensitive\n")}}
	for k, v := range fakeAssets {
		assets[k] = v
	}
	cases := []struct {
		name, scoring string
		sampleName    string // the sample's name, when it is not its secret copy's (joc7's 01-c1 and 01-sample)
	}{
		{"pass-fail", ScoringPassFail, ""},
		{"per-test", ScoringPerTest, ""},
		{"the sample named apart from its copy", ScoringPassFail, "01-c1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pkgDir, m := fakePackage(t, "caro", caroLike)
			if c.sampleName != "" {
				m.Samples[0].Name = c.sampleName
				writeManifest(t, pkgDir, m)
			}
			out := filepath.Join(t.TempDir(), "caro")
			if err := Export(pkgDir, "kattis", out, Options{Assets: assets, KattisVersion: Kattis2025, Scoring: c.scoring}); err != nil {
				t.Fatal(err)
			}
			raw := readFile(t, filepath.Join(out, "generators/generators.yaml"))
			var root genRule
			var doc map[string]any
			if err := yaml.Unmarshal(raw, &root); err != nil {
				t.Fatal(err)
			}
			if err := yaml.Unmarshal(raw, &doc); err != nil {
				t.Fatal(err)
			}
			if v, ok := doc["solution"]; !ok || v != nil {
				t.Errorf("solution %v (given: %v), want null (the answers are the package's)", v, ok)
			}
			made := map[string]bool{}
			checkGenDir(t, out, "", root, made, map[string]string{})
			filepath.WalkDir(filepath.Join(out, "data"), func(p string, d os.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return err
				}
				rel, _ := filepath.Rel(filepath.Join(out, "data"), p)
				if !made[filepath.ToSlash(rel)] {
					t.Errorf("data/%s is made by no rule of generators.yaml (bt generate would remove it)", rel)
				}
				return nil
			})
		})
	}
}

// checkGenDir checks the directory rule of data/rel and records in made
// every file of data/ it makes, and in copies each copy's content.
func checkGenDir(t *testing.T, out, rel string, r genRule, made map[string]bool, copies map[string]string) {
	t.Helper()
	file := filepath.Join(out, "data", filepath.FromSlash(rel), "test_group.yaml")
	if r.TestGroup.Kind != 0 {
		want, err := encodeYAML(&r.TestGroup)
		if err != nil {
			t.Fatal(err)
		}
		if got := readFile(t, file); !bytes.Equal(got, want) {
			t.Errorf("data/%s/test_group.yaml is\n%s\nbut generators.yaml's key prints\n%s", rel, got, want)
		}
		made[path.Join(rel, "test_group.yaml")] = true
	} else if _, err := os.Stat(file); err == nil {
		t.Errorf("data/%s/test_group.yaml has no test_group.yaml key", rel)
	}
	for _, name := range r.Include {
		for _, ext := range []string{".in", ".ans"} {
			link := path.Join(rel, name+ext)
			target, err := os.Readlink(filepath.Join(out, "data", filepath.FromSlash(link)))
			if err != nil || path.Clean(path.Join(rel, target)) != path.Join("sample", name+ext) {
				t.Errorf("include %s in %s: data/%s is %q, %v; want a link to data/sample/%s%s", name, rel, link, target, err, name, ext)
			}
			made[link] = true
		}
	}
	names := make([]string, 0, len(r.Data))
	for name := range r.Data {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		sub := r.Data[name]
		if sub.Copy == "" {
			checkGenDir(t, out, path.Join(rel, name), sub, made, copies)
			continue
		}
		var content string
		if want := path.Join("data", rel, name); sub.Copy != want {
			t.Errorf("%s/%s copies %s, want %s", rel, name, sub.Copy, want)
		}
		for _, ext := range []string{".in", ".ans"} {
			src := readFile(t, filepath.Join(out, "generators", filepath.FromSlash(sub.Copy+ext)))
			dst := readFile(t, filepath.Join(out, "data", filepath.FromSlash(rel), name+ext))
			if !bytes.Equal(src, dst) {
				t.Errorf("generators/%s%s differs from data/%s/%s%s", sub.Copy, ext, rel, name, ext)
			}
			made[path.Join(rel, name+ext)] = true
			content += string(src) + "\x00"
		}
		if other, dup := copies[content]; dup {
			t.Errorf("%s and %s copy the same files: BAPCtools warns of an identical rule", other, sub.Copy)
		}
		copies[content] = sub.Copy
	}
	if strings.HasPrefix(rel, "secret/") && len(names) == 0 && len(r.Include) == 0 {
		t.Errorf("group %s has no tests in generators.yaml", rel)
	}
}

// TestKattisGeneratorsEmptyGroup: a group's test_group.yaml that says
// nothing but its comment (a folder problem's group without flags) is
// no file and no key: BAPCtools writes none for an empty key and would
// remove the file (generate.py:1703, clean_up).
func TestKattisGeneratorsEmptyGroup(t *testing.T) {
	out := t.TempDir()
	put(t, filepath.Join(out, "data/secret/large/test_group.yaml"), "# subtask 1: secret/large\n{}\n")
	put(t, filepath.Join(out, "data/secret/large/1.in"), "1\n")
	put(t, filepath.Join(out, "data/secret/large/1.ans"), "1\n")
	if err := writeKattisGenerators(&layout{}, out); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(out, "data/secret/large/test_group.yaml")); err == nil {
		t.Errorf("the empty test_group.yaml is still there")
	}
	raw := readFile(t, filepath.Join(out, "generators/generators.yaml"))
	if bytes.Contains(raw, []byte("test_group.yaml")) || !bytes.Contains(raw, []byte("# subtask 1: secret/large\n      large:")) {
		t.Errorf("generators.yaml:\n%s\nwant no test_group.yaml key and the note on the group's key", raw)
	}
}
