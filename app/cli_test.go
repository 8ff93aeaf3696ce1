package app

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// carokitBinary is the real carokit command (realCarokit): these tests
// check what a user sees, exit codes included, through main.
func carokitBinary(t *testing.T) string { return realCarokit(t) }

// cliCase is one command line through the real binary and what must come
// out of it.
type cliCase struct {
	name   string
	args   []string
	env    []string // added to the environment, e.g. COLUMNS=80
	code   int
	stdout string // a part of stdout ("" for anything)
	stderr string // a part of stderr
}

// runCLI runs each case through the binary in dir and checks exit code,
// stdout and stderr.
func runCLI(t *testing.T, dir string, cases []cliCase) {
	t.Helper()
	bin := carokitBinary(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cmd := exec.Command(bin, c.args...)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), c.env...)
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			err := cmd.Run()
			code := 0
			if ee, ok := err.(*exec.ExitError); ok {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != c.code || !strings.Contains(out.String(), c.stdout) || !strings.Contains(errOut.String(), c.stderr) {
				t.Errorf("carokit %s: exit %d, stdout %q, stderr %q; want exit %d, stdout with %q, stderr with %q",
					strings.Join(c.args, " "), code, clipText(out.String()), errOut.String(), c.code, c.stdout, c.stderr)
			}
		})
	}
}

func clipText(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}

// TestCLIUsage: command lines that must be refused (exit 2) with a
// message saying what was wrong and what is wanted, or helped.
func TestCLIUsage(t *testing.T) {
	dir := t.TempDir()
	runCLI(t, dir, []cliCase{
		// urfave/cli printed "unknown command" and exited 0.
		{"unknown command suggested", []string{"judeg"}, nil, 2, "", `unknown command "judeg": did you mean judge?`},
		// Nothing close: no wild guess, just where to look.
		{"unknown command far from any", []string{"frobnicate"}, nil, 2, "", "carokit --help lists them"},
		// A typo in a command's flag names the flag meant.
		{"misspelled command flag", []string{"judge", "--pakage", "x"}, nil, 2, "", "unknown flag --pakage: did you mean --package?"},
		// A global flag after the command: say where it goes.
		{"global flag after the command", []string{"judge", "--problem", "duiyi"}, nil, 2, "", "--problem is a global flag: give it before the command"},
		// --help is a flag of every command too.
		{"misspelled --help", []string{"judge", "--hepl"}, nil, 2, "", "did you mean --help?"},
		// The global flags get the same help.
		{"misspelled global flag", []string{"--problm", "duiyi", "solutions"}, nil, 2, "", "did you mean --problem?"},
		// "12XB" was read as 12 bytes.
		{"size with unknown unit", []string{"judge", "--memory-limit", "12XB"}, nil, 2, "", "--memory-limit 12XB: want a size such as 256MiB or 1GB"},
		// A bare number would be bytes: 256 meant as MiB makes every run MLE.
		{"size without unit", []string{"judge", "--memory-limit", "256"}, nil, 2, "", "want a size such as 256MiB"},
		// A negative limit was silently ignored.
		{"negative duration", []string{"judge", "--time-limit", "-1s"}, nil, 2, "", "--time-limit -1s: want a duration more than 0"},
		// urfave said only "parse error".
		{"duration without unit", []string{"judge", "--time-limit", "1"}, nil, 2, "", "want a duration such as 1s or 500ms"},
		// Every duration flag of every command is strict.
		{"bench duration", []string{"bench", "--time-limit", "0s"}, nil, 2, "", "--time-limit 0s"},
		{"stress --time", []string{"stress", "--target", "fast", "--time", "60"}, nil, 2, "", "--time 60: want a duration"},
		{"stress --shrink-time", []string{"stress", "--target", "fast", "--shrink-time", "ten"}, nil, 2, "", "--shrink-time ten"},
		{"stress --time-limit", []string{"stress", "--target", "fast", "--time-limit", "-5ms"}, nil, 2, "", "--time-limit -5ms"},
		// Bounds beyond the problem's own limits were run anyway.
		{"stress --max-n over the limit", []string{"stress", "--target", "fast", "--max-n", "99999999"}, nil, 2, "", "from 1 to 5000"},
		{"stress --bound over the limit", []string{"stress", "--target", "fast", "--bound", "K=300001"}, nil, 2, "", "from 1 to 300000"},
		// A folder given as an input was judged RE with exit 0.
		{"bench --input a folder", []string{"bench", "--solution", "fast", "--input", dir}, nil, 2, "", "a folder; want an input file"},
	})
}

