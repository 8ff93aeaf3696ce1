package testpkg_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problem/problemtest/fake"
	"carokit/testpkg"
)

// TestRunOptions: a plan's run line with --retries, --seed and
// --solution (what a folder problem's plan writes for generators.yaml's
// retries: and solution:) on the engine's fake problem.
func TestRunOptions(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	files := map[string]string{
		// fails unless the seed is a multiple of 3: 10 and 11 fail, 12 is the test
		"gen.py": "import sys\ns = int(sys.argv[1])\nif s % 3:\n    sys.exit(1)\nprint(2)\nprint(1, s % 10)\n",
		"sum.py": "input()\nprint(sum(map(int, input().split())))\n",
		"off.py": "input()\nprint(sum(map(int, input().split())) + 1)\n",
	}
	cases := []struct {
		name, line, input, err string
	}{
		// Why: BAPCtools' retries: the seed plus one until the generator succeeds.
		{"retries", "run --retries=5 --seed=10 gen.py {seed}", "2\n1 2\n", ""},
		// Why: out of runs, the build says how many and what to do.
		{"out of retries", "run --retries=2 --seed=10 gen.py {seed}", "", "2 runs, seeds 10 to 11: raise retries:"},
		// Why: a line's own answer maker, checked against the reference.
		{"solution", "run --solution=sum.py --seed=12 gen.py {seed}", "2\n1 2\n", ""},
		// Why: a wrong answer maker is caught, not shipped.
		{"wrong solution", "run --solution=off.py --seed=12 gen.py {seed}", "", "disagrees with the planted answer"},
		// Why: a missing answer maker is an error at its word.
		{"missing solution", "run --solution=none.py --seed=12 gen.py {seed}", "", "plan.txt:2:5: generator none.py"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, src := range files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			out := filepath.Join(dir, "pkg")
			m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: fake.New(), Out: out, Seed: 1, Jobs: 1,
				Plan: []byte("@subtask 1\n" + c.line + "\n@subtask 2\nsum --n 7\n"), PlanName: "plan.txt", PlanDir: dir, Draft: true})
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("Build: %v, want an error saying %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			in, err := os.ReadFile(filepath.Join(out, m.Tests[0].Input))
			if err != nil {
				t.Fatal(err)
			}
			if string(in) != c.input {
				t.Errorf("input %q, want %q", in, c.input)
			}
		})
	}
}
