package problems

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/export"
	"carokit/internal/progtest"
	"carokit/problem"
	"carokit/testpkg"
)

// judgeChecker is one judge's exported checker, run as that judge runs it.
type judgeChecker struct {
	name string
	// judge runs the checker on the test's files (paths) and output,
	// and reports whether it accepted.
	judge func(t *testing.T, in, ans string, output []byte) bool
}

// checkJudgeCheckers exports the package to Polygon, DMOJ and CMS and
// runs the checker each ships as its judge runs it: Polygon's testlib
// check.cpp ("check input output answer", exit 0 or 1), DMOJ's bridged
// checker.cpp of type testlib (the same arguments, in a jail with DMOJ's
// file-system rules: a checker making a folder is killed there), CMS's
// compiled check/checker ("checker input answer output", 1.0 or 0.0 on
// standard output). On each test's answer and on outputs derived from
// it (every space a line break, a word appended, the last word dropped)
// each must say what the problem's own Check says: Havannah's
// "Case #1:" with its answer on the next line is accepted on every
// judge, as carokit accepts it. A built-in without checker.cpp (the
// token compare) ships carokit's token checker to CMS, whose white diff
// compares lines, and to DMOJ unless every answer is one token: then
// DMOJ's standard checker (dmojStandard, its algorithm) judges, and
// must agree too. A folder problem without an output validator ships
// none.
func checkJudgeCheckers(t *testing.T, p problem.Problem, pkgDir string) {
	spec := p.Spec()
	opt := export.Options{Assets: spec.Assets, MaxTestBytes: spec.MaxTestBytes, Files: spec.IO, Submissions: repoSubmissions(t, p, pkgDir)}
	if f, ok := p.(interface{ Dir() string }); ok {
		opt.Folder = f.Dir() // a folder problem: Polygon ships its submissions/
	}
	dmoj := exportTo(t, pkgDir, "dmoj", opt)
	cms := exportTo(t, pkgDir, "cms", opt)
	polygon := exportTo(t, pkgDir, "polygon", opt)
	var init struct {
		Checker *struct {
			Name string `yaml:"name"`
			Args struct {
				Files string `yaml:"files"`
				Lang  string `yaml:"lang"`
				Type  string `yaml:"type"`
			} `yaml:"args"`
		} `yaml:"checker"`
	}
	unmarshalYAML(t, filepath.Join(dmoj, "init.yml"), &init)
	_, cmsErr := os.Stat(filepath.Join(cms, "check/checker"))
	pkg, err := testpkg.Open(pkgDir, spec.MaxTestBytes)
	if err != nil {
		t.Fatal(err)
	}
	_, hasChecker := fsAsset(spec, "checker.cpp")
	if hasChecker != nil && opt.Folder != "" {
		if init.Checker != nil || cmsErr == nil {
			t.Errorf("no output validator, yet DMOJ's init.yml names checker %+v and CMS has check/checker (%v)", init.Checker, cmsErr)
		}
		return
	}
	checkers := []judgeChecker{
		testlibChecker("polygon", progtest.CompileCPP(t, filepath.Join(polygon, "files/check.cpp")), false),
	}
	if hasChecker != nil && oneTokenAnswers(t, pkg) {
		if init.Checker != nil {
			t.Errorf("every answer is one token, yet DMOJ gets checker %+v", init.Checker)
		}
		checkers = append(checkers, dmojStandardChecker())
	} else {
		// dmoj/checkers/bridged.py: files, lang, type (dmoj/contrib/testlib.py).
		if init.Checker == nil || init.Checker.Name != "bridged" || init.Checker.Args.Type != "testlib" || init.Checker.Args.Lang != "CPP17" {
			t.Fatalf("init.yml checker %+v, want bridged, type testlib, lang CPP17", init.Checker)
		}
		checkers = append(checkers, testlibChecker("dmoj", progtest.CompileCPP(t, filepath.Join(dmoj, init.Checker.Args.Files)), true))
	}
	if cmsErr != nil {
		t.Fatalf("cms: %v (italy_yaml's comparator is check/checker)", cmsErr)
	}
	checkers = append(checkers, cmsChecker(filepath.Join(cms, "check/checker")))
	for _, tc := range pkg.Manifest.Tests {
		input, err := pkg.ReadInput(tc)
		if err != nil {
			t.Fatal(err)
		}
		answer, err := pkg.ReadAnswer(tc)
		if err != nil {
			t.Fatal(err)
		}
		in, ans := filepath.Join(pkgDir, tc.Input), filepath.Join(pkgDir, tc.Answer)
		for _, out := range derivedOutputs(answer) {
			want := p.Check(input, answer, out.data) == nil
			if out.name == "answer" && !want {
				t.Fatalf("%s: the problem's Check rejects the answer itself", tc.Name)
			}
			for _, c := range checkers {
				if got := c.judge(t, in, ans, out.data); got != want {
					t.Errorf("%s, %s: %s's checker accepts=%v, carokit's Check accepts=%v", tc.Name, out.name, c.name, got, want)
				}
			}
		}
	}
}

type derived struct {
	name string
	data []byte
}

