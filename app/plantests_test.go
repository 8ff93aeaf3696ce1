package app

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/internal/filetree"
)

// TestPlanFileAndExternalGenerator builds a plan with a hand-made test
// and an external C++ generator twice, at --jobs 1 and at --jobs 2 with
// --check-generators, through the real binary: the two packages are
// byte-identical, the clean generator draws no warning, and the manifest
// says how each test was made.
func TestPlanFileAndExternalGenerator(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the default package twice")
	}
	dir := t.TempDir()
	copyTree(t, filepath.Join("testdata", "plan"), filepath.Join(dir, "setter"))
	var trees []map[string][]byte
	for i, args := range [][]string{{"--jobs", "1"}, {"--jobs", "2", "--check-generators"}} {
		out := filepath.Join(dir, "pkg", string(rune('a'+i)))
		code, stdout, stderr := runReal(t, dir, append([]string{"package", "--plan", "setter/plan.txt", "--out", out}, args...)...)
		if code != 0 {
			t.Fatalf("package %v: exit %d\n%s%s", args, code, stdout, stderr)
		}
		if strings.Contains(stderr, "carokit:") {
			t.Errorf("package %v warns about a clean generator: %s", args, stderr)
		}
		tree, err := filetree.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		trees = append(trees, tree)
	}
	if len(trees[0]) != len(trees[1]) {
		t.Errorf("the builds hold %d and %d files", len(trees[0]), len(trees[1]))
	}
	for name, data := range trees[0] {
		if !bytes.Equal(data, trees[1][name]) {
			t.Errorf("%s differs between the two builds", name)
		}
	}
	var m struct {
		Tests []struct {
			Name, Kind, Command, Input string
			PlanLine                   string `json:"plan_line"`
			Generator                  *struct{ Program, SHA256, Language, Compiler, Version string }
		}
	}
	if err := json.Unmarshal(trees[0]["manifest.json"], &m); err != nil {
		t.Fatal(err)
	}
	hand, _ := os.ReadFile(filepath.Join("testdata", "plan", "hand", "bottom.in"))
	got := map[string]bool{}
	for _, e := range m.Tests {
		switch e.Kind {
		case "file":
			got["file"] = e.PlanLine == "file hand/bottom.in" && bytes.Equal(trees[0][e.Input], hand)
		case "run":
			g := e.Generator
			got["run"] = g != nil && g.Program == "gens/border.cpp" && len(g.SHA256) == 64 && g.Language == "C++" &&
				strings.HasPrefix(g.Compiler, "g++") && g.Version != "" && strings.Contains(e.Command, "--seed ")
		}
	}
	if !got["file"] || !got["run"] {
		t.Errorf("manifest does not record the file test (%v) or the generator with its compiler and seed (%v):\n%s",
			got["file"], got["run"], trees[0]["manifest.json"][:min(len(trees[0]["manifest.json"]), 3000)])
	}
}

// TestPlanErrorsInOneRun: every mistake of a plan is reported by one run,
// each as PLAN:LINE:COL at the word at fault, with exit code 2.
func TestPlanErrorsInOneRun(t *testing.T) {
	dir := t.TempDir()
	copyTree(t, filepath.Join("testdata", "gencheck"), dir)
	os.WriteFile(filepath.Join(dir, "broken.cpp"), []byte("int main( {\n"), 0o644)
	plan := "@subtask 1\n" +
		"sample 7\n" + // no such sample: at the name
		"line --n 15 --dri a\n" + // misspelt parameter: at the flag
		"spiral --n 5\n" + // unknown kind: at the kind
		"file   missing.in\n" + // no such file: at the path
		"run broken.cpp --n 3\n" + // does not compile: at the program
		"@subtask 9\n" + // no such subtask: at the number
		"line\n" +
		"@subtask 2\n" +
		"run\n" // no program
	os.WriteFile(filepath.Join(dir, "plan.txt"), []byte(plan), 0o644)
	code, _, stderr := runReal(t, dir, "package", "--plan", "plan.txt", "--out", "pkg")
	want := []string{
		"carokit: plan.txt:2:8: no sample",
		"carokit: plan.txt:3:13: line: unknown parameter \"--dri\"",
		"carokit: plan.txt:4:1: unknown generator kind",
		"carokit: plan.txt:5:8: test file missing.in",
		"carokit: plan.txt:6:5: generator broken.cpp does not compile",
		"carokit: plan.txt:7:10: no subtask 9",
		"carokit: plan.txt:10:1: run takes a program",
	}
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	if code != ExitUsage || len(lines) != len(want) {
		t.Fatalf("exit %d with %d lines, want exit 2 and %d lines:\n%s", code, len(lines), len(want), stderr)
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("line %d = %q, want it to start with %q", i+1, lines[i], w)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "pkg")); err == nil {
		t.Error("a plan with errors left a package behind")
	}
}

