package report

import (
	"fmt"
	"math"
	"strconv"
	"time"
)

// FormatScore prints a score with one decimal, dropping a trailing ".0" as
// CARO.md does (30, 38.9, 100).
func FormatScore(s float64) string {
	return strconv.FormatFloat(roundScore(s), 'f', -1, 64)
}

func roundScore(s float64) float64 { return math.Round(s*10) / 10 }

// FormatDuration prints a time for a table: "0 ms", "87 ms", "1.25 s".
func FormatDuration(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	return strconv.FormatFloat(d.Seconds(), 'f', 2, 64) + " s"
}
