//go:build unix

package safefile

import (
	"os"
	"syscall"
)

// keepOwner gives the temporary file the owner and group of the file it
// replaces, so that root writing a setter's file leaves it theirs. Only
// root may change owners; for anyone else this is a no-op that fails
// quietly (the file is theirs already, or they could not write it).
func keepOwner(f *os.File, fi os.FileInfo) {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		f.Chown(int(st.Uid), int(st.Gid))
	}
}
