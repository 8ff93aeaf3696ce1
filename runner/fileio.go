package runner

import (
	"fmt"
	"os"
	"path/filepath"

	"carokit/problem"

	"carokit/runner/internal/sandbox"
)

// File I/O (Limits.Files): the test is put into the program's working
// folder under its input name, the program's standard input and output
// are the null device, and its answer is the output file, read after the
// run without following a symlink and only if it is a regular file, up to
// the output limit (RLIMIT_FSIZE already stops a larger file).
//
// In the sandbox the init does both ends (package sandbox), since /box is
// its private tmpfs.

// outputCap is how many bytes of the stdout pipe a run keeps: the header
// byte besides the limit in file I/O.
func outputCap(lim Limits) int64 {
	if lim.Files.Files() {
		return lim.OutputBytes + 1
	}
	return lim.OutputBytes
}

// takeFileOutput turns what came back of a file I/O run (header byte and
// file, in res.Stdout) into the output, and an accepted run whose output
// file is missing or not a regular file into WA with the reason.
func takeFileOutput(res *Result, files problem.IO, lim Limits) {
	head := byte(sandbox.FileMissing)
	if len(res.Stdout) > 0 {
		head, res.Stdout = res.Stdout[0], res.Stdout[1:]
	}
	if head != sandbox.FileOK {
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
	case sandbox.FileOK:
	case sandbox.FileIrregular:
		res.Verdict, res.Detail = problem.WA, files.Output+" is not a regular file"
	default:
		res.Verdict, res.Detail = problem.WA, "no "+files.Output
	}
}

// hostFileRun prepares a file I/O run outside the sandbox: the test goes
// into dir and the program gets the null device for standard input.
func hostFileRun(dir string, lim Limits, stdin *os.File) (*os.File, error) {
	if err := sandbox.PlaceInput(dir, lim.Files.Input, stdin); err != nil {
		return nil, err
	}
	return os.Open(os.DevNull)
}

// hostFileResult reads the output file of a file I/O run outside the
// sandbox into res, as the sandbox's init would send it.
func hostFileResult(dir string, lim Limits, res *Result) error {
	head, b, err := sandbox.ReadOutput(filepath.Join(dir, lim.Files.Output), lim.OutputBytes)
	if err != nil {
		return err
	}
	res.Stdout = append([]byte{head}, b...)
	takeFileOutput(res, lim.Files, lim)
	return nil
}
