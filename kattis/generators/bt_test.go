package generators

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// btShape writes a parsed Config in the shape testdata/bt_expand.py
// prints BAPCtools' own parse in, so the two compare field by field.
func btShape(t *testing.T, c *Config) map[string]any {
	t.Helper()
	rel := func(p string) string {
		r, err := filepath.Rel(c.Dir, p)
		if err != nil {
			t.Fatal(err)
		}
		return filepath.ToSlash(r)
	}
	var tests, groups, includes []any
	for _, it := range c.items {
		if it.Include != "" {
			includes = append(includes, map[string]any{"group": dotIfEmpty(it.Group), "name": it.Name, "from": it.Include})
			continue
		}
		e := map[string]any{"path": it.Path, "ok": true, "random_salt": it.RandomSalt,
			"retries": float64(it.Retries), "count": float64(it.CountValue)}
		switch {
		case it.NoSolution:
			e["solution"] = ""
		case it.Solution == "":
			e["solution"] = "DEFAULT"
		default:
			e["solution"] = rel(it.Solution)
		}
		if it.Command != nil {
			e["program"] = rel(it.Program)
			e["command"] = it.CommandLine
			args := []any{}
			for _, a := range it.Command[1:] {
				args = append(args, a)
			}
			e["args"] = args
			e["seed"] = float64(it.Seed)
			e["uses_seed"] = it.UsesSeed
		}
		if it.Copy != "" {
			e["copy"] = rel(it.Copy)
		}
		if len(it.Inline) > 0 {
			h := map[string]any{}
			for k, v := range it.Inline {
				if k != ".yaml" {
					h[k] = v
				}
			}
			if len(h) > 0 {
				e["hardcoded"] = h
			}
		}
		tests = append(tests, e)
	}
	for _, g := range c.groups {
		e := map[string]any{"path": dotIfEmpty(g.Path)}
		if g.YAML != nil {
			e["test_group.yaml"] = jsonRound(t, g.YAML)
		}
		groups = append(groups, e)
	}
	gens := map[string]any{}
	for k, v := range c.Generators {
		l := []any{}
		for _, d := range v {
			l = append(l, d)
		}
		gens["generators/"+k] = l
	}
	return map[string]any{"tests": nilToEmpty(tests), "groups": nilToEmpty(groups), "includes": nilToEmpty(includes), "generators": gens}
}

func dotIfEmpty(s string) string {
	if s == "" {
		return "."
	}
	return s
}

func nilToEmpty(l []any) []any {
	if l == nil {
		return []any{}
	}
	return l
}

func jsonRound(t *testing.T, v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// btExpected reads a fixture's pinned BAPCtools output, dropping what
// carokit does not compare (the .yaml text, with ruamel's comments;
// the error count, checked by the fixture's own test).
func btExpected(t *testing.T, file string) map[string]any {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, e := range m["tests"].([]any) {
		if h, ok := e.(map[string]any)["hardcoded"].(map[string]any); ok {
			delete(h, ".yaml")
			if len(h) == 0 {
				delete(e.(map[string]any), "hardcoded")
			}
		}
	}
	delete(m, "errors")
	return m
}

// btFixtures are the problem folders whose generators.yaml BAPCtools
// parses without errors; bt.json is what testdata/bt_expand.py printed.
var btFixtures = []string{"allkeys", "numbering", "merge", "docexample", "interactive"}

// TestSameAsBAPCtools: paths, order, seeds, arguments, programs,
// solutions, salts, counts, copies, inline files, groups and includes
// are what BAPCtools' own code computed for the same file.
func TestSameAsBAPCtools(t *testing.T) {
	for _, name := range btFixtures {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("testdata", name)
			c, err := Read(dir)
			if err != nil {
				t.Fatal(err)
			}
			got := jsonRound(t, btShape(t, c)).(map[string]any)
			want := btExpected(t, filepath.Join(dir, "bt.json"))
			compareShapes(t, got, want)
		})
	}
}

func compareShapes(t *testing.T, got, want map[string]any) {
	t.Helper()
	for _, k := range []string{"tests", "groups", "includes", "generators"} {
		g, w := got[k], want[k]
		if gl, ok := g.([]any); ok {
			wl := w.([]any)
			for i := 0; i < max(len(gl), len(wl)); i++ {
				var ge, we any
				if i < len(gl) {
					ge = gl[i]
				}
				if i < len(wl) {
					we = wl[i]
				}
				if !reflect.DeepEqual(ge, we) {
					gj, _ := json.Marshal(ge)
					wj, _ := json.Marshal(we)
					t.Errorf("%s[%d]:\n got %s\nwant %s", k, i, gj, wj)
				}
			}
			continue
		}
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%s: got %v, want %v", k, g, w)
		}
	}
}

// TestAgainstBAPCtoolsLive runs BAPCtools itself (BAPCTOOLS_DIR, a
// checkout, with a python3 that imports it: BAPCTOOLS_PYTHON) on every
// fixture and on BAPCtools' own test problems that have a
// generators.yaml, and compares as TestSameAsBAPCtools does; skipped
// without BAPCTOOLS_DIR.
func TestAgainstBAPCtoolsLive(t *testing.T) {
	bt := os.Getenv("BAPCTOOLS_DIR")
	if bt == "" {
		t.Skip("BAPCTOOLS_DIR is not set: the pinned bt.json files are compared instead (TestSameAsBAPCtools)")
	}
	py := os.Getenv("BAPCTOOLS_PYTHON")
	if py == "" {
		py = "python3"
	}
	script, _ := filepath.Abs(filepath.Join("testdata", "bt_expand.py"))
	var dirs []string
	for _, name := range btFixtures {
		d, _ := filepath.Abs(filepath.Join("testdata", name))
		dirs = append(dirs, d)
	}
	theirs, _ := filepath.Glob(filepath.Join(bt, "test", "problems", "*", "generators", "generators.yaml"))
	for _, f := range theirs {
		dirs = append(dirs, filepath.Dir(filepath.Dir(f)))
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			cmd := exec.Command(py, script, dir)
			cmd.Dir = bt
			cmd.Env = append(os.Environ(), "PYTHONPATH="+bt+string(os.PathListSeparator)+os.Getenv("PYTHONPATH"))
			out, err := cmd.Output()
			if err != nil {
				t.Skipf("BAPCtools did not run (%v): %s", err, strings.TrimSpace(string(out)))
			}
			tmp := filepath.Join(t.TempDir(), "bt.json")
			if err := os.WriteFile(tmp, out, 0o644); err != nil {
				t.Fatal(err)
			}
			c, err := Read(dir)
			if err != nil {
				t.Fatal(err)
			}
			compareShapes(t, jsonRound(t, btShape(t, c)).(map[string]any), btExpected(t, tmp))
		})
	}
}
