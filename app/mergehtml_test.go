package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMergeHTML: merge --html writes the page the whole run writes.
// Judge: a campaign judged in one shard (--result, --html) is split by
// hand into 2 and 3 shards as JudgeShard splits it, and each merge's
// page, with the package's answers and drawings, is byte for byte the
// whole run's; shards judged for real with --html keep the failing
// runs' outputs for the page. Stress: a whole run's page and that of
// its result merged are the same, and shards merged draw the same
// counterexample. A page of another package, or --package without
// --html, is refused.
func TestMergeHTML(t *testing.T) {
	dir := t.TempDir()
	plan := filepath.Join(dir, "plan.txt")
	if err := os.WriteFile(plan, []byte("@subtask 1\nsample sample\ntiny --n 1 --k 1\nedge-win --n 7 --k 30\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pkg, other := filepath.Join(dir, "pkg"), filepath.Join(dir, "other")
	hostile := filepath.Join(dir, hostileName)
	if err := os.WriteFile(hostile, []byte("#!/bin/sh\nprintf '%s\\n' '"+hostileOutput+"'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	mustRun(t, 0, "package", "--plan", plan, "--out", pkg, "--no-cache", "--draft")
	mustRun(t, 0, "package", "--plan", plan, "--out", other, "--no-cache", "--draft", "--seed", "2")
	path := func(name string) string { return filepath.Join(dir, name) }
	judgeArgs := []string{"judge", "--package", pkg, "--solution", "fast", "--solution", hostile, "--format", "json"}
	mustRun(t, 0, append(judgeArgs, "--result", path("whole.json"), "--html", path("whole.html"))...)
	want := readFile(t, path("whole.html"))
	for _, m := range []int{2, 3} {
		files := splitJudge(t, path("whole.json"), m)
		mustRun(t, 0, append([]string{"merge", "--html", path("merged.html"), "--package", pkg}, files...)...)
		if got := readFile(t, path("merged.html")); got != want {
			t.Errorf("merge --html of %d shards: a page of %d bytes unlike the whole run's %d", m, len(got), len(want))
		}
	}
	var shards []string
	for i := range 2 {
		shards = append(shards, path(fmt.Sprintf("j%d.json", i)))
		code, _, stderr := run(t, "", append(judgeArgs, "--shard", fmt.Sprintf("%d/2", i), "--result", shards[i], "--html", path("unused.html"))...)
		if code != 0 || !strings.Contains(stderr, "a shard writes no page") {
			t.Errorf("judge shard %d/2 --html: exit %d, stderr %q", i, code, stderr)
		}
	}
	if _, err := os.Stat(path("unused.html")); err == nil {
		t.Errorf("a judge shard of two wrote a page")
	}
	mustRun(t, 0, append([]string{"merge", "--html", path("real.html"), "--package", pkg}, shards...)...)
	if page := readFile(t, path("real.html")); !strings.Contains(page, "&lt;/pre&gt;&lt;script&gt;alert(2)") {
		t.Errorf("the merged page of real shards lacks the failing run's output, escaped")
	}
	stress := []string{"stress", "--target", "exact5", "--seed", "5", "--cases", "200", "--jobs", "1"}
	mustRun(t, 1, append(stress, "--result", path("s.json"), "--html", path("s.html"))...)
	mustRun(t, 1, "merge", "--html", path("sm.html"), path("s.json"))
	if got, want := readFile(t, path("sm.html")), readFile(t, path("s.html")); got != want {
		t.Errorf("merge --html of a stress result: not the whole run's page: %s", firstDifference(got, want))
	}
	for _, c := range []struct {
		name   string
		code   int
		args   []string
		stderr string
	}{
		{"another package", 1, []string{"merge", "--html", path("x.html"), "--package", other, path("whole.json")}, "not the package the shards judged"},
		{"another problem", 1, []string{"--problem", "havannah", "merge", "--html", path("x.html"), path("s.json")}, "give --problem caro"},
		{"package without a page", 2, []string{"merge", "--package", pkg, path("whole.json")}, "goes with --html"},
	} {
		code, _, stderr := run(t, "", c.args...)
		if code != c.code || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%s: exit %d, stderr %q; want %d and %q", c.name, code, stderr, c.code, c.stderr)
		}
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// splitJudge splits a judge result of one shard into m, as JudgeShard
// would have written them (run k in shard k mod m), and returns the
// files.
func splitJudge(t *testing.T, whole string, m int) []string {
	t.Helper()
	var f resultFile
	if err := json.Unmarshal([]byte(readFile(t, whole)), &f); err != nil {
		t.Fatal(err)
	}
	var files []string
	for i := range m {
		part := *f.Judge
		part.Shard, part.Shards, part.Runs = i, m, nil
		for _, r := range f.Judge.Runs {
			if r.Index%m == i {
				part.Runs = append(part.Runs, r)
			}
		}
		shard := f
		shard.Judge = &part
		var b bytes.Buffer
		if err := json.NewEncoder(&b).Encode(shard); err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("%s.%d-of-%d.json", whole, i, m)
		if err := os.WriteFile(name, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	return files
}
