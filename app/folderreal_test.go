package app

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"carokit/internal/filetree"
)

// folderFixtures are the problem folders of problems/folder/testdata,
// each with the reason it is there.
var folderFixtures = []struct{ name, why string }{
	{"maxsum", "generators.yaml with a C++ generator, two groups with their own validator flags, invalid inputs"},
	{"floatavg", "hand-made data, the default output validator with a float tolerance"},
	{"scoring2", "a scoring problem: two groups, per-group validator flags and scores"},
	{"scoring3", "a legacy scoring problem: score.txt, groups nested in a subtask's with their own flags and grading"},
	{"anypath", "a custom output validator accepting several correct answers"},
	{"gens", "generators.yaml with every key the adapter reads"},
	{"polyglot", "legacy problem.yaml, case and space sensitive comparison, submissions in R and Ada"},
}

// needFolderTools skips a real-binary folder test in -short mode or
// where the fixtures' compilers and interpreters are missing.
func needFolderTools(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds folder problems through the real binary")
	}
	for _, tool := range []string{"g++", "python3"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: the folder fixtures' programs need it", tool)
		}
	}
}

// fixturePath is problems/folder/testdata/name, absolute.
func fixturePath(t *testing.T, name string) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "problems", "folder", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

var folderPkgs struct {
	sync.Mutex
	dir  string
	once map[string]*folderPkg
}

type folderPkg struct {
	sync.Once
	path, out string
	code      int
}

// folderPackage is the fixture's package, built once per test binary
// with --jobs 2 into a temporary folder (removed by TestMain).
func folderPackage(t *testing.T, name string) string {
	t.Helper()
	folderPkgs.Lock()
	if folderPkgs.once == nil {
		folderPkgs.once = map[string]*folderPkg{}
		dir, err := os.MkdirTemp("", "carokit-folder-pkgs-")
		if err != nil {
			folderPkgs.Unlock()
			t.Fatal(err)
		}
		folderPkgs.dir = dir
	}
	p := folderPkgs.once[name]
	if p == nil {
		p = &folderPkg{path: filepath.Join(folderPkgs.dir, name)}
		folderPkgs.once[name] = p
	}
	folderPkgs.Unlock()
	p.Do(func() {
		var out, errOut string
		p.code, out, errOut = runReal(t, t.TempDir(), "--problem", fixturePath(t, name), "package", "--jobs", "2", "--out", p.path)
		p.out = out + errOut
	})
	if p.code != 0 {
		t.Fatalf("package %s: exit %d\n%s", name, p.code, p.out)
	}
	return p.path
}

// removeFolderPackages deletes what folderPackage built.
func removeFolderPackages() {
	if folderPkgs.dir != "" {
		os.RemoveAll(folderPkgs.dir)
	}
}

// treeHashes maps each file under dir (relative, slashes) to its
// content's hash, for comparing test files across formats.
func treeHashes(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := readTree(t, dir)
	out := make(map[string]string, len(files))
	for rel, data := range files {
		sum := sha256.Sum256(data)
		out[filepath.ToSlash(rel)] = hex.EncodeToString(sum[:])
	}
	return out
}

// readTree is every file under dir by its relative path.
func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files, err := filetree.Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestFolderValidate(t *testing.T) {
	needFolderTools(t)
	cases := []struct {
		name, fixture, input string
		code                 int
	}{
		{"a sample is valid", "maxsum", "1\n-1\n", 0},
		{"two spaces are rejected by maxsum's validator", "maxsum", "2\n1  2\n", 1},
		{"a float average input", "floatavg", "3\n1 0 0\n", 0},
		{"a value out of floatavg's range", "floatavg", "1\n1000001\n", 1},
		{"a folder validator (polyglot's input_validators/name/)", "polyglot", "World\n", 0},
		{"polyglot rejects two words", "polyglot", "two words\n", 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			in := filepath.Join(dir, "t.in")
			if err := os.WriteFile(in, []byte(c.input), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, stderr := runReal(t, dir, "--problem", fixturePath(t, c.fixture), "validate", in)
			if code != c.code {
				t.Errorf("exit %d, want %d\n%s%s", code, c.code, out, stderr)
			}
		})
	}
}

