package shard

import (
	"strings"
	"testing"
)

func TestResolve(t *testing.T) {
	cases := []struct {
		name   string
		flag   string
		shards int
		env    map[string]string
		i, m   int
		source string // a word of Shard.Source; "" for not sharded
		err    string // a word of the error; "" for none
	}{
		// Nothing given: one shard, the whole campaign.
		{name: "none", i: 0, m: 1},
		// The flag wins over any engine's variables.
		{name: "flag wins", flag: "2/5", env: map[string]string{"JOB_COMPLETION_INDEX": "1", "JOB_COMPLETIONS": "3"}, i: 2, m: 5, source: "--shard"},
		{name: "bad flag", flag: "5/5", err: "0 ≤ I < M"},
		// More shards than merge takes would fail only at the end.
		{name: "too many shards", flag: "0/1000001", err: "M ≤ 1000000"},
		// Kubernetes: the index is 0-based; M from JOB_COMPLETIONS ...
		{name: "kubernetes", env: map[string]string{"JOB_COMPLETION_INDEX": "3", "JOB_COMPLETIONS": "8"}, i: 3, m: 8, source: "Kubernetes"},
		// ... or from --shards, which wins since a manifest need not set it.
		{name: "kubernetes --shards", shards: 4, env: map[string]string{"JOB_COMPLETION_INDEX": "3", "JOB_COMPLETIONS": "8"}, i: 3, m: 4, source: "--shards"},
		{name: "kubernetes without M", env: map[string]string{"JOB_COMPLETION_INDEX": "3"}, err: "JOB_COMPLETIONS"},
		// Slurm arrays start where --array says: --array=1-8 is shard 0 at 1.
		{name: "slurm from 1", env: map[string]string{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "8", "SLURM_ARRAY_TASK_MIN": "1"}, i: 0, m: 8, source: "Slurm"},
		{name: "slurm from 0", env: map[string]string{"SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_COUNT": "8", "SLURM_ARRAY_TASK_MIN": "0"}, i: 7, m: 8, source: "Slurm"},
		// An index past the count (a sparse --array=0,4,9) cannot be a shard.
		{name: "slurm sparse", env: map[string]string{"SLURM_ARRAY_TASK_ID": "9", "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_MIN": "0"}, err: "want 0 ≤ I < M"},
		// GitLab's CI_NODE_INDEX is 1-based.
		{name: "gitlab", env: map[string]string{"CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3"}, i: 2, m: 3, source: "GitLab"},
		{name: "gitlab garbage", env: map[string]string{"CI_NODE_INDEX": "x", "CI_NODE_TOTAL": "3"}, err: "not an integer"},
		// --shards alone gives no index: a mistake, not the whole campaign.
		{name: "shards alone", shards: 4, err: "without an index"},
	}
	for _, c := range cases {
		sh, err := Resolve(c.flag, c.shards, func(k string) string { return c.env[k] })
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: err %v, want %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil || sh.I != c.i || sh.M != c.m || !strings.Contains(sh.Source, c.source) || (c.source == "") != (sh.Source == "") {
			t.Errorf("%s: %+v, %v; want %d/%d from %q", c.name, sh, err, c.i, c.m, c.source)
		}
	}
}

func TestCheck(t *testing.T) {
	cases := []struct {
		name    string
		files   []string
		indices []int
		counts  []int
		err     string
	}{
		// Every shard once, in any order.
		{"complete", []string{"b", "a", "c"}, []int{1, 0, 2}, []int{3, 3, 3}, ""},
		// A shard killed midway wrote no file.
		{"one missing", []string{"a", "c"}, []int{0, 2}, []int{3, 3}, "shard 1 of 3 is missing"},
		{"several missing", []string{"a"}, []int{0}, []int{4}, "shards 1, 2, 3 of 4 are missing"},
		{"twice", []string{"a", "b", "b2"}, []int{0, 1, 1}, []int{3, 3, 3}, "shard 1/3 is given twice: b and b2"},
		// Shards of a split in 3 and of a split in 4 cover different cases.
		{"other split", []string{"a", "b"}, []int{0, 1}, []int{2, 4}, "not the same split"},
		{"none", nil, nil, nil, "no result files"},
		// A hostile result file's count: refused before anything is
		// allocated per shard (2^62 was a panic in make).
		{"count 2^62", []string{"a"}, []int{0}, []int{1 << 62}, "shard count 4611686018427387904: want 1 to 1000000"},
		{"count negative", []string{"a"}, []int{0}, []int{-1}, "want 1 to"},
		{"index negative", []string{"a"}, []int{-1}, []int{1}, "shard -1/1: want 0 ≤ I < M"},
		// The most shards allowed, one given: ten missing ones named, and
		// how many in all, not a million numbers.
		{"many missing", []string{"a"}, []int{0}, []int{Max}, "shards 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, … (999999 in all) of 1000000 are missing"},
	}
	for _, c := range cases {
		err := Check(c.files, c.indices, c.counts)
		if (c.err == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.err)) {
			t.Errorf("%s: err %v, want %q", c.name, err, c.err)
		}
	}
}
