package folder

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"carokit/kattis/check"
	"carokit/kattis/generators"
	"carokit/plan"
	"carokit/runner"
)

// runLine is a generated generators.yaml test as a plan "run" line. The
// generator runs as BAPCtools runs it (testpkg, for a folder problem:
// testcase.in or its output, testcase.ans beside it); the line gives
// --retries=N and --seed=S (the seed then written {seed}, for the runs
// after the first to take S+1, S+2, ...) when retries: is above 1, and
// --solution=PATH when the test names an answer maker other than the
// reference. Every word is quoted as the plan needs (an argument with
// spaces, as BAPCtools' shlex made it).
func (p *Problem) runLine(it generators.Item) (string, error) {
	prog, err := p.generatorSource(it)
	if err != nil {
		return "", err
	}
	words := []string{"run"}
	args := it.Command[1:]
	if it.Retries > 1 {
		words = append(words, "--retries="+strconv.Itoa(it.Retries))
		if it.UsesSeed {
			words = append(words, "--seed="+strconv.FormatUint(it.Seed, 10))
			args = generators.PlanArgs(it.Args)
		}
	}
	if it.Solution != "" && !p.isReference(it.Solution) {
		words = append(words, "--solution="+planWord(p.meta.Dir, it.Solution))
	}
	words = append(append(words, planWord(p.meta.Dir, prog)), args...)
	for i, w := range words {
		if words[i], err = plan.Quote(w); err != nil {
			return "", fmt.Errorf("%w: write the argument without a newline", err)
		}
	}
	return strings.Join(words, " "), nil
}

// fileLine is a plan "file" line for path.
func fileLine(path string) (string, error) {
	q, err := plan.Quote(path)
	return "file " + q, err
}

// noteSolution warns, once, about a solution: carokit does not follow:
// an empty one (no answer: carokit's package needs one, which the
// reference makes), or one for a copied or inline test without an
// answer (the reference answers it).
func (p *Problem) noteSolution(it generators.Item) {
	switch {
	case it.NoSolution:
		p.warnOnce("no-solution", fmt.Sprintf("generators.yaml, %s: an empty solution: makes no answer in BAPCtools; carokit answers with the reference, %s", it.Path, p.refName()))
	case len(it.Command) == 0 && it.Ans == nil && it.Solution != "" && !p.isReference(it.Solution):
		p.warnOnce("file-solution", fmt.Sprintf("generators.yaml, %s: solution: of a copied or inline test: carokit answers it with the reference, %s", it.Path, p.refName()))
	}
}

// generatorSource is the generator program to run for a test: its
// Program itself, or, when problem.yaml has constants and the
// generator's source holds {{name}}, a copy with them substituted (as
// BAPCtools builds generators), kept in carokit's cache folder by
// content; a generator of the generators: dictionary is the folder of
// its files made there (its first file, the entry point, also as
// __main__.py for Python, which runner runs first).
func (p *Problem) generatorSource(it generators.Item) (string, error) {
	if len(it.Deps) == 0 {
		sub, unknown, err := check.Substituted(p.opt.CacheDir, it.Program, p.constants)
		if err != nil {
			return "", fmt.Errorf("generator %s: %w", planWord(p.meta.Dir, it.Program), err)
		}
		for _, u := range unknown {
			p.warnOnce("constant "+it.Program+u, fmt.Sprintf("%s: %s is not a constant of problem.yaml: left as it is", planWord(p.meta.Dir, it.Program), u))
		}
		return sub, nil
	}
	texts, err := p.substituted(it.Deps)
	if err != nil {
		return "", err
	}
	name := filepath.Base(it.Program)
	var files []string
	for _, f := range it.Deps {
		files = append(files, filepath.Join(name, filepath.Base(f)))
	}
	if filepath.Ext(it.Deps[0]) == ".py" {
		files = append(files, filepath.Join(name, "__main__.py"))
		texts = append(texts, texts[0])
	}
	return check.KeepCopy(p.opt.CacheDir, it.Program, files, texts)
}

// substituted is each file's text with the constants put in.
func (p *Problem) substituted(files []string) ([][]byte, error) {
	texts := make([][]byte, len(files))
	for i, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		texts[i] = b
		if len(p.constants) == 0 || !generators.HasConstants(b) {
			continue
		}
		out, unknown := generators.SubstituteConstants(string(b), p.constants)
		for _, u := range unknown {
			p.warnOnce("constant "+f+u, fmt.Sprintf("%s: %s is not a constant of problem.yaml: left as it is", planWord(p.meta.Dir, f), u))
		}
		texts[i] = []byte(out)
	}
	return texts, nil
}

// cacheDir is carokit's cache folder: Options.CacheDir, else runner's
// default.
func (p *Problem) cacheDir() (string, error) {
	if p.opt.CacheDir != "" {
		return p.opt.CacheDir, nil
	}
	return runner.DefaultCacheDir()
}