func TestFolderPackageDeterministic(t *testing.T) {
	needFolderTools(t)
	// Real-binary runs in folders of their own, most of their time spent
	// waiting on child processes: they run beside each other.
	t.Parallel()
	// The fixtures whose tests are generated: the others' are copies of
	// data/ (and the same build steps), and a rebuild costs a full
	// certification on a busy machine.
	for _, f := range folderFixtures {
		if f.name != "maxsum" && f.name != "gens" {
			continue
		}
		t.Run(f.name, func(t *testing.T) {
			first := readTree(t, folderPackage(t, f.name))
			again := filepath.Join(t.TempDir(), f.name)
			// Rebuilt without the test cache and with one job: every test
			// made again, in another order.
			code, out, stderr := runReal(t, t.TempDir(), "--problem", fixturePath(t, f.name), "package", "--jobs", "1", "--no-cache", "--out", again)
			if code != 0 {
				t.Fatalf("rebuild: exit %d\n%s%s", code, out, stderr)
			}
			if diff := filetree.Diff(first, readTree(t, again)); len(diff) > 0 {
				t.Errorf("%s (%s): --jobs 2 and a --jobs 1 rebuild differ in %v", f.name, f.why, diff)
			}
		})
	}
}

// folderTables holds the table judge of each fixture's package, run
// once per test binary: TestFolderJudge and TestFolderJudgeTableNotJudged
// read the same run.
var folderTables sync.Map // fixture name → *folderRun

type folderRun struct {
	sync.Once
	ran            bool
	code           int
	stdout, stderr string
}

// folderTable is `carokit --problem FIXTURE judge --package PKG` on the
// fixture's package (folderPackage), run the first time it is asked for.
func folderTable(t *testing.T, name string) (int, string, string) {
	t.Helper()
	v, _ := folderTables.LoadOrStore(name, &folderRun{})
	r := v.(*folderRun)
	r.Do(func() {
		pkg := folderPackage(t, name)
		r.code, r.stdout, r.stderr = runReal(t, t.TempDir(), "--problem", fixturePath(t, name), "judge", "--package", pkg)
		r.ran = true
	})
	if !r.ran {
		t.Fatalf("the judge of %s did not run: see the test that first asked for it", name)
	}
	return r.code, r.stdout, r.stderr
}

// jsonFixtures are the fixtures TestFolderJudge also judges with --format
// json, and why: the JSON of every fixture comes from the same report
// code as its table, so a second judge of every fixture (every program
// run again) would test that code again at the price of the runs.
var jsonFixtures = map[string]string{
	"maxsum":   "generated tests, every kind of submission",
	"polyglot": "not_judged entries, which only the JSON gives per solution",
}

