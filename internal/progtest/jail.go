package progtest

import (
	"bytes"
	_ "embed"
	"errors"
	"os/exec"
	"runtime"
	"testing"
)

//go:embed jail/jail.cpp
var jailSource []byte

// Run is one run of a program: its exit code (-1 when a signal killed
// it, as a sandbox kills a forbidden system call) and what it printed.
type Run struct {
	Code           int
	Stdout, Stderr string
}

// Jailed runs bin with args in the folder dir, input on standard input,
// under the file-system rules DMOJ's sandbox gives a checker (jail/jail.cpp:
// making or removing a folder or a name kills it, opening a file for
// writing fails): what a checker exported to DMOJ must survive. Off
// x86-64 Linux the test skips, saying so.
func Jailed(t testing.TB, dir string, input []byte, bin string, args ...string) Run {
	t.Helper()
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		t.Skip("the jail's seccomp filter is x86-64 Linux only")
	}
	jail := CompileSource(t, "jail.cpp", jailSource)
	return run(t, dir, input, jail, append([]string{bin}, args...)...)
}

// Plain runs bin with args in dir, input on standard input, unconfined.
func Plain(t testing.TB, dir string, input []byte, bin string, args ...string) Run {
	t.Helper()
	return run(t, dir, input, bin, args...)
}

func run(t testing.TB, dir string, input []byte, bin string, args ...string) Run {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return Run{0, stdout.String(), stderr.String()}
	case errors.As(err, &exit):
		return Run{exit.ExitCode(), stdout.String(), stderr.String()}
	}
	t.Fatalf("%s %v: %v", bin, args, err)
	return Run{}
}
