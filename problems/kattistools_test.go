package problems

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"carokit/export"
	"carokit/testpkg"
)

// kattisToolWarnings are the warnings the real tools may still give, each
// for a reason no export can remove: a built-in problem has no license
// carokit could declare, and whether CPython's accepted Caro runs within
// the limit (and so problemtools' "sensitive to time limit" and the
// tighter-limit warning) depends on the machine's load.
var kattisToolWarnings = regexp.MustCompile(`License is 'unknown'|sensitive to time limit|Fixed time limit .* is tighter`)

// TestKattisTools runs the Kattis tools themselves on each built-in's
// exports, when CAROKIT_KATTIS_TOOLS=1: problemtools' verifyproblem on
// the default (legacy) export must report no error and no warning but
// kattisToolWarnings, and BAPCtools' bt validate on the 2025-09 pass-fail
// export must exit 0 (it exits 1 on any warning). The tools run from
// their sources through two scripts, $CAROKIT_PROBLEMTOOLS (default
// /tmp/kf-pt.sh: verifyproblem's arguments) and $CAROKIT_BAPCTOOLS
// (default /tmp/kf-bt.sh: bt's arguments, run in the problem folder).
// Java submissions are left out: the machine's javac may predate the
// release problemtools asks for.
func TestKattisTools(t *testing.T) {
	if os.Getenv("CAROKIT_KATTIS_TOOLS") != "1" {
		t.Skip("set CAROKIT_KATTIS_TOOLS=1 to run problemtools and BAPCtools on the exports")
	}
	pt, bt := toolScript(t, "CAROKIT_PROBLEMTOOLS", "/tmp/kf-pt.sh"), toolScript(t, "CAROKIT_BAPCTOOLS", "/tmp/kf-bt.sh")
	for _, name := range []string{"caro", "duiyi", "havannah"} {
		t.Run(name, func(t *testing.T) {
			p, err := Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			pkg := filepath.Join(t.TempDir(), "pkg")
			m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: p, Out: pkg, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			subs, err := export.ReadSubmissions(filepath.Join("..", "submissions", name), m)
			if err != nil {
				t.Fatal(err)
			}
			opt := export.Options{Assets: p.Spec().Assets, MaxTestBytes: p.Spec().MaxTestBytes}
			for _, s := range subs {
				if filepath.Ext(s.Path) != ".java" {
					opt.Submissions = append(opt.Submissions, s)
				}
			}
			// problemtools wants the folder named as the problem ([a-z0-9]+).
			legacy := filepath.Join(t.TempDir(), name)
			if err := export.Export(pkg, "kattis", legacy, opt); err != nil {
				t.Fatal(err)
			}
			tl, err := os.ReadFile(filepath.Join(legacy, ".timelimit"))
			if err != nil {
				t.Fatal(err)
			}
			out, _ := exec.Command("sh", pt, legacy, "-p", "config", "data", "validators", "submissions", "graders", "--fixed_timelim", strings.TrimSpace(string(tl))).CombinedOutput()
			checkVerifyproblem(t, string(out))

			opt.KattisVersion, opt.Scoring = export.Kattis2025, export.ScoringPassFail
			bapc := filepath.Join(t.TempDir(), name)
			if err := export.Export(pkg, "kattis", bapc, opt); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command("sh", bt, "validate")
			cmd.Dir = bapc
			// BAPCtools keeps every problem uuid it has seen in its
			// configuration folder and warns about the same one elsewhere
			// (cli.py check_uuid): this export is that problem again.
			cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+t.TempDir())
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("bt validate: %v\n%s", err, out)
			}
		})
	}
}

// checkVerifyproblem fails on an ERROR line of verifyproblem's output and
// on a WARNING line kattisToolWarnings does not excuse.
func checkVerifyproblem(t *testing.T, out string) {
	t.Helper()
	if !strings.Contains(out, " tested: ") {
		t.Fatalf("verifyproblem did not finish:\n%s", out)
	}
	for _, line := range strings.Split(out, "\n") {
		switch {
		case strings.HasPrefix(line, "ERROR"):
			t.Errorf("verifyproblem: %s", line)
		case strings.HasPrefix(line, "WARNING") && !kattisToolWarnings.MatchString(line):
			t.Errorf("verifyproblem: %s", line)
		case strings.HasPrefix(line, "WARNING"):
			t.Logf("verifyproblem (excused): %s", line)
		}
	}
}

// toolScript is the script env names, else def; the test skips when
// neither exists.
func toolScript(t *testing.T, env, def string) string {
	path := os.Getenv(env)
	if path == "" {
		path = def
	}
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s: %v (set %s to the script running the tool from its source)", path, err, env)
	}
	return path
}
