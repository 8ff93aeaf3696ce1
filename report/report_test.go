package report

import (
	"bytes"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/problem"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// caroSubtasks are CARO.md's subtasks: 10, 9 and 11 tests, 30/30/40.
var caroSubtasks = []SubtaskInfo{{ID: 1, Weight: 30, Tests: 10}, {ID: 2, Weight: 30, Tests: 9}, {ID: 3, Weight: 40, Tests: 11}}

// group is how one solution did on one subtask: passed tests first, then
// failed ones with verdict fail.
type group struct {
	passed int
	fail   problem.Verdict
}

// fakeSolution builds a solution's tests from per-subtask groups with
// fixed, made-up times so that rendering is reproducible.
func fakeSolution(name string, groups []group, expected ...problem.Verdict) SolutionResult {
	s := SolutionResult{Name: name, Source: "built-in", Expected: expected}
	for i, sub := range caroSubtasks {
		g := groups[i]
		for k := 0; k < sub.Tests; k++ {
			t := TestResult{
				Name:    fmt.Sprintf("%d-%02d", sub.ID, k+1),
				Subtask: sub.ID,
				Verdict: problem.OK,
				CPU:     time.Duration(sub.ID*10+k) * time.Millisecond,
				Wall:    time.Duration(sub.ID*10+k+1) * time.Millisecond,
				PeakKiB: 2100,
				Work:    int64(sub.ID) * 1500,
			}
			if k >= g.passed {
				t.Verdict = g.fail
				if g.fail == problem.TLE {
					t.CPU = time.Second
				}
			}
			s.Tests = append(s.Tests, t)
		}
	}
	s.Subtasks = Summarize(caroSubtasks, s.Tests)
	s.Score = Score(caroSubtasks, s.Subtasks, ScoringPerTest)
	s.CheckExpectations()
	return s
}

// caroReport is CARO.md's reference table, built from hand-made runs.
func caroReport() *Report {
	const ok, wa, tle = problem.OK, problem.WA, problem.TLE
	r := &Report{Problem: "caro", Subtasks: caroSubtasks, Scoring: ScoringPerTest, TimeLimit: time.Second}
	r.Solutions = []SolutionResult{
		fakeSolution("full scan", []group{{10, ok}, {0, tle}, {0, tle}}, ok, tle, tle),
		fakeSolution("line scan", []group{{10, ok}, {9, ok}, {0, tle}}, ok, ok, tle),
		fakeSolution("count around", []group{{10, ok}, {9, ok}, {11, ok}}, ok, ok, ok),
		fakeSolution("endpoint only", []group{{6, wa}, {3, wa}, {3, wa}}, wa, wa, wa),
		fakeSolution("exactly five", []group{{8, wa}, {6, wa}, {7, wa}}, wa, wa, wa),
		fakeSolution("no anti-diagonal", []group{{8, wa}, {6, wa}, {7, wa}}, wa, wa, wa),
	}
	r.Solutions[2].Reference = true
	return r
}

func TestScore(t *testing.T) {
	sub := func(id, passed, total int) SubtaskResult {
		v := problem.OK
		if passed < total {
			v = problem.WA
		}
		return SubtaskResult{Subtask: id, Verdict: v, Passed: passed, Total: total}
	}
	tests := []struct {
		name     string
		why      string
		subtasks []SubtaskInfo
		results  []SubtaskResult
		scoring  string
		want     float64
	}{
		{"endpoint only", "CARO.md: 30·6/10 + 30·3/9 + 40·3/11 = 38.9",
			caroSubtasks, []SubtaskResult{sub(1, 6, 10), sub(2, 3, 9), sub(3, 3, 11)}, ScoringPerTest, 38.9},
		{"exactly five", "CARO.md: 30·8/10 + 30·6/9 + 40·7/11 = 69.5",
			caroSubtasks, []SubtaskResult{sub(1, 8, 10), sub(2, 6, 9), sub(3, 7, 11)}, ScoringPerTest, 69.5},
		{"default is per-test", "an empty scoring name means per-test",
			caroSubtasks, []SubtaskResult{sub(1, 6, 10), sub(2, 3, 9), sub(3, 3, 11)}, "", 38.9},
		{"line scan", "full subtasks 1 and 2 only",
			caroSubtasks, []SubtaskResult{sub(1, 10, 10), sub(2, 9, 9), sub(3, 0, 11)}, ScoringPerTest, 60},
		{"group-min partial", "a subtask with a failure scores nothing under group-min",
			caroSubtasks, []SubtaskResult{sub(1, 10, 10), sub(2, 8, 9), sub(3, 3, 11)}, ScoringGroupMin, 30},
		{"group-min full", "all passed: the whole weight",
			caroSubtasks, []SubtaskResult{sub(1, 10, 10), sub(2, 9, 9), sub(3, 11, 11)}, ScoringGroupMin, 100},
		{"group-min CARO fractions", "endpoint only passes no whole subtask",
			caroSubtasks, []SubtaskResult{sub(1, 6, 10), sub(2, 3, 9), sub(3, 3, 11)}, ScoringGroupMin, 0},
		{"one subtask", "a problem with one subtask worth 100%",
			[]SubtaskInfo{{ID: 1, Weight: 100}}, []SubtaskResult{sub(1, 3, 4)}, ScoringPerTest, 75},
		{"empty subtask", "a subtask without tests proves nothing, so scores nothing",
			[]SubtaskInfo{{ID: 1, Weight: 50}, {ID: 2, Weight: 50}}, []SubtaskResult{sub(1, 2, 2), sub(2, 0, 0)}, ScoringGroupMin, 50},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Score(tc.subtasks, tc.results, tc.scoring)
			if math.Abs(got-tc.want) > 0.05 {
				t.Errorf("Score = %.4f, want %.1f (%s)", got, tc.want, tc.why)
			}
		})
	}
}

