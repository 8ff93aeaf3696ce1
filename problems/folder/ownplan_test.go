package folder

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOwnPlan: a folder without generators.yaml but with carokit's own
// plan.txt is built from it as written, each @subtask N the group
// secret/subtaskN; a plan numbering its subtasks out of order is refused.
func TestOwnPlan(t *testing.T) {
	cases := []struct {
		name, plan string
		groups     []string
		bad        string
	}{
		// Why: the "or from carokit's own plan.txt (run and file lines)".
		{"two subtasks", "@subtask 1\nfile generators/manual/1.in\n@subtask 2\nrun generators/gen.cpp {seed} 5 -9 -1\n",
			[]string{"secret/subtask1", "secret/subtask2"}, ""},
		// Why: subtask N must be group N, or the table would misname them.
		{"out of order", "@subtask 2\nfile generators/manual/1.in\n", nil, "number the @subtask headers"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "p")
			copyDir(t, "testdata/maxsum", dir)
			if err := os.Remove(filepath.Join(dir, "generators", "generators.yaml")); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "plan.txt"), []byte(c.plan), 0o644); err != nil {
				t.Fatal(err)
			}
			p, err := Open(context.Background(), dir, Options{CacheDir: t.TempDir()})
			if c.bad != "" {
				if err == nil || !strings.Contains(err.Error(), c.bad) {
					t.Fatalf("Open: %v, want an error saying %q", err, c.bad)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.Spec().Plan != c.plan {
				t.Errorf("plan %q, want the file's %q", p.Spec().Plan, c.plan)
			}
			var got []string
			for _, s := range p.Spec().Subtasks {
				got = append(got, s.Note)
			}
			if strings.Join(got, " ") != strings.Join(c.groups, " ") {
				t.Errorf("groups %v, want %v", got, c.groups)
			}
		})
	}
}
