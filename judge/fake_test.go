package judge

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"carokit/problem"
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

// sumProblem is a fake problem, unrelated to Caro: print the sum of the
// integers of the input. Its two built-ins are "sum" (right, the
// reference) and "plus-one" (wrong everywhere).
type sumProblem struct{ subtasks subtasks.Table }

func (p sumProblem) Spec() *problem.Spec {
	n := len(p.subtasks)
	all := func(v problem.Verdict) []problem.Verdict {
		out := make([]problem.Verdict, n)
		for i := range out {
			out[i] = v
		}
		return out
	}
	return &problem.Spec{
		Name: "sum", TimeLimit: time.Second, MemoryLimit: 64 << 20,
		Subtasks: p.subtasks,
		Solutions: []problem.Solution{
			{Name: "sum", Role: problem.RoleReference, Expected: all(problem.OK), Solve: sumSolve},
			{Name: "plus-one", Expected: all(problem.WA)},
		},
	}
}

// sumSolve is the reference in process (bench answers with it): the sum
// of the input's integers.
func sumSolve(c problem.Case) ([]byte, int64, error) {
	sum := 0
	for _, f := range strings.Fields(string(c.([]byte))) {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, 0, err
		}
		sum += n
	}
	return []byte(strconv.Itoa(sum) + "\n"), 0, nil
}

func (sumProblem) Validate(string, []byte) (subtasks.Values, error) { return subtasks.Values{}, nil }

func (sumProblem) Check(input, answer, output []byte) error {
	want, got := strings.Fields(string(answer)), strings.Fields(string(output))
	if strings.Join(want, " ") != strings.Join(got, " ") {
		return fmt.Errorf("expected %q, found %q", strings.Join(want, " "), strings.Join(got, " "))
	}
	return nil
}

func (sumProblem) RandomCase(*rand.Rand, float64, subtasks.Values, []string) ([]byte, error) {
	return []byte("1 2\n"), nil
}

func (sumProblem) Shrink([]byte) [][]byte { return nil }

// Parse hands the built-ins the input itself.
func (sumProblem) Parse(input []byte) (problem.Case, error) { return input, nil }

// fakeTest is one test of a fake package: its subtask and input numbers.
type fakeTest struct {
	subtask int
	numbers []int
	work    map[string]int64
}

// writePackage writes a package for sumProblem in a temporary folder:
// manifest.json and the .in/.ans files, answers computed here.
func writePackage(t *testing.T, weights []float64, tests []fakeTest, tl time.Duration) (string, sumProblem) {
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
		var in bytes.Buffer
		sum := 0
		for _, x := range ft.numbers {
			fmt.Fprintf(&in, "%d ", x)
			sum += x
		}
		in.WriteString("\n")
		e := testpkg.TestEntry{Name: name, Subtask: ft.subtask, Input: name + ".in", Answer: name + ".ans", Work: ft.work}
		if err := os.WriteFile(filepath.Join(dir, e.Input), in.Bytes(), 0o644); err != nil {
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
	return dir, sumProblem{table}
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
