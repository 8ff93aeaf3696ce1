// Package scratch keeps the temporary folders a command works in, so
// that a command stopped without waiting (a second Ctrl-C) still removes
// them: RemoveAll deletes every folder made and not yet removed.
package scratch

import (
	"os"
	"sync"
)

var live = struct {
	sync.Mutex
	dirs   map[string]bool
	closed bool
}{dirs: map[string]bool{}}

// MkdirTemp makes a temporary folder as os.MkdirTemp does and returns
// it with the function that removes it.
func MkdirTemp(pattern string) (string, func(), error) {
	dir, err := os.MkdirTemp("", pattern)
	if err != nil {
		return "", nil, err
	}
	live.Lock()
	if live.closed { // the command is being stopped: nothing may stay
		live.Unlock()
		os.RemoveAll(dir)
		return "", nil, os.ErrClosed
	}
	live.dirs[dir] = true
	live.Unlock()
	return dir, func() {
		live.Lock()
		delete(live.dirs, dir)
		live.Unlock()
		os.RemoveAll(dir)
	}, nil
}

// RemoveAll removes every folder MkdirTemp made that is still there, and
// makes later MkdirTemp calls fail: the command is ending.
func RemoveAll() {
	live.Lock()
	defer live.Unlock()
	live.closed = true
	for dir := range live.dirs {
		os.RemoveAll(dir)
		delete(live.dirs, dir)
	}
}
