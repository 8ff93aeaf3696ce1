package sandbox

import (
	"bytes"
	"os"
)

// The warm init lives in its run's memory cgroup (joinAccounting), so
// when a run reaches the memory limit the kernel's OOM killer chooses
// among the init and the program's processes by resident size, and the
// init, a Go binary of several MiB, is larger than any process of a fork
// bomb: it was killed, and the run ended in an error instead of a
// verdict. So the program starts with oom_score_adj 1000, which every
// process it forks inherits: the kernel kills all of them before the
// init. The init raises its own score just for the fork and lowers it
// back once the program has started (os.StartProcess returns at its
// exec), which needs no privilege (down to the score it had). Until the
// init is scheduled again it shares the top score, a moment in which an
// OOM kill may still take it: runner's finishWarm then says MLE, not an
// error. A cold init does the same, so that every sandboxed program
// starts alike.

// oomScore is the init's /proc/self/oom_score_adj, opened before its
// root changes, and the score it had; nil where it cannot be opened (the
// runs then go on without the adjustment).
var oomScore struct {
	f    *os.File
	orig []byte
}

func openOOMScore() {
	f, err := os.OpenFile("/proc/self/oom_score_adj", os.O_RDWR, 0)
	if err != nil {
		return
	}
	buf := make([]byte, 16)
	n, err := f.ReadAt(buf, 0)
	if n == 0 {
		f.Close()
		return
	}
	_ = err // io.EOF with the value
	oomScore.f, oomScore.orig = f, bytes.TrimSpace(buf[:n])
}

// oomFirst raises the init's score to the maximum for the program to
// inherit at fork, and returns what lowers it back.
func oomFirst() (restore func()) {
	f := oomScore.f
	if f == nil {
		return func() {}
	}
	if _, err := f.WriteAt([]byte("1000"), 0); err != nil {
		return func() {}
	}
	return func() { _, _ = f.WriteAt(oomScore.orig, 0) }
}
