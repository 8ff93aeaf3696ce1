package testpkg

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"carokit/problem"
	"carokit/runner"
)

// TestRunMutantWallRetry: a run the wall-clock guard cut under its CPU
// limit is run again with a longer guard, so that a mutant starved of CPU
// by a loaded machine is not killed by the load: a program that waits
// 1.5 s past a 1.2 s guard is OK on its second run. (Seen: a shard's
// mutant "killed" by the guard that the whole run let through.)
func TestRunMutantWallRetry(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no C compiler")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "slow.c")
	if err := os.WriteFile(src, []byte("#include <stdio.h>\n#include <unistd.h>\nint main(void) { usleep(1500000); puts(\"0\"); return 0; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := runner.Inspect(src)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := runner.PrepareWith(context.Background(), s, runner.Compile{CacheDir: filepath.Join(dir, "bin"), Sandbox: runner.SandboxOff})
	if err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "in")
	if err := os.WriteFile(in, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	lim := runner.Limits{CPU: 100 * time.Millisecond, Wall: 1200 * time.Millisecond, Sandbox: runner.SandboxOff}
	first, err := runner.Run(context.Background(), prog, in, lim)
	if err != nil || !first.WallCut {
		t.Fatalf("one run: %s, wall cut %v, %v; want the guard's cut (the premise)", first.Verdict, first.WallCut, err)
	}
	res, err := runMutant(context.Background(), prog, in, lim)
	if err != nil || res.Verdict != problem.OK {
		t.Errorf("runMutant: %s (%s), %v; want OK on the run with the longer guard", res.Verdict, res.Detail, err)
	}
}
