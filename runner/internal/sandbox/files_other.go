//go:build !unix

package sandbox

// openNoFollow: no such flags here; ReadOutput's Lstat and SameFile
// checks stand alone.
const openNoFollow = 0
