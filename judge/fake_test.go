package judge

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
	"carokit/runner"
	"carokit/subtasks"
	"carokit/testpkg"
)

// cacheDir holds the fixtures compiled for this test binary. Its path is
// unique, so a process whose command line contains it is one of ours.
var cacheDir string

func TestMain(m *testing.M) {
	runner.MaybeLaunch()
	dir, err := os.MkdirTemp("", "judge-fixtures-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	cacheDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// sumProblem is the engine's fake problem (problem/problemtest/fake)
// with the subtasks of a package and any integers: print the sum of the
// n numbers. Its two built-ins are "sum" (right, the reference) and
// "plus-one" (wrong everywhere, run through the SELF stand-in).
func sumProblem(table subtasks.Table) *fake.Sum {
	all := func(v problem.Verdict) []problem.Verdict {
		out := make([]problem.Verdict, len(table))
		for i := range out {
			out[i] = v
		}
		return out
	}
	p := fake.New()
	p.MaxN, p.MinV, p.MaxV = 50, -1e9, 1e9
	p.Table = table
	p.Solutions = []problem.Solution{
		fake.Solution("sum", problem.RoleReference, all(problem.OK), nil),
		{Name: "plus-one", Expected: all(problem.WA)},
	}
	return p
}

// fakeTest is one test of a fake package: its subtask and input numbers.
type fakeTest struct {
	subtask int
	numbers []int
	work    map[string]int64
}

// writePackage writes a package of the fake problem in a temporary folder:
// manifest.json and the .in/.ans files, answers computed here.
func writePackage(t *testing.T, weights []float64, tests []fakeTest, tl time.Duration) (string, *fake.Sum) {
	t.Helper()
	dir := t.TempDir()
	m := testpkg.Manifest{Problem: "sum", TimeLimitMS: tl.Milliseconds(), MemoryLimitMB: 64}
	var table subtasks.Table
	for i, w := range weights {
		m.Subtasks = append(m.Subtasks, testpkg.SubtaskEntry{ID: i + 1, Group: fmt.Sprintf("subtask%d", i+1), Weight: w})
		table = append(table, subtasks.Subtask{ID: i + 1, Weight: w})
	}
	for i, ft := range tests {
		name := fmt.Sprintf("%02d", i+1)
		sum := 0
		for _, x := range ft.numbers {
			sum += x
		}
		e := testpkg.TestEntry{Name: name, Subtask: ft.subtask, Input: name + ".in", Answer: name + ".ans", Work: ft.work}
		if err := os.WriteFile(filepath.Join(dir, e.Input), fake.Format(ft.numbers), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, e.Answer), []byte(strconv.Itoa(sum)+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		m.Tests = append(m.Tests, e)
	}
	if err := testpkg.Seal(dir, &m); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, testpkg.ManifestFile), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, sumProblem(table)
}

// fixture is the path of a fixture source.
func fixture(name string) string { return filepath.Join("testdata", "fixtures", name) }

// selfBinary compiles the stand-in for the carokit binary.
func selfBinary(t *testing.T) string {
	t.Helper()
	p, err := runner.Prepare(t.Context(), fixture("self.c"), cacheDir)
	if err != nil {
		t.Fatal(err)
	}
	return p.Path
}

// leftovers lists the processes whose command line mentions cacheDir.
func leftovers() []string {
	var out []string
	procs, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, p := range procs {
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		cmd := strings.ReplaceAll(string(data), "\x00", " ")
		if strings.Contains(cmd, cacheDir) {
			out = append(out, filepath.Base(filepath.Dir(p))+": "+cmd)
		}
	}
	return out
}
