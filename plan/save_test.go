package plan

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestAddFile(t *testing.T) {
	cases := []struct {
		name, plan string
		subtask    int
		taken      []string // files already beside the plan
		wantPlan   string
		wantFile   string
		why        string
	}{
		{"into its section", "@subtask 1\nline   # c\n\n@subtask 2\nline\n", 1, nil,
			"@subtask 1\nline   # c\nfile case.in   # note\n\n@subtask 2\nline\n", "case.in",
			"the test goes after the section's last test, before the blank line and the next header"},
		{"new section", "@subtask 1\nline", 3, nil,
			"@subtask 1\nline\n\n@subtask 3\nfile case.in   # note\n", "case.in",
			"a subtask the plan lacks gets its section at the end, even after a last line without newline"},
		{"CRLF plan", "@subtask 1\r\nline\r\n\r\n@subtask 2\r\nline", 2, nil,
			"@subtask 1\r\nline\r\n\r\n@subtask 2\r\nline\r\nfile case.in   # note\r\n", "case.in",
			"a plan with Windows line ends keeps them: no line of it ends in \\n alone"},
		{"CRLF plan, new section", "@subtask 1\r\nline\r\n", 2, nil,
			"@subtask 1\r\nline\r\n\r\n@subtask 2\r\nfile case.in   # note\r\n", "case.in",
			"the new section's lines too"},
		{"name taken", "@subtask 2\nline\n", 2, []string{"case.in", "case-2.in"},
			"@subtask 2\nline\nfile case-3.in   # note\n", "case-3.in",
			"a setter's file is never replaced: the next free name is taken"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			planPath := filepath.Join(dir, "plan.txt")
			os.WriteFile(planPath, []byte(c.plan), 0o644)
			for _, f := range c.taken {
				os.WriteFile(filepath.Join(dir, f), []byte("mine\n"), 0o644)
			}
			got, err := AddFile(context.Background(), planPath, c.subtask, "case", []byte("1 1\n1 1\n"), "note")
			if err != nil {
				t.Fatal(err)
			}
			if filepath.Base(got) != c.wantFile {
				t.Errorf("saved as %s, want %s (%s)", got, c.wantFile, c.why)
			}
			if b, _ := os.ReadFile(planPath); string(b) != c.wantPlan {
				t.Errorf("plan is\n%q\nwant\n%q (%s)", b, c.wantPlan, c.why)
			}
			if b, _ := os.ReadFile(got); string(b) != "1 1\n1 1\n" {
				t.Errorf("saved test holds %q", b)
			}
			for _, f := range c.taken {
				if b, _ := os.ReadFile(filepath.Join(dir, f)); string(b) != "mine\n" {
					t.Errorf("%s was overwritten (%s)", f, c.why)
				}
			}
		})
	}
}

// TestAddFileRefusesBrokenPlan: a plan with errors is left alone, and no
// test file is left behind.
func TestAddFileRefusesBrokenPlan(t *testing.T) {
	dir := t.TempDir()
	planPath := filepath.Join(dir, "plan.txt")
	os.WriteFile(planPath, []byte("@subtask x\nline\n"), 0o644)
	_, err := AddFile(context.Background(), planPath, 1, "case", []byte("x"), "")
	if err == nil || !strings.Contains(err.Error(), "plan.txt:1:10") {
		t.Fatalf("got %v, want the plan's error located", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left %d files, want the plan alone", len(entries))
	}
}
