package export

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLegacyRejected: the legacy export of a folder problem has no
// submissions/rejected/ (problemtools a185fe9 formatversion.py:36-43,
// submission_directories: verifyproblem.py:1549 warned "Directory
// submissions/rejected is not part of format version legacy" on
// maxsum's); each program goes to its first expected failure's folder
// and its submissions.yaml key follows it.
func TestLegacyRejected(t *testing.T) {
	cases := []struct {
		name, rule, want string
	}{
		// Why: maxsum's int_sum.cpp, right on the small tests, WA on the large.
		{"required WA", "rejected/p.py:\n  permitted: [AC, WA]\n  required: [WA]\n", "wrong_answer/p.py"},
		// Why: no required verdict: the first permitted failure.
		{"permitted TLE", "rejected/p.py:\n  permitted: [AC, TLE]\n", "time_limit_exceeded/p.py"},
		// Why: nothing declared: rejected's default rule asks for a failure, WA the first.
		{"no entry", "accepted/a.py:\n  permitted: [AC]\n", "wrong_answer/p.py"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := t.TempDir()
			put(t, filepath.Join(out, "submissions/rejected/p.py"), "print(1)\n")
			put(t, filepath.Join(out, "submissions/submissions.yaml"), "# rules\n"+c.rule)
			if err := legacyRejected(out); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(filepath.Join(out, "submissions/rejected")); err == nil {
				t.Errorf("submissions/rejected is still there")
			}
			if _, err := os.Stat(filepath.Join(out, "submissions", c.want)); err != nil {
				t.Errorf("want the program at submissions/%s: %v", c.want, err)
			}
			text := string(readFile(t, filepath.Join(out, "submissions/submissions.yaml")))
			if strings.Contains(text, "rejected/") || strings.Contains(c.rule, "rejected/") && !strings.Contains(text, c.want+":") {
				t.Errorf("submissions.yaml:\n%s\nwant the key %s, no rejected/", text, c.want)
			}
		})
	}
}
