package app

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"carokit/testpkg"
)

// seconds are the search times of a mutation report's gaps: the one
// figure of it a clock measures.
var seconds = regexp.MustCompile(`"seconds": [0-9.e+-]+`)

// TestMergeMutation: package --mutate split into M = 1 and 3 shards
// (--jobs 1, then 4 per shard) and merged prints byte for byte the whole run's JSON
// (but the gaps' search times; the whole run is the shard 0/1, which
// prints it), and the same table whatever M; merge
// refuses a missing shard, a shard given twice and a shard of another
// run; --strengthen is refused with --result. The mutants are of a
// Python Kadane (kadane.py), which need no compiler, over the weak
// maxsum package of TestMutateFolder (a gap planted).
func TestMergeMutation(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 16 mutants over a package six times")
	}
	dir := t.TempDir()
	problemDir := weakMaxsum(t, dir)
	src := filepath.Join(dir, "kadane.py")
	// The folder marks kadane.py's equivalent mutants (an initial value
	// overwritten before it is read, <= 0 for < 0 on integers…): not run.
	marks := "equivalent:\n  - cd5253121d90\n  - 88586ad66db9\n  - dc7b9c505bab\n  - 238c4a5c855f\n  - 8931ee686220\n  - 78a1e69cfe57\n  - b9f7075b3c6b\n"
	if err := os.WriteFile(filepath.Join(problemDir, "mutate.yaml"), []byte(marks), 0o644); err != nil {
		t.Fatal(err)
	}
	mutateArgs := func(out string, more ...string) []string {
		return append([]string{"--problem", problemDir, "package", "--out", filepath.Join(dir, out), "--format", "json", "--mutate", src,
			"--mutants", "16", "--mutate-budget", "12", "--generator", "generators/gen.cpp {seed} 10 -5 5"}, more...)
	}
	var want string
	var tables []string
	shards := map[int][]string{}
	for _, c := range []struct {
		m    int
		jobs string
	}{{1, "1"}, {3, "4"}} { // the whole run with one job; three shards with four jobs each
		for i := range c.m {
			res := filepath.Join(dir, fmt.Sprintf("m%d-%d.json", c.m, i))
			code, stdout, stderr := run(t, "", mutateArgs(fmt.Sprintf("m%d-%d", c.m, i), "--jobs", c.jobs, "--shard", fmt.Sprintf("%d/%d", i, c.m), "--result", res)...)
			if wantCode := map[bool]int{true: 1, false: 0}[c.m == 1]; code != wantCode {
				t.Fatalf("shard %d/%d: exit %d, want %d; stderr:\n%s", i, c.m, code, wantCode, stderr)
			}
			if c.m == 1 {
				// One shard is the whole run: it prints the whole report.
				want = seconds.ReplaceAllString(stdout, `"seconds": 0`)
				marked := 0
				for _, o := range decodeMutation(t, stdout).Mutants {
					if o.Outcome() == testpkg.MutantMarkedEquivalent {
						marked++
					} else if strings.Contains(marks, o.ID) {
						t.Errorf("mutant %s, marked in mutate.yaml: %s", o.ID, o.Outcome())
					}
				}
				if marked == 0 {
					t.Errorf("no mutant marked equivalent by mutate.yaml among those run")
				}
			}
			if c.m > 1 && !strings.Contains(stdout, fmt.Sprintf("mutation shard %d/%d", i, c.m)) {
				t.Errorf("shard %d/%d says %q", i, c.m, stdout)
			}
			shards[c.m] = append(shards[c.m], res)
		}
		code, merged, stderr := run(t, "", append([]string{"merge"}, shards[c.m]...)...)
		if code != 1 {
			t.Errorf("merge of %d shards: exit %d, want 1 as the whole run; stderr:\n%s", c.m, code, stderr)
		}
		if got := seconds.ReplaceAllString(merged, `"seconds": 0`); got != want {
			t.Errorf("merge of %d shards differs from the whole run: %s", c.m, firstDifference(got, want))
		}
		_, table, _ := run(t, "", append([]string{"merge", "--format", "table"}, shards[c.m]...)...)
		tables = append(tables, table)
		if table != tables[0] || !strings.Contains(table, "gaps:") {
			t.Errorf("merge --format table of %d shards:\n%s\nof 1:\n%s", c.m, table, tables[0])
		}
	}
	other := refusedMerges(t, dir, shards)
	code, _, stderr := run(t, "", mutateArgs("never", "--strengthen", "--result", other)...)
	if code != 2 || !strings.Contains(stderr, "--strengthen goes with a whole run") {
		t.Errorf("--strengthen --result: exit %d, stderr %q; want 2", code, stderr)
	}
}

// refusedMerges: merge refuses a missing shard, one twice, one of
// another run (its budget changed) and one of another split; it returns
// the file of another run.
func refusedMerges(t *testing.T, dir string, shards map[int][]string) string {
	t.Helper()
	other := filepath.Join(dir, "other.json")
	data, err := os.ReadFile(shards[3][2])
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	f["mutation"].(map[string]any)["campaign"].(map[string]any)["budget_cases"] = 31
	data, _ = json.Marshal(f)
	if err := os.WriteFile(other, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, stderr string
		files        []string
	}{
		{"missing", "shard 2 of 3 is missing", shards[3][:2]},
		{"twice", "given twice", []string{shards[3][0], shards[3][1], shards[3][1]}},
		{"another run", "different mutation runs", []string{shards[3][0], shards[3][1], other}},
		{"another split", "not the same split", []string{shards[1][0], shards[3][1], shards[3][2]}},
	} {
		code, _, stderr := run(t, "", append([]string{"merge"}, c.files...)...)
		if code != 1 || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%s: exit %d, stderr %q; want 1 and %q", c.name, code, stderr, c.stderr)
		}
	}
	return other
}

// firstDifference is the first line where got and want differ, with a
// few lines before it.
func firstDifference(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			from := max(0, i-6)
			return fmt.Sprintf("line %d:\n%s\n-> got  %q\n-> want %q", i+1, strings.Join(w[from:i], "\n"), g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}
