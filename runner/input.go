package runner

import (
	"fmt"
	"os"
)

// tempInputFile writes input to a temporary file and opens it read-only;
// release closes and removes it.
func tempInputFile(input []byte) (f *os.File, release func(), err error) {
	w, err := os.CreateTemp("", "carokit-input-*")
	if err != nil {
		return nil, nil, fmt.Errorf("write input: %w", err)
	}
	name := w.Name()
	_, err = w.Write(input)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		f, err = os.Open(name)
	}
	if err != nil {
		os.Remove(name)
		return nil, nil, fmt.Errorf("write input: %w", err)
	}
	return f, func() { f.Close(); os.Remove(name) }, nil
}
