package runner

import (
	"context"
	"testing"
	"time"
)

// TestRunsStartClean: in a warm sandbox (runs one after another in the
// same init) and in cold ones, a run sees nothing of the one before:
// its pid is programPID, it has fds 0-2 only (this test binary has
// more: whatever its caller left open), no message queue an earlier run
// made, and a peak of its own after one that left 40 MB in /tmp.
func TestRunsStartClean(t *testing.T) {
	if _, err := CheckSandbox(SandboxRequire); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
	inWarmAndCold(t, testRunsStartClean)
}

func testRunsStartClean(t *testing.T) {
	lim := Limits{CPU: 2 * time.Second, Wall: 10 * time.Second, MemoryBytes: 256 << 20, Sandbox: SandboxRequire}
	steps := []struct {
		script, want string
		why          string
	}{
		{"ipcmk -Q >/dev/null; head -c 40000000 /dev/zero >/tmp/x; (sleep 5 &); echo $$", "1000\n", "the first run leaves a queue, a file, a process"},
		{"echo $$; ls /proc/self/fd | tr '\\n' ' '; ipcs -q | grep -c '^0x' || true", "1000\n0 1 2 3 0\n",
			"the same pid; fds 0-2 and ls's own directory; no queue"},
	}
	var peaks []int64
	for i, s := range steps {
		r, err := Run(context.Background(), Program{Path: "/bin/sh", Args: []string{"-c", s.script}}, "", lim)
		if err != nil {
			t.Fatal(err)
		}
		if string(r.Stdout) != s.want {
			t.Errorf("run %d printed %q, want %q: %s (stderr %q)", i+1, r.Stdout, s.want, s.why, r.Stderr)
		}
		peaks = append(peaks, r.PeakRSSKiB)
	}
	if _, err := hostCgroups(); err != nil {
		return // without a cgroup the peak is the program's own rusage
	}
	if peaks[0] < 38<<10 || peaks[1] > 8<<10 {
		t.Errorf("peaks %d and %d KiB: want the first run's 40 MB of /tmp counted, and not in the second's", peaks[0], peaks[1])
	}
}
