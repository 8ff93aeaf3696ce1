package readme

import (
	"regexp"
	"strings"
	"testing"
)

// What a clock measures, which no page can show as it will be: a
// duration ("1.25 s", "3ms"), a memory figure ("19 MiB"), a rate ("1187
// cases/s"), a ratio ("8.3×"), and the "*" a judge puts on a result near
// the time limit. The width of a table's columns follows them.
var (
	measuredRate     = regexp.MustCompile(`\b\d+(\.\d+)? ?(cases|files|runs)/s\b`)
	measuredDuration = regexp.MustCompile(`\b\d+(\.\d+)? ?(ns|µs|us|ms|s|min)\b`)
	measuredMemory   = regexp.MustCompile(`\b\d+(\.\d+)? ?(B|KiB|MiB|GiB|kB|KB|MB|GB)\b`)
	measuredRatio    = regexp.MustCompile(`\b\d+(\.\d+)?×`)
	tableRule        = regexp.MustCompile(`[─═━]+`)
	blanks           = regexp.MustCompile(`\s+`)
)

// modTiming rewrites a line so that two runs' lines compare equal when
// they differ only in what a clock measures.
func modTiming(line string) string {
	line = measuredRate.ReplaceAllString(line, "R")
	line = measuredDuration.ReplaceAllString(line, "T")
	line = measuredMemory.ReplaceAllString(line, "M")
	line = measuredRatio.ReplaceAllString(line, "X")
	line = strings.ReplaceAll(line, "*", "")
	line = tableRule.ReplaceAllString(line, "─")
	return strings.TrimSpace(blanks.ReplaceAllString(line, " "))
}

// hasLine reports whether out has a line containing want, modulo timing.
func hasLine(out, want string) bool {
	w := modTiming(want)
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(modTiming(l), w) {
			return true
		}
	}
	return false
}

// TestHasLine pins what a page's output line may differ in.
func TestHasLine(t *testing.T) {
	const row = "│ brute            │ OK 1/1      │ TLE 0/14       │ 30    │ 1.25 s  │ yes      │"
	cases := []struct {
		name, out, want string
		ok              bool
	}{
		{"same line", row, row, true},
		// Another run's times, hence other column widths and a "*".
		{"other times", "│ brute │ OK 1/1 │ TLE 0/14* │ 30 │ 987 ms │ yes │", row, true},
		// The "*" after a cell that ends in words.
		{"near the limit, tests not run", "│ TLE 0/15, 14 not run* │ ≥60 │", "│ TLE 0/15, 14 not run │ ≥60 │", true},
		{"table rule width", "├────┼──┤", "├──────────┼─────┤", true},
		{"build time", "package out/caro: 44 tests, certified in 0.21 s", "package out/caro: 44 tests, certified in 8.06 s", true},
		{"shrink time without a space", "│ 3ms, 6 steps │", "│ 12ms, 6 steps │", true},
		{"memory and rate", "peak 19 MiB, 1187 cases/s, 8.3×", "peak 26.5 MiB, 642 cases/s, 26.8×", true},
		// Counts, verdicts and scores are what the page is about.
		{"other count", "│ brute │ OK 1/1 │ TLE 0/13 │ 30 │ 1.25 s │ yes │", row, false},
		{"other verdict", "│ brute │ OK 1/1 │ WA 0/14 │ 30 │ 1.25 s │ yes │", row, false},
		{"other score", "│ brute │ OK 1/1 │ TLE 0/14 │ 31 │ 1.25 s │ yes │", row, false},
		{"other test count", "package out/caro: 43 tests, certified in 0.21 s", "package out/caro: 44 tests, certified in 8.06 s", false},
		{"a word is not a unit", "6 steps", "7 steps", false},
		{"not there", "something else", row, false},
	}
	for _, c := range cases {
		if got := hasLine(c.out, c.want); got != c.ok {
			t.Errorf("%s: hasLine(%q, %q) = %v, want %v", c.name, c.out, c.want, got, c.ok)
		}
	}
}
