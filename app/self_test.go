package app

import (
	"os"
	"testing"
)

// selfForChildren is the carokit binary the judge runs built-in solutions
// with. It is the test binary itself (TestMain makes it act as the CLI),
// except under the race detector: ThreadSanitizer maps terabytes of
// shadow memory, which no RLIMIT_DATA allows, so a race-built child dies
// at start under the judge's memory limit. Then the plain carokit of
// realCarokit is used; the judging itself still runs in this,
// race-checked, process.
func selfForChildren(t *testing.T) string {
	t.Helper()
	if !raceEnabled {
		self, _ := os.Executable()
		return self
	}
	return realCarokit(t)
}

type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string {
	return "go build carokit: " + e.err.Error() + "\n" + string(e.out)
}