func TestCaroScoresFromRuns(t *testing.T) {
	// The whole path from runs: Summarize, Score, FormatScore.
	want := map[string]string{"full scan": "30", "line scan": "60", "count around": "100",
		"endpoint only": "38.9", "exactly five": "69.5", "no anti-diagonal": "69.5"}
	for _, s := range caroReport().Solutions {
		if got := FormatScore(s.Score); got != want[s.Name] {
			t.Errorf("%s: score %s, want %s", s.Name, got, want[s.Name])
		}
	}
}

func TestWorse(t *testing.T) {
	tests := []struct {
		name string
		a, b problem.Verdict
		want problem.Verdict
	}{
		{"WA beats OK", problem.OK, problem.WA, problem.WA},
		{"TLE beats WA", problem.WA, problem.TLE, problem.TLE},
		{"order does not matter", problem.TLE, problem.WA, problem.TLE},
		{"RE beats OLE", problem.OLE, problem.RE, problem.RE},
		{"CE is worst", problem.RE, problem.CE, problem.CE},
		{"unknown is never hidden", problem.CE, problem.Verdict("XX"), problem.Verdict("XX")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Worse(tc.a, tc.b); got != tc.want {
				t.Errorf("Worse(%s, %s) = %s, want %s", tc.a, tc.b, got, tc.want)
			}
		})
	}
}