// derivedOutputs are an answer and variants a contestant might print.
func derivedOutputs(answer []byte) []derived {
	words := strings.Fields(string(answer))
	return []derived{
		{"answer", answer},
		{"a line per word", []byte(strings.Join(words, "\n") + "\n")},
		{"the words on one line", []byte(strings.Join(words, " ") + "\n")},
		{"a blank line first", append([]byte("\n"), answer...)},
		{"spaces and a tab around", []byte(" \t" + strings.TrimRight(string(answer), "\n") + "  \n\n")},
		{"a word appended", append(bytes.Clone(answer), " 1\n"...)},
		{"a word appended on a line", append(bytes.Clone(answer), "1\n"...)},
		{"the last word dropped", []byte(strings.Join(words[:len(words)-1], " ") + "\n")},
		{"the first word doubled", []byte(words[0] + words[0] + "\n")},
	}
}

// oneTokenAnswers reports whether every answer of the package holds at
// most one token.
func oneTokenAnswers(t *testing.T, pkg *testpkg.Package) bool {
	for _, tc := range append(pkg.Manifest.Tests, pkg.Manifest.Samples...) {
		answer, err := pkg.ReadAnswer(tc)
		if err != nil {
			t.Fatal(err)
		}
		if len(problem.Tokens(answer)) > 1 {
			return false
		}
	}
	return true
}

// dmojStandardChecker is DMOJ's standard checker: check_standard of
// DMOJ judge-server 3ea44ac, dmoj/checkers/_checker.c:50-71, step for
// step (leading whitespace skipped; between tokens, a line break in one
// where the other has only spaces fails; the ends must meet).
func dmojStandardChecker() judgeChecker {
	return judgeChecker{"dmoj standard", func(t *testing.T, in, ans string, output []byte) bool {
		return dmojStandard(readFile(t, ans), output)
	}}
}

func dmojStandard(judge, process []byte) bool {
	white := func(c byte) bool { return strings.IndexByte(" \t\v\f\n\r", c) >= 0 }
	skip := func(s []byte, pos *int) int {
		line, space := false, false
		for *pos < len(s) && white(s[*pos]) {
			line = line || s[*pos] == '\n' || s[*pos] == '\r'
			*pos++
			space = true
		}
		if line {
			return 2
		}
		if space {
			return 1
		}
		return 0
	}
	j, p := 0, 0
	for j < len(judge) && white(judge[j]) {
		j++
	}
	for p < len(process) && white(process[p]) {
		p++
	}
	for {
		js, ps := skip(judge, &j), skip(process, &p)
		if j == len(judge) || p == len(process) {
			return j == len(judge) && p == len(process)
		}
		if js != ps {
			return false
		}
		for j < len(judge) && !white(judge[j]) {
			if p >= len(process) || judge[j] != process[p] {
				return false
			}
			j++
			p++
		}
	}
}

// testlibChecker runs a testlib-protocol checker; jailed, under DMOJ's
// file-system rules, in a folder of its own it cannot write.
func testlibChecker(name, bin string, jailed bool) judgeChecker {
	return judgeChecker{name, func(t *testing.T, in, ans string, output []byte) bool {
		dir := t.TempDir()
		out := filepath.Join(dir, "output")
		if err := os.WriteFile(out, output, 0o644); err != nil {
			t.Fatal(err)
		}
		run := progtest.Plain
		if jailed {
			run = progtest.Jailed
		}
		r := run(t, dir, nil, bin, in, out, ans)
		if r.Code != 0 && r.Code != 1 {
			t.Fatalf("%s checker: exit %d (want 0 or 1): %s", name, r.Code, r.Stderr)
		}
		if ents, _ := os.ReadDir(dir); len(ents) != 1 {
			t.Errorf("%s checker left %d files in its folder", name, len(ents)-1)
		}
		return r.Code == 0
	}}
}

// cmsChecker runs a CMS comparator as CMS's trusted step does
// (cms/grading/steps/trusted.py checker_step: "./checker input.txt
// correct_output.txt OUTPUT" in the sandbox's folder; the outcome the
// first line of standard output, the message standard error's).
func cmsChecker(bin string) judgeChecker {
	return judgeChecker{"cms", func(t *testing.T, in, ans string, output []byte) bool {
		dir := t.TempDir()
		files := map[string][]byte{"input.txt": readFile(t, in), "correct_output.txt": readFile(t, ans), "output.txt": output}
		for name, data := range files {
			if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		r := progtest.Plain(t, dir, nil, bin, "input.txt", "correct_output.txt", "output.txt")
		outcome, _, _ := strings.Cut(r.Stdout, "\n")
		if r.Code != 0 || (outcome != "1.0" && outcome != "0.0") || strings.TrimSpace(r.Stderr) == "" {
			t.Fatalf("cms checker: exit %d, outcome %q, message %q", r.Code, outcome, r.Stderr)
		}
		if ents, _ := os.ReadDir(dir); len(ents) != len(files) {
			t.Errorf("cms checker left %d files in its folder", len(ents)-len(files))
		}
		return outcome == "1.0"
	}}
}

func fsAsset(spec *problem.Spec, name string) ([]byte, error) {
	if spec.Assets == nil {
		return nil, os.ErrNotExist
	}
	f, err := spec.Assets.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var b bytes.Buffer
	_, err = b.ReadFrom(f)
	return b.Bytes(), err
}

// repoSubmissions are the repository's submissions/NAME for the package,
// as carokit export ships them by default (Polygon needs the main one).
func repoSubmissions(t *testing.T, p problem.Problem, pkgDir string) []export.Submission {
	t.Helper()
	dir := filepath.Join("..", "submissions", p.Spec().Name)
	if _, err := os.Stat(dir); err != nil {
		return nil
	}
	pkg, err := testpkg.Open(pkgDir, p.Spec().MaxTestBytes)
	if err != nil {
		t.Fatal(err)
	}
	subs, err := export.ReadSubmissions(dir, pkg.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	return subs
}
