package runner

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"testing"
	"time"
)

// TestRunInputStdinIsAFile: a program run on bytes (RunInput, stress's
// path) reads them from a regular, seekable, read-only file of exactly
// those bytes, in every way a run can be started, as on a judge where
// stdin is the test file; some programs fstat, seek or mmap it.
func TestRunInputStdinIsAFile(t *testing.T) {
	p := fixture(t, "stdinfile.c")
	input := []byte("3 1\n\x00\xff tail without newline")
	base := Limits{CPU: 2 * time.Second, Wall: 20 * time.Second}
	_, noSandbox := CheckSandbox(SandboxRequire)
	cases := []struct {
		name    string
		lim     func(Limits) Limits
		cold    bool
		sandbox bool
		input   []byte
	}{
		// The warm sandbox, stress's default: the memfd is passed to the
		// init with the output pipes instead of an input pipe.
		{"warm sandbox", func(l Limits) Limits { l.Sandbox = SandboxRequire; return l }, false, true, input},
		// The cold sandbox (cgroup v2 hosts) passes it to the init at start.
		{"cold sandbox", func(l Limits) Limits { l.Sandbox = SandboxRequire; return l }, true, true, input},
		// No sandbox: through the launcher, which forks and execs.
		{"launcher", func(l Limits) Limits { l.Sandbox = SandboxOff; return l }, false, false, input},
		// No sandbox, direct start: stress's --sandbox off.
		{"direct", func(l Limits) Limits { l.Sandbox, l.Direct = SandboxOff, true; return l }, false, false, input},
		// An empty input is an empty regular file, not the null device.
		{"empty input", func(l Limits) Limits { l.Sandbox = SandboxAuto; return l }, false, false, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.sandbox && noSandbox != nil {
				t.Skipf("no sandbox here: %v", noSandbox)
			}
			if c.cold {
				coldOnly = true
				defer func() { coldOnly = false }()
			}
			res, err := RunInput(context.Background(), p, c.input, c.lim(base))
			if err != nil {
				t.Fatal(err)
			}
			want := append([]byte(fmt.Sprintf("regular %d\n", len(c.input))), c.input...)
			if res.Verdict != "OK" || !bytes.Equal(res.Stdout, want) {
				t.Errorf("got %s %q (%s), want OK %q", res.Verdict, res.Stdout, res.Detail, want)
			}
		})
	}
}

// TestRunInputLeaksNoDescriptor: each run makes a memfd and a read-only
// reopening of it; 1000 runs must leave the judge with the descriptors
// it had, or a long stress campaign runs out of them.
func TestRunInputLeaksNoDescriptor(t *testing.T) {
	p := fixture(t, "echo.c")
	lim := Limits{CPU: 2 * time.Second, Wall: 20 * time.Second}
	run := func() {
		res, err := RunInput(context.Background(), p, []byte("12"), lim)
		if err != nil || string(res.Stdout) != "bytes=2 sum=99\n" {
			t.Fatalf("got %q, %v", res.Stdout, err)
		}
	}
	run() // the warm sandbox and its control socket, kept between runs
	before := openFDs(t)
	for range 1000 {
		run()
	}
	if after := openFDs(t); after != before {
		t.Errorf("%d descriptors open before 1000 runs, %d after", before, after)
	}
}

func openFDs(t *testing.T) int {
	t.Helper()
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}
