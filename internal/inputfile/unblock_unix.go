//go:build unix

package inputfile

import (
	"os"
	"syscall"
)

// unblockOpen wakes a goroutine blocked opening the FIFO at path (an open
// for reading waits for a writer): opening it for writing without
// blocking completes that open, and the reader then sees end of file. On
// anything but a FIFO it does nothing.
func unblockOpen(path string) {
	fi, err := os.Stat(path)
	if err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		return
	}
	if f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
		f.Close()
	}
}
