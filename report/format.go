package report

import (
	"fmt"
	"math"
	"strconv"
	"time"
)

// FormatScore prints a score with one decimal, dropping a trailing ".0" as
// the statements' tables do (30, 38.9, 100).
func FormatScore(s float64) string {
	return strconv.FormatFloat(roundScore(s), 'f', -1, 64)
}

func roundScore(s float64) float64 { return math.Round(s*10) / 10 }

// FormatPoints prints a score to the 6 decimals of Kattis's default
// grader (its %f), without trailing zeros: 40, 0.666667.
func FormatPoints(s float64) string {
	return strconv.FormatFloat(roundPoints(s), 'f', -1, 64)
}

func roundPoints(s float64) float64 { return math.Round(s*1e6) / 1e6 }

// FormatDuration prints a time for a table: "0 ms", "87 ms", "1.25 s".
func FormatDuration(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	return strconv.FormatFloat(d.Seconds(), 'f', 2, 64) + " s"
}

// Cell formats a subtask result as in the statements' tables: "OK 10/10", "WA 6/10",
// and with tests not run under --fail-fast "WA 3/10, 6 not run".
func Cell(r SubtaskResult) string {
	cell := fmt.Sprintf("%s %d/%d", r.Verdict, r.Passed, r.Total)
	if r.Skipped > 0 {
		cell += fmt.Sprintf(", %d not run", r.Skipped)
	}
	if r.Points != nil {
		cell += ", " + FormatPoints(*r.Points) + " pts"
	}
	return cell
}

// FormatCount prints a work count compactly: 950, 12.3k, 4.1M, 2.0G, 146.8T.
func FormatCount(n int64) string {
	if n < 1000 {
		return strconv.FormatInt(n, 10)
	}
	v, unit := float64(n)/1e3, 0
	for v >= 999.95 && unit < len(countUnits)-1 { // 999.95 would print as 1000.0
		v, unit = v/1e3, unit+1
	}
	return strconv.FormatFloat(v, 'f', 1, 64) + countUnits[unit]
}

var countUnits = []string{"k", "M", "G", "T", "P", "E"}
