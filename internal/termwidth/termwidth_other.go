//go:build !unix

package termwidth

import "os"

// terminalWidth is 0 (no limit) where carokit does not ask the terminal:
// $COLUMNS still applies.
func terminalWidth(*os.File) int { return 0 }
