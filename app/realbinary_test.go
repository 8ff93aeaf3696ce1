package app

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

var realOnce struct {
	sync.Once
	dir, path string
	err       error
}

// realCarokit is carokit built with go build, once per test run (and
// removed by TestMain), for the tests that go through the real binary
// as a user would: its own process, arguments, exit code and files.
func realCarokit(t *testing.T) string {
	t.Helper()
	realOnce.Do(func() {
		dir, err := os.MkdirTemp("", "carokit-real-")
		if err != nil {
			realOnce.err = err
			return
		}
		realOnce.dir, realOnce.path = dir, filepath.Join(dir, "carokit")
		cmd := exec.Command("go", "build", "-o", realOnce.path, "carokit/cmd/carokit")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			realOnce.err = &buildError{err, out}
		}
	})
	if realOnce.err != nil {
		t.Fatal(realOnce.err)
	}
	return realOnce.path
}

// removeReal deletes the binary realCarokit built, if any.
func removeReal() {
	if realOnce.dir != "" {
		os.RemoveAll(realOnce.dir)
	}
}

// runReal runs the real carokit in dir and returns its exit code, stdout
// and stderr. CAROKIT_AS_CLI is dropped: it is this test binary's own.
func runReal(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(realCarokit(t), args...)
	cmd.Dir = dir
	for _, e := range os.Environ() {
		if e != "CAROKIT_AS_CLI=1" {
			cmd.Env = append(cmd.Env, e)
		}
	}
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run carokit %v: %v", args, err)
	}
	return code, out.String(), errOut.String()
}

// copyTree copies the folder src into dst (created), files only.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		to := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(to, data, 0o644)
	})
	if err != nil {
		t.Fatal(fmt.Errorf("copy %s: %w", src, err))
	}
}
