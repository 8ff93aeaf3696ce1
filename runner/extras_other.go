//go:build !linux

package runner

import (
	"errors"
	"os"
	"path/filepath"
)

// openFeedbackFile opens name in the folder d as a regular file, never
// through a link.
func openFeedbackFile(d *os.File, name string) (*os.File, error) {
	path := filepath.Join(d.Name(), name)
	st, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if fst, err := f.Stat(); err != nil || !os.SameFile(st, fst) {
		f.Close()
		return nil, errors.New("replaced while read")
	}
	return f, nil
}
