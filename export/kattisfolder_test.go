package export

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/testpkg"
)

// folderPackage is a fake package of a folder problem: caroLike's
// subtasks noted with the source folder's group paths, as a folder
// problem's package notes them.
func folderPackage(t *testing.T) string {
	t.Helper()
	dir, m := fakePackage(t, "srcfolder", caroLike)
	for i, g := range []string{"secret/a", "secret/b", "secret/c"} {
		m.Subtasks[i].Note = g
	}
	if err := testpkg.Seal(dir, m); err != nil {
		t.Fatal(err)
	}
	writeManifest(t, dir, m)
	return dir
}

// srcfolderInvalid are testdata/srcfolder's invalid tests as the app
// makes them (folder.Problem.InvalidTests).
var srcfolderInvalid = []InvalidTest{
	{Path: "invalid_input/word", Files: map[string][]byte{".in": []byte("x\n")}},
	{Path: "invalid_input/empty", Files: map[string][]byte{".in": {}}},
}

// folderExport is a case of TestKattisFolderExport: the options of a
// kattis export of the folder package and what the export must hold.
type folderExport struct {
	name string
	opt  Options
	// files: path in the export → text it must contain ("" = exists).
	files map[string]string
	// absent are paths the export must not have.
	absent []string
}

// folderExportCases are TestKattisFolderExport's cases, one per Kattis
// version, for the source folder src (testdata/srcfolder's absolute path).
func folderExportCases(src string) []folderExport {
	return []folderExport{
		{
			name: "2025-09 pass-fail, as BAPCtools reads it",
			opt:  Options{Scoring: ScoringPassFail, KattisVersion: Kattis2025, Folder: src, Invalid: srcfolderInvalid},
			files: map[string]string{
				"data/sample/test_group.yaml":   `output_validator_args: [float_tolerance, "1e-6"]`,
				"data/secret/a/test_group.yaml": `output_validator_args: [float_tolerance, "1e-6"]`,
				"data/secret/b/test_group.yaml": `input_validator_args: [--max, "20"]`,
				"data/secret/c/test_group.yaml": `input_validator_args: [--max, "30"]`,
				"data/secret/a/01-sample.in":    "7 2\n",
				"input_validators/v.py":         "sys.exit(42)",
				"answer_validators/a.py":        "sys.exit(42)",
				"output_validator/check.cpp":    "return 42",
				"statement/problem.en.tex":      `\problemname{Source Folder}`,
				"submissions/submissions.yaml":  "accepted/a.py",
				"submissions/wrong_answer/w.py": "print(2)",
				"data/invalid_input/word.in":    "x\n",
				"data/invalid_input/empty.in":   "",
				"problem.yaml":                  "uuid: 5e0c7a1b-2d3f-4e5a-8b6c-7d8e9f0a1b2c\n",
			},
			absent: []string{"data/secret/subtask1", "input_validators/validator.cpp", "output_validator/judge"},
		},
		{
			name: "legacy per-test, as problemtools verifies it",
			opt:  Options{Folder: src},
			files: map[string]string{
				"data/secret/b/testdata.yaml":      "input_validator_flags: --max 20\noutput_validator_flags: float_tolerance 1e-6",
				"output_validators/check.cpp":      "",
				"problem_statement/problem.en.tex": `\problemname{Source Folder}`,
				"problem.yaml":                     "validation: custom\n",
				".timelimit":                       "1.5\n",
			},
			absent: []string{"output_validator", "statement", "problem_statement/problem.en.md", "answer_validators"},
		},
		{
			name: "2023-07 per-test, as problemtools reads it",
			opt:  Options{Folder: src, KattisVersion: Kattis2023},
			files: map[string]string{
				"data/sample/testdata.yaml":   "grader_flags: sum\noutput_validator_flags: float_tolerance 1e-6",
				"data/secret/b/testdata.yaml": "input_validator_flags: --max 20\noutput_validator_flags: float_tolerance 1e-6",
				"data/secret/c/testdata.yaml": "input_validator_flags: --max 30",
				"data/secret/a/testdata.yaml": "accept_score: 7.5",
				"output_validator/check.cpp":  "",
				"problem.yaml":                "license: cc0\nrights_owner: carokit authors\n",
			},
			absent: []string{"data/secret/subtask2", "data/invalid_input"},
		},
	}
}

// TestKattisFolderExport checks that the kattis export of a folder
// problem is that folder again: its programs copied as they are, its
// group paths kept, and each group's validator flags (from data/, from
// generators.yaml, from the root) carried in the version's keys instead
// of carokit's --subtask.
func TestKattisFolderExport(t *testing.T) {
	src, err := filepath.Abs("testdata/srcfolder")
	if err != nil {
		t.Fatal(err)
	}
	pkg := folderPackage(t)
	for _, tc := range folderExportCases(src) {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "k")
			if err := Export(pkg, "kattis", out, tc.opt); err != nil {
				t.Fatal(err)
			}
			for rel, want := range tc.files {
				data, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(rel)))
				if err != nil {
					t.Errorf("%s: %v", rel, err)
					continue
				}
				if !strings.Contains(string(data), want) {
					t.Errorf("%s holds\n%s\nwant it to contain %q", rel, data, want)
				}
				if strings.Contains(string(data), "--subtask") {
					t.Errorf("%s passes carokit's --subtask to the folder's validators:\n%s", rel, data)
				}
			}
			for _, rel := range tc.absent {
				if _, err := os.Lstat(filepath.Join(out, filepath.FromSlash(rel))); err == nil {
					t.Errorf("%s exists; want it absent", rel)
				}
			}
		})
	}
}
