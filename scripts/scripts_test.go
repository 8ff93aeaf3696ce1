package scripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestScripts runs each measuring script of the README's Speed table on
// the smallest arguments it takes and checks the lines it prints: the
// figures themselves are the machine's, so only their shape is checked.
func TestScripts(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("compiles C++ programs and runs whole measurements: half a minute; nothing for the race detector")
	}
	for _, tool := range []string{"g++", "python3", "parallel"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("%s is missing in CI", tool)
			}
			t.Skipf("%s is not installed: the scripts need it", tool)
		}
	}
	bin := filepath.Join(t.TempDir(), "carokit")
	if out, err := exec.Command("go", "build", "-o", bin, "carokit/cmd/carokit").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	// The campaign's package: nine tests, not the default 44, whose 15
	// time-outs of the line scan (1.2 s of CPU each, twice) made most of
	// the script's minute. Its mutants are not the point: some survive.
	campaign := filepath.Join(t.TempDir(), "pkg")
	if out, err := exec.Command(bin, "package", "--plan", filepath.Join("testdata", "campaign-plan.txt"), "--allow-survivors", "--out", campaign).CombinedOutput(); err != nil {
		t.Fatalf("carokit package: %v\n%s", err, out)
	}
	cases := []struct {
		script string
		args   []string
		want   []string // regular expressions, each matching a line
	}{
		// Caro's largest case, carokit solve against the C++ reference.
		{"solve-vs-cpp.sh", []string{"1"}, []string{`^input: N=5000 K=300000, \d+ bytes`, `ratio`}},
		// Havannah's largest file, against the C++ union-find.
		{"havannah-vs-cpp.sh", []string{"1"}, []string{`^input: T=20 S=3000 M=10000`, `ratio`}},
		// Stress against the shell loop, in-process and external.
		{"stress-vs-shell.sh", []string{"10"}, []string{`^shell loop .*: \d+ cases/s`, `external .*: \d+ cases/s \([\d.]+× the shell loop\)`}},
		// A judge campaign, one process against shards and a merge: the
		// script itself fails unless both tables are the same. Its third
		// submission is the line scan, so TLE runs, whose details carry a
		// measured CPU time, are compared too (two tests of subtask 3).
		{"judge-campaign.sh", []string{"3", "2", campaign}, []string{`^one process: [\d.]+ s wall`, `^2 shards .*: [\d.]+ s wall`, `^tables: the same`}},
	}
	for _, c := range cases {
		t.Run(c.script, func(t *testing.T) {
			cmd := exec.Command("bash", append([]string{c.script, bin}, c.args...)...)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("bash %s: %v\n%s", c.script, err, out)
			}
			for _, w := range c.want {
				if !regexp.MustCompile(`(?m)` + w).Match(out) {
					t.Errorf("%s printed no line matching %q:\n%s", c.script, w, out)
				}
			}
		})
	}
}

// TestSameTable checks the comparison judge-campaign.sh relies on: what a
// clock measures may differ between two runs of one campaign, nothing else.
func TestSameTable(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed")
	}
	cases := []struct {
		name, base, other string
		same              bool
		why               string
	}{
		{"itself", "one.json", "one.json", true, "a table is the same as itself"},
		{"measured fields", "one.json", "measured.json", true, "times, memory, a TLE's CPU figure and the sensitive flag change from run to run"},
		{"a verdict", "one.json", "verdict.json", false, "a verdict is the campaign's answer"},
		{"the order", "one.json", "order.json", false, "the table's order is part of what one machine prints"},
		// The flake of a loaded machine: the wall-clock guard stopped a
		// run the CPU limit stops on an idle one.
		{"a TLE's detail words", "one.json", "tle-detail.json", true, "which limit stopped a TLE run depends on the machine's load"},
		{"an RE's detail words", "re.json", "re-detail.json", false, "how a program died is the program's, not the machine's"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join("testdata", "same-table")
			out, err := exec.Command("python3", "same-table.py", filepath.Join(dir, c.base), filepath.Join(dir, c.other)).CombinedOutput()
			if same := err == nil; same != c.same {
				t.Errorf("same = %v, want %v (%s):\n%s", same, c.same, c.why, out)
			}
		})
	}
}

// TestSameTableBadInput: a file that is not a table gets one line naming
// it (and where, for bad bytes), never a Python traceback; wrong usage
// exits 2.
func TestSameTableBadInput(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed")
	}
	dir := filepath.Join("testdata", "same-table")
	one := filepath.Join(dir, "one.json")
	cases := []struct {
		name string
		args []string
		code int
		want string // the whole of stderr, a regular expression
	}{
		{"missing file", []string{one, filepath.Join(dir, "none.json")}, 1, `^same-table.py: .*none.json: No such file or directory\n$`},
		{"not JSON", []string{filepath.Join(dir, "not-json.json"), one}, 1, `^same-table.py: .*not-json.json:3:3: not JSON: .*\n$`},
		{"not UTF-8", []string{one, filepath.Join(dir, "not-utf8.json")}, 1, `^same-table.py: .*not-utf8.json:1:16: not UTF-8\n$`},
		{"a folder", []string{dir, one}, 1, `^same-table.py: testdata/same-table: Is a directory\n$`},
		{"one file only", []string{one}, 2, `^usage: same-table.py A.json B.json\n$`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cmd := exec.Command("python3", append([]string{"same-table.py"}, c.args...)...)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			err := cmd.Run()
			code := 0
			if e, ok := err.(*exec.ExitError); ok {
				code = e.ExitCode()
			}
			if code != c.code || !regexp.MustCompile(c.want).MatchString(stderr.String()) {
				t.Errorf("exit %d, stderr %q; want exit %d and %s", code, stderr.String(), c.code, c.want)
			}
		})
	}
}