func TestFolderJudge(t *testing.T) {
	needFolderTools(t)
	// Real-binary runs in folders of their own, most of their time spent
	// waiting on child processes: they run beside each other.
	t.Parallel()
	for _, f := range folderFixtures {
		t.Run(f.name, func(t *testing.T) {
			pkg := folderPackage(t, f.name)
			code, out, stderr := folderTable(t, f.name)
			if code != 0 {
				t.Fatalf("judge: exit %d\n%s%s", code, out, stderr)
			}
			rows := 0
			for _, line := range strings.Split(out, "\n") {
				cells := strings.Split(line, "│")
				if len(cells) < 3 || strings.TrimSpace(cells[1]) == "solution" {
					continue
				}
				rows++
				if last := strings.TrimSpace(cells[len(cells)-2]); last != "yes" {
					t.Errorf("%s: expected column %q, want yes", strings.TrimSpace(cells[1]), last)
				}
			}
			if rows < 3 {
				t.Errorf("%d solution rows, want the fixture's submissions:\n%s", rows, out)
			}
			if _, ok := jsonFixtures[f.name]; !ok {
				return
			}
			code, out, stderr = runReal(t, t.TempDir(), "--problem", fixturePath(t, f.name), "judge", "--package", pkg, "--format", "json")
			if code != 0 {
				t.Fatalf("judge --format json: exit %d\n%s", code, stderr)
			}
			var sols []struct {
				Solution    string `json:"solution"`
				ExpectedMet bool   `json:"expected_met"`
				NotJudged   string `json:"not_judged"`
			}
			if err := json.Unmarshal([]byte(out), &sols); err != nil {
				t.Fatalf("judge --format json: %v\n%s", err, out)
			}
			var notJudged []string
			for _, s := range sols {
				if s.NotJudged != "" {
					notJudged = append(notJudged, s.Solution)
				} else if !s.ExpectedMet {
					t.Errorf("json: %s does not meet its expectation", s.Solution)
				}
			}
			if len(sols) != rows+len(notJudged) {
				t.Errorf("json has %d solutions, the table %d rows and %d not judged", len(sols), rows, len(notJudged))
			}
			want := []string(nil)
			if f.name == "polyglot" {
				want = []string{"accepted/greet.R", "accepted/greet.adb"}
				for _, w := range want {
					if !strings.Contains(out+stderr, w) {
						t.Errorf("%s not named", w)
					}
				}
			}
			if !slices.Equal(notJudged, want) {
				t.Errorf("not judged %v, want %v", notJudged, want)
			}
		})
	}
}

func TestFolderJudgeTableNotJudged(t *testing.T) {
	needFolderTools(t)
	// The table names the submissions carokit cannot run, and says why.
	code, out, stderr := folderTable(t, "polyglot")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, stderr)
	}
	for _, want := range []string{"NOT JUDGED: accepted/greet.R: unknown extension \".R\"", "NOT JUDGED: accepted/greet.adb: unknown extension \".adb\""} {
		if !strings.Contains(out+stderr, want) {
			t.Errorf("output lacks %q:\n%s%s", want, out, stderr)
		}
	}
}

func TestFolderStressShrinks(t *testing.T) {
	needFolderTools(t)
	cases := []struct{ name, generator, why string }{
		{"small arguments", "generators/gen.cpp {seed} 10 -5 5", "the issue's example"},
		{"large arguments", "generators/gen.cpp {seed} 60 -1000 -1", "only all-negative arrays: found at once, shrunk over lines, tokens and numbers"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "maxsum")
			copyTree(t, fixturePath(t, "maxsum"), dir)
			code, out, stderr := runReal(t, dir, "stress", "--target", "submissions/wrong_answer/no_negative.cpp",
				"--generator", c.generator, "--seed", "1", "--cases", "50")
			if code != 1 {
				t.Fatalf("exit %d, want 1 (a failure found; %s)\n%s%s", code, c.why, out, stderr)
			}
			if !strings.Contains(out, "shrunk to:\n1\n-1\n") {
				t.Errorf("want the case shrunk to \"1\\n-1\\n\" (%s):\n%s%s", c.why, out, stderr)
			}
		})
	}
}

func TestFolderNew(t *testing.T) {
	needFolderTools(t)
	dir := filepath.Join(t.TempDir(), "myproblem")
	if code, out, stderr := runReal(t, t.TempDir(), "new", dir); code != 0 {
		t.Fatalf("new: exit %d\n%s%s", code, out, stderr)
	}
	// No --problem: the folder is found from its problem.yaml.
	if code, out, stderr := runReal(t, dir, "package"); code != 0 {
		t.Fatalf("package: exit %d\n%s%s", code, out, stderr)
	}
	if code, out, stderr := runReal(t, dir, "judge"); code != 0 || !strings.Contains(out, "yes") {
		t.Fatalf("judge: exit %d\n%s%s", code, out, stderr)
	}
}
