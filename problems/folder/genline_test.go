package folder

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGeneratorsPlanLines: how gens2's generators.yaml tests become plan
// lines (nothing is run): retries: as --retries and the seed given with
// {seed} in place, solution: as --solution, arguments with spaces
// quoted, {name} as testcase, a source with {{constants}} copied with
// them put in, a generators: entry made a folder.
func TestGeneratorsPlanLines(t *testing.T) {
	var warnings []string
	p, err := Open(t.Context(), filepath.Join("testdata", "gens2"), Options{CacheDir: cacheDir(), Warnings: func(s string) { warnings = append(warnings, s) }})
	if err != nil {
		t.Fatal(err)
	}
	plan := p.Spec().Plan
	for _, want := range []string{
		// Why: BAPCtools' seed sequence needs the seed where {seed} is.
		"\nretried: run --retries=20 --seed=1836899827 generators/retry.py {seed} 5\n",
		// Why: shlex's words, quoted back for the plan ('' is a quote).
		"\nspaced-quote: run generators/spaced.py '1 2' 'it''s'\n",
		"\nspaced-hash: run generators/spaced.py '4 -3 9' '#1'\n",
		// Why: {name} is "testcase", the files' base name.
		"\nwrites-named: run generators/named.py testcase 8\n",
		// Why: a test's own answer maker.
		"\nown-solution: run --solution=submissions/accepted/max_blank.py ",
		// Why: {{max_n}} in the command, and the source copied with the
		// constants put in.
		"/consts.py 1131147465 50\n",
		// Why: a generator of the generators: dictionary runs from a
		// folder of its files.
		"/dict 4\n",
	} {
		if !strings.Contains(plan, want) {
			t.Errorf("plan lacks %q:\n%s", want, plan)
		}
	}
	for _, prog := range strings.Fields(plan) {
		if !strings.HasSuffix(prog, "/consts.py") {
			continue
		}
		src, err := os.ReadFile(prog)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(src), "{{") || !strings.Contains(string(src), "assert n <= 50") {
			t.Errorf("%s keeps its {{constants}}:\n%s", prog, src)
		}
	}
	if w := strings.Join(warnings, "\n"); !strings.Contains(w, `key "visualizer" is deprecated`) {
		t.Errorf("warnings %q, want visualizer's", w)
	}
}

// TestGeneratorsPlanErrors: a generators.yaml test carokit's plan cannot
// hold is refused at Open with one line saying what to do.
func TestGeneratorsPlanErrors(t *testing.T) {
	cases := []struct {
		name, data, err string
	}{
		// Why: a plan line is one line: an argument with a newline
		// (shlex keeps it in quotes) cannot be written.
		{"newline", "      bad: \"spaced.py 'a\\nb' x\"\n", `holds a newline, which a plan line cannot: write the argument without a newline`},
		// Why: the answer maker must exist (checked with the rest).
		{"missing solution", "      bad: {generate: both.py, solution: /submissions/accepted/none.py}\n", "none.py"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "gens2")
			copyDir(t, filepath.Join("testdata", "gens2"), dir)
			file := filepath.Join(dir, "generators", "generators.yaml")
			text, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			yaml := strings.Replace(string(text), "      writes-both: both.py\n", "      writes-both: both.py\n"+c.data, 1)
			if err := os.WriteFile(file, []byte(yaml), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err = Open(t.Context(), dir, Options{CacheDir: cacheDir()})
			if err == nil || !strings.Contains(err.Error(), c.err) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("Open: %v, want one line saying %q", err, c.err)
			}
		})
	}
}
