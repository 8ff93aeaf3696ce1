package progtest

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"testing"
)

// Interact runs an interactor and a submission at once in dir, each
// one's standard output the other's standard input, as a judge's
// interactive grader connects them, and returns both runs (their
// standard output is the other's input: only Stderr and Code are
// kept). With jailed the interactor runs under Jailed's file-system
// rules, as DMOJ's sandbox runs it. interactor and submission are a
// program and its arguments.
func Interact(t testing.TB, dir string, jailed bool, interactor, submission []string) (inter, sub Run) {
	t.Helper()
	if jailed {
		if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
			t.Skip("the jail's seccomp filter is x86-64 Linux only")
		}
		interactor = append([]string{CompileSource(t, "jail.cpp", jailSource)}, interactor...)
	}
	toSubR, toSubW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	toInterR, toInterW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	ic := exec.Command(interactor[0], interactor[1:]...)
	sc := exec.Command(submission[0], submission[1:]...)
	var ie, se bytes.Buffer
	ic.Dir, ic.Stdin, ic.Stdout, ic.Stderr = dir, toInterR, toSubW, &ie
	sc.Dir, sc.Stdin, sc.Stdout, sc.Stderr = dir, toSubR, toInterW, &se
	if err := ic.Start(); err != nil {
		t.Fatal(err)
	}
	if err := sc.Start(); err != nil {
		_ = ic.Process.Kill()
		_ = ic.Wait()
		t.Fatal(err)
	}
	// Only the children hold the pipes now: each sees the other's end.
	for _, f := range []*os.File{toSubR, toSubW, toInterR, toInterW} {
		f.Close()
	}
	ierr, serr := ic.Wait(), sc.Wait()
	return Run{Code: exitCode(t, ierr), Stderr: ie.String()}, Run{Code: exitCode(t, serr), Stderr: se.String()}
}

// exitCode is a finished command's exit code, -1 for a signal.
func exitCode(t testing.TB, err error) int {
	t.Helper()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &exit):
		return exit.ExitCode()
	}
	t.Fatal(err)
	return 0
}
