package problems

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"carokit/export"
	"carokit/internal/progtest"
	"carokit/problem"
)

// checkExports exports the package in pkgDir and runs the programs each
// export ships as its judge would: the Kattis input validator with each
// group's arguments (both versions), Polygon's validator with --group and
// its testlib checker. Each accepts the package's tests and answers and
// rejects a broken one. The statement files each judge reads are there.
// (It lives beside the registry: the export package may not name
// problems.)
func checkExports(t *testing.T, p problem.Problem, pkgDir string) {
	opt := export.Options{Assets: p.Spec().Assets, MaxTestBytes: p.Spec().MaxTestBytes, Submissions: repoSubmissions(t, p, pkgDir)}
	for _, v := range []string{export.KattisLegacy, export.Kattis2023, export.Kattis2025} {
		opt.KattisVersion = v
		checkKattisPrograms(t, exportTo(t, pkgDir, "kattis", opt), v)
	}
	checkPolygonPrograms(t, exportTo(t, pkgDir, "polygon", opt), p)
	checkCMSStatement(t, exportTo(t, pkgDir, "cms", opt))
	checkJudgeCheckers(t, p, pkgDir)
}

func exportTo(t *testing.T, pkgDir, format string, opt export.Options) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), format)
	if err := export.Export(pkgDir, format, out, opt); err != nil {
		t.Fatalf("%s: %v", format, err)
	}
	return out
}

// ends is the first and the last of s (one when s has one).
func ends(s []string) []string {
	if len(s) <= 1 {
		return s
	}
	return []string{s[0], s[len(s)-1]}
}

// broken makes an input no validator may accept: a word after the case.
func broken(input []byte) []byte { return append(bytes.Clone(input), "x\n"...) }

// checkKattisPrograms runs input_validators/validator.cpp on each secret
// group with the arguments its configuration file gives, and checks the
// statement is at statement/problem.en.tex (legacy: problem_statement/),
// the one form legacy problemtools and BAPCtools read.
func checkKattisPrograms(t *testing.T, out, version string) {
	statement := "statement/problem.en.tex"
	if version == export.KattisLegacy {
		statement = "problem_statement/problem.en.tex"
	}
	if tex, err := os.ReadFile(filepath.Join(out, statement)); err != nil || !bytes.HasPrefix(tex, []byte(`\problemname{`)) {
		t.Errorf("kattis %s: %s: %v, want it to start with \\problemname", version, statement, err)
	}
	bin := progtest.CompileCPP(t, filepath.Join(out, "input_validators/validator.cpp"))
	groups, _ := filepath.Glob(filepath.Join(out, "data/secret/*/"))
	for _, g := range groups {
		if info, err := os.Stat(g); err != nil || !info.IsDir() {
			continue
		}
		// problemtools reads input_validator_flags from testdata.yaml,
		// BAPCtools input_validator_args from test_group.yaml.
		var conf struct {
			Flags string   `yaml:"input_validator_flags"`
			Args  []string `yaml:"input_validator_args"`
		}
		args := conf.Args
		if version != export.Kattis2025 {
			unmarshalYAML(t, filepath.Join(g, "testdata.yaml"), &conf)
			args = strings.Fields(conf.Flags)
		} else {
			unmarshalYAML(t, filepath.Join(g, "test_group.yaml"), &conf)
			args = conf.Args
		}
		ins, _ := filepath.Glob(filepath.Join(g, "*.in"))
		if len(ins) == 0 || len(args) == 0 {
			t.Fatalf("kattis %s: %s has %d tests and validator arguments %q", version, g, len(ins), args)
		}
		// The group's first and last test: what is checked here is that
		// the group's file gives arguments the validator takes (checkPackage
		// ran this validator on every test under every subtask already).
		for _, in := range ends(ins) {
			if ok, msg := progtest.Validate(t, bin, readFile(t, in), args...); !ok {
				t.Errorf("kattis %s: %s %v rejected: %s", version, in, args, msg)
			}
		}
		if ok, _ := progtest.Validate(t, bin, broken(readFile(t, ins[0])), args...); ok {
			t.Errorf("kattis %s: %s with a word appended accepted", version, ins[0])
		}
	}
}

// polygonXML is what the Polygon importers read beyond the tests: the
// checker and validator under <assets>, the solutions and their tags.
type polygonXML struct {
	Checker struct {
		Name   string `xml:"name,attr"`
		Type   string `xml:"type,attr"`
		Source struct {
			Path string `xml:"path,attr"`
		} `xml:"source"`
	} `xml:"assets>checker"`
	Validators []struct {
		Source struct {
			Path string `xml:"path,attr"`
		} `xml:"source"`
	} `xml:"assets>validators>validator"`
	Groups []struct {
		Name     string `xml:"name,attr"`
		Feedback string `xml:"feedback-policy,attr"`
	} `xml:"judging>testset>groups>group"`
	Tests []struct {
		Group string `xml:"group,attr"`
	} `xml:"judging>testset>tests>test"`
}

