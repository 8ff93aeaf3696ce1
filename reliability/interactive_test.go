package reliability

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/problem"
)

// interactiveFixture is problems/folder/testdata/NAME, absolute.
func interactiveFixture(t *testing.T, name string) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "problems", "folder", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// judged is judge --format json's table, as far as these tests read it.
type judged []struct {
	Solution string `json:"solution"`
	Subtasks []struct {
		Verdict string `json:"verdict"`
	} `json:"subtasks"`
	Tests []struct {
		Name       string `json:"name"`
		Verdict    string `json:"verdict"`
		Detail     string `json:"detail"`
		Transcript string `json:"transcript"`
	} `json:"tests"`
}

// TestInteractiveFolder packages the guessing game (an interactive folder
// problem whose submissions misbehave in every way the issue lists),
// which certifies every submission's declared verdict through the real
// binary, then judges a few and reads their verdicts and transcripts.
func TestInteractiveFolder(t *testing.T) {
	binary(t)
	dir := interactiveFixture(t, "guess")
	tmp := t.TempDir()
	pkg := filepath.Join(tmp, "pkg")
	o := run(t, tmp, 10*time.Minute, "--problem", dir, "package", "--jobs", "2", "--out", pkg)
	if o.code != 0 {
		t.Fatalf("package guess: exit %d (the submissions' verdicts are certified here)\n%s%s", o.code, o.stdout, o.stderr)
	}
	tr := filepath.Join(tmp, "transcripts")
	subs := []string{"accepted/binary.cpp", "wrong_answer/garbage.py", "run_time_error/reads_past_end.py", "wrong_answer/off_by_one.py"}
	args := []string{"--problem", dir, "judge", "--package", pkg, "--format", "json", "--save-transcripts", tr}
	for _, s := range subs {
		args = append(args, "--solution", filepath.Join(dir, "submissions", s))
	}
	o = run(t, tmp, 5*time.Minute, args...)
	if o.code != 0 {
		t.Fatalf("judge: exit %d\n%s%s", o.code, o.stdout, o.stderr)
	}
	var got judged
	if err := json.Unmarshal([]byte(o.stdout), &got); err != nil {
		t.Fatalf("judge --format json: %v\n%s", err, o.stdout)
	}
	want := map[string]string{"binary.cpp": "OK", "garbage.py": "WA", "reads_past_end.py": "RE", "off_by_one.py": "OK"}
	for _, s := range got {
		w := want[filepath.Base(s.Solution)]
		if len(s.Subtasks) != 1 || s.Subtasks[0].Verdict != w {
			t.Errorf("%s: subtasks %+v, want %s", s.Solution, s.Subtasks, w)
		}
		for _, test := range s.Tests {
			switch {
			case test.Verdict == "OK" && test.Transcript != "":
				t.Errorf("%s on %s: a transcript for a run that passed", s.Solution, test.Name)
			case test.Verdict != "OK" && !strings.HasPrefix(test.Transcript, ">"):
				t.Errorf("%s on %s: %s with transcript %q, want the messages, the submission's first", s.Solution, test.Name, test.Verdict, test.Transcript)
			}
		}
	}
	saved, _ := filepath.Glob(filepath.Join(tr, "*", "*.interaction"))
	// garbage.py fails all 5 tests, reads_past_end.py all 5, off_by_one.py the sample.
	if len(saved) != 11 {
		t.Errorf("--save-transcripts wrote %d files, want 11: %v", len(saved), saved)
	}
}

// TestInteractiveStressShrinks: stress finds the planted bug of an
// interactive submission with the folder's generator, through the
// interactor, and shrinks the secret to a small one.
func TestInteractiveStressShrinks(t *testing.T) {
	binary(t)
	dir := interactiveFixture(t, "guess")
	tmp := t.TempDir()
	o := run(t, tmp, 5*time.Minute, "--problem", dir, "stress", "--target", filepath.Join(dir, "submissions/wrong_answer/off_by_one.py"),
		"--generator", "generators/gen.py {seed} 1000000000", "--cases", "40", "--seed", "5", "--jobs", "2")
	if o.code != 1 || !strings.Contains(o.stdout, "shrunk to:\n2\n") {
		t.Fatalf("stress: exit %d, want 1 with the failure shrunk to the secret 2\n%s%s", o.code, o.stdout, o.stderr)
	}
}

// TestMultiPassFolder: a multi-pass problem's submission runs again on the
// validator's nextpass.in; a wrong later pass is WA, with every pass in
// its transcript.
func TestMultiPassFolder(t *testing.T) {
	binary(t)
	dir := interactiveFixture(t, "doubling")
	tmp := t.TempDir()
	pkg := filepath.Join(tmp, "pkg")
	if o := run(t, tmp, 5*time.Minute, "--problem", dir, "package", "--out", pkg); o.code != 0 {
		t.Fatalf("package doubling: exit %d\n%s%s", o.code, o.stdout, o.stderr)
	}
	o := run(t, tmp, 5*time.Minute, "--problem", dir, "judge", "--package", pkg, "--format", "json",
		"--solution", filepath.Join(dir, "submissions/wrong_answer/small_only.py"))
	var got judged
	if err := json.Unmarshal([]byte(o.stdout), &got); err != nil || len(got) != 1 {
		t.Fatalf("judge: exit %d, %v\n%s%s", o.code, err, o.stdout, o.stderr)
	}
	for _, test := range got[0].Tests {
		switch {
		case test.Name != "01-1":
		case starvedDetail(problem.Verdict(test.Verdict), problem.WA, test.Detail):
			// A loaded machine starved a pass into the wall-clock guard.
			t.Logf("on 1: %s (%s), starved on a loaded machine; want WA at the third pass", test.Verdict, test.Detail)
		case test.Verdict != "WA" || strings.Count(test.Transcript, "---\n") != 2:
			t.Errorf("on 1 (passes 1, 10, 100): %s (%s), transcript %q; want WA at the third pass", test.Verdict, test.Detail, test.Transcript)
		}
	}
	if _, err := os.Stat(pkg); err != nil {
		t.Fatal(err)
	}
}
