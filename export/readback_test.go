package export

import (
	"archive/zip"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"carokit/testpkg"
)

// readBack is an export as a judge would understand it, read from the
// exported files alone (except where a format keeps something outside
// its files, said where it happens).
type readBack struct {
	scoring     string // per-test or group-min, as the files express it
	timeLimitMS int64  // -1 when the format does not carry it
	memoryMiB   int64  // -1 when the format does not carry it
	groups      []rbGroup
	// samples is the samples' own group, nil when the export has none.
	samples *rbGroup
}

type rbGroup struct {
	points float64
	tests  []rbTest
}

type rbTest struct {
	points float64 // NaN when the format gives tests no points
	sample bool    // marked as a sample (only checked where formats mark them)
	in     []byte
	ans    []byte
}

// readers read each format back. A new format needs a reader here.
var readers = map[string]func(t *testing.T, dir, pkgDir string, m *testpkg.Manifest) readBack{
	"kattis":  readKattis,
	"dmoj":    readDMOJ,
	"cms":     readCMS,
	"polygon": readPolygon,
	"themis":  readThemis,
}

// marksSamples lists the formats that flag sample tests in their files.
var marksSamples = map[string]bool{"cms": true, "polygon": true, "kattis": true}

// linksSamples lists the formats where a subtask's test that is also a
// sample is marked as one: Kattis links it to data/sample. Elsewhere only
// the samples' own group is marked.
var linksSamples = map[string]bool{"kattis": true}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func unmarshalYAML(t *testing.T, path string, v any) {
	t.Helper()
	if err := yaml.Unmarshal(readFile(t, path), v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

func readDMOJ(t *testing.T, dir, pkgDir string, m *testpkg.Manifest) readBack {
	type dmojCase struct {
		In      string     `yaml:"in"`
		Out     string     `yaml:"out"`
		Points  *int64     `yaml:"points"`
		Batched []dmojCase `yaml:"batched"`
	}
	var init struct {
		Archive   string     `yaml:"archive"`
		TestCases []dmojCase `yaml:"test_cases"`
	}
	unmarshalYAML(t, filepath.Join(dir, "init.yml"), &init)
	if init.Archive != strings.ToLower(m.Problem)+".zip" {
		t.Errorf("archive %q, want %s.zip", init.Archive, m.Problem)
	}
	zr, err := zip.OpenReader(filepath.Join(dir, init.Archive))
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	files := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		files[f.Name] = data
	}
	get := func(name string) []byte {
		data, ok := files[name]
		if !ok {
			t.Fatalf("init.yml names %s, which the zip does not hold", name)
		}
		return data
	}
	// DMOJ keeps limits on the web page: they are not in the files.
	rb := readBack{timeLimitMS: -1, memoryMiB: -1}
	if len(init.TestCases) > 0 && init.TestCases[0].Batched != nil {
		rb.scoring = ScoringGroupMin
		for _, c := range init.TestCases {
			if c.Points == nil || c.Batched == nil {
				t.Fatalf("case %+v: every case must be a batch with points", c)
			}
			g := rbGroup{points: float64(*c.Points)}
			for _, b := range c.Batched {
				g.tests = append(g.tests, rbTest{points: math.NaN(), in: get(b.In), ans: get(b.Out)})
			}
			if strings.HasPrefix(c.Batched[0].In, SampleGroup+".") {
				rb.samples = &g
				continue
			}
			rb.groups = append(rb.groups, g)
		}
	} else {
		// Plain cases carry no subtask: the case names (GROUP.NAME.in)
		// say which batch of the statement each belongs to.
		rb.scoring = ScoringPerTest
		index := map[string]int{}
		for _, c := range init.TestCases {
			if c.Points == nil || c.Batched != nil {
				t.Fatalf("case %+v: every case must be plain with points", c)
			}
			group, _, _ := strings.Cut(c.In, ".")
			if group == SampleGroup {
				if rb.samples == nil {
					rb.samples = &rbGroup{}
				}
				rb.samples.points += float64(*c.Points)
				rb.samples.tests = append(rb.samples.tests, rbTest{points: float64(*c.Points), in: get(c.In), ans: get(c.Out)})
				continue
			}
			i, ok := index[group]
			if !ok {
				i = len(rb.groups)
				index[group] = i
				rb.groups = append(rb.groups, rbGroup{})
			}
			rb.groups[i].points += float64(*c.Points)
			rb.groups[i].tests = append(rb.groups[i].tests, rbTest{points: float64(*c.Points), in: get(c.In), ans: get(c.Out)})
		}
	}
	if n := 2 * countTests(rb); len(files) != n {
		t.Errorf("zip holds %d files, init.yml names %d", len(files), n)
	}
	return rb
}

func countTests(rb readBack) int {
	n := 0
	if rb.samples != nil {
		n += len(rb.samples.tests)
	}
	for _, g := range rb.groups {
		n += len(g.tests)
	}
	return n
}

func readCMS(t *testing.T, dir, pkgDir string, m *testpkg.Manifest) readBack {
	var task struct {
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
		rb.groups = append(rb.groups, g)
	}
	return rb
}

func readPolygon(t *testing.T, dir, pkgDir string, m *testpkg.Manifest) readBack {
	var p polygonProblem
	if err := xml.Unmarshal(readFile(t, filepath.Join(dir, "problem.xml")), &p); err != nil {
		t.Fatal(err)
	}
	ts := p.Judging.Testset
	if ts.Name != "tests" || ts.TestCount != len(ts.Tests) || ts.InputPattern != "tests/%02d" || ts.AnswerPattern != "tests/%02d.a" {
		t.Errorf("testset %q: count %d for %d tests, patterns %q %q", ts.Name, ts.TestCount, len(ts.Tests), ts.InputPattern, ts.AnswerPattern)
	}
	if ts.MemoryLimit%(1<<20) != 0 {
		t.Errorf("memory-limit %d is not whole MiB", ts.MemoryLimit)
	}
	rb := readBack{timeLimitMS: ts.TimeLimit, memoryMiB: ts.MemoryLimit >> 20}
	index := map[string]int{}
	for _, g := range ts.Groups {
		pts, err := strconv.ParseFloat(g.Points, 64)
		if err != nil {
			t.Fatalf("group %s points %q: %v", g.Name, g.Points, err)
		}
		switch g.Policy {
		case "each-test":
			rb.scoring = ScoringPerTest
		case "complete-group":
			rb.scoring = ScoringGroupMin
		default:
			t.Fatalf("group %s: points-policy %q", g.Name, g.Policy)
		}
		if g.Name == SampleGroup {
			rb.samples = &rbGroup{points: pts}
			continue
		}
		index[g.Name] = len(rb.groups)
		rb.groups = append(rb.groups, rbGroup{points: pts})
	}
	for i, tc := range ts.Tests {
		gi, ok := index[tc.Group]
		if !ok && (tc.Group != SampleGroup || rb.samples == nil) {
			t.Fatalf("test %d is in undeclared group %q", i+1, tc.Group)
		}
		pts, err := strconv.ParseFloat(tc.Points, 64)
		if err != nil {
			t.Fatalf("test %d points %q: %v", i+1, tc.Points, err)
		}
		file := filepath.Join(dir, "tests", fmt.Sprintf("%02d", i+1))
		if rb.scoring == ScoringGroupMin {
			// complete-group: the group's points are the sum of its tests'.
			pts = math.NaN()
		}
		test := rbTest{points: pts, sample: tc.Sample, in: readFile(t, file), ans: readFile(t, file+".a")}
		if !ok {
			rb.samples.tests = append(rb.samples.tests, test)
			continue
		}
		rb.groups[gi].tests = append(rb.groups[gi].tests, test)
	}
	return rb
}

func readThemis(t *testing.T, dir, pkgDir string, m *testpkg.Manifest) readBack {
	task := strings.ToUpper(m.Problem)
	// Themis keeps points in its settings; README.txt is our record of them.
	line := regexp.MustCompile(`(?m)^(Test\d+)\s+(\d+|sample)\s+([0-9.]+)$`)
	rows := line.FindAllStringSubmatch(string(readFile(t, filepath.Join(dir, "README.txt"))), -1)
	folders, _ := filepath.Glob(filepath.Join(dir, task, "Test*"))
	if len(folders) != len(rows) {
		t.Errorf("%d test folders, README.txt lists %d", len(folders), len(rows))
	}
	rb := readBack{scoring: ScoringPerTest, timeLimitMS: -1, memoryMiB: -1}
	index := map[string]int{}
	for _, r := range rows {
		pts, _ := strconv.ParseFloat(r[3], 64)
		folder := filepath.Join(dir, task, r[1])
		test := rbTest{points: pts, in: readFile(t, filepath.Join(folder, task+".INP")), ans: readFile(t, filepath.Join(folder, task+".OUT"))}
		if r[2] == "sample" {
			if rb.samples == nil {
				rb.samples = &rbGroup{}
			}
			rb.samples.points += pts
			rb.samples.tests = append(rb.samples.tests, test)
			continue
		}
		gi, ok := index[r[2]]
		if !ok {
			gi = len(rb.groups)
			index[r[2]] = gi
			rb.groups = append(rb.groups, rbGroup{})
		}
		rb.groups[gi].points += pts
		rb.groups[gi].tests = append(rb.groups[gi].tests, test)
	}
	return rb
}
