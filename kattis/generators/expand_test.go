package generators

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestExpandItems: the fields the folder adapter builds from, on the
// fixture with every key.
func TestExpandItems(t *testing.T) {
	dir := filepath.Join("testdata", "allkeys")
	c, items := mustExpand(t, dir)
	byPath := map[string]Item{}
	for _, it := range items {
		byPath[it.Path] = it
	}
	gen := func(p string) string { return filepath.Join(dir, "generators", filepath.FromSlash(p)) }
	s1 := byPath["sample/1"]
	if s1.In == nil || *s1.In != "2\n1 2\n" || s1.Ans == nil || *s1.Ans != "3\n" || !s1.NoSolution || s1.Command != nil {
		t.Errorf("sample/1 (inline in/ans, solution: empty) = %+v", s1)
	}
	if s2 := byPath["sample/2"]; s2.Copy != gen("manual/two") {
		t.Errorf("sample/2 copy = %q, want %q", s2.Copy, gen("manual/two"))
	}
	b := byPath["secret/b-seeded"]
	wantDeps := []string{gen("rnd.cpp"), gen("common.h")}
	if b.Program != gen("rnd") || !reflect.DeepEqual(b.Deps, wantDeps) || b.Group != "secret" || b.Key != "b-seeded" ||
		b.Solution != filepath.Join(dir, "submissions", "accepted", "best.cpp") || b.NoSolution {
		t.Errorf("secret/b-seeded (a root generator, the root solution) = %+v", b)
	}
	k := byPath["secret/k-override"]
	if k.Program != gen("walk") || k.Deps != nil || k.Retries != 3 || k.RandomSalt != "other" ||
		!reflect.DeepEqual(k.Command, []string{"walk", "9", "testcase"}) {
		t.Errorf("secret/k-override (a folder generator, its own salt, retries, {name}) = %+v", k)
	}
	x := byPath["secret/big/2-x"]
	if !reflect.DeepEqual(x.GroupYAML, map[string]any{"input_validator_args": []any{"--big"}}) || x.RandomSalt != "" {
		t.Errorf("secret/big/2-x GroupYAML = %v (salt %q), want its group's test_group.yaml and salt \"\"", x.GroupYAML, x.RandomSalt)
	}
	inc := byPath["secret/1"]
	if inc.Include != "sample/1" || inc.Group != "secret" || inc.Command != nil {
		t.Errorf("secret/1 (include) = %+v", inc)
	}
	if last := items[len(items)-1]; last.Include == "" {
		t.Errorf("the included tests come last, got %s last", last.Path)
	}
	if y := byPath["sample/3"].Inline[".yaml"]; y != "description: equal numbers\n" {
		t.Errorf("sample/3 yaml = %q", y)
	}
	groups := c.Groups()
	if groups[0].Path != "" || groups[0].YAML == nil || groups[1].Path != "sample" || !groups[1].NoSolution {
		t.Errorf("groups = %+v", groups[:2])
	}
}

// TestExpandChecksFiles: a missing generator, copied file or solution is
// an error of Expand naming the test.
func TestExpandChecksFiles(t *testing.T) {
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"missing generator", "solution: /sol.py\ndata:\n  secret:\n    data:\n      a: nogen.py 1\n", "secret/a: generator generators/nogen.py not found"},
		{"missing file of a root generator", "solution: /sol.py\ngenerators:\n  g: [g.cpp, lib.h]\ndata:\n  secret:\n    data:\n      a: g 1\n", "generator generators/lib.h not found"},
		{"nothing to copy", "solution: /sol.py\ndata:\n  secret:\n    data:\n      a: {copy: none}\n", "secret/a: copy: no file generators/none.in"},
		{"missing solution", "solution: /nosol.py\ndata:\n  secret:\n    data:\n      a: {in: x}\n", "secret/a: solution nosol.py not found"},
		{"copy with only an answer", "solution: /sol.py\ndata:\n  secret:\n    data:\n      a: {copy: onlyans}\n", "secret/a: nothing makes its .in"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{"generators/generators.yaml": tc.yaml, "sol.py": "", "generators/g.cpp": "",
				"generators/onlyans.ans": ""})
			c, err := Read(dir)
			if err != nil {
				t.Fatal(err)
			}
			_, err = c.Expand()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Expand error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// TestReadMissing: no generators.yaml is an error saying so.
