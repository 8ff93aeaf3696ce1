package testpkg

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"carokit/internal/inputfile"
	"carokit/plan"
	"carokit/problem"
	"carokit/runner"
)

// External generators run in the sandbox under these limits: generous,
// since a generator runs once per test and a large test may take seconds,
// yet bounded, so a generator stuck in a loop stops the build. Its output
// is bounded by the problem's input limit.
const (
	generatorCPU    = 20 * time.Second
	generatorMemory = 2 << 30
)

// ExternalGenerator is what made a test from a plan's "run" line: enough
// to rebuild it, and to know when it would come out different.
type ExternalGenerator struct {
	Program  string `json:"program"`            // as the plan names it
	SHA256   string `json:"sha256"`             // of its source (every file of a folder, names included)
	Language string `json:"language,omitempty"` // "" for an executable run as is
	Compiler string `json:"compiler,omitempty"` // the compile command
	Version  string `json:"version,omitempty"`  // the compiler's own version line
}

// external is one prepared generator program, shared by its tests.
type external struct {
	prog runner.Program
	info ExternalGenerator
}

// prepareExternals compiles (through runner's compilers and cache) every
// external generator of the plan once, records its identity, and warns
// about C and C++ sources whose output depends on the standard library.
// Errors are the plan's: at the program of the first line naming it.
func prepareExternals(ctx context.Context, opt Options, tests []*test, planName string) error {
	byPath := map[string]*external{}
	var errs []error
	prepare := func(t *test, path, shown string, word int) *external {
		if x, ok := byPath[path]; ok {
			return x
		}
		x, err := prepareExternal(ctx, path, shown, opt.Warnings, opt.CompileMemory)
		if err != nil && ctx.Err() == nil {
			errs = append(errs, plan.WordError(planName, t.entry, word, err.Error()))
		}
		byPath[path] = x
		return x
	}
	for _, t := range tests {
		if t.run == nil {
			continue
		}
		t.run.prog = prepare(t, t.run.path, t.entry.Path, t.entry.ProgArg+1)
		if t.run.solution != "" {
			t.run.sol = prepare(t, t.run.solution, t.entry.Run.Solution, solutionWord(t.entry))
		}
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	if err := plan.Collect(errs); err != nil {
		return err
	}
	for _, t := range tests {
		if t.run != nil {
			info := t.run.prog.info
			t.meta.Generator = &info
		}
	}
	return nil
}

func prepareExternal(ctx context.Context, path, shown string, warnings io.Writer, compileMemory int64) (*external, error) {
	src, err := runner.Inspect(path)
	if err != nil {
		var nr *runner.NotRunnableError
		if errors.As(err, &nr) {
			return nil, fmt.Errorf("generator %s: %s", shown, nr.Reason)
		}
		return nil, fmt.Errorf("generator %s: %w", shown, unwrapPath(errors.Unwrap(err)))
	}
	files := src.All
	if len(files) == 0 {
		files = []string{src.Main}
	}
	sum, err := sourceDigest(files)
	if err != nil {
		return nil, fmt.Errorf("generator %s: %w", shown, err)
	}
	tc, err := runner.ToolchainOf(ctx, src)
	if err != nil {
		return nil, fmt.Errorf("generator %s: %w", shown, err)
	}
	prog, err := runner.PrepareWith(ctx, src, runner.Compile{MemoryBytes: compileMemory})
	if err != nil {
		var ce *runner.CompileError
		if errors.As(err, &ce) {
			return nil, fmt.Errorf("generator %s does not compile: %s", shown, firstLine(ce.Output))
		}
		return nil, fmt.Errorf("generator %s: %w", shown, err)
	}
	if src.Lang == "C++" || src.Lang == "C" {
		shownFiles := make([]string, len(src.Files))
		for i, f := range src.Files {
			shownFiles[i] = shown // the plan's own words for the file
			if src.Dir != "" {
				shownFiles[i] = filepath.ToSlash(filepath.Join(shown, filepath.Base(f)))
			}
		}
		for _, w := range lintSources(src.Files, shownFiles) {
			warnf(warnings, "%s", w)
		}
	}
	return &external{prog: prog, info: ExternalGenerator{Program: shown, SHA256: sum, Language: src.Lang,
		Compiler: tc.Command, Version: tc.Version}}, nil
}

// sourceDigest is the SHA-256 of a program's files: each base name and
// content, so that renaming a file of a folder generator counts too.
func sourceDigest(files []string) (string, error) {
	var all []byte
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		all = fmt.Appendf(all, "%s\x00%d\x00", filepath.Base(f), len(b))
		all = append(all, b...)
	}
	return digest(all), nil
}

func firstLine(s string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return first
}

// readTestFile reads a plan's hand-made test, bounded by the problem's
// input limit.
func readTestFile(ctx context.Context, t *test, spec *problem.Spec) ([]byte, error) {
	in, err := inputfile.Read(ctx, t.file, nil, spec.InputLimit())
	if err != nil {
		return nil, fmt.Errorf("read test file: %w", err)
	}
	if in.Over {
		return nil, fmt.Errorf("test file %s is over the input limit of %d bytes", t.entry.Path, spec.InputLimit())
	}
	return in.Data, nil
}

// readGivenAnswer reads the answer beside a "file" line's test (PATH.ans
// for PATH.in, else PATH.ans), nil when there is none.
func readGivenAnswer(ctx context.Context, t *test, spec *problem.Spec) ([]byte, error) {
	path := strings.TrimSuffix(t.file, ".in") + ".ans"
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	in, err := inputfile.Read(ctx, path, nil, spec.InputLimit())
	if err != nil {
		return nil, fmt.Errorf("read answer file: %w", err)
	}
	if in.Over {
		return nil, fmt.Errorf("answer file %s is over the input limit of %d bytes", path, spec.InputLimit())
	}
	return in.Data, nil
}

// runGenerator runs t's external generator with seed in the sandbox; its
// standard output is the test.
func runGenerator(ctx context.Context, t *test, spec *problem.Spec, seed uint64) ([]byte, error) {
	x := t.run.prog
	p := x.prog
	p.Args = append(p.Args[:len(p.Args):len(p.Args)], t.run.argv(seed)...)
	res, err := runner.Run(ctx, p, "", generatorLimits(spec))
	if err != nil {
		return nil, fmt.Errorf("run generator %s: %w", x.info.Program, err)
	}
	if res.Verdict != problem.OK {
		return nil, runFailure("generator "+x.info.Program+" failed", res)
	}
	return res.Stdout, nil
}
