package app

import (
	"strings"
	"testing"
)

// TestStressBounds: --bound takes the names of the problem's subtask
// values and refuses what the problem's limits cannot hold, before any
// case is run; --max-n and --max-k stay as aliases of N and K.
func TestStressBounds(t *testing.T) {
	cases := []struct {
		name   string
		args   []string
		code   int
		stderr string // substring
		why    string
	}{
		{"bound by name", []string{"--bound", "N=6", "--bound", "K=20"}, 0, "K=20 N=6", "both names from Caro's subtask table"},
		{"alias", []string{"--max-n", "6", "--max-k", "20"}, 0, "K=20 N=6", "the old Caro flags still work"},
		{"one bound", []string{"--bound", "N=7"}, 0, "N=7", "an unbounded value keeps the problem's own limit"},
		{"unknown name", []string{"--bound", "Q=3"}, 2, "want NAME=MAX with NAME one of K, N", "a name no subtask limits is a usage error naming the valid ones"},
		{"over the problem's limit", []string{"--bound", "N=99999999"}, 2, "from 1 to 5000", "the bound must fit the problem, not only be positive"},
		{"zero", []string{"--max-n", "0"}, 2, "from 1 to 5000", "an empty board draws nothing"},
		{"not a number", []string{"--bound", "K=lots"}, 2, "K=lots", ""},
		{"twice", []string{"--bound", "N=5", "--max-n", "6"}, 2, "given twice", "an alias and its name together are ambiguous"},
		{"with subtask", []string{"--subtask", "2", "--bound", "N=5"}, 2, "not both", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"stress", "--target", "fast", "--cases", "20", "--seed", "1"}, c.args...)
			code, _, stderr := run(t, "", args...)
			if code != c.code || !strings.Contains(stderr, c.stderr) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q (%s)", code, stderr, c.code, c.stderr, c.why)
			}
		})
	}
}
