package export

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"carokit/testpkg"
)

// cmsTask is the part of a CMS export's task.yaml the read-back checks.
type cmsTask struct {
	Name        string      `yaml:"name"`
	Title       string      `yaml:"title"`
	TimeLimit   float64     `yaml:"time_limit"`
	MemoryLimit int64       `yaml:"memory_limit"`
	NInput      int         `yaml:"n_input"`
	Infile      *string     `yaml:"infile"`
	Outfile     *string     `yaml:"outfile"`
	Public      string      `yaml:"public_testcases"`
	ScoreType   string      `yaml:"score_type"`
	Params      [][]float64 `yaml:"score_type_parameters"`
	Language    string      `yaml:"primary_language"`
}

func readCMS(t *testing.T, dir, pkgDir string, m *testpkg.Manifest) readBack {
	task, public := readCMSTask(t, dir, m)
	rb := readBack{timeLimitMS: int64(math.Round(task.TimeLimit * 1000)), memoryMiB: task.MemoryLimit}
	// GroupMin groups consume tests in codename order.
	var groups []rbGroup
	next := 0
	for _, p := range task.Params {
		if len(p) != 2 || p[1] != math.Trunc(p[1]) || p[1] < 1 {
			t.Fatalf("score_type_parameters entry %v, want [points, count]", p)
		}
		g := rbGroup{points: p[0]}
		for range int(p[1]) {
			g.tests = append(g.tests, rbTest{
				points: math.NaN(),
				sample: public[next],
				in:     readFile(t, filepath.Join(dir, "input", fmt.Sprintf("input%d.txt", next))),
				ans:    readFile(t, filepath.Join(dir, "output", fmt.Sprintf("output%d.txt", next))),
			})
			next++
		}
		groups = append(groups, g)
	}
	if len(groups) > 0 && groups[0].points == 0 && len(groups[0].tests) > 0 && groups[0].tests[0].sample {
		rb.samples = &groups[0]
		groups = groups[1:]
	}
	if next != task.NInput {
		t.Errorf("groups cover %d tests, n_input is %d", next, task.NInput)
	}
	if _, err := os.Stat(filepath.Join(dir, "input", fmt.Sprintf("input%d.txt", next))); err == nil {
		t.Errorf("input%d.txt exists beyond n_input", next)
	}
	if len(groups) == len(m.Subtasks) {
		rb.scoring = ScoringGroupMin
		rb.groups = groups
		return rb
	}
	// One single-test group per test: that is per-test scoring. CMS itself
	// has no subtasks then, so regroup by the manifest's counts to compare.
	rb.scoring = ScoringPerTest
	rb.groups = cmsRegroup(t, groups, m)
	return rb
}

// readCMSTask reads and checks task.yaml: standard streams, GroupMin
// scoring, English as the primary language, and parameters whose points
// add up to the weights' total exactly. It returns the task and its
// public test cases (the samples), by codename number.
func readCMSTask(t *testing.T, dir string, m *testpkg.Manifest) (cmsTask, map[int]bool) {
	var task cmsTask
	unmarshalYAML(t, filepath.Join(dir, "task.yaml"), &task)
	if task.Infile == nil || *task.Infile != "" || task.Outfile == nil || *task.Outfile != "" {
		t.Errorf("infile/outfile must be empty strings (stdin/stdout)")
	}
	if task.ScoreType != "GroupMin" {
		t.Fatalf("score_type %q, want GroupMin", task.ScoreType)
	}
	// italy_yaml imports the statement as Italian without primary_language.
	if task.Language != "en" {
		t.Errorf("primary_language %q, want en", task.Language)
	}
	// CMS's maximum is the parameters' points added in order, in floats:
	// it must be the total exactly, not 100.00000000000006.
	sum, total := 0.0, 0.0
	for _, p := range task.Params {
		sum += p[0]
	}
	for _, s := range m.Subtasks {
		total += s.Weight
	}
	if sum != total {
		t.Errorf("score_type_parameters add up to %v, want exactly %v", sum, total)
	}
	public := map[int]bool{}
	if task.Public != "" {
		for _, s := range strings.Split(task.Public, ",") {
			i, err := strconv.Atoi(s)
			if err != nil {
				t.Fatalf("public_testcases %q: %v", task.Public, err)
			}
			public[i] = true
		}
	}
	return task, public
}

// cmsRegroup gathers per-test scoring's single-test groups, in order, into
// one group per subtask of the manifest, each test keeping its group's
// points as its own.
func cmsRegroup(t *testing.T, groups []rbGroup, m *testpkg.Manifest) []rbGroup {
	var out []rbGroup
	for _, s := range m.Subtasks {
		var g rbGroup
		for range m.TestsOf(s.ID) {
			if len(groups) == 0 {
				t.Fatal("fewer single-test groups than tests")
			}
			one := groups[0]
			groups = groups[1:]
			if len(one.tests) != 1 {
				t.Fatalf("per-test group of %d tests", len(one.tests))
			}
			tc := one.tests[0]
			tc.points = one.points
			g.points += one.points
			g.tests = append(g.tests, tc)
		}
		out = append(out, g)
	}
	return out
}