// checkPolygonPrograms runs files/validator.cpp (testlib exit codes,
// --group) on every test and the checker on every answer, as Polygon
// does, and reads statements/english/problem-properties.json.
func checkPolygonPrograms(t *testing.T, out string, p problem.Problem) {
	var doc polygonXML
	if err := xml.Unmarshal(readFile(t, filepath.Join(out, "problem.xml")), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Checker.Type != "testlib" || doc.Checker.Source.Path == "" || len(doc.Validators) != 1 {
		t.Fatalf("problem.xml assets: checker %+v, %d validators", doc.Checker, len(doc.Validators))
	}
	for _, g := range doc.Groups {
		if g.Feedback != "complete" {
			t.Errorf("group %s: feedback-policy %q", g.Name, g.Feedback)
		}
	}
	val := progtest.CompileCPP(t, filepath.Join(out, filepath.FromSlash(doc.Validators[0].Source.Path)))
	check := progtest.CompileCPP(t, filepath.Join(out, filepath.FromSlash(doc.Checker.Source.Path)))
	for i, tc := range doc.Tests {
		in := filepath.Join(out, "tests", twoDigits(i+1))
		if code := exitCode(t, val, readFile(t, in), "--testset", "tests", "--group", tc.Group); code != 0 {
			t.Errorf("polygon validator: %s in group %s exits %d, want 0", in, tc.Group, code)
		}
		if i == 0 {
			if code := exitCode(t, val, broken(readFile(t, in)), "--group", tc.Group); code == 0 {
				t.Errorf("polygon validator accepts %s with a word appended", in)
			}
		}
		if i != 0 && i != len(doc.Tests)-1 {
			continue // checkJudgeCheckers runs this checker on every answer
		}
		ans := in + ".a"
		if code := exitCode(t, check, nil, in, ans, ans); code != 0 {
			t.Errorf("polygon checker: the answer of %s against itself exits %d, want 0", in, code)
		}
		wrong := filepath.Join(t.TempDir(), "wrong")
		if err := os.WriteFile(wrong, append(readFile(t, ans), " 1\n"...), 0o644); err != nil {
			t.Fatal(err)
		}
		if code := exitCode(t, check, nil, in, wrong, ans); code != 1 {
			t.Errorf("polygon checker: an extra token after %s's answer exits %d, want 1 (WA)", in, code)
		}
	}
	var props struct {
		Name        string            `json:"name"`
		Legend      string            `json:"legend"`
		Input       string            `json:"input"`
		Output      string            `json:"output"`
		SampleTests []json.RawMessage `json:"sampleTests"`
	}
	if err := json.Unmarshal(readFile(t, filepath.Join(out, "statements/english/problem-properties.json")), &props); err != nil {
		t.Fatal(err)
	}
	if props.Name != p.Spec().Title || props.Legend == "" || props.Input == "" || props.Output == "" || len(props.SampleTests) != len(p.Spec().Samples) {
		t.Errorf("problem-properties.json: name %q, %d-byte legend, %d-byte input, %d-byte output, %d samples", props.Name, len(props.Legend), len(props.Input), len(props.Output), len(props.SampleTests))
	}
}

// checkCMSStatement: italy_yaml stops without statement/statement.pdf.
func checkCMSStatement(t *testing.T, out string) {
	pdf := readFile(t, filepath.Join(out, "statement/statement.pdf"))
	if !bytes.HasPrefix(pdf, []byte("%PDF-1.")) || !bytes.HasSuffix(pdf, []byte("%%EOF\n")) {
		t.Errorf("statement.pdf is not a PDF")
	}
}

func twoDigits(i int) string {
	s := strconv.Itoa(i)
	if len(s) < 2 {
		s = "0" + s
	}
	return s
}

// exitCode runs bin with args and input on standard input.
func exitCode(t *testing.T, bin string, input []byte, args ...string) int {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Stdin = bytes.NewReader(input)
	err := cmd.Run()
	if err == nil {
		return 0
	}
	if exit, ok := err.(*exec.ExitError); ok {
		return exit.ExitCode()
	}
	t.Fatalf("%s: %v", bin, err)
	return -1
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func unmarshalYAML(t *testing.T, path string, v any) {
	t.Helper()
	if err := yaml.Unmarshal(readFile(t, path), v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}
