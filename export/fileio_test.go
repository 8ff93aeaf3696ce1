package export

import (
	"encoding/xml"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problem"
)

// TestFileIO: a problem judged by files (Joc 7's joc7.in, joc7.out) says
// so in each format the way its loader reads it, and a problem on
// standard streams says nothing (or the format's "standard" value):
//   - DMOJ: init.yml file_io {input, output}, read by VNOJ's judge
//     (VNOI-Admin/judge-server dmoj/graders/standard.py:89 passes
//     case.config.file_io to dmoj/executors/base_executor.py:306) and
//     written so by VNOJ's site (judge/utils/problem_data.py:186);
//     upstream DMOJ (judge-server 3ea44ac) has no file I/O: the header
//     says so;
//   - CMS: task.yaml infile/outfile (cmscontrib/loaders/italy_yaml.py:591,
//     "" for standard streams, the loader's default being input.txt);
//   - Polygon: <judging input-file output-file> (VNOJ's importer,
//     judge/utils/codeforces_polygon.py:621, uses file I/O only when both
//     are non-empty).
func TestFileIO(t *testing.T) {
	cases := []struct {
		name  string
		files problem.IO
	}{
		{"files", problem.IO{Input: "joc7.in", Output: "joc7.out"}}, // Joc 7
		{"standard streams", problem.IO{}},                          // every other problem
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pkgDir, m := fakePackage(t, "joc7", caroLike)
			opt := Options{Files: c.files, Submissions: mainSolution(t, len(m.Subtasks))}
			out := t.TempDir()
			for _, f := range []string{"dmoj", "cms", "polygon"} {
				if err := Export(pkgDir, f, filepath.Join(out, f), opt); err != nil {
					t.Fatal(err)
				}
			}
			var init struct {
				FileIO *struct {
					Input  string `yaml:"input"`
					Output string `yaml:"output"`
				} `yaml:"file_io"`
			}
			unmarshalYAML(t, filepath.Join(out, "dmoj/init.yml"), &init)
			if c.files.Files() {
				if init.FileIO == nil || init.FileIO.Input != c.files.Input || init.FileIO.Output != c.files.Output {
					t.Errorf("dmoj file_io %+v, want %+v", init.FileIO, c.files)
				}
				if head := string(readFile(t, filepath.Join(out, "dmoj/init.yml"))); !strings.Contains(head, "upstream DMOJ has no file I/O") {
					t.Errorf("init.yml's header does not say upstream DMOJ ignores file_io")
				}
			} else if init.FileIO != nil {
				t.Errorf("dmoj file_io %+v for a problem on standard streams", init.FileIO)
			}
			var task struct {
				Infile  *string `yaml:"infile"`
				Outfile *string `yaml:"outfile"`
			}
			unmarshalYAML(t, filepath.Join(out, "cms/task.yaml"), &task)
			if task.Infile == nil || *task.Infile != c.files.Input || task.Outfile == nil || *task.Outfile != c.files.Output {
				t.Errorf("cms infile %v outfile %v, want %q %q", task.Infile, task.Outfile, c.files.Input, c.files.Output)
			}
			var p polygonProblem
			if err := xml.Unmarshal(readFile(t, filepath.Join(out, "polygon/problem.xml")), &p); err != nil {
				t.Fatal(err)
			}
			if p.Judging.InputFile != c.files.Input || p.Judging.OutputFile != c.files.Output {
				t.Errorf("polygon input-file %q output-file %q, want %q %q", p.Judging.InputFile, p.Judging.OutputFile, c.files.Input, c.files.Output)
			}
		})
	}
}

// TestCMSHeader: task.yaml's comment names the scoring it writes; under
// group-min it said "Per-test scoring is one GroupMin group per test".
func TestCMSHeader(t *testing.T) {
	for scoring, want := range map[string]string{
		ScoringPerTest:  "one GroupMin group per test",
		ScoringGroupMin: "one GroupMin group per subtask",
	} {
		pkgDir, _ := fakePackage(t, "caro", caroLike)
		out := filepath.Join(t.TempDir(), "cms")
		if err := Export(pkgDir, "cms", out, Options{Scoring: scoring}); err != nil {
			t.Fatal(err)
		}
		head, _, _ := strings.Cut(string(readFile(t, filepath.Join(out, "task.yaml"))), "\nname:")
		if !strings.Contains(head, want) || strings.Contains(head, "group per test") != (scoring == ScoringPerTest) {
			t.Errorf("%s: task.yaml's comment is\n%s\nwant %q only", scoring, head, want)
		}
	}
}

// TestDMOJSamplesLast: DMOJ's judge skips every case after a failed case
// worth 0 points (judge-server dmoj/judge.py:527, "If we failed a
// 0-point case, we will short-circuit every case after this"; the same
// in VNOJ's fork): a 0-point case (the samples) before one with points
// would turn a program failing a sample into 0 points, where carokit's
// table scores its subtasks. Checked under both scorings.
func TestDMOJSamplesLast(t *testing.T) {
	for _, scoring := range []string{ScoringPerTest, ScoringGroupMin} {
		pkgDir, _ := fakePackage(t, "caro", caroLike)
		out := filepath.Join(t.TempDir(), "dmoj")
		if err := Export(pkgDir, "dmoj", out, Options{Scoring: scoring}); err != nil {
			t.Fatal(err)
		}
		var init struct {
			Cases []struct {
				Points int64 `yaml:"points"`
			} `yaml:"test_cases"`
		}
		unmarshalYAML(t, filepath.Join(out, "init.yml"), &init)
		zero := false
		for i, c := range init.Cases {
			if c.Points == 0 {
				zero = true
			} else if zero {
				t.Errorf("%s: case %d has %d points after a 0-point case: DMOJ never judges it once a sample fails", scoring, i+1, c.Points)
			}
		}
		if !zero {
			t.Errorf("%s: no 0-point case: where are the samples?", scoring)
		}
	}
}
