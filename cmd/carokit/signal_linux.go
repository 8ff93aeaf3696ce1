package main

import (
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// signalName is "SIGINT" for os.Interrupt, and so on.
func signalName(sig os.Signal) string {
	if s, ok := sig.(syscall.Signal); ok && unix.SignalName(s) != "" {
		return unix.SignalName(s)
	}
	return sig.String()
}