func TestCheckExpectations(t *testing.T) {
	const ok, wa, tle, re = problem.OK, problem.WA, problem.TLE, problem.RE
	tests := []struct {
		name     string
		why      string
		groups   []group
		expected []problem.Verdict
		declared string
		wantMet  bool
		wantMsg  string // a substring of the first mismatch
	}{
		{"correct declared TLE", "a solution that passes everything cannot meet a TLE expectation",
			[]group{{10, ok}, {9, ok}, {11, ok}}, []problem.Verdict{ok, ok, tle}, "", false, "subtask 3: expected TLE, got OK 11/11"},
		{"as declared", "worst verdicts equal the declared ones",
			[]group{{10, ok}, {9, ok}, {0, tle}}, []problem.Verdict{ok, ok, tle}, "", true, ""},
		{"wrong count", "three subtasks, two expectations",
			[]group{{10, ok}, {9, ok}, {11, ok}}, []problem.Verdict{ok, ok}, "", false, "expected verdicts for 2 subtasks"},
		{"nothing declared", "no expectation is always met",
			[]group{{0, wa}, {0, wa}, {0, wa}}, nil, "", true, ""},
		{"accepted ok", "accepted: every test OK",
			[]group{{10, ok}, {9, ok}, {11, ok}}, nil, "accepted", true, ""},
		{"accepted with WA", "accepted allows nothing but OK",
			[]group{{10, ok}, {8, wa}, {11, ok}}, nil, "accepted", false, "accepted: got WA on 2-09, want only OK"},
		{"wrong_answer ok", "some WA, the rest OK",
			[]group{{10, ok}, {8, wa}, {11, ok}}, nil, "wrong_answer", true, ""},
		{"wrong_answer that passes", "wrong_answer needs a WA somewhere",
			[]group{{10, ok}, {9, ok}, {11, ok}}, nil, "wrong_answer", false, "wrong_answer: no test got WA"},
		{"wrong_answer that times out", "wrong_answer allows no TLE",
			[]group{{10, ok}, {8, wa}, {0, tle}}, nil, "wrong_answer", false, "11 tests got other verdicts than OK or WA"},
		{"time_limit_exceeded ok", "some TLE, the rest OK",
			[]group{{10, ok}, {9, ok}, {0, tle}}, nil, "time_limit_exceeded", true, ""},
		{"time_limit_exceeded with WA", "a slow solution must still be right where it finishes",
			[]group{{9, wa}, {9, ok}, {0, tle}}, nil, "time_limit_exceeded", false, "got WA on 1-10"},
		{"run_time_error ok", "a crash somewhere",
			[]group{{10, ok}, {9, ok}, {10, re}}, nil, "run_time_error", true, ""},
		{"rejected with a WA", "rejected/ takes any failure somewhere (BAPCtools' rejected)",
			[]group{{10, ok}, {8, wa}, {11, ok}}, nil, "rejected", true, ""},
		{"rejected with a TLE and a WA", "rejected/ does not care which failures",
			[]group{{9, wa}, {9, ok}, {0, tle}}, nil, "rejected", true, ""},
		{"rejected that passes", "rejected/ needs some test to fail",
			[]group{{10, ok}, {9, ok}, {11, ok}}, nil, "rejected", false, "rejected: every test OK"},
		{"unknown folder", "a folder the rules do not know is an error, not a pass",
			[]group{{10, ok}, {9, ok}, {11, ok}}, nil, "slow", false, "unknown submissions folder"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fakeSolution("s", tc.groups, tc.expected...)
			s.Declared = tc.declared
			s.CheckExpectations()
			if s.ExpectedMet != tc.wantMet {
				t.Fatalf("ExpectedMet = %v, want %v (%s); mismatches %q", s.ExpectedMet, tc.wantMet, tc.why, s.Mismatches)
			}
			if tc.wantMsg != "" && (len(s.Mismatches) == 0 || !strings.Contains(s.Mismatches[0], tc.wantMsg)) {
				t.Errorf("mismatches %q, want one containing %q", s.Mismatches, tc.wantMsg)
			}
		})
	}
}

// TestRejectedCompileError checks that a rejected/ solution that does
// not compile is a mismatch: its CE on every test is not the failure the
// folder declares (it must run and fail).
func TestRejectedCompileError(t *testing.T) {
	s := broken()
	s.Declared = "rejected"
	s.CheckExpectations()
	if s.ExpectedMet || len(s.Mismatches) == 0 || !strings.Contains(s.Mismatches[0], "did not compile") {
		t.Errorf("met %v, mismatches %q; want \"did not compile\"", s.ExpectedMet, s.Mismatches)
	}
}

func TestAllExpectationsMet(t *testing.T) {
	r := caroReport()
	if !r.AllExpectationsMet() {
		t.Fatalf("CARO.md's table meets its own expectations, got unmet")
	}
	r.Solutions[1].Expected = []problem.Verdict{problem.OK, problem.OK, problem.OK}
	r.Solutions[1].CheckExpectations()
	if r.AllExpectationsMet() {
		t.Errorf("line scan declared OK everywhere but times out on subtask 3: want unmet")
	}
}

