package sandbox

import (
	"os"
)

// Files is file I/O as the init does it (see files.go); zero: the
// standard streams.
type Files struct {
	Input  string `json:"in,omitempty"`
	Output string `json:"out,omitempty"`
	Limit  int64  `json:"limit,omitempty"` // the output limit
}

// place reads the test from in (the input pipe) into /box and returns the
// program's standard streams: the null device, and errf. (The rlimits
// that would stop so large a write are the program's only: rawChild.)
func (b Files) place(in, out, errf *os.File) ([]*os.File, error) {
	if b.Input == "" {
		return []*os.File{in, out, errf}, nil
	}
	if err := PlaceInput("/box", b.Input, in); err != nil {
		return nil, err
	}
	null, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		return nil, err
	}
	return []*os.File{null, null, errf}, nil
}

// send writes the header byte and the output file on out once the
// program is over.
func (b Files) send(out *os.File) {
	if b.Output == "" {
		return
	}
	head, data, err := ReadOutput("/box/"+b.Output, b.Limit)
	if err != nil {
		head, data = FileIrregular, nil
	}
	_, _ = out.Write(append([]byte{head}, data...))
}
