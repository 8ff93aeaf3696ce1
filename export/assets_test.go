package export

import (
	"bytes"
	"encoding/xml"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"go.yaml.in/yaml/v3"

	"carokit/problem"
)

// fakeAssets is a problem's statement and validator, for the formats
// that ship them.
var fakeAssets = fstest.MapFS{
	"statement.md":  {Data: []byte("# Fake\n\nThe legend.\n\n## Input\n\nN and K.\n\n## Output\n\nOne number.\n")},
	"validator.cpp": {Data: []byte("int main() { return 42; }\n")},
}

// TestKattisPassFail: BAPCtools reads 2025-09 pass-fail only (it stops on
// "unrecognized value for type: scoring"), so pass-fail writes type
// pass-fail and no score key anywhere, and keeps the validator arguments.
func TestKattisPassFail(t *testing.T) {
	for _, version := range []string{Kattis2023, Kattis2025} {
		t.Run(version, func(t *testing.T) {
			pkgDir, m := fakePackage(t, "caro", caroLike)
			out := filepath.Join(t.TempDir(), "kattis")
			if err := Export(pkgDir, "kattis", out, Options{Scoring: ScoringPassFail, KattisVersion: version}); err != nil {
				t.Fatal(err)
			}
			var prob kattisProblem
			unmarshalYAML(t, filepath.Join(out, "problem.yaml"), &prob)
			if prob.Type != "pass-fail" || prob.Version != version {
				t.Errorf("problem.yaml: type %q version %q", prob.Type, prob.Version)
			}
			scoreKey := regexp.MustCompile(`(?m)^(max_score|accept_score|score_aggregation|grader_flags|score):`)
			filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
				if err == nil && strings.HasSuffix(p, ".yaml") && scoreKey.Match(readFile(t, p)) {
					t.Errorf("%s holds a score key in a pass-fail package", p)
				}
				return err
			})
			conf := "test_group.yaml"
			if version == Kattis2023 {
				conf = "testdata.yaml"
			}
			for _, s := range m.Subtasks {
				if _, err := os.Stat(filepath.Join(out, "data/secret", s.Group, conf)); err != nil {
					t.Errorf("group %s: %v (the validator arguments live there)", s.Group, err)
				}
			}
		})
	}
}

// TestKattisAssetsAndTimeLimitRule: the statement and validator land
// where problemtools and BAPCtools look for them, and no submission
// says use_for_time_limit: carokit's suggestion counts every accepted
// program, CPython's too, and so does `bt time_limit` for any program
// of accepted/ (BAPCtools b6e8c80 problem.py:1748-1751: a program
// counts where any matching rule lowers the limit, and the folder
// default permits only AC, expectations.py:158), so an entry's false
// would say what neither tool does.
func TestKattisAssetsAndTimeLimitRule(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	src := t.TempDir()
	var subs []Submission
	for _, f := range []string{"fast.cpp", "fast.py"} {
		put(t, filepath.Join(src, f), "// "+f+"\n")
		subs = append(subs, Submission{Path: filepath.Join(src, f), Expected: []problem.Verdict{problem.OK, problem.OK, problem.OK}})
	}
	out := filepath.Join(t.TempDir(), "kattis")
	if err := Export(pkgDir, "kattis", out, Options{Assets: fakeAssets, Submissions: subs}); err != nil {
		t.Fatal(err)
	}
	// legacy problemtools reads LaTeX statements only, and refuses two
	// statements in one language: the .tex alone, without the samples
	// (Kattis shows them itself).
	want := "\\problemname{Fake}\n\nThe legend.\n\n\\begin{Input}\nN and K.\n\n\\end{Input}\n\n\\begin{Output}\nOne number.\n\n\\end{Output}\n"
	if got := readFile(t, filepath.Join(out, "problem_statement/problem.en.tex")); string(got) != want {
		t.Errorf("problem_statement/problem.en.tex is\n%s\nwant\n%s", got, want)
	}
	for _, absent := range []string{"problem_statement/problem.en.md", "statement", "output_validators", "output_validator"} {
		if _, err := os.Stat(filepath.Join(out, absent)); err == nil {
			t.Errorf("%s written (no Markdown statement beside the LaTeX one, no checker.cpp)", absent)
		}
	}
	readFile(t, filepath.Join(out, "input_validators/validator.cpp"))
	if tl := readFile(t, filepath.Join(out, ".timelimit")); string(tl) != "1.5\n" {
		t.Errorf(".timelimit %q, want the package's 1.5 s (legacy has no time_limit key)", tl)
	}
	var decl map[string]map[string]any
	if err := yaml.Unmarshal(readFile(t, filepath.Join(out, "submissions/submissions.yaml")), &decl); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"accepted/fast.py", "accepted/fast.cpp"} {
		if v, ok := decl[name]["use_for_time_limit"]; ok {
			t.Errorf("%s: use_for_time_limit %v; both tools count it for the time limit, so say nothing", name, v)
		}
	}
	if s, ok := decl["accepted/fast.cpp"]["score"].(float64); !ok || s != 100 {
		t.Errorf("score %#v, want the float 100.0", decl["accepted/fast.cpp"]["score"])
	}
}

