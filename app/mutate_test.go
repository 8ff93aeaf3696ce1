package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"carokit/mutate"
	"carokit/problem"
	"carokit/testpkg"
)

// TestMutateUsage: --mutate's flags and argument are checked before any
// build (exit 2, nothing built).
func TestMutateUsage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "never")
	cases := []struct {
		name   string
		args   []string
		stderr string
		why    string
	}{
		{"flag without --mutate", []string{"package", "--out", out, "--strengthen"}, "--strengthen goes with --mutate", "a mutation flag alone would be ignored"},
		{"argument without --mutate", []string{"package", "--out", out, "sol.cpp"}, "takes no arguments", "package builds; only --mutate takes a submission"},
		{"two submissions", []string{"package", "--out", out, "--mutate", "testdata/mutate/kadane.cpp", "testdata/mutate/kadane.cpp"}, "one submission", ""},
		{"no such submission", []string{"package", "--out", out, "--mutate", "testdata/mutate/nope.cpp"}, "not a source file", ""},
		{"not a language with operators", []string{"package", "--out", out, "--mutate", "testdata/sample.in"}, "C, C++ and Python", "the operators know three languages"},
		{"strengthen without a plan file", []string{"package", "--out", out, "--mutate", "testdata/mutate/kadane.cpp", "--strengthen"}, "--plan plan.txt", "the default plan is carokit's own: tests go into a file of the setter's"},
		{"bad budget", []string{"package", "--out", out, "--mutate", "testdata/mutate/kadane.cpp", "--mutate-budget", "many"}, "--mutate-budget", ""},
		{"shard without --result", []string{"package", "--out", out, "--mutate", "testdata/mutate/kadane.cpp", "--shard", "0/2"}, "needs --result FILE", "a shard's mutants alone are no report"},
		{"result without --mutate", []string{"package", "--out", out, "--result", "r.json"}, "--result goes with --mutate", "a build alone has no result to merge"},
		{"bad shard", []string{"package", "--out", out, "--mutate", "testdata/mutate/kadane.cpp", "--shard", "2/2", "--result", "r.json"}, "want I/M", "checked before the build"},
		{"folder without generator", []string{"--problem", "../problems/folder/testdata/maxsum", "package", "--out", out, "--mutate"}, "needs --generator", "a folder problem draws its cases with a generator of its own"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, stderr := run(t, "", c.args...)
			if code != 2 || !strings.Contains(stderr, c.stderr) {
				t.Errorf("exit %d, stderr %q; want 2 and %q (%s)", code, stderr, c.stderr, c.why)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("%s was built", out)
			}
		})
	}
}

// TestMutateFolder is package --mutate on a folder problem whose plan
// misses tests (maxsum with testdata/mutate/generators.yaml: no
// all-negative test, no test whose best sum is its first number, and
// its reference alone as submission), mutating testdata/mutate/kadane.cpp:
//   - the two mutants that break its declaration "Acc * p" do not
//     compile and are dropped, counted;
//   - the gaps are found, each with a counterexample shrunk to a line or
//     two, and the run exits 1;
//   - i < n → i != n is likely equivalent, not a gap;
//   - --strengthen (with two jobs instead of one) finds the same gaps and
//     scores, adds the counterexamples to generators.yaml, rebuilds, and
//     every gap's mutant then dies: the scores rise to 100%, recorded in
//     the manifest.
func TestMutateFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs 26 mutants twice")
	}
	dir := t.TempDir()
	problemDir, out := weakMaxsum(t, dir), filepath.Join(dir, "out")
	args := []string{"--problem", problemDir, "package", "--out", out, "--no-cache", "--format", "json", "--mutate", filepath.Join(dir, "kadane.cpp"),
		"--mutate-budget", "80", "--generator", "generators/gen.cpp {seed} 10 -5 5"}
	code, stdout, stderr := run(t, "", append(args, "--jobs", "1")...)
	if code != 1 {
		t.Fatalf("exit %d, want 1 (gaps); stderr:\n%s", code, stderr)
	}
	weak := decodeMutation(t, stdout)
	if weak.NotCompiling != 2 || weak.Generated != 26 {
		t.Errorf("%d mutants, %d not compiling; want 26 and 2", weak.Generated, weak.NotCompiling)
	}
	gaps := 0
	for _, o := range weak.Mutants {
		if strings.Contains(o.Diff, "i != n") && o.Outcome() != testpkg.MutantLikelyEquivalent {
			t.Errorf("i != n: %s, want likely equivalent", o.Outcome())
		}
		for _, g := range o.Gaps {
			gaps++
			if n := strings.Count(g.Input, "\n"); n > 2 {
				t.Errorf("gap of %s not shrunk: %q", o.ID, g.Input)
			}
		}
	}
	if gaps == 0 || weak.Subtasks[0].Score >= 1 {
		t.Fatalf("no gap found in the weak package: %+v", weak.Subtasks)
	}

	code, stdout, stderr = run(t, "", append(args, "--jobs", "2", "--strengthen")...)
	if code != 0 {
		t.Fatalf("--strengthen: exit %d, want 0; stderr:\n%s", code, stderr)
	}
	strong := decodeMutation(t, stdout)
	if !reflect.DeepEqual(strong.Before, weak.Subtasks) {
		t.Errorf("scores before --strengthen with 2 jobs %+v, with 1 job %+v", strong.Before, weak.Subtasks)
	}
	for i, o := range strong.Mutants {
		w := weak.Mutants[i]
		if !reflect.DeepEqual(withoutTimes(o.Gaps), withoutTimes(w.Gaps)) {
			t.Errorf("mutant %s: gaps with 2 jobs %+v, with 1 job %+v", o.ID, o.Gaps, w.Gaps)
		}
		if o.Outcome() == testpkg.MutantGap {
			t.Errorf("mutant %s still a gap after --strengthen: %+v", o.ID, o.Subtasks)
		}
	}
	for _, s := range strong.Subtasks {
		if s.Score != 1 {
			t.Errorf("subtask %d scores %.3f after --strengthen, want 1", s.ID, s.Score)
		}
	}
	if len(strong.Added) == 0 {
		t.Fatal("--strengthen added no test")
	}
	yaml, err := os.ReadFile(filepath.Join(problemDir, "generators", "generators.yaml"))
	if err != nil || !strings.Contains(string(yaml), "mutant-"+strong.Added[0].Mutant) {
		t.Errorf("generators.yaml lacks the added test mutant-%s (%v)", strong.Added[0].Mutant, err)
	}
	m, err := testpkg.Load(out)
	if err != nil || m.Mutation == nil || len(m.Mutation.Added) != len(strong.Added) {
		t.Errorf("the manifest's mutation record: %v, %+v", err, m.Mutation)
	}
}

