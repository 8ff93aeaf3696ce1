package app

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// userCacheHome is $XDG_CACHE_HOME before TestMain pointed it at a
// folder of the tests' own (hadCacheHome: it was set at all).
var (
	userCacheHome string
	hadCacheHome  bool
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
		cmd.Env = append(buildEnv(os.Environ()), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			realOnce.err = &buildError{err, out}
		}
	})
	if realOnce.err != nil {
		t.Fatal(realOnce.err)
	}
	return realOnce.path
}

// buildEnv is env with $XDG_CACHE_HOME as the user had it, so that go
// build finds its build cache: under the tests' empty folder it compiled
// the standard library and every package again (a minute and more of
// CPU, four on a loaded machine).
func buildEnv(env []string) []string {
	out := slices.DeleteFunc(slices.Clone(env), func(kv string) bool { return strings.HasPrefix(kv, "XDG_CACHE_HOME=") })
	if hadCacheHome {
		out = append(out, "XDG_CACHE_HOME="+userCacheHome)
	}
	return out
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

// TestBuildEnvKeepsGoCache: realCarokit's go build uses the user's build
// cache, not the tests' empty cache folder, where it would compile the
// standard library and every carokit package again.
func TestBuildEnvKeepsGoCache(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command("go", "env", "GOCACHE")
	cmd.Env = buildEnv(os.Environ())
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go env GOCACHE: %v", err)
	}
	tests := os.Getenv("XDG_CACHE_HOME")
	if got := strings.TrimSpace(string(out)); tests != "" && strings.HasPrefix(got, tests) {
		t.Errorf("go build's cache is %s, under the tests' own cache folder %s", got, tests)
	}
}
