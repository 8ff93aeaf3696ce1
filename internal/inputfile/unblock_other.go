//go:build !unix

package inputfile

// unblockOpen does nothing where FIFOs do not block open.
func unblockOpen(string) {}