// TestGeneratorChecks: each reproducibility check fires on a generator
// written to trigger it, and stays silent on a clean one. The plans hold
// subtask 1 only, so certification then fails (exit 1): the checks run
// before it, and what is asserted is their own output.
func TestGeneratorChecks(t *testing.T) {
	cases := []struct {
		name, gen string
		want      []string // substrings of stderr, in order; none for the clean one
		why       string
	}{
		{"standard library randomness", "lint.cpp", []string{"carokit: lint.cpp:15:10: generator uses uniform_int_distribution", "lint.cpp:17:10: generator uses shuffle", "lint.cpp:18:5: generator uses srand", "lint.cpp:19:17: generator uses rand,"},
			"libstdc++ and libc++ draw differently from the same seed: the test would change with the compiler"},
		{"ignores its seed", "seedless.py", []string{"plan.txt:2:5: test 01-seedless (subtask 1) comes out the same with another seed"},
			"a line meant to vary with the seed that does not is a generator bug"},
		{"not reproducible", "clock.c", []string{"generator clock.c is not reproducible: test 01-clock"},
			"a generator that reads the clock makes another package at every build"},
		{"clean", "clean.cpp", nil, "a portable generator that uses its seed draws no warning"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			copyTree(t, filepath.Join("testdata", "gencheck"), dir)
			os.WriteFile(filepath.Join(dir, "plan.txt"), []byte("@subtask 1\nrun "+c.gen+" --n 9 --side left\n"), 0o644)
			_, _, stderr := runReal(t, dir, "package", "--plan", "plan.txt", "--out", "pkg", "--check-generators")
			rest := stderr
			for _, w := range c.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("stderr lacks %q (%s):\n%s", w, c.why, stderr)
				}
				rest = rest[i+len(w):]
			}
			if c.want == nil && (strings.Contains(stderr, "generator") || strings.Contains(stderr, "seed")) {
				t.Errorf("a clean generator draws a warning (%s):\n%s", c.why, stderr)
			}
			if !strings.Contains(stderr, "certification failed") && c.gen != "clock.c" {
				t.Errorf("the build went further than expected:\n%s", stderr)
			}
		})
	}
}

// TestSaveToPlanRoundTrip: stress --save-to-plan adds the shrunk
// counterexample to a setter's plan, beside it, in the smallest subtask
// it fits; a second save takes a new name rather than replacing the
// first; and the next package build holds the saved case as a test.
func TestSaveToPlanRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the default package")
	}
	dir := t.TempDir()
	code, defaultPlan, stderr := runReal(t, dir, "package", "--print-plan")
	if code != 0 {
		t.Fatalf("print-plan: exit %d: %s", code, stderr)
	}
	os.WriteFile(filepath.Join(dir, "plan.txt"), []byte(defaultPlan), 0o644)
	// noanti ignores the anti-diagonal: drawn under subtask 2's bounds,
	// its counterexample shrinks into subtask 1's.
	stress := []string{"stress", "--target", "noanti", "--seed", "1", "--subtask", "2", "--cases", "2000", "--jobs", "1", "--save-to-plan", "plan.txt"}
	var saved [][]byte
	for _, name := range []string{"stress-1-10.in", "stress-1-10-2.in"} {
		code, out, stderr := runReal(t, dir, stress...)
		if code != ExitFailure || !strings.Contains(out, "saved the shrunk test to "+name+" and added it to plan.txt, subtask 1") {
			t.Fatalf("stress: exit %d, want 1 and %s saved into subtask 1:\n%s%s", code, name, out, stderr)
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		saved = append(saved, b)
	}
	if !bytes.Equal(saved[0], saved[1]) {
		t.Error("the same seed saved two different cases")
	}
	code, out, stderr := runReal(t, dir, "package", "--plan", "plan.txt", "--out", "pkg")
	if code != 0 {
		t.Fatalf("package with the saved case: exit %d\n%s%s", code, out, stderr)
	}
	var m struct {
		Tests []struct {
			Subtask  int
			Input    string
			PlanLine string `json:"plan_line"`
		}
	}
	raw, _ := os.ReadFile(filepath.Join(dir, "pkg", "manifest.json"))
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, e := range m.Tests {
		if strings.HasPrefix(e.PlanLine, "file stress-1-10") {
			in, _ := os.ReadFile(filepath.Join(dir, "pkg", e.Input))
			if e.Subtask != 1 || !bytes.Equal(in, saved[0]) {
				t.Errorf("saved test %s is in subtask %d with other content", e.Input, e.Subtask)
			}
			found++
		}
	}
	if found != 2 {
		t.Errorf("package holds %d saved tests, want 2", found)
	}
}

