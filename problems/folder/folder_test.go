package folder

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"carokit/problem"
	"carokit/subtasks"
)

// cacheDir is one compile cache for the whole test binary, so each
// fixture's validators are compiled once.
var cacheDir = sync.OnceValue(func() string {
	dir, err := os.MkdirTemp("", "carokit-folder-test-")
	if err != nil {
		panic(err)
	}
	return dir
})

func TestMain(m *testing.M) {
	code := m.Run()
	if cacheDir != nil {
		os.RemoveAll(cacheDir())
	}
	os.Exit(code)
}

// needTools skips a test that runs the fixtures' C++ or Python programs
// where a compiler or interpreter is missing.
func needTools(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"g++", "python3"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: the fixtures' validators need it", tool)
		}
	}
}

// needFullRun skips a test in the race run (-race -short): a test that
// only runs the fixtures' programs whole, in the sandbox the detector
// does not see into, with nothing of carokit's concurrency beyond what
// testpkg's own tests drive; the full run checks it.
func needFullRun(t *testing.T) {
	t.Helper()
	if raceEnabled && testing.Short() {
		t.Skip("the race run (-short) leaves the fixtures' whole builds to the full run")
	}
}

var opened sync.Map // fixture name → *Problem, opened once

// open opens the fixture testdata/name once per test binary.
func open(t *testing.T, name string) *Problem {
	t.Helper()
	if p, ok := opened.Load(name); ok {
		return p.(*Problem)
	}
	p, err := Open(context.Background(), filepath.Join("testdata", name), Options{CacheDir: cacheDir()})
	if err != nil {
		t.Fatalf("open %s: %v", name, err)
	}
	got, _ := opened.LoadOrStore(name, p)
	return got.(*Problem)
}

func TestOpenSpec(t *testing.T) {
	tests := []struct {
		name, fixture string
		title         string
		timeLimit     time.Duration
		notes         []string  // the subtasks' group paths
		weights       []float64 // their weights
		samples       int
		plan          []string // lines the plan must hold
	}{
		{name: "generators.yaml groups become subtasks in name order, equal weights",
			fixture: "maxsum", title: "Maximum Subarray Sum", timeLimit: 500 * time.Millisecond,
			notes: []string{"secret/large", "secret/small"}, weights: []float64{50, 50}, samples: 2,
			plan: []string{"@subtask 1  # secret/large", "all-positive: run generators/gen.cpp ", "@subtask 2  # secret/small", "random: run generators/gen.cpp ", " 10 -5 5", "one-negative: file /"}},
		{name: "scoring groups weighted by their max score",
			fixture: "scoring2", title: "Big Sum", timeLimit: time.Second,
			notes: []string{"secret/group1", "secret/group2"}, weights: []float64{40, 60}, samples: 2,
			plan: []string{"# made by carokit from data/", "1-single: file data/secret/group1/1-single.in", "3-negative: file data/secret/group2/3-negative.in"}},
		{name: "data/secret without subgroups is one subtask",
			fixture: "floatavg", title: "Average", timeLimit: time.Second,
			notes: []string{"secret"}, weights: []float64{100}, samples: 3,
			plan: []string{"@subtask 1  # secret", "06-many: file data/secret/06-many.in"}},
		{name: "legacy problem.yaml: name as a string, the time limit from .timelimit",
			fixture: "polyglot", title: "Greeting", timeLimit: 2 * time.Second,
			notes: []string{"secret"}, weights: []float64{100}, samples: 1,
			plan: []string{"1-short: file data/secret/1-short.in"}},
		{name: "custom output validator folder, hand-made data",
			fixture: "anypath", title: "Any Shortest Path", timeLimit: time.Second,
			notes: []string{"secret"}, weights: []float64{100}, samples: 2,
			plan: []string{"02-dfs-trap: file data/secret/02-dfs-trap.in"}},
		{name: "every generators.yaml key: tests in secret are a subtask, nested groups stay in their first-level one",
			fixture: "gens", title: "Largest Number", timeLimit: time.Second,
			notes: []string{"secret", "secret/small"}, weights: []float64{50, 50}, samples: 2,
			plan: []string{"extremes: file generators/manual/extremes.in", "named: run generators/label.py testcase", "1: file /", "run generators/pattern.cpp inc 1", "run generators/pattern.cpp inc 3", "dec: run generators/pattern.cpp dec 10"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := open(t, tc.fixture).Spec()
			if s.Name != tc.fixture || s.Title != tc.title || s.TimeLimit != tc.timeLimit {
				t.Errorf("name %q title %q time limit %v, want %q %q %v", s.Name, s.Title, s.TimeLimit, tc.fixture, tc.title, tc.timeLimit)
			}
			if len(s.Subtasks) != len(tc.notes) {
				t.Fatalf("%d subtasks %+v, want %d", len(s.Subtasks), s.Subtasks, len(tc.notes))
			}
			for i, st := range s.Subtasks {
				if st.ID != i+1 || st.Note != tc.notes[i] || st.Weight != tc.weights[i] {
					t.Errorf("subtask %d: id %d note %q weight %v, want %d %q %v", i, st.ID, st.Note, st.Weight, i+1, tc.notes[i], tc.weights[i])
				}
			}
			if len(s.Samples) != tc.samples {
				t.Errorf("%d samples, want %d", len(s.Samples), tc.samples)
			}
			for _, want := range tc.plan {
				if !strings.Contains(s.Plan, want) {
					t.Errorf("plan lacks %q:\n%s", want, s.Plan)
				}
			}
			if len(s.Solutions) != 1 || s.Solutions[0].Role != problem.RoleReference {
				t.Errorf("solutions %+v, want the one reference", s.Solutions)
			}
		})
	}
}

