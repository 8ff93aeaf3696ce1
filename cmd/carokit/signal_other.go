//go:build !linux

package main

import (
	"context"
	"os"
	"syscall"
)

// signalName is "SIGINT" for os.Interrupt and "SIGTERM" for SIGTERM, the
// two signals main handles.
func signalName(sig os.Signal) string {
	switch sig {
	case os.Interrupt:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	return sig.String()
}

// watchStdout does nothing here: a closed standard output ends carokit
// as Go's runtime decides (see signal_linux.go for Linux).
func watchStdout(context.CancelCauseFunc) {}
