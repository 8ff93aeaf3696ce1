package export

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"carokit/internal/progtest"
)

// kattisInteractor is testdata/interactive/interactor.cpp, a Kattis
// interactor in C++, as the checker.cpp asset a folder gives it.
func kattisInteractor(t *testing.T) fstest.MapFS {
	t.Helper()
	return fstest.MapFS{assetChecker: {Data: readFile(t, "testdata/interactive/interactor.cpp")}}
}

// guessTestlib is a folder problem with a testlib interactor.
const guessTestlib = "../problems/folder/testdata/guesstl"

// TestInteractiveExportReadBack exports an interactive problem to
// Polygon and DMOJ and reads back the keys their loaders read, for a
// Kattis interactor (wrapped) and a testlib one (shipped as it is).
func TestInteractiveExportReadBack(t *testing.T) {
	cases := []struct {
		name    string
		opt     Options
		testlib bool
		why     string
	}{
		{"kattis interactor", Options{Interactive: true, Assets: kattisInteractor(t)}, false, "one C++ file by the Kattis protocol: wrapped by programs/kattisinteract.cpp"},
		{"testlib interactor", Options{Interactive: true, Folder: guessTestlib}, true, "a folder's testlib interactor and testlib.h: shipped as they are"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pkgDir, m := fakePackage(t, "guess", duiyiLike)
			c.opt.Submissions = mainSolution(t, len(m.Subtasks))
			out := t.TempDir()
			for _, f := range []string{"polygon", "dmoj"} {
				if err := Export(pkgDir, f, filepath.Join(out, f), c.opt); err != nil {
					t.Fatalf("%s: %s: %v", c.why, f, err)
				}
			}
			src := readPolygonInteractor(t, filepath.Join(out, "polygon"))
			readDMOJInteractor(t, filepath.Join(out, "dmoj"), c.testlib)
			if wrapped := strings.Contains(string(src), "carokitInteractorMain"); wrapped == c.testlib {
				t.Errorf("%s: the interactor wrapped %v, want %v", c.why, wrapped, !c.testlib)
			}
		})
	}
}

// readPolygonInteractor reads problem.xml as VNOJ's importer does
// (judge/utils/codeforces_polygon.py parse_assets, lines 352-375:
// root.find('.//interactor'), its source's path, a .cpp; the checker is
// then ignored) and pol2dom (p2d/parse_polygon_package.py, lines
// 194-201: assets/interactor/source's path; its test is the element's
// truth, so <interactor> must hold its <source>), and the statement's
// interaction, which VNOJ shows unless null (parse_problem_properties).
// It returns the interactor's source.
func readPolygonInteractor(t *testing.T, dir string) []byte {
	t.Helper()
	var doc struct {
		Interactor struct {
			Path string `xml:"path,attr"`
		} `xml:"assets>interactor>source"`
		Checker struct {
			Path string `xml:"path,attr"`
		} `xml:"assets>checker>source"`
		Executables []struct {
			Path string `xml:"path,attr"`
		} `xml:"files>executables>executable>source"`
	}
	if err := xml.Unmarshal(readFile(t, filepath.Join(dir, "problem.xml")), &doc); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(doc.Interactor.Path, ".cpp") {
		t.Fatalf("problem.xml: interactor source %q, want a .cpp (VNOJ: 'interactor must use C++')", doc.Interactor.Path)
	}
	src := readFile(t, filepath.Join(dir, doc.Interactor.Path))
	readFile(t, filepath.Join(dir, doc.Checker.Path))
	if !slices.ContainsFunc(doc.Executables, func(e struct {
		Path string `xml:"path,attr"`
	}) bool {
		return e.Path == doc.Interactor.Path
	}) {
		t.Errorf("problem.xml: the interactor is not among the executables %v", doc.Executables)
	}
	var props map[string]any
	if err := json.Unmarshal(readFile(t, filepath.Join(dir, "statements/english/problem-properties.json")), &props); err != nil {
		t.Fatal(err)
	}
	if v, ok := props["interaction"]; !ok || v == nil {
		t.Errorf("problem-properties.json: interaction %v, want a string for an interactive problem (null says it is not)", v)
	}
	return src
}