func TestGeneratedSamplesInline(t *testing.T) {
	// gens has no data/: its samples are generators.yaml's inline ones,
	// the second without an answer (the reference makes it).
	s := open(t, "gens").Spec()
	if got := string(s.Samples[0].Input); got != "3\n4 -2 7\n" {
		t.Errorf("sample 1 input %q", got)
	}
	if got := string(s.Samples[0].Answer); got != "7\n" {
		t.Errorf("sample 1 answer %q", got)
	}
	if s.Samples[1].Answer != nil {
		t.Errorf("sample 2 answer %q, want none", s.Samples[1].Answer)
	}
}

func TestValidateIn(t *testing.T) {
	needTools(t)
	n150 := "150\n" + strings.Repeat("1 ", 149) + "1\n"
	tests := []struct {
		name, fixture string
		subtask       int // -1: Validate, without a group's flags
		input         string
		ok            bool
	}{
		{"a valid input passes without flags", "maxsum", -1, "2\n1 -2\n", true},
		{"N=150 passes without flags (default max 200000)", "maxsum", -1, n150, true},
		{"N=150 is too large for the small group's --max-n 100 (generators.yaml's test_group.yaml)", "maxsum", 2, n150, false},
		{"N=150 fits the large group", "maxsum", 1, n150, true},
		{"a malformed input is rejected in every group", "maxsum", 1, "2\n1  -2\n", false},
		{"gens: secret/small's --max-n 10 from generators.yaml", "gens", 2, "11\n1 1 1 1 1 1 1 1 1 1 1\n", false},
		{"gens: tests directly in secret allow N=11", "gens", 1, "11\n1 1 1 1 1 1 1 1 1 1 1\n", true},
		{"group1's flags bound |a| by 1000", "scoring2", 1, "1\n5000\n", false},
		{"group2 has no such bound", "scoring2", 2, "1\n5000\n", true},
		{"samples get the sample group's flags (none)", "scoring2", 0, "1\n5000\n", true},
		{"a folder validator (input_validators/name/)", "polyglot", 1, "World\n", true},
		{"the folder validator rejects", "polyglot", 1, "two words\n", false},
		{"python validator", "floatavg", 1, "3\n1 0 0\n", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := open(t, tc.fixture)
			var err error
			if tc.subtask < 0 {
				_, err = p.Validate("t.in", []byte(tc.input))
			} else {
				var v subtasks.Values
				v, err = p.ValidateIn(tc.subtask, "t.in", []byte(tc.input))
				if err == nil && tc.subtask > 0 && v[groupValue] != int64(tc.subtask) {
					t.Errorf("values %v, want group %d", v, tc.subtask)
				}
			}
			var ie *problem.InputError
			if tc.ok && err != nil {
				t.Errorf("rejected: %v", err)
			}
			if !tc.ok && !errors.As(err, &ie) {
				t.Errorf("got %v, want an *problem.InputError", err)
			}
		})
	}
}
