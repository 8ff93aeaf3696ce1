// Command carokit is the command line of the carokit toolkit: it sets up
// the context, signals and exit code, and hands the arguments to package
// app.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"carokit/app"
	"carokit/internal/scratch"
	"carokit/runner"
)

func main() {
	runner.MaybeLaunch() // when started as the judge's launcher, become the contestant's program
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	// Room for two: a second signal that comes before the first is
	// handled is not lost.
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		// The first Ctrl-C (or SIGTERM) cancels the context: children are
		// killed, temporary folders removed, and the command fails with
		// 128 + the signal's number (130, 143), as a shell reports a
		// process the signal killed.
		sig := <-sigs
		cancel(app.Interruption{Why: "interrupted by " + signalName(sig), Code: 128 + int(sig.(syscall.Signal))})
		// The second does not wait for the work in flight: it kills every
		// program still running (in process groups of their own, the
		// terminal's signal misses them) and deletes the half-built
		// package and stress's working folders (internal/scratch). A
		// judge or stress run then ends by itself within milliseconds,
		// removing its temporary files; whatever is still busy after a
		// moment (a built-in solution, a test being generated) is not
		// waited for.
		sig = <-sigs
		runner.KillAll()
		scratch.RemoveAll()
		time.Sleep(secondSignalGrace)
		fmt.Fprintf(os.Stderr, "carokit: %s again: stopped without waiting\n", signalName(sig))
		os.Exit(128 + int(sig.(syscall.Signal)))
	}()
	watchStdout(cancel)
	self, _ := os.Executable()
	code := app.Run(ctx, os.Args[1:], app.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Self: self})
	runner.Shutdown() // the sandboxes kept for reuse, and their cgroups
	os.Exit(code)
}

// secondSignalGrace is how long a second Ctrl-C lets the command end by
// itself before exiting anyway.
const secondSignalGrace = 200 * time.Millisecond
