// Command carokit is the command line of the carokit toolkit: it sets up
// the context, signals and exit code, and hands the arguments to package
// app.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"carokit/app"
	"carokit/runner"
)

func main() {
	runner.MaybeLaunch() // when started as the judge's launcher, become the contestant's program
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		// The first Ctrl-C cancels the context: children are killed and
		// temporary folders removed. Unregistering then lets a second one
		// end the process at once.
		<-ctx.Done()
		stop()
	}()
	self, _ := os.Executable()
	os.Exit(app.Run(ctx, os.Args[1:], app.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Self: self}))
}
