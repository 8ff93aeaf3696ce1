package app

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"carokit/testpkg"
)

// onePackage writes a one-test Caro package (the statement's sample, one
// subtask) with a 100 ms time limit: a cut costs at most a few seconds.
func onePackage(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	in, ans := "7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n", "10\n"
	m := testpkg.Manifest{Problem: "caro", Title: "Caro", TimeLimitMS: 100, MemoryLimitMB: 64,
		Subtasks: []testpkg.SubtaskEntry{{ID: 1, Group: "subtask1", Weight: 100}}}
	e := testpkg.TestEntry{Name: "01-sample", Subtask: 1, Kind: "sample", AnswerText: "10",
		Input: "data/secret/subtask1/01-sample.in", Answer: "data/secret/subtask1/01-sample.ans",
		InputSHA256: digest(in), AnswerSHA256: digest(ans)}
	for path, data := range map[string]string{e.Input: in, e.Answer: ans} {
		p := filepath.Join(dir, filepath.FromSlash(path))
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(data), 0o644))
	}
	m.Tests = append(m.Tests, e)
	must(t, testpkg.Seal(dir, &m))
	data, err := json.MarshalIndent(m, "", "  ")
	must(t, err)
	must(t, os.WriteFile(filepath.Join(dir, testpkg.ManifestFile), data, 0o644))
	return dir
}

func digest(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestCLICutReason: the verbose grid says which limit stopped a run. A
// sleeping program showed "TLE 1 ms", as if it had been fast.
func TestCLICutReason(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no gcc")
	}
	pkg := onePackage(t)
	abs := func(name string) string {
		p, err := filepath.Abs(filepath.Join("testdata", "cut", name))
		must(t, err)
		return p
	}
	runCLI(t, t.TempDir(), []cliCase{
		// Sleeping: the wall-clock guard (2 × 100 ms + 1 s, then re-run
		// alone with twice that) cuts it; its CPU time means nothing.
		{"wall clock", []string{"judge", "--package", pkg, "--solution", abs("sleeps.c"), "--verbose"}, nil, 0, "TLE (wall clock", ""},
		// Spinning: cut at its CPU limit (1.2 × 100 ms).
		{"CPU", []string{"judge", "--package", pkg, "--solution", abs("spins.c"), "--verbose"}, nil, 0, "TLE (CPU", ""},
	})
}
