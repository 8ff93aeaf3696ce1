package runner

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"carokit/problem"
)

// File I/O (Limits.Files): the test is put into the program's working
// folder under its input name, the program's standard input and output
// are the null device, and its answer is the output file, read after the
// run without following a symlink and only if it is a regular file, up to
// the output limit (RLIMIT_FSIZE already stops a larger file).
//
// In the sandbox the init does both ends (fileio_linux.go), since /box is
// its private tmpfs: it reads the test from its input pipe into /box, and
// after the program's exit sends the output file back on the stdout pipe
// behind one header byte, fileOK, fileMissing or fileIrregular.
const (
	fileOK        = 'F'
	fileMissing   = 'M'
	fileIrregular = 'N'
)

// outputCap is how many bytes of the stdout pipe a run keeps: the header
// byte besides the limit in file I/O.
func outputCap(lim Limits) int64 {
	if lim.Files.Files() {
		return lim.OutputBytes + 1
	}
	return lim.OutputBytes
}

// placeInputFile copies the test in into dir under name.
func placeInputFile(dir, name string, in io.Reader) error {
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

// readOutputFile reads path, a run's output file, once the run is over:
// its header byte (see above) and at most limit+1 bytes of it. A symlink,
// a FIFO, a folder is fileIrregular and never opened.
func readOutputFile(path string, limit int64) (byte, []byte, error) {
	st, err := os.Lstat(path)
	if os.IsNotExist(err) {
		return fileMissing, nil, nil
	}
	if err != nil {
		return 0, nil, err
	}
	if !st.Mode().IsRegular() {
		return fileIrregular, nil, nil
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNoFollow, 0)
	if err != nil {
		return fileIrregular, nil, nil // replaced between the two looks
	}
	defer f.Close()
	if fst, err := f.Stat(); err != nil || !fst.Mode().IsRegular() || !os.SameFile(st, fst) {
		return fileIrregular, nil, nil
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return 0, nil, fmt.Errorf("read output file: %w", err)
	}
	return fileOK, b, nil
}

// takeFileOutput turns what came back of a file I/O run (header byte and
// file, in res.Stdout) into the output, and an accepted run whose output
// file is missing or not a regular file into WA with the reason.
func takeFileOutput(res *Result, files problem.IO, lim Limits) {
	head := byte(fileMissing)
	if len(res.Stdout) > 0 {
		head, res.Stdout = res.Stdout[0], res.Stdout[1:]
	}
	if head != fileOK {
		res.Stdout = nil
	}
	if int64(len(res.Stdout)) >= lim.OutputBytes {
		// RLIMIT_FSIZE stops the file at the limit: with SIGXFSZ, or
		// with EFBIG where the signal is ignored (the cold sandbox's
		// init ignores it, and exec keeps that), which most programs
		// then report by failing.
		res.Stdout = res.Stdout[:lim.OutputBytes]
		if res.Verdict == problem.OK || res.Verdict == problem.RE {
			res.Verdict, res.Detail = problem.OLE, fmt.Sprintf("%s reached the %d-byte output limit", files.Output, lim.OutputBytes)
		}
	}
	if res.Verdict != problem.OK {
		return
	}
	switch head {
	case fileOK:
	case fileIrregular:
		res.Verdict, res.Detail = problem.WA, files.Output+" is not a regular file"
	default:
		res.Verdict, res.Detail = problem.WA, "no "+files.Output
	}
}

// hostFileRun prepares a file I/O run outside the sandbox: the test goes
// into dir and the program gets the null device for standard input.
func hostFileRun(dir string, lim Limits, stdin *os.File) (*os.File, error) {
	if err := placeInputFile(dir, lim.Files.Input, stdin); err != nil {
		return nil, err
	}
	return os.Open(os.DevNull)
}

// hostFileResult reads the output file of a file I/O run outside the
// sandbox into res, as the sandbox's init would send it.
func hostFileResult(dir string, lim Limits, res *Result) error {
	head, b, err := readOutputFile(filepath.Join(dir, lim.Files.Output), lim.OutputBytes)
	if err != nil {
		return err
	}
	res.Stdout = append([]byte{head}, b...)
	takeFileOutput(res, lim.Files, lim)
	return nil
}
