package testpkg

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"carokit/plan"
	"carokit/problem"
)

// resolve turns plan lines into tests: generator kinds and parsed
// arguments, each with its seed, hand-made files found, external
// generators inspected, so that every error of the plan is reported
// (plan.Errors, all of them) before anything is generated. The tests that
// resolved are returned with the errors of the others.
// dirs are the plan's folder, then where a built-in's own plan files are
// ("": none).
func resolve(spec *problem.Spec, p *plan.Plan, planName string, dirs []string, seed uint64) ([]*test, error) {
	planDir := dirs[0]
	var tests []*test
	var errs []error
	for _, grp := range p.Groups {
		if _, err := spec.Subtasks.Get(grp.Subtask); err != nil {
			errs = append(errs, &problem.InputError{File: planName, Line: grp.Line, Col: max(grp.Col, 1), Msg: err.Error()})
			continue
		}
		lines := map[string]int{} // identical lines of the group so far
		for i, e := range grp.Tests {
			t := &test{subtask: grp.Subtask, index: i + 1, entry: e}
			var err error
			switch e.Kind {
			case plan.KindSample:
				err = resolveSample(spec, t, planName)
			case plan.KindFile:
				err = resolveFile(t, planName, dirs)
			case plan.KindRun:
				lines[e.Text()]++
				err = resolveRun(spec, t, planName, planDir, lineSeed(seed, grp.Subtask, e.Text(), lines[e.Text()]))
			default:
				err = resolveBuiltin(spec, t, planName, seed)
			}
			if err != nil {
				errs = append(errs, err)
				continue
			}
			t.meta.Subtask = grp.Subtask
			t.meta.Name = fmt.Sprintf("%02d-%s", t.index, t.name())
			base := "data/secret/" + GroupName(grp.Subtask) + "/" + t.meta.Name
			t.meta.Input, t.meta.Answer = base+".in", base+".ans"
			tests = append(tests, t)
		}
	}
	return tests, plan.Collect(errs)
}

func resolveSample(spec *problem.Spec, t *test, planName string) error {
	s, err := findSample(spec, t.entry.Sample)
	if err != nil {
		return plan.WordError(planName, t.entry, 1, err.Error())
	}
	t.sample = s
	t.meta = TestEntry{Kind: "sample", Params: map[string]string{"sample": t.entry.Sample}}
	return nil
}

func resolveBuiltin(spec *problem.Spec, t *test, planName string, seed uint64) error {
	e := t.entry
	gen, err := spec.FindGenerator(e.Kind)
	if err != nil {
		return plan.ErrorAt(planName, e, err.Error()+`, nor "sample", "file" or "run"`)
	}
	args, err := gen.ParseArgs(e.Args)
	if err != nil {
		return plan.ArgError(planName, e, err.Error())
	}
	if !hasSeed(e.Args) {
		args = args.WithSeed(testSeed(seed, t.subtask, t.index))
	}
	t.gen, t.args = gen, args
	t.meta = TestEntry{Kind: gen.Kind, Params: args.Values(), Seed: args.Seed,
		Command: "carokit --problem " + spec.Name + " gen " + strings.Join(args.CommandLine(), " ")}
	return nil
}

// resolveFile finds a hand-made test: a regular file, its path relative
// to the plan's folder (dirs[0]), else to a built-in's own plan files.
func resolveFile(t *test, planName string, dirs []string) error {
	e := t.entry
	path := planPath(dirs[0], e.Path)
	st, err := os.Stat(path)
	if os.IsNotExist(err) && len(dirs) > 1 && dirs[1] != "" && !filepath.IsAbs(e.Path) {
		if own, oerr := os.Stat(planPath(dirs[1], e.Path)); oerr == nil {
			path, st, err = planPath(dirs[1], e.Path), own, nil
		}
	}
	if err != nil {
		return plan.WordError(planName, e, 1, fmt.Sprintf("test file %s: %v", e.Path, unwrapPath(err)))
	}
	if !st.Mode().IsRegular() {
		return plan.WordError(planName, e, 1, fmt.Sprintf("test file %s is not a regular file", e.Path))
	}
	t.file = path
	t.meta = TestEntry{Kind: plan.KindFile, Params: map[string]string{"file": e.Path}, PlanLine: e.Text(),
		Command: "cat " + e.Path}
	return nil
}

