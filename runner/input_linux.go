package runner

import (
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// inputFile puts input in a sealed memfd: memory, no file to write or
// remove, and a regular file for the program (fstat, lseek and mmap work
// as on a file of a judge). The seals make it immutable whoever holds it;
// the descriptor returned is a read-only reopening, so the program sees
// O_RDONLY with its own offset at 0. Where memfds are refused (an old
// kernel, a seccomp filter) it is a temporary file.
func inputFile(input []byte) (f *os.File, release func(), err error) {
	fd, err := unix.MemfdCreate("carokit-input", unix.MFD_CLOEXEC|unix.MFD_ALLOW_SEALING)
	if err != nil {
		return tempInputFile(input)
	}
	for rest := input; len(rest) > 0; {
		n, werr := unix.Write(fd, rest)
		if werr == unix.EINTR {
			continue
		}
		if werr != nil {
			err = werr
			break
		}
		rest = rest[n:]
	}
	if err == nil {
		_, err = unix.FcntlInt(uintptr(fd), unix.F_ADD_SEALS, unix.F_SEAL_SEAL|unix.F_SEAL_SHRINK|unix.F_SEAL_GROW|unix.F_SEAL_WRITE)
	}
	if err != nil {
		unix.Close(fd)
		return tempInputFile(input)
	}
	ro, err := unix.Open("/proc/self/fd/"+strconv.Itoa(fd), unix.O_RDONLY|unix.O_CLOEXEC, 0)
	unix.Close(fd)
	if err != nil {
		return tempInputFile(input) // no /proc: no read-only reopening
	}
	f = os.NewFile(uintptr(ro), "input")
	return f, func() { f.Close() }, nil
}