// TestPackageSubmissions: package --submissions judges the setter's own
// solutions over the package it builds. A wrong solution that no test
// kills in a subtask where submissions.yaml declares it wrong stops the
// build, naming it and the subtask; without it the same folder certifies.
func TestPackageSubmissions(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the default package twice and judges three C++ solutions")
	}
	dir := t.TempDir()
	// The repository's own sources, and the reference again as
	// wrong_answer/lucky.cpp, which submissions.yaml declares wrong in
	// subtask 2 only: no test can kill it there.
	for _, f := range [][2]string{
		{"testdata/submissions.yaml", "submissions.yaml"},
		{"../submissions/caro/accepted/count_around.cpp", "accepted/count_around.cpp"},
		{"../submissions/caro/wrong_answer/exact_five.cpp", "wrong_answer/exact_five.cpp"},
		{"../submissions/caro/accepted/count_around.cpp", "wrong_answer/lucky.cpp"},
	} {
		to := filepath.Join(dir, "subs", f[1])
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		copyTree(t, f[0], to)
	}
	code, out, stderr := runReal(t, dir, "package", "--out", "pkg", "--submissions", "subs")
	want := "carokit: certification failed: wrong_answer/lucky.cpp is declared WA in subtask 2 but no test of subtask 2 kills it"
	if code != ExitFailure || !strings.HasPrefix(stderr, want) || strings.Contains(stderr, "exact_five") {
		t.Fatalf("exit %d, want 1 and only lucky.cpp named with subtask 2:\n%s%s", code, out, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "pkg")); err == nil {
		t.Error("a package that failed certification was put in place")
	}
	os.Remove(filepath.Join(dir, "subs", "wrong_answer", "lucky.cpp"))
	code, out, stderr = runReal(t, dir, "package", "--out", "pkg", "--submissions", "subs")
	if code != 0 {
		t.Fatalf("accepted and exact_five.cpp: exit %d, want 0:\n%s%s", code, out, stderr)
	}
}

// TestGeneratorCheckSays: --check-generators says what it checked when
// every generator passes, rather than nothing (a draft, so that the
// one-subtask plan builds).
func TestGeneratorCheckSays(t *testing.T) {
	dir := t.TempDir()
	copyTree(t, filepath.Join("testdata", "gencheck"), dir)
	os.WriteFile(filepath.Join(dir, "plan.txt"), []byte("@subtask 1\nrun clean.cpp --n 9 --side left\nrun clean.cpp --n 9 --side left --seed 5\n"), 0o644)
	code, stdout, stderr := runReal(t, dir, "package", "--plan", "plan.txt", "--out", "pkg", "--check-generators", "--draft", "--no-cache")
	want := "checked 2 generator lines: each gives the same bytes twice (built again with --jobs "
	want2 := "; 1 of 1 with a seed from package --seed change with another seed\n"
	if code != 0 || !strings.Contains(stdout, want) || !strings.Contains(stdout, want2) {
		t.Fatalf("exit %d, stdout %q, stderr %q; want exit 0 and %q…%q", code, stdout, stderr, want, want2)
	}
}
