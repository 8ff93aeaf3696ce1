package judge

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"carokit/internal/loadtiming"
	"carokit/problem"
	"carokit/problem/problemtest/fake"
	"carokit/report"
)

// TestFixtureVerdicts judges every misbehaving fixture on a one-test
// package and checks its verdict, then that none of their processes is
// left: the forked child of orphan.c included.
func TestFixtureVerdicts(t *testing.T) {
	tests := []struct {
		file string
		want problem.Verdict
		why  string
	}{
		{"correct.c", problem.OK, "prints the sum"},
		{"wrong.c", problem.WA, "prints the sum plus one"},
		{"loop.c", problem.TLE, "spins past the CPU limit"},
		{"sleep.c", problem.TLE, "sleeps: only the wall-clock guard stops it"},
		{"segfault.c", problem.RE, "SIGSEGV"},
		{"exit3.c", problem.RE, "right answer but exit code 3"},
		{"flood.c", problem.OLE, "100 MB on stdout, over the 16 MiB cap"},
		{"hog.c", problem.MLE, "allocates until refused"},
		{"orphan.c", problem.OK, "answers, then leaves a child in its own session"},
		{"broken.c", problem.CE, "does not compile"},
	}
	dir, p := writePackage(t, []float64{100}, []fakeTest{{subtask: 1, numbers: []int{3, 4, 5}}}, 300*time.Millisecond)
	var sols []string
	for _, tc := range tests {
		sols = append(sols, fixture(tc.file))
	}
	start := time.Now()
	rep, err := Judge(t.Context(), Options{Problem: p, PackageDir: dir, Solutions: sols, CacheDir: cacheDir, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	// The sleeper costs the wall guard, 2 × 0.3 s + 1 s; allow compiling,
	// and a loaded machine's slowness.
	if d := time.Since(start); d > loadtiming.Scale(15*time.Second) {
		t.Errorf("Judge took %s: something waited for a run much longer than its limits", d)
	}
	for i, tc := range tests {
		s := rep.Solutions[i]
		if r := s.Tests[0]; r.Verdict == problem.TLE && tc.want != problem.TLE && strings.HasPrefix(r.Cut, "wall clock") && loadtiming.Loaded() {
			// Starved of CPU (alone too) until the wall-clock guard on a
			// loaded machine: its load, which this test cannot tell from
			// a hang; on an idle one the cut fails the test.
			t.Logf("%s: cut by the %s after %s of CPU: the machine is too loaded to see its %s", tc.file, r.Cut, r.CPU, tc.want)
		} else if got := r.Verdict; got != tc.want {
			t.Errorf("%s: verdict %s (%s), want %s: %s", tc.file, got, s.Tests[0].Detail, tc.want, tc.why)
		}
	}
	if ce := rep.Solutions[len(tests)-1].CompileError; !strings.Contains(ce, "undeclared_variable") {
		t.Errorf("broken.c: compile error %q does not quote the compiler", ce)
	}
	if left := leftovers(); len(left) > 0 {
		t.Errorf("processes left after Judge returned:\n%s", strings.Join(left, "\n"))
	}
}

// TestSensitive: a program that burns exactly the limit in CPU time is
// re-run alone and flagged, whatever verdict the noise gives it.
func TestSensitive(t *testing.T) {
	dir, p := writePackage(t, []float64{100}, []fakeTest{{subtask: 1, numbers: []int{1}}}, 300*time.Millisecond)
	rep, err := Judge(t.Context(), Options{Problem: p, PackageDir: dir, Solutions: []string{fixture("spin.c"), fixture("correct.c")}, CacheDir: cacheDir, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r := rep.Solutions[0].Tests[0]; strings.HasPrefix(r.Cut, "wall clock") && loadtiming.Loaded() {
		// Starved of CPU, alone too: the wall-clock guard stopped it
		// before its CPU time came near the limit. The machine, not
		// the judge.
		t.Skipf("spin.c: cut by the %s after %s of CPU: the machine is too loaded to measure", r.Cut, r.CPU)
	} else if !r.Sensitive {
		t.Errorf("spin.c: CPU %s with a 300 ms limit, want it flagged sensitive", r.CPU)
	}
	if r := rep.Solutions[1].Tests[0]; r.Sensitive {
		t.Errorf("correct.c: CPU %s with a 300 ms limit, want it not flagged", r.CPU)
	}
}

// mixedPackage has two subtasks (40/60) and five tests.
func mixedPackage(t *testing.T) (string, *fake.Sum) {
	return writePackage(t, []float64{40, 60}, []fakeTest{
		{subtask: 1, numbers: []int{1, 2}, work: map[string]int64{"sum": 7, "plus-one": 9}},
		{subtask: 1, numbers: []int{-5}},
		{subtask: 2, numbers: []int{10, 20, 30}},
		{subtask: 2, numbers: []int{0}},
		{subtask: 2, numbers: []int{1000000, 1}},
	}, time.Second)
}

func TestBuiltins(t *testing.T) {
	// No solutions named: every built-in, each run through SELF, with
	// its declared expectations and the manifest's work counts.
	dir, p := mixedPackage(t)
	rep, err := Judge(t.Context(), Options{Problem: p, PackageDir: dir, Self: selfBinary(t), CacheDir: cacheDir})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Solutions) != 2 {
		t.Fatalf("judged %d solutions, want the 2 built-ins", len(rep.Solutions))
	}
	sum, plus := rep.Solutions[0], rep.Solutions[1]
	if sum.Score != 100 || plus.Score != 0 {
		t.Errorf("scores %v and %v, want 100 and 0", sum.Score, plus.Score)
	}
	if !sum.Reference || plus.Reference {
		t.Errorf("reference flags %v, %v: want only sum", sum.Reference, plus.Reference)
	}
	if !rep.AllExpectationsMet() {
		t.Errorf("built-ins behaved as declared, got mismatches %q %q", sum.Mismatches, plus.Mismatches)
	}
	if sum.Tests[0].Work != 7 || plus.Tests[0].Work != 9 || sum.Tests[1].Work != 0 {
		t.Errorf("work %d, %d, %d: want 7, 9 from the manifest and 0 where unknown", sum.Tests[0].Work, plus.Tests[0].Work, sum.Tests[1].Work)
	}
}

func TestBuiltinNeedsSelf(t *testing.T) {
	dir, p := mixedPackage(t)
	_, err := Judge(t.Context(), Options{Problem: p, PackageDir: dir, Solutions: []string{"sum"}, CacheDir: cacheDir})
	if err == nil || !strings.Contains(err.Error(), "carokit binary") {
		t.Errorf("built-in without Self: error %v, want one naming the missing binary", err)
	}
}

func TestExpectations(t *testing.T) {
	dir, p := mixedPackage(t)
	tests := []struct {
		name    string
		why     string
		opt     Options
		wantMet []bool
	}{
		{"correct declared TLE", "a solution that passes cannot meet a TLE expectation",
			Options{Solutions: []string{fixture("correct.c")}, Expect: map[string][]problem.Verdict{fixture("correct.c"): {problem.OK, problem.TLE}}},
			[]bool{false}},
		{"declared right", "wrong.c gets WA in both subtasks, as declared",
			Options{Solutions: []string{fixture("wrong.c")}, Expect: map[string][]problem.Verdict{fixture("wrong.c"): {problem.WA, problem.WA}}},
			[]bool{true}},
		{"--expect overrides a built-in", "plus-one is declared WA by the problem; the override says OK",
			Options{Solutions: []string{"plus-one"}, Expect: map[string][]problem.Verdict{"plus-one": {problem.OK, problem.OK}}},
			[]bool{false}},
		{"nothing declared", "a file with no expectation is always met",
			Options{Solutions: []string{fixture("segfault.c")}},
			[]bool{true}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opt := tc.opt
			opt.Problem, opt.PackageDir, opt.CacheDir, opt.Self = p, dir, cacheDir, selfBinary(t)
			rep, err := Judge(t.Context(), opt)
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range tc.wantMet {
				if got := rep.Solutions[i].ExpectedMet; got != want {
					t.Errorf("%s: met = %v, want %v (%s); mismatches %q", rep.Solutions[i].Name, got, want, tc.why, rep.Solutions[i].Mismatches)
				}
			}
		})
	}
}

func TestExpectUnknownSolution(t *testing.T) {
	dir, p := mixedPackage(t)
	_, err := Judge(t.Context(), Options{Problem: p, PackageDir: dir, Solutions: []string{fixture("correct.c")}, CacheDir: cacheDir,
		Expect: map[string][]problem.Verdict{"nonesuch": {problem.OK, problem.OK}}})
	if err == nil {
		t.Errorf("--expect for a solution not judged: want an error, got none")
	}
}

func TestSubmissionsDir(t *testing.T) {
	// Kattis-style folders; wrong_answer/correct.c is misplaced on purpose.
	subs := t.TempDir()
	place := map[string]string{
		"accepted/correct.c":        "correct.c",
		"wrong_answer/wrong.c":      "wrong.c",
		"wrong_answer/correct.c":    "correct.c",
		"run_time_error/segfault.c": "segfault.c",
		// rejected/ (BAPCtools') takes any failure, and no pass.
		"rejected/segfault.c": "segfault.c",
		"rejected/correct.c":  "correct.c",
	}
	for dst, src := range place {
		data, err := os.ReadFile(fixture(src))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(subs, filepath.Dir(dst)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(subs, dst), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(subs, "accepted", "README"), []byte("notes"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir, p := mixedPackage(t)
	rep, err := Judge(t.Context(), Options{Problem: p, PackageDir: dir, SubmissionsDir: subs, CacheDir: cacheDir})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{
		"accepted/correct.c":        true,
		"run_time_error/segfault.c": true,
		"wrong_answer/correct.c":    false,
		"wrong_answer/wrong.c":      true,
		"rejected/segfault.c":       true,
		"rejected/correct.c":        false,
	}
	var names []string
	for _, s := range rep.Solutions {
		names = append(names, s.Name)
		if s.ExpectedMet != want[s.Name] {
			t.Errorf("%s: met = %v, want %v; mismatches %q", s.Name, s.ExpectedMet, want[s.Name], s.Mismatches)
		}
	}
	if got := strings.Join(names, " "); got != "accepted/correct.c rejected/correct.c rejected/segfault.c run_time_error/segfault.c wrong_answer/correct.c wrong_answer/wrong.c" {
		t.Errorf("solutions %s: want the six sources, folder by folder, README skipped", got)
	}
	if rep.AllExpectationsMet() {
		t.Errorf("a misplaced submission must make the report fail")
	}

	if err := os.Mkdir(filepath.Join(subs, "slow"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := Judge(t.Context(), Options{Problem: p, PackageDir: dir, SubmissionsDir: subs, CacheDir: cacheDir}); err == nil {
		t.Errorf("unknown submissions subfolder: want an error, got none")
	}
}

// TestJobsDeterministic: the report is the same with one job or several,
// apart from the measured times.
func TestJobsDeterministic(t *testing.T) {
	dir, p := mixedPackage(t)
	opt := Options{Problem: p, PackageDir: dir, CacheDir: cacheDir, Self: selfBinary(t),
		Solutions: []string{fixture("correct.c"), fixture("wrong.c"), fixture("exit3.c"), fixture("segfault.c"), "sum", "plus-one", fixture("broken.c")}}
	var reps []*report.Report
	for _, jobs := range []int{1, 4} {
		opt.Jobs = jobs
		rep, err := Judge(t.Context(), opt)
		if err != nil {
			t.Fatal(err)
		}
		for i := range rep.Solutions {
			for k := range rep.Solutions[i].Tests {
				r := &rep.Solutions[i].Tests[k]
				r.CPU, r.Wall, r.PeakKiB = 0, 0, 0
			}
			for k := range rep.Solutions[i].Subtasks {
				rep.Solutions[i].Subtasks[k].MaxCPU = 0
			}
		}
		reps = append(reps, rep)
	}
	if !reflect.DeepEqual(reps[0], reps[1]) {
		var a, b bytes.Buffer
		reps[0].Write(&a, report.FormatJSON, false)
		reps[1].Write(&b, report.FormatJSON, false)
		t.Errorf("reports differ between 1 and 4 jobs:\n%s\nvs\n%s", a.String(), b.String())
	}
}

func TestJudgeErrors(t *testing.T) {
	dir, p := mixedPackage(t)
	tests := []struct {
		name  string
		opt   Options
		want  string
		usage bool // a problem.ParamError: the command line's fault (exit 2)
	}{
		{"no problem", Options{PackageDir: dir}, "no problem", false},
		{"bad scoring", Options{Problem: p, PackageDir: dir, Scoring: "best"}, "unknown scoring", false},
		{"no package", Options{Problem: p, PackageDir: filepath.Join(dir, "missing")}, "read package", false},
		// It was a plain error (exit 1) while stress made it a usage error.
		{"unknown solution", Options{Problem: p, PackageDir: dir, Solutions: []string{"nonesuch"}}, "neither a file nor a built-in", true},
		{"twice", Options{Problem: p, PackageDir: dir, Solutions: []string{"sum", "sum"}, Self: "x"}, "given twice", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Judge(t.Context(), tc.opt)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
			if tc.usage && !problem.IsParamError(err) {
				t.Errorf("error %v is not a usage error", err)
			}
		})
	}
}
