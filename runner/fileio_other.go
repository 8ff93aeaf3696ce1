//go:build !unix

package runner

// openNoFollow: no such flags here; readOutputFile's Lstat and SameFile
// checks stand alone.
const openNoFollow = 0
