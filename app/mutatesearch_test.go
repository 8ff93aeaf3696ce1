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
	"carokit/problems/joc7"
	"carokit/runner"
	"carokit/stress"
	"carokit/testpkg"
)

// TestSearchJoc7: the search of a survivor runs it on cases that can be
// tests of the subtask, or says why none could. Joc 7's RandomCase stays
// under N = 10, far below the work limit brute must reach on every test
// of subtasks 2 and 3, so those searches used to run the mutant on no
// case at all and call it likely equivalent; subtask 1's tests are the
// examples' exact text, which no drawn case is. The program searched is
// the reference itself, compiled: it never differs, so the search runs
// to its budget of cases.
func TestSearchJoc7(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "counters")
	src := filepath.Join("..", "submissions", "joc7", "accepted", "counters.cpp")
	if out, err := exec.Command(gxx, "-O2", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("compile %s: %v\n%s", src, err, out)
	}
	p := joc7.New()
	ref, err := p.Spec().SolutionWithRole(problem.RoleReference)
	if err != nil {
		t.Fatal(err)
	}
	files, err := p.Spec().RunIO("")
	if err != nil {
		t.Fatal(err)
	}
	lim := runner.Limits{CPU: p.Spec().TimeLimit * 10, MemoryBytes: p.Spec().MemoryLimit, OutputBytes: judge.OutputLimit, Direct: true, Files: files}
	r := &mutationRun{env: Env{Stderr: os.Stderr}, cfg: &mutationConfig{seed: 1, cases: 3, jobs: 1}, build: testpkg.Options{Problem: p}, tmp: dir}
	for _, tc := range []struct {
		name    string
		subtask int
		ran     bool   // the program ran on some case
		why     string // else in the reason
	}{
		{"the examples: no drawn case is one, the search says so", 1, false, "fit another subtask than 1"},
		{"C = 1: test-sized cases, brute over its work limit", 2, true, ""},
		{"C = 2: likewise", 3, true, ""},
	} {
		gap, ran, why, err := r.search(context.Background(), runner.Program{Name: "counters", Path: bin}, tc.subtask, stress.BuiltinTarget(p, ref), lim, false)
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
