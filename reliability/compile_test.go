package reliability

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/problem"
)

// compileAttacks are submissions that attack at compile time (fixtures in
// testdata/compile): each must be CE with the reason, never OK, and no
// secret may reach any output. "@PACKAGE@" in a fixture is the package's
// folder.
var compileAttacks = []struct {
	src, does string
	mention   string   // in the compile error
	args      []string // extra judge flags
	why       string
}{
	{"incbin_package.c", "embeds the package's manifest with .incbin", "file not found", nil,
		"the compiler sees the system folders and the submission's copy, not the package"},
	{"incbin_shadow.c", "embeds /etc/shadow with .incbin", "file not found", nil,
		"/etc/shadow is not among the /etc files the sandbox shows"},
	{"include_zero.c", `#include "/dev/zero"`, "compiler used more than 256.0 MiB of memory", []string{"--compile-memory", "256MiB"},
		"cc1 reads without end: the memory limit stops it (a small --compile-memory keeps the test quick)"},
	{"include_zero.c", `#include "/dev/zero", --sandbox off`, "compiler used more than 256.0 MiB of memory", []string{"--compile-memory", "256MiB", "--sandbox", "off"},
		"without the sandbox the rlimits still hold (RLIMIT_DATA)"},
	{"big_static.c", "a 16 GiB initialised array", "compiler output file over 256.0 MiB", nil,
		"the assembler's file stops at RLIMIT_FSIZE instead of filling the disk"},
	{"big_static.c", "a 16 GiB initialised array, --sandbox off", "compiler output file over 256.0 MiB", []string{"--sandbox", "off"},
		"RLIMIT_FSIZE holds without the sandbox too"},
	{"neighbour.c", "includes a file beside it that is not part of it", "neighbour_secret.h", nil,
		"a file submission is compiled from a copy of itself alone"},
	{"include_package.rs", "include_str! of the package's manifest", "couldn't read", nil, "as incbin_package.c, for rustc"},
	{"include_pwd.rs", "include_str! of $PWD/out/caro/manifest.json", "PWD", nil,
		"the compiler's environment is the sandbox's own: no PWD, and the working folder is not shown"},
	{"include_shadow.rs", "include_str! of /etc/shadow", "couldn't read", nil, "as incbin_shadow.c"},
	{"include_zero.rs", `include_bytes!("/dev/zero")`, "compiler used more than 512.0 MiB of memory", []string{"--compile-memory", "512MiB"},
		"rustc reads without end"},
	{"big_static.rs", "a 1 GiB initialised static", "compiler used more than 512.0 MiB of memory", []string{"--compile-memory", "512MiB"},
		"constant evaluation holds the gigabyte"},
}

// neighbourSecret is what testdata/compile/neighbour.c's neighbour holds.
const neighbourSecret = "NEIGHBOUR-SECRET-7f3a91"

