package joc7_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"carokit/internal/filetree"
	"carokit/internal/loadtiming"
	"carokit/problem"
	"carokit/problems/joc7"
	"carokit/testpkg"
)

// TestPackageAndJudgeByFiles builds Joc 7's default package with one and
// with two workers (byte-identical, certified), then judges it through
// the real binary, by files: every built-in and every submission in
// submissions/joc7 gets its declared verdicts (exit code 0), the program
// that reads standard input gets WA saying "no joc7.out", and the Python
// reference answers every test right when given time.
func TestPackageAndJudgeByFiles(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two packages and judges 13 programs")
	}
	dir := t.TempDir()
	var trees []map[string][]byte
	for _, jobs := range []int{1, 2} {
		out := filepath.Join(dir, fmt.Sprint("jobs", jobs))
		m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: joc7.New(), Out: out, Seed: 1, Jobs: jobs})
		if err != nil {
			t.Fatalf("jobs %d: %v", jobs, err)
		}
		for id, want := range map[int]int{1: 2, 2: 7, 3: 12} {
			if got := len(m.TestsOf(id)); got != want {
				t.Errorf("subtask %d has %d tests, want %d", id, got, want)
			}
		}
		tree, err := filetree.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		trees = append(trees, tree)
	}
	for name, data := range trees[0] {
		if !bytes.Equal(data, trees[1][name]) {
			t.Errorf("%s differs between --jobs 1 and --jobs 2", name)
		}
	}
	mutantsDieWhereDeclared(t, filepath.Join(dir, "jobs1"))
	bin := filepath.Join(dir, "carokit")
	if msg, err := exec.Command("go", "build", "-o", bin, "carokit/cmd/carokit").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, msg)
	}
	pkg := filepath.Join(dir, "jobs1")
	subs, _ := filepath.Abs(filepath.Join("..", "..", "submissions", "joc7"))
	judge := func(args ...string) ([]byte, error) {
		cmd := exec.Command(bin, append([]string{"--problem", "joc7", "judge", "--package", pkg}, args...)...)
		cmd.Stderr = os.Stderr
		return cmd.Output()
	}
	// Built-ins and submissions together: the judge exits 1 if any is
	// not as declared.
	var builtins []string
	for _, s := range joc7.New().Spec().Solutions {
		builtins = append(builtins, "--solution", s.Name)
	}
	if out, err := judge(append(builtins, "--submissions", subs, "--jobs", "1")...); err != nil && loadtiming.OnlyTiming(string(out)) {
		// A 100 ms limit: a loaded machine can slow a run past it.
		t.Logf("not as declared only by timing on this machine now:\n%s", loadtiming.NotAsExpected(string(out)))
	} else if err != nil {
		t.Errorf("not every solution as declared: %v\n%s", err, out)
	}
	out, err := judge("--solution", filepath.Join(subs, "wrong_answer", "reads_stdin.cpp"), "--format", "json")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var rep []struct {
		Tests []struct{ Verdict, Detail string }
	}
	if err := json.Unmarshal(out, &rep); err != nil || len(rep) != 1 || len(rep[0].Tests) != 23 {
		t.Fatalf("report %s: %v", out, err)
	}
	for _, tc := range rep[0].Tests {
		if tc.Verdict != "WA" || tc.Detail != "no joc7.out" {
			t.Errorf("a standard-input reader got %s %q, want WA \"no joc7.out\"", tc.Verdict, tc.Detail)
		}
	}
	// Python's start alone is a good part of 0.1 s: at 10 s it is judged
	// on its answers alone, the examples included.
	py := filepath.Join(subs, "time_limit_exceeded", "counters.py")
	out, err = judge("--solution", py, "--time-limit", "10s", "--expect", py+"=OK,OK,OK")
	if err != nil || !strings.Contains(string(out), "OK 12/12") {
		t.Errorf("the Python reference by files: %v\n%s", err, out)
	}
}

// mutantsDieWhereDeclared: each mutant fails at least one test of every
// subtask where it is declared to die, over the built package.
func mutantsDieWhereDeclared(t *testing.T, pkg string) {
	p := joc7.New()
	m, err := testpkg.Open(pkg, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Spec().Mutants) < 8 {
		t.Errorf("%d mutants, want at least 8", len(p.Spec().Mutants))
	}
	for _, mu := range p.Spec().Mutants {
		died := map[int]bool{}
		for _, te := range m.Manifest.Tests {
			in, err1 := os.ReadFile(filepath.Join(pkg, te.Input))
			ans, err2 := os.ReadFile(filepath.Join(pkg, te.Answer))
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			got, _, err := mu.Run(p, in)
			if err != nil || p.Check(in, ans, got) != nil {
				died[te.Subtask] = true
			}
		}
		for _, st := range p.Spec().Subtasks {
			if mu.ExpectedIn(st.ID) != problem.OK && !died[st.ID] {
				t.Errorf("mutant %s survives subtask %d, where it is declared to die", mu.Name, st.ID)
			}
		}
	}
}
