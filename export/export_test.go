package export

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"carokit/problem"
	"carokit/testpkg"
)

// TestFormatsReadBack exports fake packages in every format and scoring
// and reads each export back as its judge would: the tests of each
// subtask, in order, byte for byte; points per subtask in the weights'
// ratio summing to the total; equal shares per test under per-test
// scoring; the limits; the samples marked where the format marks them.
func TestFormatsReadBack(t *testing.T) {
	packages := []struct {
		name string
		subs []fakeSub
	}{
		{"caro", caroLike},   // three subtasks, fractional per-test shares
		{"duiyi", duiyiLike}, // one subtask worth 100
		// CARO.md's 10/9/11 tests: per-test shares whose float sum is
		// 100.00000000000006 unless an exporter corrects it (CMS).
		{"caro_real", []fakeSub{{30, 10}, {30, 9}, {40, 11}}},
	}
	for _, f := range Formats() {
		read, ok := readers[f.Name]
		if !ok {
			t.Errorf("format %s has no reader in readback_test.go", f.Name)
			continue
		}
		for _, pk := range packages {
			for _, scoring := range []string{ScoringPerTest, ScoringGroupMin} {
				// Kattis is read back in every version it writes.
				versions := []string{""}
				if f.Name == "kattis" {
					versions = []string{KattisLegacy, Kattis2023, Kattis2025}
				}
				for _, version := range versions {
					t.Run(f.Name+version+"/"+pk.name+"/"+scoring, func(t *testing.T) {
						if f.Name == "themis" && scoring == ScoringGroupMin {
							t.Skip("themis refuses group-min (TestRefusals)")
						}
						pkgDir, m := fakePackage(t, pk.name, pk.subs)
						out := filepath.Join(t.TempDir(), "export")
						if err := Export(pkgDir, f.Name, out, Options{Scoring: scoring, KattisVersion: version, Submissions: mainSolution(t, len(m.Subtasks))}); err != nil {
							t.Fatal(err)
						}
						checkReadBack(t, f.Name, scoring, pkgDir, m, read(t, out, pkgDir, m))
					})
				}
			}
		}
	}
}

func checkReadBack(t *testing.T, format, scoring, pkgDir string, m *testpkg.Manifest, rb readBack) {
	t.Helper()
	if rb.scoring != scoring {
		t.Errorf("files express %q scoring, asked for %q", rb.scoring, scoring)
	}
	if rb.timeLimitMS != -1 && rb.timeLimitMS != m.TimeLimitMS {
		t.Errorf("time limit %d ms, package has %d", rb.timeLimitMS, m.TimeLimitMS)
	}
	if rb.memoryMiB != -1 && rb.memoryMiB != m.MemoryLimitMB {
		t.Errorf("memory limit %d MiB, package has %d", rb.memoryMiB, m.MemoryLimitMB)
	}
	checkSamples(t, format, pkgDir, m, rb.samples)
	if len(rb.groups) != len(m.Subtasks) {
		t.Fatalf("%d groups, package has %d subtasks", len(rb.groups), len(m.Subtasks))
	}
	// DMOJ may scale every point by one whole factor; others must not.
	var got, want float64
	for i, g := range rb.groups {
		got += g.points
		want += m.Subtasks[i].Weight
	}
	scale, tol := got/want, 1e-9
	// unit is the precision of a test's points where the format rounds
	// them (each subtask's shares by the largest remainder, so the sums
	// stay exact); 0: exact shares.
	unit := 0.0
	switch format {
	case "dmoj":
		if scale < 1 || scale != math.Trunc(scale) {
			t.Errorf("dmoj points are the weights times %g, want a whole factor", scale)
		}
	case "themis":
		unit = 1e-4 // README.txt's 4 decimals
	case "polygon":
		unit = 1 // whole points (VNOJ's importer truncates fractions); the fakes' weights are whole
	}
	if math.Abs(got-want*scale) > tol*float64(len(m.Tests)) {
		t.Errorf("points sum to %g, weights to %g", got, want)
	}
	for i, g := range rb.groups {
		s := m.Subtasks[i]
		if math.Abs(g.points/scale-s.Weight) > tol*float64(len(g.tests)) {
			t.Errorf("subtask %d worth %g (scaled by %g), want %g", s.ID, g.points/scale, scale, s.Weight)
		}
		want := m.TestsOf(s.ID)
		if len(g.tests) != len(want) {
			t.Errorf("subtask %d: %d tests, package has %d", s.ID, len(g.tests), len(want))
			continue
		}
		var sum float64
		for k, tc := range g.tests {
			e := want[k]
			if !bytes.Equal(tc.in, readPkgFile(t, pkgDir, e.Input)) || !bytes.Equal(tc.ans, readPkgFile(t, pkgDir, e.Answer)) {
				t.Errorf("subtask %d test %d: files differ from the package's %s", s.ID, k+1, e.Name)
			}
			if want := linksSamples[format] && e.Kind == "sample"; marksSamples[format] && tc.sample != want {
				t.Errorf("subtask %d test %s: marked sample %v, want %v (only the samples' group is marked)", s.ID, e.Name, tc.sample, want)
			}
			if scoring == ScoringPerTest {
				share := g.points / float64(len(g.tests))
				if math.Abs(tc.points-share) > max(tol*scale, unit) {
					t.Errorf("subtask %d test %d worth %g, want the equal share %g (within %g)", s.ID, k+1, tc.points, share, unit)
				}
				if u := tc.points / unit; unit > 0 && math.Abs(u-math.Round(u)) > 1e-6 {
					t.Errorf("subtask %d test %d worth %g, not a multiple of %g", s.ID, k+1, tc.points, unit)
				}
			}
			if !math.IsNaN(tc.points) {
				sum += tc.points
			}
		}
		if !math.IsNaN(g.tests[0].points) && math.Abs(sum-g.points) > tol*scale*float64(len(g.tests)) {
			t.Errorf("subtask %d: tests add up to %g, the group is worth %g", s.ID, sum, g.points)
		}
	}
}

