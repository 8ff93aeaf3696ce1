package runner

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestExtras: a run's given files and feedback folder (a Kattis output
// validator's input, answer and feedback_dir), in a warm sandbox (several
// runs: each gets an empty folder, none sees the previous one's), a cold
// one and none: the program reads the given files but cannot change
// them; what it leaves in the folder comes back, regular files by
// content, the rest (a link, a folder) only by name.
func TestExtras(t *testing.T) {
	p, err := Prepare(context.Background(), filepath.Join("testdata", "scripts", "feedback.sh"), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	p.Args = append(p.Args, GivenArg(0), GivenArg(1), FeedbackArg+"/")
	p.Given = [][]byte{[]byte("in\n"), []byte("ans\n")}
	p.Feedback = true
	cold := p
	cold.Writable = []string{t.TempDir()} // a writable folder: a cold sandbox
	for _, c := range []struct {
		name string
		p    Program
		mode SandboxMode
		runs int
	}{
		{"warm sandbox", p, SandboxAuto, 4},
		{"cold sandbox", cold, SandboxAuto, 1},
		{"no sandbox", p, SandboxOff, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			for i := range c.runs {
				r, err := RunInput(context.Background(), c.p, nil, Limits{CPU: 2 * time.Second, Wall: 20 * time.Second, Sandbox: c.mode})
				if err != nil {
					t.Fatal(err)
				}
				if r.ExitCode != 42 {
					t.Fatalf("run %d: exit %d (%s), stderr %q; want 42", i, r.ExitCode, r.Detail, r.Stderr)
				}
				if got := string(r.Feedback["copy.txt"]); got != "in\nans\n" || string(r.Feedback["judgemessage.txt"]) != "judged\n" {
					t.Errorf("run %d: feedback %q, want the given files' copy and the message", i, r.Feedback)
				}
				other := slices.Sorted(slices.Values(r.FeedbackOther))
				if len(r.Feedback) != 2 || !slices.Equal(other, []string{"link.txt", "sub"}) {
					t.Errorf("run %d: %d files, others %q; want 2 files, and link.txt and sub by name only", i, len(r.Feedback), other)
				}
			}
		})
	}
}
