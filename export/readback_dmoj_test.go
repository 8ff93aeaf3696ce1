package export

import (
	"archive/zip"
	"io"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"carokit/testpkg"
)

// dmojCase is one of init.yml's test_cases: a plain case, or under
// group-min a batch of them.
type dmojCase struct {
	In      string     `yaml:"in"`
	Out     string     `yaml:"out"`
	Points  *int64     `yaml:"points"`
	Batched []dmojCase `yaml:"batched"`
}

func readDMOJ(t *testing.T, dir, pkgDir string, m *testpkg.Manifest) readBack {
	var init struct {
		Archive   string     `yaml:"archive"`
		TestCases []dmojCase `yaml:"test_cases"`
	}
	unmarshalYAML(t, filepath.Join(dir, "init.yml"), &init)
	if init.Archive != strings.ToLower(m.Problem)+".zip" {
		t.Errorf("archive %q, want %s.zip", init.Archive, m.Problem)
	}
	files := readZip(t, filepath.Join(dir, init.Archive))
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
		dmojPlainCases(t, &rb, init.TestCases, get)
	}
	if n := 2 * countTests(rb); len(files) != n {
		t.Errorf("zip holds %d files, init.yml names %d", len(files), n)
	}
	return rb
}

// readZip reads every file of the zip archive at path, by name: DMOJ's
// init.yml names its tests inside the archive.
func readZip(t *testing.T, path string) map[string][]byte {
	zr, err := zip.OpenReader(path)
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
	return files
}

// dmojPlainCases reads per-test scoring's plain cases into rb's groups,
// one per GROUP prefix of the case names in their order, and the samples'
// cases into rb.samples; get gives a file of the zip by name.
func dmojPlainCases(t *testing.T, rb *readBack, cases []dmojCase, get func(name string) []byte) {
	index := map[string]int{}
	for _, c := range cases {
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
