package runner

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestWritableFolder: a program's Writable folder is the one place of the
// host it may write in the sandbox (a Kattis output validator's feedback
// folder); a folder it was not given stays out of reach, even exposed.
func TestWritableFolder(t *testing.T) {
	if _, err := CheckSandbox(SandboxRequire); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
	lim := Limits{CPU: 2 * time.Second, Wall: 10 * time.Second, Sandbox: SandboxRequire}
	cases := []struct {
		name     string
		writable bool
		want     string
		why      string
	}{
		{"given", true, "hi\n", "the program writes the folder it was given, and carokit reads the file back"},
		{"exposed only", false, "", "an exposed folder is read-only: nothing of the host is writable unless given"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			p := Program{Path: "/bin/sh", Args: []string{"-c", "echo hi > " + dir + "/msg.txt; echo done"}, Expose: []string{dir}}
			if c.writable {
				p.Writable = []string{dir}
			}
			r, err := Run(context.Background(), p, "", lim)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := os.ReadFile(filepath.Join(dir, "msg.txt"))
			if string(got) != c.want || !strings.HasPrefix(string(r.Stdout), "done") {
				t.Errorf("msg.txt holds %q (stdout %q, stderr %q), want %q: %s", got, r.Stdout, r.Stderr, c.want, c.why)
			}
		})
	}
}

// TestWritableMustBeFolders: a Writable path that is not a folder is the
// caller's mistake, said before anything runs.
func TestWritableMustBeFolders(t *testing.T) {
	file := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{file, filepath.Join(t.TempDir(), "missing")} {
		_, err := Run(context.Background(), Program{Path: "/bin/true", Writable: []string{w}}, "", Limits{CPU: time.Second})
		if err == nil || !strings.Contains(err.Error(), "writable folder") {
			t.Errorf("Writable %s: got %v, want a writable folder error", w, err)
		}
	}
}
