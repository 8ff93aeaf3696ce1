package reliability

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// submissionKinds builds a submissions folder with one entry of every
// kind judge --submissions must run, plus two it cannot, and returns the
// folder. Each value is how the entry is made.
func submissionKinds(t *testing.T) string {
	t.Helper()
	subs, elsewhere := t.TempDir(), t.TempDir()
	caro := filepath.Join("..", "submissions", "caro", "accepted")
	kinds := filepath.Join("testdata", "submissions")
	read := func(path string) string {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	write := func(path, content string) {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := func(target, path string) {
		if err := os.Symlink(target, path); err != nil {
			t.Fatal(err)
		}
	}
	acc := filepath.Join(subs, "accepted")
	write(filepath.Join(acc, "good.c"), read(filepath.Join(kinds, "good.c")))
	write(filepath.Join(elsewhere, "kept-elsewhere.c"), read(filepath.Join(kinds, "good.c")))
	// A link is followed only to a file in the submission's own folder
	// (here a hidden subfolder, which is no submission itself).
	write(filepath.Join(acc, ".shared", "kept.c"), read(filepath.Join(kinds, "good.c")))
	link(filepath.Join(acc, ".shared", "kept.c"), filepath.Join(acc, "linked.c"))
	link(filepath.Join(elsewhere, "kept-elsewhere.c"), filepath.Join(acc, "outside.c"))
	for _, f := range []string{"main.c", "board.c", "board.h"} {
		write(filepath.Join(acc, "multi", f), read(filepath.Join(kinds, "multi", f)))
	}
	write(filepath.Join(acc, "upper.CPP"), read(filepath.Join(caro, "count_around.cpp")))
	write(filepath.Join(acc, "Sol.java"), strings.Replace(read(filepath.Join(caro, "CountAround.java")), "public class CountAround", "public class Sol", 1))
	write(filepath.Join(acc, "main.rs"), read(filepath.Join(caro, "count_around.rs")))
	write(filepath.Join(acc, "pyfolder", "count_around.py"), read(filepath.Join(caro, "count_around.py")))
	write(filepath.Join(acc, "pyfolder", "main.py"), "import count_around  # runs the solution\n")
	write(filepath.Join(acc, "README.md"), "notes, skipped without a word\n")
	write(filepath.Join(subs, "wrong_answer", "zero.c"), read(filepath.Join(kinds, "zero.c")))
	// The two that cannot run.
	write(filepath.Join(acc, "file.xyz"), "what language is this?\n")
	link(filepath.Join(elsewhere, "deleted.c"), filepath.Join(acc, "dangling.c"))
	return subs
}

// judgedJSON is the part of judge --format json the test reads.
type judgedJSON struct {
	Solution    string `json:"solution"`
	ExpectedMet bool   `json:"expected_met"`
	NotJudged   string `json:"not_judged"`
	Subtasks    []struct {
		Verdict string `json:"verdict"`
	} `json:"subtasks"`
}

// TestSubmissionKinds runs judge --submissions through the binary on a
// folder with a C file, a link to one, a two-file C folder, an upper-case
// .CPP, a Java file, a Rust file, a Python folder, a wrong answer, an
// unknown extension, a dangling link and a link out of its folder: every
// runnable one must get its verdict, the other three must be listed with
// their reason and fail the command, and without them it passes.
func TestSubmissionKinds(t *testing.T) {
	for _, tool := range []string{"gcc", "g++", "javac", "java", "rustc", "python3"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (.ci/run installs javac and rustc): %v", tool, err)
		}
	}
	pkg, subs := writePackage(t), submissionKinds(t)
	// A generous time limit: a JVM start costs a few hundred ms of CPU,
	// more on a loaded machine; the verdicts here are not about speed.
	args := []string{"judge", "--package", pkg, "--submissions", subs, "--time-limit", "3s"}
	o := run(t, t.TempDir(), 5*time.Minute, append(args, "--format", "json")...)
	if o.code != 1 {
		t.Fatalf("with three entries that cannot run: %v; want exit 1", o)
	}
	var got []judgedJSON
	if err := json.Unmarshal([]byte(o.stdout), &got); err != nil {
		t.Fatalf("json output: %v\n%s", err, clip(o.stdout))
	}
	want := []struct{ name, verdict, notJudged, why string }{
		{"accepted/Sol.java", "OK", "", "Java, class named after the file"},
		{"accepted/good.c", "OK", "", "the one judged before"},
		{"accepted/linked.c", "OK", "", "a link counts as the file it points to"},
		{"accepted/main.rs", "OK", "", "Rust"},
		{"accepted/multi", "OK", "", "a folder of two C files and a header is one program"},
		{"accepted/pyfolder", "OK", "", "a Python folder runs main.py, which imports its neighbour"},
		{"accepted/upper.CPP", "OK", "", "an extension in upper case"},
		{"wrong_answer/zero.c", "WA", "", "a wrong answer where declared"},
		{"accepted/dangling.c", "", "dangling symbolic link", "a link to nothing is listed, not skipped"},
		{"accepted/outside.c", "", "outside", "a link out of its folder is refused: it could name /etc/shadow"},
		{"accepted/file.xyz", "", `unknown extension ".xyz"`, "an unknown language is listed, not skipped"},
	}
	if len(got) != len(want) {
		var names []string
		for _, s := range got {
			names = append(names, s.Solution)
		}
		t.Errorf("judged %q; want the %d entries below (README.md skipped)", names, len(want))
	}
	for _, w := range want {
		i := slices.IndexFunc(got, func(s judgedJSON) bool { return s.Solution == w.name })
		if i < 0 {
			t.Errorf("%s: missing from the output (%s)", w.name, w.why)
			continue
		}
		s := got[i]
		switch {
		case w.notJudged != "":
			if !strings.Contains(s.NotJudged, w.notJudged) || s.ExpectedMet {
				t.Errorf("%s: not judged %q, met %v; want a reason with %q and not met (%s)", w.name, s.NotJudged, s.ExpectedMet, w.notJudged, w.why)
			}
		case len(s.Subtasks) != 1 || s.Subtasks[0].Verdict != w.verdict || !s.ExpectedMet:
			t.Errorf("%s: %+v; want %s as declared (%s)", w.name, s, w.verdict, w.why)
		}
	}

	// The table says what was not judged, under the verdicts.
	o = run(t, t.TempDir(), 5*time.Minute, args...)
	for _, line := range []string{"NOT JUDGED: accepted/dangling.c: dangling symbolic link", `NOT JUDGED: accepted/file.xyz: unknown extension ".xyz"`} {
		if !strings.Contains(o.stdout, line) {
			t.Errorf("table output lacks %q:\n%s", line, o.stdout)
		}
	}
	if o.code != 1 {
		t.Errorf("table: %v; want exit 1", o)
	}

	for _, f := range []string{"file.xyz", "dangling.c", "outside.c"} {
		if err := os.Remove(filepath.Join(subs, "accepted", f)); err != nil {
			t.Fatal(err)
		}
	}
	if o = run(t, t.TempDir(), 5*time.Minute, args...); o.code != 0 || strings.Contains(o.stdout, "NOT JUDGED") {
		t.Errorf("without the three that cannot run: %v\n%s; want exit 0", o, o.stdout)
	}
}
