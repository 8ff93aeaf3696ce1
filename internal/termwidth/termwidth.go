// Package termwidth finds how many columns a table written to a writer
// may take: $COLUMNS when set, else the width of the terminal the writer
// is, else no limit.
package termwidth

import (
	"io"
	"os"
	"strconv"
)

// Of is the column budget of w: $COLUMNS when it is a positive number
// (so a user, or a test, can ask for a narrow layout anywhere), else the
// width of the terminal w is, else 0 for no limit (a file or a pipe).
func Of(w io.Writer) int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	f, ok := w.(*os.File)
	if !ok {
		return 0
	}
	return terminalWidth(f)
}