// TestCompileAttacks judges every compile-time attack through the real
// binary, in JSON and as a table.
func TestCompileAttacks(t *testing.T) {
	pkg := writePackage(t)
	binary(t)
	secrets := compileSecrets(t, pkg)
	// include_pwd.rs looks for the package under $PWD/out/caro, where
	// carokit's own command line would find it.
	cwd := t.TempDir()
	if err := os.MkdirAll(filepath.Join(cwd, "out"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(pkg, filepath.Join(cwd, "out", "caro")); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PWD", cwd)
	for _, a := range compileAttacks {
		t.Run(a.does, func(t *testing.T) {
			if strings.HasSuffix(a.src, ".rs") {
				if _, err := exec.LookPath("rustc"); err != nil {
					t.Skipf("rustc is not installed: %v", err)
				}
			}
			src := placeAttack(t, a.src, pkg)
			for _, format := range []string{"json", "table"} {
				tmp := t.TempDir()
				o := run(t, tmp, 5*time.Minute, append([]string{"judge", "--package", pkg, "--solution", src,
					"--time-limit", "1s", "--format", format}, a.args...)...)
				checkEmpty(t, tmp)
				checkNoSecret(t, o, secrets)
				if format == "json" {
					checkCompileJSON(t, o, a.mention, a.why)
				} else if !strings.Contains(o.stdout, "compile error") || !strings.Contains(o.stdout, a.mention) {
					t.Errorf("table: no compile error mentioning %q (%s); stdout %q", a.mention, a.why, clip(o.stdout))
				}
			}
		})
	}
}

// TestCompileAttackInStress: stress compiles its target the same way: the
// package-embedding C program does not compile there either.
func TestCompileAttackInStress(t *testing.T) {
	pkg := writePackage(t)
	binary(t)
	src := placeAttack(t, "incbin_package.c", pkg)
	tmp := t.TempDir()
	o := run(t, tmp, 5*time.Minute, "stress", "--target", src, "--cases", "5", "--seed", "1")
	checkEmpty(t, tmp)
	checkNoSecret(t, o, compileSecrets(t, pkg))
	if o.code != 1 || !strings.Contains(o.stderr, "compile "+src) {
		t.Errorf("stress: %s; want exit 1 and the compile error", o)
	}
}

// TestSymlinkSourceOutside: a submission that is a symbolic link to
// /etc/shadow is refused by name, as --solution and in a submissions
// folder, and its target's lines are shown nowhere.
func TestSymlinkSourceOutside(t *testing.T) {
	pkg := writePackage(t)
	binary(t)
	secrets := compileSecrets(t, pkg)
	subs := t.TempDir()
	acc := filepath.Join(subs, "accepted")
	if err := os.MkdirAll(acc, 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(acc, "shadow.cpp")
	if err := os.Symlink("/etc/shadow", link); err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	o := run(t, tmp, time.Minute, "judge", "--package", pkg, "--solution", link, "--format", "json")
	checkNoSecret(t, o, secrets)
	if o.code != 1 || !strings.Contains(o.stderr, "outside") {
		t.Errorf("judge --solution LINK: %s; want exit 1 and the link refused", o)
	}
	o = run(t, tmp, time.Minute, "judge", "--package", pkg, "--submissions", subs)
	checkNoSecret(t, o, secrets)
	if !strings.Contains(o.stdout+o.stderr, "NOT JUDGED: accepted/shadow.cpp") || !strings.Contains(o.stdout+o.stderr, "outside") {
		t.Errorf("judge --submissions: %s; stdout %q; want shadow.cpp not judged, the link refused", o, clip(o.stdout))
	}
	checkEmpty(t, tmp)
}

// compileSecrets are strings no output may hold: the first line of
// /etc/shadow (when carokit's user can read it), a hash only the
// package's manifest holds, and the neighbour's secret.
func compileSecrets(t *testing.T, pkg string) []string {
	t.Helper()
	out := []string{neighbourSecret}
	if b, err := os.ReadFile("/etc/shadow"); err == nil {
		if first, _, _ := strings.Cut(string(b), "\n"); len(first) > 8 {
			out = append(out, first)
		}
	}
	b, err := os.ReadFile(filepath.Join(pkg, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Tests []struct {
			InputSHA256 string `json:"input_sha256"`
		} `json:"tests"`
	}
	if err := json.Unmarshal(b, &m); err != nil || len(m.Tests) == 0 || m.Tests[0].InputSHA256 == "" {
		t.Fatalf("manifest: %v; want tests with their input_sha256", err)
	}
	return append(out, m.Tests[0].InputSHA256)
}

// placeAttack writes the fixture src into a folder of its own, with the
// package's folder filled in, and neighbour.c's neighbour beside it.
func placeAttack(t *testing.T, src, pkg string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "compile", src))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, src)
	if err := os.WriteFile(path, []byte(strings.ReplaceAll(string(b), "@PACKAGE@", pkg)), 0o644); err != nil {
		t.Fatal(err)
	}
	h := "#define SECRET \"" + neighbourSecret + "\"\n"
	if err := os.WriteFile(filepath.Join(dir, "neighbour_secret.h"), []byte(h), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func checkNoSecret(t *testing.T, o outcome, secrets []string) {
	t.Helper()
	for _, s := range secrets {
		if strings.Contains(o.stdout, s) || strings.Contains(o.stderr, s) {
			t.Errorf("the output holds the secret %q: stdout %q, stderr %q", clip(s), clip(o.stdout), clip(o.stderr))
		}
	}
}

// checkCompileJSON checks that judge --format json reports CE, mentioning
// mention, on every subtask and no test judged OK.
func checkCompileJSON(t *testing.T, o outcome, mention, why string) {
	t.Helper()
	var rep []struct {
		CompileError string `json:"compile_error"`
		Subtasks     []struct {
			Verdict problem.Verdict `json:"verdict"`
		} `json:"subtasks"`
		Tests []struct {
			Verdict problem.Verdict `json:"verdict"`
		} `json:"tests"`
	}
	if err := json.Unmarshal([]byte(o.stdout), &rep); err != nil || len(rep) != 1 {
		t.Fatalf("judge printed %q (%v; %s), want one solution", clip(o.stdout), err, o)
	}
	if !strings.Contains(rep[0].CompileError, mention) {
		t.Errorf("compile error %q does not mention %q (%s)", rep[0].CompileError, mention, why)
	}
	for _, s := range rep[0].Subtasks {
		if s.Verdict != problem.CE {
			t.Errorf("subtask verdict %s, want CE (%s)", s.Verdict, why)
		}
	}
	for _, r := range rep[0].Tests {
		if r.Verdict == problem.OK {
			t.Errorf("a test judged OK: the attack worked (%s)", why)
		}
	}
}
