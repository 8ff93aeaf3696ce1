package testpkg

import (
	"errors"
	"io"
	"os"
	"syscall"
)

// lockDir takes an exclusive flock on the folder path, held as long as
// the returned file stays open (the build) and released by the kernel
// when the process dies however it dies. ok is false when the folder is
// already locked or no longer exists.
func lockDir(path string) (owner io.Closer, ok bool, err error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, false, nil
		}
		return nil, false, err
	}
	// A sweeper may have removed the folder between our mkdir and our
	// lock: then the path is gone, or is another folder.
	opened, err1 := f.Stat()
	now, err2 := os.Stat(path)
	if err1 != nil || err2 != nil || !os.SameFile(opened, now) {
		f.Close()
		return nil, false, nil
	}
	return f, true, nil
}

// removeIfDead removes the building folder path if no live process holds
// its lock, and reports whether it did.
func removeIfDead(path string) bool {
	owner, ok, err := lockDir(path)
	if err != nil || !ok {
		return false
	}
	defer owner.Close()
	return os.RemoveAll(path) == nil
}
