// Package shard splits a campaign (stress cases, judge runs) among M
// machines: it reads which shard this process is from the command line or
// from the environment of the engines setters use (Kubernetes Indexed
// Jobs, Slurm job arrays, GitLab CI parallel jobs), and checks that the
// results to merge are each shard exactly once.
package shard

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is shard I of M (0 ≤ I < M) and where that came from.
type Shard struct {
	I, M   int
	Source string // "--shard", "Kubernetes Indexed Job", …; "" when not sharded
}

// Max is the most shards a campaign may have: far more machines than
// any campaign uses, and a bound a result file cannot lift (merge keeps
// one entry per shard).
const Max = 1_000_000

// maxListed is how many missing shards an error names.
const maxListed = 10

// Parse reads "I/M" with 0 ≤ I < M ≤ Max.
func Parse(s string) (int, int, error) {
	is, ms, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(is)
	m, err2 := strconv.Atoi(ms)
	if !ok || err1 != nil || err2 != nil || m < 1 || m > Max || i < 0 || i >= m {
		return 0, 0, fmt.Errorf("shard %q: want I/M with 0 ≤ I < M ≤ %d", s, Max)
	}
	return i, m, nil
}

// Resolve finds this process's shard: the flag value ("I/M", or "" when
// not given) wins; else the first engine whose variables getenv finds.
// Kubernetes gives only the index: M is the flag's --shards value or
// JOB_COMPLETIONS. Slurm's index starts at SLURM_ARRAY_TASK_MIN (often 0,
// often 1); GitLab's CI_NODE_INDEX starts at 1. Not sharded: {0, 1, ""}.
func Resolve(flag string, shards int, getenv func(string) string) (Shard, error) {
	if flag != "" {
		i, m, err := Parse(flag)
		return Shard{i, m, "--shard"}, err
	}
	if idx := getenv("JOB_COMPLETION_INDEX"); idx != "" {
		m := shards
		src := "Kubernetes Indexed Job (JOB_COMPLETION_INDEX, M from --shards)"
		if m == 0 {
			n, err := atoi("JOB_COMPLETIONS", getenv("JOB_COMPLETIONS"))
			if err != nil {
				return Shard{}, fmt.Errorf("JOB_COMPLETION_INDEX=%s is set but not the shard count: give --shards M or set JOB_COMPLETIONS: %w", idx, err)
			}
			m, src = n, "Kubernetes Indexed Job (JOB_COMPLETION_INDEX, JOB_COMPLETIONS)"
		}
		return indexed(src, "JOB_COMPLETION_INDEX", idx, 0, m)
	}
	if id := getenv("SLURM_ARRAY_TASK_ID"); id != "" {
		m, err := atoi("SLURM_ARRAY_TASK_COUNT", getenv("SLURM_ARRAY_TASK_COUNT"))
		if err != nil {
			return Shard{}, err
		}
		base := 0
		if s := getenv("SLURM_ARRAY_TASK_MIN"); s != "" {
			if base, err = atoi("SLURM_ARRAY_TASK_MIN", s); err != nil {
				return Shard{}, err
			}
		}
		return indexed("Slurm job array (SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN, SLURM_ARRAY_TASK_COUNT)", "SLURM_ARRAY_TASK_ID", id, base, m)
	}
	if idx := getenv("CI_NODE_INDEX"); idx != "" {
		m, err := atoi("CI_NODE_TOTAL", getenv("CI_NODE_TOTAL"))
		if err != nil {
			return Shard{}, err
		}
		return indexed("GitLab CI parallel job (CI_NODE_INDEX - 1, CI_NODE_TOTAL)", "CI_NODE_INDEX", idx, 1, m)
	}
	if shards > 1 {
		return Shard{}, fmt.Errorf("--shards %d without an index: give --shard I/M, or run under an engine that sets one", shards)
	}
	return Shard{0, 1, ""}, nil
}

// indexed is shard value-base of m, the index read from variable name.
func indexed(src, name, value string, base, m int) (Shard, error) {
	v, err := atoi(name, value)
	if err != nil {
		return Shard{}, err
	}
	i := v - base
	if m < 1 || m > Max || i < 0 || i >= m {
		return Shard{}, fmt.Errorf("%s=%d gives shard %d of %d: want 0 ≤ I < M ≤ %d", name, v, i, m, Max)
	}
	return Shard{i, m, src}, nil
}

func atoi(name, s string) (int, error) {
	if s == "" {
		return 0, fmt.Errorf("%s is not set", name)
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%s=%q is not an integer", name, s)
	}
	return n, nil
}

// Check says which shards of m are missing or given twice: files[k] is
// shard indices[k] of counts[k]. Every count must be m.
func Check(files []string, indices, counts []int) error {
	if len(files) == 0 {
		return fmt.Errorf("no result files given")
	}
	m := counts[0]
	if m < 1 || m > Max {
		return fmt.Errorf("%s: shard count %d: want 1 to %d", files[0], m, Max)
	}
	seen := make([]string, m)
	for k, f := range files {
		i := indices[k]
		switch {
		case counts[k] != m:
			return fmt.Errorf("%s is shard %d/%d, %s is shard %d/%d: not the same split", f, i, counts[k], files[0], indices[0], m)
		case i < 0 || i >= m:
			return fmt.Errorf("%s: shard %d/%d: want 0 ≤ I < M", f, i, m)
		case seen[i] != "":
			return fmt.Errorf("shard %d/%d is given twice: %s and %s", i, m, seen[i], f)
		}
		seen[i] = f
	}
	var missing []string
	count := 0
	for i, f := range seen {
		if f == "" {
			if count++; count <= maxListed {
				missing = append(missing, strconv.Itoa(i))
			}
		}
	}
	if count > maxListed {
		missing = append(missing, fmt.Sprintf("… (%d in all)", count))
	}
	switch count {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("shard %s of %d is missing (no result file: not run, or stopped before the end)", missing[0], m)
	}
	return fmt.Errorf("shards %s of %d are missing (no result file: not run, or stopped before the end)", strings.Join(missing, ", "), m)
}