// checkSamples: every export has the samples as a group of their own,
// worth 0 points, holding exactly the package's samples, marked where the
// format marks samples (the rule of plan.go's SampleGroup).
func checkSamples(t *testing.T, format, pkgDir string, m *testpkg.Manifest, got *rbGroup) {
	t.Helper()
	if got == nil {
		t.Fatalf("%s: no group of the samples", format)
	}
	if got.points != 0 || len(got.tests) != len(m.Samples) {
		t.Fatalf("%s: samples' group worth %g with %d tests, want 0 points and the package's %d samples", format, got.points, len(got.tests), len(m.Samples))
	}
	for k, tc := range got.tests {
		s := m.Samples[k]
		if !bytes.Equal(tc.in, readPkgFile(t, pkgDir, s.Input)) || !bytes.Equal(tc.ans, readPkgFile(t, pkgDir, s.Answer)) {
			t.Errorf("%s: sample %d differs from the package's %s", format, k+1, s.Name)
		}
		if marksSamples[format] && !tc.sample {
			t.Errorf("%s: sample %s not marked as one", format, s.Name)
		}
		if !math.IsNaN(tc.points) && tc.points != 0 {
			t.Errorf("%s: sample %s worth %g, want 0", format, s.Name, tc.points)
		}
	}
}

// TestDMOJScale pins the DMOJ multiplier on the real Caro shape: 10, 9
// and 11 tests worth 30, 30 and 40.
func TestDMOJScale(t *testing.T) {
	cases := []struct {
		name    string
		weights []int64
		counts  []int
		want    int64
	}{
		{"caro 10/9/11", []int64{30, 30, 40}, []int{10, 9, 11}, 33},
		{"all divide", []int64{30, 30, 40}, []int{10, 10, 10}, 1},
		{"one subtask of 3", []int64{100}, []int{3}, 3},
		{"caroLike 4/3/3", []int64{30, 30, 40}, []int{4, 3, 3}, 6},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := &layout{}
			for _, n := range c.counts {
				l.groups = append(l.groups, group{tests: make([]testpkg.TestEntry, n)})
			}
			got, err := dmojScale(l, c.weights)
			if err != nil || got != c.want {
				t.Errorf("dmojScale = %d, %v; want %d", got, err, c.want)
			}
		})
	}
}

// TestTaskName checks that the task name option reaches Themis's file
// names and CMS's task name.
func TestTaskName(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	out := filepath.Join(t.TempDir(), "themis")
	if err := Export(pkgDir, "themis", out, Options{TaskName: "GOMOKU"}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(out, "GOMOKU", "Test01", "GOMOKU.INP")); err != nil {
		t.Error(err)
	}
	if _, err := os.Stat(filepath.Join(out, "GOMOKU", "Test10", "GOMOKU.OUT")); err != nil {
		t.Error(err)
	}
	out = filepath.Join(t.TempDir(), "cms")
	if err := Export(pkgDir, "cms", out, Options{TaskName: "gomoku"}); err != nil {
		t.Fatal(err)
	}
	var task struct{ Name string }
	unmarshalYAML(t, filepath.Join(out, "task.yaml"), &task)
	if task.Name != "gomoku" {
		t.Errorf("cms task name %q, want gomoku", task.Name)
	}
}

// TestReadCaroSubmissions reads the repository's Caro submissions folder:
// its submissions.yaml must state CARO.md's table, and the programs must
// travel into a Kattis export under the same folders.
func TestReadCaroSubmissions(t *testing.T) {
	pkgDir, m := fakePackage(t, "caro", caroLike)
	dir := filepath.Join("..", "submissions", "caro")
	subs, err := ReadSubmissions(dir, m)
	if err != nil {
		t.Fatal(err)
	}
	ok, wa, tle := problem.OK, problem.WA, problem.TLE
	want := map[string][]problem.Verdict{
		"accepted/count_around.cpp":          {ok, ok, ok},
		"accepted/count_around.py":           {ok, ok, ok},
		"accepted/CountAround.java":          {ok, ok, ok},
		"accepted/count_around.rs":           {ok, ok, ok},
		"time_limit_exceeded/line_scan.cpp":  {ok, ok, tle},
		"time_limit_exceeded/full_scan.cpp":  {ok, tle, tle},
		"wrong_answer/endpoint.cpp":          {wa, wa, wa},
		"wrong_answer/exact_five.cpp":        {wa, wa, wa},
		"wrong_answer/no_anti_diagonal.cpp":  {wa, wa, wa},
		"wrong_answer/stop_before_row_n.cpp": {wa, wa, wa},
		"wrong_answer/stride_4096.cpp":       {ok, ok, wa},
	}
	if len(subs) != len(want) {
		t.Errorf("read %d submissions, want %d", len(subs), len(want))
	}
	for _, s := range subs {
		rel, _ := filepath.Rel(dir, s.Path)
		rel = filepath.ToSlash(rel)
		if w, found := want[rel]; !found || !slices.Equal(s.Expected, w) {
			t.Errorf("%s: expected %v, CARO.md says %v", rel, s.Expected, w)
		}
	}
	out := filepath.Join(t.TempDir(), "kattis")
	if err := Export(pkgDir, "kattis", out, Options{Submissions: subs}); err != nil {
		t.Fatal(err)
	}
	for rel := range want {
		if _, err := os.Stat(filepath.Join(out, "submissions", filepath.FromSlash(rel))); err != nil {
			t.Errorf("export lacks submissions/%s: %v", rel, err)
		}
	}
}
