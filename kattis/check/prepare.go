package check

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"carokit/internal/untrusted"
	"carokit/runner"
)

// Program is one prepared validator of a problem folder.
type Program struct {
	// Name is the program's name in the package, the base name of its
	// file or folder ("validate.cpp", "validator"): the key of a
	// per-validator input_validator_args map.
	Name string
	Prog runner.Program
	// Testlib says a source file includes testlib.h: the program speaks
	// testlib's exit codes, not Kattis's (see ValidateInput, Judge).
	Testlib bool
}

// Skipped is a validator Prepare found but cannot run.
type Skipped struct {
	Name, Reason string
}

// Validators are a problem folder's validators, prepared to run.
type Validators struct {
	Input []Program // input_validators/ (and legacy input_format_validators/), by name
	// Answer are answer_validators/ (2025-09), by name: each run as
	// `validator input_file flags... < answer` (ValidateAnswer).
	Answer []Program
	// Output is the custom output validator: output_validator/ (2023-07,
	// 2025-09; the folder is one program) or the one program in legacy
	// output_validators/. Nil: the default output validator.
	Output *Program
	// Skipped are input validators carokit cannot run (checktestdata,
	// VIVA): the caller says so; the others still run.
	Skipped []Skipped
	// Limits bound every validator run (DefaultLimits unless changed).
	Limits runner.Limits
	// Warnings are one line each: a {{name}} in a validator's source no
	// constant names (left as written).
	Warnings []string
}

// DefaultLimits are the 2025-09 format's validation limits (validation_time
// 60 s, validation_memory 2048 MiB, validation_output 8 MiB) under the
// sandbox mode.
func DefaultLimits(sandbox runner.SandboxMode) runner.Limits {
	return runner.Limits{CPU: 60 * time.Second, MemoryBytes: 2048 << 20, OutputBytes: 8 << 20, Sandbox: sandbox}
}

// The folders validators are in.
var (
	inputDirs        = []string{"input_validators", "input_format_validators"} // the second: legacy, deprecated
	answerDir        = "answer_validators"                                     // 2025-09
	outputProgramDir = "output_validator"                                      // 2023-07 and 2025-09: the folder is the program
	outputLegacyDir  = "output_validators"                                     // legacy: a folder of programs
)

// Prepare finds and compiles every validator of the problem folder
// problemDir, compilers and all caching into cacheDir as runner.Prepare
// does ("": the default cache), under the sandbox mode:
//
//   - each file or folder in input_validators/ (and in legacy
//     input_format_validators/) is one program, in any language runner
//     compiles (a shell script, .sh or .bash, included), or a folder with a `run`
//     script, built first by its `build` script when it has one (a
//     2025-09 "other program", see buildScript). Header files
//     (.h, .hpp, .hh) are no programs: a C or C++ file is compiled with
//     the headers of its folder beside it, so a testlib.h next to
//     validate.cpp is found (in a folder program it is one of its files);
//     checktestdata (.ctd) and VIVA (.viva) files are Skipped;
//   - output_validator/ is the custom output validator (when it holds
//     no program itself but one program folder, that one: problemtools'
//     reading), or else the one program in legacy output_validators/
//     (several: an error, carokit runs one).
//
// Whether the problem declares custom validation (problem.yaml) is the
// caller's: it may set Output to nil. A compile error is an error naming
// the validator, wrapping the *runner.CompileError.
func Prepare(ctx context.Context, problemDir, cacheDir string, sandbox runner.SandboxMode) (*Validators, error) {
	return PrepareConstants(ctx, problemDir, cacheDir, sandbox, nil)
}

