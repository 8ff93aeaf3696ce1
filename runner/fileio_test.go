//go:build linux

package runner

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"carokit/problem"
)

// TestFileIO runs a program judged by files in every way a run can go:
// sandboxed warm and cold, and without the sandbox.
func TestFileIO(t *testing.T) {
	input := filepath.Join("testdata", "input.txt")
	echo := echoOutput(t, input)
	files := problem.IO{Input: "in.txt", Output: "out.txt"}
	cases := []struct {
		name, arg string
		want      problem.Verdict
		detail    string
		stdout    string
		why       string
	}{
		{"reads and writes the files", "", problem.OK, "", echo,
			"the test is in the working folder and the output file is the answer, standard output dropped"},
		{"writes no file", "none", problem.WA, "no out.txt", "",
			"a missing output file is a wrong answer that says so"},
		{"reads standard input", "stdin", problem.WA, "no out.txt", "",
			"the test is not on standard input: a stdin program finds nothing and is told why"},
		{"symlink in place of the output", "link", problem.WA, "out.txt is not a regular file", "",
			"a symlink is never followed: it could point at a file of the judge's"},
		{"FIFO in place of the output", "fifo", problem.WA, "out.txt is not a regular file", "",
			"opening a FIFO would block the judge"},
		{"output file over the limit", "big", problem.OLE, "", "",
			"the output limit holds for the file as for standard output (RLIMIT_FSIZE)"},
	}
	modes := []struct {
		name   string
		sb     SandboxMode
		cold   bool
		direct bool
	}{{"sandbox warm", SandboxRequire, false, false}, {"sandbox cold", SandboxRequire, true, false},
		{"no sandbox", SandboxOff, false, false}, {"no sandbox direct", SandboxOff, false, true}}
	prog := fixture(t, "fileecho.c")
	for _, m := range modes {
		if m.sb == SandboxRequire {
			if _, err := CheckSandbox(SandboxRequire); err != nil {
				t.Logf("%s: skipped: %v", m.name, err)
				continue
			}
		}
		for _, tc := range cases {
			t.Run(m.name+"/"+tc.name, func(t *testing.T) {
				coldOnly = m.cold
				defer func() { coldOnly = false }()
				p := prog
				if tc.arg != "" {
					p.Args = []string{tc.arg}
				}
				// A generous wall guard: the machine may be busy.
				lim := Limits{CPU: time.Second, Wall: 20 * time.Second, MemoryBytes: 256 << 20, OutputBytes: 64 << 10, Sandbox: m.sb, Files: files, Direct: m.direct}
				res, err := Run(context.Background(), p, input, lim)
				if err != nil {
					t.Fatal(err)
				}
				if tc.want == problem.OLE {
					if res.Verdict != problem.OLE || len(res.Stdout) > 64<<10 {
						t.Errorf("%s: got %s %q with %d bytes", tc.why, res.Verdict, res.Detail, len(res.Stdout))
					}
					return
				}
				if res.Verdict != tc.want || res.Detail != tc.detail || string(res.Stdout) != tc.stdout {
					t.Errorf("%s: got %s %q stdout %q, want %s %q stdout %q", tc.why, res.Verdict, res.Detail, res.Stdout, tc.want, tc.detail, tc.stdout)
				}
			})
		}
	}
}

// TestFileIOBadNames: a file name with a folder in it is the caller's
// error, not a run.
func TestFileIOBadNames(t *testing.T) {
	for _, io := range []problem.IO{{Input: "../x", Output: "o"}, {Input: "a", Output: "a"}, {Input: "a"}} {
		_, err := Run(context.Background(), fixture(t, "fileecho.c"), "", Limits{CPU: time.Second, Files: io})
		if err == nil {
			t.Errorf("%+v: accepted", io)
		}
	}
}
