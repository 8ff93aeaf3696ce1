package generators

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"carokit/internal/scratch"
	"carokit/internal/untrusted"
	"carokit/problem"
	"carokit/runner"
)

// DataExts are the files of a test a generator may write beside
// testcase.in, in BAPCtools' order (KNOWN_DATA_EXTENSIONS).
var DataExts = []string{".in", ".ans", ".out", ".in.statement", ".ans.statement",
	".in.download", ".ans.download", ".interaction", ".yaml", ".png", ".jpg", ".svg", ".pdf"}

// Made is what a generator made for one test, BAPCtools' way.
type Made struct {
	// Files are the test's files by extension: ".in" always, ".ans" and
	// the other DataExts when the generator wrote testcase.ans, ...
	Files map[string][]byte
	// Seed is the seed of the run that made them, Runs how many runs it
	// took (1 unless retries were needed).
	Seed uint64
	Runs int
	// Warnings are BAPCtools' notes about the run, one line each.
	Warnings []string
}

// GenerateOptions is one generator run.
type GenerateOptions struct {
	Program runner.Program // the generator, ready to run
	// Args are its arguments as generators.yaml writes them, {seed}
	// ({seed:N}) and {name} not substituted.
	Args    []string
	Seed    uint64 // BAPCtools' seed of the test
	Retries int    // the runs allowed (retries:); below 1 means 1
	Limits  runner.Limits
}

// Generate runs a generator as BAPCtools does (its Generator.run and
// GeneratorInvocation.run): in an empty working folder of its own, {name}
// being "testcase" and {seed} the seed; the test is testcase.in when the
// generator writes it (its standard output is then ignored, with a
// warning when not empty), else its standard output. A run that fails
// (a non-zero exit, a crash, or neither testcase.in nor any output) is
// retried with the seed plus one (modulo 2^31), up to Retries runs in
// all; a time-out stops at once. The files the generator wrote beside
// testcase.in (testcase.ans, .hint, ...) come back with it, each bounded
// by the run's OutputBytes.
func Generate(ctx context.Context, o GenerateOptions) (*Made, error) {
	runs := max(o.Retries, 1)
	var last error
	for retry := range runs {
		seed := (o.Seed + uint64(retry)) % (1 << 31)
		made, err := generateOnce(ctx, o, seed)
		var failed *GeneratorFailed
		switch {
		case err == nil:
			made.Seed, made.Runs = seed, retry+1
			return made, nil
		case !errors.As(err, &failed):
			return nil, err
		case failed.Verdict == problem.TLE:
			return nil, err
		}
		last = err
	}
	if runs > 1 {
		return nil, fmt.Errorf("%w (%d runs, seeds %d to %d: raise retries: or mend the generator)", last, runs, o.Seed%(1<<31), (o.Seed+uint64(runs-1))%(1<<31))
	}
	return nil, last
}

// GeneratorFailed is a run of the generator that made no test: its
// verdict (OK when it exited 0 without writing anything) and why.
type GeneratorFailed struct {
	Verdict problem.Verdict
	Detail  string
}

func (e *GeneratorFailed) Error() string { return e.Detail }

