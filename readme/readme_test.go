package readme

import (
	"context"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"carokit/internal/loadtiming"
	"carokit/problems"
)

// budget bounds the whole run; see doc.go.
var budget = flag.Duration("readme.budget", 15*time.Minute, "stop running documented commands after this long")

// deadlineMargin is left before go test's -timeout: time to report.
const deadlineMargin = 90 * time.Second

// runState is what the pages' commands share: the binary, the temporary
// folder and test cache, and when to stop.
type runState struct {
	bin, tmp, repo string
	stop           time.Time // no command starts after it
	skipped        []string  // the commands the budget left out
}

func TestDocCommands(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("runs every documented command, minutes; nothing for the race detector")
	}
	repo, err := filepath.Abs("..")
	must(t, err)
	pages, err := docPages(repo)
	must(t, err)
	st := &runState{repo: repo, tmp: t.TempDir(), stop: time.Now().Add(*budget)}
	if d, ok := t.Deadline(); ok && d.Add(-deadlineMargin).Before(st.stop) {
		st.stop = d.Add(-deadlineMargin)
	}
	total := 0
	var parsed [][]docCommand
	for _, p := range pages {
		cmds, err := parsePage(repo, p)
		must(t, err)
		parsed = append(parsed, cmds)
		total += len(cmds)
	}
	if total < 40 || len(parsed[0]) < 5 {
		t.Fatalf("found %d carokit commands in %d pages, %d in README.md: is the convention of readme/doc.go still followed?", total, len(pages), len(parsed[0]))
	}
	st.bin = build(t)
	for i, p := range pages {
		if len(parsed[i]) == 0 {
			continue
		}
		t.Run(p, func(t *testing.T) { st.runPage(t, parsed[i]) })
	}
	if len(st.skipped) > 0 {
		t.Logf("the budget (-readme.budget %v, or -timeout less %v) was spent: %d of %d commands not run, first %s",
			*budget, deadlineMargin, len(st.skipped), total, st.skipped[0])
	}
}

// runPage runs one page's commands in a folder of its own.
func (st *runState) runPage(t *testing.T, cmds []docCommand) {
	dir := t.TempDir()
	for _, f := range fixtures {
		f.make(t, dir, st.repo)
	}
	for _, c := range cmds {
		if time.Now().After(st.stop) {
			st.skipped = append(st.skipped, c.where())
			t.Run(strings.Join(c.args, " "), func(t *testing.T) { t.Skipf("%s: not run, the budget is spent", c.where()) })
			continue
		}
		if pkg := unbuiltPackage(dir, c.args); pkg != "" {
			st.run(t, dir, docCommand{page: c.page, line: c.line, args: []string{"--problem", pkg, "package", "--out", "out/" + pkg}})
		}
		t.Run(strings.Join(c.args, " "), func(t *testing.T) { st.run(t, dir, c) })
	}
}

// outName finds a package folder a command names: out/NAME for a problem.
var outName = regexp.MustCompile(`^out/([a-z0-9]+)(/|$)`)

// unbuiltPackage is the problem whose default package c names in dir
// before the page has built it, or "".
func unbuiltPackage(dir string, args []string) string {
	if slices.Contains(args, "package") {
		return ""
	}
	for _, a := range args {
		m := outName.FindStringSubmatch(a)
		if m == nil || !slices.Contains(problems.Names(), m[1]) {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, "out", m[1])); errors.Is(err, os.ErrNotExist) {
			return m[1]
		}
	}
	return ""
}

// run runs c in dir and checks it did what its page says.
func (st *runState) run(t *testing.T, dir string, c docCommand) {
	t.Helper()
	start := time.Now()
	// A command may run until half the margin after the budget: the
	// judge of a whole package takes minutes on a loaded machine, and no
	// per-command cap can tell that from a hang.
	limit := time.Until(st.stop.Add(deadlineMargin / 2))
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, st.bin, c.args...)
	cmd.Dir = dir
	// COLUMNS=140: the pages show tables of up to about 120 columns, and a
	// loaded machine's "*" on a result near the limit widens them; past
	// the budget a table folds into blocks and no page line matches.
	cmd.Env = append(os.Environ(), "TMPDIR="+st.tmp, "XDG_CACHE_HOME="+filepath.Join(st.tmp, "cache"), "COLUMNS=140")
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	code := cmd.ProcessState.ExitCode()
	if ctx.Err() != nil {
		t.Skipf("%s: stopped after %v: the budget is spent (a slow machine, or a command that hangs; not a page's error)", c.where(), time.Since(start).Round(time.Second))
	}
	if c.stdout != "" && err == nil {
		must(t, os.WriteFile(filepath.Join(dir, c.stdout), []byte(stdout.String()), 0o644))
	}
	timing := code == 1 && c.code == 0 && loadtiming.OnlyTiming(stdout.String())
	switch {
	case timing:
		t.Logf("%s: exit 1 only because of timing verdicts on this machine now (not the page's error):\n%s", c.where(), loadtiming.NotAsExpected(stdout.String()))
	case code != c.code:
		t.Errorf("%s: exit %d (%v), the page says %d; stderr %q", c.where(), code, err, c.code, clip(stderr.String()))
	case c.stderr != "" && lastLine(stderr.String()) != c.stderr:
		t.Errorf("%s: last line of stderr %q; the page says %q", c.where(), lastLine(stderr.String()), c.stderr)
	}
	all := stdout.String() + "\n" + stderr.String()
	for _, want := range c.output {
		switch {
		case hasLine(all, want):
		case timing:
			t.Logf("%s: output lacks %q, with timing verdicts only", c.where(), want)
		default:
			t.Errorf("%s: output lacks the page's line %q; it is:\n%s", c.where(), want, clip(all))
		}
	}
	t.Logf("%s: exit %d in %v", c.where(), code, time.Since(start).Round(time.Millisecond))
}

// clip shortens s for a message.
func clip(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "…"
	}
	return s
}

// lastLine is the error message: a command may print progress before it.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// TestBudgetStopsCommand: a command still running when the budget runs
// out is stopped and its test skipped, saying so, not failed: a slow
// machine is not the page's error.
func TestBudgetStopsCommand(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("builds and runs the real binary")
	}
	repo, err := filepath.Abs("..")
	must(t, err)
	st := &runState{repo: repo, tmp: t.TempDir(), bin: build(t)}
	// One second left before the command's deadline (stop + half the margin).
	st.stop = time.Now().Add(time.Second - deadlineMargin/2)
	c := docCommand{page: "test", line: 1, args: []string{"stress", "--target", "fast", "--time", "1m", "--seed", "1"}}
	start, skipped := time.Now(), false
	passed := t.Run("stopped", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		st.run(t, t.TempDir(), c)
	})
	if !passed || !skipped {
		t.Errorf("a command the budget stopped: passed %v, skipped %v; want a skip", passed, skipped)
	}
	if d := time.Since(start); d > loadtiming.Scale(30*time.Second) {
		t.Errorf("the command ran %v, past its 1 s budget", d)
	}
}
