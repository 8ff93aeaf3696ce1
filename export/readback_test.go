package export

import (
	"encoding/xml"
	"fmt"
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