// generateOnce is one run of the generator in a fresh folder.
func generateOnce(ctx context.Context, o GenerateOptions, seed uint64) (*Made, error) {
	dir, done, err := scratch.MkdirTemp("carokit-generate-")
	if err != nil {
		return nil, fmt.Errorf("generator's folder: %w", err)
	}
	defer done()
	if err := os.Chmod(dir, 0o755); err != nil {
		return nil, fmt.Errorf("generator's folder: %w", err)
	}
	prog := inFolder(o.Program, dir, substituteArgs(o.Args, seed), o.Limits.MemoryBytes)
	res, err := runner.Run(ctx, prog, "", o.Limits)
	if err != nil {
		return nil, fmt.Errorf("run generator %s: %w", o.Program.Name, err)
	}
	if res.Verdict != problem.OK {
		msg := fmt.Sprintf("generator %s failed: %s (%s)", o.Program.Name, res.Verdict, res.Detail)
		if line := firstLine(string(res.Stderr)); line != "" {
			msg += ": " + line
		}
		return nil, &GeneratorFailed{Verdict: res.Verdict, Detail: msg}
	}
	made := &Made{Files: map[string][]byte{}}
	for _, ext := range DataExts {
		data, found, err := readMade(filepath.Join(dir, "testcase"+ext), o.Limits.OutputBytes)
		if err != nil {
			return nil, fmt.Errorf("generator %s: testcase%s: %w", o.Program.Name, ext, err)
		}
		if found {
			made.Files[ext] = data
		}
	}
	made.Warnings = append(made.Warnings, ignoredFiles(dir, o.Program.Name)...)
	_, wroteIn := made.Files[".in"]
	switch {
	case len(res.Stdout) > 0 && wroteIn:
		made.Warnings = append(made.Warnings, fmt.Sprintf("generator %s wrote both testcase.in and its standard output: the output is ignored, as BAPCtools does", o.Program.Name))
	case len(res.Stdout) > 0:
		made.Files[".in"] = res.Stdout
	case !wroteIn:
		return nil, &GeneratorFailed{Verdict: problem.OK, Detail: fmt.Sprintf("generator %s wrote neither testcase.in nor anything on its standard output: write the test to one of them", o.Program.Name)}
	}
	return made, nil
}

// ignoredFiles are the warnings for what a generator left in its folder
// besides its test's files (testcase + one of DataExts): BAPCtools
// copies only those into data/, and so does carokit (testcase.hint and
// testcase.desc included: legacy annotations, not files BAPCtools
// generates).
func ignoredFiles(dir, generator string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		name := e.Name()
		if base, ext, ok := strings.Cut(name, "."); ok && base == "testcase" && slices.Contains(DataExts, "."+ext) {
			continue
		}
		out = append(out, fmt.Sprintf("generator %s wrote %s, which is no file of a test (testcase%s): ignored, as BAPCtools ignores it", generator, untrusted.Text(name), strings.Join(DataExts, ", testcase")))
	}
	return out
}

// inFolder is prog run with args in dir, which it may write: through
// sh's cd, since the sandbox starts every program in its own /box (dir
// is shown writable at its place); off Unix, as prog's working folder.
func inFolder(prog runner.Program, dir string, args []string, memory int64) runner.Program {
	prog.Writable = append(slices.Clip(prog.Writable), dir)
	if runtime.GOOS == "windows" {
		prog.Dir = dir
		prog.Args = append(slices.Clip(prog.Args), args...)
		return prog
	}
	// A relative path would be taken from dir: made absolute. The wrapped
	// program's own memory arguments (java -Xmx) are given here: runner
	// would put them before sh's.
	if strings.ContainsRune(prog.Path, filepath.Separator) && !filepath.IsAbs(prog.Path) {
		if abs, err := filepath.Abs(prog.Path); err == nil {
			prog.Path = abs
		}
	}
	inner := []string{prog.Path}
	mib := strconv.FormatInt(max(memory>>20, 1), 10)
	for _, a := range prog.MemoryArgs {
		inner = append(inner, strings.ReplaceAll(a, "{MiB}", mib))
	}
	inner = append(append(inner, prog.Args...), args...)
	if filepath.IsAbs(prog.Path) {
		prog.Expose = append(slices.Clip(prog.Expose), prog.Path)
	}
	prog.Path, prog.MemoryArgs = "/bin/sh", nil
	prog.Args = append([]string{"-c", `cd "$0" && exec "$@"`, dir}, inner...)
	return prog
}

// readMade reads a file the generator wrote, at most limit bytes (0: no
// bound); found is false when there is none. A symbolic link or anything
// but a regular file is refused.
func readMade(path string, limit int64) (data []byte, found bool, err error) {
	st, err := os.Lstat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil, false, nil
	case err != nil:
		return nil, false, err
	case !st.Mode().IsRegular():
		return nil, false, errors.New("not a regular file (a link or a folder): write the file itself")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	r := io.Reader(f)
	if limit > 0 {
		r = io.LimitReader(f, limit+1)
	}
	data, err = io.ReadAll(r)
	if err != nil {
		return nil, false, err
	}
	if limit > 0 && int64(len(data)) > limit {
		return nil, false, fmt.Errorf("over the limit of %d bytes", limit)
	}
	return data, true, nil
}

func firstLine(s string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return first
}
