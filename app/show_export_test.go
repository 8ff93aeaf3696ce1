package app

import (
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestShow(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := run(t, "", "show", "testdata/sample.in")
	if code != 0 || !strings.Contains(out, "O wins at move 10") {
		t.Fatalf("show --text: exit %d\n%s%s", code, out, errOut)
	}
	svg := filepath.Join(dir, "b.svg")
	if code, _, errOut := run(t, "", "show", "--at", "9", "--svg", svg, "testdata/sample.in"); code != 0 {
		t.Fatalf("show --svg: %s", errOut)
	}
	f, err := os.Open(svg)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := xml.NewDecoder(f)
	for {
		if _, err := d.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("the SVG is not XML: %v", err)
		}
	}
	png := filepath.Join(dir, "b.png")
	if code, _, _ := run(t, "", "show", "--png", png, "testdata/sample.in"); code != 0 {
		t.Fatal("show --png failed")
	}
	if b, _ := os.ReadFile(png); len(b) < 8 || string(b[1:4]) != "PNG" {
		t.Error("not a PNG file")
	}
	cases := []struct {
		args []string
		code int
		why  string
	}{
		{[]string{"show", "--at", "13", "testdata/sample.in"}, 1, "a move past K is refused"},
		{[]string{"show", "--svg", "a", "--png", "b", "testdata/sample.in"}, 2, "one picture at a time"},
		{[]string{"show"}, 2, "a file is needed"},
	}
	for _, c := range cases {
		if code, _, errOut := run(t, "", c.args...); code != c.code {
			t.Errorf("%v: exit %d (%s), want %d: %s", c.args, code, errOut, c.code, c.why)
		}
	}
}

func TestExportFromCLI(t *testing.T) {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "duiyi")
	if code, _, errOut := run(t, "", "--problem", "duiyi", "package", "--out", pkg, "--export", "themis"); code != 0 {
		t.Fatalf("package --export: %s", errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "duiyi-themis")); err != nil {
		t.Fatalf("package --export themis wrote nothing beside the package: %v", err)
	}
	out := filepath.Join(dir, "exports")
	// Polygon needs a main solution: the repository's accepted one (the
	// default submissions/duiyi is relative to the repository's root).
	subs := filepath.Join("..", "submissions", "duiyi")
	code, stdout, errOut := run(t, "", "--problem", "duiyi", "export", "--package", pkg, "--format", "kattis", "--format", "polygon", "--submissions", subs, "--out", out)
	if code != 0 || !strings.Contains(stdout, "exported polygon") {
		t.Fatalf("export: exit %d %s %s", code, stdout, errOut)
	}
	for _, f := range []string{"kattis/problem.yaml", "polygon/problem.xml"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
	// The problem's assets reach the export: Kattis's statement and
	// validator, legacy (what problemtools verifies fully) unless asked,
	// the statement in LaTeX.
	for _, f := range []string{"kattis/problem_statement/problem.en.tex", "kattis/input_validators/validator.cpp", "kattis/data/testdata.yaml", "kattis/.timelimit"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
	code, _, errOut = run(t, "", "--problem", "duiyi", "export", "--package", pkg, "--format", "kattis", "--kattis-version", "2025-09", "--scoring", "pass-fail", "--out", out+"-bapc")
	if yml, _ := os.ReadFile(filepath.Join(out+"-bapc", "problem.yaml")); code != 0 || !strings.Contains(string(yml), "type: pass-fail") || !strings.Contains(string(yml), "2025-09") {
		t.Errorf("BAPCtools' variant: exit %d %s, problem.yaml:\n%s", code, errOut, yml)
	}
	// The license problemtools warns without: said when missing, written
	// when given.
	if !strings.Contains(errOut, "License is 'unknown'") {
		t.Errorf("export without --license said %q, want problemtools' license warning", errOut)
	}
	code, _, errOut = run(t, "", "--problem", "duiyi", "export", "--package", pkg, "--format", "kattis", "--license", "cc by-sa", "--rights-owner", "carokit authors", "--out", out+"-licensed")
	if yml, _ := os.ReadFile(filepath.Join(out+"-licensed", "problem.yaml")); code != 0 || !strings.Contains(string(yml), "license: cc by-sa\nrights_owner: carokit authors") || strings.Contains(errOut, "License is") {
		t.Errorf("export --license: exit %d %s, problem.yaml:\n%s", code, errOut, yml)
	}
	usage := []struct {
		args []string
		why  string
	}{
		{[]string{"--format", "icpc-legacy"}, "unknown format"},
		{[]string{"--format", "kattis", "--kattis-version", "2024-01"}, "unknown Kattis version"},
		{[]string{"--format", "cms", "--scoring", "pass-fail"}, "pass-fail is for kattis only"},
		{[]string{"--format", "kattis", "--license", "mit", "--rights-owner", "x"}, "a license the Kattis format does not name"},
		{[]string{"--format", "kattis", "--license", "cc by"}, "problemtools wants a rights owner beside a license"},
		{[]string{"--format", "kattis", "--license", "public domain", "--rights-owner", "x"}, "problemtools refuses an owner of a public domain problem"},
		{[]string{"--format", "cms", "--license", "cc0", "--rights-owner", "x"}, "only the kattis format carries a license"},
	}
	for _, u := range usage {
		args := append([]string{"--problem", "duiyi", "export", "--package", pkg, "--out", out + "2"}, u.args...)
		if code, _, errOut := run(t, "", args...); code != 2 {
			t.Errorf("%s: exit %d, want 2: %s", u.why, code, errOut)
		}
	}
}
