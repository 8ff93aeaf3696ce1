package folder

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"carokit/kattis/generators"
	"carokit/problem"
	"carokit/runner"
	"carokit/stress/textshrink"
)

// The limits of the folder's own programs: the reference answering a
// test gets ten times the time limit (at least 10 s), as BAPCtools runs
// its answer maker generously; a generator gets what a plan's external
// generators get.
const (
	refMinCPU    = 10 * time.Second
	generatorCPU = 30 * time.Second
	generatorMem = 1 << 30
)

// referenceName is the reference's name in the package and the tables.
const referenceName = "reference"

// reference is the built-in that answers every test: the folder's first
// accepted submission, run in the sandbox.
func (p *Problem) reference() problem.Solution {
	expected := make([]problem.Verdict, len(p.groups))
	for i := range expected {
		expected[i] = problem.OK
	}
	return problem.Solution{
		Name: referenceName, Summary: "the folder's first accepted submission, run in the sandbox",
		Role: problem.RoleReference, Expected: expected,
		Solve: func(c problem.Case) ([]byte, int64, error) {
			out, err := p.solve(c.([]byte))
			return out, 0, err
		},
	}
}

// ReferencePath is the submission that answers the tests, found once.
func (p *Problem) ReferencePath() (string, error) {
	p.refOnce.Do(func() { p.refPath, p.refErr = p.findReference() })
	return p.refPath, p.refErr
}

func (p *Problem) findReference() (string, error) {
	subs, err := runner.ListSubmissions(filepath.Join(p.meta.Dir, "submissions"), []string{"accepted"})
	if err != nil {
		return "", err
	}
	for _, s := range subs {
		if s.NotRunnable == "" {
			return s.Path, nil
		}
	}
	return "", fmt.Errorf("%s has no accepted submission carokit can run to make the answers: add one under submissions/accepted/", p.meta.Dir)
}

func (p *Problem) compile(path string) (runner.Program, error) {
	src, err := runner.Inspect(path)
	if err != nil {
		return runner.Program{}, err
	}
	return runner.PrepareWith(p.ctx, src, runner.Compile{CacheDir: p.opt.CacheDir, MemoryBytes: p.opt.CompileMemory, Sandbox: p.opt.Sandbox})
}

// inFolder is a program's path as written on the command line: relative
// to the problem folder unless absolute.
func (p *Problem) inFolder(path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(p.meta.Dir, path)
}

// compiledOnce is the program *slot holds, compiled from path() at the
// first call (under refMu, so parallel runs compile it once); a copy,
// whose Args the caller may extend.
func (p *Problem) compiledOnce(slot **runner.Program, path func() (string, error)) (runner.Program, error) {
	p.refMu.Lock()
	defer p.refMu.Unlock()
	if *slot == nil {
		src, err := path()
		if err != nil {
			return runner.Program{}, err
		}
		prog, err := p.compile(src)
		if err != nil {
			return runner.Program{}, err
		}
		*slot = &prog
	}
	return **slot, nil
}

// solve runs the reference on input.
func (p *Problem) solve(input []byte) ([]byte, error) {
	prog, err := p.compiledOnce(&p.ref, p.ReferencePath)
	if err != nil {
		return nil, fmt.Errorf("reference: %w", err)
	}
	cpu := max(10*p.spec.TimeLimit, refMinCPU)
	res, err := runner.RunInput(p.ctx, prog, input, runner.Limits{CPU: cpu, MemoryBytes: p.spec.MemoryLimit, Sandbox: p.opt.Sandbox, OutputBytes: p.spec.InputLimit()})
	if err != nil {
		return nil, fmt.Errorf("run the reference %s: %w", prog.Name, err)
	}
	if res.Verdict != problem.OK {
		return nil, fmt.Errorf("the reference %s got %s (%s)", prog.Name, res.Verdict, res.Detail)
	}
	return res.Stdout, nil
}

// Items are generators.yaml's tests, in its order (nil without one).
func (p *Problem) Items() []generators.Item { return p.items }

// Generate makes one input the way gen does: the command words (a program
// of the folder, relative to it, and its arguments) run in the sandbox.
func (p *Problem) Generate(words []string) ([]byte, error) {
	if len(words) == 0 {
		return nil, &problem.ParamError{Msg: "gen on a folder problem needs a program: carokit gen -- generators/gen.cpp ARGS (or --test PATH, --list)"}
	}
	prog, err := p.compile(p.inFolder(words[0]))
	if err != nil {
		return nil, fmt.Errorf("generator %s: %w", words[0], err)
	}
	prog.Args = append(prog.Args[:len(prog.Args):len(prog.Args)], words[1:]...)
	return p.runGenerator(words[0], prog)
}

func (p *Problem) runGenerator(name string, prog runner.Program) ([]byte, error) {
	res, err := runner.RunInput(p.ctx, prog, nil, runner.Limits{CPU: generatorCPU, MemoryBytes: generatorMem, Sandbox: p.opt.Sandbox, OutputBytes: p.spec.InputLimit()})
	if err != nil {
		return nil, fmt.Errorf("run generator %s: %w", name, err)
	}
	if res.Verdict != problem.OK {
		return nil, fmt.Errorf("generator %s failed: %s (%s)", name, res.Verdict, res.Detail)
	}
	return res.Stdout, nil
}

// generate runs the --generator command with seed; early in a run
// (growth near 0) with its numeric arguments made smaller
// (textshrink.Args: "{seed} 10 -5 5" is "{seed} 1 -1 1" first), so small
// counterexamples come first, as the built-ins' growth does.
func (p *Problem) generate(seed uint64, growth float64) ([]byte, error) {
	words := strings.Fields(p.opt.Generator)
	if len(words) == 0 {
		return nil, &problem.ParamError{Msg: "stress on a folder problem needs --generator \"PROGRAM {seed} ARGS...\" (a generator of the folder, e.g. generators/gen.cpp)"}
	}
	prog, err := p.compiledOnce(&p.gen, func() (string, error) { return p.inFolder(words[0]), nil })
	if err != nil {
		return nil, fmt.Errorf("generator %s: %w", words[0], err)
	}
	s := strconv.FormatUint(seed, 10)
	sizes := append(textshrink.Args(words[1:]), words[1:])
	pick := sizes[min(len(sizes)-1, int(growth*float64(len(sizes))))]
	args := make([]string, 0, len(pick))
	for _, w := range pick {
		args = append(args, strings.ReplaceAll(w, "{seed}", s))
	}
	prog.Args = append(prog.Args[:len(prog.Args):len(prog.Args)], args...)
	return p.runGenerator(words[0], prog)
}

// refName is the reference's path in the folder, for messages.
func (p *Problem) refName() string {
	path, err := p.ReferencePath()
	if err != nil {
		return "(none)"
	}
	return planWord(p.meta.Dir, path)
}

// warnOnce gives the warning of key once per problem.
func (p *Problem) warnOnce(key, msg string) {
	p.refMu.Lock()
	defer p.refMu.Unlock()
	if p.warned == nil {
		p.warned = map[string]bool{}
	}
	if !p.warned[key] {
		p.warned[key] = true
		p.opt.Warnings(msg)
	}
}

// isReference reports whether path is the reference submission.
func (p *Problem) isReference(path string) bool {
	ref, err := p.ReferencePath()
	if err != nil {
		return false
	}
	a, err1 := filepath.Abs(ref)
	b, err2 := filepath.Abs(path)
	return err1 == nil && err2 == nil && a == b
}
