package sandbox

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// File I/O as the init does it: it reads the test from its input pipe
// into /box, and after the program's exit sends the output file back on
// the stdout pipe behind one header byte, FileOK, FileMissing or
// FileIrregular. Outside the sandbox runner uses the same two helpers in
// a private temporary folder.
const (
	FileOK        = 'F'
	FileMissing   = 'M'
	FileIrregular = 'N'
)

// PlaceInput copies the test in into dir under name.
func PlaceInput(dir, name string, in io.Reader) error {
	f, err := os.OpenFile(filepath.Join(dir, name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return fmt.Errorf("place input file: %w", err)
	}
	_, err = io.Copy(f, in)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("place input file %s: %w", name, err)
	}
	return nil
}

// ReadOutput reads path, a run's output file, once the run is over:
// its header byte (see above) and at most limit+1 bytes of it. A symlink,
// a FIFO, a folder is FileIrregular and never opened.
func ReadOutput(path string, limit int64) (byte, []byte, error) {
	st, err := os.Lstat(path)
	if os.IsNotExist(err) {
		return FileMissing, nil, nil
	}
	if err != nil {
		return 0, nil, err
	}
	if !st.Mode().IsRegular() {
		return FileIrregular, nil, nil
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNoFollow, 0)
	if err != nil {
		return FileIrregular, nil, nil // replaced between the two looks
	}
	defer f.Close()
	if fst, err := f.Stat(); err != nil || !fst.Mode().IsRegular() || !os.SameFile(st, fst) {
		return FileIrregular, nil, nil
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return 0, nil, fmt.Errorf("read output file: %w", err)
	}
	return FileOK, b, nil
}
