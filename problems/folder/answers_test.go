package folder

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"carokit/testpkg"
)

// boundedAnswers accepts an integer answer, and with --max M one of at
// most M: a 2025-09 answer validator (`validator input args < answer`).
const boundedAnswers = `import sys
args = sys.argv[2:]
ans = sys.stdin.read()
ok = ans.strip().lstrip('-').isdigit()
if ok and '--max' in args:
    ok = int(ans) <= int(args[args.index('--max') + 1])
sys.exit(42 if ok else 43)
`

// TestPackageValidatesAnswers: package runs every answer validator of
// answer_validators/ on the answer of every test, the samples' too,
// with the group's answer_validator_args, as BAPCtools' validate does
// (carokit used to run them on invalid_answer tests only).
func TestPackageValidatesAnswers(t *testing.T) {
	needTools(t)
	for _, tc := range []struct {
		name  string
		files map[string]string // added to the folder
		err   string            // "" for a package built
	}{
		// Why: the secret group's --max 9 reaches the validator, and the
		// samples' group, without it, accepts any integer.
		{"answers within the group's bound", nil, ""},
		// Why: a kept .ans the reference agrees with is still the
		// setter's: a validator rejecting it stops the build, naming it.
		{"an answer past the bound", map[string]string{"data/secret/big.in": "12\n", "data/secret/big.ans": "12\n"},
			"test 02-big (default plan line 4): the answer: answer validator bounded.py rejected the answer: fix the answer"},
		// Why: the samples' answers are validated too.
		{"a sample's answer", map[string]string{"data/sample/2.in": "x\n", "data/sample/2.ans": "x\n", "input_validators/v.py": "import sys\nsys.exit(42)\n"},
			"sample 2: the answer: answer validator bounded.py rejected"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "bounded")
			fs := fstest.MapFS{
				"problem.yaml":                 {Data: []byte("problem_format_version: 2025-09\nname: Bounded\nlimits:\n  time_limit: 1\n")},
				"data/sample/1.in":             {Data: []byte("30\n")},
				"data/sample/1.ans":            {Data: []byte("30\n")},
				"data/secret/test_group.yaml":  {Data: []byte("answer_validator_args: [--max, \"9\"]\n")},
				"data/secret/a.in":             {Data: []byte("5\n")},
				"data/secret/a.ans":            {Data: []byte("5\n")},
				"input_validators/v.py":        {Data: []byte("import sys\ns = sys.stdin.read()\nsys.exit(42 if s.strip().isdigit() else 43)\n")},
				"answer_validators/bounded.py": {Data: []byte(boundedAnswers)},
				"submissions/accepted/echo.py": {Data: []byte("print(input())\n")},
			}
			for name, text := range tc.files {
				fs[name] = &fstest.MapFile{Data: []byte(text)}
			}
			if err := os.CopyFS(dir, fs); err != nil {
				t.Fatal(err)
			}
			p, err := Open(context.Background(), dir, Options{CacheDir: t.TempDir()})
			if err != nil {
				t.Fatal(err)
			}
			_, err = testpkg.Build(context.Background(), testpkg.Options{Problem: p, Out: filepath.Join(t.TempDir(), "pkg"), Jobs: 2})
			switch {
			case tc.err == "" && err != nil:
				t.Errorf("package: %v", err)
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Errorf("package: %v; want an error containing %q", err, tc.err)
			}
		})
	}
}
