package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// TestFolderMergeNotJudged: a folder problem's judge shards merge to the
// table and exit status of one judge run: polyglot's R and Ada
// submissions stay NOT JUDGED, no failure, under its Kattis rules (found
// by --problem, or by problem.yaml in the working folder); without the
// folder merge refuses (exit 2, saying what to run) rather than judge by
// carokit's own rules, which counted them as failures (exit 1).
func TestFolderMergeNotJudged(t *testing.T) {
	needFolderTools(t)
	dir, pkg, work := fixturePath(t, "polyglot"), folderPackage(t, "polyglot"), t.TempDir()
	var results []string
	for i := range 2 {
		r := filepath.Join(work, fmt.Sprintf("r%d.json", i))
		code, out, stderr := runReal(t, work, "--problem", dir, "judge", "--package", pkg, "--shard", fmt.Sprintf("%d/2", i), "--result", r)
		if code != 0 {
			t.Fatalf("shard %d: exit %d\n%s%s", i, code, out, stderr)
		}
		results = append(results, r)
	}
	for _, tc := range []struct {
		name string
		cwd  string
		args []string
		code int
		want string
	}{
		{"--problem: the Kattis rules apply", work, []string{"--problem", dir}, 0, "NOT JUDGED: accepted/greet.R"},
		{"problem.yaml in the working folder", dir, nil, 0, "NOT JUDGED: accepted/greet.adb"},
		{"no folder: refused, not counted as failures", work, nil, 2, "run carokit --problem DIR merge"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, stderr := runReal(t, tc.cwd, append(append(tc.args, "merge"), results...)...)
			if code != tc.code || !strings.Contains(out+stderr, tc.want) {
				t.Errorf("merge: exit %d, want %d and %q:\n%s%s", code, tc.code, tc.want, out, stderr)
			}
		})
	}
}

// TestFolderSamplesOnly: a folder with samples and no secret test is
// packaged only as a draft (problemtools errs on an empty data/secret):
// package fails certification with the reason, package --draft builds
// it (its table a row "sample"), and judge's table and JSON hold the
// samples alone: no "subtask 1" column the samples would be repeated in.
func TestFolderSamplesOnly(t *testing.T) {
	needFolderTools(t)
	dir, out := fixturePath(t, "samplesonly"), filepath.Join(t.TempDir(), "pkg")
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"package: not certified", []string{"package", "--out", out}, 1, "no secret tests: the samples are the only tests"},
		{"package --draft", []string{"package", "--draft", "--out", out}, 0, "│ sample  │ 0      │ 1     │"},
		{"judge", []string{"judge", "--package", out}, 0, "│ accepted/echo.py │ OK 1/1      │ 0     │"},
		{"judge --format json", []string{"judge", "--package", out, "--format", "json"}, 0, `"subtasks": []`},
	} {
		code, stdout, stderr := runReal(t, t.TempDir(), append([]string{"--problem", dir}, tc.args...)...)
		if code != tc.code || !strings.Contains(stdout+stderr, tc.want) || !strings.Contains(stderr, "has no secret tests") {
			t.Fatalf("%s: exit %d, want %d, %q and the warning:\n%s%s", tc.name, code, tc.code, tc.want, stdout, stderr)
		}
		if strings.Contains(stdout, "subtask 1") || strings.Contains(stdout, `"subtask": 1`) {
			t.Errorf("%s: the samples are shown again as subtask 1:\n%s", tc.name, stdout)
		}
	}
}

// TestFolderConstants: testdata/constants, whose validators compile only
// with problem.yaml's constants put in, is packaged and certified, and
// its wrong_answer/literal_constant.py, accepted were its source
// substituted, is WA: submissions keep {{slack}} as written, as
// BAPCtools (its test problem constants) keeps them.
func TestFolderConstants(t *testing.T) {
	needFolderTools(t)
	code, out, stderr := runReal(t, t.TempDir(), "--problem", fixturePath(t, "constants"), "package", "--out", filepath.Join(t.TempDir(), "pkg"))
	if code != 0 || !strings.Contains(out, "certified") {
		t.Errorf("package: exit %d, want 0 and certified:\n%s%s", code, out, stderr)
	}
}

// TestFolderGeneratorExtraFiles: the files a generator writes besides
// testcase.in and testcase.ans are named once each on package's stderr:
// a known one (testcase.png, which bt generate keeps in data/) as not in
// carokit's package, any other (testcase.hint, a log) as ignored, as
// BAPCtools ignores it; the package is still built.
func TestFolderGeneratorExtraFiles(t *testing.T) {
	needFolderTools(t)
	dir := filepath.Join(t.TempDir(), "extra")
	if err := os.CopyFS(dir, fstest.MapFS{
		"problem.yaml":                 {Data: []byte("problem_format_version: 2025-09\nname: Echo\nlimits:\n  time_limit: 1\n")},
		"generators/gen.py":            {Data: []byte("import sys\nopen('testcase.in', 'w').write(sys.argv[1] + '\\n')\nopen('testcase.png', 'w').write('p')\nopen('testcase.hint', 'w').write('h')\nopen('log.txt', 'w').write('l')\n")},
		"generators/generators.yaml":   {Data: []byte("data:\n  sample:\n    data:\n      - '': {in: \"0\"}\n  secret:\n    data:\n      - one: gen.py 1\n      - two: gen.py 2\n")},
		"input_validators/v.py":        {Data: []byte("import sys\nsys.exit(42)\n")},
		"submissions/accepted/echo.py": {Data: []byte("print(input())\n")},
	}); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := runReal(t, t.TempDir(), "--problem", dir, "package", "--out", filepath.Join(t.TempDir(), "pkg"))
	if code != 0 {
		t.Fatalf("package: exit %d\n%s%s", code, out, stderr)
	}
	for _, want := range []string{
		"generator generators/gen.py wrote testcase.png: bt generate keeps it in data/, carokit's package keeps a test's .in and .ans only",
		"generator generators/gen.py wrote testcase.hint, which is no file of a test",
		"generator generators/gen.py wrote log.txt, which is no file of a test",
	} {
		if n := strings.Count(stderr, want); n != 1 {
			t.Errorf("stderr says %q %d times, want once:\n%s", want, n, stderr)
		}
	}
}