// readDMOJInteractor reads init.yml as DMOJ's judge does: the
// interactive key makes the bridged interactive grader
// (dmoj/problem.py grader_class, line 207), which compiles its files
// (dmoj/graders/bridged.py _generate_interactor_binary, lines 121-134:
// files, flags, lang) and reads its type's exit codes (line 38: type,
// a contrib module; testlib's is dmoj/contrib/testlib.py). No checker:
// the interactor's verdict is the verdict.
func readDMOJInteractor(t *testing.T, dir string, testlib bool) {
	t.Helper()
	var init struct {
		Interactive struct {
			Files []string `yaml:"files"`
			Lang  string   `yaml:"lang"`
			Type  string   `yaml:"type"`
		} `yaml:"interactive"`
		Checker any `yaml:"checker"`
	}
	unmarshalYAML(t, filepath.Join(dir, "init.yml"), &init)
	in := init.Interactive
	if in.Type != "testlib" || in.Lang != "CPP17" || len(in.Files) == 0 || in.Files[0] != dmojInteractorFile {
		t.Fatalf("init.yml interactive: %+v, want files [interactor.cpp ...], lang CPP17, type testlib", in)
	}
	for _, f := range in.Files {
		readFile(t, filepath.Join(dir, f))
	}
	if testlib != slices.Contains(in.Files, "testlib.h") {
		t.Errorf("init.yml interactive files %v: testlib.h shipped %v, want %v", in.Files, !testlib, testlib)
	}
	if init.Checker != nil {
		t.Errorf("init.yml: checker %v beside the interactor (DMOJ takes the interactor's verdict)", init.Checker)
	}
}

// TestInteractiveExportRefusals: what Polygon and DMOJ cannot carry is
// refused in one line naming what can.
func TestInteractiveExportRefusals(t *testing.T) {
	cases := []struct {
		name string
		opt  Options
		want string
		why  string
	}{
		{"multi-pass", Options{Interactive: true, MultiPass: true, Assets: kattisInteractor(t)}, "export --format kattis carries it", "no judge but Kattis's runs a second pass"},
		{"no C++ interactor", Options{Interactive: true}, "must be one C++ file", "a Python interactor has no testlib form here"},
	}
	for _, c := range cases {
		for _, f := range []string{"polygon", "dmoj"} {
			t.Run(c.name+"/"+f, func(t *testing.T) {
				pkgDir, m := fakePackage(t, "guess", duiyiLike)
				c.opt.Submissions = mainSolution(t, len(m.Subtasks))
				err := Export(pkgDir, f, filepath.Join(t.TempDir(), f), c.opt)
				if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "to "+f) {
					t.Fatalf("%s: %v, want an error naming %s with %q", c.why, err, f, c.want)
				}
			})
		}
	}
}

// TestInteractorWrapper runs the wrapped Kattis interactor against the
// reference and a wrong submission as Polygon (the working folder
// writable, an answer file) and DMOJ (progtest's jail: no file made,
// the output file /dev/null) start a testlib interactor: exit 0 for
// the reference, 1 with the interactor's message where the folder is
// writable, and nothing left behind. The Polygon checker accepts.
func TestInteractorWrapper(t *testing.T) {
	bin := progtest.CompileSource(t, "interactor.cpp", wrapInteractor(readFile(t, "testdata/interactive/interactor.cpp")))
	subs := map[string]string{}
	for _, s := range []string{"binary", "off_by_one"} {
		subs[s] = progtest.CompileSource(t, s+".cpp", readFile(t, "testdata/interactive/"+s+".cpp"))
	}
	cases := []struct {
		name, sub string
		jailed    bool
		code      int
		stderr    string
		why       string
	}{
		{"polygon reference", "binary", false, 0, "ok found 2", "the reference's right guess: testlib's ok, with the judge message"},
		{"polygon wrong", "off_by_one", false, 1, "wrong answer guessed 3, the number was 2", "a wrong guess: testlib's wrong answer, with the judge message"},
		{"dmoj reference", "binary", true, 0, "ok", "in DMOJ's jail the message file cannot be written, the verdict stands"},
		{"dmoj wrong", "off_by_one", true, 1, "wrong answer", "in DMOJ's jail: wrong answer, exit 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			put(t, filepath.Join(dir, "in"), "2\n")
			put(t, filepath.Join(dir, "ans"), "")
			args := []string{bin, "in", "tout", "ans"}
			if c.jailed {
				args = []string{bin, "in", os.DevNull, "ans"}
			}
			in, sub := progtest.Interact(t, dir, c.jailed, args, []string{subs[c.sub]})
			if in.Code != c.code || !strings.HasPrefix(in.Stderr, c.stderr) || sub.Code != 0 {
				t.Fatalf("%s: interactor exit %d, stderr %q, submission exit %d; want %d, %q, 0", c.why, in.Code, in.Stderr, sub.Code, c.code, c.stderr)
			}
			leftOver(t, dir, 2)
		})
	}
	check, err := programs.ReadFile("programs/interactcheck.cpp")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if r := progtest.Plain(t, dir, nil, progtest.CompileSource(t, "check.cpp", check), "in", "out", "ans"); r.Code != 0 {
		t.Errorf("Polygon's checker after an accepting interactor: exit %d, want 0", r.Code)
	}
	if r := progtest.Plain(t, dir, nil, progtest.CompileSource(t, "check.cpp", check)); r.Code != 3 {
		t.Errorf("the checker without its arguments: exit %d, want 3 (testlib's fail)", r.Code)
	}
}
