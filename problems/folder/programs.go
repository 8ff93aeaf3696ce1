package folder

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"carokit/kattis/format"
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
	generatorMem = 1 << 30
)

// generatorCPU is a generator's CPU limit (its wall guard twice that and
// a second: a sleeping generator is stopped there); a variable for the
// hostile programs' tests.
var generatorCPU = 30 * time.Second

// referenceName is the reference's name in the package and the tables.
const referenceName = "reference"

// reference is the built-in that answers every test: the folder's first
// accepted submission, run in the sandbox.
func (p *Problem) reference() problem.Solution {
	given := &givenAnswers{p: p}
	expected := make([]problem.Verdict, len(p.groups))
	for i := range expected {
		expected[i] = problem.OK
	}
	return problem.Solution{
		Name: referenceName, Summary: "the folder's first accepted submission, run in the sandbox",
		Role: problem.RoleReference, Expected: expected,
		Solve: func(c problem.Case) ([]byte, int64, error) {
			out, err := p.solve(c.([]byte), given)
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

// solve runs the reference on input. A folder without a reference
// carokit can run needs none while every test brings its answer (.ans,
// generators.yaml's ans: or copy:): the answer the folder gives for that
// input is the reference's (see givenAnswer).
func (p *Problem) solve(input []byte, given *givenAnswers) ([]byte, error) {
	if _, err := p.ReferencePath(); err != nil {
		if ans, ok := given.answer(input); ok {
			return ans, nil
		}
		return nil, fmt.Errorf("%w (a test without an answer file needs it to make its .ans)", err)
	}
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

// givenAnswers are the answers a folder gives, by input, indexed at the
// first use.
type givenAnswers struct {
	p    *Problem
	once sync.Once
	// byInput maps the SHA-256 of every input the folder has an answer
	// for to that answer: a path, or "\x00" and the inline text; "" where
	// two tests of one input disagree.
	byInput map[[32]byte]string
}

// answer is the answer the folder gives for an input: the .ans of the
// data/ test, or of the generators.yaml test (inline ans:, or the copied
// .ans), with that input; ok is false when there is none, or when tests
// with that input give different answers.
func (g *givenAnswers) answer(input []byte) ([]byte, bool) {
	g.once.Do(g.index)
	path, ok := g.byInput[sha256.Sum256(input)]
	if !ok || path == "" {
		return nil, false
	}
	if strings.HasPrefix(path, "\x00") {
		return []byte(path[1:]), true // inline
	}
	ans, err := os.ReadFile(path)
	return ans, err == nil
}

// index reads the folder's inputs that have answers.
func (g *givenAnswers) index() {
	p := g.p
	g.byInput = map[[32]byte]string{}
	add := func(in []byte, ans string) {
		key := sha256.Sum256(in)
		if old, ok := g.byInput[key]; ok && old != ans && !sameFile(old, ans) {
			ans = ""
		}
		g.byInput[key] = ans
	}
	for _, g := range []*format.Group{p.data.Sample, p.data.Secret} {
		if g == nil {
			continue
		}
		for _, t := range g.All() {
			if in, err := os.ReadFile(t.In); err == nil && t.Ans != "" {
				add(in, t.Ans)
			}
		}
	}
	for _, it := range p.items {
		in, ok, err := itemInput(it)
		if !ok || err != nil {
			continue
		}
		switch {
		case it.Ans != nil:
			add(in, "\x00"+*it.Ans)
		case it.Copy != "":
			if _, err := os.Stat(it.Copy + ".ans"); err == nil {
				add(in, it.Copy+".ans")
			}
		}
	}
}

// sameFile says two answer paths hold the same bytes.
func sameFile(a, b string) bool {
	if a == "" || b == "" || strings.HasPrefix(a, "\x00") != strings.HasPrefix(b, "\x00") {
		return false
	}
	if strings.HasPrefix(a, "\x00") {
		return a == b
	}
	x, err1 := os.ReadFile(a)
	y, err2 := os.ReadFile(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}
