package app

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

var selfOnce struct {
	sync.Once
	path string
	err  error
}

// selfForChildren is the carokit binary the judge runs built-in solutions
// with. It is the test binary itself (TestMain makes it act as the CLI),
// except under the race detector: ThreadSanitizer maps terabytes of
// shadow memory, which no RLIMIT_DATA allows, so a race-built child dies
// at start under the judge's memory limit. Then a plain carokit is built
// once instead; the judging itself still runs in this, race-checked,
// process.
func selfForChildren(t *testing.T) string {
	t.Helper()
	if !raceEnabled {
		self, _ := os.Executable()
		return self
	}
	selfOnce.Do(func() {
		dir, err := os.MkdirTemp("", "carokit-app-test-")
		if err != nil {
			selfOnce.err = err
			return
		}
		selfOnce.path = filepath.Join(dir, "carokit")
		cmd := exec.Command("go", "build", "-o", selfOnce.path, "carokit/cmd/carokit")
		if out, err := cmd.CombinedOutput(); err != nil {
			selfOnce.err = &buildError{err, out}
		}
	})
	if selfOnce.err != nil {
		t.Fatal(selfOnce.err)
	}
	return selfOnce.path
}

// removeSelf deletes the binary selfForChildren built, if any.
func removeSelf() {
	if selfOnce.path != "" {
		os.RemoveAll(filepath.Dir(selfOnce.path))
	}
}

type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string {
	return "go build carokit: " + e.err.Error() + "\n" + string(e.out)
}
