package readme

import "testing"

// TestOnlyTiming pins which judge failures the README test forgives.
func TestOnlyTiming(t *testing.T) {
	cases := []struct {
		name, out string
		want      bool
	}{
		// A built-in slower than declared on a loaded machine.
		{"built-in TLE", "x\nNOT AS EXPECTED: linescan: subtask 1: expected OK, got TLE 4/10\n", true},
		// A submissions folder's form of the same.
		{"folder TLE", "NOT AS EXPECTED: accepted/count_around.py: accepted: 10 tests got other verdicts than only OK (first: TLE on 01-long-run)\n", true},
		// A wrong answer is never the machine's fault.
		{"WA", "NOT AS EXPECTED: fast: subtask 1: expected OK, got WA 9/10\n", false},
		// One timing line and one real one: not forgiven.
		{"mixed", "NOT AS EXPECTED: a: subtask 1: expected OK, got TLE 1/2\nNOT AS EXPECTED: b: subtask 1: expected OK, got RE 0/2\n", false},
		// No table at all (a usage error): not forgiven.
		{"no table", "", false},
	}
	for _, c := range cases {
		if got := onlyTiming(c.out); got != c.want {
			t.Errorf("%s: onlyTiming = %v, want %v", c.name, got, c.want)
		}
	}
}
