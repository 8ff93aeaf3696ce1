// Package scratch keeps the temporary folders a command works in (stress's
// working folders, the half-built packages beside --out), so that a
// command stopped without waiting (a second Ctrl-C) still removes them:
// RemoveAll deletes every folder made or tracked and not yet forgotten.
//
// Files written into such a folder are written under Hold, so that once
// RemoveAll has run nothing is written any more (a write after it would
// make the folder again); a step that must happen entirely before
// RemoveAll or not at all (moving a finished package into place) runs
// under Exclusive.
package scratch

import (
	"fmt"
	"os"
	"sync"
)

// ErrStopped is what MkdirTemp, Track, Hold and Exclusive return once
// RemoveAll has run; it wraps os.ErrClosed, and is told apart from an
// os.ErrClosed of Exclusive's own fn by errors.Is(err, ErrStopped).
var ErrStopped = fmt.Errorf("the command is being stopped: %w", os.ErrClosed)

var live = struct {
	sync.RWMutex
	dirs   map[string]bool
	closed bool // RemoveAll ran: the command is being stopped
}{dirs: map[string]bool{}}

// MkdirTemp makes a temporary folder as os.MkdirTemp does and returns
// it with the function that removes it. After RemoveAll it makes none
// and returns ErrStopped.
func MkdirTemp(pattern string) (string, func(), error) {
	dir, err := os.MkdirTemp("", pattern)
	if err != nil {
		return "", nil, err
	}
	forget, err := Track(dir)
	if err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	return dir, func() {
		forget()
		os.RemoveAll(dir)
	}, nil
}

// Track adds dir, made by the caller, to the folders RemoveAll deletes,
// and returns the function that takes it out again (without removing
// it). After RemoveAll it returns ErrStopped and tracks nothing.
func Track(dir string) (forget func(), err error) {
	live.Lock()
	defer live.Unlock()
	if live.closed {
		return nil, ErrStopped
	}
	live.dirs[dir] = true
	return func() {
		live.Lock()
		delete(live.dirs, dir)
		live.Unlock()
	}, nil
}

// Hold keeps RemoveAll from running until release is called, for a
// write into a tracked folder; ErrStopped once RemoveAll has run.
// Holds do not exclude each other.
func Hold() (release func(), err error) {
	live.RLock()
	if live.closed {
		live.RUnlock()
		return nil, ErrStopped
	}
	return live.RUnlock, nil
}

// Exclusive runs fn with no Hold and no RemoveAll running, so that
// RemoveAll finds what fn changes either before or after it; it returns
// ErrStopped, without running fn, once RemoveAll has run.
func Exclusive(fn func() error) error {
	live.Lock()
	defer live.Unlock()
	if live.closed {
		return ErrStopped
	}
	return fn()
}

// RemoveAll deletes every folder made by MkdirTemp or tracked, and makes
// every later MkdirTemp, Track, Hold and Exclusive fail with
// ErrStopped: it is for a process about to exit at once, without
// waiting for its work to clean up after itself.
func RemoveAll() {
	live.Lock()
	defer live.Unlock()
	live.closed = true
	for dir := range live.dirs {
		os.RemoveAll(dir)
		delete(live.dirs, dir)
	}
}
