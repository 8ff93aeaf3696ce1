package export

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// cmsCheckerPath is where CMS's italy_yaml loader looks for a comparator
// (cmscontrib/loaders/italy_yaml.py: check/checker or cor/correttore, a
// program, not a source: the loader stores the file as it is).
const cmsCheckerPath = "check/checker"

// writeCMSChecker writes the problem's checker in CMS's comparator
// protocol, as check/checker.cpp and compiled to check/checker, which
// makes the task's evaluation "comparator" instead of "diff". The
// compiler is $CXX, else g++; without one the export stops, since the
// task would silently fall back to CMS's whitespace diff.
func writeCMSChecker(l *layout, outDir string) (bool, error) {
	src, err := l.wrappedChecker(protoCMS)
	if src == nil && err == nil {
		src, err = cmsTokenChecker(l)
	}
	if src == nil || err != nil {
		return false, err
	}
	if err := writeFile(outDir, cmsCheckerPath+".cpp", src); err != nil {
		return false, err
	}
	ctx := l.opt.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	cxx := os.Getenv("CXX")
	if cxx == "" {
		cxx = "g++"
	}
	if _, err := exec.LookPath(cxx); err != nil {
		return false, fmt.Errorf("cms: the checker must be compiled to %s and there is no C++ compiler (%s): install g++, or set CXX", cmsCheckerPath, cxx)
	}
	out := filepath.Join(outDir, filepath.FromSlash(cmsCheckerPath))
	in := out + ".cpp"
	// Static first, since CMS's sandbox may lack the compiler's libraries;
	// dynamic where static libraries are not installed.
	var msg []byte
	for _, static := range []bool{true, false} {
		args := []string{"-std=gnu++17", "-O2", "-o", out, in}
		if static {
			args = append([]string{"-static"}, args...)
		}
		cmd := exec.CommandContext(ctx, cxx, args...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err = cmd.Run(); err == nil {
			return true, os.Chmod(out, 0o755)
		}
		if ctx.Err() != nil {
			return false, ctx.Err()
		}
		msg = stderr.Bytes()
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		return false, fmt.Errorf("cms: compile %s: %w", cmsCheckerPath, err)
	}
	first, _, _ := strings.Cut(strings.TrimSpace(string(msg)), "\n")
	return false, fmt.Errorf("cms: compile %s.cpp (the problem's checker.cpp in CMS's protocol): %s", cmsCheckerPath, first)
}
