package app

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestMergeChecksShards: each hostile or broken shard file of
// testdata/merge is one line FILE: why and exit 1, never a panic (exit 2),
// a huge allocation or a score of +Inf.
func TestMergeChecksShards(t *testing.T) {
	cases := []struct {
		file, want, why string
	}{
		{"judge-runs-negative.json", "runs -1: the campaign has 1 solutions × 2 tests", "runs: -1 was a panic in make"},
		{"judge-runs-1e12.json", "runs 1000000000000: the campaign has 1 solutions × 2 tests", "runs: 1e12 was out of memory"},
		{"judge-runs-missing.json", "shard 0/1 holds 2 runs of its 6", "a count that agrees with the lists but not with the runs there"},
		{"judge-solution-info-extra.json", "2 solution_info entries for the campaign's 1 solutions", "an extra entry was a panic slicing the runs"},
		{"judge-solution-info-other.json", `solution_info 0 is "b.cpp", the campaign's solution 0 is "a.cpp"`, "a description of another solution"},
		{"judge-shards-2p62.json", "shard count 4611686018427387904: want 1 to 1000000", "shards: 2^62 was a panic in make"},
		{"judge-shard-index.json", "shard 3/1: want 0 ≤ I < M", "an index out of its split"},
		{"judge-weight-1e308.json", "subtask 1: weight 1e+308: want 0 to 1e+06", "a weight of 1e308 printed +Inf"},
		{"judge-weight-sum.json", "subtask weights sum past 1e+06", "weights sane one by one, not together"},
		{"judge-weight-negative.json", "subtask 1: weight -50", "a negative weight"},
		{"judge-subtask-tests.json", "subtask 1: 1000000 tests, the campaign lists 2", "a subtask's count not its tests'"},
		{"judge-test-subtask.json", "subtask 1: 2 tests, the campaign lists 1", "a test moved to a subtask the package lacks"},
		{"judge-run-index.json", "run 7 does not belong to shard 0/1 of 2 runs", "a run past the campaign's"},
		{"judge-run-twice.json", "run 0 given twice", "one run counted twice, another missing"},
		{"judge-run-other-test.json", `run 1 is of test "1-01" (subtask 1), the campaign's is "1-02"`, "a result moved to another test"},
		{"judge-verdict-unknown.json", `run 1: verdict "\x1b[2JOK"`, "an unknown verdict, its ESC escaped in the message"},
		{"judge-cpu-negative.json", "run 1: a negative time, memory or work", "a negative CPU time"},
		{"judge-scoring.json", `unknown scoring "best"`, "a scoring rule carokit does not know"},
		{"stress-cases-negative.json", "shard 0/1 compared -1 cases: want 0 to 10", "a negative count"},
		{"stress-cases-over-budget.json", "shard 0/1 compared 11 cases: want 0 to 10", "more cases than the campaign's budget"},
		{"stress-cases-huge.json", "shard 0/1 compared 4611686018427387904 cases: want 0 to 1099511627776", "a count whose sum would overflow"},
		{"stress-shards-2p62.json", "shard count 4611686018427387904: want 1 to 1000000", "shards: 2^62"},
		{"stress-failed-over.json", "5 failed cases with 1 failures reported, of 4 cases", "more failed cases than compared"},
		{"stress-failure-index.json", "failure on case 9: not one of the 4 cases shard 0/1 compared", "a failure the shard never ran"},
		{"stress-failure-seed.json", "failure on case 3: seed 8, the campaign's is 7", "a failure of another seed"},
		{"stress-failure-verdict.json", `failure on case 3: verdict "OK" is no failure`, "a failure that is none"},
		{"mutation-index-past.json", "mutant 5: not one of the mutants of shard 0/1", "an outcome past the campaign's mutants was a panic indexing them"},
		{"mutation-killed-by-other.json", `mutant 0: subtask 1: killed by "2-01", not a test of it`, "a killing test the campaign does not list would rank among the top killers"},
		{"mutation-missing.json", "shard 0/1 holds 2 mutants and 0 that do not compile; its share of the 3 mutants is 3", "a mutant neither run nor failing to compile"},
		{"mutation-id-twice.json", `campaign: mutant id "000000000000" malformed or given twice`, "two mutants of one id"},
		{"mutation-format.json", `a mutation result's format is table or json, not "csv"`, "a mutation report has two formats"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			file := filepath.Join("testdata", "merge", c.file)
			code, out, errOut := run(t, "", "merge", file)
			want := "carokit: " + file + ": " + c.want
			if code != ExitFailure || out != "" || !strings.HasPrefix(errOut, want) || strings.Count(errOut, "\n") != 1 {
				t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and one line %q", c.why, code, out, errOut, want)
			}
		})
	}
}

// TestMergeShardSet: the files together must be each shard once.
func TestMergeShardSet(t *testing.T) {
	valid := filepath.Join("testdata", "merge", "judge-valid.json")
	cases := []struct {
		name  string
		files []string
		code  int
		want  string
	}{
		{"one valid shard", []string{valid}, ExitOK, ""},
		{"the same shard twice", []string{valid, valid}, ExitFailure, "shard 0/1 is given twice"},
		{"a missing shard", []string{filepath.Join("testdata", "merge", "judge-missing-shard.json")}, ExitFailure, "shard 1 of 2 is missing"},
		{"kinds mixed", []string{valid, filepath.Join("testdata", "merge", "stress-valid.json")}, ExitFailure, `a "stress" result`},
		{"not JSON", []string{filepath.Join("testdata", "sample.in")}, ExitFailure, "not a carokit result"},
	}
	for _, c := range cases {
		code, _, errOut := run(t, "", append([]string{"merge"}, c.files...)...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%s: exit %d, stderr %q; want exit %d, %q", c.name, code, errOut, c.code, c.want)
		}
	}
}

// TestMergeEscapes: the strings of a shard file (names, details, compile
// errors, target output, the shrunk case) reach no format raw.
func TestMergeEscapes(t *testing.T) {
	for _, format := range []string{"table", "markdown", "csv", "json"} {
		code, out, errOut := run(t, "", "merge", "--format", format, filepath.Join("testdata", "merge", "judge-escape.json"))
		if code != ExitFailure || strings.ContainsAny(out+errOut, "\x1b\a\u202e") || out == "" {
			t.Errorf("judge, %s: exit %d, raw control in stdout %q, stderr %q", format, code, out, errOut)
		}
		if format != "json" && strings.Contains(out, "\nno failure") {
			t.Errorf("judge, %s: a name's newline forged a line:\n%s", format, out)
		}
	}
	code, out, errOut := run(t, "", "merge", filepath.Join("testdata", "merge", "stress-escape.json"))
	if code != ExitFailure || strings.ContainsAny(out+errOut, "\x1b\a") || strings.Contains(out, "\nno failure") ||
		!strings.Contains(out, `prints: 2\n\x1b[2Jno failure in 200 cases`) {
		t.Errorf("stress: exit %d, stdout %q, stderr %q: want the target's output escaped on one line", code, out, errOut)
	}
}
