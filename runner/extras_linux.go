package runner

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// openFeedbackFile opens name in the folder d as a regular file: no
// link followed, no FIFO waited on.
func openFeedbackFile(d *os.File, name string) (*os.File, error) {
	fd, err := unix.Openat(int(d.Fd()), name, unix.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_CLOEXEC|unix.O_NOCTTY, 0)
	if err != nil {
		return nil, err
	}
	f := os.NewFile(uintptr(fd), name)
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, errors.New("not a regular file")
	}
	return f, nil
}
