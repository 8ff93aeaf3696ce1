package testpkg

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problem/problemtest/fake"
)

// TestOwnManifest decides, from manifest.json alone, whether a folder is
// carokit's to rebuild.
func TestOwnManifest(t *testing.T) {
	cases := []struct {
		name, json  string
		own, legacy bool
		why         string
	}{
		{"current", `{"format":"carokit-package","format_version":1,"problem":"caro"}`, true, false, "what this carokit writes"},
		{"legacy", `{"problem":"caro","title":"Caro","seed":1,"work_unit":"cells","tests":[{"name":"01","input":"data/secret/s/01.in","answer":"data/secret/s/01.ans"}]}`, true, true,
			"packages built before the format was recorded are rebuilt, not refused"},
		{"web extension", `{"manifest_version":3,"name":"x"}`, false, false, "the issue's decoy: unknown fields"},
		{"empty object", `{}`, false, false, "no problem and no tests: nothing says carokit wrote it"},
		{"legacy shape, file outside data", `{"problem":"caro","tests":[{"name":"01","input":"../x.in","answer":"data/x.ans"}]}`, false, false, "carokit only ever wrote tests under data/"},
		{"newer", `{"format":"carokit-package","format_version":2}`, false, false, "a later format may hold files this version would lose"},
		{"other format", `{"format":"kattis","format_version":1}`, false, false, "someone else's format"},
		{"not JSON", `manifest_version = 3`, false, false, "not even JSON"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, legacy, err := ownManifest([]byte(c.json))
			if own := err == nil && m != nil; own != c.own || legacy != c.legacy {
				t.Errorf("own %v legacy %v (%v), want own %v legacy %v: %s", own, legacy, err, c.own, c.legacy, c.why)
			}
		})
	}
}

// TestCheckRel: only plain relative paths inside the package are read.
func TestCheckRel(t *testing.T) {
	for _, c := range []struct {
		rel string
		ok  bool
	}{
		{"data/secret/subtask1/01-line.in", true},
		{"", false},                   // no file at all
		{"/etc/passwd", false},        // absolute
		{"../x.in", false},            // leaves the package
		{"data/../../x.in", false},    // leaves it half-way
		{"data/./x.in", false},        // not the canonical name the manifest must use
		{"data//x.in", false},         // an empty component
		{`data\..\x.in`, false},       // a Windows separator hiding a ..
		{"data/secret/x.in/", false},  // a trailing slash names a folder
		{"data/sample/01.ans", true},  // a sample
		{"01.in", true},               // a flat package (the judge's fixtures)
		{"data/secret/a..b.in", true}, // dots inside a name are fine
		{"./data/secret/x.in", false}, // a leading ./ too
	} {
		if err := checkRel(c.rel); (err == nil) != c.ok {
			t.Errorf("checkRel(%q) = %v, want ok %v", c.rel, err, c.ok)
		}
	}
}

// TestYAMLDifferences names the values a setter changed, in key order.
func TestYAMLDifferences(t *testing.T) {
	ours := "problem_format_version: 2025-09\nname: \"Caro\"\nlimits:\n  time_limit: 1\n  memory: 256\n"
	for _, c := range []struct{ name, theirs, want string }{
		{"renamed and slower", "problem_format_version: 2025-09\nname: Caro 2\nlimits:\n  time_limit: 2.5\n  memory: 256\n",
			`limits.time_limit (2.5 here, 1 from carokit), name ("Caro 2" here, "Caro" from carokit)`},
		{"key removed and added", "problem_format_version: 2025-09\nname: Caro\nlimits:\n  time_limit: 1\nlicense: cc0\n",
			`license ("cc0" here, not written by carokit), limits.memory (missing here, 256 from carokit)`},
		{"comments only", "# mine\nproblem_format_version: 2025-09\nname: Caro\nlimits: {time_limit: 1, memory: 256}\n", "no value differs, only the layout"},
		{"broken", "name: [\n", "it is not valid YAML"},
	} {
		if got := yamlDifferences([]byte(c.theirs), []byte(ours)); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// TestRebuildLegacyPackage: a package whose manifest an older carokit
// wrote (no format, no sizes) is carokit's; a rebuild replaces it,
// problem.yaml included since it is what that carokit wrote, and says
// nothing about it.
func TestRebuildLegacyPackage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "toy")
	if _, err := Build(context.Background(), Options{Problem: fake.New(), Out: out, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(out, ManifestFile)
	data, _ := os.ReadFile(path)
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	delete(raw, "format")
	delete(raw, "format_version")
	delete(raw, "problem_yaml_sha256")
	for _, k := range []string{"samples", "tests"} {
		for _, e := range raw[k].([]any) {
			delete(e.(map[string]any), "input_bytes")
			delete(e.(map[string]any), "answer_bytes")
		}
	}
	data, _ = json.Marshal(raw)
	os.WriteFile(path, data, 0o644)
	os.WriteFile(filepath.Join(out, "notes.md"), []byte("mine\n"), 0o644)
	var warnings strings.Builder
	m, err := Build(context.Background(), Options{Problem: fake.New(), Out: out, Seed: 2, Warnings: &warnings})
	if err != nil {
		t.Fatalf("legacy package refused: %v", err)
	}
	if warnings.Len() != 0 {
		t.Errorf("warnings for an unedited legacy problem.yaml: %q", warnings.String())
	}
	if err := m.Verify(out); err != nil {
		t.Error(err)
	}
	if got, _ := os.ReadFile(filepath.Join(out, "notes.md")); string(got) != "mine\n" {
		t.Errorf("notes.md lost")
	}
}