func TestReadMissing(t *testing.T) {
	_, err := Read(t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "generators.yaml") {
		t.Fatalf("Read of a folder without generators.yaml: %v", err)
	}
}

// TestConstantsFromProblemYAML: {{name}} comes from problem.yaml.
func TestConstantsFromProblemYAML(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"problem.yaml":               "constants:\n  n: 100\n  a: {value: '5', tex: 5}\n  bad-name: 1\n",
		"generators/generators.yaml": "data:\n  secret:\n    data:\n      x: gen {{n}} {{a}} {{a.tex}} {{bad-name}}\n",
	})
	c, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := c.items[0].Command
	want := []string{"gen", "100", "5", "{{a.tex}}", "{{bad-name}}"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("command %q, want %q (a.tex is a number, skipped as BAPCtools does)", got, want)
	}
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestResolve: a stress --generator command resolves as generate: does.
func TestResolve(t *testing.T) {
	dir := filepath.Join("testdata", "allkeys")
	c, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	g, err := c.Resolve("rnd {seed} 10 -5 5")
	if err != nil {
		t.Fatal(err)
	}
	gen := filepath.Join(dir, "generators")
	if g.Program != filepath.Join(gen, "rnd") || len(g.Deps) != 2 || !g.UsesSeed ||
		!reflect.DeepEqual(g.Command(7), []string{"rnd", "7", "10", "-5", "5"}) {
		t.Errorf("Resolve(rnd ...) = %+v", g)
	}
	g, err = ResolveIn(dir, "walk.py {name}")
	if err != nil || g.Deps != nil || g.UsesSeed || !reflect.DeepEqual(g.Command(1), []string{"walk.py", "testcase"}) {
		t.Errorf("ResolveIn(walk.py) = %+v, %v", g, err)
	}
	for cmd, want := range map[string]string{
		"rnd.cp 1":        "generator generators/rnd.cp not found",
		"common 1":        "did you mean common.h?",
		"/bin/true":       "not an absolute path",
		"'x":              "no closing quotation",
		"":                "is empty",
		"x {seed} {seed}": "at most once",
	} {
		if _, err := c.Resolve(cmd); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Resolve(%q) error %v, want one containing %q", cmd, err, want)
		}
	}
}

// TestExpandStatementSample: a sample may have only .in.statement and an
// .in.download linked to it (BAPCtools' identity problem does).
func TestExpandStatementSample(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"generators/generators.yaml": "data:\n  sample:\n    data:\n" +
		"      \"6\": {in.statement: \"6\", ans.statement: \"6\", in.download: {link: in.statement}, ans.download: {link: ans.statement}}\n"})
	_, items := mustExpand(t, dir)
	if len(items) != 1 || items[0].Links[".in.download"] != ".in.statement" || items[0].Inline[".in.statement"] != "6\n" {
		t.Fatalf("items = %+v", items)
	}
}

// TestInteractiveSample: an interactive problem's sample may be given by
// its .interaction and .in.download; a pass-fail problem refuses
// interaction:.
func TestInteractiveSample(t *testing.T) {
	mustExpand(t, filepath.Join("testdata", "interactive"))
	data, err := os.ReadFile(filepath.Join("testdata", "interactive", "generators", "generators.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Parse(data, "p", Options{})
	if err == nil || !strings.Contains(err.Error(), "interaction is only for interactive or multi-pass problems") {
		t.Fatalf("a pass-fail problem's interaction: gave %v", err)
	}
}

// mustExpand reads and expands the problem folder dir.
func mustExpand(t *testing.T, dir string) (*Config, []Item) {
	t.Helper()
	c, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	items, err := c.Expand()
	if err != nil {
		t.Fatal(err)
	}
	return c, items
}