// weakMaxsum is a copy of the maxsum folder in dir with the plan of
// testdata/mutate/generators.yaml and its reference as its only
// submission; it returns the folder.
func weakMaxsum(t *testing.T, dir string) string {
	t.Helper()
	problemDir := filepath.Join(dir, "maxsum")
	copyTree(t, "../problems/folder/testdata/maxsum", problemDir)
	for _, gone := range []string{"data", "submissions/rejected", "submissions/time_limit_exceeded", "submissions/wrong_answer", "submissions/submissions.yaml"} {
		if err := os.RemoveAll(filepath.Join(problemDir, gone)); err != nil {
			t.Fatal(err)
		}
	}
	copyTree(t, "testdata/mutate", dir)
	if err := os.Rename(filepath.Join(dir, "generators.yaml"), filepath.Join(problemDir, "generators", "generators.yaml")); err != nil {
		t.Fatal(err)
	}
	return problemDir
}

func decodeMutation(t *testing.T, stdout string) *testpkg.Mutation {
	t.Helper()
	var mu testpkg.Mutation
	if err := json.Unmarshal([]byte(stdout), &mu); err != nil {
		t.Fatalf("--format json: %v in %q", err, stdout)
	}
	return &mu
}

// withoutTimes is gaps with their search times zeroed: the rest is the
// same for any --jobs.
func withoutTimes(gaps []testpkg.MutationGap) []testpkg.MutationGap {
	out := make([]testpkg.MutationGap, len(gaps))
	for i, g := range gaps {
		g.Elapsed = 0
		out[i] = g
	}
	return out
}

// TestParseBudget: --mutate-budget's forms.
func TestParseBudget(t *testing.T) {
	cases := []struct {
		in    string
		cases int
		time  string
		ok    bool
	}{
		{"400,5s", 400, "5s", true},
		{"1000", 1000, "0s", true},
		{"2m", 0, "2m0s", true},
		{" 10 , 1s ", 10, "1s", true},
		{"0", 0, "", false},     // no search at all is not a budget
		{"5s,6s", 0, "", false}, // two times
		{"10,20", 0, "", false}, // two counts
		{"-3,1s", 0, "", false}, // negative
		{"", 0, "", false},      // nothing
	}
	for _, c := range cases {
		n, d, err := parseBudget(c.in)
		if (err == nil) != c.ok || (c.ok && (n != c.cases || d.String() != c.time)) {
			t.Errorf("parseBudget(%q) = %d, %v, %v; want %d, %s, ok %v", c.in, n, d, err, c.cases, c.time, c.ok)
		}
	}
}

// TestPlanEquivalents: the build's plan (a file's, else the problem's
// default) marks mutants equivalent, and a mark no mutant has is found.
func TestPlanEquivalents(t *testing.T) {
	spec := &problem.Spec{Plan: "@subtask 1\nsample 1\n"}
	opt := testpkg.Options{Plan: []byte("@equivalent 0123456789ab\n@subtask 1\nsample 1\n@equivalent aaaaaaaaaaaa\n")}
	got := planEquivalents(opt, spec)
	if len(got) != 2 || !got["0123456789ab"] || !got["aaaaaaaaaaaa"] {
		t.Errorf("marks %v, want the plan file's two", got)
	}
	if d := planEquivalents(testpkg.Options{}, spec); len(d) != 0 {
		t.Errorf("the default plan marks %v", d)
	}
	ms := mutate.Mutants([]byte("x = a < b;"), mutate.C, 1, 0)
	marks := map[string]bool{ms[0].ID: true, "ffffffffffff": true}
	if u := unknownMarks(marks, ms); len(u) != 1 || u[0] != "ffffffffffff" {
		t.Errorf("unknown marks %v, want ffffffffffff alone", u)
	}
}
