//go:build unix

package sandbox

import "syscall"

// openNoFollow keeps an output file's open from following a symlink or
// blocking on a FIFO put in its place.
const openNoFollow = syscall.O_NOFOLLOW | syscall.O_NONBLOCK