// TestCLIHelp: help and listings, exit 0, within their width.
func TestCLIHelp(t *testing.T) {
	runCLI(t, t.TempDir(), []cliCase{
		// Was a usage error: the generator took --help for a parameter.
		{"gen --kind line --help", []string{"gen", "--kind", "line", "--help"}, nil, 0, "--dir", ""},
		// urfave printed "(default: 0s)" after "(default: the package's)".
		{"no default printed twice", []string{"judge", "--help"}, nil, 0, "(default: the package's)\n", ""},
		// Booleans carried a useless "(default: false)".
		{"no default false", []string{"judge", "--help"}, nil, 0, "verdict, time and work\n", ""},
		// The list was 263 columns wide; out of a terminal it keeps to 80.
		{"gen --list narrow", []string{"gen", "--list"}, nil, 0, "line\n  what it makes", ""},
	})
	// No line may pass the width: 80 out of a terminal, else $COLUMNS.
	for _, width := range []int{80, 60} {
		cmd := exec.Command(carokitBinary(t), "gen", "--list")
		cmd.Env = append(os.Environ(), "COLUMNS=")
		if width != 80 {
			cmd.Env = append(cmd.Env, fmt.Sprintf("COLUMNS=%d", width))
		}
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(out), "\n") {
			if n := len([]rune(line)); n > width {
				t.Errorf("width %d: gen --list line of %d columns: %q", width, n, line)
			}
		}
	}
}

// TestCLIWithPackage: --expect NAME=V,V,V is one value with a verdict
// per subtask (it was split at the commas and always refused), and a
// wrong count is a usage error found before anything runs; export takes
// the submissions folders judge takes.
func TestCLIWithPackage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two packages and judges one solution twice")
	}
	dir := t.TempDir()
	// A Kattis folder without submissions.yaml: the folders declare all.
	src, err := os.ReadFile("../submissions/caro/wrong_answer/endpoint.cpp")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"subs/wrong_answer/endpoint.cpp", "subs/accepted/fast.cpp"} {
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	runCLI(t, dir, []cliCase{
		{"build caro", []string{"package", "--out", "caro"}, nil, 0, "certified", ""},
		{"build duiyi", []string{"--problem", "duiyi", "package", "--out", "duiyi"}, nil, 0, "certified", ""},
		// The README's syntax, met: exit 0.
		{"three verdicts met", []string{"judge", "--package", "caro", "--solution", "endpoint", "--expect", "endpoint=WA,WA,WA"}, nil, 0, "endpoint", ""},
		// The same syntax, not met in subtask 3: the verdicts were read
		// one per subtask, so exit 1.
		{"three verdicts not met", []string{"judge", "--package", "caro", "--solution", "endpoint", "--expect", "endpoint=WA,WA,OK"}, nil, 1, "endpoint", "did not behave as declared"},
		// One verdict for three subtasks: refused before the solution is
		// even looked for (border.cpp does not exist), exit 2.
		{"count checked first", []string{"judge", "--package", "caro", "--solution", "border.cpp", "--expect", "border.cpp=WA"}, nil, 2, "", "--expect border.cpp: 1 verdict(s) for the package's 3 subtask(s)"},
		// The count is the package's, not the problem's default table.
		// export refused this folder: "submissions.yaml declares nothing
		// for wrong_answer/endpoint.cpp"; judge accepts it.
		{"export submissions without yaml", []string{"export", "--package", "caro", "--format", "kattis", "--submissions", "subs", "--out", "k"}, nil, 0, "exported kattis", ""},
		// duiyi's three samples were never run; they are a group of
		// their own now, worth no points.
		{"duiyi samples judged", []string{"--problem", "duiyi", "judge", "--package", "duiyi", "--solution", "fast"}, nil, 0, "│ samples (3) │ subtask 1 (14) │", ""},
		{"duiyi samples passed", []string{"--problem", "duiyi", "judge", "--package", "duiyi", "--solution", "fast"}, nil, 0, "OK 3/3      │ OK 14/14       │ 100", ""},
		{"duiyi has one subtask", []string{"--problem", "duiyi", "judge", "--package", "duiyi", "--solution", "border.cpp", "--expect", "border.cpp=WA,WA"}, nil, 2, "", "2 verdict(s) for the package's 1 subtask(s)"},
	})
}

