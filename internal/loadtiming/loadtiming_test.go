package loadtiming

import "testing"

// TestOnlyTiming pins which judge failures the tests forgive.
func TestOnlyTiming(t *testing.T) {
	cases := []struct {
		name, out string
		want      bool
	}{
		// A built-in slower than declared on a loaded machine.
		{"built-in TLE", "x\nNOT AS EXPECTED: linescan: subtask 1: expected OK, got TLE 4/10\n", true},
		// A submissions folder's form of the same.
		{"folder TLE", "NOT AS EXPECTED: accepted/count_around.py: accepted: 10 tests got other verdicts than only OK (first: TLE on 01-long-run)\n", true},
		// The same with one test only.
		{"folder, one TLE", "NOT AS EXPECTED: accepted/count_around.py: accepted: got TLE on 03-long-run, want only OK\n", true},
		// A wrong_answer program slow on one test.
		{"folder, wrong one TLE", "NOT AS EXPECTED: wrong_answer/stop_before_row_n.cpp: wrong_answer: got TLE on 04-edge-win, want OK or WA\n", true},
		// A time_limit_exceeded program that a fast machine let pass.
		{"folder, no TLE", "NOT AS EXPECTED: time_limit_exceeded/line_scan.cpp: time_limit_exceeded: no test got TLE\n", true},
		// An accepted program's crash is not the machine's load.
		{"folder, one RE", "NOT AS EXPECTED: accepted/a.cpp: accepted: got RE on 03-long-run, want only OK\n", false},
		// A wrong solution slow on one test of a loaded machine.
		{"wrong, one slow run", "NOT AS EXPECTED: lastround: subtask 3: expected WA, got TLE 1/10\n", true},
		// A wrong answer is never the machine's fault.
		{"WA", "NOT AS EXPECTED: fast: subtask 1: expected OK, got WA 9/10\n", false},
		// A wrong solution that crashes instead is not the machine's load.
		{"wrong, RE", "NOT AS EXPECTED: lastround: subtask 3: expected WA, got RE 1/10\n", false},
		// One timing line and one real one: not forgiven.
		{"mixed", "NOT AS EXPECTED: a: subtask 1: expected OK, got TLE 1/2\nNOT AS EXPECTED: b: subtask 1: expected OK, got RE 0/2\n", false},
		// No table at all (a usage error): not forgiven.
		{"no table", "", false},
	}
	for _, c := range cases {
		if got := OnlyTiming(c.out); got != c.want {
			t.Errorf("%s: OnlyTiming = %v, want %v", c.name, got, c.want)
		}
	}
}
