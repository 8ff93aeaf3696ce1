package reliability

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
)

// Names of submissions carokit must show escaped: made at test time (git
// holds a newline in a file name badly).
const (
	escName     = "evil\x1b[2J.c"
	newlineName = "evil\nno failure in 200 cases.c"
)

// escapeSubmissions puts into a new folder: the compile error with raw
// ESC bytes (testdata/escape/osc52.c), and the correct fixture under the
// two hostile names. It returns the folder and the three paths.
func escapeSubmissions(t *testing.T) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	copyFile := func(src, name string) string {
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(dir, name)
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return dst
	}
	copyFile(filepath.Join("testdata", "hostile", "caro.h"), "caro.h")
	return dir, []string{
		copyFile(filepath.Join("testdata", "escape", "osc52.c"), "osc52.c"),
		copyFile(filepath.Join("testdata", "hostile", "correct.c"), escName),
		copyFile(filepath.Join("testdata", "hostile", "correct.c"), newlineName),
	}
}

func solutionArgs(paths []string) []string {
	var args []string
	for _, p := range paths {
		args = append(args, "--solution", p)
	}
	return args
}

// rawControl says what raw terminal control s holds, "" for none: ESC,
// BEL or a C1 CSI (the bytes of the attacks).
func rawControl(s string) string {
	for _, c := range []string{"\x1b", "\a", "\u009b"} {
		if strings.Contains(s, c) {
			return c
		}
	}
	return ""
}

// TestEscapeJudge: a compile error with an OSC 52 clipboard write and a
// clear-screen, a file name with ESC and one with a newline: the table,
// Markdown and CSV show them escaped, each row whole; JSON keeps them
// exact.
func TestEscapeJudge(t *testing.T) {
	pkg := writePackage(t)
	_, subs := escapeSubmissions(t)
	base := append([]string{"judge", "--package", pkg, "--time-limit", "2s", "--jobs", "2"}, solutionArgs(subs)...)
	for _, format := range []string{"table", "markdown", "csv", "json"} {
		t.Run(format, func(t *testing.T) {
			o := run(t, t.TempDir(), 120*time.Second, append(base, "--format", format)...)
			if o.code != 0 {
				t.Fatalf("judge: %s", o)
			}
			if format == "json" {
				var rep []struct {
					Solution     string `json:"solution"`
					CompileError string `json:"compile_error"`
				}
				if err := json.Unmarshal([]byte(o.stdout), &rep); err != nil || len(rep) != 3 {
					t.Fatalf("judge json %q: %v", clip(o.stdout), err)
				}
				if rep[1].Solution != subs[1] || rep[2].Solution != subs[2] || !strings.Contains(rep[0].CompileError, "\x1b]52;") {
					t.Errorf("JSON does not keep the names and the compile error exact: %+v", rep)
				}
				return
			}
			if c := rawControl(o.stdout + o.stderr); c != "" {
				t.Errorf("%s holds a raw %q:\n%s", format, c, o.stdout)
			}
			if strings.Contains(o.stdout, "\nno failure") {
				t.Errorf("%s: a file name's newline forged a line:\n%s", format, o.stdout)
			}
			for _, want := range []string{`evil\x1b[2J.c`, `evil\nno failure in 200 cases.c`, `\x1b]52;c;Y2Fyb2tpdA==\x07\x1b[2J`} {
				if format != "csv" && !strings.Contains(o.stdout, want) {
					t.Errorf("%s does not show %s escaped:\n%s", format, want, o.stdout)
				}
			}
			if format == "csv" {
				rows, err := csv.NewReader(strings.NewReader(o.stdout)).ReadAll()
				if err != nil || len(rows) != 4 || !strings.HasSuffix(rows[2][0], `evil\x1b[2J.c`) || !strings.HasSuffix(rows[3][0], `evil\nno failure in 200 cases.c`) {
					t.Errorf("csv: want a header and three rows, the names escaped; got %q (%v)", rows, err)
				}
			}
		})
	}
}

// TestEscapeStress: a target prints a wrong answer, a clear-screen and a
// forged "no failure in 200 cases" line. stress shows its output escaped
// on one line, and the real result: a failure, exit 1.
func TestEscapeStress(t *testing.T) {
	o := run(t, t.TempDir(), 120*time.Second, "stress", "--target", filepath.Join("testdata", "escape", "forge.c"),
		"--max-n", "8", "--max-k", "40", "--cases", "50", "--seed", "1", "--jobs", "2", "--time-limit", "2s", "--shrink-time", "1s")
	if o.code != 1 || !failureLine.MatchString(o.stdout) {
		t.Fatalf("stress: want a WA failure and exit 1, got %s; stdout %q", o, clip(o.stdout))
	}
	if c := rawControl(o.stdout + o.stderr); c != "" {
		t.Errorf("stress output holds a raw %q:\n%s", c, o.stdout)
	}
	for _, line := range strings.Split(o.stdout, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "no failure") {
			t.Errorf("the target forged a line of the report: %q", line)
		}
	}
	if want := `prints: -5\n\x1b[2J\nno failure in 200 cases`; !strings.Contains(o.stdout, want) {
		t.Errorf("stress does not show the target's output escaped (%s):\n%s", want, o.stdout)
	}
}

