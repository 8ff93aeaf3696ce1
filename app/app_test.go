package app

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"carokit/runner"
)

// TestMain lets the test binary stand in for carokit: the judge runs
// built-in solutions as "SELF solve …" children, and the runner re-executes
// SELF as its limit-setting launcher.
func TestMain(m *testing.M) {
	runner.MaybeLaunch()
	// The sandbox gives programs a minimal environment, so a child is
	// also known by its arguments: go test passes only -test.* flags.
	// A fuzzing worker is this test binary again, with the variable.
	fuzzWorker := slices.ContainsFunc(os.Args, func(a string) bool { return strings.HasPrefix(a, "-test.fuzzworker") })
	if (os.Getenv("CAROKIT_AS_CLI") == "1" && !fuzzWorker) || (len(os.Args) > 1 && !strings.HasPrefix(os.Args[1], "-test.")) {
		os.Exit(Run(context.Background(), os.Args[1:], Env{Stdout: os.Stdout, Stderr: os.Stderr, Self: os.Args[0]}))
	}
	os.Setenv("CAROKIT_AS_CLI", "1")
	// package keeps built tests in the user's cache folder: the tests'
	// builds, in process and through the binary, use a folder of their
	// own, never the user's. The go command's build cache is under the
	// same variable: realCarokit's go build gets the user's back.
	userCacheHome, hadCacheHome = os.LookupEnv("XDG_CACHE_HOME")
	cacheHome, err := os.MkdirTemp("", "carokit-app-cache-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CACHE_HOME", cacheHome)
	code := m.Run()
	os.RemoveAll(cacheHome)
	removeReal()
	removeFolderPackages()
	os.Exit(code)
}

// run runs one command line in-process and returns exit code, stdout, stderr.
func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Run(context.Background(), args, Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut, Self: selfForChildren(t)})
	return code, out.String(), errOut.String()
}

func TestExitCodes(t *testing.T) {
	cases := []struct {
		name      string
		args      []string
		stdin     string
		code      int
		stdout    string // substring
		stderr    string // substring
		reasonWhy string
	}{
		{"solve sample", []string{"solve", "testdata/sample.in"}, "", 0, "10\n", "", "the CARO.md sample answers 10"},
		{"solve stdin", []string{"solve"}, "5 1\n1 1\n", 0, "0\n", "", "no file means stdin"},
		{"solve every built-in", []string{"solve", "--solution", "endpoint", "testdata/sample.in"}, "", 0, "10\n", "", "wrong ones still pass the sample"},
		{"solve repeated cell", []string{"solve", "testdata/repeat.in"}, "", 1, "", "testdata/repeat.in:13:1: move 12 repeats cell (4,4) of move 1", "invalid input is a failure located by file, line and column"},
		{"solve missing file", []string{"solve", "testdata/nope.in"}, "", 2, "", "nope.in", "a path the command line names that does not exist is a usage error, in every command"},
		{"unknown solution", []string{"solve", "--solution", "quantum", "testdata/sample.in"}, "", 2, "", "quantum", "a bad flag value is a usage error"},
		{"unknown flag", []string{"solve", "--frobnicate"}, "", 2, "", "frobnicate", "urfave's usage errors map to exit 2"},
		{"unknown problem", []string{"--problem", "chess", "solutions"}, "", 2, "", "chess", ""},
		{"validate sample", []string{"validate", "testdata/sample.in"}, "", 0, "smallest subtask 1", "", "without --subtask it names the smallest subtask"},
		{"validate in subtask 3", []string{"validate", "--subtask", "3", "testdata/sample.in"}, "", 0, "subtask 3", "", "a small case also fits the larger subtasks"},
		{"validate no such subtask", []string{"validate", "--subtask", "4", "testdata/sample.in"}, "", 2, "", "no subtask 4", ""},
		{"validate CRLF", []string{"validate"}, "5 1\r\n1 1\r\n", 1, "", "<stdin>:1:4:", "strict reading refuses CR where lenient accepts it"},
		{"gen unknown kind", []string{"gen", "--kind", "spiral"}, "", 2, "", "spiral", "unknown kind is a usage error"},
		{"gen bad param", []string{"gen", "--kind", "random", "--n", "0"}, "", 2, "", "--n", "bad parameters are usage errors"},
		{"gen without kind", []string{"gen", "--n", "5"}, "", 2, "", "--kind", ""},
		{"gen list", []string{"gen", "--list"}, "", 0, "mid-fill", "", "the list names every kind"},
		{"solutions", []string{"solutions"}, "", 0, "linescan", "", ""},
		{"duiyi sample", []string{"--problem", "duiyi", "solve"}, "10 1  1 1\n", 0, "UNK 1\n", "", "the second dialect prints its own answer format"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := run(t, c.stdin, c.args...)
			if code != c.code || !strings.Contains(out, c.stdout) || !strings.Contains(errOut, c.stderr) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d, stdout ∋ %q, stderr ∋ %q (%s)", code, out, errOut, c.code, c.stdout, c.stderr, c.reasonWhy)
			}
			if strings.Count(strings.TrimSpace(errOut), "\n") > 0 && code != 0 && c.code == 1 {
				t.Errorf("failure message must be one line, got %q", errOut)
			}
		})
	}
}

func TestGenIsReproducible(t *testing.T) {
	args := []string{"gen", "--kind", "mid-fill", "--n", "15", "--seed", "42"}
	_, a, _ := run(t, "", args...)
	_, b, _ := run(t, "", args...)
	if a == "" || a != b {
		t.Fatalf("same command, different output (%d vs %d bytes)", len(a), len(b))
	}
	code, v, e := run(t, a, "validate")
	if code != 0 {
		t.Fatalf("generated case does not validate: %s %s", v, e)
	}
}

func TestPackageFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "pkg")
	planFile := filepath.Join(dir, "plan.txt")
	// Subtask 2 tests must exceed subtask 1's limits: a 15-board there is refused.
	os.WriteFile(planFile, []byte("@subtask 1\nsample 1\n@subtask 2\nrandom --n 15\n"), 0o644)
	code, _, errOut := run(t, "", "package", "--out", out, "--plan", planFile)
	if code != 1 || !strings.Contains(errOut, "already fits subtask 1") {
		t.Fatalf("exit %d, stderr %q: want a failure naming the misplaced test", code, errOut)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("a failed build left files behind: %v", entries)
	}
}
