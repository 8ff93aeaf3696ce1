package reliability

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"carokit/runner"
	"carokit/testpkg"
)

// work holds what the tests build once: the carokit binary and the
// compiled fixtures. Its path is unique, so a process whose program lies
// under fixtureDir is one of ours.
var (
	work       string
	fixtureDir string

	buildOnce sync.Once
	carokit   string // the binary, or "" when the build failed
	buildErr  error
)

func TestMain(m *testing.M) {
	flag.Parse()
	if testing.Short() {
		// Nearly every test here drives the real carokit binary, which
		// make test runs; make race runs -short, since the race detector
		// sees nothing of a child process. Skipped whole, before any
		// fixture (a FIFO's writer) waits for a binary that never starts.
		fmt.Println("reliability: skipped with -short (drives the real carokit binary)")
		os.Exit(0)
	}
	dir, err := os.MkdirTemp("", "carokit-reliability-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	work, fixtureDir = dir, filepath.Join(dir, "fixtures")
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// binary builds the real carokit command once, without the race detector
// even when the tests run under it: its memory is what is measured.
func binary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		out := filepath.Join(work, "carokit")
		cmd := exec.Command("go", "build", "-o", out, "carokit/cmd/carokit")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if msg, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build carokit: %v\n%s", err, msg)
			return
		}
		carokit = out
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return carokit
}

var fixturesOnce sync.Once

// fixture compiles testdata/hostile/name with runner.Prepare, as the judge
// would, and returns the executable. The first call compiles them all, two
// at a time. Each is compiled as a folder holding it and caro.h: a file
// submission's compiler sees that file alone.
func fixture(t *testing.T, name string) string {
	t.Helper()
	fixturesOnce.Do(func() {
		srcs, _ := filepath.Glob(filepath.Join("testdata", "hostile", "*.c"))
		var wg sync.WaitGroup
		sem := make(chan struct{}, 2)
		for _, src := range srcs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				_, _ = runner.Prepare(context.Background(), fixtureFolder(src), fixtureDir)
			}()
		}
		wg.Wait()
	})
	p, err := runner.Prepare(context.Background(), fixtureFolder(filepath.Join("testdata", "hostile", name)), fixtureDir)
	if err != nil {
		t.Fatalf("prepare %s: %v", name, err)
	}
	return p.Path
}

// fixtureFolder copies the fixture src and caro.h into a folder of its
// own under work (once) and returns the folder; "" should a copy fail,
// which Prepare then reports.
func fixtureFolder(src string) string {
	dir := filepath.Join(work, "sources", strings.TrimSuffix(filepath.Base(src), ".c"))
	if _, err := os.Stat(dir); err == nil {
		return dir
	}
	tmp, err := os.MkdirTemp(work, ".source-")
	if err != nil {
		return ""
	}
	for _, f := range []string{src, filepath.Join(filepath.Dir(src), "caro.h")} {
		b, err := os.ReadFile(f)
		if err != nil || os.WriteFile(filepath.Join(tmp, filepath.Base(f)), b, 0o644) != nil {
			return ""
		}
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return ""
	}
	if err := os.Rename(tmp, dir); err != nil {
		os.RemoveAll(tmp) // another call got there first
	}
	return dir
}

// memoryBoundKiB is the bound on carokit's own memory: 200 MB.
const memoryBoundKiB = 200_000_000 / 1024

// sampleCase is the statement's sample (answer 10); noWinCase fills a
// 2×2 board (answer 0).
const (
	sampleCase = "7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n"
	noWinCase  = "2 4\n1 1\n1 2\n2 1\n2 2\n"
)

// writePackage writes a two-test Caro package (one subtask) in the
// manifest form testpkg.Load reads, with a 64 MiB memory limit.
func writePackage(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	m := testpkg.Manifest{Problem: "caro", Title: "Caro", TimeLimitMS: 1000, MemoryLimitMB: 64,
		Subtasks: []testpkg.SubtaskEntry{{ID: 1, Group: "subtask1", Weight: 100}}}
	for i, tc := range []struct{ name, in, ans string }{{"sample", sampleCase, "10"}, {"no-win", noWinCase, "0"}} {
		e := testpkg.TestEntry{Name: fmt.Sprintf("%02d-%s", i+1, tc.name), Subtask: 1, Kind: tc.name, AnswerText: tc.ans}
		e.Input, e.Answer = "data/secret/subtask1/"+e.Name+".in", "data/secret/subtask1/"+e.Name+".ans"
		e.InputSHA256, e.AnswerSHA256 = digest(tc.in), digest(tc.ans+"\n")
		for path, data := range map[string]string{e.Input: tc.in, e.Answer: tc.ans + "\n"} {
			p := filepath.Join(dir, filepath.FromSlash(path))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		m.Tests = append(m.Tests, e)
	}
	if err := testpkg.Seal(dir, &m); err != nil {
		t.Fatal(err)
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, testpkg.ManifestFile), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func digest(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// clip shortens s for a message.
func clip(s string) string {
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}