// TestStatementWithSamples: formats that do not show samples themselves
// get them appended from the package, in fences no sample line can close.
func TestStatementWithSamples(t *testing.T) {
	pkgDir, m := fakePackage(t, "caro", caroLike)
	out := filepath.Join(t.TempDir(), "cms")
	if err := Export(pkgDir, "cms", out, Options{Assets: fakeAssets}); err != nil {
		t.Fatal(err)
	}
	md := string(readFile(t, filepath.Join(out, "statement/statement.md")))
	in := string(readPkgFile(t, pkgDir, m.Samples[0].Input))
	if !strings.HasPrefix(md, "# Fake\n") || !strings.Contains(md, "## Sample 1\n\nInput:\n\n```\n"+in+"```\n") {
		t.Errorf("statement.md lacks the sample:\n%s", md)
	}
	if got := fence([]byte("a\n```\n")); !strings.HasPrefix(got, "````\n") {
		t.Errorf("fence around a ``` line starts %q", got[:5])
	}
}

// TestTextPDF: the PDF CMS imports is well formed: each xref offset
// points at its object, and long statements make several pages.
func TestTextPDF(t *testing.T) {
	pdf := textPDF(strings.Repeat("N ≤ 5000 (x) \\ line\n", 150))
	start := bytes.LastIndex(pdf, []byte("startxref\n"))
	xref, err := strconv.Atoi(strings.Fields(string(pdf[start+len("startxref\n"):]))[0])
	if err != nil || !bytes.HasPrefix(pdf[xref:], []byte("xref\n")) {
		t.Fatalf("startxref does not point at the xref table: %v", err)
	}
	rows := strings.Split(string(pdf[xref:]), "\n")[3:]
	for i := 1; ; i++ {
		f := strings.Fields(rows[i-1])
		if len(f) != 3 || f[2] != "n" {
			break
		}
		off, _ := strconv.Atoi(f[0])
		if want := strconv.Itoa(i) + " 0 obj"; !bytes.HasPrefix(pdf[off:], []byte(want)) {
			t.Errorf("xref entry %d points at %q", i, pdf[off:off+10])
		}
	}
	if !bytes.Contains(pdf, []byte("/Count 3")) || !bytes.Contains(pdf, []byte(`(N <= 5000 \(x\) \\ line) '`)) {
		t.Errorf("want 3 pages of escaped, ASCII-substituted lines")
	}
}

