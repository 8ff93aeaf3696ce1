package runner

import "carokit/runner/internal/sandbox"

// newBoxFiles is the file I/O of lim as the sandbox's init does it.
func newBoxFiles(lim Limits) sandbox.Files {
	if !lim.Files.Files() {
		return sandbox.Files{}
	}
	return sandbox.Files{Input: lim.Files.Input, Output: lim.Files.Output, Limit: lim.OutputBytes}
}