// TestCLICompletion: each shell's script is produced, the bash one is
// valid bash, and the binary answers the completion requests the scripts
// make.
func TestCLICompletion(t *testing.T) {
	runCLI(t, t.TempDir(), []cliCase{
		{"bash", []string{"completion", "bash"}, nil, 0, "complete -o bashdefault -o default -F _carokit_complete carokit", ""},
		{"zsh", []string{"completion", "zsh"}, nil, 0, "#compdef carokit", ""},
		{"fish", []string{"completion", "fish"}, nil, 0, "complete -c carokit", ""},
		{"unknown shell", []string{"completion", "tcsh"}, nil, 2, "", `completion "tcsh": want bash, zsh or fish`},
		// What the scripts ask: the commands, then a command's flags.
		{"complete commands", []string{"--generate-bash-completion"}, nil, 0, "judge\n", ""},
		{"complete flags", []string{"judge", "--pa", "--generate-bash-completion"}, nil, 0, "--package", ""},
	})
	script, err := exec.Command(carokitBinary(t), "completion", "bash").Output()
	if err != nil {
		t.Fatal(err)
	}
	check := exec.Command("bash", "-n")
	check.Stdin = bytes.NewReader(script)
	if out, err := check.CombinedOutput(); err != nil {
		t.Errorf("bash -n rejects the bash completion: %v\n%s", err, out)
	}
}

// TestCLIStressTime: --time holds for the cases in flight, and a run
// whose oracle is too slow for its sizes says so. --cases 4 makes case 1
// a quarter of subtask 3's sizes at once, where the brute force needs
// minutes: before the fix the run waited for it (a 2 s budget took 14 s
// on subtask 2, minutes here). The bound of 15 s is generous for a loaded
// machine and still far from the minutes the old run took.
func TestCLIStressTime(t *testing.T) {
	bin := carokitBinary(t)
	cases := []struct {
		name    string
		args    []string
		warn    bool // stderr has the slow-oracle warning
		maxWall time.Duration
	}{
		// The brute force on a quarter of subtask 3: warned, and cut.
		{"slow oracle cut at --time", []string{"stress", "--target", "fast", "--subtask", "3", "--cases", "4", "--time", "2s", "--seed", "1", "--jobs", "2"}, true, 15 * time.Second},
		// Subtask 1's sizes are the brute force's own: no warning.
		{"fast oracle not warned", []string{"stress", "--target", "fast", "--cases", "200", "--seed", "1"}, false, time.Minute},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cmd := exec.Command(bin, c.args...)
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			start := time.Now()
			if err := cmd.Run(); err != nil {
				t.Fatalf("carokit %s: %v\n%s", strings.Join(c.args, " "), err, errOut.String())
			}
			if d := time.Since(start); d > c.maxWall {
				t.Errorf("took %v, want at most %v", d, c.maxWall)
			}
			if got := strings.Contains(errOut.String(), "warning: the oracle brute needs"); got != c.warn {
				t.Errorf("warning shown: %v, want %v; stderr:\n%s", got, c.warn, errOut.String())
			}
		})
	}
}
