package carosol

import (
	"fmt"
	"os"
	"testing"
)

// TestMain checks, after every test of the package has run its boards
// over thousands of cases, that every board given back is empty: the
// boards of all kinds share one stash, and a stone left on one would sit
// on the next board of any kind.
func TestMain(m *testing.M) {
	code := m.Run()
	if code == 0 && !boards.AllZero() {
		fmt.Fprintln(os.Stderr, "FAIL: a board was given back with stones on it")
		code = 1
	}
	os.Exit(code)
}