// PrepareConstants is Prepare with problem.yaml's constants (2025-09,
// format.Problem.Constants) put in the validators' sources before they
// are compiled (Substituted).
func PrepareConstants(ctx context.Context, problemDir, cacheDir string, sandbox runner.SandboxMode, constants map[string]string) (*Validators, error) {
	v := &Validators{Limits: DefaultLimits(sandbox)}
	var inputs []string
	for _, d := range inputDirs {
		found, skipped, err := programsIn(filepath.Join(problemDir, d))
		if err != nil {
			return nil, err
		}
		inputs = append(inputs, found...)
		v.Skipped = append(v.Skipped, skipped...)
	}
	answers, skipped, err := programsIn(filepath.Join(problemDir, answerDir))
	if err != nil {
		return nil, err
	}
	v.Skipped = append(v.Skipped, skipped...)
	output, err := outputValidator(problemDir)
	if err != nil {
		return nil, err
	}
	all := append(slices.Clip(inputs), answers...)
	if output != "" {
		all = append(all, output)
	}
	for i, path := range all {
		sub, unknown, err := Substituted(cacheDir, path, constants)
		if err != nil {
			return nil, fmt.Errorf("put the constants in %s: %w", untrusted.Text(filepath.Base(path)), err)
		}
		all[i] = sub
		for _, u := range unknown {
			v.Warnings = append(v.Warnings, fmt.Sprintf("%s: %s is not a constant of problem.yaml: left as it is", untrusted.Text(filepath.Base(path)), untrusted.Text(u)))
		}
	}
	progs := make([]Program, len(all))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i, path := range all {
		g.Go(func() error {
			var err error
			kind := "input validator"
			switch {
			case i == len(inputs)+len(answers):
				kind = "output validator"
			case i >= len(inputs):
				kind = "answer validator"
			}
			progs[i], err = prepareOne(gctx, path, kind, runner.Compile{CacheDir: cacheDir, Sandbox: sandbox})
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	v.Input = progs[:len(inputs)]
	v.Answer = progs[len(inputs) : len(inputs)+len(answers)]
	if output != "" {
		v.Output = &progs[len(inputs)+len(answers)]
	}
	return v, nil
}

// programsIn lists the programs of a validators folder, sorted by name;
// a folder that does not exist has none.
func programsIn(dir string) (progs []string, skipped []Skipped, err error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("read validators: %w", err)
	}
	for _, e := range entries {
		name := e.Name()
		switch ext := strings.ToLower(filepath.Ext(name)); {
		case runner.Ignored(name) || !e.IsDir() && isHeader(name):
		case !e.IsDir() && (ext == ".ctd" || ext == ".viva"):
			skipped = append(skipped, Skipped{Name: name, Reason: map[string]string{".ctd": "checktestdata", ".viva": "VIVA"}[ext] +
				" validators are not run by carokit; write it as a program (exit 42 accept, 43 reject)"})
		default:
			progs = append(progs, filepath.Join(dir, name))
		}
	}
	return progs, skipped, nil
}

// outputValidator is the custom output validator's path, "" for none.
func outputValidator(problemDir string) (string, error) {
	dir := filepath.Join(problemDir, outputProgramDir)
	if st, err := os.Stat(dir); err == nil && st.IsDir() {
		if holdsProgram(dir) {
			return dir, nil
		}
		// problemtools reads output_validator/ as a folder of programs,
		// as legacy output_validators/ (its guess example has one
		// subfolder program).
		return oneProgramIn(dir)
	}
	return oneProgramIn(filepath.Join(problemDir, outputLegacyDir))
}

// holdsProgram says a folder is itself a program: a run script, or
// source files runner knows, directly inside.
func holdsProgram(dir string) bool {
	if exists(filepath.Join(dir, "run")) || exists(filepath.Join(dir, "build")) {
		return true
	}
	_, err := runner.Inspect(dir)
	var nr *runner.NotRunnableError
	return !errors.As(err, &nr) || !strings.Contains(nr.Reason, "no source file")
}

// oneProgramIn is the one program of a folder of programs, "" for none.
func oneProgramIn(dir string) (string, error) {
	progs, skipped, err := programsIn(dir)
	if err != nil {
		return "", err
	}
	for _, s := range skipped { // no output validator: Inspect says why
		progs = append(progs, filepath.Join(dir, s.Name))
	}
	switch len(progs) {
	case 0:
		return "", nil
	case 1:
		return progs[0], nil
	}
	names := make([]string, len(progs))
	for i, p := range progs {
		names[i] = filepath.Base(p)
	}
	return "", fmt.Errorf("%s/ holds %d output validators (%s): carokit runs one; keep one, or make them one program",
		filepath.Base(dir), len(progs), untrusted.Text(strings.Join(names, ", ")))
}

// isHeader says a file is a C or C++ header, included by programs and
// no program itself.
func isHeader(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".h", ".hpp", ".hh", ".hxx":
		return true
	}
	return false
}

// prepareOne compiles (or finds) one validator.
func prepareOne(ctx context.Context, path, kind string, opt runner.Compile) (Program, error) {
	name := filepath.Base(path)
	fail := func(err error) (Program, error) {
		return Program{}, fmt.Errorf("%s %s: %w", kind, untrusted.Text(name), err)
	}
	if isDir(path) && exists(filepath.Join(path, "build")) {
		prog, err := buildScript(ctx, path, opt.CacheDir, opt.Sandbox)
		if err != nil {
			return fail(err)
		}
		prog.Name = name
		return Program{Name: name, Prog: prog}, nil
	}
	if prog, ok, err := runScript(path); ok || err != nil {
		if err != nil {
			return fail(err)
		}
		return Program{Name: name, Prog: prog}, nil
	}
	src, err := runner.Inspect(path)
	if err != nil {
		return fail(err)
	}
	if src.Dir == "" && (src.Lang == "C++" || src.Lang == "C") {
		if src.All, err = withHeaders(src.Main); err != nil {
			return fail(err)
		}
	}
	testlib, err := usesTestlib(src.Files)
	if err != nil {
		return fail(err)
	}
	prog, err := runner.PrepareWith(ctx, src, opt)
	if err != nil {
		return fail(err)
	}
	prog.Name = name
	return Program{Name: name, Prog: prog, Testlib: testlib}, nil
}

// isDir and exists say what is at a path.
func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// runScript is a folder program with a `run` script and no `build`
// script (2025-09 "Other programs"): run as is, its folder visible. ok
// is false for anything else.
func runScript(path string) (runner.Program, bool, error) {
	st, err := os.Stat(path)
	if err != nil || !st.IsDir() {
		return runner.Program{}, false, nil
	}
	run := filepath.Join(path, "run")
	st, err = os.Stat(run)
	if err != nil {
		return runner.Program{}, false, nil
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return runner.Program{}, true, err
	}
	if !st.Mode().IsRegular() || st.Mode().Perm()&0o111 == 0 {
		return runner.Program{}, true, errors.New("its run script is not an executable file (chmod +x run)")
	}
	return runner.Program{Name: filepath.Base(path), Path: filepath.Join(abs, "run"), Expose: []string{abs}}, true, nil
}

// withHeaders is a single C or C++ file with the headers of its folder,
// which its #include "..." lines find beside it.
func withHeaders(main string) ([]string, error) {
	entries, err := os.ReadDir(filepath.Dir(main))
	if err != nil {
		return nil, err
	}
	all := []string{main}
	for _, e := range entries {
		if e.Type().IsRegular() && isHeader(e.Name()) {
			all = append(all, filepath.Join(filepath.Dir(main), e.Name()))
		}
	}
	return all, nil
}

// testlibInclude is an #include of testlib.h, in quotes or brackets.
var testlibInclude = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*include[ \t]*["<]testlib\.h[">]`)

// usesTestlib says a source file includes testlib.h.
func usesTestlib(files []string) (bool, error) {
	for _, f := range files {
		if l := strings.ToLower(filepath.Ext(f)); l == ".py" || l == ".java" || l == ".go" || l == ".rs" {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return false, err
		}
		if testlibInclude.Match(b) {
			return true, nil
		}
	}
	return false, nil
}