// TestWriteGolden compares every format with testdata/caro.FORMAT.golden.
// Run with -update to rewrite them after a deliberate change.
func TestWriteGolden(t *testing.T) {
	r := caroReport()
	// One unmet expectation, one compile error and one sensitive run, so
	// that the notes are covered too.
	r.Solutions[4].Expected = []problem.Verdict{problem.OK, problem.WA, problem.WA}
	r.Solutions[4].CheckExpectations()
	r.Solutions[1].Tests[12].Sensitive = true
	r.Solutions = append(r.Solutions, broken())
	tests := []struct {
		name    string
		format  string
		verbose bool
	}{
		{"table", FormatTable, false},
		{"table-verbose", FormatTable, true},
		{"markdown", FormatMarkdown, false},
		{"csv", FormatCSV, false},
		{"csv-verbose", FormatCSV, true},
		{"json", FormatJSON, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := r.Write(&buf, tc.format, tc.verbose); err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "caro."+tc.name+".golden"), buf.Bytes())
		})
	}
}

// broken is a submission that did not compile: CE on every test.
func broken() SolutionResult {
	s := SolutionResult{Name: "bad.cpp", Source: "bad.cpp", Declared: "accepted",
		CompileError: "bad.cpp:1:1: error: 'x' does not name a type\n    1 | x\n      | ^\n"}
	for _, sub := range caroSubtasks {
		for k := 0; k < sub.Tests; k++ {
			s.Tests = append(s.Tests, TestResult{Name: fmt.Sprintf("%d-%02d", sub.ID, k+1), Subtask: sub.ID, Verdict: problem.CE})
		}
	}
	s.Subtasks = Summarize(caroSubtasks, s.Tests)
	s.CheckExpectations()
	return s
}

func TestMarkdownMatchesCaro(t *testing.T) {
	// The markdown output must reproduce CARO.md's table row for row, in
	// its first five columns.
	want := []string{
		"| solution | subtask 1 (10) | subtask 2 (9) | subtask 3 (11) | score |",
		"| full scan | OK 10/10 | TLE 0/9 | TLE 0/11 | 30 |",
		"| line scan | OK 10/10 | OK 9/9 | TLE 0/11 | 60 |",
		"| count around (reference) | OK 10/10 | OK 9/9 | OK 11/11 | 100 |",
		"| endpoint only | WA 6/10 | WA 3/9 | WA 3/11 | 38.9 |",
		"| exactly five | WA 8/10 | WA 6/9 | WA 7/11 | 69.5 |",
		"| no anti-diagonal | WA 8/10 | WA 6/9 | WA 7/11 | 69.5 |",
	}
	var buf bytes.Buffer
	if err := caroReport().Write(&buf, FormatMarkdown, false); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(buf.String(), "\n")
	lines = append(lines[:1], lines[2:]...) // drop the |---| line
	for i, w := range want {
		cells := strings.Split(lines[i], " | ")
		got := strings.Join(cells[:5], " | ") + " |"
		if got != w {
			t.Errorf("row %d:\n got %s\nwant %s", i, got, w)
		}
	}
}

func TestWriteUnknownFormat(t *testing.T) {
	if err := caroReport().Write(&bytes.Buffer{}, "html", false); err == nil {
		t.Errorf("format html: want an error, got none")
	}
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden file (run go test -update to create it): %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s (go test -update rewrites it):\n--- got ---\n%s\n--- want ---\n%s", path, got, want)
	}
}

func TestFormatCount(t *testing.T) {
	tests := []struct {
		n    int64
		want string
	}{
		{0, "0"}, {999, "999"}, {1000, "1.0k"}, {12345, "12.3k"}, {4_100_000, "4.1M"},
		{2_405_493, "2.4M"}, {999_960, "1.0M"}, {146_836_358_543_840, "146.8T"}, {math.MaxInt64, "9.2E"},
	}
	for _, tc := range tests {
		if got := FormatCount(tc.n); got != tc.want {
			t.Errorf("FormatCount(%d) = %s, want %s", tc.n, got, tc.want)
		}
	}
}
