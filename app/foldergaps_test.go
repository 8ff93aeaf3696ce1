package app

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"carokit/testpkg"
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
// testcase.in and testcase.ans that bt generate keeps in data/
// (generators.DataExts: testcase.png, .yaml, .out, ...) are kept in the
// package beside the test, named and hashed in its manifest, and shipped
// by the Kattis export where its version has them (.png in every
// version, .yaml in 2025-09, BAPCtools' own .out in none); any other
// file (testcase.hint, a log) is named once on package's stderr as
// ignored, as BAPCtools ignores it.
func TestFolderGeneratorExtraFiles(t *testing.T) {
	needFolderTools(t)
	gen := "import sys\nopen('testcase.in', 'w').write(sys.argv[1] + '\\n')\n" +
		"open('testcase.png', 'w').write('png ' + sys.argv[1])\nopen('testcase.yaml', 'w').write('{}\\n')\n" +
		"open('testcase.out', 'w').write(sys.argv[1] + '\\n')\nopen('testcase.hint', 'w').write('h')\nopen('log.txt', 'w').write('l')\n"
	dir := echoFolder(t, "extra", fstest.MapFS{
		"generators/gen.py":          {Data: []byte(gen)},
		"generators/generators.yaml": {Data: []byte("data:\n  sample:\n    data:\n      - '': {in: \"0\"}\n  secret:\n    data:\n      - one: gen.py 1\n      - two: gen.py 2\n")},
	})
	pkg := filepath.Join(t.TempDir(), "pkg")
	code, out, stderr := runReal(t, t.TempDir(), "--problem", dir, "package", "--out", pkg)
	if code != 0 {
		t.Fatalf("package: exit %d\n%s%s", code, out, stderr)
	}
	for _, want := range []string{
		"generator generators/gen.py wrote testcase.hint, which is no file of a test",
		"generator generators/gen.py wrote log.txt, which is no file of a test",
	} {
		if n := strings.Count(stderr, want); n != 1 {
			t.Errorf("stderr says %q %d times, want once:\n%s", want, n, stderr)
		}
	}
	if strings.Contains(stderr, "wrote testcase.png") {
		t.Errorf("stderr names testcase.png, which the package keeps:\n%s", stderr)
	}
	m, err := testpkg.Load(pkg)
	if err != nil {
		t.Fatal(err)
	}
	var pngs []string
	for _, e := range m.Tests {
		var exts []string
		for _, x := range e.Extra {
			exts = append(exts, x.Ext)
			if data, err := os.ReadFile(filepath.Join(pkg, filepath.FromSlash(x.Path))); err != nil || digestOf(data) != x.SHA256 || !strings.HasPrefix(x.Path, strings.TrimSuffix(e.Input, ".in")) {
				t.Errorf("test %s: %s at %s: %v, or not the manifest's bytes, or not beside the input", e.Name, x.Ext, x.Path, err)
			}
			if x.Ext == ".png" {
				pngs = append(pngs, strings.TrimSuffix(path.Base(x.Path), ".png"))
			}
		}
		if got := strings.Join(exts, " "); got != ".out .png .yaml" {
			t.Errorf("test %s keeps %q, want .out .png .yaml", e.Name, got)
		}
	}
	if len(pngs) != 2 {
		t.Fatalf("%d tests keep a .png, want the 2 generated ones", len(pngs))
	}
	for _, tc := range []struct {
		version string
		ships   []string // the extensions the export has beside each test
	}{
		{"2025-09", []string{".png", ".yaml"}},
		{"legacy", []string{".png"}},
	} {
		exp := filepath.Join(t.TempDir(), "exp")
		if code, out, stderr := runReal(t, t.TempDir(), "--problem", dir, "export", "--package", pkg, "--format", "kattis", "--kattis-version", tc.version, "--out", exp); code != 0 {
			t.Fatalf("export %s: exit %d\n%s%s", tc.version, code, out, stderr)
		}
		for _, ext := range []string{".png", ".yaml", ".out"} {
			found, _ := filepath.Glob(filepath.Join(exp, "data", "secret", "*"+ext))
			deeper, _ := filepath.Glob(filepath.Join(exp, "data", "secret", "*", "*"+ext))
			found = slices.DeleteFunc(append(found, deeper...), func(f string) bool {
				return filepath.Base(f) == "test_group.yaml" || filepath.Base(f) == "testdata.yaml" // the groups'
			})
			if want := slices.Contains(tc.ships, ext); (len(found) == 2) != want || len(found) != 0 && len(found) != 2 {
				t.Errorf("export %s: %d test%s files, want %v shipped for both tests", tc.version, len(found), ext, want)
			}
		}
	}
}

func digestOf(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// echoFolder writes a 2025-09 folder problem named name in a temporary
// folder: "Echo", a validator accepting every input, a Python reference
// that echoes its input's first line, and files (its generators).
func echoFolder(t *testing.T, name string, files fstest.MapFS) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), name)
	all := fstest.MapFS{
		"problem.yaml":                 {Data: []byte("problem_format_version: 2025-09\nname: Echo\nlimits:\n  time_limit: 1\n")},
		"input_validators/v.py":        {Data: []byte("import sys\nsys.exit(42)\n")},
		"submissions/accepted/echo.py": {Data: []byte("print(input())\n")},
	}
	maps.Copy(all, files)
	if err := os.CopyFS(dir, all); err != nil {
		t.Fatal(err)
	}
	return dir
}