// TestPolygonSolutionTags: VNOJ's importer needs exactly one tag="main";
// the others are tagged by their expected verdicts.
func TestPolygonSolutionTags(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	src := t.TempDir()
	ok, wa, tle := problem.OK, problem.WA, problem.TLE
	cases := []struct {
		file     string
		expected []problem.Verdict
		folder   string // declared by its Kattis folder alone
		tag      string
	}{
		{"a.py", []problem.Verdict{ok, ok, ok}, "", "accepted"}, // not C++: not main
		{"b.cpp", []problem.Verdict{ok, ok, ok}, "", "main"},
		{"c.cpp", []problem.Verdict{ok, ok, ok}, "", "accepted"}, // one main only
		{"d.cpp", []problem.Verdict{ok, ok, tle}, "", "time-limit-exceeded"},
		{"e.cpp", []problem.Verdict{wa, wa, wa}, "", "wrong-answer"},
		{"f.cpp", []problem.Verdict{wa, ok, tle}, "", "rejected"},
		// duiyi's wrong_answer/exact_five.cpp has no submissions.yaml
		// rule: its folder's (it was tagged accepted, and could be main);
		// so is joc7's counters.py, whose rules no single verdict says.
		{"j.cpp", nil, "wrong_answer", "wrong-answer"},
		{"k.cpp", nil, "time_limit_exceeded", "time-limit-exceeded"},
		{"l.cpp", nil, "brute_force", "time-limit-exceeded-or-accepted"},
	}
	var opt Options
	for _, c := range cases {
		put(t, filepath.Join(src, c.file), "// "+c.file+"\n")
		opt.Submissions = append(opt.Submissions, Submission{Path: filepath.Join(src, c.file), Expected: c.expected, Folder: c.folder})
	}
	out := filepath.Join(t.TempDir(), "polygon")
	if err := Export(pkgDir, "polygon", out, opt); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Solutions []struct {
			Tag    string `xml:"tag,attr"`
			Source struct {
				Path string `xml:"path,attr"`
			} `xml:"source"`
		} `xml:"assets>solutions>solution"`
	}
	if err := xml.Unmarshal(readFile(t, filepath.Join(out, "problem.xml")), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Solutions) != len(cases) {
		t.Fatalf("%d solutions, want %d", len(doc.Solutions), len(cases))
	}
	for i, c := range cases {
		s := doc.Solutions[i]
		if s.Tag != c.tag || s.Source.Path != "solutions/"+c.file {
			t.Errorf("solution %d: tag %q path %q, want %q solutions/%s", i, s.Tag, s.Source.Path, c.tag, c.file)
		}
		readFile(t, filepath.Join(out, s.Source.Path))
	}
}

// TestThemisReadme: README.txt says how the program reads and writes,
// from the problem's file names when it has them.
func TestThemisReadme(t *testing.T) {
	cases := []struct {
		name  string
		files problem.IO
		want  string
	}{
		{"standard I/O by default", problem.IO{}, "reads standard input and writes standard output"},
		{"files named by the problem", problem.IO{Input: "joc7.in", Output: "joc7.out"}, "reads the file joc7.in and writes the file joc7.out"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pkgDir, _ := fakePackage(t, "caro", caroLike)
			out := filepath.Join(t.TempDir(), "themis")
			if err := Export(pkgDir, "themis", out, Options{Files: c.files}); err != nil {
				t.Fatal(err)
			}
			text := strings.Join(strings.Fields(string(readFile(t, filepath.Join(out, "README.txt")))), " ")
			if !strings.Contains(text, c.want) || !strings.Contains(text, "type each test's points") {
				t.Errorf("README.txt lacks %q:\n%s", c.want, text)
			}
		})
	}
}

// TestPolygonValidatorKnowsTheSamples: the validator wrapper checks the
// samples' group without subtask limits, by the group's name.
func TestPolygonValidatorKnowsTheSamples(t *testing.T) {
	src, err := programs.ReadFile("programs/testlibexit_main.cpp")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), `"`+SampleGroup+`"`) {
		t.Errorf("programs/testlibexit_main.cpp does not name the samples' group %q", SampleGroup)
	}
}

// TestKattisCheckerFlags: a checker's declared flags reach BAPCtools as
// data/test_group.yaml's output_validator_args (2025-09; it skips the
// generic valid outputs a case-sensitive checker rejects, problem.py
// validate_valid_extra_data), and no other version's files.
func TestKattisCheckerFlags(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	assets := fstest.MapFS{
		"checker.cpp":   {Data: []byte("int main() { return 42; }\n")},
		"checker.flags": {Data: []byte("case_sensitive\n")},
	}
	for _, version := range []string{KattisLegacy, Kattis2023, Kattis2025} {
		out := filepath.Join(t.TempDir(), "kattis")
		if err := Export(pkgDir, "kattis", out, Options{Assets: assets, KattisVersion: version}); err != nil {
			t.Fatal(err)
		}
		var root struct {
			Args []string `yaml:"output_validator_args"`
		}
		_, err := os.Stat(filepath.Join(out, "data/test_group.yaml"))
		if version != Kattis2025 {
			if err == nil {
				t.Errorf("%s: data/test_group.yaml written", version)
			}
			continue
		}
		unmarshalYAML(t, filepath.Join(out, "data/test_group.yaml"), &root)
		if !slices.Equal(root.Args, []string{"case_sensitive"}) {
			t.Errorf("2025-09: output_validator_args %q, want [case_sensitive]", root.Args)
		}
	}
}
