package runner

import "carokit/runner/internal/sandbox"

// MaybeLaunch turns the process into the launcher, or the sandbox's
// init, when Run started it as one, and then never returns; otherwise it
// does nothing. This package's init calls it (through package sandbox);
// a TestMain or main may call it again harmlessly.
func MaybeLaunch() { sandbox.MaybeLaunch() }
