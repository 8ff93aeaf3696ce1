//go:build !unix

package termwidth

import "os"

// terminalWidth is 0 where carokit does not ask the terminal: a file
// gets Default, and $COLUMNS still applies.
func terminalWidth(*os.File) int { return 0 }