// TestEscapeOnTerminal: judge and stress with their output on a
// terminal (a pty, where the table is fitted to its width and the
// progress bar drawn): nothing of a program, compiler or file name
// reaches it raw.
func TestEscapeOnTerminal(t *testing.T) {
	pkg := writePackage(t)
	_, subs := escapeSubmissions(t)
	runs := map[string][]string{
		"judge": append([]string{"judge", "--package", pkg, "--time-limit", "2s", "--jobs", "2"}, solutionArgs(subs)...),
		"stress": {"stress", "--target", filepath.Join("testdata", "escape", "forge.c"), "--max-n", "8", "--max-k", "40",
			"--cases", "50", "--seed", "1", "--jobs", "2", "--time-limit", "2s", "--shrink-time", "1s"},
	}
	for name, args := range runs {
		t.Run(name, func(t *testing.T) {
			out := onTerminal(t, args...)
			if c := rawControl(out); c != "" {
				t.Errorf("the terminal got a raw %q:\n%s", c, out)
			}
			if !strings.Contains(out, `\x1b[2J`) {
				t.Errorf("the terminal does not show the ESC escaped:\n%s", out)
			}
		})
	}
}

// onTerminal runs carokit with stdin, stdout and stderr on a new pty of
// 120 columns and returns all it wrote there.
func onTerminal(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(binary(t), args...)
	cmd.Env = append(os.Environ(), "TMPDIR="+t.TempDir(), "XDG_CACHE_HOME="+filepath.Join(work, "cache"))
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 50, Cols: 120})
	if err != nil {
		t.Fatal(err)
	}
	defer tty.Close()
	var out bytes.Buffer
	copied := make(chan error, 1)
	go func() { _, err := io.Copy(&out, tty); copied <- err }()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(120 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("carokit %s did not end within 120 s", args[0])
	}
	// After the child's exit the pty reads what is left, then EIO.
	if err := <-copied; err != nil && !errors.Is(err, syscall.EIO) {
		t.Fatal(err)
	}
	return out.String()
}

// TestMergeHostileShards: every hostile or broken shard file of
// app/testdata/merge, given to the real binary's merge, is one line on
// stderr and exit 1: no Go panic (exit 2), no "fatal error: out of
// memory", no raw byte of the file on the terminal.
func TestMergeHostileShards(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "app", "testdata", "merge", "*.json"))
	if err != nil || len(files) < 20 {
		t.Fatalf("the fixtures of app/testdata/merge: %d files, %v", len(files), err)
	}
	for _, f := range files {
		base := filepath.Base(f)
		if strings.HasSuffix(base, "-valid.json") {
			continue
		}
		t.Run(strings.TrimSuffix(base, ".json"), func(t *testing.T) {
			o := run(t, t.TempDir(), 60*time.Second, "merge", f)
			lines := strings.Count(o.stderr, "\n")
			if strings.HasSuffix(base, "-escape.json") {
				// Valid but hostile strings: a report, exit 1 for the
				// expectations it fails, nothing raw.
				lines = 1
			}
			if o.code != 1 || lines != 1 || !strings.HasPrefix(o.stderr, "carokit: ") || rawControl(o.stdout+o.stderr) != "" {
				t.Errorf("merge %s: %s, stdout %q; want exit 1, one line, nothing raw", base, o, clip(o.stdout))
			}
		})
	}
}

// TestEscapeSaveToPlan: stress --save-to-plan writes the target's name in
// the plan line's comment; a name with a newline must not add a line of
// its own to the plan (here a "run" line, which would run a program at
// the next build).
func TestEscapeSaveToPlan(t *testing.T) {
	dir := t.TempDir()
	plan := filepath.Join(dir, "plan.txt")
	o := run(t, t.TempDir(), 60*time.Second, "package", "--print-plan")
	if o.code != 0 {
		t.Fatalf("package --print-plan: %s", o)
	}
	if err := os.WriteFile(plan, []byte(o.stdout), 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join("testdata", "escape", "forge.c"))
	if err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "forge\nrun evil 1.c")
	if err := os.WriteFile(target, src, 0o644); err != nil {
		t.Fatal(err)
	}
	o = run(t, t.TempDir(), 120*time.Second, "stress", "--target", target, "--max-n", "8", "--max-k", "40", "--cases", "20",
		"--seed", "1", "--jobs", "2", "--time-limit", "2s", "--shrink-time", "1s", "--save-to-plan", plan)
	if o.code != 1 || !strings.Contains(o.stdout, "added it to") {
		t.Fatalf("stress --save-to-plan: %s; stdout %q", o, clip(o.stdout))
	}
	after, err := os.ReadFile(plan)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(after), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "run evil") {
			t.Errorf("the target's name added a line to the plan: %q", line)
		}
	}
	if !strings.Contains(string(after), `# stress: forge\nrun evil 1.c is WA here`) {
		t.Errorf("the plan's comment does not name the target escaped:\n%s", after)
	}
}
