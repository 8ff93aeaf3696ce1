package app

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runEnv is run with an environment of its own, for the engines' shard
// variables.
func runEnv(t *testing.T, env map[string]string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Run(context.Background(), args, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, Self: selfForChildren(t),
		Getenv: func(k string) string { return env[k] }})
	return code, out.String(), errOut.String()
}

func TestShardAndMerge(t *testing.T) {
	dir := t.TempDir()
	res := func(i int) string { return filepath.Join(dir, "s"+string(rune('0'+i))+".json") }
	stress := []string{"stress", "--target", "exact5", "--bound", "N=15", "--seed", "2026", "--cases", "3000"}
	cases := []struct {
		name   string
		env    map[string]string
		args   []string
		code   int
		stdout string // substring
		stderr string // substring
	}{
		// The engine's variables give the shard, said in one line.
		{"slurm shard 0", map[string]string{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_ARRAY_TASK_MIN": "1"},
			append(stress, "--result", res(0)), 1, "failure 1", "shard 0/2 from Slurm job array"},
		// The flag wins over the environment.
		{"flag wins", map[string]string{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_ARRAY_TASK_MIN": "1"},
			append(stress, "--shard", "1/2", "--result", res(1)), 1, "failure 1", "shard 1/2 from --shard"},
		// The merge is the smallest failure of the two, exit 1 as stress.
		{"merge", nil, []string{"merge", res(0), res(1)}, 1, "failure 1: WA on case 24 of seed 2026", "exact5 fails: replay with --seed 2026"},
		{"merge missing", nil, []string{"merge", res(1)}, 1, "", "shard 0 of 2 is missing"},
		{"merge no file", nil, []string{"merge"}, 2, "", "merge takes the result files"},
		{"merge not json", nil, []string{"merge", "testdata/sample.in"}, 1, "", "not a carokit result"},
		// A judge shard alone prints no table: it needs somewhere to go.
		{"judge shard without result", nil, []string{"judge", "--shard", "0/2"}, 2, "", "needs --result FILE"},
		{"bad shard", nil, []string{"judge", "--shard", "2/2"}, 2, "", "want I/M with 0 ≤ I < M"},
		{"kubernetes without M", map[string]string{"JOB_COMPLETION_INDEX": "0"}, stress, 2, "", "give --shards M or set JOB_COMPLETIONS"},
	}
	for _, c := range cases {
		code, out, errOut := runEnv(t, c.env, c.args...)
		if code != c.code || !strings.Contains(out, c.stdout) || !strings.Contains(errOut, c.stderr) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit %d, %q, %q", c.name, code, out, errOut, c.code, c.stdout, c.stderr)
		}
	}
	if _, err := os.Stat(res(0)); err != nil {
		t.Errorf("shard 0 wrote no result: %v", err)
	}
}
