// Package loadtiming tells, for tests that drive the real binary, a judge
// table that missed its expectations only by time (which a loaded machine
// causes) from one that missed them for a reason a test must not forgive.
// It is a package of its own so that the documentation's test and each
// problem's end-to-end test forgive exactly the same things. Scale
// stretches a test's wall-clock bounds by the machine's load, so that a
// bound fails only where it would on an idle machine.
package loadtiming

import (
	"regexp"
	"strings"
)

// mismatch is a judge expectation missed only by time: OK where a
// time-out was declared or the reverse; a wrong solution whose subtask's
// worst verdict became TLE because one of its runs was slow; and the
// forms of a submissions folder ("accepted: got TLE on 03-long-run, want
// only OK"; "wrong_answer: got TLE on 04-edge-win, want OK or WA"; "accepted: 10 tests got other verdicts than only OK (first:
// TLE on 01-long-run)"; "time_limit_exceeded: no test got TLE").
var mismatch = regexp.MustCompile(`^NOT AS EXPECTED: .*(: expected (OK|TLE), got (OK|TLE)\b|: expected (WA|RE), got TLE\b|: got TLE on \S+, want (only OK|OK or WA)$|than only OK \(first: TLE on |: no test got TLE$)`)

// OnlyTiming reports whether a judge's output failed its expectations
// only on timing: it has at least one NOT AS EXPECTED line, and every one
// is a timing mismatch.
func OnlyTiming(out string) bool {
	lines := strings.Split(NotAsExpected(out), "\n")
	for _, l := range lines {
		if !mismatch.MatchString(l) {
			return false
		}
	}
	return lines[0] != ""
}

// NotAsExpected is the NOT AS EXPECTED lines of a judge's output.
func NotAsExpected(out string) string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "NOT AS EXPECTED:") {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}
