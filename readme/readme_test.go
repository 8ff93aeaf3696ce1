package readme

// TestReadmeCommands runs every carokit command the README shows, so that
// the README cannot drift from the tool. The convention it reads:
//
//   - Only lines inside fenced code blocks (```) count.
//   - A line starting with "carokit " or "$ carokit " is a command; a
//     trailing "# comment" is dropped, and "A && B" is two commands run in
//     order. Lines of other programs (make, go, parallel, ...) and plan or
//     layout lines are not run.
//   - A command is run by the real binary in one temporary folder shared
//     by the whole README, in README order, with the fixtures of
//     readmeFixtures (case.in, bad.in, my.cpp, webext, setter, havannah.in,
//     submissions/caro, submissions/havannah), and
//     out/caro built first if a command names it before the README
//     builds it.
//     It must exit 0.
//   - After a "$ carokit" line, the lines up to the next "$" line or the
//     block's end are its output: "..." stands for lines left out; a line
//     starting "carokit: " is its error message, and marks an expected
//     failure: the command must exit 1 with that line last on stderr;
//     every other line must appear in its standard output. A usage error
//     is marked "# exit 2" after the command: then the exit must be 2.
//
// A judge command that fails only because a solution timed out where it
// was declared OK, or the reverse, is logged, not failed: that is the
// machine's load, not the README.
//
// It takes two minutes on an idle 2-core machine, ten under heavy load
// (the README judges the whole package several times), so -short skips
// it, and so does the race detector: the commands run a normal binary,
// and the test itself has nothing concurrent to check.

import (
	"bufio"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// readmeCommand is one command of the README and what it must do.
type readmeCommand struct {
	line   int      // in README.md
	args   []string // after "carokit"
	stderr string   // the expected "carokit: ..." line; "" when it must succeed
	code   int      // the exit code with stderr: 1, or 2 for a usage error ("# exit 2")
	stdout []string // lines that must appear in its output
}

// readmeFixtures makes, in dir, the files the README's commands name.
var readmeFixtures = []struct {
	name string
	make func(t *testing.T, dir, repo string)
}{
	// The statement's sample, for show.
	{"case.in", copyFixture("testdata/case.in")},
	// Move 12 repeats move 1's cell on line 13, as the README's message says.
	{"bad.in", copyFixture("testdata/bad.in")},
	// A setter's own solution, declared OK,OK,TLE: the line scan.
	{"my.cpp", func(t *testing.T, dir, repo string) {
		copyFile(t, filepath.Join(repo, "submissions/caro/time_limit_exceeded/line_scan.cpp"), filepath.Join(dir, "my.cpp"))
	}},
	// The decoy: a web extension's folder, whose manifest.json is
	// not carokit's; the README shows package refusing it.
	{"webext", func(t *testing.T, dir, repo string) {
		must(t, os.MkdirAll(filepath.Join(dir, "webext", "src"), 0o755))
		must(t, os.WriteFile(filepath.Join(dir, "webext", "manifest.json"), []byte(`{"manifest_version":3}`+"\n"), 0o644))
		must(t, os.WriteFile(filepath.Join(dir, "webext", "README.md"), []byte("work\n"), 0o644))
	}},
	// A setter's folder: a plan with a hand-made test and an external C++
	// generator (a copy: stress --save-to-plan edits the plan).
	{"setter", func(t *testing.T, dir, repo string) {
		src := filepath.Join(repo, "app/testdata/plan")
		must(t, filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			rel, _ := filepath.Rel(src, path)
			to := filepath.Join(dir, "setter", rel)
			must(t, os.MkdirAll(filepath.Dir(to), 0o755))
			copyFile(t, path, to)
			return nil
		}))
	}},
	// Havannah's sample, for its solve and validate.
	{"havannah.in", func(t *testing.T, dir, repo string) {
		copyFile(t, filepath.Join(repo, "problems/havannah/sample.in"), filepath.Join(dir, "havannah.in"))
	}},
	// The repository's Kattis-style submissions folder.
	{"submissions/caro", func(t *testing.T, dir, repo string) {
		must(t, os.MkdirAll(filepath.Join(dir, "submissions"), 0o755))
		must(t, os.Symlink(filepath.Join(repo, "submissions/caro"), filepath.Join(dir, "submissions/caro")))
	}},
	// Havannah's, for stress --batch on its accepted C++.
	{"submissions/havannah", func(t *testing.T, dir, repo string) {
		must(t, os.Symlink(filepath.Join(repo, "submissions/havannah"), filepath.Join(dir, "submissions/havannah")))
	}},
}

// build builds the real carokit command, without the race detector.
func build(t *testing.T) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "carokit")
	cmd := exec.Command("go", "build", "-o", out, "carokit/cmd/carokit")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build carokit: %v\n%s", err, msg)
	}
	return out
}

// must stops the test on an error of its own set-up.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// clip shortens s for a message.
func clip(s string) string {
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}

func copyFixture(src string) func(t *testing.T, dir, repo string) {
	return func(t *testing.T, dir, _ string) { copyFile(t, src, filepath.Join(dir, filepath.Base(src))) }
}

func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	b, err := os.ReadFile(src)
	must(t, err)
	must(t, os.WriteFile(dst, b, 0o644))
}

