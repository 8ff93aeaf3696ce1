package problem

import (
	"fmt"
	"strings"
)

// IO is a problem's input and output files, as olympiads that judge by
// files declare them ("joc7.in", "joc7.out"). Both empty: standard input
// and output.
type IO struct {
	Input  string // the test's file name in the working folder
	Output string // the answer's file name in the working folder
}

// Files reports whether io names files rather than standard streams.
func (io IO) Files() bool { return io.Input != "" || io.Output != "" }

// Validate checks that io names both files or neither, each a plain name
// (no folder, not "." or ".."), and different ones.
func (io IO) Validate() error {
	if !io.Files() {
		return nil
	}
	for _, n := range []string{io.Input, io.Output} {
		if n == "" || n == "." || n == ".." || strings.ContainsAny(n, "/\\\x00") {
			return fmt.Errorf("bad I/O file name %q (want a plain file name)", n)
		}
	}
	if io.Input == io.Output {
		return fmt.Errorf("input and output are the same file %q", io.Input)
	}
	return nil
}

// RunIO is the I/O a judge uses for mode: "" the problem's (Spec.IO),
// "stdio" standard streams, "file" the problem's files, or NAME.in and
// NAME.out for a problem that declares none. Another mode is a
// *ParamError.
func (s *Spec) RunIO(mode string) (IO, error) {
	switch mode {
	case "":
		return s.IO, nil
	case "stdio":
		return IO{}, nil
	case "file":
		if s.IO.Files() {
			return s.IO, nil
		}
		return IO{Input: s.Name + ".in", Output: s.Name + ".out"}, nil
	}
	return IO{}, &ParamError{Msg: fmt.Sprintf("unknown I/O mode %q (want stdio or file)", mode)}
}
