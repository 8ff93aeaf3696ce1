package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"golang.org/x/sys/unix"

	"carokit/app"
)

// signalName is "SIGINT" for os.Interrupt, and so on.
func signalName(sig os.Signal) string {
	if s, ok := sig.(syscall.Signal); ok && unix.SignalName(s) != "" {
		return unix.SignalName(s)
	}
	return sig.String()
}

// watchStdout stops the command, as a signal would, when its standard
// output is a pipe whose reader has gone (carokit stress ... | head -1):
// the command ends through its context, removing its temporary folders,
// and exits 141 (128 + SIGPIPE). Without this Go's runtime kills the
// process at the first such write, before any cleanup. SIGPIPE is
// caught, not ignored, so programs carokit starts get the default
// action back at exec; a SIGPIPE from a write to one of their pipes is
// told apart by polling the standard output.
func watchStdout(cancel context.CancelCauseFunc) {
	pipes := make(chan os.Signal, 1)
	signal.Notify(pipes, syscall.SIGPIPE)
	go func() {
		for range pipes {
			if stdoutGone() {
				// Quiet, as a program killed by SIGPIPE is: the
				// reader had what it wanted.
				cancel(app.Interruption{Code: 128 + int(syscall.SIGPIPE)})
				return
			}
		}
	}()
}

// stdoutGone reports whether writing the standard output can only fail:
// the reader of its pipe (or socket) is gone.
func stdoutGone() bool {
	fds := []unix.PollFd{{Fd: 1, Events: unix.POLLOUT}}
	n, err := unix.Poll(fds, 0)
	return err == nil && n > 0 && fds[0].Revents&(unix.POLLERR|unix.POLLHUP) != 0
}