func TestReadmeCommands(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("runs every README command, minutes; nothing for the race detector")
	}
	repo, err := filepath.Abs("..")
	must(t, err)
	cmds := readmeCommands(t, filepath.Join(repo, "README.md"))
	if len(cmds) < 10 {
		t.Fatalf("found only %d carokit commands in README.md: is the convention still followed?", len(cmds))
	}
	dir, tmp := t.TempDir(), t.TempDir()
	for _, f := range readmeFixtures {
		f.make(t, dir, repo)
	}
	bin := build(t)
	for _, c := range cmds {
		names := slices.ContainsFunc(c.args, func(a string) bool { return strings.HasPrefix(a, "out/caro") })
		if _, err := os.Stat(filepath.Join(dir, "out/caro")); err != nil && names && !slices.Contains(c.args, "package") {
			runIn(t, bin, dir, tmp, readmeCommand{args: []string{"package", "--out", "out/caro"}})
		}
		if d, ok := t.Deadline(); ok && time.Until(d) < 30*time.Second {
			t.Fatalf("README.md:%d and after not run: the test timeout is near (raise -timeout)", c.line)
		}
		t.Run(strings.Join(c.args, " "), func(t *testing.T) { runIn(t, bin, dir, tmp, c) })
	}
}

// runIn runs c in dir and checks it did what the README says.
func runIn(t *testing.T, bin, dir, tmp string, c readmeCommand) {
	t.Helper()
	start := time.Now()
	cmd := exec.Command(bin, c.args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp, "XDG_CACHE_HOME="+filepath.Join(tmp, "cache"))
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = 5 * time.Second
	timer := time.AfterFunc(10*time.Minute, func() { cmd.Process.Kill() })
	err := cmd.Run()
	timer.Stop()
	code := cmd.ProcessState.ExitCode()
	where := "README.md:" + strconv.Itoa(c.line) + ": carokit " + strings.Join(c.args, " ")
	switch {
	case c.stderr == "" && err != nil && onlyTiming(stdout.String()):
		t.Logf("%s: exit %d only because of timing verdicts on this machine now (not a README error):\n%s", where, code, notAsExpected(stdout.String()))
	case c.stderr == "" && err != nil:
		t.Errorf("%s: exit %d (%v), stderr %q", where, code, err, clip(stderr.String()))
	case c.stderr != "" && (code != c.code || lastLine(stderr.String()) != c.stderr):
		t.Errorf("%s: exit %d, stderr %q; the README says exit %d and %q", where, code, clip(stderr.String()), c.code, c.stderr)
	}
	for _, want := range c.stdout {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("%s: output lacks the README's line %q; it is:\n%s", where, want, clip(stdout.String()))
		}
	}
	t.Logf("%s: exit %d in %v", where, code, time.Since(start).Round(time.Millisecond))
}

// timingMismatch is a judge expectation missed only by time: OK where a
// time-out was declared or the reverse, which a loaded machine causes.
// The second form is a submissions folder's ("accepted: 10 tests got other
// verdicts than only OK (first: TLE on 01-long-run)").
var timingMismatch = regexp.MustCompile(`^NOT AS EXPECTED: .*(: expected (OK|TLE), got (OK|TLE)\b|than only (OK|TLE) \(first: (OK|TLE) on )`)

// onlyTiming reports whether a judge table failed only on timing, which
// the README test does not hold against the README (a test must not fail
// because the machine is slow).
func onlyTiming(out string) bool {
	lines := strings.Split(notAsExpected(out), "\n")
	for _, l := range lines {
		if !timingMismatch.MatchString(l) {
			return false
		}
	}
	return lines[0] != ""
}

func notAsExpected(out string) string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "NOT AS EXPECTED:") {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// lastLine is the error message: a command may print progress before it.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// readmeCommands parses README.md by the convention above.
func readmeCommands(t *testing.T, path string) []readmeCommand {
	f, err := os.Open(path)
	must(t, err)
	defer f.Close()
	var cmds []readmeCommand
	inBlock := false
	var last *readmeCommand // the "$" command whose output lines follow
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "```") {
			inBlock, last = !inBlock, nil
			continue
		}
		if !inBlock {
			continue
		}
		prompt := strings.HasPrefix(line, "$ ")
		text := strings.TrimPrefix(line, "$ ")
		if strings.HasPrefix(text, "carokit ") {
			code := 1
			if i := strings.Index(text, " #"); i >= 0 {
				if strings.TrimSpace(text[i+2:]) == "exit 2" {
					code = 2
				}
				text = text[:i]
			}
			last = nil
			for _, part := range strings.Split(text, "&&") {
				words := strings.Fields(part)
				if len(words) == 0 || words[0] != "carokit" {
					t.Fatalf("README.md:%d: cannot run %q", n, part)
				}
				cmds = append(cmds, readmeCommand{line: n, args: words[1:], code: code})
			}
			if prompt {
				last = &cmds[len(cmds)-1]
			}
			continue
		}
		if prompt {
			last = nil // another program's prompt
			continue
		}
		if last == nil || strings.TrimSpace(line) == "..." || strings.TrimSpace(line) == "" {
			continue
		}
		if msg, ok := strings.CutPrefix(line, "carokit: "); ok {
			last.stderr = "carokit: " + msg
		} else {
			last.stdout = append(last.stdout, line)
		}
	}
	must(t, sc.Err())
	return cmds
}
