// Package termwidth finds how many columns a table written to a writer
// may take: $COLUMNS when set, else the width of the terminal the writer
// is, else Default for a file or a pipe, else no limit.
package termwidth

import (
	"io"
	"os"
	"strconv"
)

// Default is the budget of a file or a pipe (`carokit solutions | less`,
// a CI log): what a terminal or a log viewer shows without wrapping. It
// is 120, not 80 or 100, so that judge's verdict table of a problem with
// three subtasks and samples (114 columns) stays a table; the lists of
// solutions (156) and the package summary (157) fold into blocks.
const Default = 120

// Of is the column budget of w: $COLUMNS when it is a positive number
// (so a user, or a test, can ask for a narrow layout anywhere), else the
// width of the terminal w is, else Default when w is a file or a pipe,
// else 0 for no limit (a writer in memory: a test's buffer, a caller
// that formats the table itself).
func Of(w io.Writer) int { return OfOr(w, Default) }

// OfOr is Of with another budget for a file or a pipe (the list of
// generator kinds keeps to 80).
func OfOr(w io.Writer, fallback int) int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	f, ok := w.(*os.File)
	if !ok {
		return 0
	}
	if n := terminalWidth(f); n > 0 {
		return n
	}
	return fallback
}
