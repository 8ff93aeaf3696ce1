package runner

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/sys/unix"
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

// TestStalePageCacheReclaimed: a run that reads a file no one has read
// before leaves its page cache charged to the warm sandbox's cgroup (v1);
// the next run must not report it as its own peak (it was 255 MiB after
// a run that read the system's libraries).
func TestStalePageCacheReclaimed(t *testing.T) {
	if _, err := CheckSandbox(SandboxRequire); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
	if h, err := hostCgroups(); err != nil || h.v2 {
		t.Skip("needs cgroup v1: with v2 each run has a cgroup of its own")
	}
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	f, err := os.Create(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(make([]byte, 80<<20)); err != nil {
		t.Fatal(err)
	}
	// Out of the page cache, so that the sandboxed run's read charges it.
	if err := f.Sync(); err != nil {
		t.Fatal(err)
	}
	if err := unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_DONTNEED); err != nil {
		t.Fatal(err)
	}
	f.Close()
	lim := Limits{CPU: 5 * time.Second, Wall: 20 * time.Second, MemoryBytes: 256 << 20, Sandbox: SandboxRequire}
	var peaks []int64
	for _, script := range []string{"cat " + data + " >/dev/null", "true"} {
		r, err := Run(context.Background(), Program{Path: "/bin/sh", Args: []string{"-c", script + "; : stale"}, Expose: []string{dir}}, "", lim)
		if err != nil || r.Verdict != "OK" {
			t.Fatalf("%q: %v %s %s", script, err, r.Verdict, r.Stderr)
		}
		peaks = append(peaks, r.PeakRSSKiB)
	}
	if peaks[0] < 60<<10 {
		t.Skipf("the read charged %d KiB: the file's pages were not the run's to charge", peaks[0])
	}
	if peaks[1] > 8<<10 {
		t.Errorf("the run after the read reports %d KiB: the page cache the read left (its peak %d KiB)", peaks[1], peaks[0])
	}
}
