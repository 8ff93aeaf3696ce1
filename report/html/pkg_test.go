package htmlreport

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"carokit/problem"
	"carokit/stress"
	"carokit/subtasks"
	"carokit/testpkg"
)

// sampleBuilt is a package of two subtasks (the second without tests),
// three built-ins and two mutants.
func sampleBuilt() Built {
	test := func(name string, subtask int, kind string, n int64, work map[string]int64, failing ...string) testpkg.TestEntry {
		return testpkg.TestEntry{Name: name, Subtask: subtask, Kind: kind, Values: map[string]int64{"N": n}, InputBytes: 10 * n,
			AnswerText: "7", Work: work, Failing: failing}
	}
	m := &testpkg.Manifest{
		Problem: "sum", Title: "Sum", Seed: 1, TimeLimitMS: 1000, MemoryLimitMB: 256, WorkUnit: "numbers read", Certified: true,
		Subtasks: []testpkg.SubtaskEntry{{ID: 1, Weight: 40}, {ID: 2, Weight: 60}},
		Samples:  []testpkg.TestEntry{test("01-sample", 0, "sample", 3, nil)},
		Tests: []testpkg.TestEntry{
			test("01-sample", 1, "sample", 3, map[string]int64{"sum": 3, "slow": 9}),
			test("02-big", 1, "random", 50, map[string]int64{"sum": 50, "slow": 2500}, "plus-one"),
			test("03-big", 1, "random", 40, map[string]int64{"sum": 40, "slow": 1600}, "plus-one"),
		},
		Strength: &testpkg.Strength{Mutants: []testpkg.MutantStrength{
			{Name: "off-by-one", Subtasks: []testpkg.MutantVerdict{{Subtask: 1, MustDie: true, KilledBy: "02-big", Why: "expected 7"}, {Subtask: 2, MustDie: true}}},
			{Name: "lazy", Subtasks: []testpkg.MutantVerdict{{Subtask: 1}, {Subtask: 2}}},
		}},
	}
	return Built{
		Manifest: m,
		Solutions: []problem.Solution{
			{Name: "sum", Role: problem.RoleReference, Expected: []problem.Verdict{problem.OK, problem.OK}},
			{Name: "plus-one", Expected: []problem.Verdict{problem.WA, problem.WA}},
			{Name: "slow", Expected: []problem.Verdict{problem.TLE, problem.TLE}},
		},
		Work: problem.WorkLimits{Unit: "numbers read", ReferenceMax: 100, AcceptedMax: 100, TimeLimitMin: 2000},
	}
}

// TestPackageHoldsManifest checks the package page against the manifest
// it shows: a row per subtask and per test, and in the matrices a cell
// per built-in or mutant and subtask saying whether certification holds.
func TestPackageHoldsManifest(t *testing.T) {
	var b bytes.Buffer
	if err := Package(&b, sampleBuilt()); err != nil {
		t.Fatal(err)
	}
	doc := parse(t, b.Bytes())
	subs := rows(t, doc, "subtasks-table")
	if len(subs) != 2 || subs[0][3] != "random ×2, sample ×1" || subs[0][4] != "N 3–50" || subs[1][2] != "0" {
		t.Errorf("subtasks %q: want subtask 1's kinds and sizes, subtask 2 without tests", subs)
	}
	if tests := rows(t, doc, "tests-table"); len(tests) != 4 || tests[2][6] != "plus-one" {
		t.Errorf("tests %q: want the sample and three tests, 02-big answered wrongly by plus-one", tests)
	}
	if len(subs[0]) != 6 {
		t.Errorf("subtasks %q: a mutation column without a mutation run", subs)
	}
	built := sampleBuilt()
	built.Manifest.Mutation = &testpkg.Mutation{Source: "sum.c", Generated: 30, Subtasks: []testpkg.MutationSubtask{{ID: 1, Total: 30, Killed: 21, Gaps: 1, Equivalent: 8, Score: 21.0 / 22}}}
	b.Reset()
	if err := Package(&b, built); err != nil {
		t.Fatal(err)
	}
	if scored := rows(t, parse(t, b.Bytes()), "subtasks-table"); len(scored[0]) != 7 || scored[0][3] != "95.5% (21/22)" || scored[1][3] != "-" {
		t.Errorf("subtasks %q: want the mutation score of subtask 1 after its tests, \"-\" for subtask 2 (not in the run)", scored)
	}
	cert := rows(t, doc, "certification-table")
	want := [][]string{
		{"sum (reference)", "✓ OK work 3–50 numbers read, all ≤ 100", "✓ OK no tests"},
		{"plus-one", "✗ WA caught by 2 of 3 tests, first 02-big", "✗ WA no tests"},
		{"slow", "◔ TLE work 9–2.5k numbers read, some < 2.0k", "◔ TLE no tests"},
	}
	checkCells(t, "certification", cert, want)
	mutants := rows(t, doc, "mutants-table")
	checkCells(t, "mutants", mutants, [][]string{
		{"off-by-one", "✓ killed by 02-big expected 7", "✗ SURVIVES declared to die here"},
		{"lazy", "– may survive not run here", "– may survive not run here"},
	})
}

func checkCells(t *testing.T, what string, got, want [][]string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d rows, want %d: %q", what, len(got), len(want), got)
	}
	for i := range want {
		if strings.Join(got[i], " | ") != strings.Join(want[i], " | ") {
			t.Errorf("%s row %d:\n got %q\nwant %q", what, i, got[i], want[i])
		}
	}
}

// TestStressPage checks a counterexample's section: the case before and
// after shrinking, both outputs as text, both drawings.
func TestStressPage(t *testing.T) {
	sum := &stress.Summary{Target: "wrong.py", Oracle: "brute", Cases: 12, Failed: 1, Seed: 5, Elapsed: time.Second,
		Failures: []stress.Failure{{
			Index: 11, Seed: 5, Verdict: problem.WA, Detail: `expected "3", found "4"`,
			Original: []byte("5\n1 1 1 1 1\n"), Shrunk: []byte("1\n3"), OracleOutput: []byte("3\n"), TargetOutput: []byte("<script>4</script>\n"),
			ShrunkValues: subtasks.Values{"N": 1},
		}},
	}
	draws := 0
	draw := func(input []byte) *Drawing {
		draws++
		return &Drawing{SVG: []byte(`<svg><title>case</title><text>` + strings.Fields(string(input))[0] + `</text></svg>`)}
	}
	var b bytes.Buffer
	if err := Stress(&b, sum, draw); err != nil {
		t.Fatal(err)
	}
	doc := parse(t, b.Bytes())
	if bad := unsafeIn(doc, 1); len(bad) > 0 {
		t.Errorf("the page holds %q", bad)
	}
	got := text(byID(doc, "failure-1"))
	for _, w := range []string{"WA on case 11 of seed 5", "Before shrinking (12 bytes) 5 1 1 1 1 1", "After shrinking (N=1, 3 bytes", "1 3",
		"The oracle prints 3", "The target prints <script>4</script>"} {
		if !strings.Contains(got, w) {
			t.Errorf("the counterexample lacks %q:\n%s", w, got)
		}
	}
	if draws != 2 {
		t.Errorf("%d drawings, want the case before and after shrinking", draws)
	}
	if rows := rows(t, doc, "stress-summary"); len(rows) != 1 || strings.Join(rows[0], " ") != "wrong.py brute 12 1 1" {
		t.Errorf("summary %q", rows)
	}
}