// resolveRun reads an external generator's line; the program is compiled
// later (prepareExternals), once per source.
func resolveRun(spec *problem.Spec, t *test, planName, planDir string, seed uint64) error {
	e := t.entry
	r := &runLine{path: planPath(planDir, e.Path), words: e.Args[e.ProgArg+1:], seed: seed, retries: e.Run.Retries}
	if e.Run.Solution != "" {
		r.solution = planPath(planDir, e.Run.Solution)
	}
	for _, a := range r.words {
		r.placed = r.placed || strings.Contains(a, "{seed}")
	}
	r.fixed = !r.placed && (hasSeed(r.words) || spec.SeedInPlaceOnly)
	if r.fixed && !spec.SeedInPlaceOnly {
		r.seed = givenSeed(r.words)
	}
	if e.Run.HasSeed {
		r.seed, r.fixed = e.Run.Seed, true
	}
	t.run = r
	t.meta = TestEntry{Kind: plan.KindRun, Seed: r.seed, PlanLine: e.Text(),
		Command: strings.Join(append([]string{e.Path}, r.argv(r.seed)...), " ")}
	return nil
}

// runLine is an external generator's line, resolved.
type runLine struct {
	path   string   // the program, its path from here
	words  []string // the arguments as written
	seed   uint64   // the seed it gets
	placed bool     // a word holds "{seed}"
	fixed  bool     // the line gives --seed itself: carokit adds none
	prog   *external
	// retries and solution are the line's --retries and --solution
	// (solution's path from here, "" for none), sol its program.
	retries  int
	solution string
	sol      *external
}

// argv is the generator's arguments with seed: in place of "{seed}",
// else after an appended "--seed", unless the line fixes its own.
func (r *runLine) argv(seed uint64) []string {
	s := strconv.FormatUint(seed, 10)
	args := make([]string, 0, len(r.words)+2)
	for _, a := range r.words {
		args = append(args, strings.ReplaceAll(a, "{seed}", s))
	}
	if !r.placed && !r.fixed {
		args = append(args, "--seed", s)
	}
	return args
}

// name is the test's name after its number: the generator kind, or the
// file's or program's base name.
func (t *test) name() string {
	if t.entry.Name != "" {
		return safeName(t.entry.Name, t.entry.Kind)
	}
	switch t.entry.Kind {
	case plan.KindFile, plan.KindRun:
		base := filepath.Base(t.entry.Path)
		return safeName(strings.TrimSuffix(base, filepath.Ext(base)), t.entry.Kind)
	}
	return t.meta.Kind
}

// safeName keeps letters, digits, '-' and '_' of s (so that the test's
// file name is portable), or returns fallback when none is left.
func safeName(s, fallback string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return fallback
	}
	return b.String()
}

func planPath(planDir, path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(planDir, filepath.FromSlash(path))
}

func findSample(spec *problem.Spec, name string) (*problem.Sample, error) {
	for i := range spec.Samples {
		if spec.Samples[i].Name == name || strconv.Itoa(i+1) == name {
			return &spec.Samples[i], nil
		}
	}
	return nil, fmt.Errorf("no sample %q (the problem has %d)", name, len(spec.Samples))
}

func hasSeed(args []string) bool {
	for _, a := range args {
		if a == "--seed" || strings.HasPrefix(a, "--seed=") {
			return true
		}
	}
	return false
}

// givenSeed is the value of a --seed the line gives, 0 when it is not a
// number (the generator reads it as it likes).
func givenSeed(args []string) uint64 {
	for i, a := range args {
		v, ok := strings.CutPrefix(a, "--seed=")
		if a == "--seed" && i+1 < len(args) {
			v, ok = args[i+1], true
		}
		if ok {
			n, _ := strconv.ParseUint(v, 10, 64)
			return n
		}
	}
	return 0
}

// testSeed derives a test's seed from the package seed and its place in
// the plan (SplitMix64 finalizer), so adding a test to one subtask does
// not change the others.
func testSeed(seed uint64, subtask, index int) uint64 {
	z := seed + uint64(subtask)*0x9e3779b97f4a7c15 + uint64(index)*0xbf58476d1ce4e5b9
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return (z ^ (z >> 31)) % 1_000_000_000
}

// lineSeed derives an external generator's seed from the package seed,
// the subtask and the line's own words (and which copy of an identical
// line it is), as BAPCtools does from a line's text: moving a line, or
// adding another, leaves its test unchanged.
func lineSeed(seed uint64, subtask int, text string, copyNo int) uint64 {
	h := sha256.New()
	fmt.Fprintf(h, "%d\x00%d\x00%s\x00%d", seed, subtask, text, copyNo)
	return binary.BigEndian.Uint64(h.Sum(nil)) % 1_000_000_000
}
