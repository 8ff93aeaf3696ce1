package reliability

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTestlibInteractorFolder packages guesstl, whose interactor is a
// testlib program (testlib's protocol and exit codes), through the real
// binary: the package certifies every submission's declared verdict;
// then judge gives each test its verdict and testlib's words, and the
// submission that never flushes ends as a deadlock (both sides
// reading), not by the wall clock.
func TestTestlibInteractorFolder(t *testing.T) {
	binary(t)
	dir := interactiveFixture(t, "guesstl")
	tmp := t.TempDir()
	pkg := filepath.Join(tmp, "pkg")
	o := run(t, tmp, 10*time.Minute, "--problem", dir, "package", "--jobs", "2", "--out", pkg)
	if o.code != 0 {
		t.Fatalf("package guesstl: exit %d (the submissions' verdicts are certified here)\n%s%s", o.code, o.stdout, o.stderr)
	}
	args := []string{"--problem", dir, "judge", "--package", pkg, "--format", "json"}
	for _, s := range []string{"accepted/binary.cpp", "wrong_answer/garbage.py", "wrong_answer/off_by_one.py", "time_limit_exceeded/never_flushes.py"} {
		args = append(args, "--solution", filepath.Join(dir, "submissions", s))
	}
	o = run(t, tmp, 5*time.Minute, args...)
	var got []struct {
		Solution string `json:"solution"`
		Tests    []struct {
			Name    string `json:"name"`
			Verdict string `json:"verdict"`
			Detail  string `json:"detail"`
		} `json:"tests"`
	}
	if err := json.Unmarshal([]byte(o.stdout), &got); err != nil || len(got) != 4 {
		t.Fatalf("judge: exit %d, %v\n%s%s", o.code, err, o.stdout, o.stderr)
	}
	// The sample's secret is 42, which off_by_one.py steps past.
	want := map[string]map[string]string{
		"binary.cpp":       {"": "OK"},
		"garbage.py":       {"": "WA wrong output format not a query: hello"},
		"off_by_one.py":    {"01-1": "WA wrong answer guessed 43, the number was 42", "": "OK"},
		"never_flushes.py": {"": "TLE idle"},
	}
	for _, s := range got {
		w := want[filepath.Base(s.Solution)]
		for _, test := range s.Tests {
			exp, ok := w[test.Name]
			if !ok {
				exp = w[""]
			}
			if have := strings.TrimSpace(test.Verdict + " " + test.Detail); !strings.HasPrefix(have, exp) {
				t.Errorf("%s on %s: %q, want %q...", filepath.Base(s.Solution), test.Name, have, exp)
			}
		}
	}
}
