package generators

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/runner"
)

func TestMain(m *testing.M) {
	runner.MaybeLaunch() // generators run through runner, which re-executes this binary
	os.Exit(m.Run())
}

// shellGenerator is a generator written as a POSIX shell script.
func shellGenerator(t *testing.T, script string) runner.Program {
	t.Helper()
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	path := filepath.Join(t.TempDir(), "gen.sh")
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	return runner.Program{Name: "gen.sh", Path: "/bin/sh", Args: []string{path}, Expose: []string{path}}
}

// TestGenerate holds Generate to BAPCtools' Generator.run: which of
// testcase.in and the standard output is the test, the other files, and
// the retries with the seed plus one.
func TestGenerate(t *testing.T) {
	cases := []struct {
		name, script string
		args         []string
		seed         uint64
		retries      int
		files        map[string]string // wanted, by extension
		runs         int
		warn, err    string
	}{
		// Why: the common generator, standard output is the test.
		{name: "stdout", script: "echo \"$1\"\n", args: []string{"{seed}"}, seed: 7,
			files: map[string]string{".in": "7\n"}, runs: 1},
		// Why: BAPCtools' write_in_and_ans.py style: testcase.in and
		// testcase.ans in the working folder, {name} being "testcase".
		{name: "writes in and ans", script: "echo 5 > testcase.in\necho 5 > \"$1.ans\"\necho 'hint: x' > testcase.yaml\n", args: []string{"{name}"},
			files: map[string]string{".in": "5\n", ".ans": "5\n", ".yaml": "hint: x\n"}, runs: 1},
		// Why: files beside the test's own (a .hint, a log, a folder)
		// are not the test's: BAPCtools copies only testcase.EXT for its
		// known extensions (.png among them), so they are named and left.
		{name: "other files", script: "echo 3 > testcase.in\necho h > testcase.hint\necho p > testcase.png\necho l > log.txt\nmkdir d\n",
			files: map[string]string{".in": "3\n", ".png": "p\n"}, runs: 1, warn: "wrote testcase.hint, which is no file of a test"},
		// Why: "if the generator writes testcase.in, stdout is ignored"
		// (with BAPCtools' warning).
		{name: "both", script: "echo file > testcase.in\necho stdout\n",
			files: map[string]string{".in": "file\n"}, runs: 1, warn: "output is ignored"},
		// Why: writing nothing at all is a failure, not an empty test.
		{name: "nothing", script: "exit 0\n", err: "wrote neither testcase.in nor anything"},
		// Why: retries: re-run with seed+1 until the generator succeeds;
		// 10 fails, 11 fails, 12 is a multiple of 3.
		{name: "retries", script: "[ $(($1 % 3)) -eq 0 ] || exit 1\necho \"$1\"\n", args: []string{"{seed}"}, seed: 10, retries: 5,
			files: map[string]string{".in": "12\n"}, runs: 3},
		// Why: the seed wraps modulo 2^31, as BAPCtools' (seed + retry) % 2**31.
		{name: "retry wraps", script: "[ \"$1\" = 0 ] || exit 1\necho \"$1\"\n", args: []string{"{seed}"}, seed: 1<<31 - 1, retries: 2,
			files: map[string]string{".in": "0\n"}, runs: 2},
		// Why: out of retries, the error says how many runs and what to do.
		{name: "out of retries", script: "exit 3\n", args: []string{"{seed}"}, seed: 1, retries: 2, err: "2 runs, seeds 1 to 2: raise retries:"},
		// Why: a generator that writes a link instead of the file could
		// make carokit read anything.
		{name: "link", script: "ln -s /etc/passwd testcase.in\n", err: "not a regular file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			made, err := Generate(context.Background(), GenerateOptions{Program: shellGenerator(t, c.script), Args: c.args,
				Seed: c.seed, Retries: c.retries, Limits: runner.Limits{CPU: 10 * time.Second, OutputBytes: 1 << 20}})
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("Generate: %v, want an error saying %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for ext, b := range made.Files {
				got[ext] = string(b)
			}
			if fmt.Sprint(got) != fmt.Sprint(c.files) {
				t.Errorf("files %q, want %q", got, c.files)
			}
			if made.Runs != c.runs {
				t.Errorf("%d runs, want %d", made.Runs, c.runs)
			}
			if w := strings.Join(made.Warnings, "\n"); c.warn == "" && w != "" || !strings.Contains(w, c.warn) {
				t.Errorf("warnings %q, want %q", w, c.warn)
			}
		})
	}
}

// TestGenerateTimeoutStops: a generator out of time is not retried
// (BAPCtools stops at a time-out), so a stuck generator costs one limit.
func TestGenerateTimeoutStops(t *testing.T) {
	prog := shellGenerator(t, "while :; do :; done\n")
	_, err := Generate(context.Background(), GenerateOptions{Program: prog, Retries: 3,
		Limits: runner.Limits{CPU: 200 * time.Millisecond}})
	if err == nil || !strings.Contains(err.Error(), "TLE") || strings.Contains(err.Error(), "runs") {
		t.Fatalf("Generate: %v, want one TLE run", err)
	}
}

// TestGenerateRelativePath: a program named by a relative path still
// runs once its working folder is the generator's own.
func TestGenerateRelativePath(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	script := filepath.Join(t.TempDir(), "gen")
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho 4 > testcase.in\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Dir(script))
	rel := "./gen"
	made, err := Generate(context.Background(), GenerateOptions{Program: runner.Program{Name: "gen", Path: rel, Expose: []string{script}},
		Limits: runner.Limits{CPU: 10 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	if got := string(made.Files[".in"]); got != "4\n" {
		t.Errorf("input %q, want 4", got)
	}
}
