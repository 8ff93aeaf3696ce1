//go:build unix

package termwidth

import (
	"os"

	"golang.org/x/sys/unix"
)

// terminalWidth is f's terminal width, 0 when f is not a terminal.
func terminalWidth(f *os.File) int {
	ws, err := unix.IoctlGetWinsize(int(f.Fd()), unix.TIOCGWINSZ)
	if err != nil {
		return 0
	}
	return int(ws.Col)
}
