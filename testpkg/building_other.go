//go:build !linux

package testpkg

import "io"

// noOwner is the owner mark outside Linux: none. An open handle on the
// folder would stop Windows from renaming it into place.
type noOwner struct{}

func (noOwner) Close() error { return nil }

// lockDir marks nothing outside Linux: there a building folder has no
// owner a later build could check, so stale ones are never removed.
func lockDir(string) (owner io.Closer, ok bool, err error) { return noOwner{}, true, nil }

// removeIfDead never removes anything outside Linux (see lockDir).
func removeIfDead(string) bool { return false }
