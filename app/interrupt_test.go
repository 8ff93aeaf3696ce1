package app

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInterrupted: a command whose context is cancelled (main cancels it
// at the first Ctrl-C or SIGTERM, with the signal as the cause) fails with
// exit 1 and one line naming the cause, not the error of whichever run or
// test noticed it, and leaves nothing behind. The signals themselves are
// sent to the real binary in package reliability.
func TestInterrupted(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name string
		args []string
		why  string
	}{
		{"package", []string{"package", "--out", filepath.Join(dir, "caro")}, "no package and no .caro.building-* folder"},
		{"stress", []string{"stress", "--target", "endpoint", "--seed", "1"}, "no failure reported"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithCancelCause(context.Background())
			cancel(errors.New("interrupted by SIGINT"))
			var out, errOut bytes.Buffer
			code := Run(ctx, c.args, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, Self: selfForChildren(t)})
			if code != ExitFailure || !strings.HasSuffix(errOut.String(), "carokit: interrupted by SIGINT\n") {
				t.Errorf("exit %d, stderr %q; want exit 1 ending in the interruption's cause", code, errOut.String())
			}
			if strings.Contains(out.String(), "failure") {
				t.Errorf("stdout %q: %s", out.String(), c.why)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("left %d entries in --out's folder: %s", len(entries), c.why)
			}
		})
	}
}
