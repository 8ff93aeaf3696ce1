package testpkg_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"carokit/problem/problemtest/fake"
	"carokit/testpkg"
)

// TestPlanFileLines builds the fake problem's packages from plans with hand-made tests.
func TestPlanFileLines(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string // beside the plan
		own   map[string]string // the problem's own (Spec.PlanFiles)
		plan  string
		want  string // "" when the build must succeed
		why   string
	}{
		{"hand-made test", map[string]string{"hand/odd.in": "3\n1 1 1\n"}, nil,
			"@subtask 1\nfile hand/odd.in\n@subtask 2\nsum --n 9 --fill 1\n", "",
			"a file line is a test like any other: validated, answered, and it catches odd"},
		{"invalid file", map[string]string{"bad.in": "3\n1  1 1\n"}, nil,
			"@subtask 1\nfile bad.in\nsum --n 3 --fill 1\n@subtask 2\nsum --n 9 --fill 1\n", "bad.in:1:1: not in canonical form",
			"the validator's error names the setter's file, not the package's copy"},
		{"wrong subtask", map[string]string{"big.in": "7\n1 1 1 1 1 1 1\n"}, nil,
			"@subtask 1\nfile big.in\n@subtask 2\nsum --n 9 --fill 1\n", "exceeds subtask 1",
			"a hand-made test must fit its subtask like a generated one"},
		{"missing file", nil, nil, "@subtask 1\nfile nope.in\n", "plan.txt:2:6: test file nope.in",
			"the plan error points at the path"},
		{"the problem's own file", nil, map[string]string{"hand/odd.in": "3\n1 1 1\n"},
			"@subtask 1\nfile hand/odd.in\n@subtask 2\nsum --n 9 --fill 1\n", "",
			"a built-in's default plan names its own files, and so does a plan printed from it and kept elsewhere"},
		{"the plan's folder first", map[string]string{"hand/odd.in": "3\n1 1 1\n"}, map[string]string{"hand/odd.in": "3\n1  1 1\n"},
			"@subtask 1\nfile hand/odd.in\n@subtask 2\nsum --n 9 --fill 1\n", "",
			"the setter's file beside the plan wins over the problem's own of that name (which is invalid here)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, data := range c.files {
				os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
				os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644)
			}
			p := fake.New()
			if c.own != nil {
				own := fstest.MapFS{}
				for name, data := range c.own {
					own[name] = &fstest.MapFile{Data: []byte(data)}
				}
				p.PlanFiles = own
			}
			m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: p, Out: filepath.Join(dir, "pkg"),
				Plan: []byte(c.plan), PlanName: "plan.txt", PlanDir: dir, Jobs: 2})
			if c.want != "" {
				if err == nil || !strings.Contains(err.Error(), c.want) {
					t.Fatalf("got %v, want an error containing %q (%s)", err, c.want, c.why)
				}
				return
			}
			if err != nil {
				t.Fatalf("%v (%s)", err, c.why)
			}
			e := m.TestsOf(1)[0]
			if e.Kind != "file" || e.PlanLine != "file hand/odd.in" || e.Name != "01-odd" || e.AnswerText != "3" {
				t.Errorf("manifest entry %+v does not record the file line (%s)", e, c.why)
			}
		})
	}
}
