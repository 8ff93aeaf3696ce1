package app

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"carokit/judge"
	"carokit/problem"
	"carokit/problems"
	"carokit/runner"
	"carokit/stress"
	"carokit/testpkg"
)

// TestSearchTestSized: the search of a survivor runs it on cases that
// can be tests of the subtask, or says why none could. Joc 7's and
// Havannah's RandomCase draw stress-sized cases, far below the work limit
// their brute forces must reach on every test of their large subtasks,
// so those searches used to run the mutant on no case at all and call it
// likely equivalent; Joc 7's subtask 1 holds the examples' exact text,
// which no drawn case is. The program searched is the reference itself,
// compiled: it never differs, so the search runs to its budget of cases.
func TestSearchTestSized(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++")
	}
	dir := t.TempDir()
	compile := func(name, src string) string {
		bin := filepath.Join(dir, name)
		if out, err := exec.Command(gxx, "-O2", "-o", bin, filepath.Join("..", "submissions", filepath.FromSlash(src))).CombinedOutput(); err != nil {
			t.Fatalf("compile %s: %v\n%s", src, err, out)
		}
		return bin
	}
	j7, err := problems.Lookup("joc7")
	if err != nil {
		t.Fatal(err)
	}
	hav, err := problems.Lookup("havannah")
	if err != nil {
		t.Fatal(err)
	}
	bins := map[problem.Problem]string{j7: compile("counters", "joc7/accepted/counters.cpp"), hav: compile("union_find", "havannah/accepted/union_find.cpp")}
	for _, tc := range []struct {
		name    string
		p       problem.Problem
		subtask int
		ran     bool   // the program ran on some case
		why     string // else in the reason
	}{
		{"Joc 7, the examples: no drawn case is one, the search says so", j7, 1, false, "fit another subtask than 1"},
		{"Joc 7, C = 1: test-sized cases, brute over its work limit", j7, 2, true, ""},
		{"Joc 7, C = 2: likewise", j7, 3, true, ""},
		{"Havannah, large files: small cases and the plan's heavy ones", hav, 2, true, ""},
	} {
		spec := tc.p.Spec()
		ref, err := spec.SolutionWithRole(problem.RoleReference)
		if err != nil {
			t.Fatal(err)
		}
		files, err := spec.RunIO("")
		if err != nil {
			t.Fatal(err)
		}
		lim := runner.Limits{CPU: spec.TimeLimit * 10, MemoryBytes: spec.MemoryLimit, OutputBytes: judge.OutputLimit, Direct: true, Files: files}
		r := &mutationRun{env: Env{Stderr: os.Stderr}, cfg: &mutationConfig{seed: 1, cases: 3, jobs: 1}, build: testpkg.Options{Problem: tc.p}, tmp: dir}
		prog := runner.Program{Name: filepath.Base(bins[tc.p]), Path: bins[tc.p]}
		gap, ran, why, err := r.search(context.Background(), prog, tc.subtask, stress.BuiltinTarget(tc.p, ref), lim, false)
		switch {
		case err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case gap != nil:
			t.Errorf("%s: the reference differs from itself: %+v", tc.name, gap)
		case (ran > 0) != tc.ran || ran > 3:
			t.Errorf("%s: ran on %d of 3 cases (why %q)", tc.name, ran, why)
		case !tc.ran && !strings.Contains(why, tc.why):
			t.Errorf("%s: why %q, want it to say %q", tc.name, why, tc.why)
		}
	}
}
