package reliability

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestPackageMemory builds the default package (45 tests, 42 MB) and
// checks carokit's peak resident set. The bound is the issue's, 100 MiB,
// not a figure tuned to this machine: tests are written as soon as made
// and dropped, so the peak is a few tests in flight (measured 67–70 MiB
// on 2 cores); holding the package in memory, as before, took 226–252
// MiB. Two measures: VmHWM polled until exit, and the ru_maxrss that
// /usr/bin/time gets from wait4. carokit's own ru_maxrss, as this test
// process would get it, is useless here: Go starts children with vfork,
// so at exec Linux folds this process's peak (hundreds of MiB after the
// hostile tests) into the child's.
func TestPackageMemory(t *testing.T) {
	out := filepath.Join(t.TempDir(), "caro")
	o := run(t, t.TempDir(), 2*time.Minute, "package", "--out", out)
	if o.code != 0 {
		t.Fatalf("build: %s", o)
	}
	t.Logf("peak %s (VmHWM), %v", mib(o.peakKiB), o.wall.Round(time.Millisecond))
	if o.peakKiB > 100<<10 {
		t.Errorf("peak resident set %s (VmHWM), over 100 MiB", mib(o.peakKiB))
	}
	if _, err := os.Stat("/usr/bin/time"); err != nil {
		t.Logf("no /usr/bin/time: ru_maxrss not measured")
		return
	}
	cmd := exec.Command("/usr/bin/time", "-f", "maxrss %M", binary(t), "package", "--no-cache", "--out", out)
	msg, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, msg)
	}
	var kib int64
	for _, line := range strings.Split(string(msg), "\n") {
		if v, ok := strings.CutPrefix(line, "maxrss "); ok {
			kib, _ = strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		}
	}
	t.Logf("peak %s (ru_maxrss through /usr/bin/time)", mib(kib))
	if kib <= 0 || kib > 100<<10 {
		t.Errorf("ru_maxrss %d KiB: want a figure, at most 100 MiB (%s)", kib, msg)
	}
}
